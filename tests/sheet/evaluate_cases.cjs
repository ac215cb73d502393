// Evaluates cases in the sheet's WebAssembly module under Node:
//   node evaluate_cases.cjs MODULE.js CASES.json ANSWERS.json
// CASES.json: {"catalogs": [TEXT...], "cases": [{"scenario": TEXT, "file": NAME, "catalog": I}]}
// ANSWERS.json: the module's answer (JSON text) per case, in order.
'use strict';
const fs = require('fs');
const [moduleFile, casesFile, answersFile] = process.argv.slice(2);
const HeadroomCore = require(moduleFile);
// Built with -sWASM_ASYNC_COMPILATION=0 the factory returns the module itself.
const created = HeadroomCore();
Promise.resolve(typeof created.evaluate === 'function' ? created : created.ready).then((core) => {
    const input = JSON.parse(fs.readFileSync(casesFile, 'utf8'));
    const answers = input.cases.map((c) =>
        core.evaluateFile(c.scenario, input.catalogs[c.catalog], c.file));
    // The page's path: the catalog loaded once (setCatalog), then only the scenario per call.
    // It must answer exactly as evaluateFile; a difference ends the run with exit code 1.
    input.cases.forEach((c, i) => {
        const loadError = core.setCatalog(input.catalogs[c.catalog]);
        const answer = loadError || core.evaluateLoadedFile(c.scenario, c.file);
        if (answer !== answers[i]) {
            console.error(`case ${i}: setCatalog + evaluateLoadedFile answered differently:\n` +
                `${answer.slice(0, 400)}\nevaluateFile:\n${answers[i].slice(0, 400)}`);
            process.exit(1);
        }
    });
    fs.writeFileSync(answersFile, JSON.stringify(answers));
}).catch((e) => {
    console.error(e);
    process.exit(1);
});
