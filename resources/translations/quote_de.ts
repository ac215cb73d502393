<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QIODevice</name>
    <message>
        <source>Unknown error</source>
        <translation>Unbekannter Fehler</translation>
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
        <translation>Passt</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Passt nicht</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 A 3-phase</source>
        <translation>%1 A Drehstrom</translation>
    </message>
    <message>
        <source>%1 A</source>
        <translation>%1 A</translation>
    </message>
    <message>
        <source>%1 (fits %2)</source>
        <translation>%1 (passt an %2)</translation>
    </message>
    <message>
        <source>no feed</source>
        <translation>keinen Anschluss</translation>
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
        <translation>auf Anfrage</translation>
    </message>
    <message>
        <source>Build %1</source>
        <translation>Konfiguration %1</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Free per GPU</source>
        <translation>Frei pro GPU</translation>
    </message>
    <message>
        <source>Used / capacity per GPU</source>
        <translation>Belegt / Kapazität pro GPU</translation>
    </message>
    <message>
        <source>Step time (overlapped)</source>
        <translation>Schrittzeit (überlappt)</translation>
    </message>
    <message>
        <source>Transfer / compute</source>
        <translation>Transfer / Rechnen</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Checkpoint storage</source>
        <translation>Speicherplatz für Checkpoints</translation>
    </message>
    <message>
        <source>Time for the dataset</source>
        <translation>Laufzeit für den Datensatz</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>%1 runs of %2 GPUs</source>
        <translation>%1 Läufe mit je %2 GPUs</translation>
    </message>
    <message>
        <source>one run</source>
        <translation>ein Lauf</translation>
    </message>
    <message>
        <source>Runs side by side</source>
        <translation>Läufe nebeneinander</translation>
    </message>
</context>
<context>
    <name>headroom::ui::OutputFile</name>
    <message>
        <source>no file name given</source>
        <translation>kein Dateiname angegeben</translation>
    </message>
    <message>
        <source>%1 is a directory</source>
        <translation>%1 ist ein Verzeichnis</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a block device or a socket); nothing was written</source>
        <translation>%1 ist keine gewöhnliche Datei (ein Blockgerät oder ein Kommunikationsendpunkt); nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1 is not a regular file; nothing was written</source>
        <translation>%1 ist keine gewöhnliche Datei; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>no program is reading from the pipe</source>
        <translation>kein Programm liest aus dem FIFO</translation>
    </message>
    <message>
        <source>the file changed while it was opened; nothing was written</source>
        <translation>die Datei hat sich beim Öffnen geändert; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>the file name is too long for a safe save (%1 bytes; the folder takes %2 including a 7-byte temporary suffix)</source>
        <translation>der Dateiname ist für sicheres Speichern zu lang (%1 Byte; der Ordner erlaubt %2 einschließlich einer 7 Byte langen Endung für die Zwischendatei)</translation>
    </message>
    <message>
        <source>the system did not say why</source>
        <translation>das System nannte keinen Grund</translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteAssumptions</name>
    <message>
        <source>Model-FLOPs utilisation (FSDP, BF16)</source>
        <translation>Model-FLOPs-Auslastung (FSDP, BF16)</translation>
    </message>
    <message>
        <source>Model-FLOPs utilisation at long context</source>
        <translation>Model-FLOPs-Auslastung bei langem Kontext</translation>
    </message>
    <message>
        <source>Length from which the long-context MFU applies</source>
        <translation>Länge, ab der die MFU für langen Kontext gilt</translation>
    </message>
    <message>
        <source>Achieved share of the peak link rate in collectives</source>
        <translation>Erreichter Anteil der Spitzenrate der Verbindung in Kollektiven</translation>
    </message>
    <message>
        <source>CUDA context, cuBLAS and NCCL workspaces per GPU</source>
        <translation>CUDA-Kontext, cuBLAS- und NCCL-Arbeitsspeicher pro GPU</translation>
    </message>
    <message>
        <source>Allocator reserve over allocated memory</source>
        <translation>Allocator-Reserve über dem belegten Speicher</translation>
    </message>
    <message>
        <source>8-bit Adam optimizer state (fp32 master + 2 × 1 B moments)</source>
        <translation>Optimiererzustand 8-Bit-Adam (fp32-Master + 2 × 1 B Momente)</translation>
    </message>
    <message>
        <source>Hugging Face accounting over ZeRO&apos;s 16 B (18 B in all)</source>
        <translation>Hugging-Face-Zählung über den 16 B von ZeRO (18 B insgesamt)</translation>
    </message>
    <message>
        <source>Host memory per parameter with optimizer offload</source>
        <translation>Hauptspeicher pro Parameter mit Optimizer-Offload</translation>
    </message>
    <message>
        <source>QLoRA NF4 with double quantisation</source>
        <translation>QLoRA NF4 mit doppelter Quantisierung</translation>
    </message>
    <message>
        <source>Resumable checkpoint (fp32 master, Adam moments, 16-bit weights)</source>
        <translation>Fortsetzbarer Checkpoint (fp32-Master, Adam-Momente, 16-Bit-Gewichte)</translation>
    </message>
    <message>
        <source>FP8 export: linear weights</source>
        <translation>FP8-Export: lineare Gewichte</translation>
    </message>
    <message>
        <source>Memory, drives, fans and conversion losses on top of GPUs and CPUs</source>
        <translation>Speicher, Laufwerke, Lüfter und Wandlungsverluste zusätzlich zu GPUs und CPUs</translation>
    </message>
    <message>
        <source>Continuous load planned on a feed</source>
        <translation>Geplante Dauerlast eines Anschlusses</translation>
    </message>
    <message>
        <source>Host memory per GPU memory</source>
        <translation>Hauptspeicher je GPU-Speicher</translation>
    </message>
    <message>
        <source>Host memory for OS, data loaders and page cache with offload</source>
        <translation>Hauptspeicher für Betriebssystem, Data Loader und Page Cache bei Offload</translation>
    </message>
    <message>
        <source>CPU Adam update rate of a two-socket server</source>
        <translation>CPU-Adam-Update-Rate eines Zwei-Sockel-Servers</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>Strompreis</translation>
    </message>
    <message>
        <source>Safety margin a recommended build keeps free</source>
        <translation>Sicherheitsreserve, die eine empfohlene Konfiguration frei lässt</translation>
    </message>
    <message>
        <source>Training stack Hugging Face Trainer: AMP over fp32 parameters (18 B per trained parameter), torch AdamW foreach, transformers loss on fp32 logits, FSDP1, bitsandbytes NF4 quantised on load, PEFT targets q/v</source>
        <translation>Trainingsumgebung Hugging Face Trainer: AMP über fp32-Parametern (18 B pro trainiertem Parameter), torch-AdamW foreach, Loss von transformers auf fp32-Logits, FSDP1, bitsandbytes-NF4 beim Laden quantisiert, PEFT-Ziele q/v</translation>
    </message>
    <message>
        <source>Training stack torchtune: pure BF16 weights, gradients and AdamW moments (8 B per trained parameter), fused AdamW, chunked cross-entropy (8 chunks), FSDP2, torchao NF4 with double-quantised scales</source>
        <translation>Trainingsumgebung torchtune: Gewichte, Gradienten und AdamW-Momente rein in BF16 (8 B pro trainiertem Parameter), fused AdamW, Kreuzentropie in 8 Blöcken, FSDP2, torchao-NF4 mit doppelt quantisierten Skalen</translation>
    </message>
    <message>
        <source>Training stack LitGPT: bf16-true (8 B per trained parameter), LM head in 128-token chunks whose logits Lightning Fabric returns in fp32, torch AdamW foreach (bnb PagedAdamW for QLoRA), NF4 on every linear incl. lm_head, an untied copy of tied embeddings, LoRA with dropout on query and value</source>
        <translation>Trainingsumgebung LitGPT: bf16-true (8 B pro trainiertem Parameter), Ausgabeschicht in Blöcken zu 128 Tokens, deren Logits Lightning Fabric in FP32 zurückgibt, torch-AdamW foreach (bnb-PagedAdamW bei QLoRA), NF4 auf jeder linearen Schicht samt lm_head, eine getrennte Kopie gekoppelter Einbettungen, LoRA mit Dropout auf Query und Value</translation>
    </message>
    <message>
        <source>Training stack Unsloth: Hugging Face Trainer states (18 B per trained parameter), gradient checkpoints offloaded to host memory, Triton kernels (as compiled), fused linear cross-entropy, pre-quantised NF4 checkpoints</source>
        <translation>Trainingsumgebung Unsloth: Zustände wie der Hugging Face Trainer (18 B pro trainiertem Parameter), Gradienten-Checkpoints in den Hauptspeicher ausgelagert, Triton-Kerne (wie kompiliert), fusionierte lineare Kreuzentropie, vorab quantisierte NF4-Checkpoints</translation>
    </message>
    <message>
        <source>Training stack Hugging Face Trainer + Liger: as the Trainer, with Liger&apos;s fused linear cross-entropy and RMSNorm/SwiGLU/RoPE kernels</source>
        <translation>Trainingsumgebung Hugging Face Trainer + Liger: wie der Trainer, mit Ligers fusionierter linearer Kreuzentropie und RMSNorm-, SwiGLU- und RoPE-Kernen</translation>
    </message>
    <message>
        <source>Uncertainty band of the memory verdict: the smallest and largest error of the measured runs of the same regime (method × sharding × offload × stack; pooled over stacks, then methods, when a regime has fewer than two runs)</source>
        <translation>Unsicherheitsband des Speicherurteils: kleinster und größter Fehler der gemessenen Läufe derselben Klasse (Methode × Verteilung × Auslagerung × Trainingsumgebung; über Trainingsumgebungen, dann Methoden zusammengefasst, wenn eine Klasse weniger als zwei Läufe hat)</translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteDialog</name>
    <message numerus="yes">
        <source>Include &amp;comparison of %n pinned builds</source>
        <translation>
            <numerusform>&amp;Vergleich der %n angehefteten Konfiguration beilegen</numerusform>
            <numerusform>&amp;Vergleich der %n angehefteten Konfigurationen beilegen</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Quote</source>
        <translation>Angebot exportieren</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>C&amp;ompany:</source>
        <translation>&amp;Firma:</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <source>&amp;Quote number:</source>
        <translation>Angebots&amp;nummer:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>&amp;Valid for:</source>
        <translation>&amp;Gültig für:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier:</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Prices in %1 (0 = on request)</source>
        <translation>Preise in %1 (0 = auf Anfrage)</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>Se&amp;rver:</translation>
    </message>
    <message>
        <source>&amp;GPU, per card (× %1):</source>
        <translation>&amp;GPU, pro Karte (× %1):</translation>
    </message>
    <message>
        <source>&amp;Host memory:</source>
        <translation>&amp;Hauptspeicher:</translation>
    </message>
    <message>
        <source>Se&amp;rvice:</source>
        <translation>Ser&amp;vice:</translation>
    </message>
    <message>
        <source>Dis&amp;count:</source>
        <translation>Ra&amp;batt:</translation>
    </message>
    <message>
        <source>Printed under the line items</source>
        <translation>Wird unter den Positionen gedruckt</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Durch&amp;suchen…</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>&amp;Hinweise:</translation>
    </message>
    <message>
        <source>&amp;Save as:</source>
        <translation>Speichern &amp;unter:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>on request</source>
        <translation>auf Anfrage</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Choose a file to save the quote to.</source>
        <translation>Wählen Sie eine Datei, in der das Angebot gespeichert wird.</translation>
    </message>
    <message>
        <source>The quote could not be saved to %1:
%2</source>
        <translation>Das Angebot konnte nicht unter %1 gespeichert werden:
%2</translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteDocument</name>
    <message>
        <source>Comparison of builds</source>
        <translation>Vergleich der Konfigurationen</translation>
    </message>
    <message>
        <source>The builds pinned for comparison, each sized for its own configuration. The quote itself is for the configuration on the first page.</source>
        <translation>Die zum Vergleich angehefteten Konfigurationen, jede für ihre eigene Auslegung berechnet. Das Angebot selbst gilt für die Konfiguration auf der ersten Seite.</translation>
    </message>
    <message>
        <source>Free memory per GPU</source>
        <translation>Freier Speicher pro GPU</translation>
    </message>
    <message>
        <source>Step time (overlapped)</source>
        <translation>Schrittzeit (überlappt)</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Does not fit: %1 needed per GPU, %2 on the card (%3 short).</source>
        <translation>Passt nicht: %1 pro GPU benötigt, %2 auf der Karte (%3 zu wenig).</translation>
    </message>
    <message>
        <source>Tight: only %1 free per GPU; allocator spikes or a different framework may run out.</source>
        <translation>Knapp: nur %1 frei pro GPU; Lastspitzen des Allocators oder ein anderes Framework können den Speicher sprengen.</translation>
    </message>
    <message>
        <source>The server draws %1 kW, more than the %2 A feed carries (%3 kW at 80 %).</source>
        <translation>Der Server zieht %1 kW, mehr als der %2-A-Anschluss trägt (%3 kW bei 80 %).</translation>
    </message>
    <message>
        <source>A 32 A feed or a power cap per GPU brings the draw within limits.</source>
        <translation>Ein 32-A-Anschluss oder ein Power-Cap pro GPU bringt die Leistungsaufnahme in die Grenzen.</translation>
    </message>
    <message>
        <source>The cards span more than one NVLink domain: part of the sharded traffic crosses PCIe.</source>
        <translation>Die Karten verteilen sich auf mehr als eine NVLink-Domäne: Ein Teil des Sharding-Verkehrs läuft über PCIe.</translation>
    </message>
    <message>
        <source>PCIe peer-to-peer transfers need the IOMMU off (NCCL: CUDA does not support IOMMU-enabled PCIe P2P); check it at acceptance.</source>
        <translation>PCIe-Peer-to-Peer-Transfers erfordern eine abgeschaltete IOMMU (NCCL: CUDA unterstützt kein PCIe-P2P mit aktiver IOMMU); bei der Abnahme prüfen.</translation>
    </message>
    <message>
        <source>The weight traffic (%1 s) takes longer than the compute (%2 s) per step: the link sets the pace.</source>
        <translation>Der Gewichtsverkehr (%1 s) dauert pro Schritt länger als die Rechnung (%2 s): Die Verbindung bestimmt das Tempo.</translation>
    </message>
    <message>
        <source>The model has no vision tower: the image share is ignored.</source>
        <translation>Das Modell hat keinen Vision-Tower: Der Bildanteil wird ignoriert.</translation>
    </message>
    <message>
        <source>Images lengthen the longest sequence to %1 tokens: plan length and micro-batch for it.</source>
        <translation>Bilder verlängern die längste Sequenz auf %1 Tokens: Länge und Micro-Batch dafür planen.</translation>
    </message>
    <message>
        <source>The longest sequence (%1 tokens) exceeds the model&apos;s context.</source>
        <translation>Die längste Sequenz (%1 Tokens) überschreitet den Kontext des Modells.</translation>
    </message>
    <message>
        <source>Host memory: %1 installed, %2 recommended.</source>
        <translation>Hauptspeicher: %1 eingebaut, %2 empfohlen.</translation>
    </message>
    <message>
        <source>With optimizer offload the CPUs perform the parameter update, which slows every optimizer step.</source>
        <translation>Mit Optimizer-Offload führen die CPUs das Parameter-Update aus, was jeden Optimiererschritt verlangsamt.</translation>
    </message>
    <message>
        <source>The dataset is smaller than one global batch (GPUs × micro-batch × accumulation): a single optimizer step sees all of it.</source>
        <translation>Der Datensatz ist kleiner als ein globaler Batch (GPUs × Micro-Batch × Akkumulation): ein einziger Optimiererschritt sieht ihn ganz.</translation>
    </message>
    <message>
        <source>%1 · Quote %2</source>
        <translation>%1 · Angebot %2</translation>
    </message>
    <message>
        <source>Phone %1</source>
        <translation>Telefon %1</translation>
    </message>
    <message>
        <source>GPU servers for AI training and inference</source>
        <translation>GPU-Server für KI-Training und Inferenz</translation>
    </message>
    <message>
        <source>(customer)</source>
        <translation>(Kunde)</translation>
    </message>
    <message>
        <source>Quote number</source>
        <translation>Angebotsnummer</translation>
    </message>
    <message>
        <source>(draft)</source>
        <translation>(Entwurf)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Gültig bis</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n days)</source>
        <translation>
            <numerusform>%1 (%n Tag)</numerusform>
            <numerusform>%1 (%n Tagen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Prepared for</source>
        <translation>Erstellt für</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <source>%1 · %2 on %3 × %4</source>
        <translation>%1 · %2 auf %3 × %4</translation>
    </message>
    <message>
        <source>Thank you for your enquiry. Below is the server we propose for your fine-tuning run, sized for the workload described in the configuration table; the charts, the assumptions behind every figure and our terms follow on the next pages.</source>
        <translation>Vielen Dank für Ihre Anfrage. Nachfolgend finden Sie den Server, den wir für Ihr Fine-Tuning vorschlagen, ausgelegt auf die in der Konfigurationstabelle beschriebene Last; die Diagramme, die Annahmen hinter jeder Zahl und unsere Bedingungen folgen auf den nächsten Seiten.</translation>
    </message>
    <message>
        <source>Model states %1 in all, %2 per GPU · step %3 s, %4 tokens/s · %5 kW from the wall</source>
        <translation>Modellzustände %1 insgesamt, %2 pro GPU · Schritt %3 s, %4 Tokens/s · %5 kW aus dem Netz</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>%1, %2 B parameters</source>
        <translation>%1, %2 Mrd. Parameter</translation>
    </message>
    <message>
        <source>%1, rank %2, %3 B trainable</source>
        <translation>%1, Rang %2, %3 Mrd. trainierbar</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>AdamW, 32-bit states</source>
        <translation>AdamW, 32-Bit-Zustände</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8-Bit-AdamW</translation>
    </message>
    <message>
        <source>%1, offloaded to host memory</source>
        <translation>%1, in den Hauptspeicher ausgelagert</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>Sharding</translation>
    </message>
    <message>
        <source>State accounting</source>
        <translation>Zählung der Zustände</translation>
    </message>
    <message>
        <source>ZeRO paper, 16 B per parameter</source>
        <translation>ZeRO-Paper, 16 B pro Parameter</translation>
    </message>
    <message>
        <source>Hugging Face, 18 B per parameter</source>
        <translation>Hugging Face, 18 B pro Parameter</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1, %2 each</source>
        <translation>%1, je %2</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>GPU link</source>
        <translation>GPU-Verbindung</translation>
    </message>
    <message>
        <source>%1, %2 GB/s</source>
        <translation>%1, %2 GB/s</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>Hauptspeicher</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Tokens</translation>
    </message>
    <message>
        <source>Micro-batch × accumulation</source>
        <translation>Micro-Batch × Akkumulation</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>Gradient Checkpointing</translation>
    </message>
    <message>
        <source>Image share</source>
        <translation>Bildanteil</translation>
    </message>
    <message>
        <source>%1 % of samples, %2 × %3 × %4 px (%5 tokens each)</source>
        <translation>%1 % der Beispiele, %2 × %3 × %4 px (je %5 Tokens)</translation>
    </message>
    <message>
        <source>none (text only)</source>
        <translation>keiner (nur Text)</translation>
    </message>
    <message>
        <source>Vision tower</source>
        <translation>Vision-Tower</translation>
    </message>
    <message>
        <source>trained</source>
        <translation>trainiert</translation>
    </message>
    <message>
        <source>frozen</source>
        <translation>eingefroren</translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation>Power-Cap</translation>
    </message>
    <message>
        <source>%1 W per GPU</source>
        <translation>%1 W pro GPU</translation>
    </message>
    <message>
        <source>none (%1 W per GPU)</source>
        <translation>keins (%1 W pro GPU)</translation>
    </message>
    <message>
        <source>Power feed</source>
        <translation>Stromanschluss</translation>
    </message>
    <message>
        <source>230 V, %1 A%2</source>
        <translation>230 V, %1 A%2</translation>
    </message>
    <message>
        <source>, 400 V three-phase shown</source>
        <translation>, 400 V Drehstrom gezeigt</translation>
    </message>
    <message>
        <source>Checkpoints kept</source>
        <translation>Behaltene Checkpoints</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <source>%1 B tokens × %2 epochs</source>
        <translation>%1 Mrd. Tokens × %2 Epochen</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>on request</source>
        <translation>auf Anfrage</translation>
    </message>
    <message>
        <source>%1; %2 × %3; %4 TB NVMe</source>
        <translation>%1; %2 × %3; %4 TB NVMe</translation>
    </message>
    <message>
        <source>GPU %1, %2</source>
        <translation>GPU %1, %2</translation>
    </message>
    <message>
        <source>Host memory, %1 DDR5 ECC</source>
        <translation>Hauptspeicher, %1 DDR5 ECC</translation>
    </message>
    <message>
        <source>included</source>
        <translation>inbegriffen</translation>
    </message>
    <message>
        <source>Assembly, burn-in test and delivery in the EU</source>
        <translation>Montage, Burn-in-Test und Lieferung in der EU</translation>
    </message>
    <message>
        <source>Discount %1 %</source>
        <translation>Rabatt %1 %</translation>
    </message>
    <message>
        <source>Total, net</source>
        <translation>Summe netto</translation>
    </message>
    <message>
        <source>Line items</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <source>Pos.</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Einzelpreis</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Prices in %1, excluding VAT.</source>
        <translation>Preise in %1 zuzüglich MwSt.</translation>
    </message>
    <message>
        <source>Items marked &quot;on request&quot; are priced with the confirmed configuration; the total follows with them.</source>
        <translation>Positionen „auf Anfrage“ werden mit der bestätigten Konfiguration bepreist; die Summe folgt mit ihnen.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Terms</source>
        <translation>Bedingungen</translation>
    </message>
    <message>
        <source>Sizing results</source>
        <translation>Ergebnisse der Auslegung</translation>
    </message>
    <message>
        <source>Each chart is computed for the configuration above; the figures beside it are the same values in numbers. GB = 10⁹ bytes.</source>
        <translation>Jedes Diagramm ist für die obige Konfiguration berechnet; daneben stehen dieselben Werte als Zahlen. GB = 10⁹ Byte.</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Optimiererzustände</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>Communication buffers</source>
        <translation>Kommunikationspuffer</translation>
    </message>
    <message>
        <source>CUDA context and reserve</source>
        <translation>CUDA-Kontext und Reserve</translation>
    </message>
    <message>
        <source>Total of capacity</source>
        <translation>Summe von Kapazität</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Fehlt</translation>
    </message>
    <message>
        <source>Transfer vs compute per step</source>
        <translation>Transfer und Rechnung pro Schritt</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Traffic per GPU and pass</source>
        <translation>Verkehr pro GPU und Durchlauf</translation>
    </message>
    <message>
        <source>Transfer, peak / expected</source>
        <translation>Transfer, Spitze / erwartet</translation>
    </message>
    <message>
        <source>%1 s / %2 s</source>
        <translation>%1 s / %2 s</translation>
    </message>
    <message>
        <source>Compute, peak / expected</source>
        <translation>Rechnung, Spitze / erwartet</translation>
    </message>
    <message>
        <source>Model-FLOPs utilisation</source>
        <translation>Model-FLOPs-Auslastung</translation>
    </message>
    <message>
        <source>Step, overlapped / serial</source>
        <translation>Schritt, überlappt / seriell</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 Tokens/s</translation>
    </message>
    <message>
        <source>Aggregate compute</source>
        <translation>Gesamte Rechenleistung</translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <source>Run time for the dataset</source>
        <translation>Laufzeit für den Datensatz</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>Power draw against feeds</source>
        <translation>Leistungsaufnahme und Anschlüsse</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>Memory, drives, fans, losses</source>
        <translation>Speicher, Laufwerke, Lüfter, Verluste</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>Feed %1 V %2 A three-phase</source>
        <translation>Anschluss %1 V %2 A Drehstrom</translation>
    </message>
    <message>
        <source>Feed %1 V %2 A</source>
        <translation>Anschluss %1 V %2 A</translation>
    </message>
    <message>
        <source>%1 kW, %2</source>
        <translation>%1 kW, %2</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>exceeded</source>
        <translation>überschritten</translation>
    </message>
    <message>
        <source>Energy for the run</source>
        <translation>Energie für den Lauf</translation>
    </message>
    <message>
        <source>%1 kWh, %2</source>
        <translation>%1 kWh, %2</translation>
    </message>
    <message>
        <source>Checkpoint storage</source>
        <translation>Speicherplatz für Checkpoints</translation>
    </message>
    <message>
        <source>Resumable checkpoint</source>
        <translation>Fortsetzbarer Checkpoint</translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoints kept</source>
        <translation>
            <numerusform>%n Checkpoint behalten</numerusform>
            <numerusform>%n Checkpoints behalten</numerusform>
        </translation>
    </message>
    <message>
        <source>Final model, BF16</source>
        <translation>Fertiges Modell, BF16</translation>
    </message>
    <message>
        <source>FP8 export</source>
        <translation>FP8-Export</translation>
    </message>
    <message>
        <source>Verdict and warnings</source>
        <translation>Ergebnis und Warnungen</translation>
    </message>
    <message>
        <source>The configuration holds the run: %1 stay free on each GPU after weights, gradients, optimizer states, activations, buffers and the CUDA reserve. The longest sequence that still fits is %2 tokens.</source>
        <translation>Die Konfiguration trägt den Lauf: Nach Gewichten, Gradienten, Optimiererzuständen, Aktivierungen, Puffern und der CUDA-Reserve bleiben auf jeder GPU %1 frei. Die längste Sequenz, die noch passt, hat %2 Tokens.</translation>
    </message>
    <message>
        <source>The configuration does not hold the run: each GPU is %1 short. Choose more GPUs, 8-bit Adam, optimizer offload or an adapter method.</source>
        <translation>Die Konfiguration trägt den Lauf nicht: Jeder GPU fehlen %1. Wählen Sie mehr GPUs, 8-Bit-Adam, Optimizer-Offload oder eine Adapter-Methode.</translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation>Keine Warnungen.</translation>
    </message>
    <message>
        <source>%1 % → %2 %</source>
        <translation>%1 % → %2 %</translation>
    </message>
    <message>
        <source>Step rate under a power cap (cap / TDP → rate)</source>
        <translation>Schrittrate unter Power-Cap (Cap / TDP → Rate)</translation>
    </message>
    <message>
        <source>Estimate from published power-capping studies of LLM training; editable in the catalog</source>
        <translation>Schätzung aus veröffentlichten Power-Capping-Studien zum LLM-Training; im Katalog änderbar</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>Every figure that is not physics comes from the catalog below, with its source.</source>
        <translation>Jede Zahl, die nicht Physik ist, stammt aus dem folgenden Katalog, mit ihrer Quelle.</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Annahme</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Model states follow the ZeRO paper&apos;s accounting for mixed precision with Adam: 2 B of BF16 weights, 2 B of gradients and 12 B of optimizer state (fp32 master weights, momentum, variance) per parameter, 16 B in all; 8-bit Adam keeps about 10 B. Full sharding (FSDP / ZeRO-3) divides all three by the number of GPUs.</source>
        <translation>Die Modellzustände folgen der Zählung des ZeRO-Papers für Mixed Precision mit Adam: 2 B BF16-Gewichte, 2 B Gradienten und 12 B Optimiererzustand (fp32-Master-Gewichte, Momentum, Varianz) pro Parameter, 16 B insgesamt; 8-Bit-Adam hält etwa 10 B. Volles Sharding (FSDP / ZeRO-3) teilt alle drei durch die Zahl der GPUs.</translation>
    </message>
    <message>
        <source>Parameters are counted from the model&apos;s architecture (config.json): %1 B in all for %2.</source>
        <translation>Die Parameter sind aus der Architektur des Modells (config.json) gezählt: %1 Mrd. insgesamt für %2.</translation>
    </message>
    <message>
        <source>Activations are counted from the tensors each layer saves for backward, with gradient checkpointing keeping one layer input per layer; logits, communication buffers and the CUDA context come on top.</source>
        <translation>Die Aktivierungen sind aus den Tensoren gezählt, die jede Schicht für den Backward-Pass speichert; mit Gradient Checkpointing bleibt eine Schichteingabe pro Schicht. Logits, Kommunikationspuffer und der CUDA-Kontext kommen hinzu.</translation>
    </message>
    <message>
        <source>Compute per step is 6 · P · tokens floating-point operations (8 · P with recomputation) at the GPU&apos;s dense BF16 peak, divided by the model-FLOPs utilisation for the expected time.</source>
        <translation>Die Rechnung pro Schritt umfasst 6 · P · tokens Gleitkommaoperationen (8 · P mit Neuberechnung) bei der dichten BF16-Spitzenleistung der GPU, geteilt durch die Model-FLOPs-Auslastung für die erwartete Zeit.</translation>
    </message>
    <message>
        <source>A fully sharded step moves 3 × 2P × (N − 1)/N bytes per GPU (all-gather before forward and backward, reduce-scatter of gradients). Link rates from NVIDIA: NVLink 900 GB/s per H200 NVL GPU inside a bridge domain, PCIe Gen5 x16 128 GB/s, both totals over two directions; a ring leaving an NVLink domain runs at its slowest hop.</source>
        <translation>Ein voll geshardeter Schritt bewegt 3 × 2P × (N − 1)/N Byte pro GPU (All-Gather vor Forward und Backward, Reduce-Scatter der Gradienten). Verbindungsraten von NVIDIA: NVLink 900 GB/s pro H200-NVL-GPU innerhalb einer Bridge-Domäne, PCIe Gen5 x16 128 GB/s, beide als Summe beider Richtungen; ein Ring, der eine NVLink-Domäne verlässt, läuft mit seinem langsamsten Abschnitt.</translation>
    </message>
    <message>
        <source>Power is GPUs at TDP (or the cap) plus CPU TDP plus the overhead above; a feed is planned at 80 % of its rating. Host memory follows NVIDIA-Certified Systems guidance of at least twice the GPU memory.</source>
        <translation>Die Leistung ist GPUs bei TDP (oder Cap) plus CPU-TDP plus der obige Zuschlag; ein Anschluss wird mit 80 % seiner Nennlast geplant. Der Hauptspeicher folgt der Empfehlung für NVIDIA-Certified Systems von mindestens dem Doppelten des GPU-Speichers.</translation>
    </message>
    <message>
        <source>GB are 10⁹ bytes throughout. These are planning figures from published specifications; a measurement on the delivered system confirms them.</source>
        <translation>GB sind durchgehend 10⁹ Byte. Dies sind Planungswerte aus veröffentlichten Spezifikationen; eine Messung am gelieferten System bestätigt sie.</translation>
    </message>
    <message>
        <source>Method notes</source>
        <translation>Hinweise zur Methode</translation>
    </message>
    <message>
        <source>Quote %1: %2 on %3 × %4</source>
        <translation>Angebot %1: %2 auf %3 × %4</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>Volles Fine-Tuning</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (NF4 base)</source>
        <translation>QLoRA (NF4-Basis)</translation>
    </message>
    <message>
        <source>Fully sharded (FSDP / ZeRO-3)</source>
        <translation>Voll geshardet (FSDP / ZeRO-3)</translation>
    </message>
    <message>
        <source>ZeRO-2 (gradients and optimizer sharded)</source>
        <translation>ZeRO-2 (Gradienten und Optimierer geshardet)</translation>
    </message>
    <message>
        <source>ZeRO-1 (optimizer sharded)</source>
        <translation>ZeRO-1 (Optimierer geshardet)</translation>
    </message>
    <message>
        <source>None (data parallel)</source>
        <translation>Keins (Datenparallelität)</translation>
    </message>
    <message>
        <source>Host memory recommended</source>
        <translation>Hauptspeicher empfohlen</translation>
    </message>
    <message>
        <source>Host memory installed</source>
        <translation>Hauptspeicher eingebaut</translation>
    </message>
    <message>
        <source>model uncertainty −%1/+%2 GB</source>
        <translation>Modellunsicherheit −%1/+%2 GB</translation>
    </message>
    <message>
        <source>Fits: %1 free per GPU (%2 of %3 used), %4</source>
        <translation>Passt: %1 frei pro GPU (%2 von %3 belegt), %4</translation>
    </message>
    <message>
        <source>Tight: %1 free per GPU (%2 of %3 used), %4</source>
        <translation>Knapp: %1 frei pro GPU (%2 von %3 belegt), %4</translation>
    </message>
    <message>
        <source>Does not fit: %1 short per GPU (%2 needed, %3 on the card), %4</source>
        <translation>Passt nicht: %1 zu wenig pro GPU (%2 benötigt, %3 auf der Karte), %4</translation>
    </message>
    <message>
        <source>Per GPU: allocated peak %1 (torch.cuda.max_memory_allocated), reserved peak %2 (torch.cuda.max_memory_reserved), total %3 as nvidia-smi shows it; likely %4 to %5.</source>
        <translation>Pro GPU: belegte Spitze %1 (torch.cuda.max_memory_allocated), reservierte Spitze %2 (torch.cuda.max_memory_reserved), gesamt %3, wie nvidia-smi sie zeigt; wahrscheinlich %4 bis %5.</translation>
    </message>
    <message>
        <source>Paged AdamW (bitsandbytes)</source>
        <translation>AdamW mit Seitenauslagerung (bitsandbytes)</translation>
    </message>
    <message>
        <source>Paged 8-bit AdamW (bitsandbytes)</source>
        <translation>8-Bit-AdamW mit Seitenauslagerung (bitsandbytes)</translation>
    </message>
    <message>
        <source>Training stack</source>
        <translation>Trainingsumgebung</translation>
    </message>
    <message>
        <source>none (Headroom&apos;s defaults)</source>
        <translation>keine (Vorgaben von Headroom)</translation>
    </message>
    <message>
        <source>pure BF16, 8 B per parameter</source>
        <translation>reines BF16, 8 B pro Parameter</translation>
    </message>
    <message>
        <source>plain, transformers 4.45 and older</source>
        <translation>einfach, transformers 4.45 und älter</translation>
    </message>
    <message>
        <source>plain on BF16 logits</source>
        <translation>einfach auf BF16-Logits</translation>
    </message>
    <message>
        <source>plain (Hugging Face)</source>
        <translation>einfach (Hugging Face)</translation>
    </message>
    <message>
        <source>chunked (torchtune)</source>
        <translation>in Blöcken (torchtune)</translation>
    </message>
    <message>
        <source>LM head in chunks (LitGPT)</source>
        <translation>Ausgabeschicht in Blöcken (LitGPT)</translation>
    </message>
    <message>
        <source>fused linear (Liger)</source>
        <translation>fusioniert mit Linear (Liger)</translation>
    </message>
    <message>
        <source>Cross-entropy</source>
        <translation>Kreuzentropie</translation>
    </message>
    <message>
        <source>Tight: %1 free per GPU, but measured runs of this kind needed up to %2 more than predicted (%3 in all).</source>
        <translation>Knapp: %1 frei pro GPU, doch gemessene Läufe dieser Art brauchten bis zu %2 mehr als vorhergesagt (%3 insgesamt).</translation>
    </message>
    <message>
        <source>The configuration is tight: %1 stay free on each GPU as predicted, but that is within the model&apos;s uncertainty (measured runs of this kind put the total up to %2). The longest sequence that still fits is %3 tokens.</source>
        <translation>Die Konfiguration ist knapp: vorhergesagt bleiben auf jeder GPU %1 frei, doch das liegt innerhalb der Unsicherheit des Modells (gemessene Läufe dieser Art ergeben bis zu %2 insgesamt). Die längste Sequenz, die noch passt, hat %3 Tokens.</translation>
    </message>
    <message>
        <source>The uncertainty band comes from the calibration runs of the regime %1 (%2 runs): the total lies between %3 and %4 per GPU.</source>
        <translation>Das Unsicherheitsband stammt aus den Kalibrierläufen der Klasse %1 (%2 Läufe): die Gesamtmenge liegt zwischen %3 und %4 pro GPU.</translation>
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
        <translation>Läufe nebeneinander</translation>
    </message>
    <message>
        <source>one run on all GPUs</source>
        <translation>ein Lauf auf allen GPUs</translation>
    </message>
    <message>
        <source>The CPUs have %1 cores, fewer than the %2 that %3 GPUs need.</source>
        <translation>Die CPUs haben %1 Kerne, weniger als die %2, die %3 GPUs brauchen.</translation>
    </message>
    <message>
        <source>%1 runs of %2 GPUs each</source>
        <translation>%1 Läufe mit je %2 GPUs</translation>
    </message>
    <message>
        <source>Memory per GPU, each of %1 runs</source>
        <translation>Speicher pro GPU, jeder der %1 Läufe</translation>
    </message>
    <message>
        <source>Transfer vs compute per step, each run</source>
        <translation>Transfer und Rechnung pro Schritt, je Lauf</translation>
    </message>
    <message>
        <source>Run time, each run for its dataset</source>
        <translation>Laufzeit, jeder Lauf für seinen Datensatz</translation>
    </message>
    <message>
        <source>Throughput, all runs</source>
        <translation>Durchsatz, alle Läufe</translation>
    </message>
    <message>
        <source>Power draw against feeds, all %1 runs</source>
        <translation>Leistungsaufnahme und Anschlüsse, alle %1 Läufe</translation>
    </message>
    <message>
        <source>Energy for all %1 runs</source>
        <translation>Energie für alle %1 Läufe</translation>
    </message>
    <message>
        <source>Checkpoint storage for %1 runs</source>
        <translation>Speicherplatz für Checkpoints, %1 Läufe</translation>
    </message>
    <message>
        <source>%1 checkpoints kept per run, all runs</source>
        <translation>%1 aufbewahrte Checkpoints je Lauf, alle Läufe</translation>
    </message>
    <message>
        <source>Final models, BF16, all runs</source>
        <translation>Fertige Modelle, BF16, alle Läufe</translation>
    </message>
    <message>
        <source>FP8 exports, all runs</source>
        <translation>FP8-Exporte, alle Läufe</translation>
    </message>
    <message>
        <source>%1 runs side by side, each fits with %2 free per GPU</source>
        <translation>%1 Läufe nebeneinander, jeder passt mit %2 frei pro GPU</translation>
    </message>
    <message>
        <source>%1 runs side by side, each %2 short per GPU</source>
        <translation>%1 Läufe nebeneinander, jedem fehlen %2 pro GPU</translation>
    </message>
    <message>
        <source>Each run: %1 of %2 used per GPU, model states %3 · step %4 s, %5 tokens/s · the server: %6 kW from the wall</source>
        <translation>Je Lauf: %1 von %2 belegt pro GPU, Modellzustände %3 · Schritt %4 s, %5 Tokens/s · der Server: %6 kW aus dem Netz</translation>
    </message>
    <message>
        <source>%1 · %2, %3 runs side by side on %4 × %5</source>
        <translation>%1 · %2, %3 Läufe nebeneinander auf %4 × %5</translation>
    </message>
    <message>
        <source>The network between the servers needs %1 s per step, more than the compute (%2 s): %3 Gb/s per server would hide it.</source>
        <translation>Das Netzwerk zwischen den Servern braucht %1 s pro Schritt, länger als die Rechenzeit (%2 s): mit %3 Gb/s pro Server liefe es verdeckt.</translation>
    </message>
    <message>
        <source>The catalog has no power figure for a switch, link or adapter of this network: the cluster&apos;s power leaves it out.</source>
        <translation>Der Katalog nennt für einen Switch, eine Verbindung oder einen Adapter dieses Netzwerks keine Leistungsaufnahme: die Leistung des Clusters enthält sie nicht.</translation>
    </message>
    <message>
        <source>The server&apos;s supplies (%1 W) do not carry its peak of %2 W with one supply failed (N+1).</source>
        <translation>Die Netzteile des Servers (%1 W) tragen seine Spitzenlast von %2 W nicht, wenn ein Netzteil ausfällt (N+1).</translation>
    </message>
    <message>
        <source>Hugging Face Trainer with Liger kernels</source>
        <translation>Hugging Face Trainer mit Liger-Kerneln</translation>
    </message>
    <message>
        <source>%1 runs side by side, each tight: %2 free per GPU, %3</source>
        <translation>%1 Läufe nebeneinander, jeder knapp: %2 frei pro GPU, %3</translation>
    </message>
    <message>
        <source>%1k</source>
        <translation>%1k</translation>
    </message>
    <message>
        <source>Serving: the weights (%1 per GPU) and the engine&apos;s reserves leave no room for the KV cache.</source>
        <translation>Betrieb: Die Gewichte (%1 pro GPU) und die Reserven der Inferenz-Engine lassen keinen Platz für den KV-Cache.</translation>
    </message>
    <message>
        <source>Serving: %1 of %2 users get %3 tokens each (the longest context for one user is %4 tokens).</source>
        <translation>Betrieb: %1 von %2 Nutzern bekommen je %3 Tokens (der längste Kontext für einen einzelnen Nutzer sind %4 Tokens).</translation>
    </message>
    <message>
        <source>Serving: %1 tokens per user exceed the model&apos;s context of %2 tokens.</source>
        <translation>Betrieb: %1 Tokens pro Nutzer überschreiten den Kontext des Modells von %2 Tokens.</translation>
    </message>
    <message>
        <source>Serving: the catalog has no memory bandwidth for this GPU, so the decode rate is not estimated.</source>
        <translation>Betrieb: Der Katalog nennt für diese GPU keine Speicherbandbreite; die Dekodierrate wird nicht geschätzt.</translation>
    </message>
    <message>
        <source>Serving the tuned model</source>
        <translation>Betrieb des trainierten Modells</translation>
    </message>
    <message>
        <source>After the fine-tune, this build does not serve the model as planned: the weights (%1 per GPU) and the serving engine&apos;s reserves leave no room for the KV cache of %2 tokens.</source>
        <translation>Nach dem Fine-Tuning betreibt dieser Aufbau das Modell nicht wie geplant: Die Gewichte (%1 pro GPU) und die Reserven der Inferenz-Engine lassen keinen Platz für den KV-Cache von %2 Tokens.</translation>
    </message>
    <message>
        <source>After the fine-tune, the same build serves %1 users at %2 tokens each (prompt and output), about %3 tokens per second per user and %4 in all; the cache has room for %5 users at that length.</source>
        <translation>Nach dem Fine-Tuning bedient derselbe Aufbau %1 Nutzer mit je %2 Tokens (Eingabe und Ausgabe), etwa %3 Tokens pro Sekunde je Nutzer und %4 insgesamt; der Cache hat bei dieser Länge Platz für %5 Nutzer.</translation>
    </message>
    <message>
        <source>After the fine-tune, the same build serves %1 of the %2 users at %3 tokens each, about %4 tokens per second per user; more cards, FP8 weights or an FP8 KV cache serve more.</source>
        <translation>Nach dem Fine-Tuning bedient derselbe Aufbau %1 der %2 Nutzer mit je %3 Tokens, etwa %4 Tokens pro Sekunde je Nutzer; mehr Karten, FP8-Gewichte oder ein FP8-KV-Cache bedienen mehr.</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>INT4 (AWQ/GPTQ)</source>
        <translation>INT4 (AWQ/GPTQ)</translation>
    </message>
    <message>
        <source>MXFP4</source>
        <translation>MXFP4</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>%1 replicas of %2 GPUs (tensor parallel over %3)</source>
        <translation>%1 Replikate mit je %2 GPUs (Tensor-Parallelität über %3)</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>%1 replicas of one GPU each</source>
        <translation>%1 Replikate mit je einer GPU</translation>
    </message>
    <message>
        <source>Engine (vLLM)</source>
        <translation>Inferenz-Engine (vLLM)</translation>
    </message>
    <message>
        <source>Weights / KV cache</source>
        <translation>Gewichte / KV-Cache</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 weights, %2 activation peak, %3 reserves, %4 KV cache (%5 × %6 of the card)</source>
        <translation>%1 Gewichte, %2 Aktivierungsspitze, %3 Reserven, %4 KV-Cache (%5 × %6 der Karte)</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>KV-Cache pro Token</translation>
    </message>
    <message>
        <source>%1 bytes in the layers that keep one, plus %2 of fixed state per user</source>
        <translation>%1 Byte in den Schichten mit KV-Cache, dazu %2 fester Zustand pro Nutzer</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Byte</translation>
    </message>
    <message>
        <source>Cache per replica</source>
        <translation>Cache pro Replikat</translation>
    </message>
    <message>
        <source>%1 tokens; one user alone gets up to %2 tokens</source>
        <translation>%1 Tokens; ein einzelner Nutzer bekommt bis zu %2 Tokens</translation>
    </message>
    <message>
        <source>Users at %1 tokens</source>
        <translation>Nutzer mit %1 Tokens</translation>
    </message>
    <message>
        <source>Decode rate</source>
        <translation>Dekodierrate</translation>
    </message>
    <message>
        <source>%1 tokens/s per user, %2 tokens/s in all (%3-bound)</source>
        <translation>%1 Tokens/s pro Nutzer, %2 Tokens/s insgesamt (begrenzt durch %3)</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <source>memory-bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>%1 s for a prompt of %2 tokens</source>
        <translation>%1 s für eine Eingabe von %2 Tokens</translation>
    </message>
    <message>
        <source>Power while serving</source>
        <translation>Leistungsaufnahme im Betrieb</translation>
    </message>
    <message>
        <source>%1 kW (GPUs at the decode load)</source>
        <translation>%1 kW (GPUs unter Dekodierlast)</translation>
    </message>
    <message>
        <source>Memory as vLLM accounts it (gpu_memory_utilization, the profiled activation peak, CUDA graphs); the decode rate is bound by the bytes each step reads (weights and every user&apos;s cache) over the memory bandwidth, or by the compute; each user&apos;s step at the full context. The assumptions below name the sources.</source>
        <translation>Speicher wie vLLM ihn verbucht (gpu_memory_utilization, die gemessene Aktivierungsspitze, CUDA-Graphen); die Dekodierrate begrenzen die Bytes, die jeder Schritt liest (Gewichte und der Cache jedes Nutzers), geteilt durch die Speicherbandbreite, oder die Rechenleistung; jeder Schritt beim vollen Kontext. Die Annahmen unten nennen die Quellen.</translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteRenderer</name>
    <message>
        <source>the PDF could not be rendered</source>
        <translation>das PDF konnte nicht erzeugt werden</translation>
    </message>
</context>
</TS>
