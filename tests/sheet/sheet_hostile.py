#!/usr/bin/env python3
"""The interactive sheet against hostile names and links (issue 36), in headless Chromium.

Each case writes a sheet with `headroom sheet` (customer, quote number, vendor name or address
holding HTML comment openers, script tags or the page's own placeholder markers) or opens the
reference sheet with a broken link fragment (percent-escapes decodeURIComponent throws on), then
reads the DOM back: the page ran to its end (body data-ready), the verdict line is not empty, the
names show as written, and no injected script ran (it would set body data-pwned).

Usage: sheet_hostile.py --headroom EXE --catalog DIR --work DIR [--chromium EXE]
Exit 0 when every case holds, 1 naming each failure, 77 when Chromium is missing.
"""
import argparse
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.parse

PWN = "<script>document.body.dataset.pwned='1'</script>"

# name, quote fields, vendor fields, link fragment
CASES = [
    ("comment opener in the customer", {"customer": "<!--<script>"}, {}, ""),
    ("a script in the quote number", {"customer": "ACME", "number": "</script>" + PWN}, {}, ""),
    ("placeholder markers in the quote", {"customer": "/*@CORE@*/", "number": "/*@CHARTJS@*/"}, {}, ""),
    ("the data marker and the language", {"customer": "/*@DATA@*/ @LANG@ \u2028"}, {}, ""),
    ("comment opener and script in the vendor", {}, {"name": "<!--" + PWN}, ""),
    ("markers in the vendor's address", {}, {"address": ["/*@CORE@*/", "</SCRIPT>" + PWN]}, ""),
    ("a cut percent-escape in the link", {}, {}, "%E0%A4%A"),
    ("a lone percent sign as a value", {}, {}, "sequence_length=%"),
    ("an escape that is not hex", {}, {}, "optimizer=%zz&gpu_count=2"),
    ("bytes that decode to no UTF-8", {}, {}, "%FF%FE=1"),
]

failures = []


def fail(message):
    failures.append(message)
    print("FAIL: " + message)


def dump_dom(chromium, profile, url):
    command = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
               "--disable-extensions", "--disable-background-networking", "--disable-sync",
               "--disable-component-update", "--proxy-server=127.0.0.1:9",
               "--host-resolver-rules=MAP * ~NOTFOUND", "--user-data-dir=" + profile,
               "--virtual-time-budget=20000", "--dump-dom", url]
    run = subprocess.run(command, capture_output=True, text=True, timeout=180)
    if run.returncode != 0:
        fail(f"chromium --dump-dom {url} exited {run.returncode}: {run.stderr[-2000:]}")
    return run.stdout


def element_text(dom, element_id):
    found = re.search(r'<[a-z0-9]+ id="' + element_id + r'"[^>]*>(.*?)</', dom, re.S)
    return html.unescape(found.group(1)) if found else None


def check(name, dom, quote, vendor):
    body = re.search(r"<body([^>]*)>", dom)
    attributes = body.group(1) if body else ""
    if 'data-ready="true"' not in attributes:
        fail(f"{name}: the page did not run to its end (no data-ready on <body>)")
    if "data-pwned" in attributes:
        fail(f"{name}: an injected script ran")
    verdict = element_text(dom, "verdict")
    if not verdict or not verdict.strip():
        fail(f"{name}: the verdict line is empty")
    if "customer" in quote and element_text(dom, "quote-customer") != quote["customer"]:
        fail(f"{name}: the customer reads {element_text(dom, 'quote-customer')!r}")
    if "name" in vendor and element_text(dom, "vendor-name") != vendor["name"]:
        fail(f"{name}: the vendor reads {element_text(dom, 'vendor-name')!r}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--headroom", required=True)
    parser.add_argument("--catalog", required=True)
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--work", required=True)
    args = parser.parse_args()
    chromium = shutil.which(args.chromium)
    if not chromium:
        print("SKIPPED: chromium not installed (packaging/deps.sh installs it)")
        return 77
    os.makedirs(args.work, exist_ok=True)
    profile = tempfile.mkdtemp(prefix="sheet-hostile-")
    try:
        for i, (name, quote, vendor, fragment) in enumerate(CASES):
            catalog = os.path.join(args.work, f"catalog-{i}")
            shutil.rmtree(catalog, ignore_errors=True)
            shutil.copytree(args.catalog, catalog)
            with open(os.path.join(catalog, "vendor.json"), encoding="utf-8") as f:
                vendor_doc = json.load(f)
            vendor_doc.update(vendor)
            with open(os.path.join(catalog, "vendor.json"), "w", encoding="utf-8") as f:
                json.dump(vendor_doc, f)
            scenario = {"model": "qwen3.8-27b", "server": "4x-h200-nvl",
                        "quote": dict({"customer": "Example Research GmbH"}, **quote)}
            scenario_file = os.path.join(args.work, f"hostile-{i}.json")
            with open(scenario_file, "w", encoding="utf-8") as f:
                json.dump(scenario, f)
            sheet = os.path.join(args.work, f"hostile-{i}.html")
            run = subprocess.run([args.headroom, "sheet", scenario_file, "-o", sheet,
                                  "--catalog", catalog], capture_output=True, text=True, timeout=120)
            if run.returncode != 0:
                fail(f"{name}: headroom sheet exited {run.returncode}: {run.stderr.strip()}")
                continue
            url = "file://" + urllib.parse.quote(os.path.abspath(sheet)) + ("#" + fragment if fragment else "")
            check(name, dump_dom(chromium, profile, url), scenario["quote"], vendor)
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    if failures:
        print(f"{len(failures)} failure(s)")
        return 1
    print(f"sheet_hostile: {len(CASES)} hostile names and links, the page ran and no script was injected")
    return 0


if __name__ == "__main__":
    sys.exit(main())
