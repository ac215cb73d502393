#!/usr/bin/env bash
# Runs the prepared H200 batch in one go on a GPU machine (the session's device tool runs it in
# the repository root; PyTorch, transformers and peft are installed there, nothing is fetched).
# Writes into $OUT (or ./measure-out): rows_h200.json (the calibration rows), measure.log (every
# scenario's output) and gpu.txt (nvidia-smi and the Python packages). Stops launching scenarios
# after HEADROOM_MEASURE_BUDGET_S seconds (default 480), so the whole call ends within ~9 minutes.
#   device run: bash tests/measure/run_on_device.sh        (timeout_s 570)
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${OUT:-$root/measure-out}
batch=${1:-$root/tests/measure/batch_h200.json}
budget=${HEADROOM_MEASURE_BUDGET_S:-480}
mkdir -p "$out"
export PYTHONUNBUFFERED=1 PYTHONDONTWRITEBYTECODE=1 HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1

{
    date -u +%FT%TZ
    nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv 2>&1
    python3 -c 'import sys, torch, transformers, peft
print("python", sys.version.split()[0], "torch", torch.__version__, "cuda", torch.version.cuda,
      "transformers", transformers.__version__, "peft", peft.__version__)
print("gpu", torch.cuda.get_device_name(0) if torch.cuda.is_available() else "none")
sys.exit(0 if torch.cuda.is_available() else 1)' 2>&1
} | tee "$out/gpu.txt"
if [ "${PIPESTATUS[0]}" -ne 0 ] || ! grep -q '^gpu NVIDIA' "$out/gpu.txt"; then
    echo "run_on_device: no usable GPU or missing torch/transformers/peft (see gpu.txt)" >&2
    exit 1
fi

python3 "$root/tests/measure/measure.py" --batch "$batch" --out "$out/rows_h200.json" \
    --log "$out/measure.log" --time-budget "$budget" --scenario-timeout 150
rc=$?
[ -f "$out/rows_h200.json" ] && python3 -c '
import json, sys
doc = json.load(open(sys.argv[1]))
for r in doc["rows"]:
    print("%-45s %8.2f GiB allocated %8.2f GiB reserved"
          % (r["name"], r["measured"], r["environment"]["reserved_peak_gib"]))
for r in doc["not_measured"]:
    print("%-45s %s" % (r["name"], r["outcome"]))' "$out/rows_h200.json"
exit $rc
