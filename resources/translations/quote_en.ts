<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>QIODevice</name>
    <message>
        <source>Unknown error</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::ui::ComparisonModel</name>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 A 3-phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (fits %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used / capacity per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time (overlapped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfer / compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time for the dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs of %2 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs side by side</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::ui::OutputFile</name>
    <message>
        <source>no file name given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file (a block device or a socket); nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no program is reading from the pipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file changed while it was opened; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file name is too long for a safe save (%1 bytes; the folder takes %2 including a 7-byte temporary suffix)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the system did not say why</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteAssumptions</name>
    <message>
        <source>Model-FLOPs utilisation (FSDP, BF16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model-FLOPs utilisation at long context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length from which the long-context MFU applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Achieved share of the peak link rate in collectives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA context, cuBLAS and NCCL workspaces per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allocator reserve over allocated memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8-bit Adam optimizer state (fp32 master + 2 × 1 B moments)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face accounting over ZeRO&apos;s 16 B (18 B in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory per parameter with optimizer offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA NF4 with double quantisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumable checkpoint (fp32 master, Adam moments, 16-bit weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 export: linear weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory, drives, fans and conversion losses on top of GPUs and CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continuous load planned on a feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory per GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory for OS, data loaders and page cache with offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU Adam update rate of a two-socket server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safety margin a recommended build keeps free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training stack Hugging Face Trainer: AMP over fp32 parameters (18 B per trained parameter), torch AdamW foreach, transformers loss on fp32 logits, FSDP1, bitsandbytes NF4 quantised on load, PEFT targets q/v</source>
        <translation>Training stack Hugging Face Trainer: AMP over fp32 parameters (18 B per trained parameter), torch AdamW foreach, transformers loss on fp32 logits, FSDP1, bitsandbytes NF4 quantised on load, PEFT targets q/v</translation>
    </message>
    <message>
        <source>Training stack torchtune: pure BF16 weights, gradients and AdamW moments (8 B per trained parameter), fused AdamW, chunked cross-entropy (8 chunks), FSDP2, torchao NF4 with double-quantised scales</source>
        <translation>Training stack torchtune: pure BF16 weights, gradients and AdamW moments (8 B per trained parameter), fused AdamW, chunked cross-entropy (8 chunks), FSDP2, torchao NF4 with double-quantised scales</translation>
    </message>
    <message>
        <source>Training stack LitGPT: bf16-true (8 B per trained parameter), LM head in 128-token chunks whose logits Lightning Fabric returns in fp32, torch AdamW foreach (bnb PagedAdamW for QLoRA), NF4 on every linear incl. lm_head, an untied copy of tied embeddings, LoRA with dropout on query and value</source>
        <translation>Training stack LitGPT: bf16-true (8 B per trained parameter), LM head in 128-token chunks whose logits Lightning Fabric returns in fp32, torch AdamW foreach (bnb PagedAdamW for QLoRA), NF4 on every linear incl. lm_head, an untied copy of tied embeddings, LoRA with dropout on query and value</translation>
    </message>
    <message>
        <source>Training stack Unsloth: Hugging Face Trainer states (18 B per trained parameter), gradient checkpoints offloaded to host memory, Triton kernels (as compiled), fused linear cross-entropy, pre-quantised NF4 checkpoints</source>
        <translation>Training stack Unsloth: Hugging Face Trainer states (18 B per trained parameter), gradient checkpoints offloaded to host memory, Triton kernels (as compiled), fused linear cross-entropy, pre-quantised NF4 checkpoints</translation>
    </message>
    <message>
        <source>Training stack Hugging Face Trainer + Liger: as the Trainer, with Liger&apos;s fused linear cross-entropy and RMSNorm/SwiGLU/RoPE kernels</source>
        <translation>Training stack Hugging Face Trainer + Liger: as the Trainer, with Liger&apos;s fused linear cross-entropy and RMSNorm/SwiGLU/RoPE kernels</translation>
    </message>
    <message>
        <source>Uncertainty band of the memory verdict: the smallest and largest error of the measured runs of the same regime (method × sharding × offload × stack; pooled over stacks, then methods, when a regime has fewer than two runs)</source>
        <translation>Uncertainty band of the memory verdict: the smallest and largest error of the measured runs of the same regime (method × sharding × offload × stack; pooled over stacks, then methods, when a regime has fewer than two runs)</translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteDialog</name>
    <message numerus="yes">
        <source>Include &amp;comparison of %n pinned builds</source>
        <translation>
            <numerusform>Include &amp;comparison of %n pinned build</numerusform>
            <numerusform>Include &amp;comparison of %n pinned builds</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ompany:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>German</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quote number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Valid for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices in %1 (0 = on request)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GPU, per card (× %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Host memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;rvice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dis&amp;count:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printed under the line items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file to save the quote to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quote could not be saved to %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteDocument</name>
    <message>
        <source>Comparison of builds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The builds pinned for comparison, each sized for its own configuration. The quote itself is for the configuration on the first page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time (overlapped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit: %1 needed per GPU, %2 on the card (%3 short).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tight: only %1 free per GPU; allocator spikes or a different framework may run out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server draws %1 kW, more than the %2 A feed carries (%3 kW at 80 %).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 32 A feed or a power cap per GPU brings the draw within limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards span more than one NVLink domain: part of the sharded traffic crosses PCIe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe peer-to-peer transfers need the IOMMU off (NCCL: CUDA does not support IOMMU-enabled PCIe P2P); check it at acceptance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weight traffic (%1 s) takes longer than the compute (%2 s) per step: the link sets the pace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model has no vision tower: the image share is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images lengthen the longest sequence to %1 tokens: plan length and micro-batch for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The longest sequence (%1 tokens) exceeds the model&apos;s context.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory: %1 installed, %2 recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With optimizer offload the CPUs perform the parameter update, which slows every optimizer step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dataset is smaller than one global batch (GPUs × micro-batch × accumulation): a single optimizer step sees all of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · Quote %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU servers for AI training and inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(customer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(draft)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n days)</source>
        <translation>
            <numerusform>%1 (%n day)</numerusform>
            <numerusform>%1 (%n days)</numerusform>
        </translation>
    </message>
    <message>
        <source>Prepared for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 on %3 × %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thank you for your enquiry. Below is the server we propose for your fine-tuning run, sized for the workload described in the configuration table; the charts, the assumptions behind every figure and our terms follow on the next pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model states %1 in all, %2 per GPU · step %3 s, %4 tokens/s · %5 kW from the wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 B parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, rank %2, %3 B trainable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AdamW, 32-bit states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, offloaded to host memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State accounting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO paper, 16 B per parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face, 18 B per parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch × accumulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % of samples, %2 × %3 × %4 px (%5 tokens each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (text only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vision tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frozen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (%1 W per GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>230 V, %1 A%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, 400 V three-phase shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 B tokens × %2 epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2 × %3; %4 TB NVMe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory, %1 DDR5 ECC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assembly, burn-in test and delivery in the EU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discount %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total, net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices in %1, excluding VAT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items marked &quot;on request&quot; are priced with the confirmed configuration; the total follows with them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizing results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each chart is computed for the configuration above; the figures beside it are the same values in numbers. GB = 10⁹ bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication buffers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA context and reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total of capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfer vs compute per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traffic per GPU and pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfer, peak / expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s / %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute, peak / expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model-FLOPs utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step, overlapped / serial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aggregate compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run time for the dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power draw against feeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory, drives, fans, losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed %1 V %2 A three-phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed %1 V %2 A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exceeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy for the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kWh, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumable checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoints kept</source>
        <translation>
            <numerusform>%n checkpoint kept</numerusform>
            <numerusform>%n checkpoints kept</numerusform>
        </translation>
    </message>
    <message>
        <source>Final model, BF16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict and warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The configuration holds the run: %1 stay free on each GPU after weights, gradients, optimizer states, activations, buffers and the CUDA reserve. The longest sequence that still fits is %2 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The configuration does not hold the run: each GPU is %1 short. Choose more GPUs, 8-bit Adam, optimizer offload or an adapter method.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % → %2 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step rate under a power cap (cap / TDP → rate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate from published power-capping studies of LLM training; editable in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every figure that is not physics comes from the catalog below, with its source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model states follow the ZeRO paper&apos;s accounting for mixed precision with Adam: 2 B of BF16 weights, 2 B of gradients and 12 B of optimizer state (fp32 master weights, momentum, variance) per parameter, 16 B in all; 8-bit Adam keeps about 10 B. Full sharding (FSDP / ZeRO-3) divides all three by the number of GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters are counted from the model&apos;s architecture (config.json): %1 B in all for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations are counted from the tensors each layer saves for backward, with gradient checkpointing keeping one layer input per layer; logits, communication buffers and the CUDA context come on top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute per step is 6 · P · tokens floating-point operations (8 · P with recomputation) at the GPU&apos;s dense BF16 peak, divided by the model-FLOPs utilisation for the expected time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fully sharded step moves 3 × 2P × (N − 1)/N bytes per GPU (all-gather before forward and backward, reduce-scatter of gradients). Link rates from NVIDIA: NVLink 900 GB/s per H200 NVL GPU inside a bridge domain, PCIe Gen5 x16 128 GB/s, both totals over two directions; a ring leaving an NVLink domain runs at its slowest hop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power is GPUs at TDP (or the cap) plus CPU TDP plus the overhead above; a feed is planned at 80 % of its rating. Host memory follows NVIDIA-Certified Systems guidance of at least twice the GPU memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB are 10⁹ bytes throughout. These are planning figures from published specifications; a measurement on the delivered system confirms them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote %1: %2 on %3 × %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA (NF4 base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fully sharded (FSDP / ZeRO-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-2 (gradients and optimizer sharded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-1 (optimizer sharded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None (data parallel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model uncertainty −%1/+%2 GB</source>
        <translation>model uncertainty −%1/+%2 GB</translation>
    </message>
    <message>
        <source>Fits: %1 free per GPU (%2 of %3 used), %4</source>
        <translation>Fits: %1 free per GPU (%2 of %3 used), %4</translation>
    </message>
    <message>
        <source>Tight: %1 free per GPU (%2 of %3 used), %4</source>
        <translation>Tight: %1 free per GPU (%2 of %3 used), %4</translation>
    </message>
    <message>
        <source>Does not fit: %1 short per GPU (%2 needed, %3 on the card), %4</source>
        <translation>Does not fit: %1 short per GPU (%2 needed, %3 on the card), %4</translation>
    </message>
    <message>
        <source>Per GPU: allocated peak %1 (torch.cuda.max_memory_allocated), reserved peak %2 (torch.cuda.max_memory_reserved), total %3 as nvidia-smi shows it; likely %4 to %5.</source>
        <translation>Per GPU: allocated peak %1 (torch.cuda.max_memory_allocated), reserved peak %2 (torch.cuda.max_memory_reserved), total %3 as nvidia-smi shows it; likely %4 to %5.</translation>
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
        <source>Training stack</source>
        <translation>Training stack</translation>
    </message>
    <message>
        <source>none (Headroom&apos;s defaults)</source>
        <translation>none (Headroom&apos;s defaults)</translation>
    </message>
    <message>
        <source>pure BF16, 8 B per parameter</source>
        <translation>pure BF16, 8 B per parameter</translation>
    </message>
    <message>
        <source>plain, transformers 4.45 and older</source>
        <translation>plain, transformers 4.45 and older</translation>
    </message>
    <message>
        <source>plain on BF16 logits</source>
        <translation>plain on BF16 logits</translation>
    </message>
    <message>
        <source>plain (Hugging Face)</source>
        <translation>plain (Hugging Face)</translation>
    </message>
    <message>
        <source>chunked (torchtune)</source>
        <translation>chunked (torchtune)</translation>
    </message>
    <message>
        <source>LM head in chunks (LitGPT)</source>
        <translation>LM head in chunks (LitGPT)</translation>
    </message>
    <message>
        <source>fused linear (Liger)</source>
        <translation>fused linear (Liger)</translation>
    </message>
    <message>
        <source>Cross-entropy</source>
        <translation>Cross-entropy</translation>
    </message>
    <message>
        <source>Tight: %1 free per GPU, but measured runs of this kind needed up to %2 more than predicted (%3 in all).</source>
        <translation>Tight: %1 free per GPU, but measured runs of this kind needed up to %2 more than predicted (%3 in all).</translation>
    </message>
    <message>
        <source>The configuration is tight: %1 stay free on each GPU as predicted, but that is within the model&apos;s uncertainty (measured runs of this kind put the total up to %2). The longest sequence that still fits is %3 tokens.</source>
        <translation>The configuration is tight: %1 stay free on each GPU as predicted, but that is within the model&apos;s uncertainty (measured runs of this kind put the total up to %2). The longest sequence that still fits is %3 tokens.</translation>
    </message>
    <message>
        <source>The uncertainty band comes from the calibration runs of the regime %1 (%2 runs): the total lies between %3 and %4 per GPU.</source>
        <translation>The uncertainty band comes from the calibration runs of the regime %1 (%2 runs): the total lies between %3 and %4 per GPU.</translation>
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
        <source>Runs side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one run on all GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CPUs have %1 cores, fewer than the %2 that %3 GPUs need.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs of %2 GPUs each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU, each of %1 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfer vs compute per step, each run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run time, each run for its dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput, all runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power draw against feeds, all %1 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy for all %1 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint storage for %1 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 checkpoints kept per run, all runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final models, BF16, all runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 exports, all runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs side by side, each fits with %2 free per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs side by side, each %2 short per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each run: %1 of %2 used per GPU, model states %3 · step %4 s, %5 tokens/s · the server: %6 kW from the wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2, %3 runs side by side on %4 × %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network between the servers needs %1 s per step, more than the compute (%2 s): %3 Gb/s per server would hide it.</source>
        <translation>The network between the servers needs %1 s per step, more than the compute (%2 s): %3 Gb/s per server would hide it.</translation>
    </message>
    <message>
        <source>The catalog has no power figure for a switch, link or adapter of this network: the cluster&apos;s power leaves it out.</source>
        <translation>The catalog has no power figure for a switch, link or adapter of this network: the cluster&apos;s power leaves it out.</translation>
    </message>
    <message>
        <source>The server&apos;s supplies (%1 W) do not carry its peak of %2 W with one supply failed (N+1).</source>
        <translation>The server&apos;s supplies (%1 W) do not carry its peak of %2 W with one supply failed (N+1).</translation>
    </message>
    <message>
        <source>Hugging Face Trainer with Liger kernels</source>
        <translation>Hugging Face Trainer with Liger kernels</translation>
    </message>
    <message>
        <source>%1 runs side by side, each tight: %2 free per GPU, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving: the weights (%1 per GPU) and the engine&apos;s reserves leave no room for the KV cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving: %1 of %2 users get %3 tokens each (the longest context for one user is %4 tokens).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving: %1 tokens per user exceed the model&apos;s context of %2 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving: the catalog has no memory bandwidth for this GPU, so the decode rate is not estimated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving the tuned model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the fine-tune, this build does not serve the model as planned: the weights (%1 per GPU) and the serving engine&apos;s reserves leave no room for the KV cache of %2 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the fine-tune, the same build serves %1 users at %2 tokens each (prompt and output), about %3 tokens per second per user and %4 in all; the cache has room for %5 users at that length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the fine-tune, the same build serves %1 of the %2 users at %3 tokens each, about %4 tokens per second per user; more cards, FP8 weights or an FP8 KV cache serve more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT4 (AWQ/GPTQ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MXFP4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 replicas of %2 GPUs (tensor parallel over %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 replicas of one GPU each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine (vLLM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights / KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 weights, %2 activation peak, %3 reserves, %4 KV cache (%5 × %6 of the card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes in the layers that keep one, plus %2 of fixed state per user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache per replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens; one user alone gets up to %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Users at %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens/s per user, %2 tokens/s in all (%3-bound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory-bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s for a prompt of %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power while serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW (GPUs at the decode load)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory as vLLM accounts it (gpu_memory_utilization, the profiled activation peak, CUDA graphs); the decode rate is bound by the bytes each step reads (weights and every user&apos;s cache) over the memory bandwidth, or by the compute; each user&apos;s step at the full context. The assumptions below name the sources.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteRenderer</name>
    <message>
        <source>the PDF could not be rendered</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
