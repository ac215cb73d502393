<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QIODevice</name>
    <message>
        <location filename="../../ui/common/outputfile.cpp" line="+105"/>
        <source>Unknown error</source>
        <translation>Unbekannter Fehler</translation>
    </message>
</context>
<context>
    <name>headroom::ui::OutputFile</name>
    <message>
        <source>%1 is the scenario file %2</source>
        <translation>%1 ist die Szenariodatei %2</translation>
    </message>
    <message>
        <source>%1 is the imported model configuration %2</source>
        <translation>%1 ist die importierte Modellkonfiguration %2</translation>
    </message>
    <message>
        <source>%1 is the recipe the scenario was imported from, %2</source>
        <translation>%1 ist die Trainingskonfiguration, aus der das Szenario importiert wurde, %2</translation>
    </message>
    <message>
        <source>%1 is the model configuration of a pinned build, %2</source>
        <translation>%1 ist die Modellkonfiguration einer angehefteten Konfiguration, %2</translation>
    </message>
    <message>
        <source>%1 is the catalog file %2</source>
        <translation>%1 ist die Katalogdatei %2</translation>
    </message>
    <message>
        <source>%1 is the vendor&apos;s logo %2</source>
        <translation>%1 ist das Logo des Anbieters %2</translation>
    </message>
    <message>
        <source>%1 is %2, which this command reads</source>
        <translation>%1 ist %2, das dieser Befehl liest</translation>
    </message>
    <message>
        <source>%1 is a link to a file that does not exist; nothing was written</source>
        <translation>%1 ist ein Verweis auf eine Datei, die es nicht gibt; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1 is not a regular file: the files written with it cannot sit beside it; nothing was written</source>
        <translation>%1 ist keine gewöhnliche Datei: die mit ihr geschriebenen Dateien können nicht daneben liegen; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1 and %2 are the same file; nothing was written</source>
        <translation>%1 und %2 sind dieselbe Datei; nichts wurde geschrieben</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no file name given</source>
        <translation>kein Dateiname angegeben</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+14"/>
        <source>%1 is a directory</source>
        <translation>%1 ist ein Ordner</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1 is not a regular file (a block device or a socket); nothing was written</source>
        <translation>%1 ist keine gewöhnliche Datei (ein Blockgerät oder ein Socket); nichts wurde geschrieben</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is not a regular file; nothing was written</source>
        <translation>%1 ist keine gewöhnliche Datei; nichts wurde geschrieben</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>no program is reading from the pipe</source>
        <translation>kein Programm liest aus der Pipe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file changed while it was opened; nothing was written</source>
        <translation>die Datei hat sich beim Öffnen geändert; nichts wurde geschrieben</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the file name is too long for a safe save (%1 bytes; the folder takes %2 including a 7-byte temporary suffix)</source>
        <translation>der Dateiname ist für sicheres Speichern zu lang (%1 Bytes; der Ordner erlaubt %2 einschließlich einer temporären Endung von 7 Bytes)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the system did not say why</source>
        <translation>das System hat keinen Grund genannt</translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteDialog</name>
    <message numerus="yes">
        <location filename="../../ui/quote/quotedialog.cpp" line="+243"/>
        <source>Include &amp;comparison of %n pinned builds</source>
        <translation>
            <numerusform>&amp;Vergleich der %n angehefteten Konfiguration beilegen</numerusform>
            <numerusform>&amp;Vergleich der %n angehefteten Konfigurationen beilegen</numerusform>
        </translation>
    </message>
    <message>
        <location line="-212"/>
        <location line="+152"/>
        <location line="+48"/>
        <location line="+86"/>
        <location line="+23"/>
        <source>Export Quote</source>
        <translation>Angebot exportieren</translation>
    </message>
    <message>
        <location line="-293"/>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;ompany:</source>
        <translation>&amp;Firma:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quote</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quote number:</source>
        <translation>Angebots&amp;nummer:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Valid for:</source>
        <translation>&amp;Gültig für:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier:</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Sa&amp;ve as:</source>
        <translation>Speichern &amp;unter:</translation>
    </message>
    <message>
        <location line="+49"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Prices in %1 (0 = on request)</source>
        <translation>Preise in %1 (0 = auf Anfrage)</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>&amp;Contact:</source>
        <translation>&amp;Ansprechpartner:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A&amp;ddress:</source>
        <translation>A&amp;dresse:</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>English and German (two files)</source>
        <translation>Englisch und Deutsch (zwei Dateien)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Da&amp;te:</source>
        <translation>Da&amp;tum:</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&amp;Server:</source>
        <translation>Se&amp;rver:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Server, each (× %1):</source>
        <translation>&amp;Server, je (× %1):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;GPU, per card (× %1):</source>
        <translation>&amp;GPU, pro Karte (× %1):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Host memory:</source>
        <translation>&amp;Hauptspeicher:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>St&amp;orage:</source>
        <translation>S&amp;peicherplatz:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Net&amp;work adapter, each (× %1):</source>
        <translation>Netz&amp;werkadapter, je (× %1):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sw&amp;itch, each (× %1):</source>
        <translation>Sw&amp;itch, je (× %1):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lin&amp;k, each (× %1):</source>
        <translation>&amp;Kabelverbindung, je (× %1):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Se&amp;rvice:</source>
        <translation>Ser&amp;vice:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dis&amp;count:</source>
        <translation>Ra&amp;batt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>V&amp;AT:</source>
        <translation>M&amp;wSt.:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Printed under the line items</source>
        <translation>Wird unter den Positionen gedruckt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Browse…</source>
        <translation>Durch&amp;suchen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Notes:</source>
        <translation>&amp;Hinweise:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>on request</source>
        <translation>auf Anfrage</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Choose a file to save the quote to.</source>
        <translation>Wählen Sie eine Datei, in der das Angebot gespeichert wird.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This build is not ready to order:

%1

Export the quote anyway? Its first lines will say so.</source>
        <translation>Diese Konfiguration ist nicht bestellfertig:

%1

Das Angebot trotzdem exportieren? Seine ersten Zeilen sagen es dann.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The quote could not be saved to %1:
%2</source>
        <translation>Das Angebot konnte nicht unter %1 gespeichert werden:
%2</translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteDocument</name>
    <message>
        <source>%1 tokens of prompt and %2 of output; the other users' prompts add %3 tokens to each decode step</source>
        <translation>%1 Tokens Eingabe und %2 Tokens Ausgabe; die Eingaben der anderen Nutzer fügen jedem Dekodierschritt %3 Tokens hinzu</translation>
    </message>
    <message>
        <source>Each request</source>
        <translation>Jede Anfrage</translation>
    </message>
    <message>
        <source>Between runs the build is counted at %1 % of its draw in a run, %2 a month in the energy above (assumption idle_power_fraction).</source>
        <translation>Zwischen den Läufen ist die Konfiguration mit %1 % ihrer Leistungsaufnahme im Lauf gezählt, %2 im Monat in der Energie oben (Annahme idle_power_fraction).</translation>
    </message>
    <message>
        <source>The energy between runs is not counted: the catalog has no measured idle draw of the server (assumption idle_power_fraction).</source>
        <translation>Die Energie zwischen den Läufen ist nicht gezählt: Der Katalog hat keine gemessene Leerlaufleistung des Servers (Annahme idle_power_fraction).</translation>
    </message>
    <message>
        <source>Owned: the purchase plus the energy of the planned GPU hours at the wall times the facility's PUE, and the service, month by month. Rented: the same GPU hours at the cloud's price for the same GPU type. Cloud prices change; the date above says when this one was read.</source>
        <translation>Gekauft: der Kaufpreis, dazu Monat für Monat die Energie der geplanten GPU-Stunden an der Steckdose mal dem PUE des Rechenzentrums und der Service. Gemietet: dieselben GPU-Stunden zum Cloud-Preis desselben GPU-Typs. Cloud-Preise ändern sich; das Datum oben sagt, wann dieser gelesen wurde.</translation>
    </message>
    <message>
        <source>; read on %1 from %2.</source>
        <translation>; gelesen am %1 auf %2.</translation>
    </message>
    <message>
        <source>, converted at %1 %2 per %3</source>
        <translation>, umgerechnet zu %1 %2 je %3</translation>
    </message>
    <message>
        <source>, %1 %2 committed</source>
        <translation>, %1 %2 mit fester Laufzeit</translation>
    </message>
    <message>
        <source>Cloud price: %1, %2 %3 per GPU hour on demand</source>
        <translation>Cloud-Preis: %1, %2 %3 je GPU-Stunde nach Bedarf</translation>
    </message>
    <message>
        <source>Own or rent</source>
        <translation>Kaufen oder mieten</translation>
    </message>
    <message>
        <source>%1; %2 per GPU hour</source>
        <translation>%1; %2 je GPU-Stunde</translation>
    </message>
    <message>
        <source>Rented with a commitment</source>
        <translation>Gemietet mit fester Laufzeit</translation>
    </message>
    <message>
        <source>Rented on demand</source>
        <translation>Gemietet nach Bedarf</translation>
    </message>
    <message>
        <source>%1; %2 per GPU hour, %3 per run</source>
        <translation>%1; %2 je GPU-Stunde, %3 je Lauf</translation>
    </message>
    <message>
        <source>Owned over %1 years</source>
        <translation>Gekauft über %1 Jahre</translation>
    </message>
    <message>
        <source>%1 a month: PUE %2 at %3 per kWh, service %4 a year</source>
        <translation>%1 im Monat: PUE %2 bei %3 je kWh, Service %4 im Jahr</translation>
    </message>
    <message>
        <source>Energy and service</source>
        <translation>Energie und Service</translation>
    </message>
    <message>
        <source>%1 (the quote's net price)</source>
        <translation>%1 (Nettopreis des Angebots)</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Kauf</translation>
    </message>
    <message>
        <source>%1 GPU hours a month (%2 % of the cards' time), %3 GPU hours per run</source>
        <translation>%1 GPU-Stunden im Monat (%2 % der Zeit der Karten), %3 GPU-Stunden je Lauf</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Nutzung</translation>
    </message>
    <message>
        <source>Owning the build breaks even in month %1: from then on it costs less than renting the same GPU hours, %2 less over %3 years.</source>
        <translation>Der Kauf der Konfiguration rechnet sich ab Monat %1: Von da an kostet er weniger als das Mieten derselben GPU-Stunden, über %3 Jahre %2 weniger.</translation>
    </message>
    <message>
        <source>Over %1 years renting is cheaper: owning the build breaks even only in month %2.</source>
        <translation>Über %1 Jahre ist Mieten günstiger: Der Kauf der Konfiguration rechnet sich erst im Monat %2.</translation>
    </message>
    <message>
        <source>Renting is cheaper: the same GPU hours cost less per month in the cloud than the energy and service of the build.</source>
        <translation>Mieten ist günstiger: Dieselben GPU-Stunden kosten in der Cloud im Monat weniger als Energie und Service der Konfiguration.</translation>
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
        <source>No comparison: the scenario plans no GPU hours a month (no runs, or utilisation 0).</source>
        <translation>Kein Vergleich: Das Szenario plant keine GPU-Stunden im Monat (keine Läufe oder Auslastung 0).</translation>
    </message>
    <message>
        <source>No comparison yet: the server or its GPUs are priced on request.</source>
        <translation>Noch kein Vergleich: Der Server oder seine GPUs haben einen Preis auf Anfrage.</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_serving.cpp" line="+1"/>
        <source>Engine</source>
        <translation>Inferenz-Engine</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_serving.cpp" line="+1"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_serving.cpp" line="+1"/>
        <source>%1 with max_model_len %2, max_num_seqs %3, max_num_batched_tokens %4, %5 of each GPU</source>
        <translation>%1 mit max_model_len %2, max_num_seqs %3, max_num_batched_tokens %4, %5 jeder GPU</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_serving.cpp" line="+1"/>
        <source>, without chunked prefill</source>
        <translation>, ohne Eingabe in Abschnitten</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_serving.cpp" line="+1"/>
        <source>, %1 speculative tokens per step</source>
        <translation>, %1 spekulative Tokens pro Schritt</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_charts.cpp" line="+328"/>
        <source>Comparison of builds</source>
        <translation>Vergleich der Konfigurationen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The builds pinned for comparison, each sized for its own configuration. The quote itself is for the configuration on the first page.</source>
        <translation>Die zum Vergleich angehefteten Konfigurationen, jede für ihre eigene Auslegung berechnet. Das Angebot selbst gilt für die Konfiguration auf der ersten Seite.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Free memory per GPU</source>
        <translation>Freier Speicher pro GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step time (overlapped)</source>
        <translation>Schrittzeit (überlappt)</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument.cpp" line="+117"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_assumptions.cpp" line="+45"/>
        <location filename="../../ui/quote/quotedocument_charts.cpp" line="-171"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument.cpp" line="+71"/>
        <source>%1 · Quote %2</source>
        <translation>%1 · Angebot %2</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_letterhead.cpp" line="+74"/>
        <source>Phone %1</source>
        <translation>Telefon %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>GPU servers for AI training and inference</source>
        <translation>GPU-Server für KI-Training und Inferenz</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>(customer)</source>
        <translation>(Kunde)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Quote number</source>
        <translation>Angebotsnummer</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument.cpp" line="-148"/>
        <location line="+5"/>
        <location line="+146"/>
        <location filename="../../ui/quote/quotedocument_letterhead.cpp" line="+0"/>
        <source>(draft)</source>
        <translation>(Entwurf)</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_letterhead.cpp" line="-125"/>
        <source>Not a binding offer: as configured, this build is not ready to order. Change the configuration before ordering:</source>
        <translation>Kein verbindliches Angebot: So konfiguriert ist dieser Server nicht bestellfertig. Ändern Sie die Konfiguration vor einer Bestellung:</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Germany</source>
        <translation>Deutschland</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Austria</source>
        <translation>Österreich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switzerland</source>
        <translation>Schweiz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>United Kingdom</source>
        <translation>Vereinigtes Königreich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ireland</source>
        <translation>Irland</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>United States</source>
        <translation>Vereinigte Staaten</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Valid until</source>
        <translation>Gültig bis</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%1 (%n days)</source>
        <translation>
            <numerusform>%1 (%n Tag)</numerusform>
            <numerusform>%1 (%n Tage)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Prepared for</source>
        <translation>Erstellt für</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Quote</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 on %3 × %4</source>
        <translation>%1 · %2 auf %3 × %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 · %2 on %3 servers with %4 × %5 each</source>
        <translation>%1 · %2 auf %3 Servern mit je %4 × %5</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Thank you for your enquiry. Below is the server we propose for your fine-tuning run, sized for the workload described in the configuration table; the charts, the assumptions behind every figure and our terms follow on the next pages.</source>
        <translation>Vielen Dank für Ihre Anfrage. Nachfolgend finden Sie den Server, den wir für Ihr Fine-Tuning vorschlagen, ausgelegt auf die in der Konfigurationstabelle beschriebene Last; die Diagramme, die Annahmen hinter jeder Zahl und unsere Bedingungen folgen auf den nächsten Seiten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thank you for your enquiry. Below is the server you asked about, sized for the workload described in the configuration table. As configured it cannot be ordered (see the box above); we will gladly propose a configuration that can.</source>
        <translation>Vielen Dank für Ihre Anfrage. Nachfolgend finden Sie den angefragten Server, ausgelegt auf die in der Konfigurationstabelle beschriebene Last. So konfiguriert kann er nicht bestellt werden (siehe den Kasten oben); gern schlagen wir Ihnen eine Konfiguration vor, die es kann.</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_verdict.cpp" line="+55"/>
        <source>Model states %1 in all, %2 per GPU · step %3 s, %4 tokens/s · %5 kW from the wall</source>
        <translation>Modellzustände %1 insgesamt, %2 pro GPU · Schritt %3 s, %4 Tokens/s · %5 kW aus dem Netz</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_configuration.cpp" line="+35"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, %2 B parameters</source>
        <translation>%1, %2 Mrd. Parameter</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, rank %2, %3 B trainable</source>
        <translation>%1, Rang %2, %3 Mrd. trainierbar</translation>
    </message>
    <message>
        <source>%1, routed experts without adapters</source>
        <translation>%1, geroutete Experten ohne Adapter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AdamW, 32-bit states</source>
        <translation>AdamW, 32-Bit-Zustände</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>8-bit AdamW</source>
        <translation>8-Bit-AdamW</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, offloaded to host memory</source>
        <translation>%1, in den Hauptspeicher ausgelagert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sharding</source>
        <translation>Sharding</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+28"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>%1, %2 each</source>
        <translation>%1, je %2</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_charts.cpp" line="+27"/>
        <location filename="../../ui/quote/quotedocument_configuration.cpp" line="+1"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_configuration.cpp" line="+21"/>
        <source>GPU link</source>
        <translation>GPU-Verbindung</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_charts.cpp" line="-33"/>
        <location filename="../../ui/quote/quotedocument_configuration.cpp" line="+0"/>
        <source>%1, %2 GB/s</source>
        <translation>%1, %2 GB/s</translation>
    </message>
    <message>
        <location line="+34"/>
        <location filename="../../ui/quote/quotedocument_configuration.cpp" line="+3"/>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_configuration.cpp" line="+2"/>
        <source>Host memory</source>
        <translation>Hauptspeicher</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prompt + completion</source>
        <translation>Prompt + Antwort</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 + %2 tokens</source>
        <translation>%1 + %2 Tokens</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 tokens</source>
        <translation>%1 Tokens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Group size</source>
        <translation>Gruppengröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Micro-batch × accumulation</source>
        <translation>Micro-Batch × Akkumulation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gradient checkpointing</source>
        <translation>Gradient-Checkpointing</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>selective per operation (torchtitan)</source>
        <translation>selektives Checkpointing je Operation (torchtitan)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Image share</source>
        <translation>Bildanteil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % of samples, %2 × %3 × %4 px (%5 tokens each)</source>
        <translation>%1 % der Beispiele, %2 × %3 × %4 px (je %5 Tokens)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none (text only)</source>
        <translation>keiner (nur Text)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vision tower</source>
        <translation>Vision-Tower</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>trained</source>
        <translation>trainiert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>frozen</source>
        <translation>eingefroren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power cap</source>
        <translation>Leistungsgrenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 W per GPU</source>
        <translation>%1 W pro GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none (%1 W per GPU)</source>
        <translation>keins (%1 W pro GPU)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power feed</source>
        <translation>Stromanschluss</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>400 V three-phase, %1 A</source>
        <translation>400 V Drehstrom, %1 A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>230 V, %1 A%2</source>
        <translation>230 V, %1 A%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, 400 V three-phase shown</source>
        <translation>, 400 V Drehstrom gezeigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoints kept</source>
        <translation>Aufbewahrte Checkpoints</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 B tokens × %2 epochs</source>
        <translation>%1 Mrd. Tokens × %2 Epochen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVLink + PCIe</source>
        <translation>NVLink + PCIe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVLink + network</source>
        <translation>NVLink + Netzwerk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PCIe + network</source>
        <translation>PCIe + Netzwerk</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_lineitems.cpp" line="+62"/>
        <location line="+13"/>
        <source>on request</source>
        <translation>auf Anfrage</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>GPU %1, %2</source>
        <translation>GPU %1, %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host memory, %1 DDR5 ECC</source>
        <translation>Hauptspeicher, %1 DDR5 ECC</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>included</source>
        <translation>inbegriffen</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Assembly, burn-in test and delivery in the EU</source>
        <translation>Montage, Burn-in-Test und Lieferung in der EU</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Discount %1 %</source>
        <translation>Rabatt %1 %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Total, net</source>
        <translation>Summe netto</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Line items</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Pos.</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>%1; %2 × %3</source>
        <translation>%1; %2 × %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>NVMe storage, %1 TB</source>
        <translation>NVMe-Speicherplatz, %1 TB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Network adapter %1</source>
        <translation>Netzwerkadapter %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network switch %1</source>
        <translation>Netzwerk-Switch %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network link %1</source>
        <translation>Kabelverbindung %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Network: adapters, switch ports and cables</source>
        <translation>Netzwerk: Adapter, Switch-Ports und Kabel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network for %1 servers: %2 × %3, %4 switches, %5 links</source>
        <translation>Netzwerk für %1 Server: %2 × %3, %4 Switches, %5 Kabelverbindungen</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Subtotal, net</source>
        <translation>Zwischensumme, netto</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>VAT %1 %</source>
        <translation>MwSt. %1 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total, including VAT</source>
        <translation>Gesamtsumme inkl. MwSt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qty</source>
        <translation>Menge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unit price</source>
        <translation>Einzelpreis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prices in %1.</source>
        <translation>Preise in %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prices in %1, excluding VAT.</source>
        <translation>Preise in %1 zuzüglich MwSt.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n item(s) marked &quot;on request&quot; are priced with the confirmed configuration; the sums follow with them.</source>
        <translation>
            <numerusform>%n Position „auf Anfrage“ wird mit der bestätigten Konfiguration bepreist; die Summen folgen mit ihr.</numerusform>
            <numerusform>%n Positionen „auf Anfrage“ werden mit der bestätigten Konfiguration bepreist; die Summen folgen mit ihnen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Terms</source>
        <translation>Bedingungen</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_charts.cpp" line="-100"/>
        <source>Sizing results</source>
        <translation>Ergebnisse der Auslegung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each chart is computed for the configuration above; the figures beside it are the same values in numbers. GB = 10⁹ bytes.</source>
        <translation>Jedes Diagramm ist für die obige Konfiguration berechnet; daneben stehen dieselben Werte als Zahlen. GB = 10⁹ Byte.</translation>
    </message>
    <message>
        <location line="+27"/>
        <location filename="../../ui/quote/quotedocument_rl.cpp" line="+70"/>
        <location filename="../../ui/quote/quotedocument_serving.cpp" line="+61"/>
        <source>Memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer states</source>
        <translation>Optimiererzustände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffers</source>
        <translation>Puffer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA context and reserve</source>
        <translation>CUDA-Kontext und Reserve</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Peak phase</source>
        <translation>Phase der Spitze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RL models and engine at the peak</source>
        <translation>RL-Modelle und Engine in der Spitze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>– reference model</source>
        <translation>– Referenzmodell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>– reward model</source>
        <translation>– Belohnungsmodell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>– critic with its states</source>
        <translation>– Critic mit seinen Zuständen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>– rollout engine (weights, KV cache)</source>
        <translation>– Rollout-Engine (Gewichte, KV-Cache)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Total of capacity</source>
        <translation>Summe von Kapazität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Short</source>
        <translation>Fehlt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Transfer vs compute per step</source>
        <translation>Übertragung und Rechenzeit pro Schritt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Traffic per GPU and pass</source>
        <translation>Verkehr pro GPU und Durchlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transfer, peak / expected</source>
        <translation>Übertragung, Spitze / erwartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <location line="+3"/>
        <location line="+13"/>
        <source>%1 s / %2 s</source>
        <translation>%1 s / %2 s</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Compute, peak / expected</source>
        <translation>Rechenzeit, Spitze / erwartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model-FLOPs utilisation</source>
        <translation>Model-FLOPs-Auslastung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step, overlapped / serial</source>
        <translation>Schritt, überlappt / seriell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+19"/>
        <source>%1 tokens/s</source>
        <translation>%1 Tokens/s</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Aggregate compute</source>
        <translation>Gesamte Rechenleistung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run time for the dataset</source>
        <translation>Laufzeit für den Datensatz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Generate / score per step</source>
        <translation>Generieren / Bewerten pro Schritt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training per step</source>
        <translation>Training pro Schritt</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n micro-batch(es), %1 s</source>
        <translation>
            <numerusform>%n Mikro-Batch, %1 s</numerusform>
            <numerusform>%n Mikro-Batches, %1 s</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Power draw against feeds</source>
        <translation>Leistungsaufnahme und Anschlüsse</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+2"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Memory, drives, fans, losses</source>
        <translation>Speicher, Laufwerke, Lüfter, Verluste</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+21"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Feed %1 V %2 A three-phase</source>
        <translation>Anschluss %1 V %2 A Drehstrom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed %1 V %2 A</source>
        <translation>Anschluss %1 V %2 A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kW, %2</source>
        <translation>%1 kW, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>exceeded</source>
        <translation>überschritten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Energy for the run</source>
        <translation>Energie für den Lauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kWh, %2</source>
        <translation>%1 kWh, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checkpoint storage</source>
        <translation>Checkpoint-Speicherplatz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resumable checkpoint</source>
        <translation>Fortsetzbarer Checkpoint</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n checkpoints kept</source>
        <translation>
            <numerusform>%n Checkpoint behalten</numerusform>
            <numerusform>%n Checkpoints behalten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final model, BF16</source>
        <translation>Fertiges Modell, BF16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 export</source>
        <translation>FP8-Export</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_verdict.cpp" line="+42"/>
        <source>Verdict and warnings</source>
        <translation>Ergebnis und Warnungen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The longest sequence that still fits is %1 tokens.</source>
        <translation>Die längste Sequenz, die noch passt, hat %1 Tokens.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The configuration holds the run: %1 stay free on each GPU after weights, gradients, optimizer states, activations, buffers and the CUDA reserve. The longest sequence that still fits is %2 tokens.</source>
        <translation>Die Konfiguration trägt den Lauf: Nach Gewichten, Gradienten, Optimiererzuständen, Aktivierungen, Puffern und der CUDA-Reserve bleiben auf jeder GPU %1 frei. Die längste Sequenz, die noch passt, hat %2 Tokens.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The configuration does not hold the run: each GPU is %1 short. Choose more GPUs, 8-bit Adam, optimizer offload or an adapter method.</source>
        <translation>Die Konfiguration trägt den Lauf nicht: Jeder GPU fehlen %1. Wählen Sie mehr GPUs, 8-Bit-Adam, das Auslagern des Optimierers oder eine Adapter-Methode.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The uncertainty band comes from %n measured run(s) of this kind (the same method, sharding and offload): the total lies between %1 and %2 per GPU.</source>
        <translation>
            <numerusform>Das Unsicherheitsband stammt aus %n gemessenen Lauf dieser Art: Die Gesamtmenge liegt zwischen %1 und %2 pro GPU.</numerusform>
            <numerusform>Das Unsicherheitsband stammt aus %n gemessenen Läufen dieser Art: Die Gesamtmenge liegt zwischen %1 und %2 pro GPU.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No warnings.</source>
        <translation>Keine Warnungen.</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_assumptions.cpp" line="+31"/>
        <source>%1 % → %2 %</source>
        <translation>%1 % → %2 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step rate under a power cap (cap / TDP → rate)</source>
        <translation>Schrittrate unter einer Leistungsgrenze (Grenze / TDP → Rate)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Estimate from published power-capping studies of LLM training; editable in the catalog</source>
        <translation>Schätzung aus veröffentlichten Power-Capping-Studien zum LLM-Training; im Katalog änderbar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every figure that is not physics comes from the catalog below, with its source.</source>
        <translation>Jede Zahl, die nicht Physik ist, stammt aus dem folgenden Katalog, mit ihrer Quelle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Assumption</source>
        <translation>Annahme</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Model states follow the ZeRO paper&apos;s accounting for mixed precision with Adam: 2 B of BF16 weights, 2 B of gradients and 12 B of optimizer state (fp32 master weights, momentum, variance) per parameter, 16 B in all; 8-bit Adam keeps about 10 B. Full sharding (FSDP / ZeRO-3) divides all three by the number of GPUs.</source>
        <translation>Die Modellzustände folgen der Zählung des ZeRO-Papers für Mixed Precision mit Adam: 2 B BF16-Gewichte, 2 B Gradienten und 12 B Optimiererzustand (fp32-Master-Gewichte, Momentum, Varianz) pro Parameter, 16 B insgesamt; 8-Bit-Adam hält etwa 10 B. Volles Sharding (FSDP / ZeRO-3) teilt alle drei durch die Zahl der GPUs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Parameters are counted from the model&apos;s architecture (config.json): %1 B in all for %2.</source>
        <translation>Die Parameter sind aus der Architektur des Modells (config.json) gezählt: %1 Mrd. insgesamt für %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Activations are counted from the tensors each layer saves for backward, with torchtitan&apos;s selective per-op checkpointing keeping each layer&apos;s input and the outputs of every other matmul and of the attention kernel; logits, communication buffers and the CUDA context come on top.</source>
        <translation>Die Aktivierungen sind aus den Tensoren gezählt, die jede Schicht für den Rückwärtsdurchlauf speichert; mit torchtitans selektivem Checkpointing je Operation bleiben die Eingabe jeder Schicht und die Ausgaben jeder zweiten Matrixmultiplikation und des Aufmerksamkeitskerns. Logits, Kommunikationspuffer und der CUDA-Kontext kommen hinzu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compute per step is 6 · P · tokens floating-point operations, plus the matmuls selective per-op checkpointing recomputes (wk, wo and w3 of each layer), at the GPU&apos;s dense BF16 peak, divided by the model-FLOPs utilisation for the expected time.</source>
        <translation>Die Rechenzeit pro Schritt ergibt sich aus 6 · P · Tokens Gleitkommaoperationen zuzüglich der Matrixmultiplikationen, die selektives Checkpointing je Operation neu berechnet (wk, wo und w3 jeder Schicht), bei der dichten BF16-Spitzenleistung der GPU, geteilt durch die Model-FLOPs-Auslastung für die erwartete Zeit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Activations are counted from the tensors each layer saves for backward, with gradient checkpointing keeping one layer input per layer; logits, communication buffers and the CUDA context come on top.</source>
        <translation>Die Aktivierungen sind aus den Tensoren gezählt, die jede Schicht für den Rückwärtsdurchlauf speichert; mit Gradient Checkpointing bleibt eine Schichteingabe pro Schicht. Logits, Kommunikationspuffer und der CUDA-Kontext kommen hinzu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compute per step is 6 · P · tokens floating-point operations (8 · P with recomputation) at the GPU&apos;s dense BF16 peak, divided by the model-FLOPs utilisation for the expected time.</source>
        <translation>Die Rechenzeit pro Schritt ergibt sich aus 6 · P · Tokens Gleitkommaoperationen (8 · P mit Neuberechnung) bei der dichten BF16-Spitzenleistung der GPU, geteilt durch die Model-FLOPs-Auslastung für die erwartete Zeit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A fully sharded step moves 3 × 2P × (N − 1)/N bytes per GPU (all-gather before forward and backward, reduce-scatter of gradients). Link rates from NVIDIA: NVLink 900 GB/s per H200 NVL GPU inside a bridge domain, PCIe Gen5 x16 128 GB/s, both totals over two directions; a ring leaving an NVLink domain runs at its slowest hop.</source>
        <translation>Ein voll geshardeter Schritt bewegt 3 × 2P × (N − 1)/N Byte pro GPU (All-Gather vor Forward und Backward, Reduce-Scatter der Gradienten). Verbindungsraten von NVIDIA: NVLink 900 GB/s pro H200-NVL-GPU innerhalb einer Bridge-Domäne, PCIe Gen5 x16 128 GB/s, beide als Summe beider Richtungen; ein Ring, der eine NVLink-Domäne verlässt, läuft mit seinem langsamsten Abschnitt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power is GPUs at TDP (or the cap) plus CPU TDP plus the overhead above; a feed is planned at %1 % of its rating. Host memory follows NVIDIA-Certified Systems guidance of at least %2 times the GPU memory.</source>
        <translation>Die Leistungsaufnahme ist GPUs bei TDP (oder Leistungsgrenze) plus CPU-TDP plus der obige Zuschlag; ein Anschluss wird mit %1 % seiner Nennleistung geplant. Der Hauptspeicher folgt der Empfehlung für NVIDIA-Certified Systems von mindestens dem %2-Fachen des GPU-Speichers.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GB are 10⁹ bytes throughout. These are planning figures from published specifications; a measurement on the delivered system confirms them.</source>
        <translation>GB sind durchgehend 10⁹ Byte. Dies sind Planungswerte aus veröffentlichten Spezifikationen; eine Messung am gelieferten System bestätigt sie.</translation>
    </message>
    <message>
        <source>Megatron-LM&apos;s precision-aware optimizer (Transformer Engine&apos;s FusedAdam) keeps its states in the dtypes the configuration names: %1 B of optimizer state per parameter of the GPU&apos;s shard instead of 12; its step copies the states kept below fp32 to fp32, %2 B per parameter of the shard while it runs.</source>
        <translation>Der präzisionsbewusste Optimierer von Megatron-LM (FusedAdam von Transformer Engine) hält seine Zustände in den Datentypen, die die Konfiguration nennt: %1 B Optimiererzustand je Parameter des Anteils dieser GPU statt 12; sein Schritt kopiert die Zustände unter fp32 nach fp32, %2 B je Parameter des Anteils, solange er läuft.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Free memory is counted against the %1 one process can use of each card: the %2 the driver reports, less its reserve; the CUDA context is part of the predicted total. The configuration names the listed %3, against which the reference page measures what is left.</source>
        <translation>Freier Speicher zählt gegen die %1, die ein Prozess je Karte nutzen kann (%2 laut Treiber, abzüglich Reserve; CUDA-Kontext in der Summe); die Konfiguration nennt die angegebenen %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Method notes</source>
        <translation>Hinweise zur Methode</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument.cpp" line="-152"/>
        <source>Quote %1: %2 on %3 servers with %4 × %5 each</source>
        <translation>Angebot %1: %2 auf %3 Servern mit je %4 × %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Quote %1: %2 on %3 × %4</source>
        <translation>Angebot %1: %2 auf %3 × %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 servers with %2 × %3 each (%4)</source>
        <translation>%1 Server mit je %2 × %3 (%4)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 × %2 in %3</source>
        <translation>%1 × %2 in %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU server for fine-tuning %1: %2</source>
        <translation>GPU-Server für das Fine-Tuning von %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU server for fine-tuning %1 for %2: %3</source>
        <translation>GPU-Server für das Fine-Tuning von %1 für %2: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>quote</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU server</source>
        <translation>GPU-Server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fine-tuning</source>
        <translation>Fine-Tuning</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Full fine-tune</source>
        <translation>Volles Fine-Tuning</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>QLoRA (NF4 base)</source>
        <translation>QLoRA (NF4-Basis)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LoRA (int8 base)</source>
        <translation>LoRA (Int8-Basis)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fully sharded (FSDP / ZeRO-3)</source>
        <translation>Voll geshardet (FSDP / ZeRO-3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ZeRO-2 (gradients and optimizer sharded)</source>
        <translation>ZeRO-2 (Gradienten und Optimierer geshardet)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ZeRO-1 (optimizer sharded)</source>
        <translation>ZeRO-1 (Optimierer geshardet)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None (data parallel)</source>
        <translation>Keins (Datenparallelität)</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_charts.cpp" line="-64"/>
        <source>Host memory recommended</source>
        <translation>Hauptspeicher empfohlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host memory installed</source>
        <translation>Hauptspeicher eingebaut</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_verdict.cpp" line="-105"/>
        <source>model uncertainty −%1/+%2 GB</source>
        <translation>Modellunsicherheit −%1/+%2 GB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fits: %1 free per GPU (%2 of %3 used), %4</source>
        <translation>Passt: %1 frei pro GPU (%2 von %3 belegt), %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tight: %1 free per GPU (%2 of %3 used), %4</source>
        <translation>Knapp: %1 frei pro GPU (%2 von %3 belegt), %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does not fit: %1 short per GPU (%2 needed, %3 on the card), %4</source>
        <translation>Passt nicht: %1 zu wenig pro GPU (%2 benötigt, %3 auf der Karte), %4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Memory: %1 free per GPU (%2 of %3 used), %4</source>
        <translation>Speicher: %1 frei pro GPU (%2 von %3 belegt), %4</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Per GPU: allocated peak %1 (torch.cuda.max_memory_allocated), reserved peak %2 (torch.cuda.max_memory_reserved), total %3 as nvidia-smi shows it; likely %4 to %5.</source>
        <translation>Pro GPU: belegte Spitze %1 (torch.cuda.max_memory_allocated), reservierte Spitze %2 (torch.cuda.max_memory_reserved), gesamt %3, wie nvidia-smi sie zeigt; wahrscheinlich %4 bis %5.</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_configuration.cpp" line="-119"/>
        <source>Paged AdamW (bitsandbytes)</source>
        <translation>AdamW mit Seitenauslagerung (bitsandbytes)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paged 8-bit AdamW (bitsandbytes)</source>
        <translation>8-Bit-AdamW mit Seitenauslagerung (bitsandbytes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4-bit AdamW (torchao)</source>
        <translation>4-Bit-AdamW (torchao)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Training stack</source>
        <translation>Trainingsumgebung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run&apos;s DeepSpeed file</source>
        <translation>DeepSpeed-Datei des Laufs</translation>
    </message>
    <message>
        <source>Megatron-LM optimizer states</source>
        <translation>Optimiererzustände (Megatron-LM)</translation>
    </message>
    <message>
        <source>main_grads %1; the offloaded states are fp32 in host memory</source>
        <translation>main_grads %1; die ausgelagerten Zustände liegen in fp32 im Hauptspeicher</translation>
    </message>
    <message>
        <source>main_grads %1, main_params %2, exp_avg %3, exp_avg_sq %4</source>
        <translation>main_grads %1, main_params %2, exp_avg %3, exp_avg_sq %4</translation>
    </message>
    <message>
        <source>fp32 as 16-bit remainders of the BF16 weights</source>
        <translation>fp32 als 16-Bit-Reste der BF16-Gewichte</translation>
    </message>
    <message>
        <source>Adam, precision-aware (Transformer Engine FusedAdam)</source>
        <translation>Adam, präzisionsbewusst (FusedAdam von Transformer Engine)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none (Headroom&apos;s defaults)</source>
        <translation>keine (Vorgaben von Headroom)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 GPUs in all</source>
        <translation>%1, insgesamt %2 GPUs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none in the catalog</source>
        <translation>keines im Katalog</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>plain, transformers 4.45 and older</source>
        <translation>einfach, transformers 4.45 und älter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plain, transformers 4.46 to 4.48</source>
        <translation>einfach, transformers 4.46 bis 4.48</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plain on BF16 logits</source>
        <translation>einfach auf BF16-Logits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plain (Hugging Face)</source>
        <translation>einfach (Hugging Face)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chunked (torchtune)</source>
        <translation>in Blöcken (torchtune)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LM head in chunks (LitGPT)</source>
        <translation>Ausgabeschicht in Blöcken (LitGPT)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fused linear (Liger)</source>
        <translation>fusioniert mit Linear (Liger)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cross-entropy</source>
        <translation>Kreuzentropie</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_verdict.cpp" line="+51"/>
        <source>The configuration is tight: %1 stay free on each GPU as predicted, but that is within the model&apos;s uncertainty (measured runs of this kind put the total up to %2). The longest sequence that still fits is %3 tokens.</source>
        <translation>Die Konfiguration ist knapp: vorhergesagt bleiben auf jeder GPU %1 frei, doch das liegt innerhalb der Unsicherheit des Modells (gemessene Läufe dieser Art ergeben bis zu %2 insgesamt). Die längste Sequenz, die noch passt, hat %3 Tokens.</translation>
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
        <translation>Modellzustände pro GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: weights %2, gradients %3, optimizer states %4</source>
        <translation>%1: Gewichte %2, Gradienten %3, Optimierer %4</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%1 × %2 per server; %n switch(es), %3 links</source>
        <translation>
            <numerusform>%1 × %2 pro Server; %n Switch, %3 Verbindungen</numerusform>
            <numerusform>%1 × %2 pro Server; %n Switches, %3 Verbindungen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Runs side by side</source>
        <translation>Läufe nebeneinander</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>one run on all GPUs</source>
        <translation>ein Lauf auf allen GPUs</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>%1 runs of %2 GPUs each</source>
        <translation>%1 Läufe mit je %2 GPUs</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_charts.cpp" line="-32"/>
        <source>Memory per GPU, each of %1 runs</source>
        <translation>Speicher pro GPU, jeder der %1 Läufe</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Transfer vs compute per step, each run</source>
        <translation>Übertragung und Rechenzeit pro Schritt, je Lauf</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Run time, each run for its dataset</source>
        <translation>Laufzeit, jeder Lauf für seinen Datensatz</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Throughput, all runs</source>
        <translation>Durchsatz, alle Läufe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power draw against feeds, all %1 runs</source>
        <translation>Leistungsaufnahme und Anschlüsse, alle %1 Läufe</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Energy for all %1 runs</source>
        <translation>Energie für alle %1 Läufe</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Checkpoint storage for %1 runs</source>
        <translation>Speicherplatz für Checkpoints, %1 Läufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 checkpoints kept per run, all runs</source>
        <translation>%1 aufbewahrte Checkpoints je Lauf, alle Läufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final models, BF16, all runs</source>
        <translation>Fertige Modelle, BF16, alle Läufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 exports, all runs</source>
        <translation>FP8-Exporte, alle Läufe</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_verdict.cpp" line="-70"/>
        <source>%1 runs side by side, each fits with %2 free per GPU</source>
        <translation>%1 Läufe nebeneinander, jeder passt mit %2 frei pro GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 runs side by side, each %2 short per GPU</source>
        <translation>%1 Läufe nebeneinander, jedem fehlen %2 pro GPU</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each run: %1 of %2 used per GPU, model states %3 · step %4 s, %5 tokens/s · the server: %6 kW from the wall</source>
        <translation>Je Lauf: %1 von %2 belegt pro GPU, Modellzustände %3 · Schritt %4 s, %5 Tokens/s · der Server: %6 kW aus dem Netz</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_letterhead.cpp" line="-19"/>
        <source>%1 · %2, %3 runs side by side on %4 × %5</source>
        <translation>%1 · %2, %3 Läufe nebeneinander auf %4 × %5</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_configuration.cpp" line="-59"/>
        <source>Hugging Face Trainer with Liger kernels</source>
        <translation>Hugging Face Trainer mit Liger-Kerneln</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_verdict.cpp" line="-12"/>
        <source>%1 runs side by side, each tight: %2 free per GPU, %3</source>
        <translation>%1 Läufe nebeneinander, jeder knapp: %2 frei pro GPU, %3</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_serving.cpp" line="-49"/>
        <source>%1k</source>
        <translation>%1k</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Serving the tuned model</source>
        <translation>Betrieb des trainierten Modells</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>After the fine-tune, this build does not serve the model as planned: the weights (%1 per GPU) and the serving engine&apos;s reserves leave no room for the KV cache of %2 tokens.</source>
        <translation>Nach dem Fine-Tuning betreibt dieser Aufbau das Modell nicht wie geplant: Die Gewichte (%1 pro GPU) und die Reserven der Inferenz-Engine lassen keinen Platz für den KV-Cache von %2 Tokens.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After the fine-tune, the same build serves %1 users at %2 tokens each (prompt and output), about %3 tokens per second per user and %4 in all; the cache has room for %5 users at that length.</source>
        <translation>Nach dem Fine-Tuning bedient derselbe Aufbau %1 Nutzer mit je %2 Tokens (Eingabe und Ausgabe), etwa %3 Tokens pro Sekunde je Nutzer und %4 insgesamt; der Cache hat bei dieser Länge Platz für %5 Nutzer.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>After the fine-tune, the same build serves %1 of the %2 users at %3 tokens each, about %4 tokens per second per user; more cards, FP8 weights or an FP8 KV cache serve more.</source>
        <translation>Nach dem Fine-Tuning bedient derselbe Aufbau %1 der %2 Nutzer mit je %3 Tokens, etwa %4 Tokens pro Sekunde je Nutzer; mehr Karten, FP8-Gewichte oder ein FP8-KV-Cache bedienen mehr.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT4 (AWQ/GPTQ)</source>
        <translation>INT4 (AWQ/GPTQ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MXFP4</source>
        <translation>MXFP4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 replicas of %2 GPUs (tensor parallel over %3)</source>
        <translation>%1 Replikate mit je %2 GPUs (Tensor-Parallelität über %3)</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_configuration.cpp" line="+140"/>
        <location filename="../../ui/quote/quotedocument_serving.cpp" line="+2"/>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../ui/quote/quotedocument_serving.cpp" line="+0"/>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_serving.cpp" line="+1"/>
        <source>%1 replicas of one GPU each</source>
        <translation>%1 Replikate mit je einer GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engine (vLLM)</source>
        <translation>Inferenz-Engine (vLLM)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights / KV cache</source>
        <translation>Gewichte / KV-Cache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 weights, %2 activation peak, %3 reserves, %4 KV cache (%5 × %6 of the card)</source>
        <translation>%1 Gewichte, %2 Aktivierungsspitze, %3 Reserven, %4 KV-Cache (%5 × %6 der Karte)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>KV cache per token</source>
        <translation>KV-Cache pro Token</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bytes in the layers that keep one, plus %2 of fixed state per user</source>
        <translation>%1 Byte in den Schichten mit KV-Cache, dazu %2 fester Zustand pro Nutzer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bytes</source>
        <translation>%1 Byte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache per replica</source>
        <translation>Cache pro Replikat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens; one user alone gets up to %2 tokens</source>
        <translation>%1 Tokens; ein einzelner Nutzer bekommt bis zu %2 Tokens</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Users at %1 tokens</source>
        <translation>Nutzer mit %1 Tokens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decode rate</source>
        <translation>Dekodierrate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens/s per user, %2 tokens/s in all (%3-bound)</source>
        <translation>%1 Tokens/s pro Nutzer, %2 Tokens/s insgesamt (begrenzt durch %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory-bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 s for a prompt of %2 tokens</source>
        <translation>%1 s für eine Eingabe von %2 Tokens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power while serving</source>
        <translation>Leistungsaufnahme im Betrieb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kW (GPUs at the decode load)</source>
        <translation>%1 kW (GPUs unter Dekodierlast)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory as vLLM accounts it (gpu_memory_utilization, the profiled activation peak, CUDA graphs); the decode rate is bound by the bytes each step reads (weights and every user&apos;s cache) over the memory bandwidth, or by the compute; each user&apos;s step at the full context. The assumptions below name the sources.</source>
        <translation>Speicher wie vLLM ihn verbucht (gpu_memory_utilization, die gemessene Aktivierungsspitze, CUDA-Graphen); die Dekodierrate begrenzen die Bytes, die jeder Schritt liest (Gewichte und der Cache jedes Nutzers), geteilt durch die Speicherbandbreite, oder die Rechenleistung; jeder Schritt beim vollen Kontext. Die Annahmen unten nennen die Quellen.</translation>
    </message>
    <message>
        <location filename="../../ui/quote/quotedocument_rl.cpp" line="-57"/>
        <source>DPO</source>
        <translation>DPO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ORPO</source>
        <translation>ORPO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SimPO</source>
        <translation>SimPO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GRPO</source>
        <translation>GRPO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PPO</source>
        <translation>PPO</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (full fine-tune)</source>
        <translation>%1 (volles Fine-Tuning)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on LoRA</source>
        <translation>%1 mit LoRA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on QLoRA</source>
        <translation>%1 mit QLoRA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on LoRA (8-bit base)</source>
        <translation>%1 mit LoRA (8-Bit-Basis)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Generate</source>
        <translation>Generieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Bewerten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Train</source>
        <translation>Trainieren</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Preference and RL phases</source>
        <translation>Phasen des Präferenz- und RL-Trainings</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: each step generates %2 for %3, scores them and trains the policy on them; about %4 prompts per hour. The %5 phase sets the memory peak: %6 of %7 per GPU.</source>
        <translation>%1: Jeder Schritt erzeugt %2 auf %3, bewertet sie und trainiert die Policy darauf; etwa %4 Prompts pro Stunde. Die Phase „%5“ bestimmt die Speicherspitze: %6 von %7 pro GPU.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n completion(s)</source>
        <translation>
            <numerusform>%n Antwort</numerusform>
            <numerusform>%n Antworten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n prompt(s)</source>
        <translation>
            <numerusform>%n Prompt</numerusform>
            <numerusform>%n Prompts</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: each step trains on %2 (chosen and rejected); about %3 pairs per hour. The %4 phase sets the memory peak: %5 of %6 per GPU.</source>
        <translation>%1: Jeder Schritt trainiert auf %2 (bevorzugt und abgelehnt); etwa %3 Paare pro Stunde. Die Phase „%4“ bestimmt die Speicherspitze: %5 von %6 pro GPU.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n preference pair(s)</source>
        <translation>
            <numerusform>%n Präferenzpaar</numerusform>
            <numerusform>%n Präferenzpaaren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (peak)</source>
        <translation>%1 (Spitze)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time per step</source>
        <translation>Zeit pro Schritt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>frozen reference %1</source>
        <translation>eingefrorene Referenz %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reward model %1</source>
        <translation>Reward-Modell %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>critic %1</source>
        <translation>Critic %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rollout engine %1</source>
        <translation>Rollout-Engine %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per GPU beside the policy&apos;s training: %1.</source>
        <translation>Pro GPU neben dem Training der Policy: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rollout engine runs on %1 GPUs of its own.</source>
        <translation>Die Rollout-Engine läuft auf %1 eigenen GPUs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Generation runs at the engine&apos;s decode rate (bytes read per token over the memory bandwidth); scoring is one forward per scored model; the defaults follow TRL, verl and OpenRLHF as the assumptions below name them.</source>
        <translation>Das Generieren läuft mit der Decode-Rate der Engine (gelesene Bytes pro Token über der Speicherbandbreite); Bewerten ist ein Forward-Durchlauf je bewertendem Modell; die Vorgaben folgen TRL, verl und OpenRLHF, wie die Annahmen unten sie nennen.</translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteRenderer</name>
    <message>
        <location filename="../../ui/quote/quoterenderer.cpp" line="+120"/>
        <source>the PDF could not be rendered</source>
        <translation>das PDF konnte nicht erzeugt werden</translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteSheet</name>
    <message>
        <source>Cloud price: %1, %2 %3 per GPU hour on demand, read %4 (%5)</source>
        <translation>Cloud-Preis: %1, %2 %3 je GPU-Stunde nach Bedarf, gelesen am %4 (%5)</translation>
    </message>
    <message>
        <source>No comparison: no exchange rate from the cloud price's currency.</source>
        <translation>Kein Vergleich: kein Wechselkurs von der Währung des Cloud-Preises.</translation>
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
    <message>
        <source>Renting is cheaper: it costs less per month than running the build.</source>
        <translation>Mieten ist günstiger: Es kostet im Monat weniger als der Betrieb der Konfiguration.</translation>
    </message>
    <message>
        <source>Renting is cheaper over %1 years: owning breaks even only in month %2.</source>
        <translation>Über %1 Jahre ist Mieten günstiger: Der Kauf rechnet sich erst im Monat %2.</translation>
    </message>
    <message>
        <source>Owning breaks even in month %1 of %2.</source>
        <translation>Der Kauf rechnet sich ab Monat %1 von %2.</translation>
    </message>
    <message>
        <source>Rented per GPU hour</source>
        <translation>Gemietet je GPU-Stunde</translation>
    </message>
    <message>
        <source>Owned per GPU hour</source>
        <translation>Gekauft je GPU-Stunde</translation>
    </message>
    <message>
        <source>Rented on demand</source>
        <translation>Gemietet nach Bedarf</translation>
    </message>
    <message>
        <source>Owned over the years of use</source>
        <translation>Gekauft über die Nutzungsdauer</translation>
    </message>
    <message>
        <source>Runs per month</source>
        <translation>Läufe im Monat</translation>
    </message>
    <message>
        <source>Own or rent</source>
        <translation>Kaufen oder mieten</translation>
    </message>
    <message>
        <source>RL models</source>
        <translation>RL-Modelle</translation>
    </message>
    <message>
        <source>Reference model</source>
        <translation>Referenzmodell</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <location filename="../../ui/sheet/quotesheet.cpp" line="+105"/>
        <source>Interactive sizing sheet</source>
        <translation>Interaktives Auslegungsblatt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quote %1</source>
        <translation>Angebot %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(draft)</source>
        <translation>(Entwurf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Valid until %1</source>
        <translation>Gültig bis %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on %2 × %3 fits: %4 of %5 GB per GPU in use, %6 GB free.</source>
        <translation>%1 auf %2 × %3 passt: %4 von %5 GB je GPU belegt, %6 GB frei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2 × %3 is tight: %4 of %5 GB per GPU in use, %6 GB free.</source>
        <translation>%1 auf %2 × %3 ist knapp: %4 von %5 GB je GPU belegt, %6 GB frei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2 × %3 does not fit: %4 GB per GPU needed, %5 GB installed.</source>
        <translation>%1 auf %2 × %3 passt nicht: %4 GB je GPU nötig, %5 GB eingebaut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This state cannot be evaluated: %1</source>
        <translation>Dieser Stand lässt sich nicht berechnen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This state cannot be evaluated: the value of “%1” in the link is not valid.</source>
        <translation>Dieser Stand lässt sich nicht berechnen: Der Wert von „%1“ im Link ist ungültig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This state cannot be evaluated.</source>
        <translation>Dieser Stand lässt sich nicht berechnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence length (tokens)</source>
        <translation>Sequenzlänge (Tokens)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of samples with an image</source>
        <translation>Anteil der Beispiele mit Bild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of GPUs</source>
        <translation>Anzahl GPUs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AdamW (32-bit states)</source>
        <translation>AdamW (32-Bit-Zustände)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8-Bit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paged AdamW</source>
        <translation>AdamW mit Seitenauslagerung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paged AdamW 8-bit</source>
        <translation>AdamW 8-Bit mit Seitenauslagerung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AdamW 4-bit</source>
        <translation>AdamW 4-Bit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory per GPU (GB)</source>
        <translation>Speicher je GPU (GB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer states</source>
        <translation>Optimiererzustände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffers</source>
        <translation>Puffer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In use</source>
        <translation>Belegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transfer vs compute per step (s)</source>
        <translation>Übertragung und Rechenzeit je Schritt (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transfer</source>
        <translation>Übertragung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step time</source>
        <translation>Schrittdauer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per second</source>
        <translation>Tokens pro Sekunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power against the feeds (kW)</source>
        <translation>Leistung und Anschlüsse (kW)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server draw</source>
        <translation>Leistungsaufnahme des Servers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 V / %2 A feed</source>
        <translation>Anschluss %1 V / %2 A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage (GB)</source>
        <translation>Speicherplatz (GB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One checkpoint</source>
        <translation>Ein Checkpoint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoints kept</source>
        <translation>Aufbewahrte Checkpoints</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final model, BF16</source>
        <translation>Fertiges Modell, BF16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final model, FP8</source>
        <translation>Fertiges Modell, FP8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link to this state</source>
        <translation>Link zu diesem Stand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the quoted build</source>
        <translation>Zurück zur angebotenen Konfiguration</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computed in this page by the same sizing core as the quote; nothing is sent anywhere.</source>
        <translation>In dieser Seite mit demselben Auslegungskern wie das Angebot berechnet; nichts wird irgendwohin gesendet.</translation>
    </message>
</context>
<context>
    <name>headroom::ui::VendorDialog</name>
    <message>
        <location filename="../../ui/quote/vendordialog.cpp" line="+38"/>
        <location line="+156"/>
        <source>Vendor Details</source>
        <translation>Anbieterdaten</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>&amp;Browse…</source>
        <translation>Durch&amp;suchen…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>on request</source>
        <translation>auf Anfrage</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Company:</source>
        <translation>&amp;Firma:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Email:</source>
        <translation>&amp;E-Mail:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Phone:</source>
        <translation>&amp;Telefon:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Web:</source>
        <translation>&amp;Web:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Logo (SVG or PNG):</source>
        <translation>&amp;Logo (SVG oder PNG):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;urrency:</source>
        <translation>&amp;Währung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;VAT:</source>
        <translation>&amp;MwSt.:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Service price:</source>
        <translation>&amp;Servicepreis:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quotes valid &amp;for:</source>
        <translation>Angebote &amp;gültig für:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pa&amp;per:</source>
        <translation>Pa&amp;pier:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Co&amp;untry (date format):</source>
        <translation>&amp;Land (Datumsformat):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Terms, English:</source>
        <translation>&amp;Bedingungen, Englisch:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Terms, &amp;German:</source>
        <translation>Bedingungen, &amp;Deutsch:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Logo</source>
        <translation>Logo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Images (*.svg *.png *.jpg)</source>
        <translation>Bilder (*.svg *.png *.jpg)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>the company name (key name) is empty</source>
        <translation>der Firmenname (Schlüssel name) ist leer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the currency (key currency) needs three letters, such as EUR</source>
        <translation>die Währung (Schlüssel currency) braucht drei Buchstaben, etwa EUR</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not a JSON object; correct or remove the file first</source>
        <translation>kein JSON-Objekt; korrigieren oder entfernen Sie die Datei zuerst</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the folder cannot be created</source>
        <translation>der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The vendor details could not be saved:
%1</source>
        <translation>Die Anbieterdaten konnten nicht gespeichert werden:
%1</translation>
    </message>
</context>
</TS>
