<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CatalogNames</name>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="13"/>
        <source>1× H200 NVL server</source>
        <translation>Server mit 1× H200 NVL</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="14"/>
        <source>2× H200 NVL server (2-way NVLink bridge)</source>
        <translation>Server mit 2× H200 NVL (NVLink-Brücke für 2 Karten)</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="15"/>
        <source>4× H200 NVL server (4-way NVLink bridge)</source>
        <translation>Server mit 4× H200 NVL (NVLink-Brücke für 4 Karten)</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="16"/>
        <source>8× H200 NVL server (two 4-way NVLink domains)</source>
        <translation>Server mit 8× H200 NVL (zwei NVLink-Domänen zu 4 Karten)</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="17"/>
        <source>1× RTX PRO 6000 Server Edition server</source>
        <translation>Server mit 1× RTX PRO 6000 SE</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="18"/>
        <source>2× RTX PRO 6000 Server Edition server</source>
        <translation>Server mit 2× RTX PRO 6000 SE</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="19"/>
        <source>4× RTX PRO 6000 Server Edition server</source>
        <translation>Server mit 4× RTX PRO 6000 SE</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="20"/>
        <source>8× RTX PRO 6000 Server Edition server</source>
        <translation>Server mit 8× RTX PRO 6000 SE</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="21"/>
        <source>HGX H200 8-GPU server</source>
        <translation>HGX-H200-Server mit 8 GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="22"/>
        <source>HGX H100 8-GPU server</source>
        <translation>HGX-H100-Server mit 8 GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="23"/>
        <source>HGX B200 8-GPU server</source>
        <translation>HGX-B200-Server mit 8 GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="24"/>
        <source>4× H100 NVL server (two 2-way bridges)</source>
        <translation>Server mit 4× H100 NVL (zwei Brücken zu 2 Karten)</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="25"/>
        <source>4× H100 PCIe server</source>
        <translation>Server mit 4× H100 PCIe</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="26"/>
        <source>4× L40S server</source>
        <translation>Server mit 4× L40S</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="27"/>
        <source>8× L40S server</source>
        <translation>Server mit 8× L40S</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="28"/>
        <source>HGX A100 80GB 8-GPU server</source>
        <translation>HGX-A100-80GB-Server mit 8 GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="29"/>
        <source>RTX 4090 workstation</source>
        <translation>Arbeitsplatzrechner mit RTX 4090</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="42"/>
        <source>NVIDIA publishes no dense BF16 rate for the Server Edition; the Workstation Edition&apos;s 503.8 TFLOPS is used, the Server Edition&apos;s lower clocks run somewhat below it</source>
        <translation>NVIDIA veröffentlicht für die Server Edition keinen dichten BF16-Wert; verwendet werden die 503,8 TFLOPS der Workstation Edition, die Server Edition liegt mit niedrigerem Takt etwas darunter</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="35"/>
        <source>2U, 1 socket</source>
        <translation>2 HE, 1 Sockel</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="36"/>
        <source>2U, 2 sockets</source>
        <translation>2 HE, 2 Sockel</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="37"/>
        <source>4U, 2 sockets</source>
        <translation>4 HE, 2 Sockel</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="38"/>
        <source>6U, 2 sockets</source>
        <translation>6 HE, 2 Sockel</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="39"/>
        <source>8U, 2 sockets</source>
        <translation>8 HE, 2 Sockel</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="40"/>
        <source>10U, 2 sockets</source>
        <translation>10 HE, 2 Sockel</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="41"/>
        <source>tower, 1 socket</source>
        <translation>Tower, 1 Sockel</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="31"/>
        <source>400G OSFP multimode link (MMA4Z00-NS400 + half an MMA4Z00-NS twin-port + MFP7E10 fibre)</source>
        <translation>400G-OSFP, Multimode (MMA4Z00-NS400 + halbes MMA4Z00-NS-Twin-Port-Modul + MFP7E10-Glasfaser)</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="33"/>
        <source>800G XDR OSFP link (transceiver pair + fibre)</source>
        <translation>800G-XDR-OSFP (Transceiver-Paar + Glasfaser)</translation>
    </message>
</context>
<context>
    <name>QIODevice</name>
    <message>
        <source>Unknown error</source>
        <translation type="vanished">Unbekannter Fehler</translation>
    </message>
</context>
<context>
    <name>ResultCharts</name>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="137"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="138"/>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="140"/>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="141"/>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="144"/>
        <source>RL models</source>
        <translation>RL-Modelle</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="145"/>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="159"/>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="175"/>
        <source>GB per GPU</source>
        <translation>GB pro GPU</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="108"/>
        <source>Memory per GPU: fits, %1 free</source>
        <translation>Speicher pro GPU: passt, %1 frei</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="113"/>
        <source>Memory per GPU: does not fit, %1 short</source>
        <translation>Speicher pro GPU: passt nicht, %1 zu wenig</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="169"/>
        <source>Compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="96"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="177"/>
        <source>CPU optimizer</source>
        <translation>CPU-Optimierer</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="178"/>
        <source>Optimizer on the CPUs</source>
        <translation>Optimierer auf den CPUs</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="191"/>
        <source>Critic</source>
        <translation>Critic</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="200"/>
        <source>At peak</source>
        <translation>Spitze</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="201"/>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="203"/>
        <source>Seconds per step</source>
        <translation>s pro Schritt</translation>
    </message>
    <message>
        <location filename="../../ui/charts/powerchart.cpp" line="46"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/charts/powerchart.cpp" line="49"/>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <location filename="../../ui/charts/powerchart.cpp" line="90"/>
        <source>kW from the wall</source>
        <translation>kW aus dem Netz</translation>
    </message>
    <message>
        <location filename="../../ui/charts/powerchart.cpp" line="95"/>
        <source>Power draw: %1</source>
        <translation>Leistungsaufnahme: %1</translation>
    </message>
    <message>
        <location filename="../../ui/charts/storagechart.cpp" line="50"/>
        <source>FP8 export %1</source>
        <translation>FP8-Export %1</translation>
    </message>
    <message>
        <location filename="../../ui/charts/storagechart.cpp" line="53"/>
        <source>Disk</source>
        <translation>Platte</translation>
    </message>
    <message>
        <location filename="../../ui/charts/storagechart.cpp" line="55"/>
        <source>GB on disk</source>
        <translation>GB auf der Festplatte</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="139"/>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="142"/>
        <source>Buffers</source>
        <translation>Puffer</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="143"/>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="170"/>
        <location filename="../../ui/charts/transferchart.cpp" line="99"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../../ui/charts/hostchart.cpp" line="81"/>
        <location filename="../../ui/charts/memorychart.cpp" line="178"/>
        <source>GB host</source>
        <translation>GB Host</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="159"/>
        <source>Generate</source>
        <translation>Generieren</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="164"/>
        <source>Score</source>
        <translation>Bewerten</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="205"/>
        <source>Step: %1 overlapped, %2 serial</source>
        <translation>Schritt %1, seriell %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/powerchart.cpp" line="52"/>
        <source>Overhead</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <location filename="../../ui/charts/powerchart.cpp" line="81"/>
        <source>%1 A feed</source>
        <translation>%1 A</translation>
    </message>
    <message>
        <location filename="../../ui/charts/powerchart.cpp" line="83"/>
        <source>%1 A 3-phase</source>
        <translation>%1 A Drehstrom</translation>
    </message>
    <message>
        <location filename="../../ui/charts/powerchart.cpp" line="88"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location filename="../../ui/charts/storagechart.cpp" line="44"/>
        <source>Checkpoints %1</source>
        <translation>Checkpoints %1</translation>
    </message>
    <message>
        <location filename="../../ui/charts/storagechart.cpp" line="47"/>
        <source>BF16 model %1</source>
        <translation>BF16-Modell %1</translation>
    </message>
    <message>
        <location filename="../../ui/charts/storagechart.cpp" line="62"/>
        <source>Storage: %1, %2 per checkpoint</source>
        <translation>Speicherplatz: %1, %2 je Checkpoint</translation>
    </message>
    <message>
        <location filename="../../ui/charts/hostchart.cpp" line="73"/>
        <location filename="../../ui/charts/hostchart.cpp" line="77"/>
        <location filename="../../ui/charts/memorychart.cpp" line="84"/>
        <source>Needed</source>
        <translation>Bedarf</translation>
    </message>
    <message>
        <location filename="../../ui/charts/hostchart.cpp" line="75"/>
        <location filename="../../ui/charts/hostchart.cpp" line="78"/>
        <location filename="../../ui/charts/memorychart.cpp" line="88"/>
        <source>Installed</source>
        <translation>Verbaut</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="169"/>
        <location filename="../../ui/charts/memorychart.cpp" line="173"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="111"/>
        <source>Memory per GPU: tight, %1 free</source>
        <translation>Speicher pro GPU: knapp, %1 frei</translation>
    </message>
    <message>
        <location filename="../../ui/charts/powerchart.cpp" line="92"/>
        <source>Power draw, all %1 runs: %2</source>
        <translation>Leistungsaufnahme, alle %1 Läufe: %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="98"/>
        <source>Each run, per GPU: fits, %1 free</source>
        <translation>Jeder Lauf, pro GPU: passt, %1 frei</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="104"/>
        <source>Each run, per GPU: does not fit, %1 short</source>
        <translation>Jeder Lauf, pro GPU: passt nicht, %1 zu wenig</translation>
    </message>
    <message>
        <location filename="../../ui/charts/storagechart.cpp" line="58"/>
        <source>Storage for %1 runs: %2</source>
        <translation>Speicherplatz für %1 Läufe: %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="91"/>
        <source>NVLink (%1/GPU)</source>
        <translation>NVLink (%1/GPU)</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="94"/>
        <source>PCIe (%1/GPU)</source>
        <translation>PCIe (%1/GPU)</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="97"/>
        <source>Network (%1/GPU)</source>
        <translation>Netzwerk (%1/GPU)</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="100"/>
        <source>Host (%1/GPU)</source>
        <translation>Host (%1/GPU)</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="164"/>
        <source>Likely total %1–%2</source>
        <translation>ca. %1–%2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="101"/>
        <source>Each run, per GPU: tight, %1 free</source>
        <translation>Jeder Lauf, pro GPU: knapp, %1 frei</translation>
    </message>
    <message>
        <location filename="../../ui/charts/hostchart.cpp" line="82"/>
        <source>Host memory</source>
        <translation>Hauptspeicher</translation>
    </message>
</context>
<context>
    <name>ResultText</name>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="41"/>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="14"/>
        <source>longest sequence that fits: %1 tokens</source>
        <translation>längste Sequenz, die passt: %1 Tokens</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="16"/>
        <source>no sequence length fits with these settings</source>
        <translation>mit diesen Einstellungen passt keine Sequenzlänge</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="155"/>
        <source>%1 servers with %2 × %3 each (%4)</source>
        <translation>%1 Server mit je %2 × %3 (%4)</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="155"/>
        <source>%1 × %2 in %3</source>
        <translation>%1 × %2 in %3</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="164"/>
        <source>%1 · step %2 · %3 tokens/s · %4 h for the dataset · %5 kWh</source>
        <translation>%1 · Schritt %2 · %3 Tokens/s · %4 h für den Datensatz · %5 kWh</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="29"/>
        <source>%1 runs side by side, each fits with %2 free per GPU; %3</source>
        <translation>%1 Läufe nebeneinander, jeder passt mit %2 frei pro GPU; %3</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="31"/>
        <source>%1 runs side by side, each does not fit: %2 short per GPU; %3</source>
        <translation>%1 Läufe nebeneinander, keiner passt: %2 zu wenig pro GPU; %3</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="159"/>
        <source>%1 · %2 runs of %3 GPUs · each run: step %4, %5 tokens/s, %6 h for its dataset · server: %7 kWh</source>
        <translation>%1 · %2 Läufe mit je %3 GPUs · je Lauf: Schritt %4, %5 Tokens/s, %6 h für seinen Datensatz · Server: %7 kWh</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="42"/>
        <source>Fits: %1 free per GPU, %2; %3</source>
        <translation>Passt: %1 frei pro GPU, %2; %3</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="45"/>
        <source>Tight: %1 free per GPU, %2; %3</source>
        <translation>Knapp: %1 frei pro GPU, %2; %3</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="122"/>
        <source>model uncertainty −%1/+%2 GB</source>
        <translation>Modellunsicherheit −%1/+%2 GB</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="130"/>
        <source>Per GPU: allocated peak %1 (what torch.cuda.max_memory_allocated reports), reserved peak %2 (torch.cuda.max_memory_reserved), total %3 (the card as nvidia-smi shows it, CUDA context included) of %4.</source>
        <translation>Pro GPU: belegte Spitze %1 (was torch.cuda.max_memory_allocated meldet), reservierte Spitze %2 (torch.cuda.max_memory_reserved), gesamt %3 (die Karte, wie nvidia-smi sie zeigt, mit CUDA-Kontext) von %4.</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="137"/>
        <source>%1 is what one process can use of the card: the %2 the driver reports, less its reserve (the CUDA context is counted in the total). The listed %3 is the figure the reference page measures what is left against.</source>
        <translation>%1 kann ein Prozess von der Karte nutzen: die %2, die der Treiber meldet, abzüglich seiner Reserve (der CUDA-Kontext ist in der Summe gezählt). Die angegebenen %3 sind die Zahl, gegen die die Referenzseite den freien Rest misst.</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="144"/>
        <source>Measured runs of this kind (%1; runs: %2) put the total between %3 and %4.</source>
        <translation>Gemessene Läufe dieser Art (%1; Läufe: %2) legen die Gesamtmenge zwischen %3 und %4.</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="150"/>
        <source>No measured run of this kind: the total has no uncertainty band.</source>
        <translation>Kein gemessener Lauf dieser Art: die Gesamtmenge hat kein Unsicherheitsband.</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="26"/>
        <source>%1 runs side by side, each tight: %2 free per GPU, %3; %4</source>
        <translation>%1 Läufe nebeneinander, jeder knapp: %2 frei pro GPU, %3; %4</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="22"/>
        <source>%1 %2 runs side by side, each with %3 free per GPU; %4</source>
        <translation>%1 %2 Läufe nebeneinander, jeder mit %3 frei pro GPU; %4</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="37"/>
        <source>%1 Memory: %2 free per GPU, %3; %4</source>
        <translation>%1 Speicher: %2 frei pro GPU, %3; %4</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="50"/>
        <source>Does not fit: short by %1 per GPU, %2; %3</source>
        <translation>Passt nicht: %1 zu wenig pro GPU, %2; %3</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="58"/>
        <source>%1 — power: %2</source>
        <translation>%1 — Leistung: %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="78"/>
        <source>%1 exceeds the 16 A feed; needs the 32 A feed, or a cap of %2 W per GPU on 16 A</source>
        <translation>%1 über dem 16-A-Anschluss; braucht 32 A oder höchstens %2 W pro GPU an 16 A</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="82"/>
        <source>%1 exceeds the 16 A feed; needs the 32 A feed (no cap within the card&apos;s range is enough on 16 A)</source>
        <translation>%1 über dem 16-A-Anschluss; braucht 32 A (an 16 A reicht keine Begrenzung)</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="88"/>
        <source>%1 exceeds both feeds; needs the 400 V three-phase %2 A feed, or a cap of %3 W per GPU on 32 A</source>
        <translation>%1 über beiden Anschlüssen; braucht 400-V-Drehstrom (%2 A) oder an 32 A höchstens %3 W pro GPU</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="92"/>
        <source>%1 exceeds both feeds; needs the 400 V three-phase %2 A feed</source>
        <translation>%1 über beiden Anschlüssen; braucht den 400-V-Drehstromanschluss mit %2 A</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="95"/>
        <source>%1 exceeds both feeds; needs a cap of %2 W per GPU on 16 A or %3 W on 32 A</source>
        <translation>%1 über beiden Anschlüssen; braucht höchstens %2 W pro GPU an 16 A oder %3 W an 32 A</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="99"/>
        <source>%1 exceeds both feeds; needs the 32 A feed with a cap of %2 W per GPU</source>
        <translation>%1 über beiden Anschlüssen; braucht 32 A und höchstens %2 W pro GPU</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="101"/>
        <source>%1 exceeds both feeds even at the lowest power cap; plan a three-phase feed</source>
        <translation>%1 über beiden Anschlüssen, auch bei kleinster Begrenzung; Drehstrom einplanen</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="106"/>
        <source>%1 exceeds the 32 A feed; needs the 400 V three-phase %2 A feed, or a cap of %3 W per GPU on 32 A</source>
        <translation>%1 über dem 32-A-Anschluss; braucht 400-V-Drehstrom (%2 A) oder höchstens %3 W pro GPU</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="109"/>
        <source>%1 exceeds the 32 A feed; needs the 400 V three-phase %2 A feed</source>
        <translation>%1 über dem 32-A-Anschluss; braucht den 400-V-Drehstromanschluss mit %2 A</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="112"/>
        <source>%1 exceeds the 32 A feed; needs a cap of %2 W per GPU</source>
        <translation>%1 über dem 32-A-Anschluss; braucht höchstens %2 W pro GPU</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="114"/>
        <source>%1 exceeds the 32 A feed even at the lowest power cap; plan a three-phase feed</source>
        <translation>%1 über dem 32-A-Anschluss, auch bei kleinster Begrenzung; Drehstrom einplanen</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="71"/>
        <source>%1 exceeds the 400 V three-phase %2 A feed; needs a cap of %3 W per GPU</source>
        <translation>%1 über dem 400-V-Drehstromanschluss mit %2 A; braucht höchstens %3 W pro GPU</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="73"/>
        <source>%1 exceeds the 400 V three-phase %2 A feed even at the lowest power cap</source>
        <translation>%1 über dem 400-V-Drehstromanschluss mit %2 A, auch bei kleinster Begrenzung</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="171"/>
        <source>%1k</source>
        <translation>%1k</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="183"/>
        <source>Serving: the weights and the engine&apos;s reserves leave no room for the KV cache</source>
        <translation>Betrieb: Gewichte und Reserven der Inferenz-Engine lassen keinen Platz für den KV-Cache</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="185"/>
        <source>Serving: not one user gets %1 tokens</source>
        <translation>Betrieb: kein einziger Nutzer bekommt %1 Tokens</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="204"/>
        <source>Serving: only %1 of %2 users at %3 tokens, about %4 tokens/s each</source>
        <translation>Betrieb: nur %1 von %2 Nutzern mit %3 Tokens, je etwa %4 Tokens/s</translation>
    </message>
    <message>
        <source>Serving: the weights (%1 per GPU) and the engine&apos;s reserves leave no room for the KV cache.</source>
        <translation type="vanished">Betrieb: Die Gewichte (%1 pro GPU) und die Reserven der Inferenz-Engine lassen keinen Platz für den KV-Cache.</translation>
    </message>
    <message>
        <source>Serving: %1 of %2 users get %3 tokens each (the longest context for one user is %4 tokens).</source>
        <translation type="vanished">Betrieb: %1 von %2 Nutzern bekommen je %3 Tokens (der längste Kontext für einen einzelnen Nutzer sind %4 Tokens).</translation>
    </message>
    <message>
        <source>Serving: %1 tokens per user exceed the model&apos;s context of %2 tokens.</source>
        <translation type="vanished">Betrieb: %1 Tokens pro Nutzer überschreiten den Kontext des Modells von %2 Tokens.</translation>
    </message>
    <message>
        <source>Serving: the catalog has no memory bandwidth for this GPU, so the decode rate is not estimated.</source>
        <translation type="vanished">Betrieb: Der Katalog nennt für diese GPU keine Speicherbandbreite; die Dekodierrate wird nicht geschätzt.</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="194"/>
        <source>Serving: one user at %1 tokens (room for %2), about %3 tokens/s</source>
        <translation>Betrieb: ein Nutzer mit %1 Tokens (Platz für %2), etwa %3 Tokens/s</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="196"/>
        <source>Serving: %1 users at %2 tokens (room for %3), about %4 tokens/s each</source>
        <translation>Betrieb: %1 Nutzer mit %2 Tokens (Platz für %3), je etwa %4 Tokens/s</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="200"/>
        <source>Serving: one user at %1 tokens, about %2 tokens/s</source>
        <translation>Betrieb: ein Nutzer mit %1 Tokens, etwa %2 Tokens/s</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="201"/>
        <source>Serving: %1 users at %2 tokens, about %3 tokens/s each</source>
        <translation>Betrieb: %1 Nutzer mit %2 Tokens, je etwa %3 Tokens/s</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="60"/>
        <source>%1 — afterwards %2</source>
        <translation>%1 — danach %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="216"/>
        <source>does not serve the model: no room for the KV cache</source>
        <translation>kann das Modell nicht betreiben: kein Platz für den KV-Cache</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="217"/>
        <source>serves no user at %1 tokens</source>
        <translation>bedient keinen Nutzer mit %1 Tokens</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="221"/>
        <source>serves one user at %1 tokens, about %2 tokens/s</source>
        <translation>bedient einen Nutzer mit %1 Tokens, etwa %2 Tokens/s</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="222"/>
        <source>serves %1 users at %2 tokens, about %3 tokens/s each</source>
        <translation>bedient %1 Nutzer mit %2 Tokens, je etwa %3 Tokens/s</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="224"/>
        <source>serves only %1 of %2 users at %3 tokens, about %4 tokens/s each</source>
        <translation>bedient nur %1 von %2 Nutzern mit %3 Tokens, je etwa %4 Tokens/s</translation>
    </message>
</context>
<context>
    <name>RunsOutChartView</name>
    <message>
        <source>%1, card %2</source>
        <translation>%1, Karte %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/runsoutchartview.cpp" line="95"/>
        <source>Where it runs out: memory per GPU against sequence length</source>
        <translation>Wo es knapp wird: Speicher pro GPU über der Sequenzlänge</translation>
    </message>
    <message>
        <location filename="../../ui/charts/runsoutchartview.cpp" line="97"/>
        <source>Current build</source>
        <translation>Aktueller Aufbau</translation>
    </message>
    <message>
        <location filename="../../ui/charts/runsoutchartview.cpp" line="98"/>
        <source>Band of the verdict</source>
        <translation>Unsicherheitsband</translation>
    </message>
    <message>
        <location filename="../../ui/charts/runsoutchartview.cpp" line="99"/>
        <source>Card capacity</source>
        <translation>Kartenspeicher</translation>
    </message>
    <message>
        <location filename="../../ui/charts/runsoutchartview.cpp" line="101"/>
        <source>Longest sequence that fits</source>
        <translation>Längste Sequenz, die passt</translation>
    </message>
    <message>
        <location filename="../../ui/charts/runsoutchartview.cpp" line="102"/>
        <source>Current length</source>
        <translation>Aktuelle Länge</translation>
    </message>
    <message>
        <location filename="../../ui/charts/runsoutchartview.cpp" line="104"/>
        <source>Sequence length (tokens, text)</source>
        <translation>Sequenzlänge (Tokens, Text)</translation>
    </message>
    <message>
        <location filename="../../ui/charts/runsoutchartview.cpp" line="105"/>
        <source>GB per GPU</source>
        <translation>GB pro GPU</translation>
    </message>
    <message>
        <location filename="../../ui/charts/runsoutchartview.cpp" line="150"/>
        <source>Longest that fits: %1</source>
        <translation>Längste, die passt: %1</translation>
    </message>
</context>
<context>
    <name>headroom::ui::AssumptionsModel</name>
    <message>
        <location filename="../../ui/window/assumptionsmodel.cpp" line="70"/>
        <source>Assumption</source>
        <translation>Annahme</translation>
    </message>
    <message>
        <location filename="../../ui/window/assumptionsmodel.cpp" line="72"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../../ui/window/assumptionsmodel.cpp" line="74"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../../ui/window/assumptionsmodel.cpp" line="28"/>
        <source>Training stack: %1</source>
        <translation>Trainingsumgebung: %1</translation>
    </message>
</context>
<context>
    <name>headroom::ui::BuildSection</name>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="23"/>
        <source>230 V, 16 A</source>
        <translation>230 V, 16 A</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="24"/>
        <source>230 V, 32 A</source>
        <translation>230 V, 32 A</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="25"/>
        <source>400 V three-phase, 16 A</source>
        <translation>400 V Drehstrom, 16 A</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="26"/>
        <source>400 V three-phase, 32 A</source>
        <translation>400 V Drehstrom, 32 A</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="28"/>
        <source>Smallest server that takes the cards</source>
        <translation>Kleinster Server, der die Karten aufnimmt</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="34"/>
        <source>Advanced: server and feed</source>
        <translation>Erweitert: Server und Anschluss</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="42"/>
        <source>GPU type</source>
        <translation>GPU-Typ</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="45"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="54"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="59"/>
        <source>Runs side by side</source>
        <translation>Läufe nebeneinander</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="62"/>
        <source>Cap at</source>
        <translation>Begrenzen auf</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="67"/>
        <source>Power per GPU</source>
        <translation>Leistung pro GPU</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="73"/>
        <source>Feed</source>
        <translation>Anschluss</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="74"/>
        <source>Show 400 V three-phase feeds</source>
        <translation>400-V-Drehstromanschlüsse zeigen</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="82"/>
        <source>The GPU model. Choose a type and a count: the smallest catalog server that takes them is picked unless you name a server.</source>
        <translation>Das GPU-Modell. Typ und Anzahl wählen: Der kleinste Katalogserver, der sie aufnimmt, wird gewählt, sofern kein Server angegeben ist.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="86"/>
        <source>The server chassis. It fixes CPUs, host memory, NVLink topology and power supply.</source>
        <translation>Das Servergehäuse. Es legt CPUs, Hauptspeicher, NVLink-Topologie und Netzteil fest.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="90"/>
        <source>GPUs training together. More cards divide the sharded states but each card receives more weight traffic per step.</source>
        <translation>GPUs, die gemeinsam trainieren. Mehr Karten teilen die verteilten Zustände, aber jede Karte empfängt pro Schritt mehr Gewichtsverkehr.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="94"/>
        <source>Train several runs at once, each on an equal group of the cards and inside one NVLink domain where the server has domains. Memory and step are one run&apos;s; power, feeds, host memory, CPUs and storage count every run.</source>
        <translation>Mehrere Läufe gleichzeitig trainieren, jeden auf einer gleich großen Gruppe der Karten und innerhalb einer NVLink-Domäne, wo der Server Domänen hat. Speicher und Schritt gelten für einen Lauf; Leistung, Stromanschluss, Hauptspeicher, CPUs und Speicherplatz zählen jeden Lauf.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="99"/>
        <source>Limit the power of each GPU. The step rate drops along the catalog&apos;s power-cap curve.</source>
        <translation>Die Leistung jeder GPU begrenzen. Die Schrittrate sinkt entlang der Leistungsgrenzen-Kurve aus dem Katalog.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="102"/>
        <source>Power limit per GPU in watts.</source>
        <translation>Leistungsgrenze pro GPU in Watt.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="104"/>
        <source>The mains feed the server is planned on. A feed carries 80 % of its rating continuously.</source>
        <translation>Der Netzanschluss, für den der Server geplant wird. Ein Anschluss trägt dauerhaft 80 % seines Nennwerts.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="107"/>
        <source>Also draw the limits of 400 V three-phase feeds.</source>
        <translation>Auch die Grenzen von 400-V-Drehstromanschlüssen einzeichnen.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="114"/>
        <location filename="../../ui/scenario/buildsection.cpp" line="134"/>
        <source>Change GPU count</source>
        <translation>GPU-Anzahl ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="121"/>
        <source>Change GPU type</source>
        <translation>GPU-Typ ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="127"/>
        <source>Change server</source>
        <translation>Server ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="140"/>
        <source>Change runs side by side</source>
        <translation>Läufe nebeneinander ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="145"/>
        <source>Toggle power cap</source>
        <translation>Leistungsgrenze umschalten</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="149"/>
        <source>Change power cap</source>
        <translation>Leistungsgrenze ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="153"/>
        <source>Change feed</source>
        <translation>Anschluss ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="159"/>
        <source>Toggle three-phase feeds</source>
        <translation>Drehstromanschlüsse umschalten</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="204"/>
        <source>one run on all GPUs</source>
        <translation>ein Lauf auf allen GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="205"/>
        <source>one GPU each</source>
        <translation>je eine GPU</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="206"/>
        <source>%1 GPUs each</source>
        <translation>je %1 GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="230"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ComparisonDock</name>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="138"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="188"/>
        <source>Compare builds</source>
        <translation>Aufbauten vergleichen</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="189"/>
        <source>Pin current build</source>
        <translation>Aktuellen Aufbau anheften</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="190"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="191"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="192"/>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="193"/>
        <source>Recommended builds</source>
        <translation>Empfohlene Aufbauten</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="194"/>
        <source>Make the selected recommendation the current build</source>
        <translation>Die gewählte Empfehlung zum aktuellen Aufbau machen</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="195"/>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="196"/>
        <source>Make the selected pinned build the current scenario again</source>
        <translation>Den gewählten angehefteten Aufbau wieder zum aktuellen Szenario machen</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="199"/>
        <source>Four builds are pinned, the most the comparison holds: remove one to pin another.</source>
        <translation>Vier Aufbauten sind angeheftet, mehr fasst der Vergleich nicht: einen entfernen, um einen weiteren anzuheften.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="198"/>
        <source>Click a pinned build&apos;s header to make it the current build again</source>
        <translation>Auf den Spaltenkopf eines angehefteten Aufbaus klicken, um ihn wieder zum aktuellen Aufbau zu machen</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="153"/>
        <source>does not fit: %1 short per card</source>
        <translation>passt nicht: %1 zu wenig pro Karte</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="158"/>
        <source>tight: %1 free per card</source>
        <translation>knapp: %1 frei pro Karte</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="159"/>
        <source>fits with %1 free per card</source>
        <translation>passt mit %1 frei pro Karte</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="161"/>
        <source>; with the optimizer in host memory</source>
        <translation>; mit dem Optimierer im Hauptspeicher</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="162"/>
        <source>; with 8-bit Adam</source>
        <translation>; mit 8-Bit-Adam</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="158"/>
        <source>; with 8-bit Adam on the GPUs instead of the offload</source>
        <translation>; mit 8-Bit-Adam auf den GPUs statt ausgelagert</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="162"/>
        <source>; with 32-bit AdamW offloaded to the CPUs (changes the optimizer)</source>
        <translation>; mit 32-Bit-AdamW, auf die CPUs ausgelagert (ändert den Optimierer)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="162"/>
        <source>; with 32-bit AdamW on the GPUs</source>
        <translation>; mit 32-Bit-AdamW auf den GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="164"/>
        <source>; %1 servers, the %2 cluster</source>
        <translation>; %1 Server, der %2 Verbund</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="165"/>
        <source>cheapest</source>
        <translation>günstigste</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="167"/>
        <source>fastest</source>
        <translation>schnellste</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="168"/>
        <source>fastest and cheapest</source>
        <translation>schnellste und günstigste</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="170"/>
        <source>; also %1 runs side by side</source>
        <translation>; auch %1 Läufe nebeneinander</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="172"/>
        <source>; %1 h for the dataset</source>
        <translation>; %1 h für den Datensatz</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ComparisonModel</name>
    <message numerus="yes">
        <source>+ %n item(s) on request</source>
        <translation>
            <numerusform>+ %n Position auf Anfrage</numerusform>
            <numerusform>+ %n Positionen auf Anfrage</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2× %3</source>
        <translation>%1: %2× %3</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="71"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="49"/>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="51"/>
        <source>Tight</source>
        <translation>Knapp</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="53"/>
        <source>Serving falls short</source>
        <translation>Betrieb reicht nicht</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="55"/>
        <source>Exceeds the planned feed</source>
        <translation>Übersteigt den geplanten Anschluss</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="57"/>
        <source>No room for the rollout engine</source>
        <translation>Kein Platz für die Rollout-Engine</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="59"/>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="63"/>
        <source>Does not fit</source>
        <translation>Passt nicht</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="61"/>
        <source>Plan refused</source>
        <translation>Plan abgelehnt</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="83"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="89"/>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="90"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="95"/>
        <source>%1 A 3-phase</source>
        <translation>%1 A Drehstrom</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="95"/>
        <source>%1 A</source>
        <translation>%1 A</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="97"/>
        <source>%1 (fits %2)</source>
        <translation>%1 (passt an %2)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="99"/>
        <source>no feed</source>
        <translation>keinen Anschluss</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="102"/>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="104"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="114"/>
        <source>LoRA (8-bit base)</source>
        <translation>LoRA (8-Bit-Basis)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="151"/>
        <source>on request</source>
        <translation>auf Anfrage</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="187"/>
        <source>Build %1</source>
        <translation>Aufbau %1</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="193"/>
        <source>Build</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="197"/>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="199"/>
        <source>Free per GPU</source>
        <translation>Frei pro GPU</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="201"/>
        <source>Used / capacity per GPU</source>
        <translation>Belegt / Kapazität pro GPU</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="203"/>
        <source>Step time (overlapped)</source>
        <translation>Schrittzeit (überlappt)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="205"/>
        <source>Transfer / compute</source>
        <translation>Transfer / Rechnen</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="207"/>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="209"/>
        <source>Checkpoint storage</source>
        <translation>Checkpoint-Speicherplatz</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="211"/>
        <source>Time for the dataset</source>
        <translation>Zeit für den Datensatz</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="213"/>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="75"/>
        <source>%1 runs of %2 GPUs</source>
        <translation>%1 Läufe mit je %2 GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="77"/>
        <source>one run</source>
        <translation>ein Lauf</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="195"/>
        <source>Runs side by side</source>
        <translation>Läufe nebeneinander</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="111"/>
        <source>Full fine-tune</source>
        <translation>Volles Fine-Tuning</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="112"/>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="113"/>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="117"/>
        <source>%1, rank %2</source>
        <translation>%1, Rang %2</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="122"/>
        <source>AdamW, optimizer offloaded</source>
        <translation>AdamW, Optimierer ausgelagert</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="124"/>
        <source>AdamW, parameters offloaded</source>
        <translation>AdamW, Parameter ausgelagert</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="125"/>
        <source>8-bit Adam</source>
        <translation>8-Bit-Adam</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="126"/>
        <source>Paged AdamW</source>
        <translation>AdamW mit Seitenauslagerung</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="127"/>
        <source>Paged 8-bit AdamW</source>
        <translation>8-Bit-AdamW mit Seitenauslagerung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4-bit AdamW</source>
        <translation>4-Bit-AdamW</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="128"/>
        <source>AdamW (32-bit)</source>
        <translation>AdamW (32 Bit)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="135"/>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="142"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="138"/>
        <source>%1 tokens</source>
        <translation>%1 Tokens</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="143"/>
        <source>%1 % of samples, %2 × %3×%4 px</source>
        <translation>%1 % der Beispiele, %2 × %3×%4 px</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="215"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="217"/>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="219"/>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="221"/>
        <source>Training stack</source>
        <translation>Trainingsumgebung</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="223"/>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="225"/>
        <source>Images</source>
        <translation>Bilder</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ImagesSection</name>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="15"/>
        <source>Advanced: images</source>
        <translation>Erweitert: Bilder</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="33"/>
        <source>Samples with images</source>
        <translation>Beispiele mit Bildern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="37"/>
        <source>Images per sample</source>
        <translation>Bilder pro Beispiel</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="46"/>
        <source>Image size</source>
        <translation>Bildgröße</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="48"/>
        <source>Train the vision tower</source>
        <translation>Vision-Tower mittrainieren</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="56"/>
        <source>Share of training samples that carry images. The longest sequence (a sample with images) sets the memory peak, the average sets the throughput.</source>
        <translation>Anteil der Trainingsbeispiele mit Bildern. Die längste Sequenz (ein Beispiel mit Bildern) bestimmt die Speicherspitze, der Durchschnitt den Durchsatz.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="60"/>
        <source>Images in each sample that carries images.</source>
        <translation>Bilder in jedem Beispiel, das Bilder enthält.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="61"/>
        <source>Image width in pixels. A 1024×1024 image becomes 1,024 tokens after patching and merging.</source>
        <translation>Bildbreite in Pixeln. Ein Bild mit 1024×1024 Pixeln ergibt nach Patching und Zusammenfassen 1.024 Tokens.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="63"/>
        <source>Image height in pixels.</source>
        <translation>Bildhöhe in Pixeln.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="65"/>
        <source>Train the vision tower as well (the reference figures do). Frozen, its weights stay at 2 B per parameter and store no activations.</source>
        <translation>Den Vision-Tower mittrainieren (wie in den Referenzzahlen). Eingefroren bleiben seine Gewichte bei 2 B pro Parameter und speichern keine Aktivierungen.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="72"/>
        <location filename="../../ui/scenario/imagessection.cpp" line="76"/>
        <source>Change image share</source>
        <translation>Bildanteil ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="80"/>
        <source>Change images per sample</source>
        <translation>Bilder pro Beispiel ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="83"/>
        <location filename="../../ui/scenario/imagessection.cpp" line="86"/>
        <source>Change image size</source>
        <translation>Bildgröße ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="89"/>
        <source>Toggle vision tower training</source>
        <translation>Vision-Tower-Training umschalten</translation>
    </message>
</context>
<context>
    <name>headroom::ui::MainWindow</name>
    <message>
        <source>Costs</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="548"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="549"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="550"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="551"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="552"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="565"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="566"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="567"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="568"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="569"/>
        <source>&amp;Import config.json…</source>
        <translation>config.json &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="577"/>
        <source>Export &amp;quote…</source>
        <translation>&amp;Angebot exportieren…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="578"/>
        <source>Export interactive &amp;sheet…</source>
        <translation>Interaktives &amp;Auslegungsblatt exportieren…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="580"/>
        <source>One HTML file with sliders that opens offline in any browser</source>
        <translation>Eine HTML-Datei mit Schiebereglern, die sich offline in jedem Browser öffnet</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="582"/>
        <source>This build has no interactive sheet (built without emscripten)</source>
        <translation>Diese Ausgabe von Headroom enthält kein interaktives Auslegungsblatt (ohne emscripten gebaut)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="838"/>
        <source>Export interactive sheet</source>
        <translation>Interaktives Auslegungsblatt exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="841"/>
        <source>Web pages (*.html)</source>
        <translation>Webseiten (*.html)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="856"/>
        <source>Cannot export the sheet</source>
        <translation>Auslegungsblatt kann nicht exportiert werden</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="857"/>
        <source>The sheet could not be written to %1:
%2</source>
        <translation>Das Auslegungsblatt konnte nicht nach %1 geschrieben werden:
%2</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="860"/>
        <source>Sheet written to %1</source>
        <translation>Auslegungsblatt nach %1 geschrieben</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="585"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="958"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="959"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="587"/>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="588"/>
        <source>&amp;Assumptions and sources</source>
        <translation>&amp;Annahmen und Quellen</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="605"/>
        <source>Phases</source>
        <translation>Phasen</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="671"/>
        <source>Cannot open scenario</source>
        <translation>Szenario lässt sich nicht öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="672"/>
        <source>The scenario %1 could not be opened.

Key: %2
Problem: %3</source>
        <translation>Das Szenario %1 konnte nicht geöffnet werden.

Schlüssel: %2
Problem: %3</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="715"/>
        <source>Cannot save scenario</source>
        <translation>Szenario lässt sich nicht speichern</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="715"/>
        <source>The scenario could not be written to %1:
%2</source>
        <translation>Das Szenario konnte nicht nach %1 geschrieben werden:
%2</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="723"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="733"/>
        <source>Cannot import model</source>
        <translation>Modell lässt sich nicht importieren</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="734"/>
        <source>The model configuration %1 could not be read.

Key: %2
Problem: %3</source>
        <translation>Die Modellkonfiguration %1 konnte nicht gelesen werden.

Schlüssel: %2
Problem: %3</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="739"/>
        <source>Import model</source>
        <translation>Modell importieren</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="756"/>
        <source>Cannot import training config</source>
        <translation>Trainingskonfiguration kann nicht übernommen werden</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="757"/>
        <source>The training config %1 could not be imported.

Key: %2
Problem: %3</source>
        <translation>Die Trainingskonfiguration %1 konnte nicht übernommen werden.

Schlüssel: %2
Problem: %3</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="767"/>
        <location filename="../../ui/window/mainwindow.cpp" line="773"/>
        <source>Import training config</source>
        <translation>Trainingskonfiguration übernehmen</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="774"/>
        <source>Training configs (*.yaml *.yml *.json);;All files (*)</source>
        <translation>Trainingskonfigurationen (*.yaml *.yml *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="785"/>
        <source>Open scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="786"/>
        <source>Headroom scenarios (*.headroom.json);;JSON files (*.json);;All files (*)</source>
        <translation>Headroom-Szenarien (*.headroom.json);;JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="799"/>
        <source>Save scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="803"/>
        <source>Headroom scenarios (*.headroom.json)</source>
        <translation>Headroom-Szenarien (*.headroom.json)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="813"/>
        <source>Import model configuration</source>
        <translation>Modellkonfiguration importieren</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="815"/>
        <source>Hugging Face config (*.json)</source>
        <translation>Hugging-Face-Konfiguration (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="870"/>
        <source>Axolotl config (*.yaml *.yml)</source>
        <translation>Axolotl-Konfiguration (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="871"/>
        <source>LLaMA-Factory config (*.yaml *.yml)</source>
        <translation>LLaMA-Factory-Konfiguration (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="872"/>
        <source>torchtune config (*.yaml *.yml)</source>
        <translation>torchtune-Konfiguration (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="873"/>
        <source>TRL config (*.yaml *.yml)</source>
        <translation>TRL-Konfiguration (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="884"/>
        <source>Export training config</source>
        <translation>Trainingskonfiguration exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="902"/>
        <source>Cannot export training config</source>
        <translation>Trainingskonfiguration kann nicht exportiert werden</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="903"/>
        <source>The training config could not be written to %1.

%2</source>
        <translation>Die Trainingskonfiguration konnte nicht nach %1 geschrieben werden.

%2</translation>
    </message>
    <message>
        <source>It is the customer&apos;s config the scenario was imported from; choose another file.</source>
        <translation type="vanished">Das ist die Konfiguration des Kunden, aus der das Szenario übernommen wurde; bitte eine andere Datei wählen.</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="914"/>
        <source>Key: %1
Problem: %2</source>
        <translation>Schlüssel: %1
Problem: %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="928"/>
        <source>Training config written to %1: fits with %2 GB free per GPU</source>
        <translation>Trainingskonfiguration nach %1 geschrieben: passt mit %2 GB frei pro GPU</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="931"/>
        <source> (changes to fit: %1, listed in the file)</source>
        <translation> (Änderungen, damit es passt: %1, in der Datei aufgeführt)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="941"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="941"/>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation>Das Szenario hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="963"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="964"/>
        <source>%1[*] — Headroom</source>
        <translation>%1[*] — Headroom</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="958"/>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="959"/>
        <source>&amp;Redo: %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="172"/>
        <source>Apply recommended build</source>
        <translation>Empfohlenen Aufbau übernehmen</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="590"/>
        <source>&amp;Compare builds</source>
        <translation>Aufbauten &amp;vergleichen</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="591"/>
        <source>&amp;Pin current build</source>
        <translation>Aktuellen Aufbau an&amp;heften</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="74"/>
        <source>4× H200 NVL</source>
        <translation>4× H200 NVL</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="75"/>
        <source>8× H200 NVL</source>
        <translation>8× H200 NVL</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="76"/>
        <source>4× RTX PRO 6000 SE</source>
        <translation>4× RTX PRO 6000 SE</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="77"/>
        <source>8× RTX PRO 6000 SE</source>
        <translation>8× RTX PRO 6000 SE</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="78"/>
        <source>1× RTX PRO 6000 SE, LoRA</source>
        <translation>1× RTX PRO 6000 SE, LoRA</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="80"/>
        <source>1× RTX PRO 6000 SE, QLoRA</source>
        <translation>1× RTX PRO 6000 SE, QLoRA</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="170"/>
        <source>Restore pinned build</source>
        <translation>Angehefteten Aufbau wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="264"/>
        <source>%1 of the %2 cards of the %3 are used: the chassis&apos;s CPUs, host memory and power stay in the figures.</source>
        <translation>%1 der %2 Karten des %3 sind belegt: CPUs, Hauptspeicher und Leistung des Gehäuses bleiben in den Zahlen.</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="315"/>
        <source>Four builds are pinned already: remove one to pin another.</source>
        <translation>Vier Aufbauten sind schon angeheftet: einen entfernen, um einen weiteren anzuheften.</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="348"/>
        <source>Preset: %1</source>
        <translation>Vorlage: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="357"/>
        <source>Results copied as text and JSON.</source>
        <translation>Ergebnisse als Text und JSON kopiert.</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="363"/>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="379"/>
        <source>About Headroom</source>
        <translation>Über Headroom</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="380"/>
        <source>&lt;h3&gt;Headroom %1&lt;/h3&gt;&lt;p&gt;Sizes GPU servers for fine-tuning large language models: memory per GPU, transfer against compute, power against the feeds, checkpoint storage.&lt;/p&gt;&lt;p&gt;Catalog: %2 files, %3 GPUs, %4 servers, %5 models.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Headroom %1&lt;/h3&gt;&lt;p&gt;Dimensioniert GPU-Server für das Fine-Tuning großer Sprachmodelle: Speicher pro GPU, Übertragung gegen Rechenzeit, Leistung gegen die Anschlüsse, Speicherplatz für Checkpoints.&lt;/p&gt;&lt;p&gt;Katalog: %2 Dateien, %3 GPUs, %4 Server, %5 Modelle.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="411"/>
        <source>Apply build from what fits</source>
        <translation>Aufbau aus „Was passt“ übernehmen</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="553"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="554"/>
        <source>&amp;Presets</source>
        <translation>&amp;Vorlagen</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="555"/>
        <source>Presets</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="558"/>
        <source>Make the build %1 (the smallest catalog server that holds the cards)</source>
        <translation>Aufbau %1 wählen (der kleinste Katalogserver, der die Karten aufnimmt)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="562"/>
        <source>&amp;Copy results</source>
        <translation>Ergebnisse &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="563"/>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="564"/>
        <source>&amp;About Headroom</source>
        <translation>&amp;Über Headroom</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="570"/>
        <source>Import &amp;training config…</source>
        <translation>&amp;Trainingskonfiguration übernehmen…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="571"/>
        <source>An Axolotl, LLaMA-Factory, torchtune or TRL config, or a DeepSpeed JSON, onto the current build</source>
        <translation>Eine Axolotl-, LLaMA-Factory-, torchtune- oder TRL-Konfiguration oder ein DeepSpeed-JSON, auf die aktuelle Konfiguration angewandt</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="573"/>
        <source>Export t&amp;raining config…</source>
        <translation>T&amp;rainingskonfiguration exportieren…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="574"/>
        <source>The scenario as an Axolotl, LLaMA-Factory, torchtune or TRL config with the settings that make it fit the build, and the DeepSpeed JSON beside it</source>
        <translation>Das Szenario als Axolotl-, LLaMA-Factory-, torchtune- oder TRL-Konfiguration mit den Einstellungen, mit denen es auf den gewählten Aufbau passt, und das DeepSpeed-JSON daneben</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="604"/>
        <source>Where it runs out</source>
        <translation>Wo es knapp wird</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="607"/>
        <source>What fits</source>
        <translation>Was passt</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="608"/>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="609"/>
        <source>Serving</source>
        <translation>Betrieb</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="610"/>
        <source>Free memory per GPU for every GPU type and count on the smallest catalog server that holds them; click a cell to apply it.</source>
        <translation>Freier Speicher pro GPU für jeden GPU-Typ und jede Anzahl im kleinsten Katalogserver, der sie aufnimmt; ein Klick auf eine Zelle übernimmt den Aufbau.</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="189"/>
        <source>Change the serving need</source>
        <translation>Bedarf für den Betrieb ändern</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="593"/>
        <source>&amp;Serving the tuned model</source>
        <translation>&amp;Betrieb des trainierten Modells</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="584"/>
        <source>&amp;Vendor details…</source>
        <translation>&amp;Anbieterdaten…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="828"/>
        <source>Quote details</source>
        <translation>Angebotsdaten ändern</translation>
    </message>
</context>
<context>
    <name>headroom::ui::MethodSection</name>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="23"/>
        <source>Full fine-tune</source>
        <translation>Volles Fine-Tuning</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="24"/>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="25"/>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA (4-Bit-Basis)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="26"/>
        <source>LoRA (8-bit base)</source>
        <translation>LoRA (8-Bit-Basis)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="29"/>
        <source>SFT</source>
        <translation>SFT</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="30"/>
        <source>DPO</source>
        <translation>DPO</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="31"/>
        <source>ORPO</source>
        <translation>ORPO</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="32"/>
        <source>SimPO</source>
        <translation>SimPO</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="33"/>
        <source>GRPO</source>
        <translation>GRPO</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="34"/>
        <source>PPO</source>
        <translation>PPO</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="36"/>
        <source>AdamW (32-bit states)</source>
        <translation>AdamW (32-Bit-Zustände)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="37"/>
        <source>8-bit Adam</source>
        <translation>8-Bit-Adam</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="38"/>
        <source>AdamW, optimizer on the CPUs</source>
        <translation>AdamW, Optimierer auf den CPUs</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="39"/>
        <source>AdamW, parameters on the CPUs</source>
        <translation>AdamW, Parameter auf den CPUs</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="40"/>
        <source>Paged AdamW (bitsandbytes)</source>
        <translation>AdamW mit Seitenauslagerung (bitsandbytes)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="41"/>
        <source>Paged 8-bit AdamW (bitsandbytes)</source>
        <translation>8-Bit-AdamW mit Seitenauslagerung (bitsandbytes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4-bit AdamW (torchao)</source>
        <translation>4-Bit-AdamW (torchao)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="53"/>
        <source>ZeRO paper (16 B per parameter)</source>
        <translation>ZeRO-Paper (16 B/Parameter)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="54"/>
        <source>Hugging Face docs (18 B per parameter)</source>
        <translation>Hugging-Face-Doku (18 B pro Parameter)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="55"/>
        <source>Pure BF16 (8 B per parameter, torchtune)</source>
        <translation>Reines BF16 (8 B pro Parameter, torchtune)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="57"/>
        <source>Full (FSDP / ZeRO-3)</source>
        <translation>Voll (FSDP / ZeRO-3)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="58"/>
        <source>ZeRO-2 (gradients and optimizer)</source>
        <translation>ZeRO-2 (Gradienten und Optimierer)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="59"/>
        <source>ZeRO-1 (optimizer only)</source>
        <translation>ZeRO-1 (nur Optimierer)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="60"/>
        <source>None (DDP)</source>
        <translation>Keins (DDP)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="68"/>
        <source>All linear layers (all-linear)</source>
        <translation>Alle Linearschichten (all-linear)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="69"/>
        <source>Attention q, v</source>
        <translation>Attention-Projektionen q, v</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="71"/>
        <source>Attention q, k, v, o</source>
        <translation>Attention-Projektionen q, k, v, o</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="73"/>
        <source>All linear layers and the LM head</source>
        <translation>Alle linearen Schichten und der LM-Head</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="76"/>
        <source>As in the scenario file</source>
        <translation>Wie in der Szenariodatei</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="82"/>
        <source>Advanced: model, method and batch</source>
        <translation>Erweitert: Modell, Methode und Batch</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="100"/>
        <source>Import config.json…</source>
        <translation>config.json importieren…</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="103"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="104"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="108"/>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="110"/>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="112"/>
        <source>State accounting</source>
        <translation>Zustandsbilanz</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="114"/>
        <source>Sharding</source>
        <translation>Sharding</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="118"/>
        <source>LoRA rank</source>
        <translation>LoRA-Rang</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="123"/>
        <source>LoRA targets</source>
        <translation>LoRA-Ziele</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="124"/>
        <source>DoRA (weight-decomposed LoRA)</source>
        <translation>DoRA (gewichtszerlegtes LoRA)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="140"/>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="144"/>
        <source>Micro-batch</source>
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="148"/>
        <source>Gradient accumulation</source>
        <translation>Gradientenakkumulation</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="149"/>
        <source>Gradient checkpointing</source>
        <translation>Gradient-Checkpointing</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="158"/>
        <source>Change model</source>
        <translation>Modell ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="162"/>
        <source>Change method</source>
        <translation>Methode ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="166"/>
        <source>Change fine-tuning</source>
        <translation>Fine-Tuning ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="170"/>
        <source>Change optimizer</source>
        <translation>Optimierer ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="181"/>
        <source>Change state accounting</source>
        <translation>Zustandsbilanz ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="185"/>
        <source>Change sharding</source>
        <translation>Sharding ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="189"/>
        <source>Change LoRA rank</source>
        <translation>LoRA-Rang ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="193"/>
        <source>Change LoRA targets</source>
        <translation>LoRA-Ziele ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="196"/>
        <source>Toggle DoRA</source>
        <translation>DoRA umschalten</translation>
    </message>
    <message>
        <source>LoRA on the routed experts</source>
        <translation>LoRA auf den gerouteten Experten</translation>
    </message>
    <message>
        <source>Toggle LoRA on the routed experts</source>
        <translation>LoRA auf den gerouteten Experten umschalten</translation>
    </message>
    <message>
        <source>Whether the gate, up and down targets also adapt every routed expert. Under transformers 4.x each expert is an nn.Linear that PEFT wraps. Under transformers 5 the routed experts are 3D parameters that target_modules does not reach (PEFT&apos;s target_parameters does): only the shared experts and the dense MLP layers get adapters.</source>
        <translation>Ob die Ziele Gate, Up und Down auch jeden gerouteten Experten anpassen. Unter transformers 4.x ist jeder Experte ein nn.Linear, das PEFT umhüllt. Unter transformers 5 sind die gerouteten Experten 3D-Parameter, die target_modules nicht erreicht (target_parameters von PEFT schon): Nur die geteilten Experten und die dichten MLP-Schichten erhalten Adapter.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="199"/>
        <source>Change micro-batch</source>
        <translation>Micro-Batch ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="202"/>
        <source>Change gradient accumulation</source>
        <translation>Gradientenakkumulation ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="206"/>
        <source>Toggle gradient checkpointing</source>
        <translation>Gradient-Checkpointing umschalten</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="240"/>
        <source>Imported: %1</source>
        <translation>Importiert: %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="246"/>
        <source>%1 (vision %2)</source>
        <translation>%1 (Vision %2)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="279"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="15"/>
        <source>The model to fine-tune. Its parameters are counted from the architecture in its config.json, never typed in.</source>
        <translation>Das Modell, das feinabgestimmt wird. Seine Parameter werden aus der Architektur in seiner config.json gezählt, nie eingetippt.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="17"/>
        <source>Read a Hugging Face config.json to size a model that is not in the catalog. You can also drop the file on the window.</source>
        <translation>Eine Hugging-Face-config.json einlesen, um ein Modell zu dimensionieren, das nicht im Katalog steht. Die Datei lässt sich auch auf das Fenster ziehen.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="20"/>
        <source>Full: every weight is trained (weights, gradients and optimizer states per parameter). LoRA: frozen BF16 base plus small adapters. QLoRA: 4-bit NF4 base plus adapters. LoRA (8-bit base): int8 linear weights (bitsandbytes LLM.int8) plus adapters.</source>
        <translation>Voll: Jedes Gewicht wird trainiert (Gewichte, Gradienten und Optimiererzustände pro Parameter). LoRA: eingefrorene BF16-Basis plus kleine Adapter. QLoRA: 4-Bit-NF4-Basis plus Adapter. LoRA (8-Bit-Basis): Int8-Gewichte der linearen Schichten (bitsandbytes LLM.int8) plus Adapter.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="27"/>
        <source>SFT: supervised fine-tuning. DPO (with a frozen reference), ORPO and SimPO (reference-free) train on chosen and rejected answers. GRPO and PPO generate completions with a vLLM engine, score them and train on them; PPO adds a critic. The combo beside it says how the policy trains: full, LoRA or QLoRA.</source>
        <translation>SFT: überwachtes Fine-Tuning. DPO (mit eingefrorener Referenz), ORPO und SimPO (ohne Referenz) trainieren auf bevorzugten und abgelehnten Antworten. GRPO und PPO erzeugen Antworten mit einer vLLM-Engine, bewerten sie und trainieren darauf; PPO trainiert zusätzlich einen Critic. Die Auswahl daneben legt fest, wie die Policy trainiert: voll, LoRA oder QLoRA.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="34"/>
        <source>AdamW keeps fp32 master weights and two moments (12 B per parameter). 8-bit Adam quantises the moments, torchao&apos;s 4-bit AdamW to half a byte each. Optimizer offload keeps the optimizer states and gradients in host memory and runs the update on the CPUs (DeepSpeed ZeRO-Offload; with full sharding it runs as DeepSpeed ZeRO-3, as FSDP cannot offload the optimizer alone). Parameter offload (FSDP&apos;s CPU offload, DeepSpeed&apos;s offload_param) moves the weights to host memory as well: the GPUs hold only the layers gathered for compute, at the cost of host memory and PCIe traffic every step.</source>
        <translation>AdamW hält fp32-Masterkopien der Gewichte und zwei Momente (12 B pro Parameter). 8-Bit-Adam quantisiert die Momente, der 4-Bit-AdamW von torchao auf ein halbes Byte je Wert. Beim Auslagern des Optimierers liegen Optimiererzustände und Gradienten im Hauptspeicher, das Update rechnen die CPUs (ZeRO-Offload von DeepSpeed; bei vollem Sharding läuft es als DeepSpeed ZeRO-3, denn FSDP kann den Optimierer nicht allein auslagern). Beim Auslagern der Parameter (CPU-Auslagerung von FSDP, offload_param von DeepSpeed) liegen auch die Gewichte im Hauptspeicher: Die GPUs halten nur die gerade zum Rechnen gesammelten Schichten – auf Kosten von Hauptspeicher und PCIe-Verkehr in jedem Schritt.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="42"/>
        <source>Bytes per parameter for weights, gradients and optimizer: the ZeRO paper counts 16 B, the Hugging Face documentation 18 B. Pure BF16 (torchtune&apos;s default) keeps no fp32 master copy: 2 + 2 + 4 = 8 B, 6 B with 8-bit Adam. DeepSpeed keeps its fp32 copy whatever the model was loaded in: 16 B there.</source>
        <translation>Bytes pro Parameter für Gewichte, Gradienten und Optimierer: Das ZeRO-Paper zählt 16 B, die Hugging-Face-Dokumentation 18 B. Reines BF16 (Voreinstellung von torchtune) hält keine fp32-Masterkopie: 2 + 2 + 4 = 8 B, mit 8-Bit-Adam 6 B. DeepSpeed hält seine fp32-Kopie, in welchem Format das Modell auch geladen wurde: dort 16 B.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="48"/>
        <source>How the model states are split across the GPUs. Full sharding divides weights, gradients and optimizer; ZeRO-2 gradients and optimizer; ZeRO-1 the optimizer only; DDP keeps a full copy on every card.</source>
        <translation>Wie die Modellzustände auf die GPUs verteilt werden. Volles Sharding teilt Gewichte, Gradienten und Optimierer; ZeRO-2 Gradienten und Optimierer; ZeRO-1 nur den Optimierer; DDP hält eine vollständige Kopie auf jeder Karte.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="52"/>
        <source>Rank r of the LoRA adapters on every linear layer of the language model: r·(in + out) trainable weights per layer.</source>
        <translation>Rang r der LoRA-Adapter auf jeder linearen Schicht des Sprachmodells: r·(ein + aus) trainierbare Gewichte pro Schicht.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="55"/>
        <source>The linear layers that get adapters (PEFT target_modules). Fewer targets train fewer weights and keep fewer adapter activations.</source>
        <translation>Die linearen Schichten, die Adapter erhalten (PEFT target_modules). Weniger Ziele trainieren weniger Gewichte und halten weniger Adapter-Aktivierungen.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="58"/>
        <source>DoRA (PEFT use_dora): a magnitude vector per adapted layer and, in training, the weight norm of W + BA per layer, which adds activation memory and time.</source>
        <translation>DoRA (PEFT use_dora): ein Betragsvektor je angepasster Schicht und im Training die Gewichtsnorm von W + BA je Schicht; das kostet zusätzlichen Aktivierungsspeicher und Zeit.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="62"/>
        <source>Tokens of text per training sequence. Longer sequences need more activation memory and, from the long-context length on, run at a lower utilisation.</source>
        <translation>Text-Tokens pro Trainingssequenz. Längere Sequenzen brauchen mehr Aktivierungsspeicher und laufen ab der Langkontext-Länge mit geringerer Auslastung.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="67"/>
        <source>Sequences per GPU in each forward and backward pass. Activation memory grows with it.</source>
        <translation>Sequenzen pro GPU in jedem Vorwärts- und Rückwärtsdurchlauf. Der Aktivierungsspeicher wächst damit.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="70"/>
        <source>Micro-batches accumulated before each optimizer step.</source>
        <translation>Micro-Batches, die vor jedem Optimiererschritt akkumuliert werden.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="72"/>
        <source>Gradient checkpointing keeps only each layer&apos;s input and recomputes the rest during the backward pass: far less activation memory, about a third more compute.</source>
        <translation>Gradient-Checkpointing behält nur die Eingabe jeder Schicht und berechnet den Rest im Rückwärtsdurchlauf neu: weit weniger Aktivierungsspeicher, etwa ein Drittel mehr Rechenaufwand.</translation>
    </message>
</context>
<context>
    <name>headroom::ui::OutputFile</name>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="248"/>
        <source>no program is reading from the pipe</source>
        <translation>kein Programm liest aus der Pipe</translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="254"/>
        <source>the file changed while it was opened; nothing was written</source>
        <translation>die Datei hat sich beim Öffnen geändert; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>the file name is too long for a safe save (%1 bytes; the folder takes %2 including a 7-byte temporary suffix)</source>
        <translation type="vanished">der Dateiname ist für sicheres Speichern zu lang (%1 Bytes; der Ordner erlaubt %2 einschließlich einer temporären Endung von 7 Bytes)</translation>
    </message>
    <message>
        <source>the system did not say why</source>
        <translation type="vanished">das System hat keinen Grund genannt</translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="369"/>
        <source>no file name given</source>
        <translation>kein Dateiname angegeben</translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="216"/>
        <source>%1 is a directory</source>
        <translation>%1 ist ein Ordner</translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="103"/>
        <source>%1 is the scenario file %2</source>
        <translation>%1 ist die Szenariodatei %2</translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="105"/>
        <source>%1 is the imported model configuration %2</source>
        <translation>%1 ist die importierte Modellkonfiguration %2</translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="108"/>
        <source>%1 is the recipe the scenario was imported from, %2</source>
        <translation>%1 ist die Trainingskonfiguration, aus der das Szenario importiert wurde, %2</translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="112"/>
        <source>%1 is the model configuration of a pinned build, %2</source>
        <translation>%1 ist die Modellkonfiguration einer angehefteten Konfiguration, %2</translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="114"/>
        <source>%1 is the catalog file %2</source>
        <translation>%1 ist die Katalogdatei %2</translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="115"/>
        <source>%1 is the vendor&apos;s logo %2</source>
        <translation>%1 ist das Logo des Anbieters %2</translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="125"/>
        <source>%1 is %2, which this command reads</source>
        <translation>%1 ist %2, das dieser Befehl liest</translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="204"/>
        <source>%1 is a link to a file that does not exist; nothing was written</source>
        <translation>%1 ist ein Verweis auf eine Datei, die es nicht gibt; nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="221"/>
        <source>%1 is not a regular file: the files written with it cannot sit beside it; nothing was written</source>
        <translation>%1 ist keine gewöhnliche Datei: die mit ihr geschriebenen Dateien können nicht daneben liegen; nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="229"/>
        <source>%1 is not a regular file (a block device or a socket); nothing was written</source>
        <translation>%1 ist keine gewöhnliche Datei (ein Blockgerät oder ein Socket); nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="390"/>
        <source>%1 and %2 are the same file; nothing was written</source>
        <translation>%1 und %2 sind dieselbe Datei; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1 is not a regular file; nothing was written</source>
        <translation type="vanished">%1 ist keine gewöhnliche Datei; nichts wurde geschrieben</translation>
    </message>
</context>
<context>
    <name>headroom::ui::PanelSection</name>
    <message>
        <location filename="../../ui/scenario/panelsection.cpp" line="96"/>
        <source>Catalog assumptions:</source>
        <translation>Annahmen aus dem Katalog:</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ParallelSection</name>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="15"/>
        <source>Advanced: parallelism and servers</source>
        <translation>Erweitert: Parallelisierung und Server</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="23"/>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="25"/>
        <source>Parallel plan</source>
        <translation>Parallelisierungsplan</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="37"/>
        <source>Tensor parallel</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="38"/>
        <source>Pipeline parallel</source>
        <translation>Pipeline-Parallelität</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="39"/>
        <source>Context parallel</source>
        <translation>Kontext-Parallelität</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="40"/>
        <source>Expert parallel</source>
        <translation>Experten-Parallelität</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="41"/>
        <source>Sequence parallel</source>
        <translation>Sequenz-Parallelität</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="45"/>
        <source>Data parallel</source>
        <translation>Daten-Parallelität</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="52"/>
        <source>Servers of this build joined by the catalog&apos;s network: one run on every GPU of all of them.</source>
        <translation>Server dieses Aufbaus, verbunden über das Netzwerk aus dem Katalog: ein Lauf auf allen GPUs aller Server.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="55"/>
        <source>Automatic: every GPU holds a data-parallel replica, sharded as set. Manual: split the model with tensor, pipeline, context and expert parallelism; data parallelism takes the GPUs they leave.</source>
        <translation>Automatisch: Jede GPU hält eine datenparallele Replik, verteilt wie eingestellt. Manuell: Das Modell wird mit Tensor-, Pipeline-, Kontext- und Experten-Parallelität aufgeteilt; die Daten-Parallelität nimmt die übrigen GPUs.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="58"/>
        <source>GPUs that split each layer&apos;s matrices (Megatron-LM tensor parallelism); it must divide the attention and KV heads.</source>
        <translation>GPUs, die die Matrizen jeder Schicht aufteilen (Tensor-Parallelität nach Megatron-LM); die Zahl muss die Attention- und KV-Köpfe teilen.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="60"/>
        <source>Pipeline stages: GPUs that hold consecutive layers.</source>
        <translation>Pipeline-Stufen: GPUs, die aufeinanderfolgende Schichten halten.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="61"/>
        <source>GPUs that split each sequence (context parallelism).</source>
        <translation>GPUs, die jede Sequenz aufteilen (Kontext-Parallelität).</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="62"/>
        <source>GPUs that split a mixture-of-experts layer&apos;s experts; it must divide the experts.</source>
        <translation>GPUs, die die Experten einer Mixture-of-Experts-Schicht aufteilen; die Zahl muss die Experten teilen.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="65"/>
        <source>Split the norms&apos; and dropouts&apos; activations over the tensor-parallel GPUs (Korthikanti et al. 2022).</source>
        <translation>Die Aktivierungen von Normierung und Dropout auf die tensorparallelen GPUs aufteilen (Korthikanti et al. 2022).</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="71"/>
        <source>Change servers</source>
        <translation>Serverzahl ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="74"/>
        <source>Change parallel plan</source>
        <translation>Parallelisierungsplan ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="82"/>
        <source>Change tensor parallel</source>
        <translation>Tensor-Parallelität ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="85"/>
        <source>Change pipeline parallel</source>
        <translation>Pipeline-Parallelität ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="88"/>
        <source>Change context parallel</source>
        <translation>Kontext-Parallelität ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="91"/>
        <source>Change expert parallel</source>
        <translation>Experten-Parallelität ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="94"/>
        <source>Toggle sequence parallel</source>
        <translation>Sequenz-Parallelität umschalten</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="109"/>
        <source>every GPU</source>
        <translation>jede GPU</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="114"/>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="115"/>
        <source>Manual</source>
        <translation>Manuell</translation>
    </message>
</context>
<context>
    <name>headroom::ui::PhaseView</name>
    <message numerus="yes">
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln round(s)</source>
        <translation>
            <numerusform>%Ln Durchgang</numerusform>
            <numerusform>%Ln Durchgängen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 prompts per hour; each step generates %2 completions (%3 prompts) in %4 on %5.</source>
        <translation>%1 Prompts pro Stunde; jeder Schritt erzeugt %2 Antworten (%3 Prompts) in %4 auf %5.</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="84"/>
        <source>Generate</source>
        <translation>Generieren</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="84"/>
        <source>Score</source>
        <translation>Bewerten</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="84"/>
        <source>Train</source>
        <translation>Trainieren</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="93"/>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="94"/>
        <source>Peak phase (the verdict&apos;s)</source>
        <translation>Spitzenphase (die des Urteils)</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="117"/>
        <source>GB per GPU</source>
        <translation>GB pro GPU</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="126"/>
        <source>Capacity %1</source>
        <translation>Kapazität %1</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="134"/>
        <source>Memory per GPU: peak %1 of %2</source>
        <translation>Speicher pro GPU: Spitze %1 von %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="156"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="161"/>
        <source>seconds per step</source>
        <translation>Sekunden pro Schritt</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="169"/>
        <source>Step: %1</source>
        <translation>Schritt: %1</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="181"/>
        <source>%1 %2 (peak)</source>
        <translation>%1 %2 (Spitze)</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="181"/>
        <location filename="../../ui/charts/phaseview.cpp" line="183"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="186"/>
        <source>Memory per GPU: %1. Step %2: %3.</source>
        <translation>Speicher pro GPU: %1. Schritt %2: %3.</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="191"/>
        <source>%1 preference pairs per hour; %2 pairs per step.</source>
        <translation>%1 Präferenzpaare pro Stunde; %2 Paare pro Schritt.</translation>
    </message>
</context>
<context>
    <name>headroom::ui::RecipeNote</name>
    <message>
        <location filename="../../ui/scenario/recipenote.cpp" line="26"/>
        <source>Imported from the %1 training config %2.</source>
        <translation>Aus der %1-Trainingskonfiguration %2 übernommen.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/recipenote.cpp" line="35"/>
        <source>Not modelled (left as the config sets them): %1.</source>
        <translation>Nicht modelliert (bleiben wie in der Konfiguration gesetzt): %1.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/recipenote.cpp" line="43"/>
        <source>Left open by the config, sized with Headroom&apos;s value: %1.</source>
        <translation>In der Konfiguration offen, mit Headrooms Wert ausgelegt: %1.</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ResultPanel</name>
    <message>
        <location filename="../../ui/window/resultpanel.cpp" line="97"/>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <location filename="../../ui/window/resultpanel.cpp" line="117"/>
        <source>Power: %1, within the planned %2 A feed</source>
        <translation>Leistung: %1, innerhalb des geplanten %2-A-Anschlusses</translation>
    </message>
    <message>
        <location filename="../../ui/window/resultpanel.cpp" line="114"/>
        <source>Power: %1, within the planned 400 V three-phase %2 A feed</source>
        <translation>Leistung: %1, innerhalb des geplanten 400-V-Drehstromanschlusses mit %2 A</translation>
    </message>
    <message>
        <location filename="../../ui/window/resultpanel.cpp" line="112"/>
        <source>Power: %1</source>
        <translation>Leistung: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/resultpanel.cpp" line="162"/>
        <source>No warnings</source>
        <translation>Keine Warnungen</translation>
    </message>
    <message>
        <location filename="../../ui/window/resultpanel.cpp" line="165"/>
        <source>%1 warnings (click for all): %2</source>
        <translation>%1 Warnungen (Klick zeigt alle): %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/resultpanel.cpp" line="109"/>
        <source>Afterwards: %1</source>
        <translation>Danach: %1</translation>
    </message>
</context>
<context>
    <name>headroom::ui::RlSection</name>
    <message>
        <source>GPUs of the cluster that serve the engine and do not train: whole servers, or the same share of every server.</source>
        <translation>GPUs des Clusters, auf denen die Engine läuft und die nicht trainieren: ganze Server oder derselbe Anteil jedes Servers.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="20"/>
        <source>Frozen model on the GPUs</source>
        <translation>Eingefroren auf den GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="21"/>
        <source>Precomputed log-probabilities</source>
        <translation>Vorab berechnete Log-Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="22"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="24"/>
        <source>On the training GPUs</source>
        <translation>Auf den trainierenden GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="25"/>
        <source>On GPUs of its own</source>
        <translation>Auf eigenen GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="39"/>
        <source>Advanced: preference and RL</source>
        <translation>Erweitert: Präferenz und RL</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="61"/>
        <source>Prompt + completion</source>
        <translation>Prompt + Antwort</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="63"/>
        <source>Completions per prompt</source>
        <translation>Antworten pro Prompt</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="65"/>
        <source>Rollout engine</source>
        <translation>Rollout-Engine</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="70"/>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="82"/>
        <source>Critic</source>
        <translation>Critic</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="83"/>
        <source>Reward model</source>
        <translation>Belohnungsmodell</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="91"/>
        <source>Engine&apos;s memory share</source>
        <translation>Speicheranteil der Engine</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="93"/>
        <source>Engine&apos;s GPUs</source>
        <translation>GPUs der Engine</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="95"/>
        <source>Engine&apos;s tensor parallel</source>
        <translation>Tensor-Parallelität der Engine</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="96"/>
        <source>Engine sleeps while the policy trains</source>
        <translation>Engine schläft, während die Policy trainiert</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="102"/>
        <source>Prompt tokens; each trained sequence is prompt plus completion (DPO: a chosen and a rejected one per example).</source>
        <translation>Tokens des Prompts; jede trainierte Sequenz ist Prompt plus Antwort (DPO: eine bevorzugte und eine abgelehnte je Beispiel).</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="105"/>
        <source>Completion tokens generated or given per prompt.</source>
        <translation>Tokens der Antwort, erzeugt oder vorgegeben, je Prompt.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="108"/>
        <source>Completions generated per prompt (TRL num_generations). It must divide the completions of a step: micro-batch × accumulation × training GPUs.</source>
        <translation>Antworten, die je Prompt erzeugt werden (TRL num_generations). Die Zahl muss die Antworten eines Schritts teilen: Micro-Batch × Akkumulation × trainierende GPUs.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="112"/>
        <source>Where the generation engine runs: on the training GPUs, taking its share of each, or on GPUs of its own that then do not train.</source>
        <translation>Wo die Engine zum Generieren läuft: auf den trainierenden GPUs mit ihrem Anteil an jeder oder auf eigenen GPUs, die dann nicht trainieren.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="116"/>
        <source>The reference model of the KL term: a frozen copy on the GPUs (a LoRA or QLoRA policy disables its adapter instead), log-probabilities computed before training, or none.</source>
        <translation>Das Referenzmodell des KL-Terms: eine eingefrorene Kopie auf den GPUs (eine LoRA- oder QLoRA-Policy schaltet stattdessen ihren Adapter ab), vor dem Training berechnete Log-Wahrscheinlichkeiten oder keine.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="121"/>
        <source>PPO&apos;s value model, trained beside the policy: by default a copy of the policy with a value head, or a catalog model; its weights, gradients and optimizer states scale with its parameters.</source>
        <translation>Das Wertmodell von PPO, das neben der Policy trainiert wird: standardmäßig eine Kopie der Policy mit Wert-Kopf oder ein Modell aus dem Katalog; seine Gewichte, Gradienten und Optimiererzustände wachsen mit seinen Parametern.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="125"/>
        <source>A reward function (no model on the GPUs) or a catalog model that scores the completions, frozen in BF16 and sharded like the policy&apos;s weights.</source>
        <translation>Eine Belohnungsfunktion (kein Modell auf den GPUs) oder ein Modell aus dem Katalog, das die Antworten bewertet, eingefroren in BF16 und verteilt wie die Gewichte der Policy.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="128"/>
        <source>The engine&apos;s share of each of its GPUs (vLLM gpu_memory_utilization): weights and KV cache.</source>
        <translation>Anteil der Engine an jeder ihrer GPUs (vLLM gpu_memory_utilization): Gewichte und KV-Cache.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="132"/>
        <source>GPUs per engine replica (vLLM tensor parallel size).</source>
        <translation>GPUs pro Replikat der Engine (vLLM tensor_parallel_size).</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="135"/>
        <source>vLLM sleep mode: the engine&apos;s weights go to host memory and its KV cache is freed while the policy trains.</source>
        <translation>Schlafmodus von vLLM: Die Gewichte der Engine wandern in den Hauptspeicher und ihr KV-Cache wird freigegeben, während die Policy trainiert.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="142"/>
        <source>Change prompt length</source>
        <translation>Prompt-Länge ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="145"/>
        <source>Change completion length</source>
        <translation>Antwortlänge ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="149"/>
        <source>Change group size</source>
        <translation>Gruppengröße ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="153"/>
        <source>Change rollout placement</source>
        <translation>Ort der Rollout-Engine ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="157"/>
        <source>Change reference</source>
        <translation>Referenz ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="162"/>
        <source>Change critic</source>
        <translation>Critic ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="166"/>
        <source>Change reward model</source>
        <translation>Belohnungsmodell ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="169"/>
        <source>Change engine&apos;s memory share</source>
        <translation>Speicheranteil der Engine ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="173"/>
        <source>Change engine&apos;s GPUs</source>
        <translation>GPUs der Engine ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="176"/>
        <source>Change engine&apos;s tensor parallel</source>
        <translation>Tensor-Parallelität der Engine ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="180"/>
        <source>Toggle engine sleep mode</source>
        <translation>Schlafmodus der Engine umschalten</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="223"/>
        <source>The policy&apos;s size</source>
        <translation>Größe der Policy</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="224"/>
        <source>A reward function</source>
        <translation>Eine Belohnungsfunktion</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="228"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>headroom::ui::RunSection</name>
    <message>
        <location filename="../../ui/scenario/runsection.cpp" line="11"/>
        <source>Advanced: run and storage</source>
        <translation>Erweitert: Lauf und Speicherplatz</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/runsection.cpp" line="18"/>
        <source>Checkpoints kept</source>
        <translation>Aufbewahrte Checkpoints</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/runsection.cpp" line="23"/>
        <source>Dataset (tokens)</source>
        <translation>Datensatz (Tokens)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/runsection.cpp" line="27"/>
        <source>Epochs</source>
        <translation>Epochen</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/runsection.cpp" line="30"/>
        <source>Resumable checkpoints kept on disk. Each holds the fp32 master weights, the Adam moments and the 16-bit weights.</source>
        <translation>Fortsetzbare Checkpoints auf der Festplatte. Jeder enthält die fp32-Mastergewichte, die Adam-Momente und die 16-Bit-Gewichte.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/runsection.cpp" line="33"/>
        <source>Training tokens in the dataset.</source>
        <translation>Trainings-Tokens im Datensatz.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/runsection.cpp" line="34"/>
        <source>Passes over the dataset.</source>
        <translation>Durchläufe über den Datensatz.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/runsection.cpp" line="37"/>
        <source>Change checkpoints kept</source>
        <translation>Aufbewahrte Checkpoints ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/runsection.cpp" line="40"/>
        <source>Change dataset size</source>
        <translation>Datensatzgröße ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/runsection.cpp" line="43"/>
        <source>Change epochs</source>
        <translation>Epochen ändern</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ScenarioPanel</name>
    <message>
        <location filename="../../ui/scenario/scenariopanel.cpp" line="118"/>
        <source>Not applied: %1 would be outside what a scenario may hold.</source>
        <translation>Nicht übernommen: %1 läge außerhalb dessen, was ein Szenario enthalten darf.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/scenariopanel.cpp" line="56"/>
        <source>Workload and build</source>
        <translation>Training und Aufbau</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/scenariopanel.cpp" line="75"/>
        <source>Advanced</source>
        <translation>Erweitert</translation>
    </message>
</context>
<context>
    <name>headroom::ui::SequenceField</name>
    <message>
        <location filename="../../ui/scenario/sequencefield.cpp" line="49"/>
        <location filename="../../ui/scenario/sequencefield.cpp" line="55"/>
        <source>Change sequence length</source>
        <translation>Sequenzlänge ändern</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ServingDock</name>
    <message>
        <source>catalog default</source>
        <translation>Katalogvorgabe</translation>
    </message>
    <message>
        <source>Tokens each request generates; the rest of the context is its prompt. Sets how many prompt tokens the decode steps interleave.</source>
        <translation>Tokens, die jede Anfrage erzeugt; der Rest des Kontexts ist ihre Eingabe. Bestimmt, wie viele Eingabetokens die Dekodierschritte einschieben.</translation>
    </message>
    <message>
        <source>Output per request</source>
        <translation>Ausgabe pro Anfrage</translation>
    </message>
    <message>
        <source>one user, %1</source>
        <translation>ein Nutzer, %1</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="87"/>
        <source>Serving the tuned model</source>
        <translation>Betrieb des trainierten Modells</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="88"/>
        <source>Serve the tuned model on this build afterwards</source>
        <translation>Das trainierte Modell danach auf diesem Aufbau betreiben</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="89"/>
        <source>Context per user (prompt + output)</source>
        <translation>Kontext pro Nutzer (Eingabe + Ausgabe)</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="90"/>
        <source>Concurrent users</source>
        <translation>Gleichzeitige Nutzer</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="91"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="92"/>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="93"/>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="94"/>
        <source>Users against context length</source>
        <translation>Nutzer über der Kontextlänge</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="134"/>
        <source>Tick the box to see how many users this build serves with the tuned model.</source>
        <translation>Das Kästchen ankreuzen, um zu sehen, wie viele Nutzer dieser Aufbau mit dem trainierten Modell bedient.</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="153"/>
        <source>This build</source>
        <translation>Dieser Aufbau</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="195"/>
        <source>Context per user (tokens)</source>
        <translation>Kontext pro Nutzer (Tokens)</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="204"/>
        <source>Users</source>
        <translation>Nutzer</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="181"/>
        <source>%1 users, %2</source>
        <translation>%1 Nutzer, %2</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ServingEngineSection</name>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="66"/>
        <source>Advanced: serving engine</source>
        <translation>Erweitert: Inferenz-Engine</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="67"/>
        <source>Engine</source>
        <translation>Inferenz-Engine</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="68"/>
        <source>Engine&apos;s share of each GPU</source>
        <translation>Anteil der Inferenz-Engine an jeder GPU</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="69"/>
        <source>Longest sequence (max_model_len)</source>
        <translation>Längste Sequenz (max_model_len)</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="70"/>
        <source>Sequences per step (max_num_seqs)</source>
        <translation>Sequenzen pro Schritt (max_num_seqs)</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="71"/>
        <source>Tokens per step (max_num_batched_tokens)</source>
        <translation>Tokens pro Schritt (max_num_batched_tokens)</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="72"/>
        <source>Chunked prefill</source>
        <translation>Eingabe in Abschnitten verarbeiten</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="73"/>
        <source>Speculative tokens per step</source>
        <translation>Spekulative Tokens pro Schritt</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="84"/>
        <source>SGLang: mem_fraction_static</source>
        <translation>SGLang: mem_fraction_static</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="86"/>
        <source>SGLang&apos;s share for the weights and the KV cache (--mem-fraction-static); the engine&apos;s default: SGLang&apos;s own estimate for the card.</source>
        <translation>Anteil für Gewichte und KV-Cache bei SGLang (--mem-fraction-static); Vorgabe der Inferenz-Engine: SGLangs eigene Schätzung für die Karte.</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="74"/>
        <source>the context per user</source>
        <translation>Kontext pro Nutzer</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="75"/>
        <source>engine default</source>
        <translation>Vorgabe der Inferenz-Engine</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="84"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="78"/>
        <source>The engine whose memory budget is reproduced: vLLM takes its share of each GPU less the weights, a profile run and its CUDA graphs; SGLang a share set by the card&apos;s memory; TensorRT-LLM 90 % of what the weights leave.</source>
        <translation>Die Inferenz-Engine, deren Speicherbudget nachgebildet wird: vLLM nimmt seinen Anteil an jeder GPU abzüglich der Gewichte, eines Probelaufs und seiner CUDA-Graphen; SGLang einen nach dem Speicher der Karte bemessenen Anteil; TensorRT-LLM 90 % dessen, was die Gewichte übrig lassen.</translation>
    </message>
</context>
<context>
    <name>headroom::ui::StackSection</name>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="14"/>
        <source>Plain (Hugging Face)</source>
        <translation>Einfach (Hugging Face)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="15"/>
        <source>Chunked (torchtune)</source>
        <translation>In Blöcken (torchtune)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="16"/>
        <source>Fused linear (Liger)</source>
        <translation>Fusioniert mit Linear (Liger)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="17"/>
        <source>Plain (transformers up to 4.45)</source>
        <translation>Einfach (transformers bis 4.45)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="18"/>
        <source>Plain on BF16 logits (LitGPT)</source>
        <translation>Einfach auf BF16-Logits (LitGPT)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="19"/>
        <source>LM head in chunks (LitGPT)</source>
        <translation>Ausgabeschicht in Blöcken (LitGPT)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="20"/>
        <source>Plain (transformers 4.46 to 4.48)</source>
        <translation>Einfach (transformers 4.46–4.48)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="25"/>
        <source>transformers 4.49 and later: the model&apos;s BF16 logits, the loss&apos;s fp32 copy and its log-probabilities, 10 B per token and vocabulary entry after the forward pass, 12 B in the backward pass; the caching allocator keeps the freed BF16 logits&apos; 2 B besides.</source>
        <translation>transformers ab 4.49: die BF16-Logits des Modells, die fp32-Kopie des Loss und seine Log-Wahrscheinlichkeiten, 10 B pro Token und Vokabulareintrag nach dem Vorwärtsdurchlauf, 12 B im Rückwärtsdurchlauf; der Caching-Allokator behält die 2 B der freigegebenen BF16-Logits dazu.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="31"/>
        <source>torchtune&apos;s chunked loss: the BF16 logits in 8 chunks (2 B per token and vocabulary entry), each chunk upcast and differentiated on its own.</source>
        <translation>Der Block-Loss von torchtune: die BF16-Logits in 8 Blöcken (2 B pro Token und Vokabulareintrag), jeder Block für sich in fp32 umgewandelt und abgeleitet.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="37"/>
        <source>Liger&apos;s fused linear cross-entropy, or Cut Cross Entropy: never the whole logits, one chunk of tokens at a time.</source>
        <translation>Die fusionierte lineare Kreuzentropie von Liger oder Cut Cross Entropy: nie die gesamten Logits, jeweils ein Block von Token.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="43"/>
        <source>The model upcasts its logits to fp32 and the loss copies the shifted ones: 12 B per token and vocabulary entry after the forward pass; the caching allocator keeps 6 B more, the freed BF16 logits and the slice&apos;s fp32 gradient.</source>
        <translation>Das Modell wandelt seine Logits in fp32 um und der Loss kopiert die verschobenen: 12 B pro Token und Vokabulareintrag nach dem Vorwärtsdurchlauf; der Caching-Allokator behält 6 B mehr, die freigegebenen BF16-Logits und den fp32-Gradienten des Ausschnitts.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="49"/>
        <source>LitGPT&apos;s pretraining loss: cross-entropy straight on the BF16 logits, 8 B per token and vocabulary entry in the backward pass.</source>
        <translation>Der Vortrainings-Loss von LitGPT: Kreuzentropie direkt auf den BF16-Logits, 8 B pro Token und Vokabulareintrag im Rückwärtsdurchlauf.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="55"/>
        <source>LitGPT&apos;s fine-tuning: the LM head in chunks of 128 tokens, each chunk&apos;s logits and log-probabilities kept, 4 B per token and vocabulary entry (8 B where Lightning Fabric returns them in fp32).</source>
        <translation>Das Fine-Tuning von LitGPT: die Ausgabeschicht in Blöcken zu 128 Token, Logits und Log-Wahrscheinlichkeiten jedes Blocks behalten, 4 B pro Token und Vokabulareintrag (8 B, wo Lightning Fabric sie in fp32 zurückgibt).</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="61"/>
        <source>The loss upcasts the logits and copies the shifted ones while the model holds its BF16 logits: 14 B per token and vocabulary entry after the forward pass; the caching allocator keeps 4 B more for the slice&apos;s fp32 gradient.</source>
        <translation>Der Loss wandelt die Logits in fp32 um und kopiert die verschobenen, während das Modell seine BF16-Logits hält: 14 B pro Token und Vokabulareintrag nach dem Vorwärtsdurchlauf; der Caching-Allokator behält 4 B mehr für den fp32-Gradienten des Ausschnitts.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="32"/>
        <source>foreach (multi-tensor, temporaries)</source>
        <translation>foreach (mehrere Tensoren, Zwischenspeicher)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="33"/>
        <source>fused (one kernel)</source>
        <translation>fused (ein Rechenkern)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="34"/>
        <source>for-loop (one tensor at a time)</source>
        <translation>for-loop (ein Tensor nach dem anderen)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="36"/>
        <source>FlashAttention / SDPA</source>
        <translation>FlashAttention / SDPA</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="37"/>
        <source>Eager (scores kept for backward)</source>
        <translation>Direkt (Scores für den Backward gehalten)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="38"/>
        <source>SDPA, k and v expanded (LitGPT)</source>
        <translation>SDPA, k und v aufgeweitet (LitGPT)</translation>
    </message>
    <message>
        <source>SDPA (Transformers)</source>
        <translation>SDPA (Transformers)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="40"/>
        <source>FSDP1 (flat parameters)</source>
        <translation>FSDP1 (flache Parameter)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="41"/>
        <source>FSDP2 (per-parameter sharding)</source>
        <translation>FSDP2 (Verteilung je Parameter)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="43"/>
        <source>None (Headroom&apos;s defaults)</source>
        <translation>Keines (Headroom-Vorgaben)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="47"/>
        <source>Hugging Face Trainer (transformers + PEFT + accelerate / DeepSpeed)</source>
        <translation>Hugging Face Trainer (transformers + PEFT + accelerate / DeepSpeed)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="49"/>
        <source>torchtune</source>
        <translation>torchtune</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="50"/>
        <source>LitGPT (Lightning Fabric)</source>
        <translation>LitGPT (Lightning Fabric)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="51"/>
        <source>Unsloth</source>
        <translation>Unsloth</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="52"/>
        <source>Hugging Face Trainer with Liger kernels</source>
        <translation>Hugging Face Trainer mit Liger-Kerneln</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="86"/>
        <source>Advanced: training stack</source>
        <translation>Erweitert: Trainingsumgebung</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="98"/>
        <source>Framework</source>
        <translation>Programmpaket</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="100"/>
        <source>Cross-entropy</source>
        <translation>Kreuzentropie</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="102"/>
        <source>AdamW implementation</source>
        <translation>AdamW-Umsetzung</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="104"/>
        <source>Attention</source>
        <translation>Aufmerksamkeit</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="106"/>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="107"/>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="109"/>
        <source>Activation offloading</source>
        <translation>Aktivierungen auslagern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="+1"/>
        <source>Selective per-op checkpointing (torchtitan)</source>
        <translation>Selektives Checkpointing je Operation (torchtitan)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="111"/>
        <source>Optimizer step in backward</source>
        <translation>Optimiererschritt im Backward</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="119"/>
        <source>How the loss is computed over the vocabulary: the plain losses hold the whole logits, the chunked and fused ones a part at a time (several GB less at large vocabularies). Each row&apos;s tooltip gives what it holds.</source>
        <translation>Wie der Loss über das Vokabular berechnet wird: Die einfachen Varianten halten die gesamten Logits, die blockweisen und fusionierten jeweils einen Teil (bei großen Vokabularen mehrere GB weniger). Der Tooltip jeder Zeile nennt, was sie hält.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="125"/>
        <source>The framework that runs the fine-tune. It sets state precision, loss, AdamW implementation, attention kernel, FSDP version and the QLoRA details as that framework does (catalog table with sources); the controls below show its values and a change there overrides it. The verdict&apos;s uncertainty band comes from measured runs of the same stack.</source>
        <translation>Das Programmpaket, das das Feintuning ausführt. Es setzt Genauigkeit der Zustände, Loss, AdamW-Umsetzung, Aufmerksamkeitskern, FSDP-Version und die QLoRA-Einzelheiten so, wie dieses Paket es tut (Katalogtabelle mit Quellen); die Einstellungen darunter zeigen seine Werte, und eine Änderung dort hat Vorrang. Das Unsicherheitsband des Urteils stammt aus gemessenen Läufen derselben Umgebung.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="133"/>
        <source>PyTorch&apos;s AdamW implementation. foreach (the default on CUDA) allocates temporaries the size of the optimizer states during the step; fused and for-loop do not.</source>
        <translation>Die AdamW-Umsetzung von PyTorch. foreach (Vorgabe unter CUDA) belegt während des Schritts Zwischenspeicher in der Größe der Optimiererzustände; fused und for-loop nicht.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="137"/>
        <source>The attention kernel. FlashAttention and SDPA keep no score matrix; eager attention keeps scores and probabilities for backward; LitGPT expands k and v to every query head before SDPA. Transformers&apos; SDPA masks a batch of more than one sequence, packed rows and a sequence beyond a sliding window: every layer then keeps k and v for every query head and a mask of the batch&apos;s token pairs.</source>
        <translation>Der Aufmerksamkeitskern. FlashAttention und SDPA halten keine Score-Matrix; die direkte Berechnung hält Scores und Wahrscheinlichkeiten für den Backward; LitGPT weitet k und v vor SDPA auf jeden Query-Kopf auf. Das SDPA von Transformers maskiert einen Batch aus mehr als einer Sequenz, gepackte Zeilen und eine Sequenz jenseits eines gleitenden Fensters: Jede Schicht hält dann k und v für jeden Query-Kopf und eine Maske der Token-Paare des Batches.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="141"/>
        <source>PyTorch FSDP: FSDP1 gathers flat parameters per unit, FSDP2 shards each parameter on its own.</source>
        <translation>PyTorch FSDP: FSDP1 sammelt flache Parameter pro Einheit, FSDP2 verteilt jeden Parameter einzeln.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="144"/>
        <source>torch.compile of the decoder layers: fused element-wise kernels drop the fp32 copies of the norms and the SiLU outputs, and the chunked loss&apos;s upcast. Less activation memory; modelled as an assumption.</source>
        <translation>torch.compile der Decoder-Schichten: Fusionierte elementweise Kernel sparen die fp32-Kopien der Normierungen, die SiLU-Ausgaben und die fp32-Umwandlung des Block-Loss. Weniger Aktivierungsspeicher; als Annahme modelliert.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="148"/>
        <source>Activation offloading (torchtune) moves the checkpointed layer inputs to host memory; one layer stays in flight. Needs gradient checkpointing; activation memory then hardly grows with the number of layers.</source>
        <translation>Das Auslagern der Aktivierungen (torchtune) verschiebt die gesicherten Schichteingaben in den Hauptspeicher; eine Schicht bleibt in Bearbeitung. Setzt Gradient-Checkpointing voraus; der Aktivierungsspeicher wächst dann kaum noch mit der Zahl der Schichten.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="+1"/>
        <source>torchtitan&apos;s default checkpointing: each layer keeps its input and the outputs of every other matmul and of the attention kernel, and recomputes only the rest in the backward. More activation memory than checkpointing whole layers, less recomputation. For a full fine-tune of a dense model with a SwiGLU MLP, with gradient checkpointing, the plain loss, no training stack and FSDP2 or DDP only.</source>
        <translation>Das Standard-Checkpointing von torchtitan: Jede Schicht behält ihre Eingabe und die Ausgaben jeder zweiten Matrixmultiplikation und des Aufmerksamkeitskerns und berechnet im Rückwärtsdurchlauf nur den Rest neu. Mehr Aktivierungsspeicher als beim Checkpointing ganzer Schichten, weniger Neuberechnung. Für ein volles Fine-Tuning eines dichten Modells mit SwiGLU-MLP, mit Gradient-Checkpointing, dem einfachen Loss, ohne Trainingsumgebung und nur mit FSDP2 oder DDP.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="152"/>
        <source>Runs the optimizer step in each gradient&apos;s backward hook and frees the gradient at once: at most the largest tensor&apos;s gradient is alive instead of all of them. Has no effect with CPU offload, where the gradients already leave the GPU.</source>
        <translation>Führt den Optimiererschritt im Backward-Hook jedes Gradienten aus und gibt den Gradienten sofort frei: Statt aller Gradienten lebt höchstens der des größten Tensors. Ohne Wirkung beim Auslagern auf die CPUs, wo die Gradienten die GPU ohnehin verlassen.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="162"/>
        <source>Change training stack</source>
        <translation>Trainingsumgebung ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="166"/>
        <source>Change cross-entropy</source>
        <translation>Kreuzentropie ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="169"/>
        <source>Change AdamW implementation</source>
        <translation>AdamW-Umsetzung ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="173"/>
        <source>Change attention kernel</source>
        <translation>Aufmerksamkeitskern ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="177"/>
        <source>Change FSDP version</source>
        <translation>FSDP-Version ändern</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="181"/>
        <source>Toggle torch.compile</source>
        <translation>torch.compile umschalten</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="184"/>
        <source>Toggle activation offloading</source>
        <translation>Auslagern der Aktivierungen umschalten</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="+1"/>
        <source>Toggle selective per-op checkpointing</source>
        <translation>Selektives Checkpointing je Operation umschalten</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="188"/>
        <source>Toggle optimizer step in backward</source>
        <translation>Optimiererschritt im Backward umschalten</translation>
    </message>
</context>
<context>
    <name>headroom::ui::WhatFitsModel</name>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="54"/>
        <source>no (−%1)</source>
        <translation>nein (−%1)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="35"/>
        <source>no: feed</source>
        <translation>nein: Anschluss</translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="37"/>
        <source>no: serving</source>
        <translation>nein: Betrieb</translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="39"/>
        <source>no: rollout engine</source>
        <translation>nein: Rollout-Engine</translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="41"/>
        <source>no: plan</source>
        <translation>nein: Plan</translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="56"/>
        <source>no: %1</source>
        <translation>nein: %1</translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="57"/>
        <source>%1 free</source>
        <translation>%1 frei</translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="60"/>
        <source>No catalog server takes %1 of these cards.</source>
        <translation>Kein Katalogserver nimmt %1 dieser Karten auf.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="63"/>
        <source>In the %1; its CPUs, host memory and power stay. Click to apply.</source>
        <translation>Im %1; dessen CPUs, Hauptspeicher und Leistung bleiben. Klick übernimmt den Aufbau.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="68"/>
        <source>Click to apply this build.</source>
        <translation>Klick übernimmt diesen Aufbau.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="90"/>
        <source>1 GPU</source>
        <translation>1 GPU</translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="90"/>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="98"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>headroom::ui::UserGuideDialog</name>
    <message>
        <source>How to use Headroom, offline, in the window's language</source>
        <translation>Wie Headroom zu bedienen ist, ohne Netz, in der Sprache des Fensters</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Headroom user guide</source>
        <translation>Headroom-Benutzerhandbuch</translation>
    </message>
</context>
<context>
    <name>CostsText</name>
    <message>
        <source>Energy between runs: not counted (the catalog has no measured idle draw; assumption idle_power_fraction)</source>
        <translation>Energie zwischen den Läufen: nicht gezählt (der Katalog hat keine gemessene Leerlaufleistung; Annahme idle_power_fraction)</translation>
    </message>
    <message>
        <source>Energy between runs: %1 % of the run's draw, %2 a month (assumption idle_power_fraction)</source>
        <translation>Energie zwischen den Läufen: %1 % der Leistungsaufnahme im Lauf, %2 im Monat (Annahme idle_power_fraction)</translation>
    </message>
    <message>
        <source>, price read %1 (%2)</source>
        <translation>, Preis gelesen am %1 (%2)</translation>
    </message>
    <message>
        <source>, %1 %2 committed</source>
        <translation>, %1 %2 mit fester Laufzeit</translation>
    </message>
    <message>
        <source>%1: %2 %3 per GPU hour on demand</source>
        <translation>%1: %2 %3 je GPU-Stunde nach Bedarf</translation>
    </message>
    <message>
        <source>More GPU hours a month than the cards have: a second build or renting the rest is needed.</source>
        <translation>Mehr GPU-Stunden im Monat, als die Karten haben: Eine zweite Konfiguration oder das Mieten des Rests ist nötig.</translation>
    </message>
    <message>
        <source>%1 GPU hours a month, %2 % of the cards' time; PUE %3, %4 per kWh</source>
        <translation>%1 GPU-Stunden im Monat, %2 % der Zeit der Karten; PUE %3, %4 je kWh</translation>
    </message>
    <message>
        <source>Per run (%1 GPU hours): owned %2, rented %3</source>
        <translation>Je Lauf (%1 GPU-Stunden): gekauft %2, gemietet %3</translation>
    </message>
    <message>
        <source>Per GPU hour: owned %1, rented %2</source>
        <translation>Je GPU-Stunde: gekauft %1, gemietet %2</translation>
    </message>
    <message>
        <source>Rented with a commitment: %1</source>
        <translation>Gemietet mit fester Laufzeit: %1</translation>
    </message>
    <message>
        <source>Rented, the same GPU hours on demand: %1</source>
        <translation>Gemietet, dieselben GPU-Stunden nach Bedarf: %1</translation>
    </message>
    <message>
        <source>Owned over %1 years: %2 (purchase %3, energy and service %4 a month)</source>
        <translation>Gekauft über %1 Jahre: %2 (Kaufpreis %3, Energie und Service %4 im Monat)</translation>
    </message>
    <message>
        <source>owning pays off from month %1</source>
        <translation>Kauf rechnet sich ab Monat %1</translation>
    </message>
    <message>
        <source>renting is cheaper</source>
        <translation>Mieten ist günstiger</translation>
    </message>
    <message>
        <source>Owning breaks even in month %1 of %2.</source>
        <translation>Der Kauf rechnet sich ab Monat %1 von %2.</translation>
    </message>
    <message>
        <source>Renting is cheaper over %1 years: owning breaks even only in month %2.</source>
        <translation>Über %1 Jahre ist Mieten günstiger: Der Kauf rechnet sich erst im Monat %2.</translation>
    </message>
    <message>
        <source>Renting is cheaper: it costs less per month than running the build.</source>
        <translation>Mieten ist günstiger: Es kostet im Monat weniger als der Betrieb der Konfiguration.</translation>
    </message>
    <message>
        <source>No comparison: no exchange rate from the cloud price's currency to %1.</source>
        <translation>Kein Vergleich: kein Wechselkurs von der Währung des Cloud-Preises nach %1.</translation>
    </message>
    <message>
        <source>No comparison: the catalog has no cloud price for this GPU type.</source>
        <translation>Kein Vergleich: Der Katalog hat keinen Cloud-Preis für diesen GPU-Typ.</translation>
    </message>
    <message>
        <source>No comparison: no GPU hours a month (no runs, or utilisation 0).</source>
        <translation>Kein Vergleich: keine GPU-Stunden im Monat (keine Läufe oder Auslastung 0).</translation>
    </message>
    <message>
        <source>No comparison: the server or its GPUs have no price yet (on request).</source>
        <translation>Kein Vergleich: Der Server oder seine GPUs haben noch keinen Preis (auf Anfrage).</translation>
    </message>
</context>
<context>
    <name>headroom::ui::CostsView</name>
    <message>
        <source>Own or rent: set the costs in the panel (Advanced: own or rent) to compare this build with renting its GPU hours.</source>
        <translation>Kaufen oder mieten: Die Kosten im Bedienfeld setzen (Erweitert: Kaufen oder mieten), um diese Konfiguration mit dem Mieten ihrer GPU-Stunden zu vergleichen.</translation>
    </message>
</context>
<context>
    <name>CostsChartView</name>
    <message>
        <source>Thousand %1</source>
        <translation>Tausend %1</translation>
    </message>
    <message>
        <source>%1: rented</source>
        <translation>%1: gemietet</translation>
    </message>
    <message>
        <source>%1: owned</source>
        <translation>%1: gekauft</translation>
    </message>
    <message>
        <source>No break-even</source>
        <translation>Keine Gewinnschwelle</translation>
    </message>
    <message>
        <source>Break-even: month %1</source>
        <translation>Gewinnschwelle: Monat %1</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>Rented (on demand)</source>
        <translation>Gemietet (nach Bedarf)</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Gekauft</translation>
    </message>
    <message>
        <source>Own or rent: cumulative cost over the years of use</source>
        <translation>Kaufen oder mieten: Kosten aufsummiert über die Nutzungsdauer</translation>
    </message>
</context>
<context>
    <name>headroom::ui::CostsSection</name>
    <message>
        <source>Cheapest listed</source>
        <translation>Günstigster Eintrag</translation>
    </message>
    <message>
        <source>Change cloud provider</source>
        <translation>Cloud-Anbieter ändern</translation>
    </message>
    <message>
        <source>Change service per year</source>
        <translation>Service im Jahr ändern</translation>
    </message>
    <message>
        <source>Change PUE</source>
        <translation>PUE ändern</translation>
    </message>
    <message>
        <source>Change energy price</source>
        <translation>Energiepreis ändern</translation>
    </message>
    <message>
        <source>Change years of use</source>
        <translation>Nutzungsjahre ändern</translation>
    </message>
    <message>
        <source>Change runs per month</source>
        <translation>Läufe im Monat ändern</translation>
    </message>
    <message>
        <source>The cloud provider whose price is compared; the cheapest listing of the GPU type by default.</source>
        <translation>Der Cloud-Anbieter, dessen Preis verglichen wird; ohne Wahl der günstigste Eintrag des GPU-Typs.</translation>
    </message>
    <message>
        <source>Facility power over IT power: cooling and distribution on top.</source>
        <translation>Leistung des Rechenzentrums durch IT-Leistung: Kühlung und Stromverteilung kommen hinzu.</translation>
    </message>
    <message>
        <source>Electricity price per kWh, in the quote's currency.</source>
        <translation>Strompreis je kWh, in der Währung des Angebots.</translation>
    </message>
    <message>
        <source>Runs of this fine-tune per month: the GPU hours owned and rented.</source>
        <translation>Läufe dieses Fine-Tunings im Monat: die gekauften und gemieteten GPU-Stunden.</translation>
    </message>
    <message>
        <source>Weighs buying this build against renting the same GPU hours in the cloud: the Costs tab shows when owning breaks even.</source>
        <translation>Wägt den Kauf dieser Konfiguration gegen das Mieten derselben GPU-Stunden in der Cloud ab: Der Reiter Kosten zeigt, ab wann sich der Kauf rechnet.</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Cloud</translation>
    </message>
    <message>
        <source>Service per year</source>
        <translation>Service im Jahr</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Energy per kWh</source>
        <translation>Energie je kWh</translation>
    </message>
    <message>
        <source>Years of use</source>
        <translation>Nutzungsjahre</translation>
    </message>
    <message>
        <source>Runs per month</source>
        <translation>Läufe im Monat</translation>
    </message>
    <message>
        <source>Compare with renting</source>
        <translation>Mit Mieten vergleichen</translation>
    </message>
    <message>
        <source>Advanced: own or rent</source>
        <translation>Erweitert: Kaufen oder mieten</translation>
    </message>
</context>
</TS>
