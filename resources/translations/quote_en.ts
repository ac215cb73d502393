<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>QIODevice</name>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="+105"/>
        <source>Unknown error</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>headroom::ui::OutputFile</name>
    <message>
        <source>%1 is the scenario file %2</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is the imported model configuration %2</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is the recipe the scenario was imported from, %2</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is the model configuration of a pinned build, %2</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is the catalog file %2</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is the vendor&apos;s logo %2</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is %2, which this command reads</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is a link to a file that does not exist; nothing was written</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is not a regular file: the files written with it cannot sit beside it; nothing was written</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 and %2 are the same file; nothing was written</source>
        <translation></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no file name given</source>
        <translation></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+14"/>
        <source>%1 is a directory</source>
        <translation></translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1 is not a regular file (a block device or a socket); nothing was written</source>
        <translation></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is not a regular file; nothing was written</source>
        <translation></translation>
    </message>
    <message>
        <location line="-86"/>
        <source>no program is reading from the pipe</source>
        <translation></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file changed while it was opened; nothing was written</source>
        <translation></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the file name is too long for a safe save (%1 bytes; the folder takes %2 including a 7-byte temporary suffix)</source>
        <translation></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the system did not say why</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteDialog</name>
    <message numerus="yes">
        <location filename="../../ui/quote/quotedialog.cpp" line="+243"/>
        <source>Include &amp;comparison of %n pinned builds</source>
        <translation>
            <numerusform>Include &amp;comparison of %n pinned build</numerusform>
            <numerusform>Include &amp;comparison of %n pinned builds</numerusform>
        </translation>
    </message>
    <message>
        <location line="-212"/>
        <location line="+152"/>
        <location line="+48"/>
        <location line="+86"/>
        <location line="+23"/>
        <source>Export Quote</source>
        <translation></translation>
    </message>
    <message>
        <location line="-293"/>
        <source>Customer</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;ompany:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+19"/>
        <source> days</source>
        <translation></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German</source>
        <translation></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A4</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>US Letter</source>
        <translation></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quote</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quote number:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Valid for:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paper:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Sa&amp;ve as:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+49"/>
        <source> %</source>
        <translation></translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Prices in %1 (0 = on request)</source>
        <translation></translation>
    </message>
    <message>
        <location line="-79"/>
        <source>&amp;Contact:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A&amp;ddress:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>English and German (two files)</source>
        <translation></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Da&amp;te:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&amp;Server:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Server, each (× %1):</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;GPU, per card (× %1):</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Host memory:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>St&amp;orage:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Net&amp;work adapter, each (× %1):</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sw&amp;itch, each (× %1):</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lin&amp;k, each (× %1):</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Se&amp;rvice:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dis&amp;count:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>V&amp;AT:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Printed under the line items</source>
        <translation></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Browse…</source>
        <translation></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Notes:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Export</source>
        <translation></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>on request</source>
        <translation></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>PDF documents (*.pdf)</source>
        <translation></translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Choose a file to save the quote to.</source>
        <translation></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This build is not ready to order:

%1

Export the quote anyway? Its first lines will say so.</source>
        <translation></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The quote could not be saved to %1:
%2</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteDocument</name>
    <message>
        <source>%1 tokens of prompt and %2 of output; the other users' prompts add %3 tokens to each decode step</source>
        <translation>%1 tokens of prompt and %2 of output; the other users' prompts add %3 tokens to each decode step</translation>
    </message>
    <message>
        <source>Each request</source>
        <translation>Each request</translation>
    </message>
    <message>
        <source>The energy between runs is not counted: the catalog has no measured idle draw of the server (assumption idle_power_fraction).</source>
        <translation>The energy between runs is not counted: the catalog has no measured idle draw of the server (assumption idle_power_fraction).</translation>
    </message>
    <message>
        <source>Between runs the build is counted at %1 % of its draw in a run, %2 a month in the energy above (assumption idle_power_fraction).</source>
        <translation>Between runs the build is counted at %1 % of its draw in a run, %2 a month in the energy above (assumption idle_power_fraction).</translation>
    </message>
    <message>
        <source>Owned: the purchase plus the energy of the planned GPU hours at the wall times the facility's PUE, and the service, month by month. Rented: the same GPU hours at the cloud's price for the same GPU type. Cloud prices change; the date above says when this one was read.</source>
        <translation>Owned: the purchase plus the energy of the planned GPU hours at the wall times the facility's PUE, and the service, month by month. Rented: the same GPU hours at the cloud's price for the same GPU type. Cloud prices change; the date above says when this one was read.</translation>
    </message>
    <message>
        <source>; read on %1 from %2.</source>
        <translation>; read on %1 from %2.</translation>
    </message>
    <message>
        <source>, converted at %1 %2 per %3</source>
        <translation>, converted at %1 %2 per %3</translation>
    </message>
    <message>
        <source>, %1 %2 committed</source>
        <translation>, %1 %2 committed</translation>
    </message>
    <message>
        <source>Cloud price: %1, %2 %3 per GPU hour on demand</source>
        <translation>Cloud price: %1, %2 %3 per GPU hour on demand</translation>
    </message>
    <message>
        <source>Own or rent</source>
        <translation>Own or rent</translation>
    </message>
    <message>
        <source>%1; %2 per GPU hour</source>
        <translation>%1; %2 per GPU hour</translation>
    </message>
    <message>
        <source>Rented with a commitment</source>
        <translation>Rented with a commitment</translation>
    </message>
    <message>
        <source>Rented on demand</source>
        <translation>Rented on demand</translation>
    </message>
    <message>
        <source>%1; %2 per GPU hour, %3 per run</source>
        <translation>%1; %2 per GPU hour, %3 per run</translation>
    </message>
    <message>
        <source>Owned over %1 years</source>
        <translation>Owned over %1 years</translation>
    </message>
    <message>
        <source>%1 a month: PUE %2 at %3 per kWh, service %4 a year</source>
        <translation>%1 a month: PUE %2 at %3 per kWh, service %4 a year</translation>
    </message>
    <message>
        <source>Energy and service</source>
        <translation>Energy and service</translation>
    </message>
    <message>
        <source>%1 (the quote's net price)</source>
        <translation>%1 (the quote's net price)</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Purchase</translation>
    </message>
    <message>
        <source>%1 GPU hours a month (%2 % of the cards' time), %3 GPU hours per run</source>
        <translation>%1 GPU hours a month (%2 % of the cards' time), %3 GPU hours per run</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Usage</translation>
    </message>
    <message>
        <source>Owning the build breaks even in month %1: from then on it costs less than renting the same GPU hours, %2 less over %3 years.</source>
        <translation>Owning the build breaks even in month %1: from then on it costs less than renting the same GPU hours, %2 less over %3 years.</translation>
    </message>
    <message>
        <source>Over %1 years renting is cheaper: owning the build breaks even only in month %2.</source>
        <translation>Over %1 years renting is cheaper: owning the build breaks even only in month %2.</translation>
    </message>
    <message>
        <source>Renting is cheaper: the same GPU hours cost less per month in the cloud than the energy and service of the build.</source>
        <translation>Renting is cheaper: the same GPU hours cost less per month in the cloud than the energy and service of the build.</translation>
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
        <source>No comparison: the scenario plans no GPU hours a month (no runs, or utilisation 0).</source>
        <translation>No comparison: the scenario plans no GPU hours a month (no runs, or utilisation 0).</translation>
    </message>
    <message>
        <source>No comparison yet: the server or its GPUs are priced on request.</source>
        <translation>No comparison yet: the server or its GPUs are priced on request.</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_serving.cpp" line="+1"/>
        <source>Engine</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_serving.cpp" line="+1"/>
        <source>; </source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_serving.cpp" line="+1"/>
        <source>%1 with max_model_len %2, max_num_seqs %3, max_num_batched_tokens %4, %5 of each GPU</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_serving.cpp" line="+1"/>
        <source>, without chunked prefill</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_serving.cpp" line="+1"/>
        <source>, %1 speculative tokens per step</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_charts.cpp" line="+328"/>
        <source>Comparison of builds</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The builds pinned for comparison, each sized for its own configuration. The quote itself is for the configuration on the first page.</source>
        <translation></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Free memory per GPU</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step time (overlapped)</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument.cpp" line="+117"/>
        <source>%1 GB</source>
        <translation></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>on</source>
        <translation></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_assumptions.cpp" line="+45"/>
        <location filename="../../ui/quote/quotedocument_charts.cpp" line="-171"/>
        <source>%1 %</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument.cpp" line="+71"/>
        <source>%1 · Quote %2</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_letterhead.cpp" line="+74"/>
        <source>Phone %1</source>
        <translation></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>GPU servers for AI training and inference</source>
        <translation></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>(customer)</source>
        <translation></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Quote number</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument.cpp" line="-148"/>
        <location line="+5"/>
        <location line="+146"/>
        <location filename="../../ui/quote/quotedocument_letterhead.cpp" line="+0"/>
        <source>(draft)</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_letterhead.cpp" line="-125"/>
        <source>Not a binding offer: as configured, this build is not ready to order. Change the configuration before ordering:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Germany</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Austria</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switzerland</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>United Kingdom</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ireland</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>United States</source>
        <translation></translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Date</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Valid until</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%1 (%n days)</source>
        <translation>
            <numerusform>%1 (%n day)</numerusform>
            <numerusform>%1 (%n days)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Prepared for</source>
        <translation></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Quote</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 on %3 × %4</source>
        <translation></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 · %2 on %3 servers with %4 × %5 each</source>
        <translation></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Thank you for your enquiry. Below is the server we propose for your fine-tuning run, sized for the workload described in the configuration table; the charts, the assumptions behind every figure and our terms follow on the next pages.</source>
        <translation></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thank you for your enquiry. Below is the server you asked about, sized for the workload described in the configuration table. As configured it cannot be ordered (see the box above); we will gladly propose a configuration that can.</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_verdict.cpp" line="+55"/>
        <source>Model states %1 in all, %2 per GPU · step %3 s, %4 tokens/s · %5 kW from the wall</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_configuration.cpp" line="+35"/>
        <source>Model</source>
        <translation></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, %2 B parameters</source>
        <translation></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, rank %2, %3 B trainable</source>
        <translation></translation>
    </message>
    <message>
        <source>%1, routed experts without adapters</source>
        <translation>%1, routed experts without adapters</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Method</source>
        <translation></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AdamW, 32-bit states</source>
        <translation></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>8-bit AdamW</source>
        <translation></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, offloaded to host memory</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sharding</source>
        <translation></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Server</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+28"/>
        <source>%1 × %2</source>
        <translation></translation>
    </message>
    <message>
        <location line="-26"/>
        <source>%1, %2 each</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_charts.cpp" line="+27"/>
        <location filename="../../ui/quote/quotedocument_configuration.cpp" line="+1"/>
        <source>GPUs</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_configuration.cpp" line="+21"/>
        <source>GPU link</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_charts.cpp" line="-33"/>
        <location filename="../../ui/quote/quotedocument_configuration.cpp" line="+0"/>
        <source>%1, %2 GB/s</source>
        <translation></translation>
    </message>
    <message>
        <location line="+34"/>
        <location filename="../../ui/quote/quotedocument_configuration.cpp" line="+3"/>
        <source>CPUs</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_configuration.cpp" line="+2"/>
        <source>Host memory</source>
        <translation></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prompt + completion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 + %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sequence length</source>
        <translation></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 tokens</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Group size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Micro-batch × accumulation</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gradient checkpointing</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>selective per operation (torchtitan)</source>
        <translation>selective per operation (torchtitan)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Image share</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % of samples, %2 × %3 × %4 px (%5 tokens each)</source>
        <translation></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none (text only)</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vision tower</source>
        <translation></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>trained</source>
        <translation></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>frozen</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power cap</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 W per GPU</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none (%1 W per GPU)</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power feed</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>400 V three-phase, %1 A</source>
        <translation>400 V three-phase, %1 A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>230 V, %1 A%2</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, 400 V three-phase shown</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoints kept</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dataset</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 B tokens × %2 epochs</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Configuration</source>
        <translation></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVLink + PCIe</source>
        <translation>NVLink + PCIe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVLink + network</source>
        <translation>NVLink + network</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PCIe + network</source>
        <translation>PCIe + network</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_lineitems.cpp" line="+62"/>
        <location line="+13"/>
        <source>on request</source>
        <translation></translation>
    </message>
    <message>
        <location line="-48"/>
        <source>GPU %1, %2</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host memory, %1 DDR5 ECC</source>
        <translation></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>included</source>
        <translation></translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Assembly, burn-in test and delivery in the EU</source>
        <translation></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Discount %1 %</source>
        <translation></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Total, net</source>
        <translation></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Line items</source>
        <translation></translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Pos.</source>
        <translation></translation>
    </message>
    <message>
        <location line="-72"/>
        <source>%1; %2 × %3</source>
        <translation></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>NVMe storage, %1 TB</source>
        <translation></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Network adapter %1</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network switch %1</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network link %1</source>
        <translation></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Network: adapters, switch ports and cables</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network for %1 servers: %2 × %3, %4 switches, %5 links</source>
        <translation></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Subtotal, net</source>
        <translation></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>VAT %1 %</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total, including VAT</source>
        <translation></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Description</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qty</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unit price</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount</source>
        <translation></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prices in %1.</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prices in %1, excluding VAT.</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n item(s) marked &quot;on request&quot; are priced with the confirmed configuration; the sums follow with them.</source>
        <translation>
            <numerusform>%n item marked &quot;on request&quot; is priced with the confirmed configuration; the sums follow with it.</numerusform>
            <numerusform>%n items marked &quot;on request&quot; are priced with the confirmed configuration; the sums follow with them.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Notes</source>
        <translation></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Terms</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_charts.cpp" line="-100"/>
        <source>Sizing results</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each chart is computed for the configuration above; the figures beside it are the same values in numbers. GB = 10⁹ bytes.</source>
        <translation></translation>
    </message>
    <message>
        <location line="+27"/>
        <location filename="../../ui/quote/quotedocument_rl.cpp" line="+70"/>
        <location filename="../../ui/quote/quotedocument_serving.cpp" line="+61"/>
        <source>Memory per GPU</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer states</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logits</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffers</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA context and reserve</source>
        <translation></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Peak phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RL models and engine at the peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>– reference model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>– reward model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>– critic with its states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>– rollout engine (weights, KV cache)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Total of capacity</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free</source>
        <translation></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Short</source>
        <translation></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Transfer vs compute per step</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Traffic per GPU and pass</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transfer, peak / expected</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <location line="+3"/>
        <location line="+13"/>
        <source>%1 s / %2 s</source>
        <translation></translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Compute, peak / expected</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model-FLOPs utilisation</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step, overlapped / serial</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throughput</source>
        <translation></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+19"/>
        <source>%1 tokens/s</source>
        <translation></translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Aggregate compute</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 TFLOPS</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run time for the dataset</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h</source>
        <translation></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Generate / score per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n micro-batch(es), %1 s</source>
        <translation>
            <numerusform>%n micro-batch, %1 s</numerusform>
            <numerusform>%n micro-batches, %1 s</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Power draw against feeds</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+2"/>
        <source>%1 W</source>
        <translation></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Memory, drives, fans, losses</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+21"/>
        <source>Total</source>
        <translation></translation>
    </message>
    <message>
        <location line="-21"/>
        <source>%1 kW</source>
        <translation></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Feed %1 V %2 A three-phase</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed %1 V %2 A</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kW, %2</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fits</source>
        <translation></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>exceeded</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Energy for the run</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kWh, %2</source>
        <translation></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checkpoint storage</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resumable checkpoint</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n checkpoints kept</source>
        <translation>
            <numerusform>%n checkpoint kept</numerusform>
            <numerusform>%n checkpoints kept</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final model, BF16</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 export</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_verdict.cpp" line="+42"/>
        <source>Verdict and warnings</source>
        <translation></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The longest sequence that still fits is %1 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The configuration holds the run: %1 stay free on each GPU after weights, gradients, optimizer states, activations, buffers and the CUDA reserve. The longest sequence that still fits is %2 tokens.</source>
        <translation></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The configuration does not hold the run: each GPU is %1 short. Choose more GPUs, 8-bit Adam, optimizer offload or an adapter method.</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The uncertainty band comes from %n measured run(s) of this kind (the same method, sharding and offload): the total lies between %1 and %2 per GPU.</source>
        <translation>
            <numerusform>The uncertainty band comes from %n measured run of this kind (the same method, sharding and offload): the total lies between %1 and %2 per GPU.</numerusform>
            <numerusform>The uncertainty band comes from %n measured runs of this kind (the same method, sharding and offload): the total lies between %1 and %2 per GPU.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No warnings.</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_assumptions.cpp" line="+31"/>
        <source>%1 % → %2 %</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step rate under a power cap (cap / TDP → rate)</source>
        <translation></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Estimate from published power-capping studies of LLM training; editable in the catalog</source>
        <translation></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Assumptions</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every figure that is not physics comes from the catalog below, with its source.</source>
        <translation></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Assumption</source>
        <translation></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Model states follow the ZeRO paper&apos;s accounting for mixed precision with Adam: 2 B of BF16 weights, 2 B of gradients and 12 B of optimizer state (fp32 master weights, momentum, variance) per parameter, 16 B in all; 8-bit Adam keeps about 10 B. Full sharding (FSDP / ZeRO-3) divides all three by the number of GPUs.</source>
        <translation></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Parameters are counted from the model&apos;s architecture (config.json): %1 B in all for %2.</source>
        <translation></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Activations are counted from the tensors each layer saves for backward, with torchtitan&apos;s selective per-op checkpointing keeping each layer&apos;s input and the outputs of every other matmul and of the attention kernel; logits, communication buffers and the CUDA context come on top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compute per step is 6 · P · tokens floating-point operations, plus the matmuls selective per-op checkpointing recomputes (wk, wo and w3 of each layer), at the GPU&apos;s dense BF16 peak, divided by the model-FLOPs utilisation for the expected time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Activations are counted from the tensors each layer saves for backward, with gradient checkpointing keeping one layer input per layer; logits, communication buffers and the CUDA context come on top.</source>
        <translation></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compute per step is 6 · P · tokens floating-point operations (8 · P with recomputation) at the GPU&apos;s dense BF16 peak, divided by the model-FLOPs utilisation for the expected time.</source>
        <translation></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A fully sharded step moves 3 × 2P × (N − 1)/N bytes per GPU (all-gather before forward and backward, reduce-scatter of gradients). Link rates from NVIDIA: NVLink 900 GB/s per H200 NVL GPU inside a bridge domain, PCIe Gen5 x16 128 GB/s, both totals over two directions; a ring leaving an NVLink domain runs at its slowest hop.</source>
        <translation></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power is GPUs at TDP (or the cap) plus CPU TDP plus the overhead above; a feed is planned at %1 % of its rating. Host memory follows NVIDIA-Certified Systems guidance of at least %2 times the GPU memory.</source>
        <translation></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GB are 10⁹ bytes throughout. These are planning figures from published specifications; a measurement on the delivered system confirms them.</source>
        <translation></translation>
    </message>
    <message>
        <source>Megatron-LM&apos;s precision-aware optimizer (Transformer Engine&apos;s FusedAdam) keeps its states in the dtypes the configuration names: %1 B of optimizer state per parameter of the GPU&apos;s shard instead of 12; its step copies the states kept below fp32 to fp32, %2 B per parameter of the shard while it runs.</source>
        <translation>Megatron-LM&apos;s precision-aware optimizer (Transformer Engine&apos;s FusedAdam) keeps its states in the dtypes the configuration names: %1 B of optimizer state per parameter of the GPU&apos;s shard instead of 12; its step copies the states kept below fp32 to fp32, %2 B per parameter of the shard while it runs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Free memory is counted against the %1 one process can use of each card: the %2 the driver reports, less its reserve; the CUDA context is part of the predicted total. The configuration names the listed %3, against which the reference page measures what is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Method notes</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument.cpp" line="-152"/>
        <source>Quote %1: %2 on %3 servers with %4 × %5 each</source>
        <translation></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Quote %1: %2 on %3 × %4</source>
        <translation></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 servers with %2 × %3 each (%4)</source>
        <translation></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 × %2 in %3</source>
        <translation></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU server for fine-tuning %1: %2</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU server for fine-tuning %1 for %2: %3</source>
        <translation></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>quote</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU server</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fine-tuning</source>
        <translation></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Full fine-tune</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LoRA</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>QLoRA (NF4 base)</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LoRA (int8 base)</source>
        <translation></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fully sharded (FSDP / ZeRO-3)</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ZeRO-2 (gradients and optimizer sharded)</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ZeRO-1 (optimizer sharded)</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None (data parallel)</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_charts.cpp" line="-64"/>
        <source>Host memory recommended</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host memory installed</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_verdict.cpp" line="-105"/>
        <source>model uncertainty −%1/+%2 GB</source>
        <translation>model uncertainty −%1/+%2 GB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fits: %1 free per GPU (%2 of %3 used), %4</source>
        <translation>Fits: %1 free per GPU (%2 of %3 used), %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tight: %1 free per GPU (%2 of %3 used), %4</source>
        <translation>Tight: %1 free per GPU (%2 of %3 used), %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does not fit: %1 short per GPU (%2 needed, %3 on the card), %4</source>
        <translation>Does not fit: %1 short per GPU (%2 needed, %3 on the card), %4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Memory: %1 free per GPU (%2 of %3 used), %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Per GPU: allocated peak %1 (torch.cuda.max_memory_allocated), reserved peak %2 (torch.cuda.max_memory_reserved), total %3 as nvidia-smi shows it; likely %4 to %5.</source>
        <translation>Per GPU: allocated peak %1 (torch.cuda.max_memory_allocated), reserved peak %2 (torch.cuda.max_memory_reserved), total %3 as nvidia-smi shows it; likely %4 to %5.</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_configuration.cpp" line="-119"/>
        <source>Paged AdamW (bitsandbytes)</source>
        <translation>Paged AdamW (bitsandbytes)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paged 8-bit AdamW (bitsandbytes)</source>
        <translation>Paged 8-bit AdamW (bitsandbytes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4-bit AdamW (torchao)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Training stack</source>
        <translation>Training stack</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run&apos;s DeepSpeed file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-LM optimizer states</source>
        <translation>Megatron-LM optimizer states</translation>
    </message>
    <message>
        <source>main_grads %1; the offloaded states are fp32 in host memory</source>
        <translation>main_grads %1; the offloaded states are fp32 in host memory</translation>
    </message>
    <message>
        <source>main_grads %1, main_params %2, exp_avg %3, exp_avg_sq %4</source>
        <translation>main_grads %1, main_params %2, exp_avg %3, exp_avg_sq %4</translation>
    </message>
    <message>
        <source>fp32 as 16-bit remainders of the BF16 weights</source>
        <translation>fp32 as 16-bit remainders of the BF16 weights</translation>
    </message>
    <message>
        <source>Adam, precision-aware (Transformer Engine FusedAdam)</source>
        <translation>Adam, precision-aware (Transformer Engine FusedAdam)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none (Headroom&apos;s defaults)</source>
        <translation>none (Headroom&apos;s defaults)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Servers</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 GPUs in all</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network</source>
        <translation></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none in the catalog</source>
        <translation></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>plain, transformers 4.45 and older</source>
        <translation>plain, transformers 4.45 and older</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plain, transformers 4.46 to 4.48</source>
        <translation>plain, transformers 4.46 to 4.48</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plain on BF16 logits</source>
        <translation>plain on BF16 logits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plain (Hugging Face)</source>
        <translation>plain (Hugging Face)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chunked (torchtune)</source>
        <translation>chunked (torchtune)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LM head in chunks (LitGPT)</source>
        <translation>LM head in chunks (LitGPT)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fused linear (Liger)</source>
        <translation>fused linear (Liger)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cross-entropy</source>
        <translation>Cross-entropy</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_verdict.cpp" line="+51"/>
        <source>The configuration is tight: %1 stay free on each GPU as predicted, but that is within the model&apos;s uncertainty (measured runs of this kind put the total up to %2). The longest sequence that still fits is %3 tokens.</source>
        <translation>The configuration is tight: %1 stay free on each GPU as predicted, but that is within the model&apos;s uncertainty (measured runs of this kind put the total up to %2). The longest sequence that still fits is %3 tokens.</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_configuration.cpp" line="-97"/>
        <source>Hugging Face Trainer (transformers + PEFT + accelerate / DeepSpeed)</source>
        <translation>Hugging Face Trainer (transformers + PEFT + accelerate / DeepSpeed)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>torchtune</source>
        <translation>torchtune</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LitGPT (Lightning Fabric)</source>
        <translation>LitGPT (Lightning Fabric)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsloth</source>
        <translation>Unsloth</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Model states per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: weights %2, gradients %3, optimizer states %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%1 × %2 per server; %n switch(es), %3 links</source>
        <translation>
            <numerusform>%1 × %2 per server; %n switch, %3 links</numerusform>
            <numerusform>%1 × %2 per server; %n switches, %3 links</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Runs side by side</source>
        <translation></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>one run on all GPUs</source>
        <translation></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>%1 runs of %2 GPUs each</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_charts.cpp" line="-32"/>
        <source>Memory per GPU, each of %1 runs</source>
        <translation></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Transfer vs compute per step, each run</source>
        <translation></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Run time, each run for its dataset</source>
        <translation></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Throughput, all runs</source>
        <translation></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power draw against feeds, all %1 runs</source>
        <translation></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Energy for all %1 runs</source>
        <translation></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Checkpoint storage for %1 runs</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 checkpoints kept per run, all runs</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final models, BF16, all runs</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 exports, all runs</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_verdict.cpp" line="-70"/>
        <source>%1 runs side by side, each fits with %2 free per GPU</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 runs side by side, each %2 short per GPU</source>
        <translation></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each run: %1 of %2 used per GPU, model states %3 · step %4 s, %5 tokens/s · the server: %6 kW from the wall</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_letterhead.cpp" line="-19"/>
        <source>%1 · %2, %3 runs side by side on %4 × %5</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_configuration.cpp" line="-59"/>
        <source>Hugging Face Trainer with Liger kernels</source>
        <translation>Hugging Face Trainer with Liger kernels</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_verdict.cpp" line="-12"/>
        <source>%1 runs side by side, each tight: %2 free per GPU, %3</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_serving.cpp" line="-49"/>
        <source>%1k</source>
        <translation></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Serving the tuned model</source>
        <translation></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>After the fine-tune, this build does not serve the model as planned: the weights (%1 per GPU) and the serving engine&apos;s reserves leave no room for the KV cache of %2 tokens.</source>
        <translation></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After the fine-tune, the same build serves %1 users at %2 tokens each (prompt and output), about %3 tokens per second per user and %4 in all; the cache has room for %5 users at that length.</source>
        <translation></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>After the fine-tune, the same build serves %1 of the %2 users at %3 tokens each, about %4 tokens per second per user; more cards, FP8 weights or an FP8 KV cache serve more.</source>
        <translation></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>FP8</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT4 (AWQ/GPTQ)</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MXFP4</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16</source>
        <translation></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 replicas of %2 GPUs (tensor parallel over %3)</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_configuration.cpp" line="+140"/>
        <location filename="../../ui/quote/quotedocument_serving.cpp" line="+2"/>
        <source>NVLink</source>
        <translation></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../ui/quote/quotedocument_serving.cpp" line="+0"/>
        <source>PCIe</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_serving.cpp" line="+1"/>
        <source>%1 replicas of one GPU each</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engine (vLLM)</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights / KV cache</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 / %2</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 weights, %2 activation peak, %3 reserves, %4 KV cache (%5 × %6 of the card)</source>
        <translation></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>KV cache per token</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bytes in the layers that keep one, plus %2 of fixed state per user</source>
        <translation></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bytes</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache per replica</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens; one user alone gets up to %2 tokens</source>
        <translation></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Users at %1 tokens</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decode rate</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens/s per user, %2 tokens/s in all (%3-bound)</source>
        <translation></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>compute</source>
        <translation></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory-bandwidth</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to first token</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 s for a prompt of %2 tokens</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power while serving</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kW (GPUs at the decode load)</source>
        <translation></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory as vLLM accounts it (gpu_memory_utilization, the profiled activation peak, CUDA graphs); the decode rate is bound by the bytes each step reads (weights and every user&apos;s cache) over the memory bandwidth, or by the compute; each user&apos;s step at the full context. The assumptions below name the sources.</source>
        <translation></translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_rl.cpp" line="-57"/>
        <source>DPO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ORPO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SimPO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GRPO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PPO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (full fine-tune)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on QLoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on LoRA (8-bit base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Preference and RL phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: each step generates %2 for %3, scores them and trains the policy on them; about %4 prompts per hour. The %5 phase sets the memory peak: %6 of %7 per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n completion(s)</source>
        <translation>
            <numerusform>%n completion</numerusform>
            <numerusform>%n completions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n prompt(s)</source>
        <translation>
            <numerusform>%n prompt</numerusform>
            <numerusform>%n prompts</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: each step trains on %2 (chosen and rejected); about %3 pairs per hour. The %4 phase sets the memory peak: %5 of %6 per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n preference pair(s)</source>
        <translation>
            <numerusform>%n preference pair</numerusform>
            <numerusform>%n preference pairs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>frozen reference %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reward model %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>critic %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rollout engine %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per GPU beside the policy&apos;s training: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rollout engine runs on %1 GPUs of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Generation runs at the engine&apos;s decode rate (bytes read per token over the memory bandwidth); scoring is one forward per scored model; the defaults follow TRL, verl and OpenRLHF as the assumptions below name them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteRenderer</name>
    <message>
        <location filename="../../ui/quote/quoterenderer.cpp" line="+120"/>
        <source>the PDF could not be rendered</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteSheet</name>
    <message>
        <source>Cloud price: %1, %2 %3 per GPU hour on demand, read %4 (%5)</source>
        <translation>Cloud price: %1, %2 %3 per GPU hour on demand, read %4 (%5)</translation>
    </message>
    <message>
        <source>No comparison: no exchange rate from the cloud price's currency.</source>
        <translation>No comparison: no exchange rate from the cloud price's currency.</translation>
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
    <message>
        <source>Renting is cheaper: it costs less per month than running the build.</source>
        <translation>Renting is cheaper: it costs less per month than running the build.</translation>
    </message>
    <message>
        <source>Renting is cheaper over %1 years: owning breaks even only in month %2.</source>
        <translation>Renting is cheaper over %1 years: owning breaks even only in month %2.</translation>
    </message>
    <message>
        <source>Owning breaks even in month %1 of %2.</source>
        <translation>Owning breaks even in month %1 of %2.</translation>
    </message>
    <message>
        <source>Rented per GPU hour</source>
        <translation>Rented per GPU hour</translation>
    </message>
    <message>
        <source>Owned per GPU hour</source>
        <translation>Owned per GPU hour</translation>
    </message>
    <message>
        <source>Rented on demand</source>
        <translation>Rented on demand</translation>
    </message>
    <message>
        <source>Owned over the years of use</source>
        <translation>Owned over the years of use</translation>
    </message>
    <message>
        <source>Runs per month</source>
        <translation>Runs per month</translation>
    </message>
    <message>
        <source>Own or rent</source>
        <translation>Own or rent</translation>
    </message>
    <message>
        <source>RL models</source>
        <translation>RL models</translation>
    </message>
    <message>
        <source>Reference model</source>
        <translation>Reference model</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <location filename="../../ui/sheet/quotesheet.cpp" line="+105"/>
        <source>Interactive sizing sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(draft)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Valid until %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on %2 × %3 fits: %4 of %5 GB per GPU in use, %6 GB free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2 × %3 is tight: %4 of %5 GB per GPU in use, %6 GB free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2 × %3 does not fit: %4 GB per GPU needed, %5 GB installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This state cannot be evaluated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This state cannot be evaluated: the value of “%1” in the link is not valid.</source>
        <translation>This state cannot be evaluated: the value of “%1” in the link is not valid.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This state cannot be evaluated.</source>
        <translation>This state cannot be evaluated.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence length (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of samples with an image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AdamW (32-bit states)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AdamW 8-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paged AdamW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paged AdamW 8-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AdamW 4-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory per GPU (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transfer vs compute per step (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power against the feeds (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 V / %2 A feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoints kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final model, BF16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final model, FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link to this state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the quoted build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computed in this page by the same sizing core as the quote; nothing is sent anywhere.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::ui::VendorDialog</name>
    <message>
        <location filename="../../ui/quote/vendordialog.cpp" line="+38"/>
        <location line="+156"/>
        <source>Vendor Details</source>
        <translation></translation>
    </message>
    <message>
        <location line="-146"/>
        <source>&amp;Browse…</source>
        <translation></translation>
    </message>
    <message>
        <location line="+10"/>
        <source> %</source>
        <translation></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>on request</source>
        <translation></translation>
    </message>
    <message>
        <location line="+4"/>
        <source> days</source>
        <translation></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A4</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>US Letter</source>
        <translation></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Company:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Email:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Phone:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Web:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Logo (SVG or PNG):</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;urrency:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;VAT:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Service price:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quotes valid &amp;for:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pa&amp;per:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Co&amp;untry (date format):</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Terms, English:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Terms, &amp;German:</source>
        <translation></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Logo</source>
        <translation></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Images (*.svg *.png *.jpg)</source>
        <translation></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>the company name (key name) is empty</source>
        <translation></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the currency (key currency) needs three letters, such as EUR</source>
        <translation></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not a JSON object; correct or remove the file first</source>
        <translation></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the folder cannot be created</source>
        <translation></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The vendor details could not be saved:
%1</source>
        <translation></translation>
    </message>
</context>
</TS>
