#!/usr/bin/env python3
"""ctest `measure_harness`: the GPU measurement harness without a GPU (and without torch).

Byte-compiles measure.py, checks run_on_device.sh's syntax, prints the H200 batch's plan with
torch, transformers and peft made unimportable, checks every planned scenario with `headroom
evaluate` (HEADROOM_EXE, when the executable is built), and runs the batch runner on stand-in
children for the measured, out-of-memory, crashed, timed-out and skipped cases.
"""

import json
import os
import py_compile
import re
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

sys.dont_write_bytecode = True  # leave no __pycache__ in the source tree
HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(HERE))
import measure  # noqa: E402

CATALOG = Path(os.environ.get("HEADROOM_CATALOG_DIR", REPO / "catalog"))
EXE = os.environ.get("HEADROOM_EXE", "")
BATCH = HERE / "batch_h200.json"
GIB = 1024**3


def run_harness(*args, blocked_imports=True):
    """measure.py in a fresh interpreter; with blocked_imports, importing torch, transformers
    or peft raises (stand-in packages that fail on import come first on PYTHONPATH)."""
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
        if blocked_imports:
            for name in ("torch", "transformers", "peft"):
                pkg = Path(tmp) / name
                pkg.mkdir()
                (pkg / "__init__.py").write_text(
                    f"raise ImportError('{name} imported by a dry run')\n")
            env["PYTHONPATH"] = tmp + os.pathsep + env.get("PYTHONPATH", "")
        return subprocess.run([sys.executable, str(HERE / "measure.py"), *args],
                              capture_output=True, text=True, env=env, check=False)


def scenario(**keys):
    base = {"model": "llama-3.1-8b", "gpu": "h200-sxm", "gpu_count": 1, "method": "lora",
            "state_bytes": "hf", "fused_cross_entropy": False, "sequence_length": 2048}
    base.update(keys)
    return base


class Files(unittest.TestCase):
    def test_the_harness_byte_compiles(self):
        with tempfile.TemporaryDirectory() as tmp:
            py_compile.compile(str(HERE / "measure.py"), cfile=str(Path(tmp) / "m.pyc"),
                               doraise=True)

    def test_the_device_runner_is_valid_bash(self):
        proc = subprocess.run(["bash", "-n", str(HERE / "run_on_device.sh")],
                              capture_output=True, text=True, check=False)
        self.assertEqual(proc.returncode, 0, proc.stderr)

    def test_every_gpu_the_harness_names_is_in_the_catalog(self):
        gpus = {g["id"] for g in json.loads((CATALOG / "gpus.json").read_text())["gpus"]}
        for _, gpu_id in measure.GPU_IDS:
            self.assertIn(gpu_id, gpus)


class DryRun(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.batch = json.loads(BATCH.read_text())
        args = ["--batch", str(BATCH), "--catalog", str(CATALOG), "--dry-run"]
        if EXE:
            args += ["--headroom", EXE]
        cls.proc = run_harness(*args)

    def test_the_dry_run_imports_no_torch_and_succeeds(self):
        self.assertEqual(self.proc.returncode, 0, self.proc.stdout + self.proc.stderr)

    def test_the_plan_lists_every_scenario_of_the_batch_in_order(self):
        n = len(self.batch["scenarios"])
        names = re.findall(r"^\s*\d+/(\d+) (\S+): ", self.proc.stdout, re.M)
        self.assertEqual([name for _, name in names],
                         [s["name"] for s in self.batch["scenarios"]])
        self.assertTrue(all(int(total) == n for total, _ in names))
        self.assertRegex(self.proc.stdout, rf"(?m)^plan: {n} scenarios, estimated \d+ s")

    def test_each_planned_scenario_is_the_batch_default_overridden_by_its_entry(self):
        printed = [json.loads(m) for m in re.findall(r"^\s+scenario: (\{.*\})$",
                                                      self.proc.stdout, re.M)]
        expected = [{**self.batch["defaults"]["scenario"], **s["scenario"]}
                    for s in self.batch["scenarios"]]
        self.assertEqual(printed, expected)

    def test_the_batch_covers_lora_and_full_2k_to_16k_both_losses_and_checkpointing(self):
        plans = [{**self.batch["defaults"]["scenario"], **s["scenario"]}
                 for s in self.batch["scenarios"]]
        self.assertEqual({p["model"] for p in plans}, {"llama-3.1-8b"})
        self.assertEqual({p["gpu_count"] for p in plans}, {1})
        for method in ("lora", "full"):
            mine = [p for p in plans if p["method"] == method]
            self.assertEqual({p["sequence_length"] for p in mine}, {2048, 8192, 16384})
            self.assertEqual({p["gradient_checkpointing"] for p in mine}, {True, False})
            self.assertEqual({p["fused_cross_entropy"] for p in mine}, {True, False})

    def test_the_estimated_batch_fits_the_device_time(self):
        total = int(re.search(r"(?m)^plan: \d+ scenarios, estimated (\d+) s", self.proc.stdout)
                    .group(1))
        self.assertLessEqual(total, 9 * 60)  # the device lends 15 min, start-up included

    @unittest.skipUnless(EXE, "the headroom executable is not built")
    def test_headroom_evaluate_accepts_every_planned_scenario(self):
        n = len(self.batch["scenarios"])
        self.assertIn(f"headroom evaluate: {n}/{n} scenarios accepted", self.proc.stdout)


class BadBatches(unittest.TestCase):
    def write(self, tmp, scenarios, defaults=None):
        doc = {"source": {"id": "t", "title": "t", "citation": "t", "setup": "t"},
               "defaults": defaults or {}, "scenarios": scenarios}
        path = Path(tmp) / "batch.json"
        path.write_text(json.dumps(doc))
        return path

    def test_a_key_the_harness_cannot_run_is_one_line_naming_file_and_key(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = self.write(tmp, [{"name": "a", "scenario": scenario(sequence_len=4096)}])
            proc = run_harness("--batch", str(path), "--catalog", str(CATALOG), "--dry-run")
        self.assertEqual(proc.returncode, 1)
        self.assertEqual(proc.stderr.strip().splitlines(),
                         [f"{path}: /scenarios/0/scenario/sequence_len: not a key the harness "
                          "can run (add it to measure.py or drop it)"])

    def test_an_unknown_model_names_the_model_key(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = self.write(tmp, [{"name": "a", "scenario": scenario(model="no-such-model")}])
            proc = run_harness("--batch", str(path), "--catalog", str(CATALOG), "--dry-run")
        self.assertEqual(proc.returncode, 1)
        self.assertIn("/scenarios/0/scenario/model: unknown model id 'no-such-model'", proc.stderr)

    @unittest.skipUnless(EXE, "the headroom executable is not built")
    def test_a_scenario_headroom_rejects_fails_the_dry_run(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = self.write(tmp, [{"name": "good", "scenario": scenario()},
                                    {"name": "bad", "scenario": scenario(gpu="no-such-gpu")}])
            proc = run_harness("--batch", str(path), "--catalog", str(CATALOG), "--dry-run",
                               "--headroom", EXE)
        self.assertEqual(proc.returncode, 1)
        self.assertRegex(proc.stdout, r"headroom rejects bad: .*/gpu: unknown GPU id 'no-such-gpu'")
        self.assertIn("headroom evaluate: 1/2 scenarios accepted", proc.stdout)


class ScenarioToRun(unittest.TestCase):
    def run_of(self, harness=None, **keys):
        return measure.scenario_to_run(scenario(**keys), harness or {}, "b.json", "/s")

    def test_state_bytes_choose_pure_bf16_or_mixed_precision(self):
        self.assertEqual(self.run_of(state_bytes="bf16")["precision"], "pure-bf16")
        self.assertEqual(self.run_of(state_bytes="hf")["precision"], "mixed")

    def test_the_plain_hf_loss_is_fused_cross_entropy_false(self):
        r = self.run_of(fused_cross_entropy=False)
        self.assertEqual((r["loss"], r["loss_compile"]), ("hf", False))
        r = self.run_of(fused_cross_entropy=True, fused_loss="chunked")
        self.assertEqual((r["loss"], r["loss_compile"]), ("chunked", True))
        r = self.run_of({"loss_compile": False}, fused_cross_entropy=True, fused_loss="chunked")
        self.assertEqual((r["loss"], r["loss_compile"]), ("chunked", False))

    def test_omitted_keys_take_headrooms_defaults(self):
        keys = scenario()
        del keys["fused_cross_entropy"]  # Headroom's default: Liger's fused linear loss
        with self.assertRaisesRegex(measure.BatchError, r"^b.json: /s/fused_loss: "):
            measure.scenario_to_run(keys, {}, "b.json", "/s")
        r = self.run_of()
        self.assertEqual((r["gradient_checkpointing"], r["lora_rank"], r["micro_batch"]),
                         (True, 16, 1))

    def test_what_the_harness_cannot_measure_is_refused_by_key(self):
        for key, value in (("method", "qlora"), ("optimizer", "adamw-8bit"),
                           ("state_bytes", "zero"), ("gpu_count", 2), ("compile", True),
                           ("offload", "optimizer"), ("lora_targets", ["q", "bogus"])):
            with self.subTest(key=key):
                with self.assertRaisesRegex(measure.BatchError, rf"^b.json: /s/{key}: "):
                    self.run_of(**{key: value})

    def test_lora_targets_map_to_llama_module_names(self):
        self.assertEqual(self.run_of(lora_targets=["q", "v", "down"])["lora_target_modules"],
                         ["q_proj", "v_proj", "down_proj"])
        self.assertEqual(self.run_of()["lora_target_modules"], "all-linear")
        self.assertIsNone(self.run_of(method="full")["lora_target_modules"])

    def test_unknown_harness_settings_are_refused(self):
        with self.assertRaisesRegex(measure.BatchError, r"/harness/optimiser_impl: "):
            self.run_of({"optimiser_impl": "fused"})
        # The optimizer implementation is a scenario key now, not a harness setting.
        with self.assertRaisesRegex(measure.BatchError, r"/harness/optimizer_impl: unknown"):
            self.run_of({"optimizer_impl": "fused"})

    def test_optimizer_impl_and_attention_are_scenario_keys(self):
        r = self.run_of(optimizer_impl="for-loop", attention="eager")
        self.assertEqual((r["optimizer_impl"], r["attn_implementation"]), ("for-loop", "eager"))
        # Omitted: Headroom's defaults, fused AdamW and FlashAttention (run as sdpa).
        r = self.run_of()
        self.assertEqual((r["optimizer_impl"], r["attn_implementation"]), ("fused", "sdpa"))
        with self.assertRaisesRegex(measure.BatchError, r"^b.json: /s/optimizer_impl: one of "):
            self.run_of(optimizer_impl="apex")
        with self.assertRaisesRegex(measure.BatchError, r"^b.json: /s/attention: "):
            self.run_of(attention="flash-expanded-kv")


class Rows(unittest.TestCase):
    def entry(self, **keys):
        s = scenario(**keys)
        return {"name": "n", "scenario": s, "harness": {}, "run": measure.scenario_to_run(
            s, {}, "b.json", "/s")}

    def test_gpu_names_map_to_catalog_ids(self):
        for name, gpu_id in (("NVIDIA H200", "h200-sxm"), ("NVIDIA H200 NVL", "h200-nvl"),
                             ("NVIDIA H100 80GB HBM3", "h100-sxm"),
                             ("NVIDIA H100 PCIe", "h100-pcie"), ("NVIDIA A100-SXM4-80GB",
                                                                 "a100-80gb-sxm"),
                             ("Some GPU", None)):
            self.assertEqual(measure.gpu_catalog_id(name), gpu_id, name)

    def test_a_measured_row_has_the_allocated_peak_in_gib_and_the_reserved_in_environment(self):
        result = {"outcome": "measured", "allocated_peak": 30 * GIB + GIB // 4,
                  "reserved_peak": 33 * GIB, "parameters": 8_030_000_000,
                  "environment": {"torch": "2.11.0", "transformers": "5.17.0", "peft": "0.17",
                                  "gpu": "NVIDIA H200 NVL", "cuda": "13.0"}}
        row = measure.make_row(self.entry(), result, "abc")
        self.assertEqual(row["measured"], 30.25)
        self.assertEqual((row["unit"], row["metric"]), ("GiB", "allocated_peak"))
        self.assertEqual(row["environment"]["reserved_peak_gib"], 33.0)
        for key in ("torch", "transformers", "peft", "gpu", "cuda"):
            self.assertIn(key, row["environment"])
        # Measured on an NVL card although the batch said SXM: the row says what ran.
        self.assertEqual(row["scenario"]["gpu"], "h200-nvl")
        self.assertIn("measured on NVIDIA H200 NVL", row["notes"])
        self.assertIn("fused_cross_entropy false", row["notes"])
        self.assertEqual(row["harness"]["script_sha256"], "abc")
        # The row's harness settings are the run's: the HF loss is not compiled.
        self.assertFalse(row["harness"]["loss_compile"])
        self.assertNotIn("optimizer_impl", row["harness"])
        # The scenario names the optimizer implementation and attention kernel that ran.
        self.assertEqual((row["scenario"]["optimizer_impl"], row["scenario"]["attention"]),
                         ("fused", "flash"))
        self.assertNotIn("phase", row["harness"])

    def test_an_out_of_memory_run_has_no_measured_figure(self):
        result = {"outcome": "oom", "allocated_peak_before_oom": 139 * GIB,
                  "environment": {"gpu": "NVIDIA H200"}}
        row = measure.make_row(self.entry(), result, "abc")
        self.assertNotIn("measured", row)
        self.assertEqual(row["outcome"], "oom")
        self.assertEqual(row["harness"]["allocated_peak_before_oom_gib"], 139.0)
        self.assertEqual(row["scenario"]["gpu"], "h200-sxm")


# A stand-in child: reads its spec, acts by the scenario's name, writes a result like measure().
STAND_IN = r"""
import json, sys, time
spec, result = json.load(open(sys.argv[1])), sys.argv[2]
name = spec["name"]
env = {"torch": "x", "transformers": "x", "peft": "x", "gpu": "NVIDIA H200", "cuda": "x"}
if name == "fits":
    out = {"outcome": "measured", "allocated_peak": 40 * 2**30, "reserved_peak": 44 * 2**30,
           "environment": env}
elif name == "oom":
    out = {"outcome": "oom", "message": "CUDA out of memory", "environment": env}
elif name == "crash":
    print("Traceback: something broke"); sys.exit(3)
else:
    time.sleep(60)
json.dump(out, open(result, "w"))
"""


class Batch(unittest.TestCase):
    def test_each_outcome_is_recorded_and_the_batch_goes_on(self):
        entries = [{"name": n, "scenario": scenario(), "harness": {},
                    "run": measure.scenario_to_run(scenario(), {}, "b.json", "/s")}
                   for n in ("fits", "oom", "crash", "hangs", "fits-late")]

        def child(spec, result):
            return [sys.executable, "-c", STAND_IN, str(spec), str(result)]

        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "rows.json"
            log = Path(tmp) / "log.txt"
            with open(os.devnull, "w") as quiet:
                # "hangs" is killed at the budget's end (4 s), so "fits-late" is skipped.
                measure.run_batch({"id": "t", "title": "t", "citation": "t", "setup": "t"},
                                  entries, out, time_budget_s=4, scenario_timeout_s=60,
                                  log=log, child_command=child, echo=quiet, min_start_s=1)
            doc = json.loads(out.read_text())
            logged = log.read_text()
        self.assertEqual([r["name"] for r in doc["rows"]], ["fits"])
        self.assertEqual(doc["rows"][0]["measured"], 40.0)
        self.assertEqual(doc["rows"][0]["environment"]["reserved_peak_gib"], 44.0)
        outcomes = {r["name"]: r["outcome"] for r in doc["not_measured"]}
        self.assertEqual(outcomes, {"oom": "oom", "crash": "error", "hangs": "timeout",
                                    "fits-late": "skipped"})
        crash = next(r for r in doc["not_measured"] if r["name"] == "crash")
        self.assertIn("exit 3: Traceback: something broke", crash["notes"])
        self.assertEqual(doc["source"]["id"], "t")
        self.assertIn("==== crash (error", logged)


if __name__ == "__main__":
    unittest.main(verbosity=2)
