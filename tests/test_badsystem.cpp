// Bad input from the system around Headroom (issue 13): no display, the process locale, devices,
// FIFOs, names of every length, control characters, messages that name the real cause.
#include "badfiles.h"

#ifdef HEADROOM_EXE // runs the headroom executable (a UI build)

// =============================================================================================
// Issue 13, part A: what only the command line sees — no display, the whole command line,
// outputs that are inputs or not files, stdout that cannot be written, the process locale,
// control characters in names, messages that must name the real cause.

namespace {

bool hasControlBytes(const std::string& text) {
    return std::any_of(text.begin(), text.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return (u < 0x20 && u != '\n') || u == 0x7f;
    });
}

std::size_t linesStartingWith(const std::string& text, const std::string& prefix) {
    std::size_t count = 0;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);)
        count += line.rfind(prefix, 0) == 0 ? 1 : 0;
    return count;
}

bool isCharacterDevice(const fs::path& p) {
    return fs::is_character_file(fs::symlink_status(p));
}

/// One command-line case of issue 13: its arguments and run options (built in a scratch
/// directory), the exit code, the words its stderr must hold, and checks of its own.
struct Cli13 {
    std::vector<std::string> args;
    std::vector<std::string> words;
    RunOptions options;
    std::function<void(const Run&)> check;
};
struct Cli13Row {
    const char* what;
    int exitCode;
    std::function<Cli13(const fs::path&)> prepare;
};

RunOptions withoutDisplay(const char* platform) {
    RunOptions o;
    o.env = {{"QT_QPA_PLATFORM", std::string(platform)},
             {"DISPLAY", std::nullopt},
             {"WAYLAND_DISPLAY", std::nullopt}};
    return o;
}

RunOptions withEnv(std::vector<std::pair<std::string, std::optional<std::string>>> env) {
    RunOptions o;
    o.env = std::move(env);
    return o;
}

std::vector<Cli13Row> cli13Rows() {
    auto good = [](const fs::path& d) {
        writeFile(d / "s.json", kGoodScenario);
        return (d / "s.json").string();
    };
    auto printsVerdict = [](const Run& run) { CHECK_THAT(run.out, Catch::Contains("Verdict: ")); };
    auto wrotePdf = [](fs::path pdf) {
        return [pdf](const Run& run) {
            CHECK_THAT(run.out, Catch::StartsWith("Quote written to"));
            CHECK(readFile(pdf).rfind("%PDF-", 0) == 0);
        };
    };
    /// The file keeps its bytes (the quote did not replace it).
    auto untouched = [](fs::path file) {
        auto before = std::make_shared<std::string>(readFile(file));
        return [file, before](const Run& run) {
            CHECK(readFile(file) == *before);
            CHECK(run.out.empty());
        };
    };
    // A config.json and a catalog name that try to drive the terminal and forge a verdict.
    const std::string evil =
        "Evil\x1b[2J\x1b]0;owned\x07\r\nVerdict: fits, 999 GB free\x7f\xc2\x9b";
    return {
        // ---- Crashes and hangs: no command needs a display; the whole command line is parsed.
        {"evaluate with an X11 platform and no display", 0,
         [=](const fs::path& d) {
             return Cli13{{"evaluate", good(d)}, {}, withoutDisplay("xcb"), printsVerdict};
         }},
        {"evaluate --json with a Wayland platform and no display", 0,
         [=](const fs::path& d) {
             return Cli13{{"evaluate", good(d), "--json"},
                          {},
                          withoutDisplay("wayland"),
                          [](const Run& run) { CHECK(json::parse(run.out).contains("fits")); }};
         }},
        {"recommend with an X11 platform and no display", 0,
         [=](const fs::path& d) {
             return Cli13{{"recommend", good(d)}, {}, withoutDisplay("xcb"), [](const Run& run) {
                              CHECK_THAT(run.out, Catch::StartsWith("1. "));
                          }};
         }},
        {"quote with an X11 platform and no display renders offscreen", 0,
         [=](const fs::path& d) {
             return Cli13{{"quote", good(d), "-o", (d / "q.pdf").string()},
                          {},
                          withoutDisplay("xcb"),
                          wrotePdf(d / "q.pdf")};
         }},
        {"--catalog before the command", 0,
         [=](const fs::path& d) {
             return Cli13{{"--catalog", HEADROOM_SOURCE_CATALOG, "evaluate", good(d)},
                          {},
                          withoutDisplay("xcb"),
                          printsVerdict};
         }},
        {"--catalog before quote", 0,
         [=](const fs::path& d) {
             return Cli13{{"--catalog", HEADROOM_SOURCE_CATALOG, "quote", good(d), "-o",
                           (d / "q.pdf").string()},
                          {},
                          withoutDisplay("xcb"),
                          wrotePdf(d / "q.pdf")};
         }},
        {"an unknown option without a command", 2,
         [](const fs::path&) {
             return Cli13{{"--bogus"}, {"bogus"}, withoutDisplay("xcb"), {}};
         }},
        {"a command with a capital letter", 2,
         [=](const fs::path& d) {
             return Cli13{
                 {"Evaluate", good(d)}, {"'Evaluate'", "'evaluate'"}, withoutDisplay("xcb"), {}};
         }},
        {"a misspelt command", 2,
         [=](const fs::path& d) {
             return Cli13{{"qoute", good(d), "-o", (d / "q.pdf").string()},
                          {"'qoute'", "'quote'"},
                          withoutDisplay("xcb"),
                          {}};
         }},
        {"a word that is neither a command nor a file", 2,
         [](const fs::path&) {
             return Cli13{{"evalute"}, {"'evalute'"}, withoutDisplay("xcb"), {}};
         }},
        {"--json on quote", 2,
         [=](const fs::path& d) {
             return Cli13{
                 {"quote", good(d), "-o", (d / "q.pdf").string(), "--json"}, {"--json"}, {}, {}};
         }},
        {"--lang on evaluate", 2,
         [=](const fs::path& d) {
             return Cli13{{"evaluate", good(d), "--lang", "de"}, {"--lang"}, {}, {}};
         }},
        {"an empty --catalog", 2,
         [=](const fs::path& d) {
             return Cli13{{"evaluate", good(d), "--catalog", ""}, {"--catalog"}, {}, {}};
         }},
        {"the window without a display (X11)", 1,
         [](const fs::path&) {
             return Cli13{{}, {"display"}, withoutDisplay("xcb"), {}};
         }},
        {"the window on a scenario without a display (Wayland)", 1,
         [=](const fs::path& d) {
             return Cli13{{good(d)}, {"wayland"}, withoutDisplay("wayland"), {}};
         }},
        {"the window with --catalog and no display", 1,
         [](const fs::path&) {
             return Cli13{
                 {"--catalog", HEADROOM_SOURCE_CATALOG}, {"window"}, withoutDisplay("xcb"), {}};
         }},

        // ---- Lost or overwritten data: the output is never an input, never replaces a node.
        {"a quote onto /dev/full", 1,
         [=](const fs::path& d) {
             return Cli13{{"quote", good(d), "-o", "/dev/full"},
                          {"/dev/full", "No space left on device"},
                          {},
                          [](const Run& run) {
                              CHECK(isCharacterDevice("/dev/full"));
                              CHECK(run.out.empty());
                          }};
         }},
        {"a quote onto a FIFO nobody reads", 1,
         [=](const fs::path& d) {
             REQUIRE(::mkfifo((d / "pipe").c_str(), 0600) == 0);
             return Cli13{{"quote", good(d), "-o", (d / "pipe").string()},
                          {"pipe", "reading"},
                          {},
                          [d](const Run& run) {
                              CHECK(fs::is_fifo(d / "pipe"));
                              CHECK(run.out.empty());
                          }};
         }},
        {"a quote onto its own scenario", 2,
         [=](const fs::path& d) {
             const std::string s = good(d);
             return Cli13{{"quote", s, "-o", s}, {"s.json", "-o"}, {}, untouched(s)};
         }},
        {"a quote onto a link to its own scenario", 2,
         [=](const fs::path& d) {
             const std::string s = good(d);
             fs::create_symlink(s, d / "link.pdf");
             return Cli13{{"quote", s, "-o", (d / "link.pdf").string()},
                          {"link.pdf", "scenario"},
                          {},
                          untouched(s)};
         }},
        {"a quote onto a hard link to its own scenario, named with ..", 2,
         [=](const fs::path& d) {
             const std::string s = good(d);
             fs::create_directories(d / "sub");
             fs::create_hard_link(s, d / "hard.pdf");
             return Cli13{{"quote", s, "-o", (d / "sub" / ".." / "hard.pdf").string()},
                          {"scenario"},
                          {},
                          untouched(s)};
         }},
        {"a quote onto the imported config.json", 2,
         [=](const fs::path& d) {
             writeFile(d / "config.json", llamaConfig().dump());
             writeFile(d / "s.json", R"({"model": "config.json", "server": "1x-h200-nvl"})");
             return Cli13{{"quote", (d / "s.json").string(), "-o", (d / "config.json").string()},
                          {"config.json", "model"},
                          {},
                          untouched(d / "config.json")};
         }},
        {"a quote onto a built-in catalog file", 2,
         [=](const fs::path& d) {
             copyCatalog(d / "catalog");
             return Cli13{{"quote", good(d), "-o", (d / "catalog" / "servers.json").string(),
                           "--catalog", (d / "catalog").string()},
                          {"servers.json", "catalog"},
                          {},
                          untouched(d / "catalog" / "servers.json")};
         }},
        {"a quote onto a catalog model file", 2,
         [=](const fs::path& d) {
             copyCatalog(d / "catalog");
             const fs::path model = d / "catalog" / "models" / "qwen3-8b.json";
             return Cli13{
                 {"quote", good(d), "-o", model.string(), "--catalog", (d / "catalog").string()},
                 {"qwen3-8b.json"},
                 {},
                 untouched(model)};
         }},
        {"a quote onto the user's catalog file", 2,
         [=](const fs::path& d) {
             const fs::path user = d / "headroom" / "catalog" / "vendor.json";
             writeFile(user, readFile(fs::path(HEADROOM_SOURCE_CATALOG) / "vendor.json"));
             return Cli13{
                 {"quote", good(d), "-o", user.string()}, {"vendor.json"}, {}, untouched(user)};
         }},
        {"evaluate --json into /dev/full", 1,
         [=](const fs::path& d) {
             RunOptions o;
             o.stdoutTo = RunOptions::Stdout::DevFull;
             return Cli13{{"evaluate", good(d), "--json"},
                          {"standard output", "No space left on device"},
                          o,
                          {}};
         }},
        {"evaluate with stdout closed", 1,
         [=](const fs::path& d) {
             RunOptions o;
             o.stdoutTo = RunOptions::Stdout::Closed;
             return Cli13{{"evaluate", good(d)}, {"standard output", "Bad file descriptor"}, o, {}};
         }},
        {"recommend into /dev/full", 1,
         [=](const fs::path& d) {
             RunOptions o;
             o.stdoutTo = RunOptions::Stdout::DevFull;
             return Cli13{{"recommend", good(d)}, {"standard output"}, o, {}};
         }},
        {"a quote whose confirmation cannot be printed", 1,
         [=](const fs::path& d) {
             RunOptions o;
             o.stdoutTo = RunOptions::Stdout::Closed;
             return Cli13{
                 {"quote", good(d), "-o", (d / "q.pdf").string()}, {"standard output"}, o, {}};
         }},

        // ---- Wrong numbers: control characters never reach the terminal raw.
        {"control characters in an imported config.json's architectures[0]", 0,
         [=](const fs::path& d) {
             json config = llamaConfig();
             config["architectures"] = json::array({evil});
             writeFile(d / "config.json", config.dump());
             writeFile(d / "s.json", R"({"model": "config.json", "server": "1x-h200-nvl"})");
             return Cli13{{"evaluate", (d / "s.json").string()}, {}, {}, [](const Run& run) {
                              CHECK_FALSE(hasControlBytes(run.out));
                              CHECK(run.out.find("\xc2\x9b") == std::string::npos);
                              CHECK(linesStartingWith(run.out, "Verdict:") == 1);
                              CHECK_THAT(run.out, Catch::Contains("Evil\\x1b[2J"));
                              CHECK_THAT(run.out, Catch::Contains("\\r\\nVerdict: fits, 999 GB"));
                          }};
         }},
        {"control characters in a user catalog's GPU and server names", 0,
         [=](const fs::path& d) {
             json gpus = readJson(fs::path(HEADROOM_SOURCE_CATALOG) / "gpus.json");
             json servers = readJson(fs::path(HEADROOM_SOURCE_CATALOG) / "servers.json");
             for (auto& g : gpus["gpus"])
                 g["name"] = evil;
             for (auto& sv : servers["servers"])
                 sv["name"] = evil;
             writeFile(d / "headroom" / "catalog" / "gpus.json", gpus.dump());
             writeFile(d / "headroom" / "catalog" / "servers.json", servers.dump());
             return Cli13{{"evaluate", good(d)}, {}, {}, [](const Run& run) {
                              CHECK_FALSE(hasControlBytes(run.out));
                              CHECK(linesStartingWith(run.out, "Verdict:") == 1);
                              CHECK_THAT(run.out, Catch::Contains("\\x1b"));
                          }};
         }},
        {"control characters in a user catalog's server id, through recommend", 0,
         [=](const fs::path& d) {
             // A copy of the first-ranked build under an id that sorts before it ('0' < '4').
             json servers = readJson(fs::path(HEADROOM_SOURCE_CATALOG) / "servers.json");
             json extra;
             for (const auto& sv : servers["servers"])
                 if (sv["id"] == "4x-h200-nvl")
                     extra = sv;
             extra["id"] = "0\x1b[31m\n1. forged";
             writeFile(d / "headroom" / "catalog" / "servers.json",
                       json{{"servers", json::array({extra})}}.dump());
             return Cli13{{"recommend", good(d)}, {}, {}, [](const Run& run) {
                              CHECK_FALSE(hasControlBytes(run.out));
                              CHECK_THAT(run.out, Catch::StartsWith("1. 0\\x1b[31m\\n1. forged"));
                              CHECK(linesStartingWith(run.out, "1. ") == 1);
                          }};
         }},
        {"a bad value with control characters is still one escaped line", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", json{{"server", "x\x1b[2J\nVerdict: fits"}}.dump());
             return Cli13{{"evaluate", (d / "s.json").string()},
                          {"/server", "\\x1b[2J\\nVerdict"},
                          {},
                          [](const Run& run) { CHECK_FALSE(hasControlBytes(run.err)); }};
         }},

        // ---- Messages: the real cause, one line, nothing else on stderr.
        {"a quote with XDG_RUNTIME_DIR open to everyone", 0,
         [=](const fs::path& d) {
             fs::create_directories(d / "runtime");
             fs::permissions(d / "runtime", fs::perms::all);
             return Cli13{{"quote", good(d), "-o", (d / "q.pdf").string()},
                          {},
                          withEnv({{"XDG_RUNTIME_DIR", (d / "runtime").string()}}),
                          wrotePdf(d / "q.pdf")};
         }},
        {"a quote without XDG_RUNTIME_DIR", 0,
         [=](const fs::path& d) {
             return Cli13{{"quote", good(d), "-o", (d / "q.pdf").string()},
                          {},
                          withEnv({{"XDG_RUNTIME_DIR", std::nullopt}}),
                          wrotePdf(d / "q.pdf")};
         }},
        {"a quote with XDG_RUNTIME_DIR that does not exist", 0,
         [=](const fs::path& d) {
             return Cli13{{"quote", good(d), "-o", (d / "q.pdf").string()},
                          {},
                          withEnv({{"XDG_RUNTIME_DIR", (d / "gone").string()}}),
                          wrotePdf(d / "q.pdf")};
         }},
        {"a quote whose file name is too long", 1,
         [=](const fs::path& d) {
             const std::string name(260, 'n');
             return Cli13{
                 {"quote", good(d), "-o", (d / name).string()}, {"File name too long"}, {}, {}};
         }},
        {"a quote onto a full disk", 1,
         [=](const fs::path& d) {
             RunOptions o;
             o.fileSizeLimit = 4096;
             return Cli13{{"quote", good(d), "-o", (d / "q.pdf").string()},
                          {"q.pdf", "File too large"},
                          o,
                          [d](const Run&) { CHECK_FALSE(fs::exists(d / "q.pdf")); }};
         }},
    };
}

} // namespace

TEST_CASE("issue 13 command-line rows: no display needed, whole command line, outputs that are "
          "inputs or devices, stdout checked, escaped names, real causes",
          "[badinput][cli][issue13]") {
    for (const auto& row : cli13Rows()) {
        ScratchDir dir("cli13");
        const Cli13 c = row.prepare(dir.path());
        const Run run = runHeadroom(c.args, dir.path(), c.options);
        INFO(row.what << "\n  stderr: " << run.err << "  stdout: " << run.out.substr(0, 400));
        CHECK(run.signal == 0);
        CHECK(run.exitCode == row.exitCode);
        if (row.exitCode == 0)
            CHECK(run.err.empty()); // no Qt warning as a second line either
        else
            CHECK(isOneLine(run.err));
        CHECK(run.err.find("Unknown error") == std::string::npos);
        for (const auto& w : c.words)
            CHECK_THAT(run.err, Catch::Contains(w));
        if (c.check)
            c.check(run);
    }
}

TEST_CASE("names of every length up to the file system's limit save or say why",
          "[badinput][cli][issue13]") {
    // QSaveFile writes a temporary "<name>.XXXXXX" first: near the 255-byte limit that name is
    // too long while the target is not. Either the quote is written or the reason is real.
    ScratchDir dir("cli13-names");
    writeFile(dir / "s.json", kGoodScenario);
    for (std::size_t length = 248; length <= 255; ++length) {
        const fs::path out = dir / (std::string(length - 4, 'n') + ".pdf");
        const Run run =
            runHeadroom({"quote", (dir / "s.json").string(), "-o", out.string()}, dir.path());
        INFO("name length " << length << ", stderr: " << run.err);
        CHECK(run.signal == 0);
        if (run.exitCode == 0) {
            CHECK(readFile(out).rfind("%PDF-", 0) == 0);
        } else {
            CHECK(run.exitCode == 1);
            CHECK(isOneLine(run.err));
            CHECK(run.err.find("Unknown error") == std::string::npos);
            CHECK_FALSE(fs::exists(out));
        }
        std::error_code ec;
        fs::remove(out, ec);
        std::size_t left = 0;
        for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path()))
            ++left;
        CHECK(left == 1); // s.json only: no temporary file left behind
    }
}

TEST_CASE("a quote onto a device node writes through it and leaves the node a device",
          "[badinput][cli][issue13]") {
    ScratchDir dir("cli13-node");
    writeFile(dir / "s.json", kGoodScenario);
    const fs::path node = dir / "null-device";
    // The null device's numbers (Linux: character device 1, 3). Creating it needs root.
    if (::mknod(node.c_str(), S_IFCHR | 0666, makedev(1, 3)) != 0) {
        WARN("mknod needs root; the device-node row runs as root only (here: /dev/full above)");
        return;
    }
    const Run run =
        runHeadroom({"quote", (dir / "s.json").string(), "-o", node.string()}, dir.path());
    INFO("stderr: " << run.err);
    CHECK(run.exitCode == 0);
    CHECK(run.err.empty());
    CHECK(isCharacterDevice(node));
}

TEST_CASE("a quote into a FIFO with a reader arrives whole through the FIFO",
          "[badinput][cli][issue13]") {
    ScratchDir dir("cli13-fifo");
    writeFile(dir / "s.json", kGoodScenario);
    const fs::path fifo = dir / "pipe";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    const int reader = ::open(fifo.c_str(), O_RDONLY | O_NONBLOCK);
    REQUIRE(reader >= 0);
    std::string received;
    std::atomic<bool> done{false};
    std::thread drain([&] {
        char buffer[65536];
        for (;;) {
            const ssize_t n = ::read(reader, buffer, sizeof buffer);
            if (n > 0)
                received.append(buffer, static_cast<std::size_t>(n));
            else if (n == 0 && done)
                break; // the writer has gone and everything is read
            else
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
    });
    const Run run =
        runHeadroom({"quote", (dir / "s.json").string(), "-o", fifo.string()}, dir.path());
    done = true;
    drain.join();
    ::close(reader);
    INFO("stderr: " << run.err);
    CHECK(run.exitCode == 0);
    CHECK(run.err.empty());
    CHECK(fs::is_fifo(fifo));
    CHECK(received.rfind("%PDF-", 0) == 0);
    CHECK(received.find("%%EOF") != std::string::npos);
}

TEST_CASE("the command line prints 13.9, not 13,9, under a German locale",
          "[badinput][cli][issue13]") {
    ScratchDir dir("cli13-locale");
    const auto locales = germanLocale(dir / "locales");
    if (!locales) {
        WARN("no de_DE locale source (Debian package locales); the locale row cannot run here");
        return;
    }
    writeFile(dir / "s.json", "{}");
    RunOptions german = withEnv({{"LOCPATH", *locales}, {"LC_ALL", std::string("de_DE.UTF-8")}});
    const Run text = runHeadroom({"evaluate", (dir / "s.json").string()}, dir.path(), german);
    INFO("stderr: " << text.err);
    REQUIRE(text.exitCode == 0);
    CHECK(text.err.empty());
    CHECK_THAT(text.out, Catch::Contains("weights 13.9, gradients 13.9"));
    CHECK(text.out.find("13,9") == std::string::npos);
    const Run list = runHeadroom({"recommend", (dir / "s.json").string()}, dir.path(), german);
    CHECK_THAT(list.out, Catch::Contains(" GB free, "));
    CHECK(list.out.find(",2 s/step") == std::string::npos);
    const Run asJson =
        runHeadroom({"evaluate", (dir / "s.json").string(), "--json"}, dir.path(), german);
    CHECK(json::parse(asJson.out).at("per_gpu_gb").at("weights").get<double>() ==
          Approx(13.9).margin(0.05));
    // The default build exceeds its 16 A feed: quoted anyway, as issue 16's option allows.
    const Run quote = runHeadroom(
        {"quote", (dir / "s.json").string(), "-o", (dir / "q.pdf").string(), "--allow-unfit"},
        dir.path(), german);
    CHECK(quote.exitCode == 0);
    CHECK(quote.err.empty());
}

#endif // HEADROOM_EXE

// In-process: the text formatting itself ignores the process locale (the quote's QApplication
// sets the user's), and a scenario saved into another folder still finds its imported model.

TEST_CASE("the text summary is locale-independent even after setlocale", "[badinput][issue13]") {
    ScratchDir dir("locale-inproc");
    const auto locales = germanLocale(dir / "locales");
    if (!locales) {
        WARN("no de_DE locale source (Debian package locales); the in-process locale row cannot "
             "run");
        return;
    }
    auto catalog = loadCatalog(HEADROOM_SOURCE_CATALOG);
    REQUIRE(catalog.ok());
    auto scenario = parseScenario(json::object(), "", catalog.value());
    REQUIRE(scenario.ok());
    const SizingResult result = evaluate(scenario.value(), catalog.value());
    const std::string previous = std::setlocale(LC_ALL, nullptr);
    ::setenv("LOCPATH", locales->c_str(), 1);
    REQUIRE(std::setlocale(LC_ALL, "de_DE.UTF-8") != nullptr);
    char comma[16];
    std::snprintf(comma, sizeof comma, "%.1f", 13.9);
    const std::string text = toText(result);
    const auto ranked = recommend(scenario.value(), catalog.value(), 3);
    std::setlocale(LC_ALL, previous.c_str());
    ::unsetenv("LOCPATH");
    CHECK(std::string(comma) == "13,9"); // the locale is active: the check below can fail
    CHECK_THAT(text, Catch::Contains("weights 13.9, gradients 13.9"));
    CHECK(text.find("13,9") == std::string::npos);
    REQUIRE_FALSE(ranked.empty());
    for (const auto& r : ranked) { // "46.2 h for the dataset", never "46,2 h"
        INFO(r.reason);
        CHECK_FALSE(std::regex_search(r.reason, std::regex("[0-9],[0-9]")));
        CHECK(std::regex_search(r.reason, std::regex("[0-9]\\.[0-9] h for the dataset")));
    }
}

TEST_CASE("escapeControls writes every control character as an escape and keeps the rest",
          "[badinput][issue13]") {
    CHECK(escapeControls("Qwen3.8-27B on 4× H200 — ok") == "Qwen3.8-27B on 4× H200 — ok");
    CHECK(escapeControls("a\nb\tc\rd") == "a\\nb\\tc\\rd");
    CHECK(escapeControls("\x1b[2J\x07\x7f") == "\\x1b[2J\\x07\\x7f");
    CHECK(escapeControls("\xc2\x9b"
                         "31m") == "\\u{009b}31m"); // C1 CSI
    CHECK(escapeControls("\xe2\x80\xae"
                         "txt") == "\\u{202e}txt"); // right-to-left override
    CHECK(escapeControls(std::string("nul\0x", 5)) == "nul\\x00x");
    CHECK(escapeControls("\xff\xc3") == "\\xff\\xc3"); // not UTF-8
    CHECK(formatC("%.1f|%d|%s", 13.94, 7, "x") == "13.9|7|x");
}

TEST_CASE("a scenario saved into another folder keeps its name and finds its imported model",
          "[badinput][issue13]") {
    auto catalog = loadCatalog(HEADROOM_SOURCE_CATALOG);
    REQUIRE(catalog.ok());
    ScratchDir dir("saveas");
    writeFile(dir / "a" / "models" / "config.json", llamaConfig().dump());
    writeFile(dir / "a" / "run.headroom.json",
              R"({"name": "Llama 3B on one card", "headroom_version": "0.1.0",
                  "model": "models/config.json", "server": "1x-h200-nvl", "lora_rank": 32,
                  "method": "lora"})");
    auto loaded = loadScenario((dir / "a" / "run.headroom.json").string(), catalog.value());
    REQUIRE(loaded.ok());
    for (const fs::path& target :
         {dir / "b" / "deeper" / "copy.headroom.json", dir / "copy.headroom.json",
          dir / "a" / "models" / "copy.headroom.json"}) {
        INFO(target);
        const json doc = toJson(loaded.value(), target.string());
        writeFile(target, doc.dump(2));
        CHECK(doc.at("name") == "Llama 3B on one card");
        CHECK(doc.at("headroom_version") == "0.1.0");
        CHECK(fs::path(doc.at("model").get<std::string>()).is_relative());
        auto again = loadScenario(target.string(), catalog.value());
        REQUIRE(again.ok());
        CHECK(again.value() == loaded.value());
        CHECK(evaluate(again.value(), catalog.value()) ==
              evaluate(loaded.value(), catalog.value()));
    }
    CHECK(toJson(loaded.value(), (dir / "b" / "deeper" / "x.json").string()).at("model") ==
          "../../a/models/config.json");
    // Without a target the path stays absolute: valid from anywhere.
    CHECK(fs::path(toJson(loaded.value()).at("model").get<std::string>()).is_absolute());
}

// =============================================================================================
// Issue 13, part B: what one broken file of the table cannot show. A user catalog on top of the
// built-in one (the error names the file the user wrote), links and folders that cannot be
// read, the environment, the range table, figures that must stay whole and positive.
