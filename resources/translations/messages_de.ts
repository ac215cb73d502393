<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>headroom::Messages</name>
    <message>
        <source>× IT power</source>
        <translation>× IT-Leistung</translation>
    </message>
    <message>
        <source>years</source>
        <translation>Jahre</translation>
    </message>
    <message>
        <source>Exchange rate for cloud prices in US dollars</source>
        <translation>Wechselkurs für Cloud-Preise in US-Dollar</translation>
    </message>
    <message>
        <source>Power usage effectiveness of the facility (total power / IT power)</source>
        <translation>Energieeffizienz des Rechenzentrums (PUE: Gesamtleistung / IT-Leistung)</translation>
    </message>
    <message>
        <source>Years of use a bought build is costed over (own or rent)</source>
        <translation>Nutzungsjahre, über die eine gekaufte Konfiguration gerechnet wird (kaufen oder mieten)</translation>
    </message>
    <message>
        <location filename="../../core/base/messagetable.cpp" line="+17"/>
        <source>Does not fit: %1 needed per GPU, %2 on the card (%3 short).</source>
        <translation>Passt nicht: %1 pro GPU benötigt, %2 auf der Karte (%3 zu wenig).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tight: %1 free per GPU, but the memory band of measured runs of this kind, widened where this run lies outside them, reaches %2 above the prediction (%3 in all).</source>
        <translation>Knapp: %1 frei pro GPU, doch das Speicherband gemessener Läufe dieser Art, verbreitert, wo dieser Lauf außerhalb von ihnen liegt, reicht %2 über die Vorhersage (%3 insgesamt).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tight: only %1 free per GPU; allocator spikes or a different framework may run out.</source>
        <translation>Knapp: nur %1 frei pro GPU; Lastspitzen des Allokators oder ein anderes Framework können den Speicher sprengen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server draws %1, more than the %2 A feed carries (%3 at %4).</source>
        <translation>Der Server nimmt %1 auf, mehr als der %2-A-Anschluss trägt (%3 bei %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server draws %1, more than the 400 V three-phase %2 A feed carries (%3 at %4).</source>
        <translation>Der Server nimmt %1 auf, mehr als der 400-V-Drehstromanschluss mit %2 A trägt (%3 bei %4).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A %1 A feed or a power cap per GPU brings the draw within limits.</source>
        <translation>Ein %1-A-Anschluss oder eine Leistungsgrenze pro GPU hält die Leistungsaufnahme in den Grenzen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Host memory: %1 installed, %2 recommended.</source>
        <translation>Hauptspeicher: %1 eingebaut, %2 empfohlen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The CPUs have %1 cores, fewer than the %2 that %3 GPUs need (%4 per GPU).</source>
        <translation>Die CPUs haben %1 Kerne, weniger als die %2, die %3 GPUs brauchen (%4 pro GPU).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cards span %2 NVLink domains: part of the sharded traffic crosses PCIe.</source>
        <translation>%1 Karten verteilen sich auf %2 NVLink-Domänen: Ein Teil der verteilten Übertragung läuft über PCIe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PCIe peer-to-peer transfers need the IOMMU off (NCCL: CUDA does not support IOMMU-enabled PCIe P2P); check it at acceptance.</source>
        <translation>PCIe-Peer-to-Peer-Übertragungen erfordern eine abgeschaltete IOMMU (NCCL: CUDA unterstützt PCIe-P2P mit aktiver IOMMU nicht); bei der Abnahme prüfen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The weight traffic (%1) takes longer than the compute (%2) per step: the link sets the pace.</source>
        <translation>Die Gewichtsübertragung (%1) dauert pro Schritt länger als das Rechnen (%2): Die Verbindung bestimmt das Tempo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model has no vision tower: the image share is ignored.</source>
        <translation>Das Modell hat keinen Vision-Tower: Der Bildanteil wird ignoriert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Images add %1 tokens to the longest sequence (%2 in all): plan length and micro-batch for it.</source>
        <translation>Bilder verlängern die längste Sequenz um %1 Tokens (%2 insgesamt): Sequenzlänge und Micro-Batch darauf auslegen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The longest sequence (%1 tokens) exceeds the model&apos;s context of %2 tokens.</source>
        <translation>Die längste Sequenz (%1 Tokens) überschreitet den Kontext des Modells von %2 Tokens.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No dense BF16 figure is published for the %1; the compute times use the catalog&apos;s estimate (%2).</source>
        <translation>Für die %1 ist kein dichter BF16-Wert veröffentlicht; die Rechenzeiten nutzen die Schätzung aus dem Katalog (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dataset (%1 sequences) is smaller than one global batch (%2 sequences: GPUs × micro-batch × accumulation): a single optimizer step sees all of it.</source>
        <translation>Der Datensatz (%1 Sequenzen) ist kleiner als ein globaler Batch (%2 Sequenzen: GPUs × Micro-Batch × Akkumulation): Ein einziger Optimiererschritt sieht ihn ganz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The network between the servers needs %1 per step, more than the compute (%2): %3 Gb/s per server would hide it.</source>
        <translation>Das Netzwerk zwischen den Servern braucht %1 pro Schritt, länger als die Rechenzeit (%2): mit %3 Gb/s pro Server liefe es verdeckt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The catalog has no power figure for a switch, link or adapter of this network: the cluster&apos;s power leaves it out.</source>
        <translation>Der Katalog nennt für einen Switch, eine Verbindung oder einen Adapter dieses Netzwerks keine Leistungsaufnahme: die Leistung des Clusters enthält sie nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server&apos;s supplies (%1) do not carry its peak of %2 with one supply failed (N+1).</source>
        <translation>Die Netzteile des Servers (%1) tragen seine Spitzenlast von %2 nicht, wenn ein Netzteil ausfällt (N+1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No catalog server takes %1 cards of &apos;%2&apos;.</source>
        <translation>Kein Katalog-Server nimmt %1 Karten vom Typ „%2“ auf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of the %2 cards of the %3 are used: the chassis&apos;s CPUs, host memory and power stay in the figures.</source>
        <translation>%1 der %2 Karten des %3 sind belegt: CPUs, Hauptspeicher und Leistung des Gehäuses bleiben in den Zahlen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serving: %1 tokens per user exceed the model&apos;s context of %2 tokens.</source>
        <translation>Betrieb: %1 Tokens pro Nutzer überschreiten den Kontext des Modells von %2 Tokens.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serving: the weights (%1 per GPU) and the engine&apos;s reserves leave no room for the KV cache in %2 of the card.</source>
        <translation>Betrieb: Die Gewichte (%1 pro GPU) und die Reserven der Inferenz-Engine lassen in %2 der Karte keinen Platz für den KV-Cache.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Serving: the engine refuses to start: one sequence of %1 tokens (max_model_len) does not fit its KV cache of %2 tokens.</source>
        <translation>Betrieb: Die Inferenz-Engine startet nicht: Eine Sequenz von %1 Tokens (max_model_len) passt nicht in ihren KV-Cache von %2 Tokens.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Serving: users served at %3 tokens each: %1 of %2 planned (the longest context for one user is %4 tokens).</source>
        <translation>Betrieb: Nutzer mit je %3 Tokens bedient: %1 von %2 geplanten (der längste Kontext für einen einzelnen Nutzer sind %4 Tokens).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serving: the catalog has no memory bandwidth for this GPU, so the decode rate is not estimated.</source>
        <translation>Betrieb: Der Katalog nennt für diese GPU keine Speicherbandbreite; die Dekodierrate wird nicht geschätzt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rollout engine: the weights (%1 per GPU) and the engine&apos;s reserves leave no room for the KV cache in %2 of the card.</source>
        <translation>Rollout-Engine: Die Gewichte (%1 pro GPU) und die Reserven der Engine lassen in %2 der Karte keinen Platz für den KV-Cache.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rollout engine: its KV cache in %3 of the card holds %1 tokens, less than one sequence of prompt and completion (%2 tokens).</source>
        <translation>Rollout-Engine: Ihr KV-Cache in %3 der Karte fasst %1 Tokens, weniger als eine Sequenz aus Prompt und Antwort (%2 Tokens).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fits: %1 free per GPU.</source>
        <translation>Passt: %1 frei pro GPU.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tight: %1 free per GPU; the memory band of measured runs of this kind, widened where this run lies outside them, reaches %2 above the prediction.</source>
        <translation>Knapp: %1 frei pro GPU; das Speicherband gemessener Läufe dieser Art, verbreitert, wo dieser Lauf außerhalb von ihnen liegt, reicht %2 über die Vorhersage.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fits: %1 free per GPU, at the band&apos;s upper end too; no measured run of this kind yet.</source>
        <translation>Passt: %1 frei pro GPU, auch am oberen Ende des Bands; noch kein gemessener Lauf dieser Art.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tight: %1 free per GPU; no measured run of this kind yet, and the band from the runs around it reaches %2 above the prediction.</source>
        <translation>Knapp: %1 frei pro GPU; noch kein gemessener Lauf dieser Art, und das Band aus den benachbarten Läufen reicht %2 über die Vorhersage.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tight: only %1 free per GPU, under the %2 safety margin.</source>
        <translation>Knapp: nur %1 frei pro GPU, unter der Sicherheitsreserve von %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Does not fit: short by %1 per GPU.</source>
        <translation>Passt nicht: %1 zu wenig pro GPU.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does not run as planned: the parallel plan does not suit this model on these GPUs.</source>
        <translation>Läuft so nicht: Der Parallelisierungsplan passt nicht zu diesem Modell auf diesen GPUs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Does not run: the rollout engine needs %1 per GPU (its weights alone %2), more than its %3 share of the card (%4).</source>
        <translation>Läuft nicht: Die Rollout-Engine braucht %1 pro GPU (allein ihre Gewichte %2), mehr als ihr Anteil von %3 der Karte (%4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Does not run as planned: the server draws %1, more than the planned %2 A feed carries (%3); the memory fits with %4 free per GPU.</source>
        <translation>Läuft so nicht: Der Server nimmt %1 auf, mehr als der geplante %2-A-Anschluss trägt (%3); der Speicher passt mit %4 frei pro GPU.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Does not run as planned: the server draws %1, more than the planned 400 V three-phase %2 A feed carries (%3); the memory fits with %4 free per GPU.</source>
        <translation>Läuft so nicht: Der Server nimmt %1 auf, mehr als der geplante 400-V-Drehstromanschluss mit %2 A trägt (%3); der Speicher passt mit %4 frei pro GPU.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Serving falls short: users served at %3 tokens each: %1 of %2 planned; the training fits with %4 free per GPU.</source>
        <translation>Der Betrieb reicht nicht: Nutzer mit je %3 Tokens bedient: %1 von %2 geplanten; das Training passt mit %4 frei pro GPU.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With optimizer offload the CPUs perform the parameter update, which slows every optimizer step.</source>
        <translation>Mit ausgelagertem Optimierer rechnen die CPUs das Parameter-Update; das verlangsamt jeden Optimiererschritt.</translation>
    </message>
    <message>
        <location filename="../../core/base/messagetable.cpp" line="+1"/>
        <source>The fused cross-entropy is sized as a fused linear cross-entropy that holds no logits; Megatron-LM&apos;s --cross-entropy-loss-fusion still holds them: for that run set fused_cross_entropy false.</source>
        <translation>Die fusionierte Kreuzentropie ist als fusionierte lineare Kreuzentropie ausgelegt, die keine Logits hält; --cross-entropy-loss-fusion von Megatron-LM hält sie weiterhin: Für diesen Lauf fused_cross_entropy auf false setzen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With the optimizer offloaded DeepSpeed steps its 32-bit CPU Adam, not the 8-bit or 4-bit optimizer (accelerate swaps it in): model states, host memory and checkpoints are sized for 32-bit AdamW.</source>
        <translation>Mit ausgelagertem Optimierer rechnet DeepSpeed mit seinem 32-Bit-CPU-Adam, nicht mit dem 8- oder 4-Bit-Optimierer (accelerate tauscht ihn aus): Modellzustände, Hauptspeicher und Checkpoints sind für 32-Bit-AdamW bemessen.</translation>
    </message>
    <message>
        <source>The megatron section is not sized: Megatron-LM runs its precision-aware optimizer only with its distributed optimizer (tensor, pipeline or expert parallelism with sharding zero1).</source>
        <translation>Der Abschnitt megatron ist nicht eingerechnet: Megatron-LM nutzt seinen präzisionsbewussten Optimierer nur mit seinem verteilten Optimierer (Tensor-, Pipeline- oder Expertenparallelität mit sharding zero1).</translation>
    </message>
    <message>
        <source>The deepspeed section is not sized: this run&apos;s states are not held by DeepSpeed&apos;s ZeRO engine.</source>
        <translation>Der Abschnitt deepspeed ist nicht eingerechnet: Die Zustände dieses Laufs hält nicht die ZeRO-Engine von DeepSpeed.</translation>
    </message>
    <message>
        <source>Megatron-LM offloads the optimizer only with --use-precision-aware-optimizer: sized so (fp32 states); set megatron.use_precision_aware_optimizer for the launch.</source>
        <translation>Megatron-LM lagert den Optimierer nur mit --use-precision-aware-optimizer aus: so ausgelegt (fp32-Zustände); für den Start megatron.use_precision_aware_optimizer setzen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>FSDP offloads the parameters with the optimizer, never the optimizer alone: this run is sized as DeepSpeed ZeRO-3 with offload_optimizer, as the recipes Headroom writes run it.</source>
        <translation>FSDP lagert die Parameter mit dem Optimierer aus, nie den Optimierer allein: Dieser Lauf ist als DeepSpeed ZeRO-3 mit offload_optimizer ausgelegt, so wie ihn die von Headroom geschriebenen Trainingskonfigurationen ausführen.</translation>
    </message>
    <message>
        <source>The routed experts are sized quantised: transformers 4.x quantises each expert&apos;s nn.Linear, Axolotl&apos;s quantize_moe_experts the fused experts of transformers 5; bitsandbytes alone under transformers 5 keeps the fused experts in BF16: %1 more weights in all.</source>
        <translation>Die gerouteten Experten sind quantisiert angesetzt: transformers 4.x quantisiert das nn.Linear jedes Experten, quantize_moe_experts von Axolotl die fusionierten Experten von transformers 5; bitsandbytes allein lässt unter transformers 5 die fusionierten Experten in BF16: insgesamt %1 mehr Gewichte.</translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+16"/>
        <source>Model-FLOPs utilisation (FSDP, BF16)</source>
        <translation>Model-FLOPs-Auslastung (FSDP, BF16)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model-FLOPs utilisation at long context</source>
        <translation>Model-FLOPs-Auslastung bei langem Kontext</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length from which the long-context MFU applies</source>
        <translation>Länge, ab der die MFU für langen Kontext gilt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Achieved share of the peak link rate in collectives</source>
        <translation>Erreichter Anteil der Spitzenrate der Verbindung in Kollektiven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA context, cuBLAS and NCCL workspaces per GPU</source>
        <translation>CUDA-Kontext, cuBLAS- und NCCL-Arbeitsspeicher pro GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allocator reserve over allocated memory</source>
        <translation>Allokator-Reserve über dem belegten Speicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8-bit Adam optimizer state (fp32 master + 2 × 1 B moments)</source>
        <translation>Optimiererzustand 8-Bit-Adam (fp32-Master + 2 × 1 B Momente)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hugging Face accounting over ZeRO&apos;s 16 B (18 B in all)</source>
        <translation>Hugging-Face-Zählung über den 16 B von ZeRO (18 B insgesamt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host memory per parameter with optimizer offload</source>
        <translation>Hauptspeicher pro Parameter mit ausgelagertem Optimierer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QLoRA NF4 with double quantisation</source>
        <translation>QLoRA NF4 mit doppelter Quantisierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DeepSpeed ZeRO: reduce_bucket_size</source>
        <translation>DeepSpeed ZeRO: reduce_bucket_size (Elemente)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DeepSpeed ZeRO-3: stage3_prefetch_bucket_size</source>
        <translation>DeepSpeed ZeRO-3: stage3_prefetch_bucket_size (Elemente)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DeepSpeed ZeRO-3: stage3_max_live_parameters</source>
        <translation>DeepSpeed ZeRO-3: stage3_max_live_parameters (Elemente)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DeepSpeed ZeRO-3: stage3_param_persistence_threshold</source>
        <translation>DeepSpeed ZeRO-3: stage3_param_persistence_threshold (Elemente)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LoRA on an 8-bit base: int8 linear weights</source>
        <translation>LoRA auf 8-Bit-Basis: Int8-Gewichte der linearen Schichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resumable checkpoint (fp32 master, Adam moments, 16-bit weights)</source>
        <translation>Fortsetzbarer Checkpoint (fp32-Master, Adam-Momente, 16-Bit-Gewichte)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP8 export: linear weights</source>
        <translation>FP8-Export: lineare Gewichte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory, drives, fans and conversion losses on top of GPUs and CPUs</source>
        <translation>Speicher, Laufwerke, Lüfter und Wandlungsverluste zusätzlich zu GPUs und CPUs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continuous load planned on a feed</source>
        <translation>Geplante Dauerlast eines Anschlusses</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host memory per GPU memory</source>
        <translation>Hauptspeicher je GPU-Speicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host memory for OS, data loaders and page cache with offload</source>
        <translation>Hauptspeicher für Betriebssystem, Data Loader und Page Cache bei Auslagerung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU Adam update rate of a two-socket server</source>
        <translation>CPU-Adam-Update-Rate eines Zwei-Sockel-Servers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Electricity price</source>
        <translation>Strompreis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Safety margin a recommended build keeps free</source>
        <translation>Sicherheitsreserve, die eine empfohlene Konfiguration frei lässt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physical CPU cores per GPU (data loaders, launch threads; shared by runs side by side)</source>
        <translation>Physische CPU-Kerne pro GPU (Datenlader, Start-Threads; geteilt von parallelen Läufen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Peak over the sustained server draw (GPU power excursions), for PSUs and rack feeds</source>
        <translation>Spitze über der Dauerleistung des Servers (Lastspitzen der GPUs), für Netzteile und Rack-Anschlüsse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rating of one server power supply (PSU redundancy N+1, N+N)</source>
        <translation>Nennleistung eines Server-Netzteils (Netzteil-Redundanz N+1, N+N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Usable units of one rack</source>
        <translation>Nutzbare Höheneinheiten eines Racks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint write rate of one server&apos;s local NVMe storage</source>
        <translation>Schreibrate der Checkpoints auf den lokalen NVMe-Speicher eines Servers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serving: INT4 (AWQ/GPTQ) linear weights</source>
        <translation>Betrieb: lineare Gewichte in INT4 (AWQ/GPTQ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving: MXFP4 linear weights</source>
        <translation>Betrieb: lineare Gewichte in MXFP4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving: achieved / peak memory bandwidth while decoding</source>
        <translation>Betrieb: erreichte / maximale Speicherbandbreite beim Dekodieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serving: fixed cost of one ring step of a tensor-parallel all-reduce</source>
        <translation>Betrieb: feste Dauer eines Ringschritts eines tensorparallelen All-Reduce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serving: tokens of the engine&apos;s profile run (max_num_batched_tokens)</source>
        <translation>Betrieb: Tokens des Profilierungslaufs der Inferenz-Engine (max_num_batched_tokens)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serving: engine allocations outside PyTorch per GPU (NCCL, cuBLAS)</source>
        <translation>Betrieb: Speicher der Inferenz-Engine außerhalb von PyTorch pro GPU (NCCL, cuBLAS)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serving: CUDA graphs captured by the engine per GPU</source>
        <translation>Betrieb: von der Inferenz-Engine erfasste CUDA-Graphen pro GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving: GPU draw while decoding, share of its power limit</source>
        <translation>Betrieb: Leistungsaufnahme der GPU beim Dekodieren, Anteil ihres Leistungslimits</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preference / RL: completions per prompt (group size)</source>
        <translation>Präferenz / RL: Antworten pro Prompt (Gruppengröße)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preference / RL: prompt tokens</source>
        <translation>Präferenz / RL: Tokens des Prompts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preference / RL: completion tokens</source>
        <translation>Präferenz / RL: Tokens der Antwort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preference / RL: share of each training GPU for a colocated rollout engine</source>
        <translation>Präferenz / RL: Anteil jeder trainierenden GPU für eine Rollout-Engine auf denselben GPUs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preference / RL: share of each GPU of a rollout engine on GPUs of its own</source>
        <translation>Präferenz / RL: Anteil jeder GPU für eine Rollout-Engine auf eigenen GPUs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preference / RL: GPUs per rollout engine replica (tensor parallel)</source>
        <translation>Präferenz / RL: GPUs pro Replikat der Rollout-Engine (Tensor-Parallelität)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preference / RL: the rollout engine sleeps while the policy trains</source>
        <translation>Präferenz / RL: Die Rollout-Engine schläft, während die Policy trainiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preference / RL: DPO&apos;s beta (a reference model when above 0)</source>
        <translation>Präferenz / RL: Beta von DPO (über 0 mit Referenzmodell)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preference / RL: GRPO&apos;s KL coefficient (a reference model when above 0)</source>
        <translation>Präferenz / RL: KL-Koeffizient von GRPO (über 0 mit Referenzmodell)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preference / RL: PPO&apos;s KL coefficient (a reference model when above 0)</source>
        <translation>Präferenz / RL: KL-Koeffizient von PPO (über 0 mit Referenzmodell)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preference / RL: micro-batch per GPU when the scenario gives none (DPO: pairs)</source>
        <translation>Präferenz / RL: Micro-Batch je GPU, wenn das Szenario keinen angibt (DPO: Paare)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preference / RL: host memory of one rollout worker process (one per GPU that runs the engine)</source>
        <translation>Präferenz / RL: Hauptspeicher eines Rollout-Prozesses (einer je GPU, auf der die Engine läuft)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Uncertainty band of the memory verdict: the smallest and largest error of the measured runs of the same regime (method × sharding × offload × stack; pooled over stacks, then offload, then sharding until runs of two sources are in it), each end moved out by the farthest one source&apos;s runs lie beyond the other sources&apos; (leave-one-source-out); a regime without runs takes the widest of its nearest parent regimes</source>
        <translation>Unsicherheitsband des Speicherurteils: kleinster und größter Fehler der gemessenen Läufe derselben Klasse (Methode × Verteilung × Auslagerung × Trainingsumgebung; über Trainingsumgebungen, dann Auslagerung, dann Verteilung zusammengefasst, bis Läufe zweier Quellen darin sind); jedes Ende um so viel hinausgeschoben, wie die Läufe einer Quelle am weitesten außerhalb der Läufe der anderen Quellen liegen (eine Quelle ausgelassen); eine Klasse ohne Läufe nimmt das breiteste Band ihrer nächsten übergeordneten Klassen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Memory band: widening of each end where the longest sequence lies outside the lengths of the measured runs of the same method (scaled by the share of the total not counted per parameter)</source>
        <translation>Speicherband: Verbreiterung jedes Endes, wenn die längste Sequenz außerhalb der Längen der gemessenen Läufe derselben Methode liegt (gewichtet mit dem Anteil der Summe, der nicht je Parameter gezählt wird)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory band: widening of each end where the GPU count lies outside the GPU counts of the measured runs of the same method</source>
        <translation>Speicherband: Verbreiterung jedes Endes, wenn die Zahl der GPUs außerhalb der GPU-Zahlen der gemessenen Läufe derselben Methode liegt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory band: widening of each end for an offload that none of the measured runs of the same method used</source>
        <translation>Speicherband: Verbreiterung jedes Endes für eine Auslagerung, die keiner der gemessenen Läufe derselben Methode nutzte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory band: widening of each end for a parallel plan (tensor, pipeline, context or expert parallel) that none of the measured runs of the same method used</source>
        <translation>Speicherband: Verbreiterung jedes Endes für einen Parallelplan (Tensor-, Pipeline-, Kontext- oder Expertenparallelität), den keiner der gemessenen Läufe derselben Methode nutzte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory band: widening of each end for a model family without a run of the same method</source>
        <translation>Speicherband: Verbreiterung je Ende für eine Modellfamilie ohne Lauf der Methode</translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>Memory band: widening of each end for a mixture-of-experts model split over GPUs (fully sharded, or by a tensor or expert parallel plan) where none of the measured runs of the same method split one (with a parallel plan no run used: only what exceeds that widening)</source>
        <translation>Speicherband: Verbreiterung jedes Endes für ein über GPUs geteiltes Mixture-of-Experts-Modell (mit vollem Sharding oder durch einen Tensor- oder Expertenparallelplan), wo keiner der gemessenen Läufe derselben Methode eines teilte (mit einem Parallelplan, den kein Lauf nutzte: nur was über dessen Verbreiterung hinausgeht)</translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>Memory band: widening of each end for torchtitan&apos;s selective per-op checkpointing where none of the measured runs of the same method used it</source>
        <translation>Speicherband: Verbreiterung jedes Endes für torchtitans selektives Checkpointing je Operation, wo keiner der gemessenen Läufe derselben Methode es nutzte</translation>
    </message>
    <message>
        <source>Memory band: widening of each end for Megatron-LM&apos;s precision-aware optimizer where none of the measured runs of the same method used it</source>
        <translation>Speicherband: Verbreiterung jedes Endes für den präzisionsbewussten Optimierer von Megatron-LM, wo keiner der gemessenen Läufe derselben Methode ihn nutzte</translation>
    </message>
    <message>
        <location filename="../../core/base/messagetable.cpp" line="-120"/>
        <source>No measured run of this kind yet: the memory band is the widest of the kinds of run around it.</source>
        <translation>Noch kein gemessener Lauf dieser Art: Das Speicherband ist das breiteste der benachbarten Arten von Läufen.</translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+3"/>
        <source>Training stack Hugging Face Trainer: AMP over fp32 parameters (18 B per trained parameter), torch AdamW foreach, transformers loss on fp32 logits, FSDP1, bitsandbytes NF4 quantised on load, PEFT targets q/v</source>
        <translation>Trainingsumgebung Hugging Face Trainer: AMP über fp32-Parametern (18 B pro trainiertem Parameter), torch-AdamW foreach, Loss von transformers auf fp32-Logits, FSDP1, bitsandbytes-NF4 beim Laden quantisiert, PEFT-Ziele q/v</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Training stack torchtune: pure BF16 weights, gradients and AdamW moments (8 B per trained parameter), fused AdamW, chunked cross-entropy (8 chunks), FSDP2, torchao NF4 with double-quantised scales</source>
        <translation>Trainingsumgebung torchtune: Gewichte, Gradienten und AdamW-Momente rein in BF16 (8 B pro trainiertem Parameter), fused AdamW, Kreuzentropie in 8 Blöcken, FSDP2, torchao-NF4 mit doppelt quantisierten Skalen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Training stack LitGPT: bf16-true (8 B per trained parameter), LM head in 128-token chunks whose logits Lightning Fabric returns in fp32, torch AdamW foreach (bnb PagedAdamW for QLoRA), NF4 on every linear incl. lm_head, an untied copy of tied embeddings, LoRA with dropout on query and value</source>
        <translation>Trainingsumgebung LitGPT: bf16-true (8 B pro trainiertem Parameter), Ausgabeschicht in Blöcken zu 128 Tokens, deren Logits Lightning Fabric in FP32 zurückgibt, torch-AdamW foreach (bnb-PagedAdamW bei QLoRA), NF4 auf jeder linearen Schicht samt lm_head, eine getrennte Kopie gekoppelter Einbettungen, LoRA mit Dropout auf Query und Value</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Training stack Unsloth: Hugging Face Trainer states (18 B per trained parameter), gradient checkpoints offloaded to host memory, Triton kernels (as compiled), fused linear cross-entropy, pre-quantised NF4 checkpoints</source>
        <translation>Trainingsumgebung Unsloth: Zustände wie der Hugging Face Trainer (18 B pro trainiertem Parameter), Gradienten-Checkpoints in den Hauptspeicher ausgelagert, Triton-Kerne (wie kompiliert), fusionierte lineare Kreuzentropie, vorab quantisierte NF4-Checkpoints</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Training stack Hugging Face Trainer + Liger: as the Trainer, with Liger&apos;s fused linear cross-entropy and RMSNorm/SwiGLU/RoPE kernels</source>
        <translation>Trainingsumgebung Hugging Face Trainer + Liger: wie der Trainer, mit Ligers fusionierter linearer Kreuzentropie und RMSNorm-, SwiGLU- und RoPE-Kernen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>B/param</source>
        <translation>B/Parameter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B/weight</source>
        <translation>B/Gewicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cores</source>
        <translation>Kerne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>params/s</source>
        <translation>Parameter/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>elements</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>× GPU memory</source>
        <translation>× GPU-Speicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>U</source>
        <translation>HE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completions</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sequences</source>
        <translation>Sequenzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>GPU count</source>
        <translation>GPU-Zahl</translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>offload</source>
        <translation>Auslagerung</translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>parallel plan</source>
        <translation>Parallelplan</translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>model family</source>
        <translation>Modellfamilie</translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>mixture of experts split over GPUs</source>
        <translation>über GPUs geteiltes Mixture-of-Experts-Modell</translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>selective per-op checkpointing</source>
        <translation>selektives Checkpointing je Operation</translation>
    </message>
    <message>
        <source>precision-aware optimizer</source>
        <translation>präzisionsbewusster Optimierer</translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>No measured run of this kind yet: the band is the widest of the kinds of run around it.</source>
        <translation>Noch kein gemessener Lauf dieser Art: Das Band ist das breiteste der benachbarten Arten von Läufen.</translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>One source held out at a time, %1 of the runs lay inside the others&apos; band.</source>
        <translation>Je eine Quelle ausgelassen, lagen %1 der Läufe im Band der übrigen.</translation>
    </message>
    <message>
        <location filename="../../ui/common/messagetext.cpp" line="+1"/>
        <source>Widened %1 points each way for %2 (outside the measured runs of its method).</source>
        <translation>Je Seite %1 Prozentpunkte breiter wegen %2 (außerhalb der gemessenen Läufe seiner Methode).</translation>
    </message>
    <message>
        <source>Draw of an owned build between runs (own or rent)</source>
        <translation>Leistungsaufnahme einer eigenen Konfiguration zwischen den Läufen (Kaufen oder mieten)</translation>
    </message>
    <message>
        <source>Serving (vLLM): tokens per step and of the profile run (max_num_batched_tokens) on cards of 70 GiB or more</source>
        <translation>Betrieb (vLLM): Tokens pro Schritt und im Profillauf (max_num_batched_tokens) auf Karten ab 70 GiB</translation>
    </message>
    <message>
        <source>Serving (vLLM): tokens per step and of the profile run on smaller cards and the A100</source>
        <translation>Betrieb (vLLM): Tokens pro Schritt und im Profillauf auf kleineren Karten und der A100</translation>
    </message>
    <message>
        <source>Serving (vLLM): sequences per step (max_num_seqs) on cards of 70 GiB or more</source>
        <translation>Betrieb (vLLM): Sequenzen pro Schritt (max_num_seqs) auf Karten ab 70 GiB</translation>
    </message>
    <message>
        <source>Serving (vLLM): sequences per step on smaller cards and the A100</source>
        <translation>Betrieb (vLLM): Sequenzen pro Schritt auf kleineren Karten und der A100</translation>
    </message>
    <message>
        <source>Serving (vLLM): card size from which the larger defaults apply</source>
        <translation>Betrieb (vLLM): Kartengröße, ab der die größeren Standardwerte gelten</translation>
    </message>
    <message>
        <source>Serving (vLLM): profile-run bytes per sampled row and vocabulary entry</source>
        <translation>Betrieb (vLLM): Bytes des Profillaufs pro gesampelter Zeile und Vokabeleintrag</translation>
    </message>
    <message>
        <source>Serving: more allocations outside PyTorch per GPU at tensor parallel &gt; 1 (NCCL communicator, custom all-reduce)</source>
        <translation>Betrieb: zusätzlicher Speicher außerhalb von PyTorch pro GPU bei Tensor-Parallelität über 1 (NCCL-Kommunikator, eigenes All-Reduce)</translation>
    </message>
    <message>
        <source>Serving (vLLM): CUDA-graph estimate counted in the engine&apos;s budget per GPU</source>
        <translation>Betrieb (vLLM): geschätzter Speicher der CUDA-Graphen im Budget der Inferenz-Engine pro GPU</translation>
    </message>
    <message>
        <source>Serving (vLLM): CUDA-graph estimate of hybrid linear-attention models per 1,000 batched tokens above 4,096</source>
        <translation>Betrieb (vLLM): geschätzter Speicher der CUDA-Graphen hybrider Modelle mit linearer Attention je 1.000 Tokens pro Schritt über 4.096</translation>
    </message>
    <message>
        <source>Serving (TensorRT-LLM): share of the memory free after weights and dry run for the KV cache</source>
        <translation>Betrieb (TensorRT-LLM): Anteil des nach Gewichten und Probelauf freien Speichers für den KV-Cache</translation>
    </message>
    <message>
        <source>Serving (TensorRT-LLM): tokens per step (max_num_tokens)</source>
        <translation>Betrieb (TensorRT-LLM): Tokens pro Schritt (max_num_tokens)</translation>
    </message>
    <message>
        <source>Serving (vLLM): fixed cost per decoder layer and decode step</source>
        <translation>Betrieb (vLLM): feste Dauer je Decoder-Schicht und Dekodierschritt</translation>
    </message>
    <message>
        <source>Serving (SGLang): fixed cost per decoder layer and decode step</source>
        <translation>Betrieb (SGLang): feste Dauer je Decoder-Schicht und Dekodierschritt</translation>
    </message>
    <message>
        <source>Serving (TensorRT-LLM): fixed cost per decoder layer and decode step</source>
        <translation>Betrieb (TensorRT-LLM): feste Dauer je Decoder-Schicht und Dekodierschritt</translation>
    </message>
    <message>
        <source>Serving: prefill&apos;s achieved share of the tensor peak of its format (FP8 on FP8 tensor cores)</source>
        <translation>Betrieb: erreichter Anteil der Eingabeverarbeitung (Prefill) an der Tensor-Spitzenleistung ihres Formats (FP8 auf FP8-Tensorkernen)</translation>
    </message>
    <message>
        <source>Serving: tokens each request generates (the rest of the context is its prompt)</source>
        <translation>Betrieb: Tokens, die jede Anfrage erzeugt (der Rest des Kontexts ist ihre Eingabe)</translation>
    </message>
    <message>
        <source>Serving (vLLM): language-model tokens of the largest image, with which the profile run sizes a Qwen-VL vision tower</source>
        <translation>Betrieb (vLLM): Tokens des Sprachmodells für das größte Bild, mit denen der Profillauf einen Qwen-VL-Bildencoder bemisst</translation>
    </message>
    <message>
        <source>× the run&apos;s draw</source>
        <translation>× Leistungsaufnahme des Laufs</translation>
    </message>
</context>
</TS>
