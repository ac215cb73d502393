#!/usr/bin/env python3
"""Measures the GPU memory of fine-tuning scenarios on one real GPU (Headroom's calibration rows).

Each scenario is written in Headroom's scenario keys (the same file format as `headroom
evaluate`); the harness builds the model from its config.json with random weights (transformers
`from_config`, nothing downloaded), applies the scenario on one GPU, runs warm-up and measured
training steps on random token ids, and records `torch.cuda.max_memory_allocated` (the row's
`measured`) and `max_memory_reserved`. Every scenario runs in a subprocess of its own, so the
caching allocator starts empty each time; an out-of-memory error is recorded, not fatal.

    measure.py --batch batch_h200.json --out rows.json      # run a batch on the GPU
    measure.py --batch batch_h200.json --dry-run [--headroom build/app/headroom]

`--dry-run` prints the plan and imports neither torch nor transformers nor peft (they are
imported only inside the functions a real run calls). See README.md beside this file.
"""

import argparse
import datetime
import hashlib
import json
import os
import platform
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
DEFAULT_CATALOG = REPO / "catalog"
GIB = 1024**3

# torchtune CEWithChunkedOutputLoss (torchtune/modules/loss/ce_chunked_output_loss.py at
# ce5433b01eefe4ad4abe2d28d9f34b4e658fd982): num_output_chunks = 8. Headroom's
# `fused_loss: chunked` is that loss.
CHUNKED_LOSS_CHUNKS = 8
IGNORE_INDEX = -100  # transformers loss_utils / torchtune: labels ignored by cross_entropy

# Scenario keys that do not change what one GPU holds during a training step (power, storage,
# time, the feed, file bookkeeping): carried into the row unchanged.
INERT_KEYS = {
    "name", "headroom_version", "power_cap_w", "checkpoints_kept", "dataset_tokens", "epochs",
    "feed_amps", "three_phase", "train_vision", "images_per_sample", "image_size",
}
# Scenario keys the harness runs (see scenario_to_run for their values).
RUN_KEYS = {
    "model", "method", "lora_rank", "lora_targets", "optimizer", "offload", "sharding",
    "state_bytes", "gpu", "gpu_count", "server", "sequence_length", "micro_batch",
    "gradient_accumulation", "gradient_checkpointing", "fused_cross_entropy", "fused_loss",
    "compile", "activation_offload", "optimizer_in_backward", "image_share", "optimizer_impl",
    "attention",
}
# Headroom's defaults for the keys above (core/scenario.h), so that an omitted key is run the way
# Headroom would evaluate it.
HEADROOM_DEFAULTS = {
    "method": "full", "optimizer": "adamw", "offload": "none", "sharding": "full",
    "state_bytes": "zero", "sequence_length": 8192, "micro_batch": 1,
    "gradient_accumulation": 1, "gradient_checkpointing": True, "fused_cross_entropy": True,
    "fused_loss": "fused-linear", "compile": False, "activation_offload": False,
    "optimizer_in_backward": False, "image_share": 0, "lora_rank": 16,
    "lora_targets": "all-linear", "optimizer_impl": "fused", "attention": "flash",
}
# Settings Headroom has no scenario key for; they are written into each row's "harness".
HARNESS_DEFAULTS = {
    "loss_compile": True,          # torchtune compiles compute_cross_entropy (see chunked_loss)
    "warmup_steps": 1,
    "measured_steps": 2,
    "seed": 0,
}
# Headroom's `optimizer_impl` values are torch.optim.AdamW's own (foreach=True, fused=True, both
# False); its `attention` key -> transformers' attn_implementation. `flash` (FlashAttention's saved
# tensors: q, k, v, output, log-sum-exp) runs as "sdpa", whose flash backend keeps the same
# tensors (flash_attn is not on the device image); LitGPT's `flash-expanded-kv` layout is not a
# transformers model and is refused.
OPTIMIZER_IMPLS = ("foreach", "fused", "for-loop")
ATTN_IMPLEMENTATIONS = {"flash": "sdpa", "eager": "eager"}
# Headroom's §8 `lora_targets` names -> the module names of Llama-style transformers models.
LORA_TARGET_MODULES = {
    "q": "q_proj", "k": "k_proj", "v": "v_proj", "o": "o_proj", "gate": "gate_proj",
    "up": "up_proj", "down": "down_proj", "lm_head": "lm_head", "embed": "embed_tokens",
}
# torch.cuda.get_device_name() -> catalog/gpus.json id, most specific first.
GPU_IDS = [
    ("H200 NVL", "h200-nvl"), ("H200", "h200-sxm"), ("H100 NVL", "h100-nvl"),
    ("H100 PCIe", "h100-pcie"), ("H100", "h100-sxm"), ("B200", "b200"), ("L40S", "l40s"),
    ("A100-SXM4-80GB", "a100-80gb-sxm"), ("A100 80GB", "a100-80gb-sxm"),
    ("RTX PRO 6000", "rtx-pro-6000-se"), ("RTX 4090", "rtx-4090"),
]

# Time estimate (dry-run and the README): process start with the imports of torch, transformers
# and peft and the CUDA context; the random init of the weights on the GPU; torch.compile of the
# chunked loss on first use; the training steps at an assumed share of the H200's dense BF16
# rate. Rough by design: run_on_device.sh bounds the batch by wall time, not by these figures.
ESTIMATE_STARTUP_S = 15.0
ESTIMATE_INIT_S_PER_BPARAM = 0.5
ESTIMATE_COMPILE_S = 20.0
ESTIMATE_FLOPS = 0.4 * 989e12  # 40 % of H200 SXM dense BF16 (catalog/gpus.json bf16_tflops)


class BatchError(Exception):
    """Bad input: one line naming the file and the key."""

    def __init__(self, file, key, message):
        super().__init__(f"{file}: {key}: {message}")


# ---- The batch and the plan (no torch) -----------------------------------------------------


def read_json(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except OSError as e:
        raise BatchError(path, "/", f"cannot read: {e.strerror}") from None
    except json.JSONDecodeError as e:
        raise BatchError(path, "/", f"not JSON: {e.msg} at line {e.lineno}") from None


def load_model_config(model, catalog, base_dir, file, key):
    """The Hugging Face config of `model`: a catalog id (catalog/models/<id>.json, "config") or a
    path to a config.json (relative to the batch file), as Headroom's `model` key."""
    path = Path(catalog) / "models" / f"{model}.json"
    if path.is_file():
        doc = read_json(path)
        if not isinstance(doc.get("config"), dict):
            raise BatchError(str(path), "/config", "missing the Hugging Face config")
        return doc["config"]
    candidate = Path(model)
    if not candidate.is_absolute():
        candidate = Path(base_dir) / candidate
    if candidate.suffix == ".json" or "/" in model:
        if not candidate.is_file():
            raise BatchError(file, key, f"no config.json at '{candidate}'")
        doc = read_json(candidate)
        if not isinstance(doc, dict):
            raise BatchError(str(candidate), "/", "expected a JSON object")
        return doc
    raise BatchError(file, key, f"unknown model id '{model}' (no {path})")


def scenario_to_run(scenario, harness, file, key):
    """What the harness does for a scenario in Headroom's keys. Raises BatchError for a key the
    harness cannot run (naming it), so no row ever describes a run that did not happen."""
    s = dict(HEADROOM_DEFAULTS)
    s.update(scenario)

    def bad(k, message):
        raise BatchError(file, f"{key}/{k}", message)

    for k in scenario:
        if k not in RUN_KEYS and k not in INERT_KEYS:
            bad(k, "not a key the harness can run (add it to measure.py or drop it)")
    if "model" not in scenario:
        bad("model", "missing")
    if s["method"] not in ("full", "lora"):
        bad("method", f"'{s['method']}' is not run here (full or lora; qlora needs bitsandbytes)")
    if s["optimizer"] != "adamw":
        bad("optimizer", "only torch's AdamW is run here")
    if s["offload"] != "none":
        bad("offload", "only 'none' on one GPU")
    count = scenario.get("gpu_count", 1)
    if count != 1:
        bad("gpu_count", "the harness measures one GPU: gpu_count must be 1")
    if s["state_bytes"] == "bf16":
        precision = "pure-bf16"
    elif s["state_bytes"] == "hf":
        precision = "mixed"
    else:
        bad("state_bytes", "'bf16' (pure BF16) or 'hf' (fp32 parameters under bf16 autocast)")
    if not s["fused_cross_entropy"]:
        loss = "hf"
    elif s["fused_loss"] == "chunked":
        loss = "chunked"
    else:
        bad("fused_loss", "'fused-linear' needs Liger kernels: use 'chunked' or "
            "fused_cross_entropy: false")
    for flag in ("compile", "activation_offload", "optimizer_in_backward"):
        if s[flag]:
            bad(flag, "not run here (false only)")
    if s["image_share"]:
        bad("image_share", "text only (0)")
    for k, low in (("sequence_length", 2), ("micro_batch", 1), ("gradient_accumulation", 1),
                   ("lora_rank", 1)):
        if not isinstance(s[k], int) or isinstance(s[k], bool) or s[k] < low:
            bad(k, f"expected an integer >= {low}")
    if not isinstance(s["gradient_checkpointing"], bool):
        bad("gradient_checkpointing", "expected true or false")
    if s["optimizer_impl"] not in OPTIMIZER_IMPLS:
        bad("optimizer_impl", "one of " + ", ".join(OPTIMIZER_IMPLS))
    if s["attention"] not in ATTN_IMPLEMENTATIONS:
        bad("attention", "'flash' (run as transformers' sdpa) or 'eager'")
    targets = s["lora_targets"]
    if targets == "all-linear":
        modules = "all-linear"
    elif isinstance(targets, list) and targets and all(t in LORA_TARGET_MODULES for t in targets):
        modules = [LORA_TARGET_MODULES[t] for t in targets]
    else:
        bad("lora_targets", "'all-linear' or a list of " + ", ".join(LORA_TARGET_MODULES))

    h = dict(HARNESS_DEFAULTS)
    for k, v in harness.items():
        if k not in HARNESS_DEFAULTS:
            raise BatchError(file, f"{key.rsplit('/', 1)[0]}/harness/{k}", "unknown harness key")
        h[k] = v
    for k in ("warmup_steps", "measured_steps"):
        if not isinstance(h[k], int) or h[k] < (0 if k == "warmup_steps" else 1):
            raise BatchError(file, f"{key.rsplit('/', 1)[0]}/harness/{k}", "expected a count")
    return {
        "method": s["method"],
        "lora_rank": s["lora_rank"] if s["method"] == "lora" else None,
        "lora_target_modules": modules if s["method"] == "lora" else None,
        "precision": precision,
        "loss": loss,
        "loss_compile": bool(h["loss_compile"]) and loss == "chunked",
        "gradient_checkpointing": s["gradient_checkpointing"],
        "sequence_length": s["sequence_length"],
        "micro_batch": s["micro_batch"],
        "gradient_accumulation": s["gradient_accumulation"],
        "optimizer_impl": s["optimizer_impl"],
        "attention": s["attention"],
        "attn_implementation": ATTN_IMPLEMENTATIONS[s["attention"]],
        "warmup_steps": h["warmup_steps"],
        "measured_steps": h["measured_steps"],
        "seed": h["seed"],
    }


def dense_parameters(cfg):
    """Parameters of a dense Llama-style decoder from its config (for the time estimate only)."""
    h = cfg.get("hidden_size", 0)
    layers = cfg.get("num_hidden_layers", 0)
    heads = cfg.get("num_attention_heads", 1)
    head_dim = cfg.get("head_dim") or (h // max(1, heads))
    kv = cfg.get("num_key_value_heads", heads)
    inter = cfg.get("intermediate_size", 4 * h)
    vocab = cfg.get("vocab_size", 0)
    attn = h * heads * head_dim * 2 + h * kv * head_dim * 2
    per_layer = attn + 3 * h * inter + 2 * h
    head = 0 if cfg.get("tie_word_embeddings", False) else vocab * h
    return vocab * h + head + layers * per_layer + h


def estimate_seconds(cfg, run):
    """Rough wall time of one scenario: start-up, init, compile, training steps."""
    n = dense_parameters(cfg)
    h = cfg.get("hidden_size", 0)
    layers = cfg.get("num_hidden_layers", 0)
    tokens = run["sequence_length"] * run["micro_batch"] * run["gradient_accumulation"]
    # Kaplan et al. 2020 (Scaling Laws, §2.1): 2N FLOPs per token forward, 4N backward (input and
    # weight gradients); LoRA's frozen weights need only the input gradient (2N).
    per_token = 2 * n + (4 * n if run["method"] == "full" else 2 * n)
    if run["gradient_checkpointing"]:
        per_token += 2 * n  # the forward again, layer by layer
    # Causal attention scores and values: 2·L·s·h FLOPs per token forward (half of 4·L·s·h),
    # 2.5× that backward (FlashAttention-2 paper, Dao 2023, §3.1: 5 matmuls vs 2).
    attn = 2 * layers * run["sequence_length"] * h
    attn *= 3.5 + (1 if run["gradient_checkpointing"] else 0)
    step = tokens * (per_token + attn) / ESTIMATE_FLOPS
    steps = run["warmup_steps"] + run["measured_steps"]
    total = ESTIMATE_STARTUP_S + ESTIMATE_INIT_S_PER_BPARAM * n / 1e9 + steps * step
    if run["loss_compile"]:
        total += ESTIMATE_COMPILE_S
    return total


def load_plan(batch_path, catalog):
    """The batch file as a list of runs: name, scenario (Headroom keys), harness, run, config."""
    doc = read_json(batch_path)
    file = str(batch_path)
    if not isinstance(doc, dict):
        raise BatchError(file, "/", "expected a JSON object")
    source = doc.get("source")
    if not isinstance(source, dict) or not all(
            isinstance(source.get(k), str) and source.get(k) for k in ("id", "title", "citation",
                                                                       "setup")):
        raise BatchError(file, "/source", "needs id, title, citation and setup (strings)")
    defaults = doc.get("defaults", {})
    if not isinstance(defaults, dict):
        raise BatchError(file, "/defaults", "expected an object")
    scenarios = doc.get("scenarios")
    if not isinstance(scenarios, list) or not scenarios:
        raise BatchError(file, "/scenarios", "expected a non-empty list")
    base = Path(batch_path).resolve().parent
    plan, names = [], set()
    for i, item in enumerate(scenarios):
        key = f"/scenarios/{i}"
        if not isinstance(item, dict):
            raise BatchError(file, key, "expected an object")
        name = item.get("name")
        if not isinstance(name, str) or not name or name in names:
            raise BatchError(file, f"{key}/name", "missing or repeated")
        names.add(name)
        for part in ("scenario", "harness"):
            if not isinstance(item.get(part, {}), dict) or not isinstance(
                    defaults.get(part, {}), dict):
                raise BatchError(file, f"{key}/{part}", "expected an object")
        scenario = {**defaults.get("scenario", {}), **item.get("scenario", {})}
        harness = {**defaults.get("harness", {}), **item.get("harness", {})}
        run = scenario_to_run(scenario, harness, file, f"{key}/scenario")
        cfg = load_model_config(scenario["model"], catalog, base, file, f"{key}/scenario/model")
        plan.append({
            "name": name,
            "scenario": scenario,
            "harness": harness,
            "run": run,
            "config": cfg,
            "model_dir": str(base),
            "estimate_s": estimate_seconds(cfg, run),
        })
    return source, plan


def describe(entry):
    r = entry["run"]
    method = f"lora r{r['lora_rank']}" if r["method"] == "lora" else "full"
    loss = "chunked loss (compiled)" if r["loss_compile"] else (
        "chunked loss" if r["loss"] == "chunked" else "HF loss")
    accum = r["gradient_accumulation"]
    return (f"{method}, {r['sequence_length']} tokens x {r['micro_batch']}"
            f"{f' x {accum} accumulated' if accum > 1 else ''}, "
            f"checkpointing {'on' if r['gradient_checkpointing'] else 'off'}, {loss}, "
            f"AdamW {r['optimizer_impl']}, {r['precision']}, "
            f"{r['warmup_steps']}+{r['measured_steps']} steps")


def validate_with_headroom(plan, exe, catalog, out):
    """Runs `headroom evaluate` on every scenario: a key Headroom does not know (or a value it
    rejects) fails here, so the rows stay in Headroom's terms. Returns the number rejected."""
    rejected = 0
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, XDG_CONFIG_HOME=tmp, HOME=tmp)  # no user catalog overlay
        for i, entry in enumerate(plan, 1):
            scenario = dict(entry["scenario"])
            model = Path(scenario["model"])
            if not (Path(catalog) / "models" / f"{scenario['model']}.json").is_file() and \
                    not model.is_absolute():
                scenario["model"] = str(Path(entry["model_dir"]) / model)
            path = Path(tmp) / f"scenario{i}.headroom.json"
            path.write_text(json.dumps(scenario), encoding="utf-8")
            proc = subprocess.run([exe, "evaluate", str(path), "--catalog", str(catalog)],
                                  capture_output=True, text=True, env=env, check=False)
            if proc.returncode != 0:
                rejected += 1
                line = (proc.stderr.strip().splitlines() or ["(no message)"])[-1]
                print(f"headroom rejects {entry['name']}: {line}", file=out)
    return rejected


def print_plan(source, plan, out):
    total = sum(e["estimate_s"] for e in plan)
    print(f"source: {source['id']} - {source['title']}", file=out)
    for i, e in enumerate(plan, 1):
        print(f"{i:2d}/{len(plan)} {e['name']}: {describe(e)}  ~{e['estimate_s']:.0f} s", file=out)
        print(f"      scenario: {json.dumps(e['scenario'], sort_keys=True)}", file=out)
        print(f"      harness: {json.dumps(e['harness'], sort_keys=True)}", file=out)
    print(f"plan: {len(plan)} scenarios, estimated {total:.0f} s "
          f"({total / 60:.1f} min) on one H200", file=out)


# ---- One scenario on the GPU (a child process; torch imported here only) ----------------------


def build_config(cfg_dict):
    """A transformers config from the catalog's config dict, read from a temporary folder so the
    config class is picked by model_type exactly as from a checkpoint; nothing is downloaded."""
    from transformers import AutoConfig

    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "config.json").write_text(json.dumps(cfg_dict), encoding="utf-8")
        config = AutoConfig.from_pretrained(tmp, local_files_only=True)
    config.use_cache = False  # training: no KV cache
    return config


def build_model(config, run, torch, device):
    import transformers
    from transformers import AutoModelForCausalLM

    # Pure BF16 and LoRA keep every frozen weight in BF16; mixed precision keeps fp32 trainable
    # parameters and runs the step under bf16 autocast (HF Trainer `bf16=True` on an fp32 model).
    full_mixed = run["method"] == "full" and run["precision"] == "mixed"
    dtype = torch.float32 if full_mixed else torch.bfloat16
    # transformers 5 renamed from_config's `torch_dtype` to `dtype` (modeling_utils._from_config).
    major = int(transformers.__version__.split(".")[0])
    dtype_kw = {"dtype": dtype} if major >= 5 else {"torch_dtype": dtype}
    with device:  # random init directly on the GPU (torch.device as a context manager)
        model = AutoModelForCausalLM.from_config(
            config, attn_implementation=run["attn_implementation"], **dtype_kw)
    model.to(device)  # a no-op when the init already ran on the GPU
    if run["gradient_checkpointing"]:
        # Non-reentrant torch.utils.checkpoint per decoder layer (transformers
        # gradient_checkpointing_enable); LoRA needs no input-grad hook with it.
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    if run["method"] == "lora":
        import peft

        lora = peft.LoraConfig(r=run["lora_rank"], lora_alpha=2 * run["lora_rank"],
                               lora_dropout=0.0, bias="none", task_type="CAUSAL_LM",
                               target_modules=run["lora_target_modules"])
        # peft's default autocast_adapter_dtype=True upcasts the adapters to fp32 (mixed); pure
        # BF16 keeps them in the base model's dtype.
        model = peft.get_peft_model(model, lora,
                                    autocast_adapter_dtype=run["precision"] == "mixed")
    model.train()
    return model


def make_optimizer(model, run, torch):
    params = [p for p in model.parameters() if p.requires_grad]
    impl = run["optimizer_impl"]
    kwargs = {"fused": True} if impl == "fused" else {"foreach": impl == "foreach"}
    return torch.optim.AdamW(params, lr=1e-5, **kwargs)


def chunked_loss(base_model, input_ids, labels, compiled_ce):
    """torchtune's CEWithChunkedOutputLoss: the output projection applied to 8 chunks of the final
    hidden states, each chunk upcast and cross-entropied on its own, summed and divided by the
    number of labelled tokens (ce_chunked_output_loss.py at ce5433b)."""
    decoder = base_model.get_decoder()
    head = base_model.get_output_embeddings()
    hidden = decoder(input_ids=input_ids).last_hidden_state
    logits = [head(chunk) for chunk in hidden.chunk(CHUNKED_LOSS_CHUNKS, dim=1)]
    targets = labels.chunk(CHUNKED_LOSS_CHUNKS, dim=1)
    total = (labels != IGNORE_INDEX).sum()
    loss = 0.0
    for logit_chunk, target_chunk in zip(logits, targets):
        loss = loss + compiled_ce(logit_chunk.reshape(-1, logit_chunk.size(-1)),
                                  target_chunk.reshape(-1))
    return loss / total


def environment(torch):
    env = {"torch": torch.__version__, "cuda": torch.version.cuda,
           "python": platform.python_version()}
    for name in ("transformers", "peft", "accelerate"):
        try:
            env[name] = __import__(name).__version__
        except ImportError:
            env[name] = None
    env["gpu"] = torch.cuda.get_device_name(0)
    props = torch.cuda.get_device_properties(0)
    env["gpu_memory_gib"] = round(props.total_memory / GIB, 3)
    env["pytorch_cuda_alloc_conf"] = os.environ.get("PYTORCH_CUDA_ALLOC_CONF", "")
    try:
        smi = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
                             capture_output=True, text=True, timeout=20, check=False)
        env["driver"] = smi.stdout.strip().splitlines()[0] if smi.returncode == 0 else None
    except (OSError, subprocess.TimeoutExpired, IndexError):
        env["driver"] = None
    return env


def measure(spec):
    """Runs one scenario and returns {outcome, ...} with the peaks in bytes."""
    import torch

    run = spec["run"]
    torch.manual_seed(run["seed"])
    device = torch.device("cuda", 0)
    torch.cuda.set_device(device)
    result = {"outcome": "error", "phase": "setup", "environment": environment(torch)}
    free, total = torch.cuda.mem_get_info()
    result["device_used_at_start"] = total - free  # CUDA context (what nvidia-smi adds)
    t0 = time.monotonic()
    timings = {}
    try:
        config = build_config(spec["config"])
        model = build_model(config, run, torch, device)
        optimizer = make_optimizer(model, run, torch)
        base = model.get_base_model() if hasattr(model, "get_base_model") else model
        result["parameters"] = sum(p.numel() for p in model.parameters())
        result["trainable_parameters"] = sum(p.numel() for p in model.parameters()
                                             if p.requires_grad)
        vocab = config.vocab_size
        gen = torch.Generator(device=device).manual_seed(run["seed"])
        input_ids = torch.randint(0, vocab, (run["micro_batch"], run["sequence_length"]),
                                  device=device, generator=gen)
        # Labels as transformers ForCausalLMLoss shifts them (pad with the ignore index, drop
        # the first): token t predicts token t+1.
        labels = torch.nn.functional.pad(input_ids, (0, 1), value=IGNORE_INDEX)[:, 1:]
        autocast = run["precision"] == "mixed"
        compiled_ce = None
        if run["loss"] == "chunked":
            def ce_sum(logits, targets):
                return torch.nn.functional.cross_entropy(
                    logits.float(), targets, ignore_index=IGNORE_INDEX, reduction="sum")
            # torchtune compiles compute_cross_entropy alone (the class docstring: "The gains
            # from chunking won't be realized if you compile the entire class").
            compiled_ce = torch.compile(ce_sum, dynamic=False) if run["loss_compile"] else ce_sum

        def step():
            for _ in range(run["gradient_accumulation"]):
                with torch.autocast("cuda", dtype=torch.bfloat16, enabled=autocast):
                    if run["loss"] == "hf":
                        # Plain HF loss: the model computes all logits and its loss_function
                        # (transformers loss_utils.ForCausalLMLoss) upcasts them to fp32.
                        loss = model(input_ids=input_ids, labels=input_ids).loss
                    else:
                        loss = chunked_loss(base, input_ids, labels, compiled_ce)
                (loss / run["gradient_accumulation"]).backward()
                del loss
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)

        torch.cuda.synchronize()
        timings["setup_s"] = round(time.monotonic() - t0, 2)
        result["allocated_after_setup"] = torch.cuda.memory_allocated()
        result["setup_allocated_peak"] = torch.cuda.max_memory_allocated()
        torch.cuda.reset_peak_memory_stats()
        result["phase"] = "warm-up"
        step_times = []
        for _ in range(run["warmup_steps"]):
            t = time.monotonic()
            step()
            torch.cuda.synchronize()
            step_times.append(time.monotonic() - t)
        result["warmup_allocated_peak"] = torch.cuda.max_memory_allocated()
        result["warmup_reserved_peak"] = torch.cuda.max_memory_reserved()
        # The measured steps start from the allocator's state after warm-up (optimizer state
        # allocated, cache kept), as in a long run; their peaks are the row's figures.
        torch.cuda.reset_peak_memory_stats()
        result["phase"] = "measured"
        for _ in range(run["measured_steps"]):
            t = time.monotonic()
            step()
            torch.cuda.synchronize()
            step_times.append(time.monotonic() - t)
        result["allocated_peak"] = torch.cuda.max_memory_allocated()
        result["reserved_peak"] = torch.cuda.max_memory_reserved()
        free, total = torch.cuda.mem_get_info()
        result["device_used_after"] = total - free
        timings["step_s"] = [round(x, 3) for x in step_times]
        result["outcome"] = "measured"
    except torch.cuda.OutOfMemoryError as e:
        result["outcome"] = "oom"
        result["message"] = (str(e).strip().splitlines() or ["CUDA out of memory"])[0][:300]
        result["allocated_peak_before_oom"] = torch.cuda.max_memory_allocated()
        result["reserved_peak_before_oom"] = torch.cuda.max_memory_reserved()
    except Exception as e:  # recorded with the phase it failed in; the batch goes on
        result["outcome"] = "error"
        result["message"] = f"{type(e).__name__}: {e}".strip().splitlines()[0][:300]
    timings["total_s"] = round(time.monotonic() - t0, 2)
    result["timings"] = timings
    return result


def write_json_atomically(path, doc):
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def child_main(spec_path, result_path):
    spec = read_json(spec_path)
    try:
        result = measure(spec)
    except Exception as e:  # recorded in the row; the batch goes on
        result = {"outcome": "error", "message": f"{type(e).__name__}: {e}"[:500]}
    write_json_atomically(result_path, result)
    return 0


# ---- Rows (no torch) ---------------------------------------------------------------------------


def gpu_catalog_id(name):
    for fragment, gpu_id in GPU_IDS:
        if fragment.lower() in (name or "").lower():
            return gpu_id
    return None


def gib(value):
    return None if value is None else round(value / GIB, 3)


def row_notes(entry):
    r = entry["run"]
    parts = [
        "random weights (transformers from_config) and random token ids",
        f"attention: transformers '{r['attn_implementation']}'",
    ]
    if r["loss"] == "hf":
        parts.append("plain HF loss: transformers ForCausalLMLoss upcasts all logits to fp32 "
                     "(Headroom: fused_cross_entropy false)")
    else:
        parts.append(f"torchtune-style chunked loss, {CHUNKED_LOSS_CHUNKS} chunks, "
                     + ("compute_cross_entropy compiled (decoder eager; Headroom's compile key "
                        "is false)" if r["loss_compile"] else "eager (not compiled)"))
    if r["precision"] == "mixed":
        parts.append("mixed precision: fp32 trainable parameters, gradients and AdamW moments, "
                     "bf16 autocast" + (", frozen base weights in bf16" if r["method"] == "lora"
                                        else ""))
    else:
        parts.append("pure bf16: parameters, gradients and AdamW moments in bf16")
    parts.append(f"torch.optim.AdamW {r['optimizer_impl']}")
    if r["method"] == "lora":
        parts.append(f"peft LoRA r{r['lora_rank']} on {r['lora_target_modules']}, dropout 0")
    if r["gradient_checkpointing"]:
        parts.append("non-reentrant checkpointing of every decoder layer")
    parts.append(f"peaks over {r['measured_steps']} steps after {r['warmup_steps']} warm-up")
    return "; ".join(parts)


def make_row(entry, result, harness_sha):
    """A calibration row from a child's result; None for a run that measured nothing."""
    scenario = dict(entry["scenario"])
    env = dict(result.get("environment") or {})
    notes = row_notes(entry)
    detected = gpu_catalog_id(env.get("gpu"))
    if detected and detected != scenario.get("gpu"):
        notes += f"; measured on {env.get('gpu')}, so gpu is '{detected}' (the batch said " \
                 f"'{scenario.get('gpu', scenario.get('server'))}')"
        scenario.pop("server", None)
        scenario["gpu"] = detected
        scenario["gpu_count"] = 1
    # The settings the run used (the chunked loss alone is compiled), then what it reported.
    harness = {k: entry["run"][k] for k in HARNESS_DEFAULTS}
    harness["script_sha256"] = harness_sha
    outcome = result.get("outcome", "error")
    for k in ("parameters", "trainable_parameters", "timings", "phase", "message"):
        if k in result and not (k == "phase" and outcome == "measured"):
            harness[k] = result[k]
    for k in ("allocated_after_setup", "setup_allocated_peak", "warmup_allocated_peak",
              "warmup_reserved_peak", "device_used_at_start", "device_used_after",
              "allocated_peak_before_oom", "reserved_peak_before_oom"):
        if k in result:
            harness[k + "_gib"] = gib(result[k])
    # The optimizer implementation and the attention kernel are Headroom scenario keys: the row
    # names the ones the run used even where the batch left them to the defaults.
    scenario["optimizer_impl"] = entry["run"]["optimizer_impl"]
    scenario["attention"] = entry["run"]["attention"]
    row = {"name": entry["name"], "scenario": scenario}
    if outcome == "measured":
        env["reserved_peak_gib"] = gib(result["reserved_peak"])
        row.update({"measured": gib(result["allocated_peak"]), "unit": "GiB",
                    "metric": "allocated_peak"})
    else:
        row.update({"outcome": outcome, "unit": "GiB", "metric": "allocated_peak"})
    row.update({"notes": notes, "environment": env, "harness": harness})
    return row


# ---- The batch (parent) ----------------------------------------------------------------------


def default_child(spec_path, result_path):
    return [sys.executable, str(Path(__file__).resolve()), "--child", str(spec_path),
            "--result", str(result_path)]


def run_batch(source, plan, out_path, time_budget_s, scenario_timeout_s, log=None,
              child_command=default_child, echo=sys.stdout, min_start_s=10):
    """Runs each planned scenario in a subprocess of its own and writes the rows file after each
    (so a killed batch keeps what it measured). Scenarios that ran out of memory, failed, timed
    out or were skipped for time go to "not_measured" with the reason. No scenario starts with
    less than min_start_s of the budget left, and none runs past the budget."""
    harness_sha = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()
    doc = {"source": dict(source), "rows": [], "not_measured": []}
    doc["source"]["measured_on"] = datetime.datetime.now(datetime.timezone.utc).strftime(
        "%Y-%m-%d")
    start = time.monotonic()
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", HF_DATASETS_OFFLINE="1",
               PYTHONUNBUFFERED="1", TOKENIZERS_PARALLELISM="false",
               # Inductor compiles the chunked loss in-process: no worker pool left at exit.
               TORCHINDUCTOR_COMPILE_THREADS="1")
    for i, entry in enumerate(plan, 1):
        remaining = time_budget_s - (time.monotonic() - start)
        if remaining < min_start_s:
            doc["not_measured"].append({"name": entry["name"], "scenario": entry["scenario"],
                                        "outcome": "skipped",
                                        "notes": "time budget of the batch spent"})
            print(f"{i:2d}/{len(plan)} {entry['name']}: skipped (time budget)", file=echo)
            write_json_atomically(out_path, doc)
            continue
        timeout = min(scenario_timeout_s, remaining)
        t0 = time.monotonic()
        with tempfile.TemporaryDirectory() as tmp:
            spec_path, result_path = Path(tmp) / "spec.json", Path(tmp) / "result.json"
            spec_path.write_text(json.dumps(entry), encoding="utf-8")
            proc = subprocess.Popen(child_command(spec_path, result_path), env=env,
                                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                    start_new_session=True)
            try:
                output, _ = proc.communicate(timeout=timeout)
                timed_out = False
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                output, _ = proc.communicate()
                timed_out = True
            if result_path.is_file():
                result = json.loads(result_path.read_text(encoding="utf-8"))
            elif timed_out:
                result = {"outcome": "timeout", "message": f"killed after {timeout:.0f} s"}
            else:
                tail = (output or "").strip().splitlines()[-1:] or ["(no output)"]
                result = {"outcome": "error",
                          "message": f"exit {proc.returncode}: {tail[0][:300]}"}
        seconds = time.monotonic() - t0
        if log is not None:
            with open(log, "a", encoding="utf-8") as f:
                f.write(f"==== {entry['name']} ({result.get('outcome')}, {seconds:.0f} s)\n")
                f.write(output or "")
        row = make_row(entry, result, harness_sha)
        if "measured" in row:
            doc["rows"].append(row)
            summary = (f"{row['measured']:.2f} GiB allocated, "
                       f"{row['environment']['reserved_peak_gib']:.2f} GiB reserved")
        else:
            if "message" in result:
                row["notes"] = f"{result['message']}; {row['notes']}"
            doc["not_measured"].append(row)
            summary = f"{row['outcome']}: {result.get('message', '')}"
        print(f"{i:2d}/{len(plan)} {entry['name']}: {summary} ({seconds:.0f} s)", file=echo,
              flush=True)
        write_json_atomically(out_path, doc)
    total = time.monotonic() - start
    print(f"batch: {len(doc['rows'])} measured, {len(doc['not_measured'])} not measured, "
          f"{total:.0f} s", file=echo)
    return doc


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--batch", help="batch file (see batch_h200.json)")
    p.add_argument("--out", help="rows file to write (--batch)")
    p.add_argument("--catalog", default=str(DEFAULT_CATALOG), help="Headroom catalog folder")
    p.add_argument("--dry-run", action="store_true", help="print the plan; imports no torch")
    p.add_argument("--headroom", help="with --dry-run: check every scenario with "
                   "`headroom evaluate` (the executable's path)")
    p.add_argument("--only", help="comma-separated scenario names to run")
    p.add_argument("--time-budget", type=float, default=480,
                   help="seconds: no scenario runs past this (default 480)")
    p.add_argument("--scenario-timeout", type=float, default=150,
                   help="seconds one scenario may take (default 150)")
    p.add_argument("--log", help="append every scenario's output to this file")
    p.add_argument("--child", help=argparse.SUPPRESS)
    p.add_argument("--result", help=argparse.SUPPRESS)
    args = p.parse_args(argv)

    if args.child:
        return child_main(args.child, args.result)
    if not args.batch:
        p.error("--batch FILE is required")
    if not args.dry_run and not args.out:
        p.error("--out FILE is required (or --dry-run)")
    try:
        source, plan = load_plan(args.batch, args.catalog)
        if args.only:
            wanted = [n for n in args.only.split(",") if n]
            names = {e["name"] for e in plan}
            for n in wanted:
                if n not in names:
                    raise BatchError(args.batch, "/scenarios", f"no scenario named '{n}'")
            plan = [e for e in plan if e["name"] in wanted]
    except BatchError as e:
        print(e, file=sys.stderr)
        return 1
    if args.dry_run:
        print_plan(source, plan, sys.stdout)
        if args.headroom:
            rejected = validate_with_headroom(plan, args.headroom, args.catalog, sys.stdout)
            print(f"headroom evaluate: {len(plan) - rejected}/{len(plan)} scenarios accepted")
            if rejected:
                return 1
        return 0
    run_batch(source, plan, args.out, args.time_budget, args.scenario_timeout, args.log)
    return 0


if __name__ == "__main__":
    sys.exit(main())
