// Bad input on the command line (issue 9): usage errors exit 2, missing and odd paths exit 1,
// each with one line; a failed quote export leaves the previous file and a directory alone.
#include "badfiles.h"

#ifdef HEADROOM_EXE // runs the headroom executable (a UI build)

namespace {

/// A command-line case beyond a broken file: its arguments (built in a scratch directory), the
/// exit code, and the words its one stderr line must contain.
struct CliCase {
    const char* what;
    int exitCode;
    std::function<std::pair<std::vector<std::string>, std::vector<std::string>>(const fs::path&)>
        prepare;
};

std::vector<CliCase> cliCases() {
    using Args = std::pair<std::vector<std::string>, std::vector<std::string>>;
    auto good = [](const fs::path& d) {
        writeFile(d / "s.json", kGoodScenario);
        return (d / "s.json").string();
    };
    return {
        // Usage errors: exit 2.
        {"evaluate without a scenario", 2,
         [](const fs::path&) {
             return Args{{"evaluate"}, {"scenario"}};
         }},
        {"evaluate with two scenarios", 2,
         [good](const fs::path& d) {
             auto s = good(d);
             return Args{{"evaluate", s, s}, {"scenario"}};
         }},
        {"an unknown option", 2,
         [good](const fs::path& d) {
             return Args{{"evaluate", good(d), "--bogus"}, {"bogus"}};
         }},
        {"--catalog without its directory", 2,
         [good](const fs::path& d) {
             return Args{{"evaluate", good(d), "--catalog"}, {"--catalog"}};
         }},
        {"quote without -o", 2,
         [good](const fs::path& d) {
             return Args{{"quote", good(d)}, {"-o"}};
         }},
        {"quote in French", 2,
         [good](const fs::path& d) {
             return Args{{"quote", good(d), "-o", (d / "q.pdf").string(), "--lang", "fr"},
                         {"--lang", "fr"}};
         }},
        {"quote on A5 paper", 2,
         [good](const fs::path& d) {
             return Args{{"quote", good(d), "-o", (d / "q.pdf").string(), "--paper", "a5"},
                         {"--paper", "a5"}};
         }},
        {"recommend with -o", 2,
         [good](const fs::path& d) {
             return Args{{"recommend", good(d), "-o", "x.pdf"}, {"o"}};
         }},
        // Files that are not there or not files: exit 1.
        {"a scenario that does not exist", 1,
         [](const fs::path& d) {
             return Args{{"evaluate", (d / "nothing.json").string()}, {"nothing.json"}};
         }},
        {"a directory where the scenario should be", 1,
         [](const fs::path& d) {
             fs::create_directories(d / "dir.json");
             return Args{{"evaluate", (d / "dir.json").string()}, {"dir.json", "directory"}};
         }},
        {"a scenario importing a config.json that does not exist", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", R"({"model": "missing/config.json"})");
             return Args{{"evaluate", (d / "s.json").string()},
                         {"s.json", "/model", "missing/config.json"}};
         }},
        {"a scenario importing a directory as its config.json", 1,
         [](const fs::path& d) {
             fs::create_directories(d / "cfg" / "config.json");
             writeFile(d / "s.json", R"({"model": "cfg/config.json"})");
             return Args{{"recommend", (d / "s.json").string(), "--json"},
                         {"s.json", "/model", "config.json"}};
         }},
        {"a device where the scenario should be", 1,
         [](const fs::path&) {
             return Args{{"evaluate", "/dev/zero"}, {"/dev/zero", "regular file"}};
         }},
        {"a scenario importing a device as its config.json", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", R"({"model": "/dev/zero"})");
             return Args{{"evaluate", (d / "s.json").string()}, {"s.json", "/model", "/dev/zero"}};
         }},
        {"a catalog directory that does not exist", 1,
         [good](const fs::path& d) {
             return Args{{"evaluate", good(d), "--catalog", (d / "nowhere").string()}, {"nowhere"}};
         }},
        {"a regular file as the catalog directory", 1,
         [good](const fs::path& d) {
             writeFile(d / "plain", "x");
             return Args{{"evaluate", good(d), "--catalog", (d / "plain").string()}, {"plain"}};
         }},
        {"a catalog without gpus.json", 1,
         [good](const fs::path& d) {
             copyCatalog(d / "catalog");
             fs::remove(d / "catalog" / "gpus.json");
             return Args{{"evaluate", good(d), "--catalog", (d / "catalog").string()},
                         {"gpus.json"}};
         }},
        {"a directory where gpus.json should be", 1,
         [good](const fs::path& d) {
             copyCatalog(d / "catalog");
             fs::remove(d / "catalog" / "gpus.json");
             fs::create_directories(d / "catalog" / "gpus.json");
             return Args{{"evaluate", good(d), "--catalog", (d / "catalog").string()},
                         {"gpus.json", "directory"}};
         }},
        {"a directory named like a model file in the catalog", 1,
         [good](const fs::path& d) {
             copyCatalog(d / "catalog");
             fs::create_directories(d / "catalog" / "models" / "zzz.json");
             return Args{{"evaluate", good(d), "--catalog", (d / "catalog").string()},
                         {"zzz.json"}};
         }},
        {"a broken user catalog in XDG_CONFIG_HOME", 1,
         [good](const fs::path& d) {
             writeFile(d / "headroom" / "catalog" / "gpus.json", R"({"gpus": [{"id": 1}]})");
             return Args{{"evaluate", good(d)}, {"gpus.json", "/gpus/0/id"}};
         }},
        // Output paths that cannot take the PDF: exit 1, nothing written.
        {"a quote below a regular file", 1,
         [good](const fs::path& d) {
             writeFile(d / "plain", "x");
             return Args{{"quote", good(d), "-o", (d / "plain" / "q.pdf").string()},
                         {"plain/q.pdf"}};
         }},
        {"a quote onto a directory", 1,
         [good](const fs::path& d) {
             fs::create_directories(d / "q.pdf");
             return Args{{"quote", good(d), "-o", (d / "q.pdf").string()}, {"q.pdf"}};
         }},
        {"a quote of a bad scenario", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", R"({"sequence_length": 0})");
             return Args{{"quote", (d / "s.json").string(), "-o", (d / "q.pdf").string()},
                         {"s.json", "/sequence_length"}};
         }},
        {"recommend on a bad scenario", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", R"({"image_share": 2})");
             return Args{{"recommend", (d / "s.json").string(), "--json"},
                         {"s.json", "/image_share"}};
         }},
    };
}

} // namespace

TEST_CASE("command-line misuse exits 2, missing and odd paths exit 1, each with one line",
          "[badinput][cli]") {
    for (const auto& c : cliCases()) {
        ScratchDir dir("args");
        const auto [args, words] = c.prepare(dir.path());
        const Run run = runHeadroom(args, dir.path());
        INFO(c.what << "\n  stderr: " << run.err << "  stdout: " << run.out);
        CHECK(run.signal == 0);
        CHECK(run.exitCode == c.exitCode);
        CHECK(isOneLine(run.err));
        for (const auto& w : words)
            CHECK(run.err.find(w) != std::string::npos);
    }
    // No quote file appeared where it could not be written.
}

TEST_CASE("a failed quote export leaves the previous file untouched, byte for byte",
          "[badinput][cli][atomic]") {
    ScratchDir dir("atomic");
    writeFile(dir / "s.json", kGoodScenario);
    writeFile(dir / "bad.json", R"({"gpu_count": 0})");
    std::string previous = "%PDF-1.4\n% the quote sent last week\n";
    for (int i = 0; i < 200; ++i)
        previous += "line " + std::to_string(i) + " of the previous quote\n";
    const fs::path out = dir / "out" / "quote.pdf";
    writeFile(out, previous);

    auto onlyTheOldFile = [&] {
        std::vector<std::string> names;
        for (const auto& e : fs::directory_iterator(out.parent_path()))
            names.push_back(e.path().filename().string());
        return names == std::vector<std::string>{"quote.pdf"};
    };

    SECTION("when the scenario is bad") {
        const Run run =
            runHeadroom({"quote", (dir / "bad.json").string(), "-o", out.string()}, dir.path());
        CHECK(run.exitCode == 1);
        CHECK(isOneLine(run.err));
    }
    SECTION("when the disk fills up while the PDF is written") {
        const Run run =
            runHeadroom({"quote", (dir / "s.json").string(), "-o", out.string()}, dir.path(), 512);
        INFO("stderr: " << run.err);
        CHECK(run.signal == 0);
        CHECK(run.exitCode == 1);
        CHECK(isOneLine(run.err));
        CHECK(run.err.find("quote.pdf") != std::string::npos);
    }
    SECTION("when the catalog is broken") {
        ScratchDir cat("atomic-catalog");
        copyCatalog(cat / "catalog");
        writeFile(cat / "catalog" / "vendor.json", "{");
        const Run run = runHeadroom({"quote", (dir / "s.json").string(), "-o", out.string(),
                                     "--catalog", (cat / "catalog").string()},
                                    dir.path());
        CHECK(run.exitCode == 1);
        CHECK(isOneLine(run.err));
    }
    CHECK(readFile(out) == previous);
    CHECK(onlyTheOldFile());
}

TEST_CASE("a quote aimed at a directory leaves the directory and its files alone",
          "[badinput][cli][atomic]") {
    ScratchDir dir("atomic-dir");
    writeFile(dir / "s.json", kGoodScenario);
    writeFile(dir / "q.pdf" / "keep.txt", "keep me");
    const Run run = runHeadroom(
        {"quote", (dir / "s.json").string(), "-o", (dir / "q.pdf").string()}, dir.path());
    CHECK(run.exitCode == 1);
    CHECK(fs::is_directory(dir / "q.pdf"));
    CHECK(readFile(dir / "q.pdf" / "keep.txt") == "keep me");
    std::size_t entries = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir / "q.pdf"))
        ++entries;
    CHECK(entries == 1);
}

#endif // HEADROOM_EXE
