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
    <name>MfaPrompt</name>
    <message>
        <source>MFA Code</source>
        <translation>MFA-Code</translation>
    </message>
    <message>
        <source>The profile %1 assumes a role that needs a code from the MFA device
%2

Code:</source>
        <translation>Das Profil %1 übernimmt eine Rolle, die einen Code vom MFA-Gerät braucht
%2

Code:</translation>
    </message>
    <message>
        <source>No MFA code was entered for %1.</source>
        <translation>Für %1 wurde kein MFA-Code eingegeben.</translation>
    </message>
    <message>
        <source>No MFA code was entered in time.</source>
        <translation>Es wurde nicht rechtzeitig ein MFA-Code eingegeben.</translation>
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
    <message>
        <source>JavaScript (SDK v3 client)</source>
        <translation>JavaScript (SDK-v3-Client)</translation>
    </message>
    <message>
        <source>JavaScript (DocumentClient)</source>
        <translation>JavaScript (DocumentClient)</translation>
    </message>
    <message>
        <source>Python (boto3 client)</source>
        <translation>Python (boto3-Client)</translation>
    </message>
    <message>
        <source>Python (boto3 Table)</source>
        <translation>Python (boto3-Table)</translation>
    </message>
    <message>
        <source>AWS CLI v2</source>
        <translation>AWS CLI v2</translation>
    </message>
    <message>
        <source>Java (SDK v2)</source>
        <translation>Java (SDK v2)</translation>
    </message>
    <message>
        <source>Go (SDK v2)</source>
        <translation>Go (SDK v2)</translation>
    </message>
    <message>
        <source>PartiQL</source>
        <translation>PartiQL</translation>
    </message>
    <message>
        <source>index %1 of %2</source>
        <translation>Index %1 von %2</translation>
    </message>
    <message>
        <source>DynamoDB refuses this request</source>
        <translation>DynamoDB lehnt diese Anfrage ab</translation>
    </message>
    <message>
        <source> · filtered after reading</source>
        <translation> · nach dem Lesen gefiltert</translation>
    </message>
    <message>
        <source> · segment %1 of %2</source>
        <translation> · Segment %1 von %2</translation>
    </message>
    <message>
        <source> · also writes %1</source>
        <translation> · schreibt auch %1</translation>
    </message>
    <message>
        <source>attribute path, e.g. address.city or tags[0]</source>
        <translation>Attributpfad, z. B. address.city oder tags[0]</translation>
    </message>
    <message>
        <source>Run with values</source>
        <translation>Mit Werten ausführen</translation>
    </message>
</context>
<context>
    <name>RemoteSession</name>
    <message>
        <source>The profile %1 has no credentials: no aws_access_key_id, credential_process, role_arn or sso_session.</source>
        <translation>Das Profil %1 hat keine Anmeldedaten: kein aws_access_key_id, credential_process, role_arn oder sso_session.</translation>
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
    <message>
        <source>served</source>
        <translation>bereitgestellt</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CallLogInstrument</name>
    <message>
        <source>last: %1</source>
        <translation>zuletzt: %1</translation>
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
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>served</source>
        <translation>bereitgestellt</translation>
    </message>
    <message>
        <source>app</source>
        <translation>App</translation>
    </message>
    <message>
        <source>Called by a client of the served DynamoDB endpoint</source>
        <translation>Aufgerufen von einem Client des bereitgestellten DynamoDB-Endpunkts</translation>
    </message>
    <message>
        <source>Called by Tablesmith itself</source>
        <translation>Von Tablesmith selbst aufgerufen</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CodeEditor</name>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Find in the text</source>
        <translation>Im Text suchen</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CodePanel</name>
    <message>
        <source>endpoint (empty: AWS)</source>
        <translation>Endpunkt (leer: AWS)</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Save as %1 and run: %2</source>
        <translation>Als %1 speichern und ausführen: %2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ConditionGroupWidget</name>
    <message>
        <source>NOT</source>
        <translation>NOT</translation>
    </message>
    <message>
        <source>Negate the whole group</source>
        <translation>Die ganze Gruppe negieren</translation>
    </message>
    <message>
        <source>All of (AND)</source>
        <translation>Alle (AND)</translation>
    </message>
    <message>
        <source>Any of (OR)</source>
        <translation>Mindestens eine (OR)</translation>
    </message>
    <message>
        <source>+ Condition</source>
        <translation>+ Bedingung</translation>
    </message>
    <message>
        <source>Add a condition row</source>
        <translation>Eine Bedingungszeile hinzufügen</translation>
    </message>
    <message>
        <source>+ Group</source>
        <translation>+ Gruppe</translation>
    </message>
    <message>
        <source>Add a nested group</source>
        <translation>Eine verschachtelte Gruppe hinzufügen</translation>
    </message>
    <message>
        <source>Remove this group</source>
        <translation>Diese Gruppe entfernen</translation>
    </message>
    <message>
        <source>Remove this condition</source>
        <translation>Diese Bedingung entfernen</translation>
    </message>
    <message>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <source>Another value for IN</source>
        <translation>Weiterer Wert für IN</translation>
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
    <message>
        <source>Reading ~/.aws…</source>
        <translation>~/.aws wird gelesen…</translation>
    </message>
    <message>
        <source>%1 answered ListTables without TableNames: it is not a DynamoDB endpoint.</source>
        <translation>%1 beantwortete ListTables ohne TableNames: Es ist kein DynamoDB-Endpunkt.</translation>
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
        <source>projects %1</source>
        <translation>projiziert %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s), %1</source>
        <translation>
            <numerusform>%Ln Element, %1</numerusform>
            <numerusform>%Ln Elemente, %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CostEstimateView</name>
    <message>
        <source>Measure on sample items</source>
        <translation>An Beispielelementen messen</translation>
    </message>
    <message>
        <source>Runs every access pattern on the sample items and takes the capacity each call consumed</source>
        <translation>Führt jedes Zugriffsmuster auf den Beispielelementen aus und übernimmt die von jedem Aufruf verbrauchte Kapazität</translation>
    </message>
    <message>
        <source>Access pattern</source>
        <translation>Zugriffsmuster</translation>
    </message>
    <message>
        <source>Calls/s</source>
        <translation>Aufrufe/s</translation>
    </message>
    <message>
        <source>RCU/call</source>
        <translation>RCU/Aufruf</translation>
    </message>
    <message>
        <source>WCU/call</source>
        <translation>WCU/Aufruf</translation>
    </message>
    <message>
        <source>RCU/s</source>
        <translation>RCU/s</translation>
    </message>
    <message>
        <source>WCU/s</source>
        <translation>WCU/s</translation>
    </message>
    <message>
        <source>On demand/month</source>
        <translation>Auf Abruf/Monat</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>On demand, per million read request units</source>
        <translation>Auf Abruf, je Million Leseanforderungseinheiten</translation>
    </message>
    <message>
        <source>On demand, per million write request units</source>
        <translation>Auf Abruf, je Million Schreibanforderungseinheiten</translation>
    </message>
    <message>
        <source>Provisioned, per RCU-hour</source>
        <translation>Bereitgestellt, je RCU-Stunde</translation>
    </message>
    <message>
        <source>Provisioned, per WCU-hour</source>
        <translation>Bereitgestellt, je WCU-Stunde</translation>
    </message>
    <message>
        <source>Storage, per GB-month</source>
        <translation>Speicher, je GB-Monat</translation>
    </message>
    <message>
        <source>Free storage, GB</source>
        <translation>Freier Speicher, GB</translation>
    </message>
    <message>
        <source>× </source>
        <translation>× </translation>
    </message>
    <message>
        <source>Provisioned target utilisation</source>
        <translation>Zielauslastung (bereitgestellt)</translation>
    </message>
    <message>
        <source>Items stored per sample item</source>
        <translation>Gespeicherte Elemente je Beispielelement</translation>
    </message>
    <message>
        <source>Prices of %1, checked %2 (%3)</source>
        <translation>Preise vom %1, geprüft am %2 (%3)</translation>
    </message>
    <message>
        <source>Prices edited (from those of %1)</source>
        <translation>Preise bearbeitet (ausgehend von denen vom %1)</translation>
    </message>
    <message>
        <source>Set the rate of an access pattern</source>
        <translation>Rate eines Zugriffsmusters festlegen</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>&lt;b&gt;On demand: %1/month&lt;/b&gt; — reads %2, writes %3, storage %4&lt;br&gt;&lt;b&gt;Provisioned: %5/month&lt;/b&gt; — %6 RCU (%7) and %8 WCU (%9) at %10 % utilisation for %11 RCU/s and %12 WCU/s, storage %4&lt;br&gt;Stored: %13</source>
        <translation>&lt;b&gt;Auf Abruf: %1/Monat&lt;/b&gt; — Lesen %2, Schreiben %3, Speicher %4&lt;br&gt;&lt;b&gt;Bereitgestellt: %5/Monat&lt;/b&gt; — %6 RCU (%7) und %8 WCU (%9) bei %10 % Auslastung für %11 RCU/s und %12 WCU/s, Speicher %4&lt;br&gt;Gespeichert: %13</translation>
    </message>
    <message>
        <source>Choose the price region</source>
        <translation>Preisregion wählen</translation>
    </message>
    <message>
        <source>Edit prices</source>
        <translation>Preise bearbeiten</translation>
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
    <message>
        <source>Table &amp;class</source>
        <translation>Tabellen&amp;klasse</translation>
    </message>
    <message>
        <source>Standard (STANDARD)</source>
        <translation>Standard (STANDARD)</translation>
    </message>
    <message>
        <source>Standard-Infrequent Access (STANDARD_INFREQUENT_ACCESS)</source>
        <translation>Standard – seltener Zugriff (STANDARD_INFREQUENT_ACCESS)</translation>
    </message>
    <message>
        <source>Table class</source>
        <translation>Tabellenklasse</translation>
    </message>
    <message>
        <source>Standard-Infrequent Access stores for less and reads and writes for more</source>
        <translation>Standard – seltener Zugriff: günstiger zu speichern, teurer zu lesen und zu schreiben</translation>
    </message>
    <message>
        <source>Warm read units per second</source>
        <translation>Vorgewärmte Leseeinheiten pro Sekunde</translation>
    </message>
    <message>
        <source>Warm write units per second</source>
        <translation>Vorgewärmte Schreibeinheiten pro Sekunde</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Units per second the table can serve at once (WarmThroughput); default leaves it to the billing mode</source>
        <translation>Einheiten pro Sekunde, die die Tabelle sofort bedienen kann (WarmThroughput); Standard überlässt es dem Abrechnungsmodus</translation>
    </message>
    <message>
        <source>Warm reads/s</source>
        <translation>Vorgewärmt Lesen/s</translation>
    </message>
    <message>
        <source>writes/s</source>
        <translation>Schreiben/s</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignApply</name>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>Creating table %1…</source>
        <translation>Tabelle %1 wird angelegt…</translation>
    </message>
    <message>
        <source>Loading sample items…</source>
        <translation>Beispielelemente werden geladen…</translation>
    </message>
    <message>
        <source>Only a global secondary index can be added to a table.</source>
        <translation>Zu einer Tabelle lässt sich nur ein globaler sekundärer Index hinzufügen.</translation>
    </message>
    <message>
        <source>Creating index %1…</source>
        <translation>Index %1 wird angelegt…</translation>
    </message>
    <message>
        <source>Table created with its sample items</source>
        <translation>Tabelle mit ihren Beispielelementen angelegt</translation>
    </message>
    <message>
        <source>Index is ACTIVE</source>
        <translation>Index ist ACTIVE</translation>
    </message>
    <message>
        <source>%1 already exists on %2 with another definition, and DynamoDB cannot change an index&apos;s key schema or projection. Delete the index from the table, then apply again.
%3</source>
        <translation>%1 gibt es auf %2 schon mit anderer Definition, und DynamoDB kann Schlüsselschema und Projektion eines Index nicht ändern. Löschen Sie den Index aus der Tabelle und wenden Sie dann erneut an.
%3</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignDocument</name>
    <message>
        <source>Untitled design</source>
        <translation>Unbenannter Entwurf</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignEntitiesPage</name>
    <message>
        <source>Entity type</source>
        <translation>Entitätstyp</translation>
    </message>
    <message>
        <source>Partition key template</source>
        <translation>Vorlage für Partitionsschlüssel</translation>
    </message>
    <message>
        <source>Sort key template</source>
        <translation>Vorlage für Sortierschlüssel</translation>
    </message>
    <message>
        <source>Index key templates</source>
        <translation>Vorlagen für Indexschlüssel</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <source>Sample items</source>
        <translation>Beispielelemente</translation>
    </message>
    <message>
        <source>Add entity type</source>
        <translation>Entitätstyp hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Generate sample items</source>
        <translation>Beispielelemente erzeugen</translation>
    </message>
    <message>
        <source>Adds this many items of the selected entity type (of every type when none is selected) from its key templates</source>
        <translation>Fügt so viele Elemente des ausgewählten Entitätstyps (jedes Typs, wenn keiner ausgewählt ist) aus seinen Schlüsselvorlagen hinzu</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Key template</source>
        <translation>Schlüsselvorlage</translation>
    </message>
    <message>
        <source>Edit entity type</source>
        <translation>Entitätstyp bearbeiten</translation>
    </message>
    <message>
        <source>Remove entity type</source>
        <translation>Entitätstyp entfernen</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignIndexesPage</name>
    <message>
        <source>Add index</source>
        <translation>Index hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Apply to connection</source>
        <translation>Auf Verbindung anwenden</translation>
    </message>
    <message>
        <source>Creates the index on the open connection&apos;s table (UpdateTable), or the table with its sample items when it does not exist</source>
        <translation>Legt den Index auf der Tabelle der offenen Verbindung an (UpdateTable) oder, falls sie nicht existiert, die Tabelle mit ihren Beispielelementen</translation>
    </message>
    <message>
        <source> (local)</source>
        <translation> (lokal)</translation>
    </message>
    <message>
        <source>Edit index %1</source>
        <translation>Index %1 bearbeiten</translation>
    </message>
    <message>
        <source>Remove index</source>
        <translation>Index entfernen</translation>
    </message>
    <message>
        <source>No connection is open.</source>
        <translation>Es ist keine Verbindung geöffnet.</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>Apply failed: %1</source>
        <translation>Anwenden fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Multi-attribute alternative</source>
        <translation>Mehrattribut-Alternative</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %Ln item(s) indexed</source>
        <translation>
            <numerusform>%1: %2 von %Ln Element indiziert</numerusform>
            <numerusform>%1: %2 von %Ln Elementen indiziert</numerusform>
        </translation>
    </message>
    <message>
        <source>The index keeps its name %1: %2</source>
        <translation>Der Index behält seinen Namen %1: %2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignInstrument</name>
    <message>
        <source>&amp;Design</source>
        <translation>En&amp;twurf</translation>
    </message>
    <message>
        <source>&amp;New Design</source>
        <translation>&amp;Neuer Entwurf</translation>
    </message>
    <message>
        <source>&amp;Open Design…</source>
        <translation>Entwurf ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Example Design (ecommerce)</source>
        <translation>&amp;Beispielentwurf öffnen (ecommerce)</translation>
    </message>
    <message>
        <source>Open design</source>
        <translation>Entwurf öffnen</translation>
    </message>
    <message>
        <source>Designs and NoSQL Workbench models (*.tsdesign *.json);;All files (*)</source>
        <translation>Entwürfe und NoSQL-Workbench-Modelle (*.tsdesign *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Design from Table</source>
        <translation>Entwurf aus Tabelle</translation>
    </message>
    <message>
        <source>Opens the current table as a design: keys, indexes and entity types guessed from key prefixes</source>
        <translation>Öffnet die aktuelle Tabelle als Entwurf: Schlüssel, Indizes und Entitätstypen aus Schlüsselpräfixen abgeleitet</translation>
    </message>
    <message>
        <source>Open a table first</source>
        <translation>Öffnen Sie zuerst eine Tabelle</translation>
    </message>
    <message>
        <source>Design: %1</source>
        <translation>Entwurf: %1</translation>
    </message>
    <message>
        <source>Open example</source>
        <translation>Beispiel öffnen</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignItemsPage</name>
    <message>
        <source>Add item…</source>
        <translation>Element hinzufügen…</translation>
    </message>
    <message>
        <source>Remove all</source>
        <translation>Alle entfernen</translation>
    </message>
    <message>
        <source>Entity type</source>
        <translation>Entitätstyp</translation>
    </message>
    <message>
        <source>attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(unbekannt)</translation>
    </message>
    <message numerus="yes">
        <source>%n sample items</source>
        <translation>
            <numerusform>%n Beispielelement</numerusform>
            <numerusform>%n Beispielelemente</numerusform>
        </translation>
    </message>
    <message>
        <source>Add sample item</source>
        <translation>Beispielelement hinzufügen</translation>
    </message>
    <message>
        <source>The item as DynamoDB JSON:</source>
        <translation>Das Element als DynamoDB-JSON:</translation>
    </message>
    <message>
        <source>Remove sample items</source>
        <translation>Beispielelemente entfernen</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignPatternsPage</name>
    <message>
        <source>Query on index %1</source>
        <translation>Query auf Index %1</translation>
    </message>
    <message>
        <source>Query on the table</source>
        <translation>Query auf der Tabelle</translation>
    </message>
    <message>
        <source>needs a Scan</source>
        <translation>braucht einen Scan</translation>
    </message>
    <message>
        <source>write by key</source>
        <translation>Schreiben per Schlüssel</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>Stream</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>Access pattern</source>
        <translation>Zugriffsmuster</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>Served by</source>
        <translation>Bedient durch</translation>
    </message>
    <message>
        <source>Key condition</source>
        <translation>Schlüsselbedingung</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Add access pattern…</source>
        <translation>Zugriffsmuster hinzufügen…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>broke</source>
        <translation>verschlechtert</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>behoben</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;: %3</source>
        <translation>%1 „%2“: %3</translation>
    </message>
    <message>
        <source>Last edit: %1</source>
        <translation>Letzte Änderung: %1</translation>
    </message>
    <message>
        <source>Add access pattern</source>
        <translation>Zugriffsmuster hinzufügen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Operation:</source>
        <translation>Operation:</translation>
    </message>
    <message>
        <source>The request (DynamoDB JSON, {parameters} allowed):</source>
        <translation>Die Anfrage (DynamoDB-JSON, {parameters} erlaubt):</translation>
    </message>
    <message>
        <source>The request is not a JSON object</source>
        <translation>Die Anfrage ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>Remove access pattern</source>
        <translation>Zugriffsmuster entfernen</translation>
    </message>
    <message>
        <source>Run on sample items</source>
        <translation>Auf Beispielelementen ausführen</translation>
    </message>
    <message>
        <source>Runs the selected pattern, its {parameters} taken from the sample items, on an in-memory table holding them</source>
        <translation>Führt das ausgewählte Muster auf einer Tabelle im Arbeitsspeicher aus, die die Beispielelemente enthält; seine {parameters} stammen aus den Beispielelementen</translation>
    </message>
    <message>
        <source>Run on connection</source>
        <translation>Auf Verbindung ausführen</translation>
    </message>
    <message>
        <source>Runs the selected (reading) pattern on the open connection&apos;s table</source>
        <translation>Führt das ausgewählte (lesende) Muster auf der Tabelle der offenen Verbindung aus</translation>
    </message>
    <message>
        <source>Select an access pattern to run.</source>
        <translation>Wählen Sie ein Zugriffsmuster zum Ausführen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is served by the stream: there is nothing to run.</source>
        <translation>„%1“ wird durch den Stream bedient: Es gibt nichts auszuführen.</translation>
    </message>
    <message>
        <source>No connection is open.</source>
        <translation>Es ist keine Verbindung geöffnet.</translation>
    </message>
    <message>
        <source>the sample items</source>
        <translation>den Beispielelementen</translation>
    </message>
    <message>
        <source>Running &quot;%1&quot; on %2…</source>
        <translation>„%1“ wird auf %2 ausgeführt…</translation>
    </message>
    <message>
        <source>&quot;%1&quot; on %2 failed: %3</source>
        <translation>„%1“ auf %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>WCU</source>
        <translation>WCU</translation>
    </message>
    <message>
        <source>RCU</source>
        <translation>RCU</translation>
    </message>
    <message>
        <source>capacity not reported</source>
        <translation>Kapazität nicht gemeldet</translation>
    </message>
    <message numerus="yes">
        <source>&quot;%1&quot; on %2: %n item(s) returned of %3 read · %4%5</source>
        <translation>
            <numerusform>„%1“ auf %2: %n Element von %3 gelesenen zurückgegeben · %4%5</numerusform>
            <numerusform>„%1“ auf %2: %n Elemente von %3 gelesenen zurückgegeben · %4%5</numerusform>
        </translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source>(no items)</source>
        <translation>(keine Elemente)</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignTab</name>
    <message>
        <source>Entity types</source>
        <translation>Entitätstypen</translation>
    </message>
    <message>
        <source>Indexes</source>
        <translation>Indizes</translation>
    </message>
    <message>
        <source>Sample items</source>
        <translation>Beispielelemente</translation>
    </message>
    <message>
        <source>Access patterns</source>
        <translation>Zugriffsmuster</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Save design</source>
        <translation>Entwurf speichern</translation>
    </message>
    <message>
        <source>Tablesmith designs (*.tsdesign);;NoSQL Workbench models (*.model.json)</source>
        <translation>Tablesmith-Entwürfe (*.tsdesign);;NoSQL-Workbench-Modelle (*.model.json)</translation>
    </message>
    <message>
        <source>Export design</source>
        <translation>Entwurf exportieren</translation>
    </message>
    <message>
        <source>CloudFormation JSON (*.template.json);;CloudFormation YAML (*.yaml);;NoSQL Workbench model (*.model.json)</source>
        <translation>CloudFormation-JSON (*.template.json);;CloudFormation-YAML (*.yaml);;NoSQL-Workbench-Modell (*.model.json)</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partitionen</translation>
    </message>
    <message>
        <source>Capacity and cost</source>
        <translation>Kapazität und Kosten</translation>
    </message>
    <message>
        <source>NoSQL Workbench model</source>
        <translation>NoSQL-Workbench-Modell</translation>
    </message>
    <message>
        <source>The model is saved, but NoSQL Workbench cannot hold all of the design. Save as a Tablesmith design to keep it.

%1</source>
        <translation>Das Modell ist gespeichert, aber NoSQL Workbench kann nicht den ganzen Entwurf aufnehmen. Speichern Sie ihn als Tablesmith-Entwurf, um alles zu behalten.

%1</translation>
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
    <message>
        <source>Show or hide %1 items</source>
        <translation>%1-Elemente zeigen oder ausblenden</translation>
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
</context>
<context>
    <name>tablesmith::gui::ExplainPanel</name>
    <message>
        <source>After the run</source>
        <translation>Nach der Ausführung</translation>
    </message>
    <message>
        <source>&lt;p&gt;Suggested index &lt;b&gt;%1&lt;/b&gt;: keys %2, projection %3. %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vorgeschlagener Index &lt;b&gt;%1&lt;/b&gt;: Schlüssel %2, Projektion %3. %4&lt;/p&gt;</translation>
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
    <message numerus="yes">
        <source>Export %n result(s) from %1</source>
        <translation>
            <numerusform>%n Ergebnis aus %1 exportieren</numerusform>
            <numerusform>%n Ergebnisse aus %1 exportieren</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::FilterPatternDialog</name>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>never matches</source>
        <translation>passt nie</translation>
    </message>
    <message>
        <source>%1 at %2: %3</source>
        <translation>%1 an Position %2: %3</translation>
    </message>
    <message>
        <source>Lambda event filter</source>
        <translation>Lambda-Ereignisfilter</translation>
    </message>
    <message>
        <source>Filter patterns of an event source mapping (up to 5, a record passes when any matches), tried on the live records as Lambda sees them.</source>
        <translation>Filtermuster einer Ereignisquellen-Zuordnung (bis zu 5; ein Datensatz kommt durch, wenn eines davon passt), erprobt an den Live-Datensätzen, wie Lambda sie sieht.</translation>
    </message>
    <message>
        <source>Add filter</source>
        <translation>Filter hinzufügen</translation>
    </message>
    <message>
        <source>Remove filter</source>
        <translation>Filter entfernen</translation>
    </message>
    <message>
        <source>Example: order status changes</source>
        <translation>Beispiel: Änderungen des Bestellstatus</translation>
    </message>
    <message>
        <source>Filter %1</source>
        <translation>Filter %1</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::GsiEditor</name>
    <message>
        <source>Global secondary index</source>
        <translation>Globaler sekundärer Index</translation>
    </message>
    <message>
        <source>Local secondary index</source>
        <translation>Lokaler sekundärer Index</translation>
    </message>
    <message>
        <source>Index name</source>
        <translation>Indexname</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>Partitionsschlüssel</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>Sortierschlüssel</translation>
    </message>
    <message>
        <source>ALL</source>
        <translation>ALL</translation>
    </message>
    <message>
        <source>KEYS_ONLY</source>
        <translation>KEYS_ONLY</translation>
    </message>
    <message>
        <source>INCLUDE</source>
        <translation>INCLUDE</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>Projektion</translation>
    </message>
    <message>
        <source>The non-key attributes an INCLUDE projection copies</source>
        <translation>Die Nicht-Schlüsselattribute, die eine INCLUDE-Projektion kopiert</translation>
    </message>
    <message>
        <source>Include</source>
        <translation>Einschließen</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::GsiPreview</name>
    <message>
        <source>Entity type</source>
        <translation>Entitätstyp</translation>
    </message>
    <message>
        <source>In index</source>
        <translation>Im Index</translation>
    </message>
    <message>
        <source>Left out</source>
        <translation>Ausgelassen</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source> writes/s</source>
        <translation> Schreibvorgänge/s</translation>
    </message>
    <message>
        <source>The table&apos;s write rate, spread over the items as in the sample</source>
        <translation>Die Schreibrate der Tabelle, verteilt auf die Elemente wie bei den Beispielelementen</translation>
    </message>
    <message>
        <source>Table write rate</source>
        <translation>Schreibrate der Tabelle</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>enthält</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>Bytes</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n Eintrag</numerusform>
            <numerusform>%n Einträge</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>%1: %2 WCU per write, %3 when an index key changes</source>
        <translation>%1: %2 WCU je Schreibvorgang, %3 bei geändertem Indexschlüssel</translation>
    </message>
    <message>
        <source>Cost: %1 stored (%2 projected + 100 bytes × %3 entries)
%4</source>
        <translation>Kosten: %1 gespeichert (%2 projiziert + 100 Bytes × %3 Einträge)
%4</translation>
    </message>
    <message>
        <source>No entity type writes to this index</source>
        <translation>Kein Entitätstyp schreibt in diesen Index</translation>
    </message>
    <message>
        <source>%1 holds %2% of the index: %3 WCU/s at this rate, throttles above %4 table writes/s%5</source>
        <translation>%1 enthält %2 % des Index: %3 WCU/s bei dieser Rate, gedrosselt ab %4 Schreibvorgängen/s der Tabelle%5</translation>
    </message>
    <message>
        <source> — over the 1,000 WCU/s partition limit</source>
        <translation> — über dem Partitionslimit von 1.000 WCU/s</translation>
    </message>
    <message>
        <source>Hot partition: none at %1 writes/s</source>
        <translation>Hot-Partition: keine bei %1 Schreibvorgängen/s</translation>
    </message>
    <message>
        <source>⚠ Hot partitions:
%1</source>
        <translation>⚠ Hot-Partitionen:
%1</translation>
    </message>
    <message>
        <source>Serves no access pattern yet</source>
        <translation>Bedient noch kein Zugriffsmuster</translation>
    </message>
    <message>
        <source>Serves: %1</source>
        <translation>Bedient: %1</translation>
    </message>
    <message numerus="yes">
        <source>Preview: what %1 would hold — %2 of %3 items land in the index (%Ln partition(s))</source>
        <translation>
            <numerusform>Vorschau: was %1 enthielte — %2 von %3 Elementen landen im Index (%Ln Partition)</numerusform>
            <numerusform>Vorschau: was %1 enthielte — %2 von %3 Elementen landen im Index (%Ln Partitionen)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 without a key attribute (%2)</source>
        <translation>%1 ohne Schlüsselattribut (%2)</translation>
    </message>
    <message>
        <source>%1 of the wrong key type (%2)</source>
        <translation>%1 mit falschem Schlüsseltyp (%2)</translation>
    </message>
    <message>
        <source>%1 with an empty key (%2)</source>
        <translation>%1 mit leerem Schlüssel (%2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; ✗ not served: %2</source>
        <translation>&quot;%1&quot; ✗ nicht bedient: %2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::HeatHistogram</name>
    <message>
        <source>Partition key · items (dark) and bytes (light), hottest first</source>
        <translation>Partitionsschlüssel · Elemente (dunkel) und Bytes (hell), heißeste zuerst</translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s) · %1 · %2 RCU/s · %3 WCU/s</source>
        <translation>
            <numerusform>%Ln Element · %1 · %2 RCU/s · %3 WCU/s</numerusform>
            <numerusform>%Ln Elemente · %1 · %2 RCU/s · %3 WCU/s</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
    <message>
        <source>Tablesmith cannot tell the format of %1 from its name or its first lines: choose one in the Format box.</source>
        <translation>Tablesmith kann das Format von %1 weder am Namen noch an den ersten Zeilen erkennen: Wählen Sie eines im Feld „Format“.</translation>
    </message>
    <message>
        <source>Looking for items the model would replace…</source>
        <translation>Suche nach Elementen, die das Modell ersetzen würde…</translation>
    </message>
    <message>
        <source>1 item in %1 already exists with the same keys as an item of the model. Importing replaces it. Import anyway?</source>
        <translation>In %1 existiert bereits 1 Element mit denselben Schlüsseln wie ein Element des Modells. Der Import ersetzt es. Trotzdem importieren?</translation>
    </message>
    <message>
        <source>%1 items in %2 already exist with the same keys as items of the model. Importing replaces them. Import anyway?</source>
        <translation>In %2 existieren bereits %1 Elemente mit denselben Schlüsseln wie Elemente des Modells. Der Import ersetzt sie. Trotzdem importieren?</translation>
    </message>
    <message>
        <source>Replace existing items?</source>
        <translation>Vorhandene Elemente ersetzen?</translation>
    </message>
    <message>
        <source>Nothing was imported: the items in %1 stay as they are.</source>
        <translation>Nichts wurde importiert: Die Elemente in %1 bleiben unverändert.</translation>
    </message>
    <message>
        <source>Created %1.</source>
        <translation>%1 angelegt.</translation>
    </message>
    <message>
        <source>Wrote to %1, which existed already.</source>
        <translation>In %1 geschrieben (bereits vorhanden).</translation>
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
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Warm reads/s</source>
        <translation>Vorgewärmt Lesen/s</translation>
    </message>
    <message>
        <source>Warm writes/s</source>
        <translation>Vorgewärmt Schreiben/s</translation>
    </message>
    <message>
        <source>Read units per second the index can serve at once (WarmThroughput)</source>
        <translation>Leseeinheiten pro Sekunde, die der Index sofort bedienen kann (WarmThroughput)</translation>
    </message>
    <message>
        <source>Write units per second the index can serve at once (WarmThroughput)</source>
        <translation>Schreibeinheiten pro Sekunde, die der Index sofort bedienen kann (WarmThroughput)</translation>
    </message>
    <message>
        <source>Warm read units per second</source>
        <translation>Vorgewärmte Leseeinheiten pro Sekunde</translation>
    </message>
    <message>
        <source>Warm write units per second</source>
        <translation>Vorgewärmte Schreibeinheiten pro Sekunde</translation>
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
        <source>Delete 1 item</source>
        <translation>1 Element löschen</translation>
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
    <message>
        <source># Serve the DynamoDB API first (Serve DynamoDB API): this database is not served yet, and %1 is where it would be.</source>
        <translation># Stellen Sie zuerst die DynamoDB-API bereit (DynamoDB-API bereitstellen): Diese Datenbank wird noch nicht bereitgestellt, ihre Adresse wäre %1.</translation>
    </message>
    <message>
        <source>Copied: serve the DynamoDB API on port %1 before running it.</source>
        <translation>Kopiert: Stellen Sie die DynamoDB-API auf Port %1 bereit, bevor Sie den Befehl ausführen.</translation>
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
    <message>
        <source>Theirs is on the right.</source>
        <translation>Die Fassung aus der Tabelle steht rechts.</translation>
    </message>
    <message>
        <source>Discard your changes to this item?</source>
        <translation>Ihre Änderungen an diesem Element verwerfen?</translation>
    </message>
    <message>
        <source>They have not been saved to %1.</source>
        <translation>Sie wurden nicht in %1 gespeichert.</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Änderungen verwerfen</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Weiter bearbeiten</translation>
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
    <message>
        <source>&quot;%1&quot; is not a number: %2</source>
        <translation>„%1“ ist keine Zahl: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not base64: %2</source>
        <translation>„%1“ ist kein Base64: %2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::KeyAttributeList</name>
    <message>
        <source>Add attribute</source>
        <translation>Attribut hinzufügen</translation>
    </message>
    <message>
        <source>A multi-attribute key: up to four attributes, compared left to right</source>
        <translation>Ein Schlüssel aus mehreren Attributen: bis zu vier, von links nach rechts verglichen</translation>
    </message>
    <message>
        <source>An attribute the entity types or sample items use</source>
        <translation>Ein Attribut, das die Entitätstypen oder Beispielelemente verwenden</translation>
    </message>
    <message>
        <source>The attribute&apos;s type: items where it has another type are left out of the index</source>
        <translation>Der Typ des Attributs: Elemente, in denen es einen anderen Typ hat, fehlen im Index</translation>
    </message>
    <message>
        <source>Compare this attribute earlier</source>
        <translation>Dieses Attribut früher vergleichen</translation>
    </message>
    <message>
        <source>Compare this attribute later</source>
        <translation>Dieses Attribut später vergleichen</translation>
    </message>
    <message>
        <source>Remove this attribute</source>
        <translation>Dieses Attribut entfernen</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::KeySearch</name>
    <message>
        <source>Find partition key…</source>
        <translation>Partitionsschlüssel suchen…</translation>
    </message>
    <message>
        <source>Partition key to find</source>
        <translation>Zu suchender Partitionsschlüssel</translation>
    </message>
    <message>
        <source>exact (Query)</source>
        <translation>exakt (Query)</translation>
    </message>
    <message>
        <source>prefix (Scan)</source>
        <translation>Präfix (Scan)</translation>
    </message>
    <message>
        <source>How the partition key matches</source>
        <translation>Wie der Partitionsschlüssel verglichen wird</translation>
    </message>
    <message>
        <source>Partition keys are hashed, so a Query cannot take a prefix: a prefix reads the whole table with a Scan and a begins_with filter</source>
        <translation>Partitionsschlüssel werden gehasht, daher kann eine Query kein Präfix verwenden: Ein Präfix liest die ganze Tabelle mit einem Scan und einem begins_with-Filter</translation>
    </message>
    <message>
        <source>A prefix needs a Scan with begins_with: it reads the whole table.</source>
        <translation>Ein Präfix braucht einen Scan mit begins_with: Er liest die ganze Tabelle.</translation>
    </message>
    <message>
        <source>Find %1…</source>
        <translation>%1 suchen…</translation>
    </message>
    <message>
        <source>begins_with takes strings and binary values, not numbers.</source>
        <translation>begins_with nimmt Zeichenketten und Binärwerte, keine Zahlen.</translation>
    </message>
    <message>
        <source>Scanning the whole table for %1 beginning with &quot;%2&quot;…</source>
        <translation>Die ganze Tabelle wird nach %1 mit Anfang „%2“ gescannt…</translation>
    </message>
    <message>
        <source>No partition %1 (Query).</source>
        <translation>Keine Partition %1 (Query).</translation>
    </message>
    <message>
        <source>Found partition %1 (Query).</source>
        <translation>Partition %1 gefunden (Query).</translation>
    </message>
    <message>
        <source>No partition key begins with &quot;%1&quot; (Scan read %2 items).</source>
        <translation>Kein Partitionsschlüssel beginnt mit „%1“ (Scan las %2 Elemente).</translation>
    </message>
    <message>
        <source>1 partition begins with &quot;%1&quot;: %2 (Scan read %3 items).</source>
        <translation>1 Partition beginnt mit „%1“: %2 (Scan las %3 Elemente).</translation>
    </message>
    <message>
        <source>%1 partitions begin with &quot;%2&quot;: %3 (Scan read %4 items).</source>
        <translation>%1 Partitionen beginnen mit „%2“: %3 (Scan las %4 Elemente).</translation>
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
    <message>
        <source>&amp;Query</source>
        <translation>Ab&amp;frage</translation>
    </message>
    <message>
        <source>St&amp;ream</source>
        <translation>St&amp;ream</translation>
    </message>
    <message>
        <source>New &amp;Database…</source>
        <translation>Neue &amp;Datenbank…</translation>
    </message>
    <message>
        <source>%1 cannot be opened.</source>
        <translation>%1 kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Database in use</source>
        <translation>Datenbank in Verwendung</translation>
    </message>
    <message>
        <source>%1 is open in another Tablesmith process (pid %2), which serves it at %3.</source>
        <translation>Die Datenbank %1 ist in einem anderen Tablesmith-Prozess (PID %2) geöffnet, der sie unter %3 bereitstellt.</translation>
    </message>
    <message>
        <source>A database file is used by one process at a time. Connect to that process instead, to browse and edit the same tables through it?</source>
        <translation>Eine Datenbankdatei kann immer nur von einem Prozess verwendet werden. Stattdessen mit diesem Prozess verbinden, um dieselben Tabellen darüber anzusehen und zu bearbeiten?</translation>
    </message>
    <message>
        <source>Connect to %1</source>
        <translation>Mit %1 verbinden</translation>
    </message>
    <message>
        <source>Replace the served database?</source>
        <translation>Die bereitgestellte Datenbank ersetzen?</translation>
    </message>
    <message>
        <source>The DynamoDB API of %1 is served at %2.</source>
        <translation>Die DynamoDB-API von %1 wird unter %2 bereitgestellt.</translation>
    </message>
    <message>
        <source>Clients of %1 (the AWS CLI, SDKs, other tools) will see the new database instead, from their next request on.</source>
        <translation>Clients von %1 (AWS CLI, SDKs, andere Werkzeuge) sehen ab ihrer nächsten Anfrage stattdessen die neue Datenbank.</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>New Database</source>
        <translation>Neue Datenbank</translation>
    </message>
    <message>
        <source>%1 is already open.</source>
        <translation>%1 ist bereits geöffnet.</translation>
    </message>
    <message>
        <source>Create a new database?</source>
        <translation>Eine neue Datenbank anlegen?</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>Create a new, empty database there?</source>
        <translation>Dort eine neue, leere Datenbank anlegen?</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <source>Open the existing file?</source>
        <translation>Die vorhandene Datei öffnen?</translation>
    </message>
    <message>
        <source>%1 already exists.</source>
        <translation>%1 existiert bereits.</translation>
    </message>
    <message>
        <source>Open it instead of creating a new database?</source>
        <translation>Die Datei öffnen, statt eine neue Datenbank anzulegen?</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::MultiAttributeView</name>
    <message>
        <source>As designed (concatenated)</source>
        <translation>Wie entworfen (verkettet)</translation>
    </message>
    <message>
        <source>Multi-attribute key</source>
        <translation>Mehrattributschlüssel</translation>
    </message>
    <message>
        <source>Entity type</source>
        <translation>Entitätstyp</translation>
    </message>
    <message>
        <source>In the alternative</source>
        <translation>In der Alternative</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>Warum nicht</translation>
    </message>
    <message>
        <source>Access pattern</source>
        <translation>Zugriffsmuster</translation>
    </message>
    <message>
        <source>Key condition now</source>
        <translation>Schlüsselbedingung jetzt</translation>
    </message>
    <message>
        <source>On the parts</source>
        <translation>Auf den Teilen</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>The multi-attribute alternative to %1, %2</source>
        <translation>Die Mehrattribut-Alternative zu %1, %2</translation>
    </message>
    <message>
        <source>No multi-attribute alternative to %1: %2</source>
        <translation>Keine Mehrattribut-Alternative zu %1: %2</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>Partitionsschlüssel</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>Sortierschlüssel</translation>
    </message>
    <message>
        <source>Items held</source>
        <translation>Enthaltene Elemente</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 of %2 as the items are; %3 once they carry the parts</source>
        <translation>%1 von %2 beim jetzigen Stand der Elemente; %3, sobald sie die Teile enthalten</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partitionen</translation>
    </message>
    <message>
        <source>Written by the application</source>
        <translation>Von der Anwendung geschrieben</translation>
    </message>
    <message>
        <source>the concatenated keys, kept in step with their parts</source>
        <translation>die verketteten Schlüssel, synchron mit ihren Teilen gehalten</translation>
    </message>
    <message>
        <source>nothing extra</source>
        <translation>nichts zusätzlich</translation>
    </message>
    <message>
        <source>nothing extra; %1 no longer needed</source>
        <translation>nichts zusätzlich; %1 nicht mehr nötig</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>the same items, once they carry the parts</source>
        <translation>dieselben Elemente, sobald sie die Teile enthalten</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>No access pattern queries this index</source>
        <translation>Kein Zugriffsmuster fragt diesen Index ab</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::OperationFormWidget</name>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Bedingung</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>(the table itself)</source>
        <translation>(die Tabelle selbst)</translation>
    </message>
    <message>
        <source>Key: %1 (%2)</source>
        <translation>Schlüssel: %1 (%2)</translation>
    </message>
    <message>
        <source>Key: %1 (%2), %3 (%4)</source>
        <translation>Schlüssel: %1 (%2), %3 (%4)</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Pick a table to see its key.</source>
        <translation>Wählen Sie eine Tabelle, um ihren Schlüssel zu sehen.</translation>
    </message>
    <message>
        <source>Key condition</source>
        <translation>Schlüsselbedingung</translation>
    </message>
    <message>
        <source>(any)</source>
        <translation>(beliebig)</translation>
    </message>
    <message>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <source>Item (DynamoDB JSON)</source>
        <translation>Element (DynamoDB-JSON)</translation>
    </message>
    <message>
        <source>Update actions</source>
        <translation>Aktualisierungsaktionen</translation>
    </message>
    <message>
        <source>Remove this action</source>
        <translation>Diese Aktion entfernen</translation>
    </message>
    <message>
        <source>+ Action</source>
        <translation>+ Aktion</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>Projektion</translation>
    </message>
    <message>
        <source>every attribute; or e.g. name, email, address.city</source>
        <translation>alle Attribute; oder z. B. name, email, address.city</translation>
    </message>
    <message>
        <source>Pick…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(Standard)</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Ascending (ScanIndexForward)</source>
        <translation>Aufsteigend (ScanIndexForward)</translation>
    </message>
    <message>
        <source>Descending</source>
        <translation>Absteigend</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>kein Limit</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Select</translation>
    </message>
    <message>
        <source>Strongly consistent read</source>
        <translation>Strikt konsistenter Lesevorgang</translation>
    </message>
    <message>
        <source>ConsistentRead</source>
        <translation>ConsistentRead</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>whole table</source>
        <translation>ganze Tabelle</translation>
    </message>
    <message>
        <source>of</source>
        <translation>von</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Segment</translation>
    </message>
    <message>
        <source>ReturnValues</source>
        <translation>ReturnValues</translation>
    </message>
    <message>
        <source>On failed condition</source>
        <translation>Bei nicht erfüllter Bedingung</translation>
    </message>
    <message>
        <source>Consumed capacity</source>
        <translation>Verbrauchte Kapazität</translation>
    </message>
    <message>
        <source>Items to read</source>
        <translation>Zu lesende Elemente</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Schreibvorgänge</translation>
    </message>
    <message>
        <source>Entry %1</source>
        <translation>Eintrag %1</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>+ Entry</source>
        <translation>+ Eintrag</translation>
    </message>
    <message>
        <source>PartiQL</source>
        <translation>PartiQL</translation>
    </message>
    <message>
        <source>? %1</source>
        <translation>? %1</translation>
    </message>
    <message>
        <source>+ Parameter</source>
        <translation>+ Parameter</translation>
    </message>
    <message>
        <source>Remove statement</source>
        <translation>Anweisung entfernen</translation>
    </message>
    <message>
        <source>+ Statement</source>
        <translation>+ Anweisung</translation>
    </message>
    <message>
        <source>PartiQL statement</source>
        <translation>PartiQL-Anweisung</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::OperationLibrary</name>
    <message>
        <source>&lt;b&gt;Saved operations&lt;/b&gt; — drag to reorder, double-click to rename</source>
        <translation>&lt;b&gt;Gespeicherte Operationen&lt;/b&gt; — Ziehen ordnet um, Doppelklick benennt um</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Run…</source>
        <translation>Ausführen…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>&lt;b&gt;History&lt;/b&gt; — double-click to open</source>
        <translation>&lt;b&gt;Verlauf&lt;/b&gt; — Doppelklick öffnet</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::OrderStatusView</name>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Bestellung</translation>
    </message>
    <message>
        <source>Old status</source>
        <translation>Alter Status</translation>
    </message>
    <message>
        <source>New status</source>
        <translation>Neuer Status</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::PartitionHeatView</name>
    <message>
        <source> reads/s</source>
        <translation> Lesevorgänge/s</translation>
    </message>
    <message>
        <source> writes/s</source>
        <translation> Schreibvorgänge/s</translation>
    </message>
    <message>
        <source>× </source>
        <translation>× </translation>
    </message>
    <message>
        <source>Items in production per sample item: scales bytes and item collections</source>
        <translation>Elemente in Produktion je Beispielelement: skaliert Bytes und Elementsammlungen</translation>
    </message>
    <message>
        <source>Strongly consistent</source>
        <translation>Strikt konsistent</translation>
    </message>
    <message>
        <source>Partitions of</source>
        <translation>Partitionen von</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>Tabelle %1</translation>
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
        <source>%1: %2 RCU/s, past the 3,000 RCU/s partition limit</source>
        <translation>%1: %2 RCU/s, über dem Partitionslimit von 3.000 RCU/s</translation>
    </message>
    <message>
        <source>%1: %2 WCU/s, past the 1,000 WCU/s partition limit</source>
        <translation>%1: %2 WCU/s, über dem Partitionslimit von 1.000 WCU/s</translation>
    </message>
    <message>
        <source>%1: item collection %2 of the 10 GB an LSI allows</source>
        <translation>%1: Elementsammlung %2 der 10 GB, die ein LSI erlaubt</translation>
    </message>
    <message>
        <source>No partition past DynamoDB&apos;s limits at these rates.</source>
        <translation>Bei diesen Raten überschreitet keine Partition die Limits von DynamoDB.</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 — reads and writes spread as the sample does, plus the access patterns&apos; rates</source>
        <translation>%1 · %2 · %3 — Lese- und Schreibvorgänge verteilt wie in den Beispielelementen, plus die Raten der Zugriffsmuster</translation>
    </message>
    <message numerus="yes">
        <source>%Ln partition(s)</source>
        <translation>
            <numerusform>%Ln Partition</numerusform>
            <numerusform>%Ln Partitionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s)</source>
        <translation>
            <numerusform>%Ln Element</numerusform>
            <numerusform>%Ln Elemente</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::PatternRunner</name>
    <message>
        <source>Writes run only on the sample items, never on a live table.</source>
        <translation>Schreibvorgänge laufen nur auf den Beispielelementen, nie auf einer echten Tabelle.</translation>
    </message>
    <message>
        <source>sample items</source>
        <translation>Beispielelemente</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::QueryBuilder</name>
    <message>
        <source>Form</source>
        <translation>Formular</translation>
    </message>
    <message>
        <source>Saved &amp;&amp; history</source>
        <translation>Gespeichert &amp;&amp; Verlauf</translation>
    </message>
    <message>
        <source>&lt;b&gt;Request&lt;/b&gt; (DynamoDB JSON — edit either side)</source>
        <translation>&lt;b&gt;Anfrage&lt;/b&gt; (DynamoDB-JSON — beide Seiten sind bearbeitbar)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Send the request (Ctrl+Enter)</source>
        <translation>Die Anfrage senden (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Nächste Seite</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>Alle Seiten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Save the operation; {name} in a value becomes a parameter</source>
        <translation>Die Operation speichern; {name} in einem Wert wird zum Parameter</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>Noch nicht ausgeführt.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Save operation</source>
        <translation>Operation speichern</translation>
    </message>
    <message>
        <source>Name (use {parameter} in values to ask for them when run):</source>
        <translation>Name (nach {parameter} in Werten wird beim Ausführen gefragt):</translation>
    </message>
    <message>
        <source>Fix the marked fields first: %1</source>
        <translation>Korrigieren Sie zuerst die markierten Felder: %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Wird ausgeführt…</translation>
    </message>
    <message>
        <source> · reading the next page…</source>
        <translation> · nächste Seite wird gelesen…</translation>
    </message>
    <message>
        <source> — Next page or All pages reads on</source>
        <translation> — „Nächste Seite“ oder „Alle Seiten“ liest weiter</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>%1 — see Explain</source>
        <translation>%1 — siehe Erklärung</translation>
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
        <source>One column per attribute name</source>
        <translation>Eine Spalte je Attributname</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Write the items read so far (every page fetched) as DynamoDB JSON lines, a JSON array or CSV</source>
        <translation>Die bisher gelesenen Elemente (alle abgerufenen Seiten) als DynamoDB-JSON-Zeilen, JSON-Array oder CSV schreiben</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::QueryInstrument</name>
    <message>
        <source>New &amp;Query…</source>
        <translation>Neue &amp;Abfrage…</translation>
    </message>
    <message>
        <source>Build, run and page any DynamoDB operation on the current table</source>
        <translation>Beliebige DynamoDB-Operationen auf der aktuellen Tabelle erstellen, ausführen und seitenweise lesen</translation>
    </message>
    <message>
        <source>Open a database or connection first.</source>
        <translation>Öffnen Sie zuerst eine Datenbank oder Verbindung.</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Abfrage</translation>
    </message>
    <message>
        <source>Query · %1</source>
        <translation>Abfrage · %1</translation>
    </message>
    <message>
        <source>Query…</source>
        <translation>Abfrage…</translation>
    </message>
    <message>
        <source>Open the query builder on this table</source>
        <translation>Den Abfrage-Editor für diese Tabelle öffnen</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::RecordDiffView</name>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>An INSERT has no old image: the item did not exist.</source>
        <translation>Ein INSERT hat kein altes Abbild: Das Element existierte nicht.</translation>
    </message>
    <message>
        <source>A REMOVE has no new image: the item is gone.</source>
        <translation>Ein REMOVE hat kein neues Abbild: Das Element existiert nicht mehr.</translation>
    </message>
    <message>
        <source>%1 is not recorded: the stream&apos;s view type is %2.</source>
        <translation>%1 wird nicht aufgezeichnet: Der Ansichtstyp des Streams ist %2.</translation>
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
        <source>Copy old</source>
        <translation>Altes Abbild kopieren</translation>
    </message>
    <message>
        <source>Copy new</source>
        <translation>Neues Abbild kopieren</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>Alt</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Image format</source>
        <translation>Format der Abbilder</translation>
    </message>
    <message>
        <source>Changed attributes</source>
        <translation>Geänderte Attribute</translation>
    </message>
    <message>
        <source>Old image</source>
        <translation>Altes Abbild</translation>
    </message>
    <message>
        <source>New image</source>
        <translation>Neues Abbild</translation>
    </message>
    <message>
        <source>Which attributes changed is unknown without both images.</source>
        <translation>Welche Attribute sich geändert haben, ist ohne beide Abbilder unbekannt.</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::RunPages</name>
    <message>
        <source>%1 returned</source>
        <translation>%1 zurückgegeben</translation>
    </message>
    <message>
        <source>%1 scanned</source>
        <translation>%1 gescannt</translation>
    </message>
    <message>
        <source>%1 capacity units</source>
        <translation>%1 Kapazitätseinheiten</translation>
    </message>
    <message>
        <source>table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>1 page</source>
        <translation>1 Seite</translation>
    </message>
    <message>
        <source>%1 pages</source>
        <translation>%1 Seiten</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>LastEvaluatedKey %1</source>
        <translation>LastEvaluatedKey %1</translation>
    </message>
    <message>
        <source>NextToken %1…</source>
        <translation>NextToken %1…</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::SchemaInstrument</name>
    <message>
        <source>&amp;New Table…</source>
        <translation>&amp;Neue Tabelle…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+T</source>
        <translation>Ctrl+Shift+T</translation>
    </message>
    <message>
        <source>De&amp;scribe Table…</source>
        <translation>Tabelle &amp;beschreiben…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+D</source>
        <translation>Ctrl+Shift+D</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ServeDialog</name>
    <message>
        <source>Serve DynamoDB API</source>
        <translation>DynamoDB-API bereitstellen</translation>
    </message>
    <message>
        <source>Serve the open database over DynamoDB&apos;s wire protocol, so the AWS CLI, boto3 and the AWS SDKs can use it. Their calls appear in the API-call log, marked &quot;served&quot;.</source>
        <translation>Die geöffnete Datenbank über das Wire-Protokoll von DynamoDB bereitstellen, damit AWS CLI, boto3 und die AWS SDKs sie nutzen können. Ihre Aufrufe erscheinen im API-Aufrufprotokoll, markiert mit „bereitgestellt“.</translation>
    </message>
    <message>
        <source>Only this computer</source>
        <translation>Nur dieser Computer</translation>
    </message>
    <message>
        <source>Every network interface: other computers can reach the database, without credentials</source>
        <translation>Alle Netzwerkschnittstellen: Andere Computer erreichen die Datenbank ohne Anmeldedaten</translation>
    </message>
    <message>
        <source>Address to listen on</source>
        <translation>Adresse, auf der gelauscht wird</translation>
    </message>
    <message>
        <source>Port to listen on</source>
        <translation>Port, auf dem gelauscht wird</translation>
    </message>
    <message>
        <source>Endpoint URL</source>
        <translation>Endpunkt-URL</translation>
    </message>
    <message>
        <source>not serving</source>
        <translation>nicht bereitgestellt</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the endpoint URL (for --endpoint-url)</source>
        <translation>Die Endpunkt-URL kopieren (für --endpoint-url)</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL:</translation>
    </message>
    <message>
        <source>&amp;Serve</source>
        <translation>&amp;Bereitstellen</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Stoppen</translation>
    </message>
    <message>
        <source>Port %1 on %2 is busy: another program listens there, or the address is not this computer&apos;s.</source>
        <translation>Port %1 auf %2 ist belegt: Ein anderes Programm lauscht dort, oder die Adresse gehört nicht zu diesem Computer.</translation>
    </message>
    <message>
        <source>Serving. Try: aws dynamodb list-tables --endpoint-url %1</source>
        <translation>Wird bereitgestellt. Probieren Sie: aws dynamodb list-tables --endpoint-url %1</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
    <message>
        <source>Serve on port %1 instead</source>
        <translation>Stattdessen auf Port %1 bereitstellen</translation>
    </message>
    <message>
        <source>&amp;Serve Again</source>
        <translation>Erneut &amp;bereitstellen</translation>
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
    <name>tablesmith::gui::ShardStatusView</name>
    <message>
        <source>Stream shards</source>
        <translation>Stream-Shards</translation>
    </message>
    <message>
        <source>Shard</source>
        <translation>Shard</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>Eltern-Shard</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Datensätze</translation>
    </message>
    <message>
        <source>Last sequence number</source>
        <translation>Letzte Sequenznummer</translation>
    </message>
    <message>
        <source>Iterator age</source>
        <translation>Iterator-Alter</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Rückstand</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>waiting for its parent</source>
        <translation>wartet auf Eltern-Shard</translation>
    </message>
    <message>
        <source>closed, read to its end</source>
        <translation>geschlossen, bis zum Ende gelesen</translation>
    </message>
    <message>
        <source>open, reading</source>
        <translation>offen, wird gelesen</translation>
    </message>
    <message>
        <source>closed, reading</source>
        <translation>geschlossen, wird gelesen</translation>
    </message>
    <message>
        <source>Records are pushed right after each commit: there are no shards to poll.</source>
        <translation>Datensätze werden direkt nach jedem Commit übertragen: Es gibt keine Shards abzufragen.</translation>
    </message>
    <message>
        <source>No shards yet.</source>
        <translation>Noch keine Shards.</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tabelle %1</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::StreamInspector</name>
    <message>
        <source>The table whose records are shown</source>
        <translation>Die Tabelle, deren Datensätze angezeigt werden</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Pause the list; records keep arriving in a buffer</source>
        <translation>Die Liste anhalten; Datensätze kommen weiter in einem Puffer an</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>From TRIM_HORIZON (all retained records)</source>
        <translation>Ab TRIM_HORIZON (alle aufbewahrten Datensätze)</translation>
    </message>
    <message>
        <source>From a sequence number…</source>
        <translation>Ab einer Sequenznummer…</translation>
    </message>
    <message>
        <source>From a time…</source>
        <translation>Ab einem Zeitpunkt…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Erneut abspielen</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Enable stream…</source>
        <translation>Stream aktivieren…</translation>
    </message>
    <message>
        <source>key prefix</source>
        <translation>Schlüsselpräfix</translation>
    </message>
    <message>
        <source>any entity</source>
        <translation>jede Entität</translation>
    </message>
    <message>
        <source>Lambda filter…</source>
        <translation>Lambda-Filter…</translation>
    </message>
    <message>
        <source>all records</source>
        <translation>alle Datensätze</translation>
    </message>
    <message>
        <source>matched</source>
        <translation>passend</translation>
    </message>
    <message>
        <source>not matched</source>
        <translation>nicht passend</translation>
    </message>
    <message>
        <source>Which records the Lambda filter selects are shown</source>
        <translation>Welche Datensätze nach dem Lambda-Filter angezeigt werden</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Auswirkung</translation>
    </message>
    <message>
        <source>Old index key</source>
        <translation>Alter Indexschlüssel</translation>
    </message>
    <message>
        <source>New index key</source>
        <translation>Neuer Indexschlüssel</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Old → new</source>
        <translation>Alt → neu</translation>
    </message>
    <message>
        <source>Index effects</source>
        <translation>Auswirkungen auf Indizes</translation>
    </message>
    <message>
        <source>Handler: order status</source>
        <translation>Handler: Bestellstatus</translation>
    </message>
    <message>
        <source>Notify on order status change (ecommerce example): the order MODIFYs whose status changed</source>
        <translation>Bei Änderung des Bestellstatus benachrichtigen (Beispiel ecommerce): die MODIFYs von Bestellungen, deren Status sich geändert hat</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n Datensatz</numerusform>
            <numerusform>%n Datensätze</numerusform>
        </translation>
    </message>
    <message>
        <source>no connection</source>
        <translation>keine Verbindung</translation>
    </message>
    <message>
        <source>● live</source>
        <translation>● live</translation>
    </message>
    <message>
        <source>○ stopped</source>
        <translation>○ gestoppt</translation>
    </message>
    <message numerus="yes">
        <source>%n shard(s)</source>
        <translation>
            <numerusform>%n Shard</numerusform>
            <numerusform>%n Shards</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ms behind</source>
        <translation>%1 ms Rückstand</translation>
    </message>
    <message numerus="yes">
        <source>paused, %n buffered</source>
        <translation>
            <numerusform>angehalten, %n gepuffert</numerusform>
            <numerusform>angehalten, %n gepuffert</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 oldest dropped (cap %2)</source>
        <translation>%1 älteste verworfen (Obergrenze %2)</translation>
    </message>
    <message>
        <source>%1 lost in gaps</source>
        <translation>%1 in Lücken verloren</translation>
    </message>
    <message>
        <source>no %1 attribute (sparse index)</source>
        <translation>kein Attribut %1 (Sparse-Index)</translation>
    </message>
    <message>
        <source>%1 is not of the index key&apos;s type</source>
        <translation>%1 hat nicht den Typ des Indexschlüssels</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 ist leer</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>aufgenommen</translation>
    </message>
    <message>
        <source>left</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>index key changed</source>
        <translation>Indexschlüssel geändert</translation>
    </message>
    <message>
        <source>updated</source>
        <translation>aktualisiert</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>not in index</source>
        <translation>nicht im Index</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>All tables with a stream</source>
        <translation>Alle Tabellen mit Stream</translation>
    </message>
    <message>
        <source> (GSI)</source>
        <translation> (GSI)</translation>
    </message>
    <message>
        <source> (LSI)</source>
        <translation> (LSI)</translation>
    </message>
    <message>
        <source>projected: %1</source>
        <translation>projiziert: %1</translation>
    </message>
    <message>
        <source>Lambda filter</source>
        <translation>Lambda-Filter</translation>
    </message>
    <message>
        <source>Replay from sequence number (AT_SEQUENCE_NUMBER):</source>
        <translation>Erneut abspielen ab Sequenznummer (AT_SEQUENCE_NUMBER):</translation>
    </message>
    <message>
        <source>Replay from a time</source>
        <translation>Erneut abspielen ab einem Zeitpunkt</translation>
    </message>
    <message>
        <source>Export records</source>
        <translation>Datensätze exportieren</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl);;All files (*)</source>
        <translation>JSON-Zeilen (*.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Enable stream</source>
        <translation>Stream aktivieren</translation>
    </message>
    <message>
        <source>Stream view type for %1 (what each record carries):</source>
        <translation>Stream-Ansichtstyp für %1 (was jeder Datensatz enthält):</translation>
    </message>
    <message>
        <source>Stream records</source>
        <translation>Stream-Datensätze</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Key prefix</source>
        <translation>Schlüsselpräfix</translation>
    </message>
    <message>
        <source>Entity type</source>
        <translation>Entitätstyp</translation>
    </message>
    <message>
        <source>Lambda filter selection</source>
        <translation>Auswahl nach Lambda-Filter</translation>
    </message>
    <message>
        <source>Shards</source>
        <translation>Shards</translation>
    </message>
    <message>
        <source>The stream&apos;s shards, how far each is read and how far behind the reader is</source>
        <translation>Die Shards des Streams, wie weit jeder gelesen ist und wie weit der Leser zurückliegt</translation>
    </message>
    <message>
        <source>iterator age %1</source>
        <translation>Iterator-Alter %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n record(s) shown</source>
        <translation>
            <numerusform>%1 von %n Datensatz angezeigt</numerusform>
            <numerusform>%1 von %n Datensätzen angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>Lambda filter: %1 matched · %2 not matched · %3</source>
        <translation>Lambda-Filter: %1 passend · %2 nicht passend · %3</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::StreamRecordModel</name>
    <message>
        <source>Deleted by TTL (userIdentity: dynamodb.amazonaws.com)</source>
        <translation>Durch TTL gelöscht (userIdentity: dynamodb.amazonaws.com)</translation>
    </message>
    <message>
        <source>REMOVE (TTL)</source>
        <translation>REMOVE (TTL)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Entity</source>
        <translation>Entität</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Sequence number</source>
        <translation>Sequenznummer</translation>
    </message>
    <message>
        <source>Written at %1 (ApproximateCreationDateTime), read at %2</source>
        <translation>Geschrieben um %1 (ApproximateCreationDateTime), gelesen um %2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::StreamsInstrument</name>
    <message>
        <source>Stream inspector</source>
        <translation>Stream-Inspektor</translation>
    </message>
    <message>
        <source>Open stream inspector tab</source>
        <translation>Stream-Inspektor in einem Tab öffnen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+I</source>
        <translation>Ctrl+Shift+I</translation>
    </message>
    <message>
        <source>Watch the current table in the dock</source>
        <translation>Die aktuelle Tabelle im Dock beobachten</translation>
    </message>
    <message>
        <source>Streams</source>
        <translation>Streams</translation>
    </message>
    <message>
        <source>Stream: %1</source>
        <translation>Stream: %1</translation>
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
    <message>
        <source>%1 reads/s · %2 writes/s</source>
        <translation>%1 Lesen/s · %2 Schreiben/s</translation>
    </message>
    <message>
        <source>STANDARD (not named)</source>
        <translation>STANDARD (nicht angegeben)</translation>
    </message>
    <message>
        <source>Warm throughput</source>
        <translation>Vorgewärmter Durchsatz</translation>
    </message>
    <message>
        <source>Table class</source>
        <translation>Tabellenklasse</translation>
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
    <message>
        <source>stream on (%1)</source>
        <translation>Stream an (%1)</translation>
    </message>
    <message>
        <source>This table has no stream: changes made elsewhere appear when you refresh.</source>
        <translation>Diese Tabelle hat keinen Stream: Anderswo vorgenommene Änderungen erscheinen beim Aktualisieren.</translation>
    </message>
    <message>
        <source>Enable stream</source>
        <translation>Stream aktivieren</translation>
    </message>
    <message>
        <source>UpdateTable with a NEW_AND_OLD_IMAGES stream: the grid then follows every write</source>
        <translation>UpdateTable mit einem NEW_AND_OLD_IMAGES-Stream: Die Ansicht folgt dann jedem Schreibvorgang</translation>
    </message>
    <message>
        <source>Scan order (unsorted)</source>
        <translation>Scan-Reihenfolge (unsortiert)</translation>
    </message>
    <message>
        <source>Partition %1 is hidden by the entity filter.</source>
        <translation>Partition %1 ist durch den Entitätsfilter ausgeblendet.</translation>
    </message>
    <message>
        <source>Partition %1 is not in the table.</source>
        <translation>Partition %1 ist nicht in der Tabelle.</translation>
    </message>
    <message>
        <source>Loading up to partition %1…</source>
        <translation>Wird bis Partition %1 geladen…</translation>
    </message>
    <message>
        <source>Partition %1.</source>
        <translation>Partition %1.</translation>
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
    <name>tablesmith::gui::TransferInstrument</name>
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
        <translation>Tabelle e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
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
    <message numerus="yes">
        <source>%Ln item(s) written · %1 of %2 read</source>
        <translation>
            <numerusform>%Ln Element geschrieben · %1 von %2 gelesen</numerusform>
            <numerusform>%Ln Elemente geschrieben · %1 von %2 gelesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s) exported</source>
        <translation>
            <numerusform>%Ln Element exportiert</numerusform>
            <numerusform>%Ln Elemente exportiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %Ln item(s).</source>
        <translation>
            <numerusform>Nach %Ln Element abgebrochen.</numerusform>
            <numerusform>Nach %Ln Elementen abgebrochen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped at a bad line; %Ln item(s) written.</source>
        <translation>
            <numerusform>An einer fehlerhaften Zeile angehalten; %Ln Element geschrieben.</numerusform>
            <numerusform>An einer fehlerhaften Zeile angehalten; %Ln Elemente geschrieben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %Ln item(s).</source>
        <translation>
            <numerusform>%Ln Element importiert.</numerusform>
            <numerusform>%Ln Elemente importiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln item(s).</source>
        <translation>
            <numerusform>%Ln Element exportiert.</numerusform>
            <numerusform>%Ln Elemente exportiert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TypedValueInput</name>
    <message>
        <source>DynamoDB type of the value</source>
        <translation>DynamoDB-Typ des Werts</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::WorkbenchUndo</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::WriteSequence</name>
    <message>
        <source>Changed meanwhile: the item in the table is no longer the one you loaded.</source>
        <translation>Inzwischen geändert: Das Element in der Tabelle ist nicht mehr das geladene.</translation>
    </message>
</context>
</TS>
