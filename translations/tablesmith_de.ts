<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CommandLine</name>
    <message>
        <source>Tablesmith: a desktop workbench for DynamoDB-style tables.</source>
        <translation>Tablesmith: eine Desktop-Werkbank für Tabellen im DynamoDB-Stil.</translation>
    </message>
    <message>
        <source>Open the database in FILE.</source>
        <translation>Die Datenbank in DATEI öffnen.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>Open an in-memory database that keeps nothing.</source>
        <translation>Eine Datenbank im Arbeitsspeicher öffnen, die nichts behält.</translation>
    </message>
    <message>
        <source>Sync every commit to disk (survives power loss).</source>
        <translation>Jeden Commit auf die Platte schreiben (übersteht Stromausfall).</translation>
    </message>
    <message>
        <source>Create the example table NAME (unless present) and open it. Examples: %1.</source>
        <translation>Die Beispieltabelle NAME anlegen (falls nicht vorhanden) und öffnen. Beispiele: %1.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Serve the DynamoDB API on 127.0.0.1:PORT (default %1).</source>
        <translation>Die DynamoDB-API auf 127.0.0.1:PORT bereitstellen (Standard %1).</translation>
    </message>
    <message>
        <source>PORT</source>
        <translation>PORT</translation>
    </message>
    <message>
        <source>Use either --db or --in-memory, not both.</source>
        <translation>Entweder --db oder --in-memory angeben, nicht beides.</translation>
    </message>
    <message>
        <source>There is no example called &quot;%1&quot;.</source>
        <translation>Es gibt kein Beispiel namens „%1“.</translation>
    </message>
    <message>
        <source>--serve takes a port number.</source>
        <translation>--serve erwartet eine Portnummer.</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>The request is not valid.</source>
        <translation>Die Anfrage ist ungültig.</translation>
    </message>
    <message>
        <source>The table or index does not exist.</source>
        <translation>Die Tabelle oder der Index existiert nicht.</translation>
    </message>
    <message>
        <source>The table is in use or already exists.</source>
        <translation>Die Tabelle wird verwendet oder existiert bereits.</translation>
    </message>
    <message>
        <source>The condition was not met; nothing was written.</source>
        <translation>Die Bedingung war nicht erfüllt; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>The transaction was cancelled.</source>
        <translation>Die Transaktion wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The request was throttled.</source>
        <translation>Die Anfrage wurde gedrosselt.</translation>
    </message>
    <message>
        <source>A limit was exceeded.</source>
        <translation>Ein Limit wurde überschritten.</translation>
    </message>
    <message>
        <source>The request could not be read.</source>
        <translation>Die Anfrage konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>This operation is not supported.</source>
        <translation>Diese Operation wird nicht unterstützt.</translation>
    </message>
    <message>
        <source>Access was denied.</source>
        <translation>Der Zugriff wurde verweigert.</translation>
    </message>
    <message>
        <source>The stream position is no longer valid.</source>
        <translation>Die Stream-Position ist nicht mehr gültig.</translation>
    </message>
    <message>
        <source>The engine reported an internal error.</source>
        <translation>Die Engine meldete einen internen Fehler.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Cannot open database</source>
        <translation>Datenbank kann nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CallLogDock</name>
    <message>
        <source>API calls</source>
        <translation>API-Aufrufe</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CallLogModel</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>1 item</source>
        <translation>1 Element</translation>
    </message>
    <message>
        <source>%1 items</source>
        <translation>%1 Elemente</translation>
    </message>
    <message>
        <source>1 table</source>
        <translation>1 Tabelle</translation>
    </message>
    <message>
        <source>%1 tables</source>
        <translation>%1 Tabellen</translation>
    </message>
    <message>
        <source>%1 RCU</source>
        <translation>%1 RCU</translation>
    </message>
    <message>
        <source>%1 WCU</source>
        <translation>%1 WCU</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ConnectionsDock</name>
    <message>
        <source>Connections</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <source>embedded · %1</source>
        <translation>eingebettet · %1</translation>
    </message>
    <message>
        <source>Partition key (HASH)</source>
        <translation>Partitionsschlüssel (HASH)</translation>
    </message>
    <message>
        <source>Sort key (RANGE)</source>
        <translation>Sortierschlüssel (RANGE)</translation>
    </message>
    <message>
        <source>Global secondary index</source>
        <translation>Globaler sekundärer Index</translation>
    </message>
    <message>
        <source>Local secondary index</source>
        <translation>Lokaler sekundärer Index</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ExampleLoader</name>
    <message>
        <source>There is no example called &quot;%1&quot;.</source>
        <translation>Es gibt kein Beispiel namens „%1“.</translation>
    </message>
    <message>
        <source>The example &quot;%1&quot; has no table in its model.</source>
        <translation>Das Beispiel „%1“ enthält keine Tabelle in seinem Modell.</translation>
    </message>
    <message>
        <source>The example &quot;%1&quot; has an unreadable item.</source>
        <translation>Das Beispiel „%1“ enthält ein unlesbares Element.</translation>
    </message>
    <message>
        <source>The engine kept some example items unprocessed.</source>
        <translation>Die Engine hat einige Beispielelemente nicht verarbeitet.</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::MainWindow</name>
    <message>
        <source>No table open</source>
        <translation>Keine Tabelle geöffnet</translation>
    </message>
    <message>
        <source>Double-click a table in Connections to browse its items.</source>
        <translation>Doppelklicken Sie auf eine Tabelle unter „Verbindungen“, um ihre Elemente anzuzeigen.</translation>
    </message>
    <message>
        <source>Tablesmith</source>
        <translation>Tablesmith</translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation>Datenbank ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;New In-Memory Database</source>
        <translation>&amp;Neue Datenbank im Arbeitsspeicher</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Refresh Tables</source>
        <translation>Tabellen a&amp;ktualisieren</translation>
    </message>
    <message>
        <source>&amp;Serve DynamoDB API on localhost</source>
        <translation>DynamoDB-API auf localhost &amp;bereitstellen</translation>
    </message>
    <message>
        <source>&amp;About Tablesmith</source>
        <translation>&amp;Über Tablesmith</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Server</source>
        <translation>&amp;Server</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Tablesmith — %1</source>
        <translation>Tablesmith — %1</translation>
    </message>
    <message>
        <source>embedded · %1</source>
        <translation>eingebettet · %1</translation>
    </message>
    <message>
        <source>Example not loaded</source>
        <translation>Beispiel nicht geladen</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>Es ist keine Datenbank geöffnet.</translation>
    </message>
    <message>
        <source>Cannot serve the DynamoDB API</source>
        <translation>Die DynamoDB-API kann nicht bereitgestellt werden</translation>
    </message>
    <message>
        <source>serving on %1</source>
        <translation>bereitgestellt auf %1</translation>
    </message>
    <message>
        <source>AWS CLI: aws dynamodb list-tables --endpoint-url http://%1</source>
        <translation>AWS CLI: aws dynamodb list-tables --endpoint-url http://%1</translation>
    </message>
    <message>
        <source>last: %1</source>
        <translation>zuletzt: %1</translation>
    </message>
    <message>
        <source>Open Database</source>
        <translation>Datenbank öffnen</translation>
    </message>
    <message>
        <source>Tablesmith databases (*.tsdb *.db *.sqlite);;All files (*)</source>
        <translation>Tablesmith-Datenbanken (*.tsdb *.db *.sqlite);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot open the database</source>
        <translation>Die Datenbank kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot create the database</source>
        <translation>Die Datenbank kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>About Tablesmith</source>
        <translation>Über Tablesmith</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tablesmith %1&lt;/h3&gt;&lt;p&gt;A desktop workbench for DynamoDB-style tables, with an embedded DynamoDB-compatible engine.&lt;/p&gt;&lt;p&gt;Design key schemas, browse items by partition, and serve the DynamoDB API on localhost for the AWS CLI and SDKs.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tablesmith %1&lt;/h3&gt;&lt;p&gt;Eine Desktop-Werkbank für Tabellen im DynamoDB-Stil, mit eingebetteter DynamoDB-kompatibler Engine.&lt;/p&gt;&lt;p&gt;Schlüsselschemata entwerfen, Elemente nach Partition durchsehen und die DynamoDB-API auf localhost für AWS CLI und SDKs bereitstellen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tablesmith could not listen on 127.0.0.1:%1.</source>
        <translation>Tablesmith konnte nicht auf 127.0.0.1:%1 lauschen.</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::Session</name>
    <message>
        <source>in-memory</source>
        <translation>im Arbeitsspeicher</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TableItemsModel</name>
    <message>
        <source>attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <source>Partition key (HASH)</source>
        <translation>Partitionsschlüssel (HASH)</translation>
    </message>
    <message>
        <source>Sort key (RANGE)</source>
        <translation>Sortierschlüssel (RANGE)</translation>
    </message>
    <message>
        <source>Every other attribute of the item, with its value</source>
        <translation>Alle übrigen Attribute des Elements mit ihren Werten</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TableTab</name>
    <message>
        <source>partition key %1</source>
        <translation>Partitionsschlüssel %1</translation>
    </message>
    <message>
        <source>sort key %1</source>
        <translation>Sortierschlüssel %1</translation>
    </message>
    <message>
        <source>GSI %1</source>
        <translation>GSI %1</translation>
    </message>
    <message>
        <source>LSI %1</source>
        <translation>LSI %1</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>auf Abruf</translation>
    </message>
    <message>
        <source>provisioned</source>
        <translation>bereitgestellte Kapazität</translation>
    </message>
    <message>
        <source>describing…</source>
        <translation>wird beschrieben …</translation>
    </message>
    <message>
        <source>Reload the table from its first page</source>
        <translation>Die Tabelle ab der ersten Seite neu laden</translation>
    </message>
    <message>
        <source>Load more</source>
        <translation>Mehr laden</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen …</translation>
    </message>
    <message>
        <source>DescribeTable gave no table.</source>
        <translation>DescribeTable lieferte keine Tabelle.</translation>
    </message>
    <message>
        <source>1 item loaded</source>
        <translation>1 Element geladen</translation>
    </message>
    <message>
        <source>%1 items loaded</source>
        <translation>%1 Elemente geladen</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation>wird geladen …</translation>
    </message>
    <message>
        <source>end of table</source>
        <translation>Ende der Tabelle</translation>
    </message>
    <message>
        <source>more available</source>
        <translation>weitere verfügbar</translation>
    </message>
</context>
</TS>
