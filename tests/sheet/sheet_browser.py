#!/usr/bin/env python3
"""The interactive sheet in a real browser (issue 25).

Writes the sheet of the reference page's scenario with `headroom sheet` in English and German,
opens it from file:// in headless Chromium with networking disabled (a proxy that answers
nothing, every host name unresolvable, and the page's own Content-Security-Policy), applies
fragment states and reads back from the DOM the result JSON (<script id="result">), the verdict
line (#verdict) and every figure (data-figure). Each must equal `headroom evaluate --json` on the
scenario the state describes (the quoted scenario with the fragment's keys over it): numbers
to 1e-9, figures as the page's locale prints them, error lines word for word. Then the two
screenshots at 1280x720.

Usage: sheet_browser.py --headroom EXE --chromium EXE --work DIR --screenshots DIR
Exit 0 when everything agrees, 1 naming each difference, 77 when Chromium is missing.
"""
import argparse
import html
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import urllib.parse

SCENARIO = {
    "model": "qwen3.8-27b",
    "train_vision": True,
    "server": "4x-h200-nvl",
    "quote": {"customer": "Example Research GmbH", "number": "Q-2026-0042", "valid_days": 30},
}

# Fragment states (scenario keys) and what each exercises.
STATES = [
    "",  # the quoted build as it is
    "sequence_length=16384&optimizer=adamw-8bit",  # the example
    "sequence_length=32768",  # does not fit on four cards
    "server=8x-h200-nvl&gpu_count=8",  # more GPUs in the family
    "server=4x-h200-nvl&gpu_count=3",  # fewer cards in the chassis
    "server=2x-h200-nvl&gpu_count=2&optimizer=adamw-8bit",
    "image_share=0.5&sequence_length=4096",
    # Another method than the quoted one (issue 32): sized as `evaluate` sizes the quoted keys
    # with the link's method, the new method's defaults applying.
    "method=dpo",
    "method=grpo&policy_method=lora",
    "method=qlora&sequence_length=8192",
    "sequence_length=0",  # bad input: the error line of `headroom evaluate`
]

# Own or rent (issue 34): a quote with prices and a `costs` section, so that the sheet shows the
# costs part and its runs-per-month slider. `runs_per_month` in the link is the slider's
# position: the page puts it into the scenario's `costs` section (in place of the section's
# usage key), as `sheet_scenario` does here for `headroom evaluate`.
COSTS_SCENARIO = {
    "model": "qwen3.8-27b",
    "server": "8x-h200-sxm",
    "quote": {"customer": "Example Research GmbH", "number": "Q-2026-0043", "valid_days": 30,
              "prices": {"server": 40000, "gpu": 30000}},
    "costs": {"runs_per_month": 4, "service_per_year": 12000},
}
COSTS_STATES = [
    "",  # the quoted four runs a month
    "runs_per_month=60",  # the slider moved up: owning breaks even within the three years
    "runs_per_month=1",
    "runs_per_month=0",  # no GPU hours a month: a clear answer, no figures
    "runs_per_month=60&sequence_length=16384",  # the slider with another control moved
]

# torchtitan's per-op checkpointing describes a full fine-tune only: a link to another method
# leaves it (sheet.html plainScenarioOf drops the method switch's `full_only_keys`), as the
# window's method combo does; a link that keeps the method keeps it.
SELECTIVE_SCENARIO = {
    "model": "llama-3.1-8b",
    "server": "8x-h100-sxm",
    "fused_cross_entropy": False,
    "checkpointing_policy": "selective-op",
    "quote": {"customer": "Example Research GmbH", "number": "Q-2026-0044", "valid_days": 30},
}
SELECTIVE_STATES = ["", "sequence_length=16384", "method=lora"]
FULL_ONLY_KEYS = ["checkpointing_policy"]

# The memory legend's parts (the window's memory chart's): they add up to "in use".
MEMORY_PARTS = ["weights", "gradients", "optimizer", "activations", "logits", "buffers", "reserved"]
# ... and the parts only some runs have (shown only where the result has them).
# "RL models" (per_gpu_gb.rl_models): what a preference or RL run's total holds beyond the
# policy's parts, computed once by the core (core/rl/rlstage.cpp) for every face.
OPTIONAL_PARTS = ["rl_models"]

failures = []


def fail(message):
    failures.append(message)
    print("FAIL: " + message)


def chromium_command(chromium, profile, extra):
    return [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--disable-extensions", "--disable-background-networking", "--disable-sync",
            "--disable-component-update", "--proxy-server=127.0.0.1:9",
            "--host-resolver-rules=MAP * ~NOTFOUND", "--user-data-dir=" + profile,
            "--virtual-time-budget=20000"] + extra


def dump_dom(chromium, profile, url):
    run = subprocess.run(chromium_command(chromium, profile, ["--dump-dom", url]),
                         capture_output=True, text=True, timeout=180)
    if run.returncode != 0:
        fail(f"chromium --dump-dom {url} exited {run.returncode}: {run.stderr[-2000:]}")
    return run.stdout


def sheet_scenario(base, state):
    """The scenario a fragment state describes, as the page builds it (sheet.html scenarioOf):
    the fragment's keys over the quoted scenario, `runs_per_month` into its `costs` section."""
    scenario = json.loads(json.dumps(base))
    fragment = dict(urllib.parse.parse_qsl(state, keep_blank_values=True))
    if fragment.get("method", base.get("method", "full")) not in (base.get("method", "full"), "full"):
        for key in FULL_ONLY_KEYS:
            scenario.pop(key, None)
    for key, value in fragment.items():
        scenario[key] = parse_value(value)
    if "runs_per_month" in scenario:
        costs = {k: v for k, v in scenario.get("costs", {}).items()
                 if k not in ("gpu_hours_per_month", "utilisation")}
        costs["runs_per_month"] = scenario.pop("runs_per_month")
        scenario["costs"] = costs
    return scenario


def evaluate(headroom, work, state, base=SCENARIO):
    """`headroom evaluate --json` on the scenario of a fragment state: (result, error line)."""
    scenario = sheet_scenario(base, state)
    # The quote's prices price the build (the costs' purchase); the rest of it is the page's.
    quote = scenario.pop("quote")
    if "prices" in quote:
        scenario["quote"] = {"prices": quote["prices"]}
    with open(os.path.join(work, "scenario.json"), "w", encoding="utf-8") as f:
        json.dump(scenario, f)
    # Run in the folder so that an error names "scenario.json", as the page does.
    run = subprocess.run([headroom, "evaluate", "scenario.json", "--json"], cwd=work,
                         capture_output=True, text=True, timeout=120)
    if run.returncode == 0:
        return json.loads(run.stdout), None
    return None, run.stderr.strip()


def parse_value(text):
    """As the page reads a fragment value: numbers, true/false, else the string."""
    if re.fullmatch(r"-?\d+(\.\d+)?([eE][-+]?\d+)?", text):
        number = float(text)
        return int(number) if number.is_integer() and "." not in text and "e" not in text.lower() else number
    return {"true": True, "false": False}.get(text, text)


def same(native, page, where):
    if isinstance(native, dict):
        if not isinstance(page, dict) or set(native) != set(page):
            fail(f"{where}: keys differ: {sorted(set(native) ^ set(page or {}))}")
            return
        for key in native:
            same(native[key], page[key], f"{where}/{key}")
    elif isinstance(native, list):
        if not isinstance(page, list) or len(native) != len(page):
            fail(f"{where}: lists differ in length")
            return
        for i, (a, b) in enumerate(zip(native, page)):
            same(a, b, f"{where}/{i}")
    elif isinstance(native, bool) or native is None or isinstance(native, str):
        if native != page:
            fail(f"{where}: {native!r} in C++, {page!r} in the page")
    else:
        if not isinstance(page, (int, float)) or abs(native - page) > 1e-9 * max(1.0, abs(native)):
            fail(f"{where}: {native!r} in C++, {page!r} in the page")


def formatted(value, digits, language):
    """A number as Intl.NumberFormat prints it for en-GB / de-DE, half away from zero."""
    scaled = abs(value) * 10 ** digits
    rounded = int(scaled + 0.5) / 10 ** digits
    text = f"{rounded:,.{digits}f}"
    if value < 0 and rounded != 0:
        text = "-" + text
    if language == "de":
        text = text.replace(",", "\x00").replace(".", ",").replace("\x00", ".")
    return text


def path_value(result, path):
    value = result
    for part in path.split("."):
        value = value[int(part)] if isinstance(value, list) else value.get(part)
        if value is None:
            return None
    return value


def check_page(dom, language, state, native, error):
    where = f"[{language}] #{state}"
    found = re.search(r'<script id="result" type="application/json">(.*?)</script>', dom, re.S)
    verdict = re.search(r'<p id="verdict" class="([^"]*)">(.*?)</p>', dom, re.S)
    if not found or not verdict:
        fail(f"{where}: no result or verdict in the DOM (did the page run?)")
        return
    page = json.loads(html.unescape(found.group(1)))
    verdict_class, verdict_text = verdict.group(1), html.unescape(verdict.group(2))
    if error is not None:
        if page.get("error") != error:
            fail(f"{where}: error line {page.get('error')!r} in the page, {error!r} from headroom")
        if verdict_class != "error":
            fail(f"{where}: the verdict line is not marked as an error: {verdict_class!r}")
        if language == "en":
            if error not in verdict_text:
                fail(f"{where}: the verdict line does not show the error: {verdict_text!r}")
        else:
            # The core speaks English: the German page names the key in its own words and
            # shows no part of the English line ("FILE: KEY: MESSAGE").
            key, message = error.split(": ")[1], error.split(": ", 2)[2]
            if f"„{key}“" not in verdict_text or message in verdict_text:
                fail(f"{where}: the German verdict line {verdict_text!r} does not name {key!r} "
                     f"in German, or shows the English line")
            if "Dieser Stand lässt sich nicht berechnen" not in verdict_text:
                fail(f"{where}: the German verdict line is not German: {verdict_text!r}")
        return
    same(native, page, where)
    g = native["per_gpu_gb"]
    policy = sum(g.get(p, 0) for p in MEMORY_PARTS)
    # The core's "RL models" is the total less the policy's parts, only on preference/RL runs.
    if ("rl_models" in g) != ("rl" in native):
        fail(f"{where}: per_gpu_gb.rl_models present {'rl_models' in g}, RL run {'rl' in native}")
    elif "rl" in native and abs(g["rl_models"] - max(0.0, g["total"] - policy)) > 1e-9 * g["total"]:
        fail(f"{where}: per_gpu_gb.rl_models {g['rl_models']} is not the total less the policy's parts")
    if verdict_class != native["answer"]["state"]:
        fail(f"{where}: answer {verdict_class!r} in the page, {native['answer']['state']!r} "
             "from headroom")
    total = formatted(native["per_gpu_gb"]["total"], 1, language)
    if total not in verdict_text:
        fail(f"{where}: the verdict line {verdict_text!r} does not state {total} GB per GPU")
    figures = re.findall(r'<dd data-figure="([^"]+)"((?: data-[a-z]+="[^"]*")*)[^>]*>([^<]*)</dd>', dom)
    if len(figures) < 18:
        fail(f"{where}: only {len(figures)} figures in the DOM")
    shown_paths = set()
    for path, attributes, text in figures:
        attrs = dict(re.findall(r'data-([a-z]+)="([^"]*)"', attributes))
        shown_paths.add(path)
        if path_value(native, path) is None:
            if path.split(".")[-1] not in OPTIONAL_PARTS or html.unescape(text) != "":
                fail(f"{where}: {path} reads {text!r}, headroom has no such figure")
            continue
        value = path_value(native, path) * float(attrs.get("scale", 1))
        # Seconds as the window rounds them (numberformat.cpp formatSeconds): "5.45 s".
        digits = (0 if abs(value) >= 100 else 1 if abs(value) >= 10 else 2) \
            if attrs.get("kind") == "seconds" else int(attrs.get("digits", 1))
        expected = formatted(value, digits, language)
        if html.unescape(text) != expected:
            fail(f"{where}: {path} reads {text!r}, headroom says {expected!r}")
        shown_paths.add(path)
    # Power in kW everywhere (the window's unit), the legend complete: its parts add up to the
    # total in use, buffers and reserve included.
    for path in ["power_w.total"] + [f"feeds.{i}.limit_w" for i in range(len(native["feeds"]))]:
        if not re.search(r'<dd data-figure="%s" data-scale="0.001" data-digits="2"' % re.escape(path), dom):
            fail(f"{where}: {path} is not shown in kW with two decimals")
    missing = [p for p in MEMORY_PARTS if f"per_gpu_gb.{p}" not in shown_paths]
    if missing:
        fail(f"{where}: the memory legend leaves out {missing}")
    parts = policy + g.get("rl_models", 0.0)
    if abs(parts - native["per_gpu_gb"]["total"]) > 1e-6 * max(1.0, parts):
        fail(f"{where}: the legend's parts add up to {parts}, in use is {native['per_gpu_gb']['total']}")
    # Controls that do not apply are hidden: the sequence slider on a preference or RL run.
    box = re.search(r'<div id="sequence_length-box"( class="([^"]*)")?', dom)
    hidden = bool(box and box.group(2) and "hidden" in box.group(2).split())
    if not box or hidden != ("rl" in native):
        fail(f"{where}: the sequence-length slider is {'hidden' if hidden else 'shown'} on a "
             f"{'RL' if 'rl' in native else 'supervised'} run")
    # One line per warning of `headroom evaluate`, in its order; the English page words it as
    # the command line does, the German one in German (never the English message).
    shown = [(code, html.unescape(text)) for code, text in
             re.findall(r'<li data-code="([^"]+)">([^<]*)</li>', dom)]
    codes = [w["code"] for w in native["warnings"]]
    if [code for code, _ in shown] != codes:
        fail(f"{where}: warnings {[c for c, _ in shown]} in the page, {codes} from headroom")
    for (code, text), w in zip(shown, native["warnings"]):
        if language == "en" and text != w["message"]:
            fail(f"{where}: warning {code} reads {text!r}, headroom says {w['message']!r}")
        if language == "de" and (text == w["message"] or "%" + "1" in text):
            fail(f"{where}: the German warning {code} is not German: {text!r}")


def check_costs(dom, language, state, native):
    """The costs part: shown, the slider at the state's runs, the answer and the cloud price
    with its date and source as `headroom evaluate --json`'s `costs` says."""
    where = f"[{language}] costs #{state}"
    costs = native.get("costs") if native else None
    section = re.search(r'<section id="costs"( hidden(?:="[^"]*")?)?>', dom)
    if not costs or not section or section.group(1):
        fail(f"{where}: the costs part is not shown (headroom has costs: {bool(costs)})")
        return
    runs = costs["gpu_hours_per_month"] / costs["run_gpu_hours"] if costs["run_gpu_hours"] else 0
    slider = re.search(r'<output id="runs_per_month-value">([^<]*)</output>', dom)
    if not slider or html.unescape(slider.group(1)) != formatted(runs, 0, language):
        fail(f"{where}: the slider reads {slider.group(1) if slider else None!r}, "
             f"headroom plans {runs} runs a month")
    answer = re.search(r'<p id="costs-answer">([^<]*)</p>', dom)
    answer = html.unescape(answer.group(1)) if answer else ""
    month = costs["break_even_month"]
    if costs["status"] != "ok":
        if month is not None or costs["owned_per_gpu_hour"] is not None:
            fail(f"{where}: status {costs['status']} with figures")
        if not answer or (language == "en" and not answer.startswith("No comparison")):
            fail(f"{where}: the answer to status {costs['status']} reads {answer!r}")
        return
    if month is None:
        # Renting costs less a month than running the build: owning never catches up.
        if language == "en" and answer != "Renting is cheaper: it costs less per month than running the build.":
            fail(f"{where}: no break-even, and the answer reads {answer!r}")
    elif formatted(month, 0, language) not in answer:
        fail(f"{where}: the answer {answer!r} does not name break-even month {month}")
    if language == "en" and month is not None and month <= 12 * costs["years"]:
        expected = f"Owning breaks even in month {month} of {12 * costs['years']}."
        if answer != expected:
            fail(f"{where}: the answer reads {answer!r}, expected {expected!r}")
    for figure, key, digits in (("costs-owned", "owned_total", 0), ("costs-rented", "rented_total", 0),
                                ("costs-owned-hour", "owned_per_gpu_hour", 2),
                                ("costs-rented-hour", "rented_per_gpu_hour", 2)):
        shown = re.search(r'<dd id="%s">([^<]*)</dd>' % figure, dom)
        expected = formatted(costs[key], digits, language) + " " + costs["currency"]
        if not shown or html.unescape(shown.group(1)) != expected:
            fail(f"{where}: {figure} reads {shown.group(1) if shown else None!r}, "
                 f"headroom says {expected!r}")
    price = re.search(r'<p id="costs-price">([^<]*)</p>', dom)
    price = html.unescape(price.group(1)) if price else ""
    for dated in costs["price_dates"]:
        if dated["date"] not in price or dated["source"] not in price or dated["name"] not in price:
            fail(f"{where}: the cloud price {price!r} does not name {dated['name']!r}, its date "
                 f"{dated['date']} and its source {dated['source']}")
    if not costs["price_dates"]:
        fail(f"{where}: headroom's costs cite no price")


def texts_of(dom):
    """The page's own words: every element filled from the sheet's strings (data-text)."""
    return {key: html.unescape(text) for key, text in
            re.findall(r'data-text="([^"]+)"[^>]*>([^<]*)<', dom)}


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    return struct.unpack(">II", head[16:24]) if head[:8] == b"\x89PNG\r\n\x1a\n" else (0, 0)


def check_costs_sheet(args, chromium, profile, language):
    """The sheet of a quote with a `costs` section: every slider position (a fragment state)
    against `headroom evaluate --json`, the whole result and the costs part's words."""
    scenario_file = os.path.join(args.work, "costs.json")
    with open(scenario_file, "w", encoding="utf-8") as f:
        json.dump(COSTS_SCENARIO, f)
    sheet = os.path.join(args.work, f"sheet-costs-{language}.html")
    run = subprocess.run([args.headroom, "sheet", scenario_file, "-o", sheet, "--lang", language],
                         capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        fail(f"headroom sheet costs.json --lang {language} exited {run.returncode}: {run.stderr.strip()}")
        return
    url = "file://" + urllib.parse.quote(os.path.abspath(sheet))
    months = []
    for state in COSTS_STATES:
        native, error = evaluate(args.headroom, args.work, state, COSTS_SCENARIO)
        dom = dump_dom(chromium, profile, url + ("#" + state if state else ""))
        check_page(dom, language, "costs " + state, native, error)
        if error is None:
            check_costs(dom, language, state, native)
            months.append(native["costs"]["break_even_month"])
    # The slider matters: more runs a month, an earlier break-even (60 runs pay off within the
    # three years, one run a month never within them).
    if len(months) >= 3 and not (months[1] is not None and months[1] <= 36 and
                                 (months[2] is None or months[2] > 36)):
        fail(f"[{language}] break-even months {months} do not follow the runs per month")


def check_selective_sheet(args, chromium, profile):
    """The English sheet of a run with per-op checkpointing: its states, a link to LoRA among
    them, against `headroom evaluate --json`."""
    scenario_file = os.path.join(args.work, "selective.json")
    with open(scenario_file, "w", encoding="utf-8") as f:
        json.dump(SELECTIVE_SCENARIO, f)
    sheet = os.path.join(args.work, "sheet-selective-en.html")
    run = subprocess.run([args.headroom, "sheet", scenario_file, "-o", sheet, "--lang", "en"],
                         capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        fail(f"headroom sheet selective.json exited {run.returncode}: {run.stderr.strip()}")
        return
    url = "file://" + urllib.parse.quote(os.path.abspath(sheet))
    for state in SELECTIVE_STATES:
        native, error = evaluate(args.headroom, args.work, state, SELECTIVE_SCENARIO)
        if error is not None:
            fail(f"selective {state}: headroom evaluate refused it: {error}")
        dom = dump_dom(chromium, profile, url + ("#" + state if state else ""))
        check_page(dom, "en", "selective " + state, native, error)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--headroom", required=True)
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--work", required=True)
    parser.add_argument("--screenshots", required=True)
    args = parser.parse_args()
    chromium = shutil.which(args.chromium)
    if not chromium:
        print("SKIPPED: chromium not installed (packaging/deps.sh installs it)")
        return 77
    os.makedirs(args.work, exist_ok=True)
    os.makedirs(args.screenshots, exist_ok=True)
    profile = tempfile.mkdtemp(prefix="sheet-chromium-")
    try:
        scenario_file = os.path.join(args.work, "reference.json")
        with open(scenario_file, "w", encoding="utf-8") as f:
            json.dump(SCENARIO, f)
        doms = {}
        for language in ("en", "de"):
            sheet = os.path.join(args.work, f"sheet-{language}.html")
            run = subprocess.run([args.headroom, "sheet", scenario_file, "-o", sheet, "--lang", language],
                                 capture_output=True, text=True, timeout=120)
            if run.returncode != 0:
                fail(f"headroom sheet --lang {language} exited {run.returncode}: {run.stderr.strip()}")
                continue
            size = os.path.getsize(sheet)
            if size > 2 * 1024 * 1024:
                fail(f"{sheet} is {size} bytes, over 2 MB")
            with open(sheet, encoding="utf-8") as f:
                page = f.read()
            # Nothing in the file points at the network: no external script, style, font or image.
            for pattern in (r'<(?:script|img|iframe)[^>]+src="(?!data:)[^"]+"', r"<link\b", r"@import", r"@font-face"):
                if re.search(pattern, page):
                    fail(f"{sheet}: refers to something outside the file ({pattern})")
            if f'<html lang="{language}">' not in page:
                fail(f"{sheet}: the document's language is not {language}")
            url = "file://" + urllib.parse.quote(os.path.abspath(sheet))
            for state in STATES:
                native, error = evaluate(args.headroom, args.work, state)
                dom = dump_dom(chromium, profile, url + ("#" + state if state else ""))
                if state == "":
                    doms[language] = dom
                check_page(dom, language, state, native, error)
            shot = os.path.join(args.screenshots, f"sheet-{language}.png")
            subprocess.run(chromium_command(chromium, profile, ["--window-size=1280,720", "--hide-scrollbars",
                                                               "--screenshot=" + shot, url]),
                           capture_output=True, text=True, timeout=180)
            if png_size(shot) != (1280, 720):
                fail(f"{shot}: not a 1280x720 screenshot ({png_size(shot)})")
            check_costs_sheet(args, chromium, profile, language)
        check_selective_sheet(args, chromium, profile)
        # Dates as the quote writes them ("Valid until 4 January 2027", "Gültig bis 4. Januar
        # 2027"), never a short numeric date a reader across the Atlantic reads the other way.
        for language, dom in doms.items():
            valid = re.search(r'<div id="quote-valid">([^<]*)</div>', dom)
            pattern = r"\d{1,2}\. [A-ZÄÖÜa-zäöü]+ \d{4}$" if language == "de" else r"\d{1,2} [A-Z][a-z]+ \d{4}$"
            if not valid or not re.search(pattern, html.unescape(valid.group(1))):
                fail(f"[{language}] the validity date is not written out: {valid.group(1) if valid else None!r}")
        # The German sheet is German throughout: every text of the page differs from the English
        # one, but for the words German writes the same.
        same_in_german = {"Logits", "Reserve"}
        english, german = texts_of(doms.get("en", "")), texts_of(doms.get("de", ""))
        if len(english) < 20 or set(english) != set(german):
            fail(f"the pages' texts differ in number: {len(english)} English, {len(german)} German")
        for key, text in english.items():
            if german.get(key) == text and text not in same_in_german:
                fail(f"the German sheet shows '{text}' ({key}) in English")
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    if failures:
        print(f"{len(failures)} difference(s)")
        return 1
    print(f"sheet_browser: {len(STATES)} states in English and German agree with headroom evaluate; "
          f"screenshots in {args.screenshots}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
