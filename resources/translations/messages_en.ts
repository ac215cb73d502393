<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>headroom::Messages</name>
    <message>
        <source>× IT power</source>
        <translation>× IT power</translation>
    </message>
    <message>
        <source>years</source>
        <translation>years</translation>
    </message>
    <message>
        <source>Exchange rate for cloud prices in US dollars</source>
        <translation>Exchange rate for cloud prices in US dollars</translation>
    </message>
    <message>
        <source>Power usage effectiveness of the facility (total power / IT power)</source>
        <translation>Power usage effectiveness of the facility (total power / IT power)</translation>
    </message>
    <message>
        <source>Years of use a bought build is costed over (own or rent)</source>
        <translation>Years of use a bought build is costed over (own or rent)</translation>
    </message>
    <message>
        <location filename="../../core/base/messagetable.cpp" line="+17"/>
        <source>Does not fit: %1 needed per GPU, %2 on the card (%3 short).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tight: %1 free per GPU, but the memory band of measured runs of this kind, widened where this run lies outside them, reaches %2 above the prediction (%3 in all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tight: only %1 free per GPU; allocator spikes or a different framework may run out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server draws %1, more than the %2 A feed carries (%3 at %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server draws %1, more than the 400 V three-phase %2 A feed carries (%3 at %4).</source>
        <translation>The server draws %1, more than the 400 V three-phase %2 A feed carries (%3 at %4).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A %1 A feed or a power cap per GPU brings the draw within limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Host memory: %1 installed, %2 recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The CPUs have %1 cores, fewer than the %2 that %3 GPUs need (%4 per GPU).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cards span %2 NVLink domains: part of the sharded traffic crosses PCIe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PCIe peer-to-peer transfers need the IOMMU off (NCCL: CUDA does not support IOMMU-enabled PCIe P2P); check it at acceptance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The weight traffic (%1) takes longer than the compute (%2) per step: the link sets the pace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model has no vision tower: the image share is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Images add %1 tokens to the longest sequence (%2 in all): plan length and micro-batch for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The longest sequence (%1 tokens) exceeds the model&apos;s context of %2 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No dense BF16 figure is published for the %1; the compute times use the catalog&apos;s estimate (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dataset (%1 sequences) is smaller than one global batch (%2 sequences: GPUs × micro-batch × accumulation): a single optimizer step sees all of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The network between the servers needs %1 per step, more than the compute (%2): %3 Gb/s per server would hide it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The catalog has no power figure for a switch, link or adapter of this network: the cluster&apos;s power leaves it out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server&apos;s supplies (%1) do not carry its peak of %2 with one supply failed (N+1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No catalog server takes %1 cards of &apos;%2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of the %2 cards of the %3 are used: the chassis&apos;s CPUs, host memory and power stay in the figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serving: %1 tokens per user exceed the model&apos;s context of %2 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serving: the weights (%1 per GPU) and the engine&apos;s reserves leave no room for the KV cache in %2 of the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Serving: users served at %3 tokens each: %1 of %2 planned (the longest context for one user is %4 tokens).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serving: the catalog has no memory bandwidth for this GPU, so the decode rate is not estimated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rollout engine: the weights (%1 per GPU) and the engine&apos;s reserves leave no room for the KV cache in %2 of the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With optimizer offload the CPUs perform the parameter update, which slows every optimizer step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/base/messagetable.cpp" line="+1"/>
        <source>The fused cross-entropy is sized as a fused linear cross-entropy that holds no logits; Megatron-LM&apos;s --cross-entropy-loss-fusion still holds them: for that run set fused_cross_entropy false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With the optimizer offloaded DeepSpeed steps its 32-bit CPU Adam, not the 8-bit or 4-bit optimizer (accelerate swaps it in): model states, host memory and checkpoints are sized for 32-bit AdamW.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The megatron section is not sized: Megatron-LM runs its precision-aware optimizer only with its distributed optimizer (tensor, pipeline or expert parallelism with sharding zero1).</source>
        <translation>The megatron section is not sized: Megatron-LM runs its precision-aware optimizer only with its distributed optimizer (tensor, pipeline or expert parallelism with sharding zero1).</translation>
    </message>
    <message>
        <source>The deepspeed section is not sized: this run&apos;s states are not held by DeepSpeed&apos;s ZeRO engine.</source>
        <translation>The deepspeed section is not sized: this run&apos;s states are not held by DeepSpeed&apos;s ZeRO engine.</translation>
    </message>
    <message>
        <source>Megatron-LM offloads the optimizer only with --use-precision-aware-optimizer: sized so (fp32 states); set megatron.use_precision_aware_optimizer for the launch.</source>
        <translation>Megatron-LM offloads the optimizer only with --use-precision-aware-optimizer: sized so (fp32 states); set megatron.use_precision_aware_optimizer for the launch.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>FSDP offloads the parameters with the optimizer, never the optimizer alone: this run is sized as DeepSpeed ZeRO-3 with offload_optimizer, as the recipes Headroom writes run it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The routed experts are sized quantised: transformers 4.x quantises each expert&apos;s nn.Linear, Axolotl&apos;s quantize_moe_experts the fused experts of transformers 5; bitsandbytes alone under transformers 5 keeps the fused experts in BF16: %1 more weights in all.</source>
        <translation>The routed experts are sized quantised: transformers 4.x quantises each expert&apos;s nn.Linear, Axolotl&apos;s quantize_moe_experts the fused experts of transformers 5; bitsandbytes alone under transformers 5 keeps the fused experts in BF16: %1 more weights in all.</translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+16"/>
        <source>Model-FLOPs utilisation (FSDP, BF16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model-FLOPs utilisation at long context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length from which the long-context MFU applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Achieved share of the peak link rate in collectives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA context, cuBLAS and NCCL workspaces per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allocator reserve over allocated memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8-bit Adam optimizer state (fp32 master + 2 × 1 B moments)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face accounting over ZeRO&apos;s 16 B (18 B in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host memory per parameter with optimizer offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QLoRA NF4 with double quantisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DeepSpeed ZeRO: reduce_bucket_size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DeepSpeed ZeRO-3: stage3_prefetch_bucket_size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DeepSpeed ZeRO-3: stage3_max_live_parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DeepSpeed ZeRO-3: stage3_param_persistence_threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LoRA on an 8-bit base: int8 linear weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resumable checkpoint (fp32 master, Adam moments, 16-bit weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP8 export: linear weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory, drives, fans and conversion losses on top of GPUs and CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continuous load planned on a feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host memory per GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host memory for OS, data loaders and page cache with offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU Adam update rate of a two-socket server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Electricity price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Safety margin a recommended build keeps free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physical CPU cores per GPU (data loaders, launch threads; shared by runs side by side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Peak over the sustained server draw (GPU power excursions), for PSUs and rack feeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rating of one server power supply (PSU redundancy N+1, N+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Usable units of one rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint write rate of one server&apos;s local NVMe storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serving: INT4 (AWQ/GPTQ) linear weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving: MXFP4 linear weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving: achieved / peak memory bandwidth while decoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serving: fixed cost of one ring step of a tensor-parallel all-reduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serving: tokens of the engine&apos;s profile run (max_num_batched_tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serving: engine allocations outside PyTorch per GPU (NCCL, cuBLAS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serving: CUDA graphs captured by the engine per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving: GPU draw while decoding, share of its power limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preference / RL: completions per prompt (group size)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preference / RL: prompt tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preference / RL: completion tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preference / RL: share of each training GPU for a colocated rollout engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preference / RL: share of each GPU of a rollout engine on GPUs of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preference / RL: GPUs per rollout engine replica (tensor parallel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preference / RL: the rollout engine sleeps while the policy trains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preference / RL: DPO&apos;s beta (a reference model when above 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preference / RL: GRPO&apos;s KL coefficient (a reference model when above 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preference / RL: PPO&apos;s KL coefficient (a reference model when above 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preference / RL: micro-batch per GPU when the scenario gives none (DPO: pairs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preference / RL: host memory of one rollout worker process (one per GPU that runs the engine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Uncertainty band of the memory verdict: the smallest and largest error of the measured runs of the same regime (method × sharding × offload × stack; pooled over stacks, then offload, then sharding until runs of two sources are in it), each end moved out by the farthest one source&apos;s runs lie beyond the other sources&apos; (leave-one-source-out); a regime without runs takes the widest of its nearest parent regimes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No measured run of this kind yet: the memory band is the widest of the kinds of run around it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Training stack Hugging Face Trainer: AMP over fp32 parameters (18 B per trained parameter), torch AdamW foreach, transformers loss on fp32 logits, FSDP1, bitsandbytes NF4 quantised on load, PEFT targets q/v</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Training stack torchtune: pure BF16 weights, gradients and AdamW moments (8 B per trained parameter), fused AdamW, chunked cross-entropy (8 chunks), FSDP2, torchao NF4 with double-quantised scales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Training stack LitGPT: bf16-true (8 B per trained parameter), LM head in 128-token chunks whose logits Lightning Fabric returns in fp32, torch AdamW foreach (bnb PagedAdamW for QLoRA), NF4 on every linear incl. lm_head, an untied copy of tied embeddings, LoRA with dropout on query and value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Training stack Unsloth: Hugging Face Trainer states (18 B per trained parameter), gradient checkpoints offloaded to host memory, Triton kernels (as compiled), fused linear cross-entropy, pre-quantised NF4 checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Training stack Hugging Face Trainer + Liger: as the Trainer, with Liger&apos;s fused linear cross-entropy and RMSNorm/SwiGLU/RoPE kernels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>B/param</source>
        <translation>B/param</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B/weight</source>
        <translation>B/weight</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cores</source>
        <translation>cores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>params/s</source>
        <translation>params/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>elements</source>
        <translation>elements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs</source>
        <translation>runs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>× GPU memory</source>
        <translation>× GPU memory</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>U</source>
        <translation>U</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>Memory band: widening of each end where the longest sequence lies outside the lengths of the measured runs of the same method (scaled by the share of the total not counted per parameter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>Memory band: widening of each end where the GPU count lies outside the GPU counts of the measured runs of the same method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>Memory band: widening of each end for an offload that none of the measured runs of the same method used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>Memory band: widening of each end for a parallel plan (tensor, pipeline, context or expert parallel) that none of the measured runs of the same method used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>Memory band: widening of each end for a model family without a run of the same method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>Memory band: widening of each end for a mixture-of-experts model split over GPUs (fully sharded, or by a tensor or expert parallel plan) where none of the measured runs of the same method split one (with a parallel plan no run used: only what exceeds that widening)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>Memory band: widening of each end for torchtitan&apos;s selective per-op checkpointing where none of the measured runs of the same method used it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory band: widening of each end for Megatron-LM&apos;s precision-aware optimizer where none of the measured runs of the same method used it</source>
        <translation>Memory band: widening of each end for Megatron-LM&apos;s precision-aware optimizer where none of the measured runs of the same method used it</translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>parallel plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>model family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>mixture of experts split over GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>selective per-op checkpointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>precision-aware optimizer</source>
        <translation>precision-aware optimizer</translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>No measured run of this kind yet: the band is the widest of the kinds of run around it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>One source held out at a time, %1 of the runs lay inside the others&apos; band.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>Widened %1 points each way for %2 (outside the measured runs of its method).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw of an owned build between runs (own or rent)</source>
        <translation>Draw of an owned build between runs (own or rent)</translation>
    </message>
    <message>
        <source>Serving (vLLM): tokens per step and of the profile run (max_num_batched_tokens) on cards of 70 GiB or more</source>
        <translation>Serving (vLLM): tokens per step and of the profile run (max_num_batched_tokens) on cards of 70 GiB or more</translation>
    </message>
    <message>
        <source>Serving (vLLM): tokens per step and of the profile run on smaller cards and the A100</source>
        <translation>Serving (vLLM): tokens per step and of the profile run on smaller cards and the A100</translation>
    </message>
    <message>
        <source>Serving (vLLM): sequences per step (max_num_seqs) on cards of 70 GiB or more</source>
        <translation>Serving (vLLM): sequences per step (max_num_seqs) on cards of 70 GiB or more</translation>
    </message>
    <message>
        <source>Serving (vLLM): sequences per step on smaller cards and the A100</source>
        <translation>Serving (vLLM): sequences per step on smaller cards and the A100</translation>
    </message>
    <message>
        <source>Serving (vLLM): card size from which the larger defaults apply</source>
        <translation>Serving (vLLM): card size from which the larger defaults apply</translation>
    </message>
    <message>
        <source>Serving (vLLM): profile-run bytes per sampled row and vocabulary entry</source>
        <translation>Serving (vLLM): profile-run bytes per sampled row and vocabulary entry</translation>
    </message>
    <message>
        <source>Serving: more allocations outside PyTorch per GPU at tensor parallel &gt; 1 (NCCL communicator, custom all-reduce)</source>
        <translation>Serving: more allocations outside PyTorch per GPU at tensor parallel &gt; 1 (NCCL communicator, custom all-reduce)</translation>
    </message>
    <message>
        <source>Serving (vLLM): CUDA-graph estimate counted in the engine&apos;s budget per GPU</source>
        <translation>Serving (vLLM): CUDA-graph estimate counted in the engine&apos;s budget per GPU</translation>
    </message>
    <message>
        <source>Serving (vLLM): CUDA-graph estimate of hybrid linear-attention models per 1,000 batched tokens above 4,096</source>
        <translation>Serving (vLLM): CUDA-graph estimate of hybrid linear-attention models per 1,000 batched tokens above 4,096</translation>
    </message>
    <message>
        <source>Serving (TensorRT-LLM): share of the memory free after weights and dry run for the KV cache</source>
        <translation>Serving (TensorRT-LLM): share of the memory free after weights and dry run for the KV cache</translation>
    </message>
    <message>
        <source>Serving (TensorRT-LLM): tokens per step (max_num_tokens)</source>
        <translation>Serving (TensorRT-LLM): tokens per step (max_num_tokens)</translation>
    </message>
    <message>
        <source>Serving (vLLM): fixed cost per decoder layer and decode step</source>
        <translation>Serving (vLLM): fixed cost per decoder layer and decode step</translation>
    </message>
    <message>
        <source>Serving (SGLang): fixed cost per decoder layer and decode step</source>
        <translation>Serving (SGLang): fixed cost per decoder layer and decode step</translation>
    </message>
    <message>
        <source>Serving (TensorRT-LLM): fixed cost per decoder layer and decode step</source>
        <translation>Serving (TensorRT-LLM): fixed cost per decoder layer and decode step</translation>
    </message>
    <message>
        <source>Serving: prefill&apos;s achieved share of the tensor peak of its format (FP8 on FP8 tensor cores)</source>
        <translation>Serving: prefill&apos;s achieved share of the tensor peak of its format (FP8 on FP8 tensor cores)</translation>
    </message>
    <message>
        <source>Serving: tokens each request generates (the rest of the context is its prompt)</source>
        <translation>Serving: tokens each request generates (the rest of the context is its prompt)</translation>
    </message>
    <message>
        <source>Serving (vLLM): language-model tokens of the largest image, with which the profile run sizes a Qwen-VL vision tower</source>
        <translation>Serving (vLLM): language-model tokens of the largest image, with which the profile run sizes a Qwen-VL vision tower</translation>
    </message>
    <message>
        <source>× the run&apos;s draw</source>
        <translation>× the run&apos;s draw</translation>
    </message>
</context>
</TS>
