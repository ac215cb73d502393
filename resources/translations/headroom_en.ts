<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CatalogNames</name>
    <message>
        <source>1× H200 NVL server</source>
        <translation>1× H200 NVL server</translation>
    </message>
    <message>
        <source>2× H200 NVL server (2-way NVLink bridge)</source>
        <translation>2× H200 NVL server (2-way NVLink bridge)</translation>
    </message>
    <message>
        <source>4× H200 NVL server (4-way NVLink bridge)</source>
        <translation>4× H200 NVL server (4-way NVLink bridge)</translation>
    </message>
    <message>
        <source>8× H200 NVL server (two 4-way NVLink domains)</source>
        <translation>8× H200 NVL server (two 4-way NVLink domains)</translation>
    </message>
    <message>
        <source>1× RTX PRO 6000 Server Edition server</source>
        <translation>1× RTX PRO 6000 Server Edition server</translation>
    </message>
    <message>
        <source>2× RTX PRO 6000 Server Edition server</source>
        <translation>2× RTX PRO 6000 Server Edition server</translation>
    </message>
    <message>
        <source>4× RTX PRO 6000 Server Edition server</source>
        <translation>4× RTX PRO 6000 Server Edition server</translation>
    </message>
    <message>
        <source>8× RTX PRO 6000 Server Edition server</source>
        <translation>8× RTX PRO 6000 Server Edition server</translation>
    </message>
    <message>
        <source>HGX H200 8-GPU server</source>
        <translation>HGX H200 8-GPU server</translation>
    </message>
    <message>
        <source>HGX H100 8-GPU server</source>
        <translation>HGX H100 8-GPU server</translation>
    </message>
    <message>
        <source>HGX B200 8-GPU server</source>
        <translation>HGX B200 8-GPU server</translation>
    </message>
    <message>
        <source>4× H100 NVL server (two 2-way bridges)</source>
        <translation>4× H100 NVL server (two 2-way bridges)</translation>
    </message>
    <message>
        <source>4× H100 PCIe server</source>
        <translation>4× H100 PCIe server</translation>
    </message>
    <message>
        <source>4× L40S server</source>
        <translation>4× L40S server</translation>
    </message>
    <message>
        <source>8× L40S server</source>
        <translation>8× L40S server</translation>
    </message>
    <message>
        <source>HGX A100 80GB 8-GPU server</source>
        <translation>HGX A100 80GB 8-GPU server</translation>
    </message>
    <message>
        <source>RTX 4090 workstation</source>
        <translation>RTX 4090 workstation</translation>
    </message>
    <message>
        <source>NVIDIA publishes no dense BF16 rate for the Server Edition; the Workstation Edition&apos;s 503.8 TFLOPS is used, the Server Edition&apos;s lower clocks run somewhat below it</source>
        <translation>NVIDIA publishes no dense BF16 rate for the Server Edition; the Workstation Edition&apos;s 503.8 TFLOPS is used, the Server Edition&apos;s lower clocks run somewhat below it</translation>
    </message>
</context>
<context>
    <name>QIODevice</name>
    <message>
        <source>Unknown error</source>
        <translation>Unknown error</translation>
    </message>
</context>
<context>
    <name>ResultCharts</name>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Free</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacity</translation>
    </message>
    <message>
        <source>GB per GPU</source>
        <translation>GB per GPU</translation>
    </message>
    <message>
        <source>Memory per GPU: fits, %1 free</source>
        <translation>Memory per GPU: fits, %1 free</translation>
    </message>
    <message>
        <source>Memory per GPU: does not fit, %1 short</source>
        <translation>Memory per GPU: does not fit, %1 short</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Compute</translation>
    </message>
    <message>
        <source>Optimizer on the CPUs</source>
        <translation>Optimizer on the CPUs</translation>
    </message>
    <message>
        <source>At peak</source>
        <translation>At peak</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <source>Seconds per step</source>
        <translation>Seconds per step</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>kW from the wall</source>
        <translation>kW from the wall</translation>
    </message>
    <message>
        <source>Power draw: %1</source>
        <translation>Power draw: %1</translation>
    </message>
    <message>
        <source>FP8 export %1</source>
        <translation>FP8 export %1</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Disk</translation>
    </message>
    <message>
        <source>GB on disk</source>
        <translation>GB on disk</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>Buffers</source>
        <translation>Buffers</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>GB host</source>
        <translation>GB host</translation>
    </message>
    <message>
        <source>Step: %1 overlapped, %2 serial</source>
        <translation>Step %1, serial %2</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <source>%1 A feed</source>
        <translation>%1 A feed</translation>
    </message>
    <message>
        <source>%1 A 3-phase</source>
        <translation>%1 A 3-phase</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Checkpoints %1</source>
        <translation>Checkpoints %1</translation>
    </message>
    <message>
        <source>BF16 model %1</source>
        <translation>BF16 model %1</translation>
    </message>
    <message>
        <source>Storage: %1, %2 per checkpoint</source>
        <translation>Storage: %1, %2 per checkpoint</translation>
    </message>
    <message>
        <source>Needed</source>
        <translation>Needed</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>Installed</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Memory per GPU: tight, %1 free</source>
        <translation>Memory per GPU: tight, %1 free</translation>
    </message>
    <message>
        <source>Power draw, all %1 runs: %2</source>
        <translation>Power draw, all %1 runs: %2</translation>
    </message>
    <message>
        <source>Each run, per GPU: fits, %1 free</source>
        <translation>Each run, per GPU: fits, %1 free</translation>
    </message>
    <message>
        <source>Each run, per GPU: does not fit, %1 short</source>
        <translation>Each run, per GPU: does not fit, %1 short</translation>
    </message>
    <message>
        <source>Storage for %1 runs: %2</source>
        <translation>Storage for %1 runs: %2</translation>
    </message>
    <message>
        <source>NVLink (%1/GPU)</source>
        <translation>NVLink (%1/GPU)</translation>
    </message>
    <message>
        <source>PCIe (%1/GPU)</source>
        <translation>PCIe (%1/GPU)</translation>
    </message>
    <message>
        <source>Network (%1/GPU)</source>
        <translation>Network (%1/GPU)</translation>
    </message>
    <message>
        <source>Host (%1/GPU)</source>
        <translation>Host (%1/GPU)</translation>
    </message>
    <message>
        <source>Likely total %1–%2</source>
        <translation>Likely %1–%2</translation>
    </message>
    <message>
        <source>Each run, per GPU: tight, %1 free</source>
        <translation>Each run, per GPU: tight, %1 free</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>Host memory</translation>
    </message>
</context>
<context>
    <name>ResultText</name>
    <message>
        <source>longest sequence that fits: %1 tokens</source>
        <translation>longest sequence that fits: %1 tokens</translation>
    </message>
    <message>
        <source>no sequence length fits with these settings</source>
        <translation>no sequence length fits with these settings</translation>
    </message>
    <message>
        <source>%1 × %2 in %3</source>
        <translation>%1 × %2 in %3</translation>
    </message>
    <message>
        <source>%1 · step %2 · %3 tokens/s · %4 h for the dataset · %5 kWh</source>
        <translation>%1 · step %2 · %3 tokens/s · %4 h for the dataset · %5 kWh</translation>
    </message>
    <message>
        <source>%1 runs side by side, each fits with %2 free per GPU; %3</source>
        <translation>%1 runs side by side, each fits with %2 free per GPU; %3</translation>
    </message>
    <message>
        <source>%1 runs side by side, each does not fit: %2 short per GPU; %3</source>
        <translation>%1 runs side by side, each does not fit: %2 short per GPU; %3</translation>
    </message>
    <message>
        <source>%1 · %2 runs of %3 GPUs · each run: step %4, %5 tokens/s, %6 h for its dataset · server: %7 kWh</source>
        <translation>%1 · %2 runs of %3 GPUs · each run: step %4, %5 tokens/s, %6 h for its dataset · server: %7 kWh</translation>
    </message>
    <message>
        <source>Fits: %1 free per GPU, %2; %3</source>
        <translation>Fits: %1 free per GPU, %2; %3</translation>
    </message>
    <message>
        <source>Tight: %1 free per GPU, %2; %3</source>
        <translation>Tight: %1 free per GPU, %2; %3</translation>
    </message>
    <message>
        <source>model uncertainty −%1/+%2 GB</source>
        <translation>model uncertainty −%1/+%2 GB</translation>
    </message>
    <message>
        <source>Per GPU: allocated peak %1 (what torch.cuda.max_memory_allocated reports), reserved peak %2 (torch.cuda.max_memory_reserved), total %3 (the card as nvidia-smi shows it, CUDA context included) of %4.</source>
        <translation>Per GPU: allocated peak %1 (what torch.cuda.max_memory_allocated reports), reserved peak %2 (torch.cuda.max_memory_reserved), total %3 (the card as nvidia-smi shows it, CUDA context included) of %4.</translation>
    </message>
    <message>
        <source>Measured runs of this kind (%1; runs: %2) put the total between %3 and %4.</source>
        <translation>Measured runs of this kind (%1; runs: %2) put the total between %3 and %4.</translation>
    </message>
    <message>
        <source>No measured run of this kind: the total has no uncertainty band.</source>
        <translation>No measured run of this kind: the total has no uncertainty band.</translation>
    </message>
    <message>
        <source>%1 runs side by side, each tight: %2 free per GPU, %3; %4</source>
        <translation>%1 runs side by side, each tight: %2 free per GPU, %3; %4</translation>
    </message>
    <message>
        <source>Does not fit: short by %1 per GPU, %2; %3</source>
        <translation>Does not fit: short by %1 per GPU, %2; %3</translation>
    </message>
    <message>
        <source>%1 — power: %2</source>
        <translation>%1 — power: %2</translation>
    </message>
    <message>
        <source>%1 exceeds the 16 A feed; needs the 32 A feed, or a cap of %2 W per GPU on 16 A</source>
        <translation>%1 exceeds the 16 A feed; needs the 32 A feed, or a cap of %2 W per GPU on 16 A</translation>
    </message>
    <message>
        <source>%1 exceeds the 16 A feed; needs the 32 A feed (no cap within the card&apos;s range is enough on 16 A)</source>
        <translation>%1 exceeds the 16 A feed; needs the 32 A feed (no cap within the card&apos;s range is enough on 16 A)</translation>
    </message>
    <message>
        <source>%1 exceeds both feeds; needs a cap of %2 W per GPU on 16 A or %3 W on 32 A</source>
        <translation>%1 exceeds both feeds; needs a cap of %2 W per GPU on 16 A or %3 W on 32 A</translation>
    </message>
    <message>
        <source>%1 exceeds both feeds; needs the 32 A feed with a cap of %2 W per GPU</source>
        <translation>%1 exceeds both feeds; needs the 32 A feed with a cap of %2 W per GPU</translation>
    </message>
    <message>
        <source>%1 exceeds both feeds even at the lowest power cap; plan a three-phase feed</source>
        <translation>%1 exceeds both feeds even at the lowest power cap; plan a three-phase feed</translation>
    </message>
    <message>
        <source>%1 exceeds the 32 A feed; needs a cap of %2 W per GPU</source>
        <translation>%1 exceeds the 32 A feed; needs a cap of %2 W per GPU</translation>
    </message>
    <message>
        <source>%1 exceeds the 32 A feed even at the lowest power cap; plan a three-phase feed</source>
        <translation>%1 exceeds the 32 A feed even at the lowest power cap; plan a three-phase feed</translation>
    </message>
    <message>
        <source>%1k</source>
        <translation>%1k</translation>
    </message>
    <message>
        <source>Serving: the weights and the engine&apos;s reserves leave no room for the KV cache</source>
        <translation>Serving: the weights and the engine&apos;s reserves leave no room for the KV cache</translation>
    </message>
    <message>
        <source>Serving: not one user gets %1 tokens</source>
        <translation>Serving: not one user gets %1 tokens</translation>
    </message>
    <message>
        <source>Serving: only %1 of %2 users at %3 tokens, about %4 tokens/s each</source>
        <translation>Serving: only %1 of %2 users at %3 tokens, about %4 tokens/s each</translation>
    </message>
    <message>
        <source>Serving: the weights (%1 per GPU) and the engine&apos;s reserves leave no room for the KV cache.</source>
        <translation>Serving: the weights (%1 per GPU) and the engine&apos;s reserves leave no room for the KV cache.</translation>
    </message>
    <message>
        <source>Serving: %1 of %2 users get %3 tokens each (the longest context for one user is %4 tokens).</source>
        <translation>Serving: %1 of %2 users get %3 tokens each (the longest context for one user is %4 tokens).</translation>
    </message>
    <message>
        <source>Serving: %1 tokens per user exceed the model&apos;s context of %2 tokens.</source>
        <translation>Serving: %1 tokens per user exceed the model&apos;s context of %2 tokens.</translation>
    </message>
    <message>
        <source>Serving: the catalog has no memory bandwidth for this GPU, so the decode rate is not estimated.</source>
        <translation>Serving: the catalog has no memory bandwidth for this GPU, so the decode rate is not estimated.</translation>
    </message>
    <message>
        <source>Serving: one user at %1 tokens (room for %2), about %3 tokens/s</source>
        <translation>Serving: one user at %1 tokens (room for %2), about %3 tokens/s</translation>
    </message>
    <message>
        <source>Serving: %1 users at %2 tokens (room for %3), about %4 tokens/s each</source>
        <translation>Serving: %1 users at %2 tokens (room for %3), about %4 tokens/s each</translation>
    </message>
    <message>
        <source>Serving: one user at %1 tokens, about %2 tokens/s</source>
        <translation>Serving: one user at %1 tokens, about %2 tokens/s</translation>
    </message>
    <message>
        <source>Serving: %1 users at %2 tokens, about %3 tokens/s each</source>
        <translation>Serving: %1 users at %2 tokens, about %3 tokens/s each</translation>
    </message>
    <message>
        <source>%1 — afterwards %2</source>
        <translation>%1 — afterwards %2</translation>
    </message>
    <message>
        <source>does not serve the model: no room for the KV cache</source>
        <translation>does not serve the model: no room for the KV cache</translation>
    </message>
    <message>
        <source>serves no user at %1 tokens</source>
        <translation>serves no user at %1 tokens</translation>
    </message>
    <message>
        <source>serves one user at %1 tokens, about %2 tokens/s</source>
        <translation>serves one user at %1 tokens, about %2 tokens/s</translation>
    </message>
    <message>
        <source>serves %1 users at %2 tokens, about %3 tokens/s each</source>
        <translation>serves %1 users at %2 tokens, about %3 tokens/s each</translation>
    </message>
    <message>
        <source>serves only %1 of %2 users at %3 tokens, about %4 tokens/s each</source>
        <translation>serves only %1 of %2 users at %3 tokens, about %4 tokens/s each</translation>
    </message>
</context>
<context>
    <name>RunsOutChartView</name>
    <message>
        <source>Where it runs out: memory per GPU against sequence length</source>
        <translation>Where it runs out: memory per GPU against sequence length</translation>
    </message>
    <message>
        <source>Current build</source>
        <translation>Current build</translation>
    </message>
    <message>
        <source>Band of the verdict</source>
        <translation>Band of the verdict</translation>
    </message>
    <message>
        <source>Card capacity</source>
        <translation>Card capacity</translation>
    </message>
    <message>
        <source>Longest sequence that fits</source>
        <translation>Longest sequence that fits</translation>
    </message>
    <message>
        <source>Current length</source>
        <translation>Current length</translation>
    </message>
    <message>
        <source>Sequence length (tokens, text)</source>
        <translation>Sequence length (tokens, text)</translation>
    </message>
    <message>
        <source>GB per GPU</source>
        <translation>GB per GPU</translation>
    </message>
    <message>
        <source>Longest that fits: %1</source>
        <translation>Longest that fits: %1</translation>
    </message>
</context>
<context>
    <name>headroom::ui::AssumptionsModel</name>
    <message>
        <source>Assumption</source>
        <translation>Assumption</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Training stack: %1</source>
        <translation>Training stack: %1</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ComparisonDock</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Compare builds</source>
        <translation>Compare builds</translation>
    </message>
    <message>
        <source>Pin current build</source>
        <translation>Pin current build</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Recommended builds</source>
        <translation>Recommended builds</translation>
    </message>
    <message>
        <source>Make the selected recommendation the current build</source>
        <translation>Make the selected recommendation the current build</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <source>Make the selected pinned build the current scenario again</source>
        <translation>Make the selected pinned build the current scenario again</translation>
    </message>
    <message>
        <source>Four builds are pinned, the most the comparison holds: remove one to pin another.</source>
        <translation>Four builds are pinned, the most the comparison holds: remove one to pin another.</translation>
    </message>
    <message>
        <source>Click a pinned build&apos;s header to make it the current build again</source>
        <translation>Click a pinned build&apos;s header to make it the current build again</translation>
    </message>
    <message>
        <source>does not fit: %1 short per card</source>
        <translation>does not fit: %1 short per card</translation>
    </message>
    <message>
        <source>tight: %1 free per card</source>
        <translation>tight: %1 free per card</translation>
    </message>
    <message>
        <source>fits with %1 free per card</source>
        <translation>fits with %1 free per card</translation>
    </message>
    <message>
        <source>; with the optimizer in host memory</source>
        <translation>; with the optimizer in host memory</translation>
    </message>
    <message>
        <source>; with 8-bit Adam</source>
        <translation>; with 8-bit Adam</translation>
    </message>
    <message>
        <source>; %1 servers, the %2 cluster</source>
        <translation>; %1 servers, the %2 cluster</translation>
    </message>
    <message>
        <source>cheapest</source>
        <translation>cheapest</translation>
    </message>
    <message>
        <source>fastest</source>
        <translation>fastest</translation>
    </message>
    <message>
        <source>fastest and cheapest</source>
        <translation>fastest and cheapest</translation>
    </message>
    <message>
        <source>; also %1 runs side by side</source>
        <translation>; also %1 runs side by side</translation>
    </message>
    <message>
        <source>; %1 h for the dataset</source>
        <translation>; %1 h for the dataset</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ComparisonModel</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Fits</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Does not fit</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/a</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 A 3-phase</source>
        <translation>%1 A 3-phase</translation>
    </message>
    <message>
        <source>%1 A</source>
        <translation>%1 A</translation>
    </message>
    <message>
        <source>%1 (fits %2)</source>
        <translation>%1 (fits %2)</translation>
    </message>
    <message>
        <source>no feed</source>
        <translation>no feed</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>on request</source>
        <translation>on request</translation>
    </message>
    <message>
        <source>Build %1</source>
        <translation>Build %1</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Build</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Free per GPU</source>
        <translation>Free per GPU</translation>
    </message>
    <message>
        <source>Used / capacity per GPU</source>
        <translation>Used / capacity per GPU</translation>
    </message>
    <message>
        <source>Step time (overlapped)</source>
        <translation>Step time (overlapped)</translation>
    </message>
    <message>
        <source>Transfer / compute</source>
        <translation>Transfer / compute</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Power</translation>
    </message>
    <message>
        <source>Checkpoint storage</source>
        <translation>Checkpoint storage</translation>
    </message>
    <message>
        <source>Time for the dataset</source>
        <translation>Time for the dataset</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <source>%1 runs of %2 GPUs</source>
        <translation>%1 runs of %2 GPUs</translation>
    </message>
    <message>
        <source>one run</source>
        <translation>one run</translation>
    </message>
    <message>
        <source>Runs side by side</source>
        <translation>Runs side by side</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>Full fine-tune</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>%1, rank %2</source>
        <translation>%1, rank %2</translation>
    </message>
    <message>
        <source>AdamW, optimizer offloaded</source>
        <translation>AdamW, optimizer offloaded</translation>
    </message>
    <message>
        <source>AdamW, parameters offloaded</source>
        <translation>AdamW, parameters offloaded</translation>
    </message>
    <message>
        <source>8-bit Adam</source>
        <translation>8-bit Adam</translation>
    </message>
    <message>
        <source>Paged AdamW</source>
        <translation>Paged AdamW</translation>
    </message>
    <message>
        <source>Paged 8-bit AdamW</source>
        <translation>Paged 8-bit AdamW</translation>
    </message>
    <message>
        <source>AdamW (32-bit)</source>
        <translation>AdamW (32-bit)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <source>%1 % of samples, %2 × %3×%4 px</source>
        <translation>%1 % of samples, %2 × %3×%4 px</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>Training stack</source>
        <translation>Training stack</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequence length</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>Images</translation>
    </message>
</context>
<context>
    <name>headroom::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Save &amp;As…</translation>
    </message>
    <message>
        <source>&amp;Import config.json…</source>
        <translation>&amp;Import config.json…</translation>
    </message>
    <message>
        <source>Export &amp;quote…</source>
        <translation>Export &amp;quote…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Assumptions</translation>
    </message>
    <message>
        <source>&amp;Assumptions and sources</source>
        <translation>&amp;Assumptions and sources</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>Cannot open scenario</translation>
    </message>
    <message>
        <source>The scenario %1 could not be opened.

Key: %2
Problem: %3</source>
        <translation>The scenario %1 could not be opened.

Key: %2
Problem: %3</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>Cannot save scenario</translation>
    </message>
    <message>
        <source>The scenario could not be written to %1:
%2</source>
        <translation>The scenario could not be written to %1:
%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <source>Cannot import model</source>
        <translation>Cannot import model</translation>
    </message>
    <message>
        <source>The model configuration %1 could not be read.

Key: %2
Problem: %3</source>
        <translation>The model configuration %1 could not be read.

Key: %2
Problem: %3</translation>
    </message>
    <message>
        <source>Import model</source>
        <translation>Import model</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Open scenario</translation>
    </message>
    <message>
        <source>Headroom scenarios (*.headroom.json);;JSON files (*.json);;All files (*)</source>
        <translation>Headroom scenarios (*.headroom.json);;JSON files (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Save scenario</translation>
    </message>
    <message>
        <source>Headroom scenarios (*.headroom.json)</source>
        <translation>Headroom scenarios (*.headroom.json)</translation>
    </message>
    <message>
        <source>Import model configuration</source>
        <translation>Import model configuration</translation>
    </message>
    <message>
        <source>Hugging Face config (*.json)</source>
        <translation>Hugging Face config (*.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation>The scenario has unsaved changes. Save them first?</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <source>%1[*] — Headroom</source>
        <translation>%1[*] — Headroom</translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Undo: %1</translation>
    </message>
    <message>
        <source>&amp;Redo: %1</source>
        <translation>&amp;Redo: %1</translation>
    </message>
    <message>
        <source>Apply recommended build</source>
        <translation>Apply recommended build</translation>
    </message>
    <message>
        <source>&amp;Compare builds</source>
        <translation>&amp;Compare builds</translation>
    </message>
    <message>
        <source>&amp;Pin current build</source>
        <translation>&amp;Pin current build</translation>
    </message>
    <message>
        <source>4× H200 NVL</source>
        <translation>4× H200 NVL</translation>
    </message>
    <message>
        <source>8× H200 NVL</source>
        <translation>8× H200 NVL</translation>
    </message>
    <message>
        <source>4× RTX PRO 6000 SE</source>
        <translation>4× RTX PRO 6000 SE</translation>
    </message>
    <message>
        <source>8× RTX PRO 6000 SE</source>
        <translation>8× RTX PRO 6000 SE</translation>
    </message>
    <message>
        <source>1× RTX PRO 6000 SE, LoRA</source>
        <translation>1× RTX PRO 6000 SE, LoRA</translation>
    </message>
    <message>
        <source>1× RTX PRO 6000 SE, QLoRA</source>
        <translation>1× RTX PRO 6000 SE, QLoRA</translation>
    </message>
    <message>
        <source>Restore pinned build</source>
        <translation>Restore pinned build</translation>
    </message>
    <message>
        <source>%1 of the %2 cards of the %3 are used: the chassis&apos;s CPUs, host memory and power stay in the figures.</source>
        <translation>%1 of the %2 cards of the %3 are used: the chassis&apos;s CPUs, host memory and power stay in the figures.</translation>
    </message>
    <message>
        <source>Four builds are pinned already: remove one to pin another.</source>
        <translation>Four builds are pinned already: remove one to pin another.</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>Preset: %1</translation>
    </message>
    <message>
        <source>Results copied as text and JSON.</source>
        <translation>Results copied as text and JSON.</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Print</translation>
    </message>
    <message>
        <source>About Headroom</source>
        <translation>About Headroom</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Headroom %1&lt;/h3&gt;&lt;p&gt;Sizes GPU servers for fine-tuning large language models: memory per GPU, transfer against compute, power against the feeds, checkpoint storage.&lt;/p&gt;&lt;p&gt;Catalog: %2 files, %3 GPUs, %4 servers, %5 models.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Headroom %1&lt;/h3&gt;&lt;p&gt;Sizes GPU servers for fine-tuning large language models: memory per GPU, transfer against compute, power against the feeds, checkpoint storage.&lt;/p&gt;&lt;p&gt;Catalog: %2 files, %3 GPUs, %4 servers, %5 models.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Apply build from what fits</source>
        <translation>Apply build from what fits</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Presets</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Presets</translation>
    </message>
    <message>
        <source>Make the build %1 (the smallest catalog server that holds the cards)</source>
        <translation>Make the build %1 (the smallest catalog server that holds the cards)</translation>
    </message>
    <message>
        <source>&amp;Copy results</source>
        <translation>&amp;Copy results</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <source>&amp;About Headroom</source>
        <translation>&amp;About Headroom</translation>
    </message>
    <message>
        <source>Where it runs out</source>
        <translation>Where it runs out</translation>
    </message>
    <message>
        <source>What fits</source>
        <translation>What fits</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Compare</translation>
    </message>
    <message>
        <source>Free memory per GPU for every GPU type and count on the smallest catalog server that holds them; click a cell to apply it.</source>
        <translation>Free memory per GPU for every GPU type and count on the smallest catalog server that holds them; click a cell to apply it.</translation>
    </message>
    <message>
        <source>Change the serving need</source>
        <translation>Change the serving need</translation>
    </message>
    <message>
        <source>&amp;Serving the tuned model</source>
        <translation>&amp;Serving the tuned model</translation>
    </message>
    <message>
        <source>&amp;Vendor details…</source>
        <translation>&amp;Vendor details…</translation>
    </message>
    <message>
        <source>Quote details</source>
        <translation>Quote details</translation>
    </message>
</context>
<context>
    <name>headroom::ui::OutputFile</name>
    <message>
        <source>no program is reading from the pipe</source>
        <translation>no program is reading from the pipe</translation>
    </message>
    <message>
        <source>the file changed while it was opened; nothing was written</source>
        <translation>the file changed while it was opened; nothing was written</translation>
    </message>
    <message>
        <source>the file name is too long for a safe save (%1 bytes; the folder takes %2 including a 7-byte temporary suffix)</source>
        <translation>the file name is too long for a safe save (%1 bytes; the folder takes %2 including a 7-byte temporary suffix)</translation>
    </message>
    <message>
        <source>the system did not say why</source>
        <translation>the system did not say why</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>no file name given</translation>
    </message>
    <message>
        <source>%1 is a directory</source>
        <translation>%1 is a directory</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a block device or a socket); nothing was written</source>
        <translation>%1 is not a regular file (a block device or a socket); nothing was written</translation>
    </message>
    <message>
        <source>%1 is not a regular file; nothing was written</source>
        <translation>%1 is not a regular file; nothing was written</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ResultPanel</name>
    <message>
        <source>Charts</source>
        <translation>Charts</translation>
    </message>
    <message>
        <source>Power: %1, within the planned %2 A feed</source>
        <translation>Power: %1, within the planned %2 A feed</translation>
    </message>
    <message>
        <source>Power: %1</source>
        <translation>Power: %1</translation>
    </message>
    <message>
        <source>No warnings</source>
        <translation>No warnings</translation>
    </message>
    <message>
        <source>%1 warnings (click for all): %2</source>
        <translation>%1 warnings (click for all): %2</translation>
    </message>
    <message>
        <source>Afterwards: %1</source>
        <translation>Afterwards: %1</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ScenarioPanel</name>
    <message>
        <source>Import config.json…</source>
        <translation>Import config.json…</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>State accounting</source>
        <translation>State accounting</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>Sharding</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA rank</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequence length</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-batch</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>Gradient accumulation</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>Gradient checkpointing</translation>
    </message>
    <message>
        <source>Samples with images</source>
        <translation>Samples with images</translation>
    </message>
    <message>
        <source>Images per sample</source>
        <translation>Images per sample</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>Image size</translation>
    </message>
    <message>
        <source>Train the vision tower</source>
        <translation>Train the vision tower</translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation>GPU type</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Cap at</source>
        <translation>Cap at</translation>
    </message>
    <message>
        <source>Power per GPU</source>
        <translation>Power per GPU</translation>
    </message>
    <message>
        <source>Feed</source>
        <translation>Feed</translation>
    </message>
    <message>
        <source>Show 400 V three-phase feeds</source>
        <translation>Show 400 V three-phase feeds</translation>
    </message>
    <message>
        <source>Checkpoints kept</source>
        <translation>Checkpoints kept</translation>
    </message>
    <message>
        <source>Dataset (tokens)</source>
        <translation>Dataset (tokens)</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epochs</translation>
    </message>
    <message>
        <source>The model to fine-tune. Its parameters are counted from the architecture in its config.json, never typed in.</source>
        <translation>The model to fine-tune. Its parameters are counted from the architecture in its config.json, never typed in.</translation>
    </message>
    <message>
        <source>Read a Hugging Face config.json to size a model that is not in the catalog. You can also drop the file on the window.</source>
        <translation>Read a Hugging Face config.json to size a model that is not in the catalog. You can also drop the file on the window.</translation>
    </message>
    <message>
        <source>Full: every weight is trained (weights, gradients and optimizer states per parameter). LoRA: frozen BF16 base plus small adapters. QLoRA: 4-bit NF4 base plus adapters.</source>
        <translation>Full: every weight is trained (weights, gradients and optimizer states per parameter). LoRA: frozen BF16 base plus small adapters. QLoRA: 4-bit NF4 base plus adapters.</translation>
    </message>
    <message>
        <source>How the model states are split across the GPUs. Full sharding divides weights, gradients and optimizer; ZeRO-2 gradients and optimizer; ZeRO-1 the optimizer only; DDP keeps a full copy on every card.</source>
        <translation>How the model states are split across the GPUs. Full sharding divides weights, gradients and optimizer; ZeRO-2 gradients and optimizer; ZeRO-1 the optimizer only; DDP keeps a full copy on every card.</translation>
    </message>
    <message>
        <source>Rank r of the LoRA adapters on every linear layer of the language model: r·(in + out) trainable weights per layer.</source>
        <translation>Rank r of the LoRA adapters on every linear layer of the language model: r·(in + out) trainable weights per layer.</translation>
    </message>
    <message>
        <source>Tokens of text per training sequence. Longer sequences need more activation memory and, from the long-context length on, run at a lower utilisation.</source>
        <translation>Tokens of text per training sequence. Longer sequences need more activation memory and, from the long-context length on, run at a lower utilisation.</translation>
    </message>
    <message>
        <source>Sequences per GPU in each forward and backward pass. Activation memory grows with it.</source>
        <translation>Sequences per GPU in each forward and backward pass. Activation memory grows with it.</translation>
    </message>
    <message>
        <source>Micro-batches accumulated before each optimizer step.</source>
        <translation>Micro-batches accumulated before each optimizer step.</translation>
    </message>
    <message>
        <source>Gradient checkpointing keeps only each layer&apos;s input and recomputes the rest during the backward pass: far less activation memory, about a third more compute.</source>
        <translation>Gradient checkpointing keeps only each layer&apos;s input and recomputes the rest during the backward pass: far less activation memory, about a third more compute.</translation>
    </message>
    <message>
        <source>Share of training samples that carry images. The longest sequence (a sample with images) sets the memory peak, the average sets the throughput.</source>
        <translation>Share of training samples that carry images. The longest sequence (a sample with images) sets the memory peak, the average sets the throughput.</translation>
    </message>
    <message>
        <source>Images in each sample that carries images.</source>
        <translation>Images in each sample that carries images.</translation>
    </message>
    <message>
        <source>Image width in pixels. A 1024×1024 image becomes 1,024 tokens after patching and merging.</source>
        <translation>Image width in pixels. A 1024×1024 image becomes 1,024 tokens after patching and merging.</translation>
    </message>
    <message>
        <source>Image height in pixels.</source>
        <translation>Image height in pixels.</translation>
    </message>
    <message>
        <source>Train the vision tower as well (the reference figures do). Frozen, its weights stay at 2 B per parameter and store no activations.</source>
        <translation>Train the vision tower as well (the reference figures do). Frozen, its weights stay at 2 B per parameter and store no activations.</translation>
    </message>
    <message>
        <source>The GPU model. Choose a type and a count: the smallest catalog server that takes them is picked unless you name a server.</source>
        <translation>The GPU model. Choose a type and a count: the smallest catalog server that takes them is picked unless you name a server.</translation>
    </message>
    <message>
        <source>The server chassis. It fixes CPUs, host memory, NVLink topology and power supply.</source>
        <translation>The server chassis. It fixes CPUs, host memory, NVLink topology and power supply.</translation>
    </message>
    <message>
        <source>GPUs training together. More cards divide the sharded states but each card receives more weight traffic per step.</source>
        <translation>GPUs training together. More cards divide the sharded states but each card receives more weight traffic per step.</translation>
    </message>
    <message>
        <source>Limit the power of each GPU. The step rate drops along the catalog&apos;s power-cap curve.</source>
        <translation>Limit the power of each GPU. The step rate drops along the catalog&apos;s power-cap curve.</translation>
    </message>
    <message>
        <source>Power limit per GPU in watts.</source>
        <translation>Power limit per GPU in watts.</translation>
    </message>
    <message>
        <source>The mains feed the server is planned on. A feed carries 80 % of its rating continuously.</source>
        <translation>The mains feed the server is planned on. A feed carries 80 % of its rating continuously.</translation>
    </message>
    <message>
        <source>Also draw the limits of 400 V three-phase feeds.</source>
        <translation>Also draw the limits of 400 V three-phase feeds.</translation>
    </message>
    <message>
        <source>Resumable checkpoints kept on disk. Each holds the fp32 master weights, the Adam moments and the 16-bit weights.</source>
        <translation>Resumable checkpoints kept on disk. Each holds the fp32 master weights, the Adam moments and the 16-bit weights.</translation>
    </message>
    <message>
        <source>Training tokens in the dataset.</source>
        <translation>Training tokens in the dataset.</translation>
    </message>
    <message>
        <source>Passes over the dataset.</source>
        <translation>Passes over the dataset.</translation>
    </message>
    <message>
        <source>Change model</source>
        <translation>Change model</translation>
    </message>
    <message>
        <source>Change method</source>
        <translation>Change method</translation>
    </message>
    <message>
        <source>Change optimizer</source>
        <translation>Change optimizer</translation>
    </message>
    <message>
        <source>Change state accounting</source>
        <translation>Change state accounting</translation>
    </message>
    <message>
        <source>Change sharding</source>
        <translation>Change sharding</translation>
    </message>
    <message>
        <source>Change LoRA rank</source>
        <translation>Change LoRA rank</translation>
    </message>
    <message>
        <source>Change sequence length</source>
        <translation>Change sequence length</translation>
    </message>
    <message>
        <source>Change micro-batch</source>
        <translation>Change micro-batch</translation>
    </message>
    <message>
        <source>Change gradient accumulation</source>
        <translation>Change gradient accumulation</translation>
    </message>
    <message>
        <source>Toggle gradient checkpointing</source>
        <translation>Toggle gradient checkpointing</translation>
    </message>
    <message>
        <source>Change image share</source>
        <translation>Change image share</translation>
    </message>
    <message>
        <source>Change images per sample</source>
        <translation>Change images per sample</translation>
    </message>
    <message>
        <source>Change image size</source>
        <translation>Change image size</translation>
    </message>
    <message>
        <source>Toggle vision tower training</source>
        <translation>Toggle vision tower training</translation>
    </message>
    <message>
        <source>Change GPU type</source>
        <translation>Change GPU type</translation>
    </message>
    <message>
        <source>Change server</source>
        <translation>Change server</translation>
    </message>
    <message>
        <source>Change GPU count</source>
        <translation>Change GPU count</translation>
    </message>
    <message>
        <source>Toggle power cap</source>
        <translation>Toggle power cap</translation>
    </message>
    <message>
        <source>Change power cap</source>
        <translation>Change power cap</translation>
    </message>
    <message>
        <source>Change feed</source>
        <translation>Change feed</translation>
    </message>
    <message>
        <source>Toggle three-phase feeds</source>
        <translation>Toggle three-phase feeds</translation>
    </message>
    <message>
        <source>Change checkpoints kept</source>
        <translation>Change checkpoints kept</translation>
    </message>
    <message>
        <source>Change dataset size</source>
        <translation>Change dataset size</translation>
    </message>
    <message>
        <source>Change epochs</source>
        <translation>Change epochs</translation>
    </message>
    <message>
        <source>Not applied: %1 would be outside what a scenario may hold.</source>
        <translation>Not applied: %1 would be outside what a scenario may hold.</translation>
    </message>
    <message>
        <source>Imported: %1</source>
        <translation>Imported: %1</translation>
    </message>
    <message>
        <source>Catalog assumptions:</source>
        <translation>Catalog assumptions:</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>Full fine-tune</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA (4-bit base)</translation>
    </message>
    <message>
        <source>AdamW (32-bit states)</source>
        <translation>AdamW (32-bit states)</translation>
    </message>
    <message>
        <source>8-bit Adam</source>
        <translation>8-bit Adam</translation>
    </message>
    <message>
        <source>AdamW, optimizer offloaded to the CPUs</source>
        <translation>AdamW, optimizer offloaded to the CPUs</translation>
    </message>
    <message>
        <source>ZeRO paper (16 B per parameter)</source>
        <translation>ZeRO paper (16 B per parameter)</translation>
    </message>
    <message>
        <source>Hugging Face docs (18 B per parameter)</source>
        <translation>Hugging Face docs (18 B per parameter)</translation>
    </message>
    <message>
        <source>Full (FSDP / ZeRO-3)</source>
        <translation>Full (FSDP / ZeRO-3)</translation>
    </message>
    <message>
        <source>ZeRO-2 (gradients and optimizer)</source>
        <translation>ZeRO-2 (gradients and optimizer)</translation>
    </message>
    <message>
        <source>ZeRO-1 (optimizer only)</source>
        <translation>ZeRO-1 (optimizer only)</translation>
    </message>
    <message>
        <source>None (DDP)</source>
        <translation>None (DDP)</translation>
    </message>
    <message>
        <source>230 V, 16 A</source>
        <translation>230 V, 16 A</translation>
    </message>
    <message>
        <source>230 V, 32 A</source>
        <translation>230 V, 32 A</translation>
    </message>
    <message>
        <source>Smallest server that takes the cards</source>
        <translation>Smallest server that takes the cards</translation>
    </message>
    <message>
        <source>AdamW, parameter offload (FSDP CPU offload)</source>
        <translation>AdamW, parameter offload (FSDP CPU offload)</translation>
    </message>
    <message>
        <source>Pure BF16 (8 B per parameter, torchtune)</source>
        <translation>Pure BF16 (8 B per parameter, torchtune)</translation>
    </message>
    <message>
        <source>Plain (Hugging Face)</source>
        <translation>Plain (Hugging Face)</translation>
    </message>
    <message>
        <source>Chunked (torchtune)</source>
        <translation>Chunked (torchtune)</translation>
    </message>
    <message>
        <source>Fused linear (Liger)</source>
        <translation>Fused linear (Liger)</translation>
    </message>
    <message>
        <source>Cross-entropy</source>
        <translation>Cross-entropy</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>Activation offloading</source>
        <translation>Activation offloading</translation>
    </message>
    <message>
        <source>Optimizer step in backward</source>
        <translation>Optimizer step in backward</translation>
    </message>
    <message>
        <source>AdamW keeps fp32 master weights and two moments (12 B per parameter). 8-bit Adam quantises the moments. Optimizer offload keeps the optimizer states and gradients in host memory and runs the update on the CPUs. Parameter offload (FSDP CPU offload) moves the weights to host memory as well: the GPUs hold only the layers gathered for compute, at the cost of host memory and PCIe traffic every step.</source>
        <translation>AdamW keeps fp32 master weights and two moments (12 B per parameter). 8-bit Adam quantises the moments. Optimizer offload keeps the optimizer states and gradients in host memory and runs the update on the CPUs. Parameter offload (FSDP CPU offload) moves the weights to host memory as well: the GPUs hold only the layers gathered for compute, at the cost of host memory and PCIe traffic every step.</translation>
    </message>
    <message>
        <source>Bytes per parameter for weights, gradients and optimizer: the ZeRO paper counts 16 B, the Hugging Face documentation 18 B. Pure BF16 (torchtune&apos;s default) keeps no fp32 master copy: 2 + 2 + 4 = 8 B, 6 B with 8-bit Adam.</source>
        <translation>Bytes per parameter for weights, gradients and optimizer: the ZeRO paper counts 16 B, the Hugging Face documentation 18 B. Pure BF16 (torchtune&apos;s default) keeps no fp32 master copy: 2 + 2 + 4 = 8 B, 6 B with 8-bit Adam.</translation>
    </message>
    <message>
        <source>How the loss is computed over the vocabulary. Plain (Hugging Face) upcasts the whole logits to fp32: about 12 B per token and vocabulary entry at its peak. Chunked (torchtune) keeps the BF16 logits and upcasts one chunk at a time. Fused linear (Liger) never holds the full logits: several GB less at large vocabularies.</source>
        <translation>How the loss is computed over the vocabulary. Plain (Hugging Face) upcasts the whole logits to fp32: about 12 B per token and vocabulary entry at its peak. Chunked (torchtune) keeps the BF16 logits and upcasts one chunk at a time. Fused linear (Liger) never holds the full logits: several GB less at large vocabularies.</translation>
    </message>
    <message>
        <source>torch.compile of the decoder layers: fused element-wise kernels drop the fp32 copies of the norms and the SiLU outputs, and the chunked loss&apos;s upcast. Less activation memory; modelled as an assumption.</source>
        <translation>torch.compile of the decoder layers: fused element-wise kernels drop the fp32 copies of the norms and the SiLU outputs, and the chunked loss&apos;s upcast. Less activation memory; modelled as an assumption.</translation>
    </message>
    <message>
        <source>Activation offloading (torchtune) moves the checkpointed layer inputs to host memory; one layer stays in flight. Needs gradient checkpointing; activation memory then hardly grows with the number of layers.</source>
        <translation>Activation offloading (torchtune) moves the checkpointed layer inputs to host memory; one layer stays in flight. Needs gradient checkpointing; activation memory then hardly grows with the number of layers.</translation>
    </message>
    <message>
        <source>Runs the optimizer step in each gradient&apos;s backward hook and frees the gradient at once: at most the largest tensor&apos;s gradient is alive instead of all of them. Has no effect with CPU offload, where the gradients already leave the GPU.</source>
        <translation>Runs the optimizer step in each gradient&apos;s backward hook and frees the gradient at once: at most the largest tensor&apos;s gradient is alive instead of all of them. Has no effect with CPU offload, where the gradients already leave the GPU.</translation>
    </message>
    <message>
        <source>Change cross-entropy</source>
        <translation>Change cross-entropy</translation>
    </message>
    <message>
        <source>Toggle torch.compile</source>
        <translation>Toggle torch.compile</translation>
    </message>
    <message>
        <source>Toggle activation offloading</source>
        <translation>Toggle activation offloading</translation>
    </message>
    <message>
        <source>Toggle optimizer step in backward</source>
        <translation>Toggle optimizer step in backward</translation>
    </message>
    <message>
        <source>Paged AdamW (bitsandbytes)</source>
        <translation>Paged AdamW (bitsandbytes)</translation>
    </message>
    <message>
        <source>Paged 8-bit AdamW (bitsandbytes)</source>
        <translation>Paged 8-bit AdamW (bitsandbytes)</translation>
    </message>
    <message>
        <source>Plain (transformers 4.45 and older)</source>
        <translation>Plain (transformers 4.45 and older)</translation>
    </message>
    <message>
        <source>Plain on BF16 logits (LitGPT)</source>
        <translation>Plain on BF16 logits (LitGPT)</translation>
    </message>
    <message>
        <source>LM head in chunks (LitGPT)</source>
        <translation>LM head in chunks (LitGPT)</translation>
    </message>
    <message>
        <source>foreach (multi-tensor, temporaries)</source>
        <translation>foreach (multi-tensor, temporaries)</translation>
    </message>
    <message>
        <source>fused (one kernel)</source>
        <translation>fused (one kernel)</translation>
    </message>
    <message>
        <source>for-loop (one tensor at a time)</source>
        <translation>for-loop (one tensor at a time)</translation>
    </message>
    <message>
        <source>FlashAttention / SDPA</source>
        <translation>FlashAttention / SDPA</translation>
    </message>
    <message>
        <source>Eager (scores kept for backward)</source>
        <translation>Eager (scores kept for backward)</translation>
    </message>
    <message>
        <source>SDPA, k and v expanded (LitGPT)</source>
        <translation>SDPA, k and v expanded (LitGPT)</translation>
    </message>
    <message>
        <source>FSDP1 (flat parameters)</source>
        <translation>FSDP1 (flat parameters)</translation>
    </message>
    <message>
        <source>FSDP2 (per-parameter sharding)</source>
        <translation>FSDP2 (per-parameter sharding)</translation>
    </message>
    <message>
        <source>None (Headroom&apos;s defaults)</source>
        <translation>None (Headroom&apos;s defaults)</translation>
    </message>
    <message>
        <source>Hugging Face Trainer (transformers + PEFT + accelerate / DeepSpeed)</source>
        <translation>Hugging Face Trainer (transformers + PEFT + accelerate / DeepSpeed)</translation>
    </message>
    <message>
        <source>torchtune</source>
        <translation>torchtune</translation>
    </message>
    <message>
        <source>LitGPT (Lightning Fabric)</source>
        <translation>LitGPT (Lightning Fabric)</translation>
    </message>
    <message>
        <source>Unsloth</source>
        <translation>Unsloth</translation>
    </message>
    <message>
        <source>Hugging Face Trainer with Liger kernels</source>
        <translation>Hugging Face Trainer with Liger kernels</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Framework</translation>
    </message>
    <message>
        <source>AdamW implementation</source>
        <translation>AdamW implementation</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <source>Change training stack</source>
        <translation>Change training stack</translation>
    </message>
    <message>
        <source>Change AdamW implementation</source>
        <translation>Change AdamW implementation</translation>
    </message>
    <message>
        <source>Change attention kernel</source>
        <translation>Change attention kernel</translation>
    </message>
    <message>
        <source>Change FSDP version</source>
        <translation>Change FSDP version</translation>
    </message>
    <message>
        <source>The framework that runs the fine-tune. It sets state precision, loss, AdamW implementation, attention kernel, FSDP version and the QLoRA details as that framework does (catalog table with sources); the controls below show its values and a change there overrides it. The verdict&apos;s uncertainty band comes from measured runs of the same stack.</source>
        <translation>The framework that runs the fine-tune. It sets state precision, loss, AdamW implementation, attention kernel, FSDP version and the QLoRA details as that framework does (catalog table with sources); the controls below show its values and a change there overrides it. The verdict&apos;s uncertainty band comes from measured runs of the same stack.</translation>
    </message>
    <message>
        <source>PyTorch&apos;s AdamW implementation. foreach (the default on CUDA) allocates temporaries the size of the optimizer states during the step; fused and for-loop do not.</source>
        <translation>PyTorch&apos;s AdamW implementation. foreach (the default on CUDA) allocates temporaries the size of the optimizer states during the step; fused and for-loop do not.</translation>
    </message>
    <message>
        <source>The attention kernel. FlashAttention and SDPA keep no score matrix; eager attention keeps scores and probabilities for backward; LitGPT expands k and v to every query head before SDPA.</source>
        <translation>The attention kernel. FlashAttention and SDPA keep no score matrix; eager attention keeps scores and probabilities for backward; LitGPT expands k and v to every query head before SDPA.</translation>
    </message>
    <message>
        <source>Runs side by side</source>
        <translation>Runs side by side</translation>
    </message>
    <message>
        <source>Train several runs at once, each on an equal group of the cards and inside one NVLink domain where the server has domains. Memory and step are one run&apos;s; power, feeds, host memory, CPUs and storage count every run.</source>
        <translation>Train several runs at once, each on an equal group of the cards and inside one NVLink domain where the server has domains. Memory and step are one run&apos;s; power, feeds, host memory, CPUs and storage count every run.</translation>
    </message>
    <message>
        <source>Change runs side by side</source>
        <translation>Change runs side by side</translation>
    </message>
    <message>
        <source>one run on all GPUs</source>
        <translation>one run on all GPUs</translation>
    </message>
    <message>
        <source>one GPU each</source>
        <translation>one GPU each</translation>
    </message>
    <message>
        <source>%1 GPUs each</source>
        <translation>%1 GPUs each</translation>
    </message>
    <message>
        <source>Workload and build</source>
        <translation>Workload and build</translation>
    </message>
    <message>
        <source>Advanced: model, method and batch</source>
        <translation>Advanced: model, method and batch</translation>
    </message>
    <message>
        <source>Advanced: training stack</source>
        <translation>Advanced: training stack</translation>
    </message>
    <message>
        <source>Advanced: images</source>
        <translation>Advanced: images</translation>
    </message>
    <message>
        <source>Advanced: server and feed</source>
        <translation>Advanced: server and feed</translation>
    </message>
    <message>
        <source>Advanced: run and storage</source>
        <translation>Advanced: run and storage</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Advanced</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameters</translation>
    </message>
    <message>
        <source>PyTorch FSDP: FSDP1 gathers flat parameters per unit, FSDP2 shards each parameter on its own.</source>
        <translation>PyTorch FSDP: FSDP1 gathers flat parameters per unit, FSDP2 shards each parameter on its own.</translation>
    </message>
    <message>
        <source>%1 (vision %2)</source>
        <translation>%1 (vision %2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Advanced: parallelism and servers</source>
        <translation>Advanced: parallelism and servers</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servers</translation>
    </message>
    <message>
        <source>Parallel plan</source>
        <translation>Parallel plan</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensor parallel</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Pipeline parallel</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Context parallel</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Expert parallel</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>Sequence parallel</translation>
    </message>
    <message>
        <source>Data parallel</source>
        <translation>Data parallel</translation>
    </message>
    <message>
        <source>Servers of this build joined by the catalog&apos;s network: one run on every GPU of all of them.</source>
        <translation>Servers of this build joined by the catalog&apos;s network: one run on every GPU of all of them.</translation>
    </message>
    <message>
        <source>Automatic: every GPU holds a data-parallel replica, sharded as set. Manual: split the model with tensor, pipeline, context and expert parallelism; data parallelism takes the GPUs they leave.</source>
        <translation>Automatic: every GPU holds a data-parallel replica, sharded as set. Manual: split the model with tensor, pipeline, context and expert parallelism; data parallelism takes the GPUs they leave.</translation>
    </message>
    <message>
        <source>GPUs that split each layer&apos;s matrices (Megatron-LM tensor parallelism); it must divide the attention and KV heads.</source>
        <translation>GPUs that split each layer&apos;s matrices (Megatron-LM tensor parallelism); it must divide the attention and KV heads.</translation>
    </message>
    <message>
        <source>Pipeline stages: GPUs that hold consecutive layers.</source>
        <translation>Pipeline stages: GPUs that hold consecutive layers.</translation>
    </message>
    <message>
        <source>GPUs that split each sequence (context parallelism).</source>
        <translation>GPUs that split each sequence (context parallelism).</translation>
    </message>
    <message>
        <source>GPUs that split a mixture-of-experts layer&apos;s experts; it must divide the experts.</source>
        <translation>GPUs that split a mixture-of-experts layer&apos;s experts; it must divide the experts.</translation>
    </message>
    <message>
        <source>Split the norms&apos; and dropouts&apos; activations over the tensor-parallel GPUs (Korthikanti et al. 2022).</source>
        <translation>Split the norms&apos; and dropouts&apos; activations over the tensor-parallel GPUs (Korthikanti et al. 2022).</translation>
    </message>
    <message>
        <source>Change servers</source>
        <translation>Change servers</translation>
    </message>
    <message>
        <source>Change parallel plan</source>
        <translation>Change parallel plan</translation>
    </message>
    <message>
        <source>Change tensor parallel</source>
        <translation>Change tensor parallel</translation>
    </message>
    <message>
        <source>Change pipeline parallel</source>
        <translation>Change pipeline parallel</translation>
    </message>
    <message>
        <source>Change context parallel</source>
        <translation>Change context parallel</translation>
    </message>
    <message>
        <source>Change expert parallel</source>
        <translation>Change expert parallel</translation>
    </message>
    <message>
        <source>Toggle sequence parallel</source>
        <translation>Toggle sequence parallel</translation>
    </message>
    <message>
        <source>every GPU</source>
        <translation>every GPU</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatic</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Manual</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ServingDock</name>
    <message>
        <source>Serving the tuned model</source>
        <translation>Serving the tuned model</translation>
    </message>
    <message>
        <source>Serve the tuned model on this build afterwards</source>
        <translation>Serve the tuned model on this build afterwards</translation>
    </message>
    <message>
        <source>Context per user (prompt + output)</source>
        <translation>Context per user (prompt + output)</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>Concurrent users</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>Users against context length</source>
        <translation>Users against context length</translation>
    </message>
    <message>
        <source>Tick the box to see how many users this build serves with the tuned model.</source>
        <translation>Tick the box to see how many users this build serves with the tuned model.</translation>
    </message>
    <message>
        <source>This build</source>
        <translation>This build</translation>
    </message>
    <message>
        <source>Context per user (tokens)</source>
        <translation>Context per user (tokens)</translation>
    </message>
    <message>
        <source>Users</source>
        <translation>Users</translation>
    </message>
    <message>
        <source>%1 users, %2</source>
        <translation>%1 users, %2</translation>
    </message>
</context>
<context>
    <name>headroom::ui::WhatFitsModel</name>
    <message>
        <source>no (−%1)</source>
        <translation>no (−%1)</translation>
    </message>
    <message>
        <source>%1 free</source>
        <translation>%1 free</translation>
    </message>
    <message>
        <source>No catalog server takes %1 of these cards.</source>
        <translation>No catalog server takes %1 of these cards.</translation>
    </message>
    <message>
        <source>In the %1; its CPUs, host memory and power stay. Click to apply.</source>
        <translation>In the %1; its CPUs, host memory and power stay. Click to apply.</translation>
    </message>
    <message>
        <source>Click to apply this build.</source>
        <translation>Click to apply this build.</translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation>1 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
</TS>
