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
    <message>
        <source>Also open the DynamoDB endpoint at URL (e.g. http://localhost:8000), signing with an AWS profile&apos;s keys.</source>
        <translation>Zusätzlich den DynamoDB-Endpunkt unter URL öffnen (z. B. http://localhost:8000), signiert mit den Schlüsseln eines AWS-Profils.</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>The region for --connect (default: the profile&apos;s).</source>
        <translation>Die Region für --connect (Standard: die des Profils).</translation>
    </message>
    <message>
        <source>REGION</source>
        <translation>REGION</translation>
    </message>
    <message>
        <source>The AWS profile for --connect (default: AWS_PROFILE, else the environment&apos;s keys or &quot;default&quot;).</source>
        <translation>Das AWS-Profil für --connect (Standard: AWS_PROFILE, sonst die Schlüssel der Umgebung oder &quot;default&quot;).</translation>
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
    <message>
        <source>This request token was already used for a different request.</source>
        <translation>Dieses Anfrage-Token wurde bereits für eine andere Anfrage verwendet.</translation>
    </message>
    <message>
        <source>The endpoint refused the request.</source>
        <translation>Der Endpunkt hat die Anfrage abgelehnt.</translation>
    </message>
    <message>
        <source>The endpoint could not be reached.</source>
        <translation>Der Endpunkt ist nicht erreichbar.</translation>
    </message>
</context>
<context>
    <name>ItemJson</name>
    <message>
        <source>%1: number %2 written as a string</source>
        <translation>%1: Zahl %2 als Zeichenkette geschrieben</translation>
    </message>
    <message>
        <source>%1: number %2 is beyond double precision; other JSON tools may round it</source>
        <translation>%1: Zahl %2 übersteigt die double-Genauigkeit; andere JSON-Werkzeuge runden sie womöglich</translation>
    </message>
    <message>
        <source>%1: binary written as a base64 string</source>
        <translation>%1: Binärwert als Base64-Zeichenkette geschrieben</translation>
    </message>
    <message>
        <source>%1: %2 set written as a list</source>
        <translation>%1: %2-Menge als Liste geschrieben</translation>
    </message>
    <message>
        <source>JSON syntax error: %1</source>
        <translation>JSON-Syntaxfehler: %1</translation>
    </message>
    <message>
        <source>An item is a JSON object of attributes.</source>
        <translation>Ein Element ist ein JSON-Objekt aus Attributen.</translation>
    </message>
</context>
<context>
    <name>ItemTree</name>
    <message>
        <source>string</source>
        <translation>Zeichenkette</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>binary</source>
        <translation>Binärwert</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>Wahrheitswert</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>map</source>
        <translation>Map</translation>
    </message>
    <message>
        <source>list</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>string set</source>
        <translation>Zeichenkettenmenge</translation>
    </message>
    <message>
        <source>number set</source>
        <translation>Zahlenmenge</translation>
    </message>
    <message>
        <source>binary set</source>
        <translation>Binärmenge</translation>
    </message>
    <message>
        <source>malformed</source>
        <translation>fehlerhaft</translation>
    </message>
    <message>
        <source>⟨1 member⟩</source>
        <translation>⟨1 Element⟩</translation>
    </message>
    <message>
        <source>⟨%1 members⟩</source>
        <translation>⟨%1 Elemente⟩</translation>
    </message>
    <message>
        <source>[1 element]</source>
        <translation>[1 Eintrag]</translation>
    </message>
    <message>
        <source>[%1 elements]</source>
        <translation>[%1 Einträge]</translation>
    </message>
    <message>
        <source>empty string</source>
        <translation>leere Zeichenkette</translation>
    </message>
    <message>
        <source>{1 attribute}</source>
        <translation>{1 Attribut}</translation>
    </message>
    <message>
        <source>{%1 attributes}</source>
        <translation>{%1 Attribute}</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>malformed value</source>
        <translation>fehlerhafter Wert</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The new language applies when Tablesmith starts again.</source>
        <translation>Die neue Sprache gilt beim nächsten Start von Tablesmith.</translation>
    </message>
</context>
<context>
    <name>PlainJson</name>
    <message>
        <source>JSON syntax error: %1</source>
        <translation>JSON-Syntaxfehler: %1</translation>
    </message>
    <message>
        <source>An item is a JSON object of attributes.</source>
        <translation>Ein Element ist ein JSON-Objekt aus Attributen.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>RemoteSession</name>
    <message>
        <source>The profile %1 has no aws_access_key_id and aws_secret_access_key.</source>
        <translation>Das Profil %1 hat kein aws_access_key_id und aws_secret_access_key.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>T&amp;heme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Wie das &amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Cannot open database</source>
        <translation>Datenbank kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot connect</source>
        <translation>Keine Verbindung möglich</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CallLogDock</name>
    <message>
        <source>API calls</source>
        <translation>API-Aufrufe</translation>
    </message>
    <message>
        <source>API calls, newest last</source>
        <translation>API-Aufrufe, neueste zuletzt</translation>
    </message>
    <message>
        <source>Request and response of the selected call</source>
        <translation>Anfrage und Antwort des ausgewählten Aufrufs</translation>
    </message>
    <message>
        <source>Select a call to see its request and response</source>
        <translation>Wählen Sie einen Aufruf, um Anfrage und Antwort zu sehen</translation>
    </message>
    <message>
        <source>Request:
%1

Response:
%2</source>
        <translation>Anfrage:
%1

Antwort:
%2</translation>
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
    <message>
        <source>… (%1 more bytes)</source>
        <translation>… (%1 weitere Bytes)</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ConnectEndpointDialog</name>
    <message>
        <source>Connect to Endpoint</source>
        <translation>Mit Endpunkt verbinden</translation>
    </message>
    <message>
        <source>Browse tables on AWS, DynamoDB Local or another tablesmith-server. Leave the URL empty for AWS&apos;s endpoint in the region.</source>
        <translation>Tabellen auf AWS, DynamoDB Local oder einem anderen tablesmith-server durchsuchen. Lassen Sie die URL leer für den AWS-Endpunkt der Region.</translation>
    </message>
    <message>
        <source>&amp;Recent:</source>
        <translation>&amp;Zuletzt:</translation>
    </message>
    <message>
        <source>Endpoint &amp;URL:</source>
        <translation>Endpunkt-&amp;URL:</translation>
    </message>
    <message>
        <source>Re&amp;gion:</source>
        <translation>Re&amp;gion:</translation>
    </message>
    <message>
        <source>Credentials:</source>
        <translation>Anmeldedaten:</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>AWS &amp;profile</source>
        <translation>AWS-&amp;Profil</translation>
    </message>
    <message>
        <source>Access &amp;keys</source>
        <translation>Zugriffs&amp;schlüssel</translation>
    </message>
    <message>
        <source>Access key ID</source>
        <translation>Zugriffsschlüssel-ID</translation>
    </message>
    <message>
        <source>Secret access key (not saved)</source>
        <translation>Geheimer Zugriffsschlüssel (wird nicht gespeichert)</translation>
    </message>
    <message>
        <source>Session token (optional, not saved)</source>
        <translation>Sitzungstoken (optional, wird nicht gespeichert)</translation>
    </message>
    <message>
        <source>No profiles in ~/.aws</source>
        <translation>Keine Profile in ~/.aws</translation>
    </message>
    <message>
        <source>Cannot read ~/.aws</source>
        <translation>~/.aws kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>None yet</source>
        <translation>Noch keine</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>AWS</source>
        <translation>AWS</translation>
    </message>
    <message>
        <source>profile %1</source>
        <translation>Profil %1</translation>
    </message>
    <message>
        <source>A region holds only letters, digits and &apos;-&apos;, e.g. eu-west-1.</source>
        <translation>Eine Region besteht nur aus Buchstaben, Ziffern und &apos;-&apos;, z. B. eu-west-1.</translation>
    </message>
    <message>
        <source>Choose a profile, or enter access keys.</source>
        <translation>Wählen Sie ein Profil oder geben Sie Zugriffsschlüssel ein.</translation>
    </message>
    <message>
        <source>Enter a region: the profile %1 names none.</source>
        <translation>Geben Sie eine Region ein: Das Profil %1 nennt keine.</translation>
    </message>
    <message>
        <source>Enter a region, e.g. us-east-1.</source>
        <translation>Geben Sie eine Region ein, z. B. us-east-1.</translation>
    </message>
    <message>
        <source>Enter an access key ID.</source>
        <translation>Geben Sie eine Zugriffsschlüssel-ID ein.</translation>
    </message>
    <message>
        <source>Enter the secret access key.</source>
        <translation>Geben Sie den geheimen Zugriffsschlüssel ein.</translation>
    </message>
    <message>
        <source>e.g. http://localhost:8000</source>
        <translation>z. B. http://localhost:8000</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1…</translation>
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
        <source>Connected: more than %1.</source>
        <translation>Verbunden: mehr als %1.</translation>
    </message>
    <message>
        <source>Connected: %1.</source>
        <translation>Verbunden: %1.</translation>
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
    <message>
        <source>Connections and their tables</source>
        <translation>Verbindungen und ihre Tabellen</translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation>Trennen</translation>
    </message>
    <message>
        <source>%1, backfilling</source>
        <translation>%1, wird befüllt</translation>
    </message>
    <message>
        <source>%1 items, %2</source>
        <translation>%1 Elemente, %2</translation>
    </message>
    <message>
        <source>projects %1</source>
        <translation>projiziert %1</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CreateTableDialog</name>
    <message>
        <source>String (S)</source>
        <translation>Zeichenkette (S)</translation>
    </message>
    <message>
        <source>Number (N)</source>
        <translation>Zahl (N)</translation>
    </message>
    <message>
        <source>Binary (B)</source>
        <translation>Binär (B)</translation>
    </message>
    <message>
        <source>Create table</source>
        <translation>Tabelle anlegen</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>e.g. ecommerce</source>
        <translation>z. B. ecommerce</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>On-demand (PAY_PER_REQUEST)</source>
        <translation>Auf Abruf (PAY_PER_REQUEST)</translation>
    </message>
    <message>
        <source>Provisioned</source>
        <translation>Bereitgestellt</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Partition key</source>
        <translation>&amp;Partitionsschlüssel</translation>
    </message>
    <message>
        <source>&amp;Sort key</source>
        <translation>&amp;Sortierschlüssel</translation>
    </message>
    <message>
        <source>&amp;Billing</source>
        <translation>&amp;Abrechnung</translation>
    </message>
    <message>
        <source>RCU</source>
        <translation>RCU</translation>
    </message>
    <message>
        <source>WCU</source>
        <translation>WCU</translation>
    </message>
    <message>
        <source>Add index</source>
        <translation>Index hinzufügen</translation>
    </message>
    <message>
        <source>Remove index</source>
        <translation>Index entfernen</translation>
    </message>
    <message>
        <source>The table name needs 3 to 255 letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;.</source>
        <translation>Der Tabellenname braucht 3 bis 255 Buchstaben, Ziffern, &apos;_&apos;, &apos;-&apos; oder &apos;.&apos;.</translation>
    </message>
    <message>
        <source>The partition key needs a name.</source>
        <translation>Der Partitionsschlüssel braucht einen Namen.</translation>
    </message>
    <message>
        <source>The sort key must differ from the partition key.</source>
        <translation>Der Sortierschlüssel muss sich vom Partitionsschlüssel unterscheiden.</translation>
    </message>
    <message>
        <source>Provisioned capacity needs at least 1 read and 1 write unit.</source>
        <translation>Bereitgestellte Kapazität braucht mindestens 1 Lese- und 1 Schreibeinheit.</translation>
    </message>
    <message>
        <source>Secondary indexes</source>
        <translation>Sekundäre Indizes</translation>
    </message>
    <message>
        <source>Stream and time to live</source>
        <translation>Stream und TTL</translation>
    </message>
    <message>
        <source>&amp;Record every change in a stream</source>
        <translation>Jede Änderung in einem Stream &amp;aufzeichnen</translation>
    </message>
    <message>
        <source>New and old images</source>
        <translation>Neues und altes Abbild</translation>
    </message>
    <message>
        <source>New image</source>
        <translation>Neues Abbild</translation>
    </message>
    <message>
        <source>Old image</source>
        <translation>Altes Abbild</translation>
    </message>
    <message>
        <source>Keys only</source>
        <translation>Nur Schlüssel</translation>
    </message>
    <message>
        <source>Stream view type</source>
        <translation>Stream-Ansichtstyp</translation>
    </message>
    <message>
        <source>none — e.g. expiresAt (epoch seconds)</source>
        <translation>keins — z. B. expiresAt (Epochensekunden)</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Stream</translation>
    </message>
    <message>
        <source>&amp;Time to live attribute</source>
        <translation>&amp;TTL-Attribut</translation>
    </message>
    <message>
        <source>The time to live attribute name is longer than 255 characters.</source>
        <translation>Der Name des TTL-Attributs ist länger als 255 Zeichen.</translation>
    </message>
    <message>
        <source>Partition key name</source>
        <translation>Name des Partitionsschlüssels</translation>
    </message>
    <message>
        <source>Partition key type</source>
        <translation>Typ des Partitionsschlüssels</translation>
    </message>
    <message>
        <source>Sort key name</source>
        <translation>Name des Sortierschlüssels</translation>
    </message>
    <message>
        <source>Sort key type</source>
        <translation>Typ des Sortierschlüssels</translation>
    </message>
    <message>
        <source>Billing mode</source>
        <translation>Abrechnungsmodus</translation>
    </message>
    <message>
        <source>Read capacity units</source>
        <translation>Lesekapazitätseinheiten</translation>
    </message>
    <message>
        <source>Write capacity units</source>
        <translation>Schreibkapazitätseinheiten</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::EntityLegend</name>
    <message>
        <source>Entity types:</source>
        <translation>Entitätstypen:</translation>
    </message>
    <message>
        <source>key separator</source>
        <translation>Schlüsseltrenner</translation>
    </message>
    <message>
        <source>Entity types are the part of a key before this character</source>
        <translation>Entitätstypen sind der Teil eines Schlüssels vor diesem Zeichen</translation>
    </message>
    <message>
        <source>Entity key separator</source>
        <translation>Trennzeichen für Entitätstypen</translation>
    </message>
    <message>
        <source>Show or hide %1 items (key prefix &quot;%2&quot;)</source>
        <translation>%1-Elemente zeigen oder ausblenden (Schlüsselpräfix „%2“)</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>keine gefunden</translation>
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
    <name>tablesmith::gui::ExportDialog</name>
    <message>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>File to write</source>
        <translation>Zieldatei</translation>
    </message>
    <message>
        <source>From the file&apos;s extension</source>
        <translation>Aus der Dateiendung</translation>
    </message>
    <message>
        <source>F&amp;ormat</source>
        <translation>F&amp;ormat</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>Choose a file to write.</source>
        <translation>Wählen Sie eine Zieldatei.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Der Ordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source>Choose a format, or end the file name in .jsonl, .json or .csv.</source>
        <translation>Wählen Sie ein Format oder beenden Sie den Dateinamen mit .jsonl, .json oder .csv.</translation>
    </message>
    <message>
        <source>DynamoDB JSON lines (*.jsonl);;JSON array (*.json);;CSV (*.csv)</source>
        <translation>DynamoDB-JSON-Zeilen (*.jsonl);;JSON-Array (*.json);;CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ImportDialog</name>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>File to import</source>
        <translation>Zu importierende Datei</translation>
    </message>
    <message>
        <source>Detect from the file</source>
        <translation>Aus der Datei erkennen</translation>
    </message>
    <message>
        <source>F&amp;ormat</source>
        <translation>F&amp;ormat</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tabelle</translation>
    </message>
    <message>
        <source>&amp;Skip bad lines and load the rest</source>
        <translation>Fehlerhafte Zeilen ü&amp;berspringen, den Rest laden</translation>
    </message>
    <message>
        <source>Load &amp;nothing if any line is bad</source>
        <translation>&amp;Nichts laden, wenn eine Zeile fehlerhaft ist</translation>
    </message>
    <message>
        <source>Bad lines</source>
        <translation>Fehlerhafte Zeilen</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Choose a file to import.</source>
        <translation>Wählen Sie eine Datei zum Importieren.</translation>
    </message>
    <message>
        <source>%1 is not a readable file.</source>
        <translation>%1 ist keine lesbare Datei.</translation>
    </message>
    <message>
        <source>Choose the table to load into (create it first).</source>
        <translation>Wählen Sie die Zieltabelle (legen Sie sie zuerst an).</translation>
    </message>
    <message>
        <source>Table data (*.jsonl *.ndjson *.json *.csv);;All files (*)</source>
        <translation>Tabellendaten (*.jsonl *.ndjson *.json *.csv);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::IndexTable</name>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Index name</source>
        <translation>Indexname</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>Partitionsschlüssel</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>Sortierschlüssel</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>Projektion</translation>
    </message>
    <message>
        <source>Projected attributes</source>
        <translation>Projizierte Attribute</translation>
    </message>
    <message>
        <source>Secondary indexes</source>
        <translation>Sekundäre Indizes</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Global</source>
        <translation>Global</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Lokal</translation>
    </message>
    <message>
        <source>All attributes</source>
        <translation>Alle Attribute</translation>
    </message>
    <message>
        <source>Keys only</source>
        <translation>Nur Schlüssel</translation>
    </message>
    <message>
        <source>Include…</source>
        <translation>Einschließen…</translation>
    </message>
    <message>
        <source>Index %1: the name needs 3 to 255 letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;.</source>
        <translation>Index %1: der Name braucht 3 bis 255 Buchstaben, Ziffern, &apos;_&apos;, &apos;-&apos; oder &apos;.&apos;.</translation>
    </message>
    <message>
        <source>Index %1: another index is called %2.</source>
        <translation>Index %1: ein anderer Index heißt bereits %2.</translation>
    </message>
    <message>
        <source>Index %1: the partition key needs a name.</source>
        <translation>Index %1: der Partitionsschlüssel braucht einen Namen.</translation>
    </message>
    <message>
        <source>Index %1: a local index needs a table with a sort key.</source>
        <translation>Index %1: Ein lokaler Index braucht eine Tabelle mit Sortierschlüssel.</translation>
    </message>
    <message>
        <source>Index %1: a local index needs its own sort key.</source>
        <translation>Index %1: Ein lokaler Index braucht einen eigenen Sortierschlüssel.</translation>
    </message>
    <message>
        <source>Index %1: a local index sorts by another attribute than the table.</source>
        <translation>Index %1: Ein lokaler Index sortiert nach einem anderen Attribut als die Tabelle.</translation>
    </message>
    <message>
        <source>Index %1: name the attributes to include, separated by commas.</source>
        <translation>Index %1: Nennen Sie die einzuschließenden Attribute, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>Index %1: key types are S, N or B.</source>
        <translation>Index %1: Schlüsseltypen sind S, N oder B.</translation>
    </message>
    <message>
        <source>Index %1: %2 is already a key of type %3.</source>
        <translation>Index %1: %2 ist bereits ein Schlüssel vom Typ %3.</translation>
    </message>
    <message>
        <source>A table has at most %1 global secondary indexes.</source>
        <translation>Eine Tabelle hat höchstens %1 globale sekundäre Indizes.</translation>
    </message>
    <message>
        <source>A table has at most %1 local secondary indexes.</source>
        <translation>Eine Tabelle hat höchstens %1 lokale sekundäre Indizes.</translation>
    </message>
    <message>
        <source>Indexes project at most %1 attributes in all; these project %2.</source>
        <translation>Indizes projizieren insgesamt höchstens %1 Attribute; diese projizieren %2.</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ItemActions</name>
    <message>
        <source>&amp;New Item…</source>
        <translation>&amp;Neues Element…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>&amp;Edit Item…</source>
        <translation>Element &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>D&amp;uplicate Item…</source>
        <translation>Element &amp;duplizieren…</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Delete Items…</source>
        <translation>Elemente &amp;löschen…</translation>
    </message>
    <message>
        <source>Copy as &amp;DynamoDB JSON</source>
        <translation>Als &amp;DynamoDB-JSON kopieren</translation>
    </message>
    <message>
        <source>Copy as &amp;Plain JSON</source>
        <translation>Als &amp;einfaches JSON kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Copy as &amp;AWS CLI Command</source>
        <translation>Als &amp;AWS-CLI-Befehl kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Alt+C</source>
        <translation>Ctrl+Alt+C</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Edit item</source>
        <translation>Element bearbeiten</translation>
    </message>
    <message>
        <source>Create item</source>
        <translation>Element anlegen</translation>
    </message>
    <message>
        <source>Delete items</source>
        <translation>Elemente löschen</translation>
    </message>
    <message>
        <source>Delete 1 item from %1?</source>
        <translation>1 Element aus %1 löschen?</translation>
    </message>
    <message>
        <source>Delete %1 items from %2?</source>
        <translation>%1 Elemente aus %2 löschen?</translation>
    </message>
    <message>
        <source>You can undo this with Edit → Undo.</source>
        <translation>Das lässt sich mit Bearbeiten → Rückgängig zurücknehmen.</translation>
    </message>
    <message>
        <source>Delete %1 items</source>
        <translation>%1 Elemente löschen</translation>
    </message>
    <message>
        <source>Deleted 1 item</source>
        <translation>1 Element gelöscht</translation>
    </message>
    <message>
        <source>Deleted %1 items</source>
        <translation>%1 Elemente gelöscht</translation>
    </message>
    <message>
        <source>Delete failed: %1</source>
        <translation>Löschen fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Undo failed: %1</source>
        <translation>Rückgängig fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Deleting %1 items…</source>
        <translation>%1 Elemente werden gelöscht…</translation>
    </message>
    <message>
        <source>Delete cancelled: %1 of %2 items deleted</source>
        <translation>Löschen abgebrochen: %1 von %2 Elementen gelöscht</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ItemDetailsDock</name>
    <message>
        <source>Item details</source>
        <translation>Elementdetails</translation>
    </message>
    <message>
        <source>No item selected</source>
        <translation>Kein Element ausgewählt</translation>
    </message>
    <message>
        <source>Item attributes</source>
        <translation>Attribute des Elements</translation>
    </message>
    <message>
        <source>Select a value to see it in full</source>
        <translation>Einen Wert auswählen, um ihn vollständig zu sehen</translation>
    </message>
    <message>
        <source>Selected value</source>
        <translation>Ausgewählter Wert</translation>
    </message>
    <message>
        <source>%1 bytes, base64:</source>
        <translation>%1 Bytes, Base64:</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ItemEditorDialog</name>
    <message>
        <source>Edit item — %1</source>
        <translation>Element bearbeiten — %1</translation>
    </message>
    <message>
        <source>New item — %1</source>
        <translation>Neues Element — %1</translation>
    </message>
    <message>
        <source>Item text</source>
        <translation>Text des Elements</translation>
    </message>
    <message>
        <source>Saving checks that nobody changed the item meanwhile.</source>
        <translation>Beim Speichern wird geprüft, dass niemand das Element inzwischen geändert hat.</translation>
    </message>
    <message>
        <source>Saving fails if an item with this key exists.</source>
        <translation>Speichern schlägt fehl, wenn ein Element mit diesem Schlüssel existiert.</translation>
    </message>
    <message>
        <source>DynamoDB JSON</source>
        <translation>DynamoDB-JSON</translation>
    </message>
    <message>
        <source>Plain JSON</source>
        <translation>Einfaches JSON</translation>
    </message>
    <message>
        <source>Plain JSON has no sets, binary or exact numbers</source>
        <translation>Einfaches JSON kennt keine Mengen, Binärwerte oder exakten Zahlen</translation>
    </message>
    <message>
        <source>Current item in the table</source>
        <translation>Aktuelles Element in der Tabelle</translation>
    </message>
    <message>
        <source>Overwrite with mine</source>
        <translation>Mit meiner Fassung überschreiben</translation>
    </message>
    <message>
        <source>Reload theirs</source>
        <translation>Fassung aus der Tabelle laden</translation>
    </message>
    <message>
        <source>Plain JSON cannot keep every type; saving from it stores:</source>
        <translation>Einfaches JSON kann nicht jeden Typ halten; Speichern daraus legt ab:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Changed meanwhile.&lt;/b&gt; The item in the table (right) is no longer the one you loaded.</source>
        <translation>&lt;b&gt;Inzwischen geändert.&lt;/b&gt; Das Element in der Tabelle (rechts) ist nicht mehr das geladene.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Deleted or created meanwhile.&lt;/b&gt; The table no longer holds the item you loaded.</source>
        <translation>&lt;b&gt;Inzwischen gelöscht oder angelegt.&lt;/b&gt; Die Tabelle enthält das geladene Element nicht mehr.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Yours&lt;/b&gt;, not saved</source>
        <translation>&lt;b&gt;Ihre Fassung&lt;/b&gt;, nicht gespeichert</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>Formular</translation>
    </message>
    <message>
        <source>Each attribute with its type and value; maps and lists as a tree</source>
        <translation>Jedes Attribut mit Typ und Wert; Maps und Listen als Baum</translation>
    </message>
    <message>
        <source>Add &amp;attribute</source>
        <translation>&amp;Attribut hinzufügen</translation>
    </message>
    <message>
        <source>Add e&amp;lement</source>
        <translation>&amp;Element hinzufügen</translation>
    </message>
    <message>
        <source>Adds a member to the selected map, list or set</source>
        <translation>Fügt der ausgewählten Map, Liste oder Menge ein Element hinzu</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ItemForm</name>
    <message>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Item attributes as a form</source>
        <translation>Attribute des Elements als Formular</translation>
    </message>
    <message>
        <source>{%1 attributes}</source>
        <translation>{%1 Attribute}</translation>
    </message>
    <message>
        <source>%1 elements</source>
        <translation>%1 Elemente</translation>
    </message>
    <message>
        <source>attribute%1</source>
        <translation>attribut%1</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>Attribute %1 needs a name.</source>
        <translation>Attribut %1 braucht einen Namen.</translation>
    </message>
    <message>
        <source>%1 appears twice.</source>
        <translation>%1 kommt zweimal vor.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
    <message>
        <source>&amp;New Table…</source>
        <translation>&amp;Neue Tabelle…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+T</source>
        <translation>Ctrl+Shift+T</translation>
    </message>
    <message>
        <source>&amp;Delete Table…</source>
        <translation>Tabelle &amp;löschen…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tabelle</translation>
    </message>
    <message>
        <source>Delete table</source>
        <translation>Tabelle löschen</translation>
    </message>
    <message>
        <source>Delete the table %1 and every item in it? This cannot be undone.</source>
        <translation>Die Tabelle %1 mit allen Elementen löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Table not deleted</source>
        <translation>Tabelle nicht gelöscht</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Export Table…</source>
        <translation>Tabelle &amp;exportieren…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>De&amp;scribe Table…</source>
        <translation>Tabelle &amp;beschreiben…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+D</source>
        <translation>Ctrl+Shift+D</translation>
    </message>
    <message>
        <source>&amp;Connect to Endpoint…</source>
        <translation>Mit &amp;Endpunkt verbinden…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Browse tables on AWS, DynamoDB Local or a tablesmith-server</source>
        <translation>Tabellen auf AWS, DynamoDB Local oder einem tablesmith-server durchsuchen</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>Cannot connect</source>
        <translation>Keine Verbindung möglich</translation>
    </message>
    <message>
        <source>remote · %1</source>
        <translation>entfernt · %1</translation>
    </message>
    <message>
        <source>Calls from the table in front go to %1.</source>
        <translation>Aufrufe der vorderen Tabelle gehen an %1.</translation>
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
    <name>tablesmith::gui::TableDescriptionDialog</name>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tabelle %1</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>Projektion</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Secondary indexes</source>
        <translation>Sekundäre Indizes</translation>
    </message>
    <message>
        <source>DescribeTable response</source>
        <translation>Antwort von DescribeTable</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>DescribeTable</source>
        <translation>DescribeTable</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source> · %1 RCU · %2 WCU</source>
        <translation> · %1 RCU · %2 WCU</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Stream</translation>
    </message>
    <message>
        <source>ARN</source>
        <translation>ARN</translation>
    </message>
    <message>
        <source>global</source>
        <translation>global</translation>
    </message>
    <message>
        <source>local</source>
        <translation>lokal</translation>
    </message>
    <message>
        <source> · backfilling</source>
        <translation> · wird befüllt</translation>
    </message>
    <message>
        <source>Time to live</source>
        <translation>TTL</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 für %2</translation>
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
    <message>
        <source>Attribute %1</source>
        <translation>Attribut %1</translation>
    </message>
    <message>
        <source>(not loaded: press F5)</source>
        <translation>(nicht geladen: F5 drücken)</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation>wird geladen …</translation>
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
    <message>
        <source>Partition view</source>
        <translation>Partitionsansicht</translation>
    </message>
    <message>
        <source>Items grouped by partition, attributes as name and value</source>
        <translation>Elemente nach Partition gruppiert, Attribute als Name und Wert</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>One column per attribute name; right-click the header to hide columns, drag to reorder</source>
        <translation>Eine Spalte je Attributname; Rechtsklick auf den Kopf blendet Spalten aus, Ziehen ordnet sie um</translation>
    </message>
    <message>
        <source>Show all columns</source>
        <translation>Alle Spalten zeigen</translation>
    </message>
    <message>
        <source>%1 shown</source>
        <translation>%1 angezeigt</translation>
    </message>
    <message>
        <source>Items of %1</source>
        <translation>Elemente von %1</translation>
    </message>
    <message>
        <source>Load all</source>
        <translation>Alle laden</translation>
    </message>
    <message>
        <source>Scan to the end of the table (Esc cancels)</source>
        <translation>Bis zum Tabellenende scannen (Esc bricht ab)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop scanning after the page in flight (Esc)</source>
        <translation>Nach der laufenden Seite anhalten (Esc)</translation>
    </message>
    <message>
        <source>loading all… (Esc cancels)</source>
        <translation>lädt alles… (Esc bricht ab)</translation>
    </message>
    <message>
        <source>live</source>
        <translation>live</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TransferDialog</name>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TransferPanel</name>
    <message>
        <source>Transfer progress</source>
        <translation>Fortschritt der Übertragung</translation>
    </message>
    <message>
        <source>Transfer report</source>
        <translation>Übertragungsbericht</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>%1 items written · %2 of %3 read</source>
        <translation>%1 Elemente geschrieben · %2 von %3 gelesen</translation>
    </message>
    <message>
        <source>%1 items exported</source>
        <translation>%1 Elemente exportiert</translation>
    </message>
    <message>
        <source>Cancelled after %1 items.</source>
        <translation>Nach %1 Elementen abgebrochen.</translation>
    </message>
    <message>
        <source>Stopped at a bad line; %1 items written.</source>
        <translation>An einer fehlerhaften Zeile angehalten; %1 Elemente geschrieben.</translation>
    </message>
    <message>
        <source>Imported %1 items.</source>
        <translation>%1 Elemente importiert.</translation>
    </message>
    <message>
        <source>Created %1.</source>
        <translation>%1 angelegt.</translation>
    </message>
    <message>
        <source>1 bad line:</source>
        <translation>1 fehlerhafte Zeile:</translation>
    </message>
    <message>
        <source>%1 bad lines:</source>
        <translation>%1 fehlerhafte Zeilen:</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Exported %1 items.</source>
        <translation>%1 Elemente exportiert.</translation>
    </message>
    <message>
        <source>%1 values (sets, binary) were written as plain JSON lists and strings.</source>
        <translation>%1 Werte (Mengen, Binärdaten) wurden als einfache JSON-Listen und -Zeichenketten geschrieben.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>DynamoDB JSON lines (S3 export)</source>
        <translation>DynamoDB-JSON-Zeilen (S3-Export)</translation>
    </message>
    <message>
        <source>JSON array of plain objects</source>
        <translation>JSON-Array einfacher Objekte</translation>
    </message>
    <message>
        <source>CSV with typed columns</source>
        <translation>CSV mit typisierten Spalten</translation>
    </message>
    <message>
        <source>NoSQL Workbench model (creates its tables)</source>
        <translation>NoSQL-Workbench-Modell (legt seine Tabellen an)</translation>
    </message>
</context>
</TS>
