<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CatalogNames</name>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="13"/>
        <source>1× H200 NVL server</source>
        <translation>1× H200 NVL server</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="14"/>
        <source>2× H200 NVL server (2-way NVLink bridge)</source>
        <translation>2× H200 NVL server (2-way NVLink bridge)</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="15"/>
        <source>4× H200 NVL server (4-way NVLink bridge)</source>
        <translation>4× H200 NVL server (4-way NVLink bridge)</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="16"/>
        <source>8× H200 NVL server (two 4-way NVLink domains)</source>
        <translation>8× H200 NVL server (two 4-way NVLink domains)</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="17"/>
        <source>1× RTX PRO 6000 Server Edition server</source>
        <translation>1× RTX PRO 6000 Server Edition server</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="18"/>
        <source>2× RTX PRO 6000 Server Edition server</source>
        <translation>2× RTX PRO 6000 Server Edition server</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="19"/>
        <source>4× RTX PRO 6000 Server Edition server</source>
        <translation>4× RTX PRO 6000 Server Edition server</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="20"/>
        <source>8× RTX PRO 6000 Server Edition server</source>
        <translation>8× RTX PRO 6000 Server Edition server</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="21"/>
        <source>HGX H200 8-GPU server</source>
        <translation>HGX H200 8-GPU server</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="22"/>
        <source>HGX H100 8-GPU server</source>
        <translation>HGX H100 8-GPU server</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="23"/>
        <source>HGX B200 8-GPU server</source>
        <translation>HGX B200 8-GPU server</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="24"/>
        <source>4× H100 NVL server (two 2-way bridges)</source>
        <translation>4× H100 NVL server (two 2-way bridges)</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="25"/>
        <source>4× H100 PCIe server</source>
        <translation>4× H100 PCIe server</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="26"/>
        <source>4× L40S server</source>
        <translation>4× L40S server</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="27"/>
        <source>8× L40S server</source>
        <translation>8× L40S server</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="28"/>
        <source>HGX A100 80GB 8-GPU server</source>
        <translation>HGX A100 80GB 8-GPU server</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="29"/>
        <source>RTX 4090 workstation</source>
        <translation>RTX 4090 workstation</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="42"/>
        <source>NVIDIA publishes no dense BF16 rate for the Server Edition; the Workstation Edition&apos;s 503.8 TFLOPS is used, the Server Edition&apos;s lower clocks run somewhat below it</source>
        <translation>NVIDIA publishes no dense BF16 rate for the Server Edition; the Workstation Edition&apos;s 503.8 TFLOPS is used, the Server Edition&apos;s lower clocks run somewhat below it</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="35"/>
        <source>2U, 1 socket</source>
        <translation>2U, 1 socket</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="36"/>
        <source>2U, 2 sockets</source>
        <translation>2U, 2 sockets</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="37"/>
        <source>4U, 2 sockets</source>
        <translation>4U, 2 sockets</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="38"/>
        <source>6U, 2 sockets</source>
        <translation>6U, 2 sockets</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="39"/>
        <source>8U, 2 sockets</source>
        <translation>8U, 2 sockets</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="40"/>
        <source>10U, 2 sockets</source>
        <translation>10U, 2 sockets</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="41"/>
        <source>tower, 1 socket</source>
        <translation>tower, 1 socket</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="31"/>
        <source>400G OSFP multimode link (MMA4Z00-NS400 + half an MMA4Z00-NS twin-port + MFP7E10 fibre)</source>
        <translation>400G OSFP multimode link (MMA4Z00-NS400 + half an MMA4Z00-NS twin-port + MFP7E10 fibre)</translation>
    </message>
    <message>
        <location filename="../../ui/common/catalognames.cpp" line="33"/>
        <source>800G XDR OSFP link (transceiver pair + fibre)</source>
        <translation>800G XDR OSFP link (transceiver pair + fibre)</translation>
    </message>
</context>
<context>
    <name>QIODevice</name>
    <message>
        <source>Unknown error</source>
        <translation type="vanished">Unknown error</translation>
    </message>
</context>
<context>
    <name>ResultCharts</name>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="137"/>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="138"/>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="140"/>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="141"/>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="144"/>
        <source>RL models</source>
        <translation>RL models</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="145"/>
        <source>Free</source>
        <translation>Free</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="159"/>
        <source>Capacity</source>
        <translation>Capacity</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="175"/>
        <source>GB per GPU</source>
        <translation>GB per GPU</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="108"/>
        <source>Memory per GPU: fits, %1 free</source>
        <translation>Memory per GPU: fits, %1 free</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="113"/>
        <source>Memory per GPU: does not fit, %1 short</source>
        <translation>Memory per GPU: does not fit, %1 short</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="169"/>
        <source>Compute</source>
        <translation>Compute</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="96"/>
        <source>Network</source>
        <translation>Network</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="177"/>
        <source>CPU optimizer</source>
        <translation>CPU optimizer</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="178"/>
        <source>Optimizer on the CPUs</source>
        <translation>Optimizer on the CPUs</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="191"/>
        <source>Critic</source>
        <translation>Critic</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="200"/>
        <source>At peak</source>
        <translation>At peak</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="201"/>
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="203"/>
        <source>Seconds per step</source>
        <translation>Seconds per step</translation>
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
        <translation>kW from the wall</translation>
    </message>
    <message>
        <location filename="../../ui/charts/powerchart.cpp" line="95"/>
        <source>Power draw: %1</source>
        <translation>Power draw: %1</translation>
    </message>
    <message>
        <location filename="../../ui/charts/storagechart.cpp" line="50"/>
        <source>FP8 export %1</source>
        <translation>FP8 export %1</translation>
    </message>
    <message>
        <location filename="../../ui/charts/storagechart.cpp" line="53"/>
        <source>Disk</source>
        <translation>Disk</translation>
    </message>
    <message>
        <location filename="../../ui/charts/storagechart.cpp" line="55"/>
        <source>GB on disk</source>
        <translation>GB on disk</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="139"/>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="142"/>
        <source>Buffers</source>
        <translation>Buffers</translation>
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
        <translation>GB host</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="159"/>
        <source>Generate</source>
        <translation>Generate</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="164"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="205"/>
        <source>Step: %1 overlapped, %2 serial</source>
        <translation>Step %1, serial %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/powerchart.cpp" line="52"/>
        <source>Overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <location filename="../../ui/charts/powerchart.cpp" line="81"/>
        <source>%1 A feed</source>
        <translation>%1 A feed</translation>
    </message>
    <message>
        <location filename="../../ui/charts/powerchart.cpp" line="83"/>
        <source>%1 A 3-phase</source>
        <translation>%1 A 3-phase</translation>
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
        <translation>BF16 model %1</translation>
    </message>
    <message>
        <location filename="../../ui/charts/storagechart.cpp" line="62"/>
        <source>Storage: %1, %2 per checkpoint</source>
        <translation>Storage: %1, %2 per checkpoint</translation>
    </message>
    <message>
        <location filename="../../ui/charts/hostchart.cpp" line="73"/>
        <location filename="../../ui/charts/hostchart.cpp" line="77"/>
        <location filename="../../ui/charts/memorychart.cpp" line="84"/>
        <source>Needed</source>
        <translation>Needed</translation>
    </message>
    <message>
        <location filename="../../ui/charts/hostchart.cpp" line="75"/>
        <location filename="../../ui/charts/hostchart.cpp" line="78"/>
        <location filename="../../ui/charts/memorychart.cpp" line="88"/>
        <source>Installed</source>
        <translation>Installed</translation>
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
        <translation>Memory per GPU: tight, %1 free</translation>
    </message>
    <message>
        <location filename="../../ui/charts/powerchart.cpp" line="92"/>
        <source>Power draw, all %1 runs: %2</source>
        <translation>Power draw, all %1 runs: %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="98"/>
        <source>Each run, per GPU: fits, %1 free</source>
        <translation>Each run, per GPU: fits, %1 free</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="104"/>
        <source>Each run, per GPU: does not fit, %1 short</source>
        <translation>Each run, per GPU: does not fit, %1 short</translation>
    </message>
    <message>
        <location filename="../../ui/charts/storagechart.cpp" line="58"/>
        <source>Storage for %1 runs: %2</source>
        <translation>Storage for %1 runs: %2</translation>
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
        <translation>Network (%1/GPU)</translation>
    </message>
    <message>
        <location filename="../../ui/charts/transferchart.cpp" line="100"/>
        <source>Host (%1/GPU)</source>
        <translation>Host (%1/GPU)</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="164"/>
        <source>Likely total %1–%2</source>
        <translation>Likely %1–%2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/memorychart.cpp" line="101"/>
        <source>Each run, per GPU: tight, %1 free</source>
        <translation>Each run, per GPU: tight, %1 free</translation>
    </message>
    <message>
        <location filename="../../ui/charts/hostchart.cpp" line="82"/>
        <source>Host memory</source>
        <translation>Host memory</translation>
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
        <translation>longest sequence that fits: %1 tokens</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="16"/>
        <source>no sequence length fits with these settings</source>
        <translation>no sequence length fits with these settings</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="155"/>
        <source>%1 servers with %2 × %3 each (%4)</source>
        <translation>%1 servers with %2 × %3 each (%4)</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="155"/>
        <source>%1 × %2 in %3</source>
        <translation>%1 × %2 in %3</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="164"/>
        <source>%1 · step %2 · %3 tokens/s · %4 h for the dataset · %5 kWh</source>
        <translation>%1 · step %2 · %3 tokens/s · %4 h for the dataset · %5 kWh</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="29"/>
        <source>%1 runs side by side, each fits with %2 free per GPU; %3</source>
        <translation>%1 runs side by side, each fits with %2 free per GPU; %3</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="31"/>
        <source>%1 runs side by side, each does not fit: %2 short per GPU; %3</source>
        <translation>%1 runs side by side, each does not fit: %2 short per GPU; %3</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="159"/>
        <source>%1 · %2 runs of %3 GPUs · each run: step %4, %5 tokens/s, %6 h for its dataset · server: %7 kWh</source>
        <translation>%1 · %2 runs of %3 GPUs · each run: step %4, %5 tokens/s, %6 h for its dataset · server: %7 kWh</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="42"/>
        <source>Fits: %1 free per GPU, %2; %3</source>
        <translation>Fits: %1 free per GPU, %2; %3</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="45"/>
        <source>Tight: %1 free per GPU, %2; %3</source>
        <translation>Tight: %1 free per GPU, %2; %3</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="122"/>
        <source>model uncertainty −%1/+%2 GB</source>
        <translation>model uncertainty −%1/+%2 GB</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="130"/>
        <source>Per GPU: allocated peak %1 (what torch.cuda.max_memory_allocated reports), reserved peak %2 (torch.cuda.max_memory_reserved), total %3 (the card as nvidia-smi shows it, CUDA context included) of %4.</source>
        <translation>Per GPU: allocated peak %1 (what torch.cuda.max_memory_allocated reports), reserved peak %2 (torch.cuda.max_memory_reserved), total %3 (the card as nvidia-smi shows it, CUDA context included) of %4.</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="137"/>
        <source>%1 is what one process can use of the card: the %2 the driver reports, less its reserve (the CUDA context is counted in the total). The listed %3 is the figure the reference page measures what is left against.</source>
        <translation>%1 is what one process can use of the card: the %2 the driver reports, less its reserve (the CUDA context is counted in the total). The listed %3 is the figure the reference page measures what is left against.</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="144"/>
        <source>Measured runs of this kind (%1; runs: %2) put the total between %3 and %4.</source>
        <translation>Measured runs of this kind (%1; runs: %2) put the total between %3 and %4.</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="150"/>
        <source>No measured run of this kind: the total has no uncertainty band.</source>
        <translation>No measured run of this kind: the total has no uncertainty band.</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="26"/>
        <source>%1 runs side by side, each tight: %2 free per GPU, %3; %4</source>
        <translation>%1 runs side by side, each tight: %2 free per GPU, %3; %4</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="22"/>
        <source>%1 %2 runs side by side, each with %3 free per GPU; %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="37"/>
        <source>%1 Memory: %2 free per GPU, %3; %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="50"/>
        <source>Does not fit: short by %1 per GPU, %2; %3</source>
        <translation>Does not fit: short by %1 per GPU, %2; %3</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="58"/>
        <source>%1 — power: %2</source>
        <translation>%1 — power: %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="78"/>
        <source>%1 exceeds the 16 A feed; needs the 32 A feed, or a cap of %2 W per GPU on 16 A</source>
        <translation>%1 exceeds the 16 A feed; needs the 32 A feed, or a cap of %2 W per GPU on 16 A</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="82"/>
        <source>%1 exceeds the 16 A feed; needs the 32 A feed (no cap within the card&apos;s range is enough on 16 A)</source>
        <translation>%1 exceeds the 16 A feed; needs the 32 A feed (no cap within the card&apos;s range is enough on 16 A)</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="88"/>
        <source>%1 exceeds both feeds; needs the 400 V three-phase %2 A feed, or a cap of %3 W per GPU on 32 A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="92"/>
        <source>%1 exceeds both feeds; needs the 400 V three-phase %2 A feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="95"/>
        <source>%1 exceeds both feeds; needs a cap of %2 W per GPU on 16 A or %3 W on 32 A</source>
        <translation>%1 exceeds both feeds; needs a cap of %2 W per GPU on 16 A or %3 W on 32 A</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="99"/>
        <source>%1 exceeds both feeds; needs the 32 A feed with a cap of %2 W per GPU</source>
        <translation>%1 exceeds both feeds; needs the 32 A feed with a cap of %2 W per GPU</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="101"/>
        <source>%1 exceeds both feeds even at the lowest power cap; plan a three-phase feed</source>
        <translation>%1 exceeds both feeds even at the lowest power cap; plan a three-phase feed</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="106"/>
        <source>%1 exceeds the 32 A feed; needs the 400 V three-phase %2 A feed, or a cap of %3 W per GPU on 32 A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="109"/>
        <source>%1 exceeds the 32 A feed; needs the 400 V three-phase %2 A feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="112"/>
        <source>%1 exceeds the 32 A feed; needs a cap of %2 W per GPU</source>
        <translation>%1 exceeds the 32 A feed; needs a cap of %2 W per GPU</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="114"/>
        <source>%1 exceeds the 32 A feed even at the lowest power cap; plan a three-phase feed</source>
        <translation>%1 exceeds the 32 A feed even at the lowest power cap; plan a three-phase feed</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="71"/>
        <source>%1 exceeds the 400 V three-phase %2 A feed; needs a cap of %3 W per GPU</source>
        <translation>%1 exceeds the 400 V three-phase %2 A feed; needs a cap of %3 W per GPU</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="73"/>
        <source>%1 exceeds the 400 V three-phase %2 A feed even at the lowest power cap</source>
        <translation>%1 exceeds the 400 V three-phase %2 A feed even at the lowest power cap</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="171"/>
        <source>%1k</source>
        <translation>%1k</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="183"/>
        <source>Serving: the weights and the engine&apos;s reserves leave no room for the KV cache</source>
        <translation>Serving: the weights and the engine&apos;s reserves leave no room for the KV cache</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="185"/>
        <source>Serving: not one user gets %1 tokens</source>
        <translation>Serving: not one user gets %1 tokens</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="204"/>
        <source>Serving: only %1 of %2 users at %3 tokens, about %4 tokens/s each</source>
        <translation>Serving: only %1 of %2 users at %3 tokens, about %4 tokens/s each</translation>
    </message>
    <message>
        <source>Serving: the weights (%1 per GPU) and the engine&apos;s reserves leave no room for the KV cache.</source>
        <translation type="vanished">Serving: the weights (%1 per GPU) and the engine&apos;s reserves leave no room for the KV cache.</translation>
    </message>
    <message>
        <source>Serving: %1 of %2 users get %3 tokens each (the longest context for one user is %4 tokens).</source>
        <translation type="vanished">Serving: %1 of %2 users get %3 tokens each (the longest context for one user is %4 tokens).</translation>
    </message>
    <message>
        <source>Serving: %1 tokens per user exceed the model&apos;s context of %2 tokens.</source>
        <translation type="vanished">Serving: %1 tokens per user exceed the model&apos;s context of %2 tokens.</translation>
    </message>
    <message>
        <source>Serving: the catalog has no memory bandwidth for this GPU, so the decode rate is not estimated.</source>
        <translation type="vanished">Serving: the catalog has no memory bandwidth for this GPU, so the decode rate is not estimated.</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="194"/>
        <source>Serving: one user at %1 tokens (room for %2), about %3 tokens/s</source>
        <translation>Serving: one user at %1 tokens (room for %2), about %3 tokens/s</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="196"/>
        <source>Serving: %1 users at %2 tokens (room for %3), about %4 tokens/s each</source>
        <translation>Serving: %1 users at %2 tokens (room for %3), about %4 tokens/s each</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="200"/>
        <source>Serving: one user at %1 tokens, about %2 tokens/s</source>
        <translation>Serving: one user at %1 tokens, about %2 tokens/s</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="201"/>
        <source>Serving: %1 users at %2 tokens, about %3 tokens/s each</source>
        <translation>Serving: %1 users at %2 tokens, about %3 tokens/s each</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="60"/>
        <source>%1 — afterwards %2</source>
        <translation>%1 — afterwards %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="216"/>
        <source>does not serve the model: no room for the KV cache</source>
        <translation>does not serve the model: no room for the KV cache</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="217"/>
        <source>serves no user at %1 tokens</source>
        <translation>serves no user at %1 tokens</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="221"/>
        <source>serves one user at %1 tokens, about %2 tokens/s</source>
        <translation>serves one user at %1 tokens, about %2 tokens/s</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="222"/>
        <source>serves %1 users at %2 tokens, about %3 tokens/s each</source>
        <translation>serves %1 users at %2 tokens, about %3 tokens/s each</translation>
    </message>
    <message>
        <location filename="../../ui/window/resulttext.cpp" line="224"/>
        <source>serves only %1 of %2 users at %3 tokens, about %4 tokens/s each</source>
        <translation>serves only %1 of %2 users at %3 tokens, about %4 tokens/s each</translation>
    </message>
</context>
<context>
    <name>RunsOutChartView</name>
    <message>
        <source>%1, card %2</source>
        <translation>%1, card %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/runsoutchartview.cpp" line="95"/>
        <source>Where it runs out: memory per GPU against sequence length</source>
        <translation>Where it runs out: memory per GPU against sequence length</translation>
    </message>
    <message>
        <location filename="../../ui/charts/runsoutchartview.cpp" line="97"/>
        <source>Current build</source>
        <translation>Current build</translation>
    </message>
    <message>
        <location filename="../../ui/charts/runsoutchartview.cpp" line="98"/>
        <source>Band of the verdict</source>
        <translation>Band of the verdict</translation>
    </message>
    <message>
        <location filename="../../ui/charts/runsoutchartview.cpp" line="99"/>
        <source>Card capacity</source>
        <translation>Card capacity</translation>
    </message>
    <message>
        <location filename="../../ui/charts/runsoutchartview.cpp" line="101"/>
        <source>Longest sequence that fits</source>
        <translation>Longest sequence that fits</translation>
    </message>
    <message>
        <location filename="../../ui/charts/runsoutchartview.cpp" line="102"/>
        <source>Current length</source>
        <translation>Current length</translation>
    </message>
    <message>
        <location filename="../../ui/charts/runsoutchartview.cpp" line="104"/>
        <source>Sequence length (tokens, text)</source>
        <translation>Sequence length (tokens, text)</translation>
    </message>
    <message>
        <location filename="../../ui/charts/runsoutchartview.cpp" line="105"/>
        <source>GB per GPU</source>
        <translation>GB per GPU</translation>
    </message>
    <message>
        <location filename="../../ui/charts/runsoutchartview.cpp" line="150"/>
        <source>Longest that fits: %1</source>
        <translation>Longest that fits: %1</translation>
    </message>
</context>
<context>
    <name>headroom::ui::AssumptionsModel</name>
    <message>
        <location filename="../../ui/window/assumptionsmodel.cpp" line="70"/>
        <source>Assumption</source>
        <translation>Assumption</translation>
    </message>
    <message>
        <location filename="../../ui/window/assumptionsmodel.cpp" line="72"/>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <location filename="../../ui/window/assumptionsmodel.cpp" line="74"/>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <location filename="../../ui/window/assumptionsmodel.cpp" line="28"/>
        <source>Training stack: %1</source>
        <translation>Training stack: %1</translation>
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
        <translation>400 V three-phase, 16 A</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="26"/>
        <source>400 V three-phase, 32 A</source>
        <translation>400 V three-phase, 32 A</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="28"/>
        <source>Smallest server that takes the cards</source>
        <translation>Smallest server that takes the cards</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="34"/>
        <source>Advanced: server and feed</source>
        <translation>Advanced: server and feed</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="42"/>
        <source>GPU type</source>
        <translation>GPU type</translation>
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
        <translation>Runs side by side</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="62"/>
        <source>Cap at</source>
        <translation>Cap at</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="67"/>
        <source>Power per GPU</source>
        <translation>Power per GPU</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="73"/>
        <source>Feed</source>
        <translation>Feed</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="74"/>
        <source>Show 400 V three-phase feeds</source>
        <translation>Show 400 V three-phase feeds</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="82"/>
        <source>The GPU model. Choose a type and a count: the smallest catalog server that takes them is picked unless you name a server.</source>
        <translation>The GPU model. Choose a type and a count: the smallest catalog server that takes them is picked unless you name a server.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="86"/>
        <source>The server chassis. It fixes CPUs, host memory, NVLink topology and power supply.</source>
        <translation>The server chassis. It fixes CPUs, host memory, NVLink topology and power supply.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="90"/>
        <source>GPUs training together. More cards divide the sharded states but each card receives more weight traffic per step.</source>
        <translation>GPUs training together. More cards divide the sharded states but each card receives more weight traffic per step.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="94"/>
        <source>Train several runs at once, each on an equal group of the cards and inside one NVLink domain where the server has domains. Memory and step are one run&apos;s; power, feeds, host memory, CPUs and storage count every run.</source>
        <translation>Train several runs at once, each on an equal group of the cards and inside one NVLink domain where the server has domains. Memory and step are one run&apos;s; power, feeds, host memory, CPUs and storage count every run.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="99"/>
        <source>Limit the power of each GPU. The step rate drops along the catalog&apos;s power-cap curve.</source>
        <translation>Limit the power of each GPU. The step rate drops along the catalog&apos;s power-cap curve.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="102"/>
        <source>Power limit per GPU in watts.</source>
        <translation>Power limit per GPU in watts.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="104"/>
        <source>The mains feed the server is planned on. A feed carries 80 % of its rating continuously.</source>
        <translation>The mains feed the server is planned on. A feed carries 80 % of its rating continuously.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="107"/>
        <source>Also draw the limits of 400 V three-phase feeds.</source>
        <translation>Also draw the limits of 400 V three-phase feeds.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="114"/>
        <location filename="../../ui/scenario/buildsection.cpp" line="134"/>
        <source>Change GPU count</source>
        <translation>Change GPU count</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="121"/>
        <source>Change GPU type</source>
        <translation>Change GPU type</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="127"/>
        <source>Change server</source>
        <translation>Change server</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="140"/>
        <source>Change runs side by side</source>
        <translation>Change runs side by side</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="145"/>
        <source>Toggle power cap</source>
        <translation>Toggle power cap</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="149"/>
        <source>Change power cap</source>
        <translation>Change power cap</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="153"/>
        <source>Change feed</source>
        <translation>Change feed</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="159"/>
        <source>Toggle three-phase feeds</source>
        <translation>Toggle three-phase feeds</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="204"/>
        <source>one run on all GPUs</source>
        <translation>one run on all GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="205"/>
        <source>one GPU each</source>
        <translation>one GPU each</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/buildsection.cpp" line="206"/>
        <source>%1 GPUs each</source>
        <translation>%1 GPUs each</translation>
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
        <translation>Compare builds</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="189"/>
        <source>Pin current build</source>
        <translation>Pin current build</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="190"/>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="191"/>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="192"/>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="193"/>
        <source>Recommended builds</source>
        <translation>Recommended builds</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="194"/>
        <source>Make the selected recommendation the current build</source>
        <translation>Make the selected recommendation the current build</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="195"/>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="196"/>
        <source>Make the selected pinned build the current scenario again</source>
        <translation>Make the selected pinned build the current scenario again</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="199"/>
        <source>Four builds are pinned, the most the comparison holds: remove one to pin another.</source>
        <translation>Four builds are pinned, the most the comparison holds: remove one to pin another.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="198"/>
        <source>Click a pinned build&apos;s header to make it the current build again</source>
        <translation>Click a pinned build&apos;s header to make it the current build again</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="153"/>
        <source>does not fit: %1 short per card</source>
        <translation>does not fit: %1 short per card</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="158"/>
        <source>tight: %1 free per card</source>
        <translation>tight: %1 free per card</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="159"/>
        <source>fits with %1 free per card</source>
        <translation>fits with %1 free per card</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="161"/>
        <source>; with the optimizer in host memory</source>
        <translation>; with the optimizer in host memory</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="162"/>
        <source>; with 8-bit Adam</source>
        <translation>; with 8-bit Adam</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="158"/>
        <source>; with 8-bit Adam on the GPUs instead of the offload</source>
        <translation>; with 8-bit Adam on the GPUs instead of the offload</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="162"/>
        <source>; with 32-bit AdamW offloaded to the CPUs (changes the optimizer)</source>
        <translation>; with 32-bit AdamW offloaded to the CPUs (changes the optimizer)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="162"/>
        <source>; with 32-bit AdamW on the GPUs</source>
        <translation>; with 32-bit AdamW on the GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="164"/>
        <source>; %1 servers, the %2 cluster</source>
        <translation>; %1 servers, the %2 cluster</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="165"/>
        <source>cheapest</source>
        <translation>cheapest</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="167"/>
        <source>fastest</source>
        <translation>fastest</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="168"/>
        <source>fastest and cheapest</source>
        <translation>fastest and cheapest</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="170"/>
        <source>; also %1 runs side by side</source>
        <translation>; also %1 runs side by side</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisondock.cpp" line="172"/>
        <source>; %1 h for the dataset</source>
        <translation>; %1 h for the dataset</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ComparisonModel</name>
    <message numerus="yes">
        <source>+ %n item(s) on request</source>
        <translation>
            <numerusform>+ %n item on request</numerusform>
            <numerusform>+ %n items on request</numerusform>
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
        <translation>Fits</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="51"/>
        <source>Tight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="53"/>
        <source>Serving falls short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="55"/>
        <source>Exceeds the planned feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="57"/>
        <source>No room for the rollout engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="59"/>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="63"/>
        <source>Does not fit</source>
        <translation>Does not fit</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="61"/>
        <source>Plan refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="83"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="89"/>
        <source>n/a</source>
        <translation>n/a</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="90"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="95"/>
        <source>%1 A 3-phase</source>
        <translation>%1 A 3-phase</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="95"/>
        <source>%1 A</source>
        <translation>%1 A</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="97"/>
        <source>%1 (fits %2)</source>
        <translation>%1 (fits %2)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="99"/>
        <source>no feed</source>
        <translation>no feed</translation>
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
        <translation>LoRA (8-bit base)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="151"/>
        <source>on request</source>
        <translation>on request</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="187"/>
        <source>Build %1</source>
        <translation>Build %1</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="193"/>
        <source>Build</source>
        <translation>Build</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="197"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="199"/>
        <source>Free per GPU</source>
        <translation>Free per GPU</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="201"/>
        <source>Used / capacity per GPU</source>
        <translation>Used / capacity per GPU</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="203"/>
        <source>Step time (overlapped)</source>
        <translation>Step time (overlapped)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="205"/>
        <source>Transfer / compute</source>
        <translation>Transfer / compute</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="207"/>
        <source>Power</source>
        <translation>Power</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="209"/>
        <source>Checkpoint storage</source>
        <translation>Checkpoint storage</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="211"/>
        <source>Time for the dataset</source>
        <translation>Time for the dataset</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="213"/>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="75"/>
        <source>%1 runs of %2 GPUs</source>
        <translation>%1 runs of %2 GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="77"/>
        <source>one run</source>
        <translation>one run</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="195"/>
        <source>Runs side by side</source>
        <translation>Runs side by side</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="111"/>
        <source>Full fine-tune</source>
        <translation>Full fine-tune</translation>
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
        <translation>%1, rank %2</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="122"/>
        <source>AdamW, optimizer offloaded</source>
        <translation>AdamW, optimizer offloaded</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="124"/>
        <source>AdamW, parameters offloaded</source>
        <translation>AdamW, parameters offloaded</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="125"/>
        <source>8-bit Adam</source>
        <translation>8-bit Adam</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="126"/>
        <source>Paged AdamW</source>
        <translation>Paged AdamW</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="127"/>
        <source>Paged 8-bit AdamW</source>
        <translation>Paged 8-bit AdamW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4-bit AdamW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="128"/>
        <source>AdamW (32-bit)</source>
        <translation>AdamW (32-bit)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="135"/>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="142"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="138"/>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="143"/>
        <source>%1 % of samples, %2 × %3×%4 px</source>
        <translation>%1 % of samples, %2 × %3×%4 px</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="215"/>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="217"/>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="219"/>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="221"/>
        <source>Training stack</source>
        <translation>Training stack</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="223"/>
        <source>Sequence length</source>
        <translation>Sequence length</translation>
    </message>
    <message>
        <location filename="../../ui/compare/comparisonmodel.cpp" line="225"/>
        <source>Images</source>
        <translation>Images</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ImagesSection</name>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="15"/>
        <source>Advanced: images</source>
        <translation>Advanced: images</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="33"/>
        <source>Samples with images</source>
        <translation>Samples with images</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="37"/>
        <source>Images per sample</source>
        <translation>Images per sample</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="46"/>
        <source>Image size</source>
        <translation>Image size</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="48"/>
        <source>Train the vision tower</source>
        <translation>Train the vision tower</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="56"/>
        <source>Share of training samples that carry images. The longest sequence (a sample with images) sets the memory peak, the average sets the throughput.</source>
        <translation>Share of training samples that carry images. The longest sequence (a sample with images) sets the memory peak, the average sets the throughput.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="60"/>
        <source>Images in each sample that carries images.</source>
        <translation>Images in each sample that carries images.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="61"/>
        <source>Image width in pixels. A 1024×1024 image becomes 1,024 tokens after patching and merging.</source>
        <translation>Image width in pixels. A 1024×1024 image becomes 1,024 tokens after patching and merging.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="63"/>
        <source>Image height in pixels.</source>
        <translation>Image height in pixels.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="65"/>
        <source>Train the vision tower as well (the reference figures do). Frozen, its weights stay at 2 B per parameter and store no activations.</source>
        <translation>Train the vision tower as well (the reference figures do). Frozen, its weights stay at 2 B per parameter and store no activations.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="72"/>
        <location filename="../../ui/scenario/imagessection.cpp" line="76"/>
        <source>Change image share</source>
        <translation>Change image share</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="80"/>
        <source>Change images per sample</source>
        <translation>Change images per sample</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="83"/>
        <location filename="../../ui/scenario/imagessection.cpp" line="86"/>
        <source>Change image size</source>
        <translation>Change image size</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/imagessection.cpp" line="89"/>
        <source>Toggle vision tower training</source>
        <translation>Toggle vision tower training</translation>
    </message>
</context>
<context>
    <name>headroom::ui::MainWindow</name>
    <message>
        <source>Costs</source>
        <translation>Costs</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="548"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="549"/>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="550"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="551"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="552"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="565"/>
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="566"/>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="567"/>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="568"/>
        <source>Save &amp;As…</source>
        <translation>Save &amp;As…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="569"/>
        <source>&amp;Import config.json…</source>
        <translation>&amp;Import config.json…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="577"/>
        <source>Export &amp;quote…</source>
        <translation>Export &amp;quote…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="578"/>
        <source>Export interactive &amp;sheet…</source>
        <translation>Export interactive &amp;sheet…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="580"/>
        <source>One HTML file with sliders that opens offline in any browser</source>
        <translation>One HTML file with sliders that opens offline in any browser</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="582"/>
        <source>This build has no interactive sheet (built without emscripten)</source>
        <translation>This build has no interactive sheet (built without emscripten)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="838"/>
        <source>Export interactive sheet</source>
        <translation>Export interactive sheet</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="841"/>
        <source>Web pages (*.html)</source>
        <translation>Web pages (*.html)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="856"/>
        <source>Cannot export the sheet</source>
        <translation>Cannot export the sheet</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="857"/>
        <source>The sheet could not be written to %1:
%2</source>
        <translation>The sheet could not be written to %1:
%2</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="860"/>
        <source>Sheet written to %1</source>
        <translation>Sheet written to %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="585"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="958"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="959"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="587"/>
        <source>Assumptions</source>
        <translation>Assumptions</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="588"/>
        <source>&amp;Assumptions and sources</source>
        <translation>&amp;Assumptions and sources</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="605"/>
        <source>Phases</source>
        <translation>Phases</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="671"/>
        <source>Cannot open scenario</source>
        <translation>Cannot open scenario</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="672"/>
        <source>The scenario %1 could not be opened.

Key: %2
Problem: %3</source>
        <translation>The scenario %1 could not be opened.

Key: %2
Problem: %3</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="715"/>
        <source>Cannot save scenario</source>
        <translation>Cannot save scenario</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="715"/>
        <source>The scenario could not be written to %1:
%2</source>
        <translation>The scenario could not be written to %1:
%2</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="723"/>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="733"/>
        <source>Cannot import model</source>
        <translation>Cannot import model</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="734"/>
        <source>The model configuration %1 could not be read.

Key: %2
Problem: %3</source>
        <translation>The model configuration %1 could not be read.

Key: %2
Problem: %3</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="739"/>
        <source>Import model</source>
        <translation>Import model</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="756"/>
        <source>Cannot import training config</source>
        <translation>Cannot import training config</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="757"/>
        <source>The training config %1 could not be imported.

Key: %2
Problem: %3</source>
        <translation>The training config %1 could not be imported.

Key: %2
Problem: %3</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="767"/>
        <location filename="../../ui/window/mainwindow.cpp" line="773"/>
        <source>Import training config</source>
        <translation>Import training config</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="774"/>
        <source>Training configs (*.yaml *.yml *.json);;All files (*)</source>
        <translation>Training configs (*.yaml *.yml *.json);;All files (*)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="785"/>
        <source>Open scenario</source>
        <translation>Open scenario</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="786"/>
        <source>Headroom scenarios (*.headroom.json);;JSON files (*.json);;All files (*)</source>
        <translation>Headroom scenarios (*.headroom.json);;JSON files (*.json);;All files (*)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="799"/>
        <source>Save scenario</source>
        <translation>Save scenario</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="803"/>
        <source>Headroom scenarios (*.headroom.json)</source>
        <translation>Headroom scenarios (*.headroom.json)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="813"/>
        <source>Import model configuration</source>
        <translation>Import model configuration</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="815"/>
        <source>Hugging Face config (*.json)</source>
        <translation>Hugging Face config (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="870"/>
        <source>Axolotl config (*.yaml *.yml)</source>
        <translation>Axolotl config (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="871"/>
        <source>LLaMA-Factory config (*.yaml *.yml)</source>
        <translation>LLaMA-Factory config (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="872"/>
        <source>torchtune config (*.yaml *.yml)</source>
        <translation>torchtune config (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="873"/>
        <source>TRL config (*.yaml *.yml)</source>
        <translation>TRL config (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="884"/>
        <source>Export training config</source>
        <translation>Export training config</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="902"/>
        <source>Cannot export training config</source>
        <translation>Cannot export training config</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="903"/>
        <source>The training config could not be written to %1.

%2</source>
        <translation>The training config could not be written to %1.

%2</translation>
    </message>
    <message>
        <source>It is the customer&apos;s config the scenario was imported from; choose another file.</source>
        <translation type="vanished">It is the customer&apos;s config the scenario was imported from; choose another file.</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="914"/>
        <source>Key: %1
Problem: %2</source>
        <translation>Key: %1
Problem: %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="928"/>
        <source>Training config written to %1: fits with %2 GB free per GPU</source>
        <translation>Training config written to %1: fits with %2 GB free per GPU</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="931"/>
        <source> (changes to fit: %1, listed in the file)</source>
        <translation> (changes to fit: %1, listed in the file)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="941"/>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="941"/>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation>The scenario has unsaved changes. Save them first?</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="963"/>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="964"/>
        <source>%1[*] — Headroom</source>
        <translation>%1[*] — Headroom</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="958"/>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Undo: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="959"/>
        <source>&amp;Redo: %1</source>
        <translation>&amp;Redo: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="172"/>
        <source>Apply recommended build</source>
        <translation>Apply recommended build</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="590"/>
        <source>&amp;Compare builds</source>
        <translation>&amp;Compare builds</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="591"/>
        <source>&amp;Pin current build</source>
        <translation>&amp;Pin current build</translation>
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
        <translation>Restore pinned build</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="264"/>
        <source>%1 of the %2 cards of the %3 are used: the chassis&apos;s CPUs, host memory and power stay in the figures.</source>
        <translation>%1 of the %2 cards of the %3 are used: the chassis&apos;s CPUs, host memory and power stay in the figures.</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="315"/>
        <source>Four builds are pinned already: remove one to pin another.</source>
        <translation>Four builds are pinned already: remove one to pin another.</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="348"/>
        <source>Preset: %1</source>
        <translation>Preset: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="357"/>
        <source>Results copied as text and JSON.</source>
        <translation>Results copied as text and JSON.</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="363"/>
        <source>Print</source>
        <translation>Print</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="379"/>
        <source>About Headroom</source>
        <translation>About Headroom</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="380"/>
        <source>&lt;h3&gt;Headroom %1&lt;/h3&gt;&lt;p&gt;Sizes GPU servers for fine-tuning large language models: memory per GPU, transfer against compute, power against the feeds, checkpoint storage.&lt;/p&gt;&lt;p&gt;Catalog: %2 files, %3 GPUs, %4 servers, %5 models.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Headroom %1&lt;/h3&gt;&lt;p&gt;Sizes GPU servers for fine-tuning large language models: memory per GPU, transfer against compute, power against the feeds, checkpoint storage.&lt;/p&gt;&lt;p&gt;Catalog: %2 files, %3 GPUs, %4 servers, %5 models.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="411"/>
        <source>Apply build from what fits</source>
        <translation>Apply build from what fits</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="553"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="554"/>
        <source>&amp;Presets</source>
        <translation>&amp;Presets</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="555"/>
        <source>Presets</source>
        <translation>Presets</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="558"/>
        <source>Make the build %1 (the smallest catalog server that holds the cards)</source>
        <translation>Make the build %1 (the smallest catalog server that holds the cards)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="562"/>
        <source>&amp;Copy results</source>
        <translation>&amp;Copy results</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="563"/>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="564"/>
        <source>&amp;About Headroom</source>
        <translation>&amp;About Headroom</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="570"/>
        <source>Import &amp;training config…</source>
        <translation>Import &amp;training config…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="571"/>
        <source>An Axolotl, LLaMA-Factory, torchtune or TRL config, or a DeepSpeed JSON, onto the current build</source>
        <translation>An Axolotl, LLaMA-Factory, torchtune or TRL config, or a DeepSpeed JSON, onto the current build</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="573"/>
        <source>Export t&amp;raining config…</source>
        <translation>Export t&amp;raining config…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="574"/>
        <source>The scenario as an Axolotl, LLaMA-Factory, torchtune or TRL config with the settings that make it fit the build, and the DeepSpeed JSON beside it</source>
        <translation>The scenario as an Axolotl, LLaMA-Factory, torchtune or TRL config with the settings that make it fit the build, and the DeepSpeed JSON beside it</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="604"/>
        <source>Where it runs out</source>
        <translation>Where it runs out</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="607"/>
        <source>What fits</source>
        <translation>What fits</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="608"/>
        <source>Compare</source>
        <translation>Compare</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="609"/>
        <source>Serving</source>
        <translation>Serving</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="610"/>
        <source>Free memory per GPU for every GPU type and count on the smallest catalog server that holds them; click a cell to apply it.</source>
        <translation>Free memory per GPU for every GPU type and count on the smallest catalog server that holds them; click a cell to apply it.</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="189"/>
        <source>Change the serving need</source>
        <translation>Change the serving need</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="593"/>
        <source>&amp;Serving the tuned model</source>
        <translation>&amp;Serving the tuned model</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="584"/>
        <source>&amp;Vendor details…</source>
        <translation>&amp;Vendor details…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="828"/>
        <source>Quote details</source>
        <translation>Quote details</translation>
    </message>
</context>
<context>
    <name>headroom::ui::MethodSection</name>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="23"/>
        <source>Full fine-tune</source>
        <translation>Full fine-tune</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="24"/>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="25"/>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA (4-bit base)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="26"/>
        <source>LoRA (8-bit base)</source>
        <translation>LoRA (8-bit base)</translation>
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
        <translation>AdamW (32-bit states)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="37"/>
        <source>8-bit Adam</source>
        <translation>8-bit Adam</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="38"/>
        <source>AdamW, optimizer on the CPUs</source>
        <translation>AdamW, optimizer on the CPUs</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="39"/>
        <source>AdamW, parameters on the CPUs</source>
        <translation>AdamW, parameters on the CPUs</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="40"/>
        <source>Paged AdamW (bitsandbytes)</source>
        <translation>Paged AdamW (bitsandbytes)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="41"/>
        <source>Paged 8-bit AdamW (bitsandbytes)</source>
        <translation>Paged 8-bit AdamW (bitsandbytes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4-bit AdamW (torchao)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="53"/>
        <source>ZeRO paper (16 B per parameter)</source>
        <translation>ZeRO paper (16 B per parameter)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="54"/>
        <source>Hugging Face docs (18 B per parameter)</source>
        <translation>Hugging Face docs (18 B per parameter)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="55"/>
        <source>Pure BF16 (8 B per parameter, torchtune)</source>
        <translation>Pure BF16 (8 B per parameter, torchtune)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="57"/>
        <source>Full (FSDP / ZeRO-3)</source>
        <translation>Full (FSDP / ZeRO-3)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="58"/>
        <source>ZeRO-2 (gradients and optimizer)</source>
        <translation>ZeRO-2 (gradients and optimizer)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="59"/>
        <source>ZeRO-1 (optimizer only)</source>
        <translation>ZeRO-1 (optimizer only)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="60"/>
        <source>None (DDP)</source>
        <translation>None (DDP)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="68"/>
        <source>All linear layers (all-linear)</source>
        <translation>All linear layers (all-linear)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="69"/>
        <source>Attention q, v</source>
        <translation>Attention q, v</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="71"/>
        <source>Attention q, k, v, o</source>
        <translation>Attention q, k, v, o</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="73"/>
        <source>All linear layers and the LM head</source>
        <translation>All linear layers and the LM head</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="76"/>
        <source>As in the scenario file</source>
        <translation>As in the scenario file</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="82"/>
        <source>Advanced: model, method and batch</source>
        <translation>Advanced: model, method and batch</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="100"/>
        <source>Import config.json…</source>
        <translation>Import config.json…</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="103"/>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="104"/>
        <source>Parameters</source>
        <translation>Parameters</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="108"/>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="110"/>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="112"/>
        <source>State accounting</source>
        <translation>State accounting</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="114"/>
        <source>Sharding</source>
        <translation>Sharding</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="118"/>
        <source>LoRA rank</source>
        <translation>LoRA rank</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="123"/>
        <source>LoRA targets</source>
        <translation>LoRA targets</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="124"/>
        <source>DoRA (weight-decomposed LoRA)</source>
        <translation>DoRA (weight-decomposed LoRA)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="140"/>
        <source>Sequence length</source>
        <translation>Sequence length</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="144"/>
        <source>Micro-batch</source>
        <translation>Micro-batch</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="148"/>
        <source>Gradient accumulation</source>
        <translation>Gradient accumulation</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="149"/>
        <source>Gradient checkpointing</source>
        <translation>Gradient checkpointing</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="158"/>
        <source>Change model</source>
        <translation>Change model</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="162"/>
        <source>Change method</source>
        <translation>Change method</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="166"/>
        <source>Change fine-tuning</source>
        <translation>Change fine-tuning</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="170"/>
        <source>Change optimizer</source>
        <translation>Change optimizer</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="181"/>
        <source>Change state accounting</source>
        <translation>Change state accounting</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="185"/>
        <source>Change sharding</source>
        <translation>Change sharding</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="189"/>
        <source>Change LoRA rank</source>
        <translation>Change LoRA rank</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="193"/>
        <source>Change LoRA targets</source>
        <translation>Change LoRA targets</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="196"/>
        <source>Toggle DoRA</source>
        <translation>Toggle DoRA</translation>
    </message>
    <message>
        <source>LoRA on the routed experts</source>
        <translation>LoRA on the routed experts</translation>
    </message>
    <message>
        <source>Toggle LoRA on the routed experts</source>
        <translation>Toggle LoRA on the routed experts</translation>
    </message>
    <message>
        <source>Whether the gate, up and down targets also adapt every routed expert. Under transformers 4.x each expert is an nn.Linear that PEFT wraps. Under transformers 5 the routed experts are 3D parameters that target_modules does not reach (PEFT&apos;s target_parameters does): only the shared experts and the dense MLP layers get adapters.</source>
        <translation>Whether the gate, up and down targets also adapt every routed expert. Under transformers 4.x each expert is an nn.Linear that PEFT wraps. Under transformers 5 the routed experts are 3D parameters that target_modules does not reach (PEFT&apos;s target_parameters does): only the shared experts and the dense MLP layers get adapters.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="199"/>
        <source>Change micro-batch</source>
        <translation>Change micro-batch</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="202"/>
        <source>Change gradient accumulation</source>
        <translation>Change gradient accumulation</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="206"/>
        <source>Toggle gradient checkpointing</source>
        <translation>Toggle gradient checkpointing</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="240"/>
        <source>Imported: %1</source>
        <translation>Imported: %1</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="246"/>
        <source>%1 (vision %2)</source>
        <translation>%1 (vision %2)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection.cpp" line="279"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="15"/>
        <source>The model to fine-tune. Its parameters are counted from the architecture in its config.json, never typed in.</source>
        <translation>The model to fine-tune. Its parameters are counted from the architecture in its config.json, never typed in.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="17"/>
        <source>Read a Hugging Face config.json to size a model that is not in the catalog. You can also drop the file on the window.</source>
        <translation>Read a Hugging Face config.json to size a model that is not in the catalog. You can also drop the file on the window.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="20"/>
        <source>Full: every weight is trained (weights, gradients and optimizer states per parameter). LoRA: frozen BF16 base plus small adapters. QLoRA: 4-bit NF4 base plus adapters. LoRA (8-bit base): int8 linear weights (bitsandbytes LLM.int8) plus adapters.</source>
        <translation>Full: every weight is trained (weights, gradients and optimizer states per parameter). LoRA: frozen BF16 base plus small adapters. QLoRA: 4-bit NF4 base plus adapters. LoRA (8-bit base): int8 linear weights (bitsandbytes LLM.int8) plus adapters.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="27"/>
        <source>SFT: supervised fine-tuning. DPO (with a frozen reference), ORPO and SimPO (reference-free) train on chosen and rejected answers. GRPO and PPO generate completions with a vLLM engine, score them and train on them; PPO adds a critic. The combo beside it says how the policy trains: full, LoRA or QLoRA.</source>
        <translation>SFT: supervised fine-tuning. DPO (with a frozen reference), ORPO and SimPO (reference-free) train on chosen and rejected answers. GRPO and PPO generate completions with a vLLM engine, score them and train on them; PPO adds a critic. The combo beside it says how the policy trains: full, LoRA or QLoRA.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="34"/>
        <source>AdamW keeps fp32 master weights and two moments (12 B per parameter). 8-bit Adam quantises the moments, torchao&apos;s 4-bit AdamW to half a byte each. Optimizer offload keeps the optimizer states and gradients in host memory and runs the update on the CPUs (DeepSpeed ZeRO-Offload; with full sharding it runs as DeepSpeed ZeRO-3, as FSDP cannot offload the optimizer alone). Parameter offload (FSDP&apos;s CPU offload, DeepSpeed&apos;s offload_param) moves the weights to host memory as well: the GPUs hold only the layers gathered for compute, at the cost of host memory and PCIe traffic every step.</source>
        <translation>AdamW keeps fp32 master weights and two moments (12 B per parameter). 8-bit Adam quantises the moments, torchao&apos;s 4-bit AdamW to half a byte each. Optimizer offload keeps the optimizer states and gradients in host memory and runs the update on the CPUs (DeepSpeed ZeRO-Offload; with full sharding it runs as DeepSpeed ZeRO-3, as FSDP cannot offload the optimizer alone). Parameter offload (FSDP&apos;s CPU offload, DeepSpeed&apos;s offload_param) moves the weights to host memory as well: the GPUs hold only the layers gathered for compute, at the cost of host memory and PCIe traffic every step.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="42"/>
        <source>Bytes per parameter for weights, gradients and optimizer: the ZeRO paper counts 16 B, the Hugging Face documentation 18 B. Pure BF16 (torchtune&apos;s default) keeps no fp32 master copy: 2 + 2 + 4 = 8 B, 6 B with 8-bit Adam. DeepSpeed keeps its fp32 copy whatever the model was loaded in: 16 B there.</source>
        <translation>Bytes per parameter for weights, gradients and optimizer: the ZeRO paper counts 16 B, the Hugging Face documentation 18 B. Pure BF16 (torchtune&apos;s default) keeps no fp32 master copy: 2 + 2 + 4 = 8 B, 6 B with 8-bit Adam. DeepSpeed keeps its fp32 copy whatever the model was loaded in: 16 B there.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="48"/>
        <source>How the model states are split across the GPUs. Full sharding divides weights, gradients and optimizer; ZeRO-2 gradients and optimizer; ZeRO-1 the optimizer only; DDP keeps a full copy on every card.</source>
        <translation>How the model states are split across the GPUs. Full sharding divides weights, gradients and optimizer; ZeRO-2 gradients and optimizer; ZeRO-1 the optimizer only; DDP keeps a full copy on every card.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="52"/>
        <source>Rank r of the LoRA adapters on every linear layer of the language model: r·(in + out) trainable weights per layer.</source>
        <translation>Rank r of the LoRA adapters on every linear layer of the language model: r·(in + out) trainable weights per layer.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="55"/>
        <source>The linear layers that get adapters (PEFT target_modules). Fewer targets train fewer weights and keep fewer adapter activations.</source>
        <translation>The linear layers that get adapters (PEFT target_modules). Fewer targets train fewer weights and keep fewer adapter activations.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="58"/>
        <source>DoRA (PEFT use_dora): a magnitude vector per adapted layer and, in training, the weight norm of W + BA per layer, which adds activation memory and time.</source>
        <translation>DoRA (PEFT use_dora): a magnitude vector per adapted layer and, in training, the weight norm of W + BA per layer, which adds activation memory and time.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="62"/>
        <source>Tokens of text per training sequence. Longer sequences need more activation memory and, from the long-context length on, run at a lower utilisation.</source>
        <translation>Tokens of text per training sequence. Longer sequences need more activation memory and, from the long-context length on, run at a lower utilisation.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="67"/>
        <source>Sequences per GPU in each forward and backward pass. Activation memory grows with it.</source>
        <translation>Sequences per GPU in each forward and backward pass. Activation memory grows with it.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="70"/>
        <source>Micro-batches accumulated before each optimizer step.</source>
        <translation>Micro-batches accumulated before each optimizer step.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/methodsection_tips.cpp" line="72"/>
        <source>Gradient checkpointing keeps only each layer&apos;s input and recomputes the rest during the backward pass: far less activation memory, about a third more compute.</source>
        <translation>Gradient checkpointing keeps only each layer&apos;s input and recomputes the rest during the backward pass: far less activation memory, about a third more compute.</translation>
    </message>
</context>
<context>
    <name>headroom::ui::OutputFile</name>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="248"/>
        <source>no program is reading from the pipe</source>
        <translation>no program is reading from the pipe</translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="254"/>
        <source>the file changed while it was opened; nothing was written</source>
        <translation>the file changed while it was opened; nothing was written</translation>
    </message>
    <message>
        <source>the file name is too long for a safe save (%1 bytes; the folder takes %2 including a 7-byte temporary suffix)</source>
        <translation type="vanished">the file name is too long for a safe save (%1 bytes; the folder takes %2 including a 7-byte temporary suffix)</translation>
    </message>
    <message>
        <source>the system did not say why</source>
        <translation type="vanished">the system did not say why</translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="369"/>
        <source>no file name given</source>
        <translation>no file name given</translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="216"/>
        <source>%1 is a directory</source>
        <translation>%1 is a directory</translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="103"/>
        <source>%1 is the scenario file %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="105"/>
        <source>%1 is the imported model configuration %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="108"/>
        <source>%1 is the recipe the scenario was imported from, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="112"/>
        <source>%1 is the model configuration of a pinned build, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="114"/>
        <source>%1 is the catalog file %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="115"/>
        <source>%1 is the vendor&apos;s logo %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="125"/>
        <source>%1 is %2, which this command reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="204"/>
        <source>%1 is a link to a file that does not exist; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="221"/>
        <source>%1 is not a regular file: the files written with it cannot sit beside it; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="229"/>
        <source>%1 is not a regular file (a block device or a socket); nothing was written</source>
        <translation>%1 is not a regular file (a block device or a socket); nothing was written</translation>
    </message>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="390"/>
        <source>%1 and %2 are the same file; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file; nothing was written</source>
        <translation type="vanished">%1 is not a regular file; nothing was written</translation>
    </message>
</context>
<context>
    <name>headroom::ui::PanelSection</name>
    <message>
        <location filename="../../ui/scenario/panelsection.cpp" line="96"/>
        <source>Catalog assumptions:</source>
        <translation>Catalog assumptions:</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ParallelSection</name>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="15"/>
        <source>Advanced: parallelism and servers</source>
        <translation>Advanced: parallelism and servers</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="23"/>
        <source>Servers</source>
        <translation>Servers</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="25"/>
        <source>Parallel plan</source>
        <translation>Parallel plan</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="37"/>
        <source>Tensor parallel</source>
        <translation>Tensor parallel</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="38"/>
        <source>Pipeline parallel</source>
        <translation>Pipeline parallel</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="39"/>
        <source>Context parallel</source>
        <translation>Context parallel</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="40"/>
        <source>Expert parallel</source>
        <translation>Expert parallel</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="41"/>
        <source>Sequence parallel</source>
        <translation>Sequence parallel</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="45"/>
        <source>Data parallel</source>
        <translation>Data parallel</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="52"/>
        <source>Servers of this build joined by the catalog&apos;s network: one run on every GPU of all of them.</source>
        <translation>Servers of this build joined by the catalog&apos;s network: one run on every GPU of all of them.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="55"/>
        <source>Automatic: every GPU holds a data-parallel replica, sharded as set. Manual: split the model with tensor, pipeline, context and expert parallelism; data parallelism takes the GPUs they leave.</source>
        <translation>Automatic: every GPU holds a data-parallel replica, sharded as set. Manual: split the model with tensor, pipeline, context and expert parallelism; data parallelism takes the GPUs they leave.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="58"/>
        <source>GPUs that split each layer&apos;s matrices (Megatron-LM tensor parallelism); it must divide the attention and KV heads.</source>
        <translation>GPUs that split each layer&apos;s matrices (Megatron-LM tensor parallelism); it must divide the attention and KV heads.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="60"/>
        <source>Pipeline stages: GPUs that hold consecutive layers.</source>
        <translation>Pipeline stages: GPUs that hold consecutive layers.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="61"/>
        <source>GPUs that split each sequence (context parallelism).</source>
        <translation>GPUs that split each sequence (context parallelism).</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="62"/>
        <source>GPUs that split a mixture-of-experts layer&apos;s experts; it must divide the experts.</source>
        <translation>GPUs that split a mixture-of-experts layer&apos;s experts; it must divide the experts.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="65"/>
        <source>Split the norms&apos; and dropouts&apos; activations over the tensor-parallel GPUs (Korthikanti et al. 2022).</source>
        <translation>Split the norms&apos; and dropouts&apos; activations over the tensor-parallel GPUs (Korthikanti et al. 2022).</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="71"/>
        <source>Change servers</source>
        <translation>Change servers</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="74"/>
        <source>Change parallel plan</source>
        <translation>Change parallel plan</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="82"/>
        <source>Change tensor parallel</source>
        <translation>Change tensor parallel</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="85"/>
        <source>Change pipeline parallel</source>
        <translation>Change pipeline parallel</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="88"/>
        <source>Change context parallel</source>
        <translation>Change context parallel</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="91"/>
        <source>Change expert parallel</source>
        <translation>Change expert parallel</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="94"/>
        <source>Toggle sequence parallel</source>
        <translation>Toggle sequence parallel</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="109"/>
        <source>every GPU</source>
        <translation>every GPU</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="114"/>
        <source>Automatic</source>
        <translation>Automatic</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/parallelsection.cpp" line="115"/>
        <source>Manual</source>
        <translation>Manual</translation>
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
            <numerusform>%Ln round</numerusform>
            <numerusform>%Ln rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 prompts per hour; each step generates %2 completions (%3 prompts) in %4 on %5.</source>
        <translation>%1 prompts per hour; each step generates %2 completions (%3 prompts) in %4 on %5.</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="84"/>
        <source>Generate</source>
        <translation>Generate</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="84"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="84"/>
        <source>Train</source>
        <translation>Train</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="93"/>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="94"/>
        <source>Peak phase (the verdict&apos;s)</source>
        <translation>Peak phase (the verdict&apos;s)</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="117"/>
        <source>GB per GPU</source>
        <translation>GB per GPU</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="126"/>
        <source>Capacity %1</source>
        <translation>Capacity %1</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="134"/>
        <source>Memory per GPU: peak %1 of %2</source>
        <translation>Memory per GPU: peak %1 of %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="156"/>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="161"/>
        <source>seconds per step</source>
        <translation>seconds per step</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="169"/>
        <source>Step: %1</source>
        <translation>Step: %1</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="181"/>
        <source>%1 %2 (peak)</source>
        <translation>%1 %2 (peak)</translation>
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
        <translation>Memory per GPU: %1. Step %2: %3.</translation>
    </message>
    <message>
        <location filename="../../ui/charts/phaseview.cpp" line="191"/>
        <source>%1 preference pairs per hour; %2 pairs per step.</source>
        <translation>%1 preference pairs per hour; %2 pairs per step.</translation>
    </message>
</context>
<context>
    <name>headroom::ui::RecipeNote</name>
    <message>
        <location filename="../../ui/scenario/recipenote.cpp" line="26"/>
        <source>Imported from the %1 training config %2.</source>
        <translation>Imported from the %1 training config %2.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/recipenote.cpp" line="35"/>
        <source>Not modelled (left as the config sets them): %1.</source>
        <translation>Not modelled (left as the config sets them): %1.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/recipenote.cpp" line="43"/>
        <source>Left open by the config, sized with Headroom&apos;s value: %1.</source>
        <translation>Left open by the config, sized with Headroom&apos;s value: %1.</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ResultPanel</name>
    <message>
        <location filename="../../ui/window/resultpanel.cpp" line="97"/>
        <source>Charts</source>
        <translation>Charts</translation>
    </message>
    <message>
        <location filename="../../ui/window/resultpanel.cpp" line="117"/>
        <source>Power: %1, within the planned %2 A feed</source>
        <translation>Power: %1, within the planned %2 A feed</translation>
    </message>
    <message>
        <location filename="../../ui/window/resultpanel.cpp" line="114"/>
        <source>Power: %1, within the planned 400 V three-phase %2 A feed</source>
        <translation>Power: %1, within the planned 400 V three-phase %2 A feed</translation>
    </message>
    <message>
        <location filename="../../ui/window/resultpanel.cpp" line="112"/>
        <source>Power: %1</source>
        <translation>Power: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/resultpanel.cpp" line="162"/>
        <source>No warnings</source>
        <translation>No warnings</translation>
    </message>
    <message>
        <location filename="../../ui/window/resultpanel.cpp" line="165"/>
        <source>%1 warnings (click for all): %2</source>
        <translation>%1 warnings (click for all): %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/resultpanel.cpp" line="109"/>
        <source>Afterwards: %1</source>
        <translation>Afterwards: %1</translation>
    </message>
</context>
<context>
    <name>headroom::ui::RlSection</name>
    <message>
        <source>GPUs of the cluster that serve the engine and do not train: whole servers, or the same share of every server.</source>
        <translation>GPUs of the cluster that serve the engine and do not train: whole servers, or the same share of every server.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="20"/>
        <source>Frozen model on the GPUs</source>
        <translation>Frozen model on the GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="21"/>
        <source>Precomputed log-probabilities</source>
        <translation>Precomputed log-probabilities</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="22"/>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="24"/>
        <source>On the training GPUs</source>
        <translation>On the training GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="25"/>
        <source>On GPUs of its own</source>
        <translation>On GPUs of its own</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="39"/>
        <source>Advanced: preference and RL</source>
        <translation>Advanced: preference and RL</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="61"/>
        <source>Prompt + completion</source>
        <translation>Prompt + completion</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="63"/>
        <source>Completions per prompt</source>
        <translation>Completions per prompt</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="65"/>
        <source>Rollout engine</source>
        <translation>Rollout engine</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="70"/>
        <source>Reference</source>
        <translation>Reference</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="82"/>
        <source>Critic</source>
        <translation>Critic</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="83"/>
        <source>Reward model</source>
        <translation>Reward model</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="91"/>
        <source>Engine&apos;s memory share</source>
        <translation>Engine&apos;s memory share</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="93"/>
        <source>Engine&apos;s GPUs</source>
        <translation>Engine&apos;s GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="95"/>
        <source>Engine&apos;s tensor parallel</source>
        <translation>Engine&apos;s tensor parallel</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="96"/>
        <source>Engine sleeps while the policy trains</source>
        <translation>Engine sleeps while the policy trains</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="102"/>
        <source>Prompt tokens; each trained sequence is prompt plus completion (DPO: a chosen and a rejected one per example).</source>
        <translation>Prompt tokens; each trained sequence is prompt plus completion (DPO: a chosen and a rejected one per example).</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="105"/>
        <source>Completion tokens generated or given per prompt.</source>
        <translation>Completion tokens generated or given per prompt.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="108"/>
        <source>Completions generated per prompt (TRL num_generations). It must divide the completions of a step: micro-batch × accumulation × training GPUs.</source>
        <translation>Completions generated per prompt (TRL num_generations). It must divide the completions of a step: micro-batch × accumulation × training GPUs.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="112"/>
        <source>Where the generation engine runs: on the training GPUs, taking its share of each, or on GPUs of its own that then do not train.</source>
        <translation>Where the generation engine runs: on the training GPUs, taking its share of each, or on GPUs of its own that then do not train.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="116"/>
        <source>The reference model of the KL term: a frozen copy on the GPUs (a LoRA or QLoRA policy disables its adapter instead), log-probabilities computed before training, or none.</source>
        <translation>The reference model of the KL term: a frozen copy on the GPUs (a LoRA or QLoRA policy disables its adapter instead), log-probabilities computed before training, or none.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="121"/>
        <source>PPO&apos;s value model, trained beside the policy: by default a copy of the policy with a value head, or a catalog model; its weights, gradients and optimizer states scale with its parameters.</source>
        <translation>PPO&apos;s value model, trained beside the policy: by default a copy of the policy with a value head, or a catalog model; its weights, gradients and optimizer states scale with its parameters.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="125"/>
        <source>A reward function (no model on the GPUs) or a catalog model that scores the completions, frozen in BF16 and sharded like the policy&apos;s weights.</source>
        <translation>A reward function (no model on the GPUs) or a catalog model that scores the completions, frozen in BF16 and sharded like the policy&apos;s weights.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="128"/>
        <source>The engine&apos;s share of each of its GPUs (vLLM gpu_memory_utilization): weights and KV cache.</source>
        <translation>The engine&apos;s share of each of its GPUs (vLLM gpu_memory_utilization): weights and KV cache.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="132"/>
        <source>GPUs per engine replica (vLLM tensor parallel size).</source>
        <translation>GPUs per engine replica (vLLM tensor parallel size).</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="135"/>
        <source>vLLM sleep mode: the engine&apos;s weights go to host memory and its KV cache is freed while the policy trains.</source>
        <translation>vLLM sleep mode: the engine&apos;s weights go to host memory and its KV cache is freed while the policy trains.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="142"/>
        <source>Change prompt length</source>
        <translation>Change prompt length</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="145"/>
        <source>Change completion length</source>
        <translation>Change completion length</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="149"/>
        <source>Change group size</source>
        <translation>Change group size</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="153"/>
        <source>Change rollout placement</source>
        <translation>Change rollout placement</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="157"/>
        <source>Change reference</source>
        <translation>Change reference</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="162"/>
        <source>Change critic</source>
        <translation>Change critic</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="166"/>
        <source>Change reward model</source>
        <translation>Change reward model</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="169"/>
        <source>Change engine&apos;s memory share</source>
        <translation>Change engine&apos;s memory share</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="173"/>
        <source>Change engine&apos;s GPUs</source>
        <translation>Change engine&apos;s GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="176"/>
        <source>Change engine&apos;s tensor parallel</source>
        <translation>Change engine&apos;s tensor parallel</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="180"/>
        <source>Toggle engine sleep mode</source>
        <translation>Toggle engine sleep mode</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="223"/>
        <source>The policy&apos;s size</source>
        <translation>The policy&apos;s size</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/rlsection.cpp" line="224"/>
        <source>A reward function</source>
        <translation>A reward function</translation>
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
        <translation>Advanced: run and storage</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/runsection.cpp" line="18"/>
        <source>Checkpoints kept</source>
        <translation>Checkpoints kept</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/runsection.cpp" line="23"/>
        <source>Dataset (tokens)</source>
        <translation>Dataset (tokens)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/runsection.cpp" line="27"/>
        <source>Epochs</source>
        <translation>Epochs</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/runsection.cpp" line="30"/>
        <source>Resumable checkpoints kept on disk. Each holds the fp32 master weights, the Adam moments and the 16-bit weights.</source>
        <translation>Resumable checkpoints kept on disk. Each holds the fp32 master weights, the Adam moments and the 16-bit weights.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/runsection.cpp" line="33"/>
        <source>Training tokens in the dataset.</source>
        <translation>Training tokens in the dataset.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/runsection.cpp" line="34"/>
        <source>Passes over the dataset.</source>
        <translation>Passes over the dataset.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/runsection.cpp" line="37"/>
        <source>Change checkpoints kept</source>
        <translation>Change checkpoints kept</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/runsection.cpp" line="40"/>
        <source>Change dataset size</source>
        <translation>Change dataset size</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/runsection.cpp" line="43"/>
        <source>Change epochs</source>
        <translation>Change epochs</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ScenarioPanel</name>
    <message>
        <location filename="../../ui/scenario/scenariopanel.cpp" line="118"/>
        <source>Not applied: %1 would be outside what a scenario may hold.</source>
        <translation>Not applied: %1 would be outside what a scenario may hold.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/scenariopanel.cpp" line="56"/>
        <source>Workload and build</source>
        <translation>Workload and build</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/scenariopanel.cpp" line="75"/>
        <source>Advanced</source>
        <translation>Advanced</translation>
    </message>
</context>
<context>
    <name>headroom::ui::SequenceField</name>
    <message>
        <location filename="../../ui/scenario/sequencefield.cpp" line="49"/>
        <location filename="../../ui/scenario/sequencefield.cpp" line="55"/>
        <source>Change sequence length</source>
        <translation>Change sequence length</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ServingDock</name>
    <message>
        <source>catalog default</source>
        <translation>catalog default</translation>
    </message>
    <message>
        <source>Tokens each request generates; the rest of the context is its prompt. Sets how many prompt tokens the decode steps interleave.</source>
        <translation>Tokens each request generates; the rest of the context is its prompt. Sets how many prompt tokens the decode steps interleave.</translation>
    </message>
    <message>
        <source>Output per request</source>
        <translation>Output per request</translation>
    </message>
    <message>
        <source>one user, %1</source>
        <translation>one user, %1</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="87"/>
        <source>Serving the tuned model</source>
        <translation>Serving the tuned model</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="88"/>
        <source>Serve the tuned model on this build afterwards</source>
        <translation>Serve the tuned model on this build afterwards</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="89"/>
        <source>Context per user (prompt + output)</source>
        <translation>Context per user (prompt + output)</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="90"/>
        <source>Concurrent users</source>
        <translation>Concurrent users</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="91"/>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="92"/>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="93"/>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="94"/>
        <source>Users against context length</source>
        <translation>Users against context length</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="134"/>
        <source>Tick the box to see how many users this build serves with the tuned model.</source>
        <translation>Tick the box to see how many users this build serves with the tuned model.</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="153"/>
        <source>This build</source>
        <translation>This build</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="195"/>
        <source>Context per user (tokens)</source>
        <translation>Context per user (tokens)</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="204"/>
        <source>Users</source>
        <translation>Users</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingdock.cpp" line="181"/>
        <source>%1 users, %2</source>
        <translation>%1 users, %2</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ServingEngineSection</name>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="66"/>
        <source>Advanced: serving engine</source>
        <translation>Advanced: serving engine</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="67"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="68"/>
        <source>Engine&apos;s share of each GPU</source>
        <translation>Engine&apos;s share of each GPU</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="69"/>
        <source>Longest sequence (max_model_len)</source>
        <translation>Longest sequence (max_model_len)</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="70"/>
        <source>Sequences per step (max_num_seqs)</source>
        <translation>Sequences per step (max_num_seqs)</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="71"/>
        <source>Tokens per step (max_num_batched_tokens)</source>
        <translation>Tokens per step (max_num_batched_tokens)</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="72"/>
        <source>Chunked prefill</source>
        <translation>Chunked prefill</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="73"/>
        <source>Speculative tokens per step</source>
        <translation>Speculative tokens per step</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="84"/>
        <source>SGLang: mem_fraction_static</source>
        <translation>SGLang: mem_fraction_static</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="86"/>
        <source>SGLang&apos;s share for the weights and the KV cache (--mem-fraction-static); the engine&apos;s default: SGLang&apos;s own estimate for the card.</source>
        <translation>SGLang&apos;s share for the weights and the KV cache (--mem-fraction-static); the engine&apos;s default: SGLang&apos;s own estimate for the card.</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="74"/>
        <source>the context per user</source>
        <translation>the context per user</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="75"/>
        <source>engine default</source>
        <translation>engine default</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="84"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../../ui/serving/servingenginesection.cpp" line="78"/>
        <source>The engine whose memory budget is reproduced: vLLM takes its share of each GPU less the weights, a profile run and its CUDA graphs; SGLang a share set by the card&apos;s memory; TensorRT-LLM 90 % of what the weights leave.</source>
        <translation>The engine whose memory budget is reproduced: vLLM takes its share of each GPU less the weights, a profile run and its CUDA graphs; SGLang a share set by the card&apos;s memory; TensorRT-LLM 90 % of what the weights leave.</translation>
    </message>
</context>
<context>
    <name>headroom::ui::StackSection</name>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="14"/>
        <source>Plain (Hugging Face)</source>
        <translation>Plain (Hugging Face)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="15"/>
        <source>Chunked (torchtune)</source>
        <translation>Chunked (torchtune)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="16"/>
        <source>Fused linear (Liger)</source>
        <translation>Fused linear (Liger)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="17"/>
        <source>Plain (transformers up to 4.45)</source>
        <translation>Plain (transformers up to 4.45)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="18"/>
        <source>Plain on BF16 logits (LitGPT)</source>
        <translation>Plain on BF16 logits (LitGPT)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="19"/>
        <source>LM head in chunks (LitGPT)</source>
        <translation>LM head in chunks (LitGPT)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="20"/>
        <source>Plain (transformers 4.46 to 4.48)</source>
        <translation>Plain (transformers 4.46 to 4.48)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="25"/>
        <source>transformers 4.49 and later: the model&apos;s BF16 logits, the loss&apos;s fp32 copy and its log-probabilities, 10 B per token and vocabulary entry after the forward pass, 12 B in the backward pass; the caching allocator keeps the freed BF16 logits&apos; 2 B besides.</source>
        <translation>transformers 4.49 and later: the model&apos;s BF16 logits, the loss&apos;s fp32 copy and its log-probabilities, 10 B per token and vocabulary entry after the forward pass, 12 B in the backward pass; the caching allocator keeps the freed BF16 logits&apos; 2 B besides.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="31"/>
        <source>torchtune&apos;s chunked loss: the BF16 logits in 8 chunks (2 B per token and vocabulary entry), each chunk upcast and differentiated on its own.</source>
        <translation>torchtune&apos;s chunked loss: the BF16 logits in 8 chunks (2 B per token and vocabulary entry), each chunk upcast and differentiated on its own.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="37"/>
        <source>Liger&apos;s fused linear cross-entropy, or Cut Cross Entropy: never the whole logits, one chunk of tokens at a time.</source>
        <translation>Liger&apos;s fused linear cross-entropy, or Cut Cross Entropy: never the whole logits, one chunk of tokens at a time.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="43"/>
        <source>The model upcasts its logits to fp32 and the loss copies the shifted ones: 12 B per token and vocabulary entry after the forward pass; the caching allocator keeps 6 B more, the freed BF16 logits and the slice&apos;s fp32 gradient.</source>
        <translation>The model upcasts its logits to fp32 and the loss copies the shifted ones: 12 B per token and vocabulary entry after the forward pass; the caching allocator keeps 6 B more, the freed BF16 logits and the slice&apos;s fp32 gradient.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="49"/>
        <source>LitGPT&apos;s pretraining loss: cross-entropy straight on the BF16 logits, 8 B per token and vocabulary entry in the backward pass.</source>
        <translation>LitGPT&apos;s pretraining loss: cross-entropy straight on the BF16 logits, 8 B per token and vocabulary entry in the backward pass.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="55"/>
        <source>LitGPT&apos;s fine-tuning: the LM head in chunks of 128 tokens, each chunk&apos;s logits and log-probabilities kept, 4 B per token and vocabulary entry (8 B where Lightning Fabric returns them in fp32).</source>
        <translation>LitGPT&apos;s fine-tuning: the LM head in chunks of 128 tokens, each chunk&apos;s logits and log-probabilities kept, 4 B per token and vocabulary entry (8 B where Lightning Fabric returns them in fp32).</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="61"/>
        <source>The loss upcasts the logits and copies the shifted ones while the model holds its BF16 logits: 14 B per token and vocabulary entry after the forward pass; the caching allocator keeps 4 B more for the slice&apos;s fp32 gradient.</source>
        <translation>The loss upcasts the logits and copies the shifted ones while the model holds its BF16 logits: 14 B per token and vocabulary entry after the forward pass; the caching allocator keeps 4 B more for the slice&apos;s fp32 gradient.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="32"/>
        <source>foreach (multi-tensor, temporaries)</source>
        <translation>foreach (multi-tensor, temporaries)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="33"/>
        <source>fused (one kernel)</source>
        <translation>fused (one kernel)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="34"/>
        <source>for-loop (one tensor at a time)</source>
        <translation>for-loop (one tensor at a time)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="36"/>
        <source>FlashAttention / SDPA</source>
        <translation>FlashAttention / SDPA</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="37"/>
        <source>Eager (scores kept for backward)</source>
        <translation>Eager (scores kept for backward)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="38"/>
        <source>SDPA, k and v expanded (LitGPT)</source>
        <translation>SDPA, k and v expanded (LitGPT)</translation>
    </message>
    <message>
        <source>SDPA (Transformers)</source>
        <translation>SDPA (Transformers)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="40"/>
        <source>FSDP1 (flat parameters)</source>
        <translation>FSDP1 (flat parameters)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="41"/>
        <source>FSDP2 (per-parameter sharding)</source>
        <translation>FSDP2 (per-parameter sharding)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="43"/>
        <source>None (Headroom&apos;s defaults)</source>
        <translation>None (Headroom&apos;s defaults)</translation>
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
        <translation>Hugging Face Trainer with Liger kernels</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="86"/>
        <source>Advanced: training stack</source>
        <translation>Advanced: training stack</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="98"/>
        <source>Framework</source>
        <translation>Framework</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="100"/>
        <source>Cross-entropy</source>
        <translation>Cross-entropy</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="102"/>
        <source>AdamW implementation</source>
        <translation>AdamW implementation</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="104"/>
        <source>Attention</source>
        <translation>Attention</translation>
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
        <translation>Activation offloading</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="+1"/>
        <source>Selective per-op checkpointing (torchtitan)</source>
        <translation>Selective per-op checkpointing (torchtitan)</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="111"/>
        <source>Optimizer step in backward</source>
        <translation>Optimizer step in backward</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="119"/>
        <source>How the loss is computed over the vocabulary: the plain losses hold the whole logits, the chunked and fused ones a part at a time (several GB less at large vocabularies). Each row&apos;s tooltip gives what it holds.</source>
        <translation>How the loss is computed over the vocabulary: the plain losses hold the whole logits, the chunked and fused ones a part at a time (several GB less at large vocabularies). Each row&apos;s tooltip gives what it holds.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="125"/>
        <source>The framework that runs the fine-tune. It sets state precision, loss, AdamW implementation, attention kernel, FSDP version and the QLoRA details as that framework does (catalog table with sources); the controls below show its values and a change there overrides it. The verdict&apos;s uncertainty band comes from measured runs of the same stack.</source>
        <translation>The framework that runs the fine-tune. It sets state precision, loss, AdamW implementation, attention kernel, FSDP version and the QLoRA details as that framework does (catalog table with sources); the controls below show its values and a change there overrides it. The verdict&apos;s uncertainty band comes from measured runs of the same stack.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="133"/>
        <source>PyTorch&apos;s AdamW implementation. foreach (the default on CUDA) allocates temporaries the size of the optimizer states during the step; fused and for-loop do not.</source>
        <translation>PyTorch&apos;s AdamW implementation. foreach (the default on CUDA) allocates temporaries the size of the optimizer states during the step; fused and for-loop do not.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="137"/>
        <source>The attention kernel. FlashAttention and SDPA keep no score matrix; eager attention keeps scores and probabilities for backward; LitGPT expands k and v to every query head before SDPA. Transformers&apos; SDPA masks a batch of more than one sequence, packed rows and a sequence beyond a sliding window: every layer then keeps k and v for every query head and a mask of the batch&apos;s token pairs.</source>
        <translation>The attention kernel. FlashAttention and SDPA keep no score matrix; eager attention keeps scores and probabilities for backward; LitGPT expands k and v to every query head before SDPA. Transformers&apos; SDPA masks a batch of more than one sequence, packed rows and a sequence beyond a sliding window: every layer then keeps k and v for every query head and a mask of the batch&apos;s token pairs.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="141"/>
        <source>PyTorch FSDP: FSDP1 gathers flat parameters per unit, FSDP2 shards each parameter on its own.</source>
        <translation>PyTorch FSDP: FSDP1 gathers flat parameters per unit, FSDP2 shards each parameter on its own.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="144"/>
        <source>torch.compile of the decoder layers: fused element-wise kernels drop the fp32 copies of the norms and the SiLU outputs, and the chunked loss&apos;s upcast. Less activation memory; modelled as an assumption.</source>
        <translation>torch.compile of the decoder layers: fused element-wise kernels drop the fp32 copies of the norms and the SiLU outputs, and the chunked loss&apos;s upcast. Less activation memory; modelled as an assumption.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="148"/>
        <source>Activation offloading (torchtune) moves the checkpointed layer inputs to host memory; one layer stays in flight. Needs gradient checkpointing; activation memory then hardly grows with the number of layers.</source>
        <translation>Activation offloading (torchtune) moves the checkpointed layer inputs to host memory; one layer stays in flight. Needs gradient checkpointing; activation memory then hardly grows with the number of layers.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="+1"/>
        <source>torchtitan&apos;s default checkpointing: each layer keeps its input and the outputs of every other matmul and of the attention kernel, and recomputes only the rest in the backward. More activation memory than checkpointing whole layers, less recomputation. For a full fine-tune of a dense model with a SwiGLU MLP, with gradient checkpointing, the plain loss, no training stack and FSDP2 or DDP only.</source>
        <translation>torchtitan&apos;s default checkpointing: each layer keeps its input and the outputs of every other matmul and of the attention kernel, and recomputes only the rest in the backward. More activation memory than checkpointing whole layers, less recomputation. For a full fine-tune of a dense model with a SwiGLU MLP, with gradient checkpointing, the plain loss, no training stack and FSDP2 or DDP only.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="152"/>
        <source>Runs the optimizer step in each gradient&apos;s backward hook and frees the gradient at once: at most the largest tensor&apos;s gradient is alive instead of all of them. Has no effect with CPU offload, where the gradients already leave the GPU.</source>
        <translation>Runs the optimizer step in each gradient&apos;s backward hook and frees the gradient at once: at most the largest tensor&apos;s gradient is alive instead of all of them. Has no effect with CPU offload, where the gradients already leave the GPU.</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="162"/>
        <source>Change training stack</source>
        <translation>Change training stack</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="166"/>
        <source>Change cross-entropy</source>
        <translation>Change cross-entropy</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="169"/>
        <source>Change AdamW implementation</source>
        <translation>Change AdamW implementation</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="173"/>
        <source>Change attention kernel</source>
        <translation>Change attention kernel</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="177"/>
        <source>Change FSDP version</source>
        <translation>Change FSDP version</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="181"/>
        <source>Toggle torch.compile</source>
        <translation>Toggle torch.compile</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="184"/>
        <source>Toggle activation offloading</source>
        <translation>Toggle activation offloading</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="+1"/>
        <source>Toggle selective per-op checkpointing</source>
        <translation>Toggle selective per-op checkpointing</translation>
    </message>
    <message>
        <location filename="../../ui/scenario/stacksection.cpp" line="188"/>
        <source>Toggle optimizer step in backward</source>
        <translation>Toggle optimizer step in backward</translation>
    </message>
</context>
<context>
    <name>headroom::ui::WhatFitsModel</name>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="54"/>
        <source>no (−%1)</source>
        <translation>no (−%1)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="35"/>
        <source>no: feed</source>
        <translation>no: feed</translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="37"/>
        <source>no: serving</source>
        <translation>no: serving</translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="39"/>
        <source>no: rollout engine</source>
        <translation>no: rollout engine</translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="41"/>
        <source>no: plan</source>
        <translation>no: plan</translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="56"/>
        <source>no: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="57"/>
        <source>%1 free</source>
        <translation>%1 free</translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="60"/>
        <source>No catalog server takes %1 of these cards.</source>
        <translation>No catalog server takes %1 of these cards.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="63"/>
        <source>In the %1; its CPUs, host memory and power stay. Click to apply.</source>
        <translation>In the %1; its CPUs, host memory and power stay. Click to apply.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/whatfitsmodel.cpp" line="68"/>
        <source>Click to apply this build.</source>
        <translation>Click to apply this build.</translation>
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
        <translation>How to use Headroom, offline, in the window's language</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;User guide</translation>
    </message>
    <message>
        <source>Headroom user guide</source>
        <translation>Headroom user guide</translation>
    </message>
</context>
<context>
    <name>CostsText</name>
    <message>
        <source>Energy between runs: not counted (the catalog has no measured idle draw; assumption idle_power_fraction)</source>
        <translation>Energy between runs: not counted (the catalog has no measured idle draw; assumption idle_power_fraction)</translation>
    </message>
    <message>
        <source>Energy between runs: %1 % of the run's draw, %2 a month (assumption idle_power_fraction)</source>
        <translation>Energy between runs: %1 % of the run's draw, %2 a month (assumption idle_power_fraction)</translation>
    </message>
    <message>
        <source>, price read %1 (%2)</source>
        <translation>, price read %1 (%2)</translation>
    </message>
    <message>
        <source>, %1 %2 committed</source>
        <translation>, %1 %2 committed</translation>
    </message>
    <message>
        <source>%1: %2 %3 per GPU hour on demand</source>
        <translation>%1: %2 %3 per GPU hour on demand</translation>
    </message>
    <message>
        <source>More GPU hours a month than the cards have: a second build or renting the rest is needed.</source>
        <translation>More GPU hours a month than the cards have: a second build or renting the rest is needed.</translation>
    </message>
    <message>
        <source>%1 GPU hours a month, %2 % of the cards' time; PUE %3, %4 per kWh</source>
        <translation>%1 GPU hours a month, %2 % of the cards' time; PUE %3, %4 per kWh</translation>
    </message>
    <message>
        <source>Per run (%1 GPU hours): owned %2, rented %3</source>
        <translation>Per run (%1 GPU hours): owned %2, rented %3</translation>
    </message>
    <message>
        <source>Per GPU hour: owned %1, rented %2</source>
        <translation>Per GPU hour: owned %1, rented %2</translation>
    </message>
    <message>
        <source>Rented with a commitment: %1</source>
        <translation>Rented with a commitment: %1</translation>
    </message>
    <message>
        <source>Rented, the same GPU hours on demand: %1</source>
        <translation>Rented, the same GPU hours on demand: %1</translation>
    </message>
    <message>
        <source>Owned over %1 years: %2 (purchase %3, energy and service %4 a month)</source>
        <translation>Owned over %1 years: %2 (purchase %3, energy and service %4 a month)</translation>
    </message>
    <message>
        <source>owning pays off from month %1</source>
        <translation>owning pays off from month %1</translation>
    </message>
    <message>
        <source>renting is cheaper</source>
        <translation>renting is cheaper</translation>
    </message>
    <message>
        <source>Owning breaks even in month %1 of %2.</source>
        <translation>Owning breaks even in month %1 of %2.</translation>
    </message>
    <message>
        <source>Renting is cheaper over %1 years: owning breaks even only in month %2.</source>
        <translation>Renting is cheaper over %1 years: owning breaks even only in month %2.</translation>
    </message>
    <message>
        <source>Renting is cheaper: it costs less per month than running the build.</source>
        <translation>Renting is cheaper: it costs less per month than running the build.</translation>
    </message>
    <message>
        <source>No comparison: no exchange rate from the cloud price's currency to %1.</source>
        <translation>No comparison: no exchange rate from the cloud price's currency to %1.</translation>
    </message>
    <message>
        <source>No comparison: the catalog has no cloud price for this GPU type.</source>
        <translation>No comparison: the catalog has no cloud price for this GPU type.</translation>
    </message>
    <message>
        <source>No comparison: no GPU hours a month (no runs, or utilisation 0).</source>
        <translation>No comparison: no GPU hours a month (no runs, or utilisation 0).</translation>
    </message>
    <message>
        <source>No comparison: the server or its GPUs have no price yet (on request).</source>
        <translation>No comparison: the server or its GPUs have no price yet (on request).</translation>
    </message>
</context>
<context>
    <name>headroom::ui::CostsView</name>
    <message>
        <source>Own or rent: set the costs in the panel (Advanced: own or rent) to compare this build with renting its GPU hours.</source>
        <translation>Own or rent: set the costs in the panel (Advanced: own or rent) to compare this build with renting its GPU hours.</translation>
    </message>
</context>
<context>
    <name>CostsChartView</name>
    <message>
        <source>Thousand %1</source>
        <translation>Thousand %1</translation>
    </message>
    <message>
        <source>%1: rented</source>
        <translation>%1: rented</translation>
    </message>
    <message>
        <source>%1: owned</source>
        <translation>%1: owned</translation>
    </message>
    <message>
        <source>No break-even</source>
        <translation>No break-even</translation>
    </message>
    <message>
        <source>Break-even: month %1</source>
        <translation>Break-even: month %1</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Month</translation>
    </message>
    <message>
        <source>Rented (on demand)</source>
        <translation>Rented (on demand)</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Owned</translation>
    </message>
    <message>
        <source>Own or rent: cumulative cost over the years of use</source>
        <translation>Own or rent: cumulative cost over the years of use</translation>
    </message>
</context>
<context>
    <name>headroom::ui::CostsSection</name>
    <message>
        <source>Cheapest listed</source>
        <translation>Cheapest listed</translation>
    </message>
    <message>
        <source>Change cloud provider</source>
        <translation>Change cloud provider</translation>
    </message>
    <message>
        <source>Change service per year</source>
        <translation>Change service per year</translation>
    </message>
    <message>
        <source>Change PUE</source>
        <translation>Change PUE</translation>
    </message>
    <message>
        <source>Change energy price</source>
        <translation>Change energy price</translation>
    </message>
    <message>
        <source>Change years of use</source>
        <translation>Change years of use</translation>
    </message>
    <message>
        <source>Change runs per month</source>
        <translation>Change runs per month</translation>
    </message>
    <message>
        <source>The cloud provider whose price is compared; the cheapest listing of the GPU type by default.</source>
        <translation>The cloud provider whose price is compared; the cheapest listing of the GPU type by default.</translation>
    </message>
    <message>
        <source>Facility power over IT power: cooling and distribution on top.</source>
        <translation>Facility power over IT power: cooling and distribution on top.</translation>
    </message>
    <message>
        <source>Electricity price per kWh, in the quote's currency.</source>
        <translation>Electricity price per kWh, in the quote's currency.</translation>
    </message>
    <message>
        <source>Runs of this fine-tune per month: the GPU hours owned and rented.</source>
        <translation>Runs of this fine-tune per month: the GPU hours owned and rented.</translation>
    </message>
    <message>
        <source>Weighs buying this build against renting the same GPU hours in the cloud: the Costs tab shows when owning breaks even.</source>
        <translation>Weighs buying this build against renting the same GPU hours in the cloud: the Costs tab shows when owning breaks even.</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Cloud</translation>
    </message>
    <message>
        <source>Service per year</source>
        <translation>Service per year</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Energy per kWh</source>
        <translation>Energy per kWh</translation>
    </message>
    <message>
        <source>Years of use</source>
        <translation>Years of use</translation>
    </message>
    <message>
        <source>Runs per month</source>
        <translation>Runs per month</translation>
    </message>
    <message>
        <source>Compare with renting</source>
        <translation>Compare with renting</translation>
    </message>
    <message>
        <source>Advanced: own or rent</source>
        <translation>Advanced: own or rent</translation>
    </message>
</context>
</TS>
