#!/usr/bin/env python3
"""Benchmark of the interactive sheet (issue 25): one figure per line, `name: value unit`.

  sheet_bench.py --headroom build/app/headroom [--chromium chromium] [--runs 200]

Writes the reference page's sheet with `headroom sheet`, opens it in headless Chromium from
file:// (networking disabled) with ?benchmark=RUNS: the page times its first render (navigation
start to the first verdict and charts drawn) and RUNS sequence-length slider moves (input event
to the last of the four charts redrawn, the WebAssembly evaluation included). Chromium runs
five times; the median first render and the pooled slider p50/p95 are printed. Not a test.
"""
import argparse
import html
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import urllib.parse


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--headroom", required=True)
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--loads", type=int, default=5)
    args = parser.parse_args()
    chromium = shutil.which(args.chromium)
    if not chromium:
        print("chromium not installed (packaging/deps.sh installs it)", file=sys.stderr)
        return 1
    work = tempfile.mkdtemp(prefix="sheet-bench-")
    try:
        scenario = os.path.join(work, "reference.json")
        with open(scenario, "w", encoding="utf-8") as f:
            json.dump({"model": "qwen3.8-27b", "train_vision": True, "server": "4x-h200-nvl"}, f)
        sheet = os.path.join(work, "sheet.html")
        subprocess.run([args.headroom, "sheet", scenario, "-o", sheet], check=True,
                       capture_output=True)
        url = "file://" + urllib.parse.quote(sheet) + f"?benchmark={args.runs}"
        first, slider = [], []
        for load in range(args.loads):
            profile = os.path.join(work, f"profile-{load}")
            run = subprocess.run(
                [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                 "--disable-extensions", "--disable-background-networking",
                 "--proxy-server=127.0.0.1:9", "--host-resolver-rules=MAP * ~NOTFOUND",
                 "--user-data-dir=" + profile, "--window-size=1280,720",
                 "--virtual-time-budget=60000", "--dump-dom", url],
                capture_output=True, text=True, timeout=300)
            found = re.search(r'<pre id="benchmark">(.*?)</pre>', run.stdout, re.S)
            if not found:
                print("the page wrote no benchmark figures: " + run.stderr[-1000:], file=sys.stderr)
                return 1
            figures = json.loads(html.unescape(found.group(1)))
            first.append(figures["first_render_ms"])
            slider.extend(figures["slider_ms"])
        slider.sort()
        p95 = slider[min(len(slider) - 1, int(0.95 * len(slider)))]
        print(f"sheet_size_bytes: {os.path.getsize(sheet)} B")
        print(f"sheet_first_render_ms_median: {statistics.median(first):.1f} ms")
        print(f"sheet_slider_to_charts_ms_p50: {statistics.median(slider):.2f} ms")
        print(f"sheet_slider_to_charts_ms_p95: {p95:.2f} ms")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
