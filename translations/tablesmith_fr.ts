<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>CommandLine</name>
    <message>
        <source>Tablesmith: a desktop workbench for DynamoDB-style tables.</source>
        <translation>Tablesmith : un atelier de bureau pour les tables de type DynamoDB.</translation>
    </message>
    <message>
        <source>Open the database in FILE.</source>
        <translation>Ouvrir la base de données FICHIER.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>Open an in-memory database that keeps nothing.</source>
        <translation>Ouvrir une base de données en mémoire qui ne conserve rien.</translation>
    </message>
    <message>
        <source>Sync every commit to disk (survives power loss).</source>
        <translation>Synchroniser chaque commit sur disque (résiste aux coupures de courant).</translation>
    </message>
    <message>
        <source>Create the example table NAME (unless present) and open it. Examples: %1.</source>
        <translation>Créer la table d’exemple NOM (si absente) et l’ouvrir. Exemples : %1.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NOM</translation>
    </message>
    <message>
        <source>Serve the DynamoDB API on 127.0.0.1:PORT (default %1).</source>
        <translation>Servir l’API DynamoDB sur 127.0.0.1:PORT (par défaut %1).</translation>
    </message>
    <message>
        <source>PORT</source>
        <translation>PORT</translation>
    </message>
    <message>
        <source>Use either --db or --in-memory, not both.</source>
        <translation>Utilisez --db ou --in-memory, pas les deux.</translation>
    </message>
    <message>
        <source>There is no example called &quot;%1&quot;.</source>
        <translation>Il n’existe pas d’exemple nommé « %1 ».</translation>
    </message>
    <message>
        <source>--serve takes a port number.</source>
        <translation>--serve attend un numéro de port.</translation>
    </message>
    <message>
        <source>Also open the DynamoDB endpoint at URL (e.g. http://localhost:8000), signing with an AWS profile&apos;s keys.</source>
        <translation>Ouvrir aussi le point de terminaison DynamoDB à l’URL (p. ex. http://localhost:8000), signé avec les clés d’un profil AWS.</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>The region for --connect (default: the profile&apos;s).</source>
        <translation>La région pour --connect (par défaut : celle du profil).</translation>
    </message>
    <message>
        <source>REGION</source>
        <translation>REGION</translation>
    </message>
    <message>
        <source>The AWS profile for --connect (default: AWS_PROFILE, else the environment&apos;s keys or &quot;default&quot;).</source>
        <translation>Le profil AWS pour --connect (par défaut : AWS_PROFILE, sinon les clés de l’environnement ou &quot;default&quot;).</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>The request is not valid.</source>
        <translation>La requête n’est pas valide.</translation>
    </message>
    <message>
        <source>The table or index does not exist.</source>
        <translation>La table ou l’index n’existe pas.</translation>
    </message>
    <message>
        <source>The table is in use or already exists.</source>
        <translation>La table est utilisée ou existe déjà.</translation>
    </message>
    <message>
        <source>The condition was not met; nothing was written.</source>
        <translation>La condition n’est pas remplie ; rien n’a été écrit.</translation>
    </message>
    <message>
        <source>The transaction was cancelled.</source>
        <translation>La transaction a été annulée.</translation>
    </message>
    <message>
        <source>The request was throttled.</source>
        <translation>La requête a été limitée.</translation>
    </message>
    <message>
        <source>A limit was exceeded.</source>
        <translation>Une limite a été dépassée.</translation>
    </message>
    <message>
        <source>The request could not be read.</source>
        <translation>La requête n’a pas pu être lue.</translation>
    </message>
    <message>
        <source>This operation is not supported.</source>
        <translation>Cette opération n’est pas prise en charge.</translation>
    </message>
    <message>
        <source>Access was denied.</source>
        <translation>L’accès a été refusé.</translation>
    </message>
    <message>
        <source>The stream position is no longer valid.</source>
        <translation>La position dans le flux n’est plus valide.</translation>
    </message>
    <message>
        <source>The engine reported an internal error.</source>
        <translation>Le moteur a signalé une erreur interne.</translation>
    </message>
    <message>
        <source>This request token was already used for a different request.</source>
        <translation>Ce jeton de requête a déjà servi pour une autre requête.</translation>
    </message>
    <message>
        <source>The endpoint refused the request.</source>
        <translation>Le point de terminaison a refusé la requête.</translation>
    </message>
    <message>
        <source>The endpoint could not be reached.</source>
        <translation>Le point de terminaison est injoignable.</translation>
    </message>
</context>
<context>
    <name>ItemJson</name>
    <message>
        <source>%1: number %2 written as a string</source>
        <translation>%1 : nombre %2 écrit comme chaîne</translation>
    </message>
    <message>
        <source>%1: number %2 is beyond double precision; other JSON tools may round it</source>
        <translation>%1 : le nombre %2 dépasse la précision double ; d’autres outils JSON peuvent l’arrondir</translation>
    </message>
    <message>
        <source>%1: binary written as a base64 string</source>
        <translation>%1 : binaire écrit comme chaîne base64</translation>
    </message>
    <message>
        <source>%1: %2 set written as a list</source>
        <translation>%1 : ensemble %2 écrit comme liste</translation>
    </message>
    <message>
        <source>JSON syntax error: %1</source>
        <translation>Erreur de syntaxe JSON : %1</translation>
    </message>
    <message>
        <source>An item is a JSON object of attributes.</source>
        <translation>Un élément est un objet JSON d’attributs.</translation>
    </message>
</context>
<context>
    <name>ItemTree</name>
    <message>
        <source>string</source>
        <translation>chaîne</translation>
    </message>
    <message>
        <source>number</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>binary</source>
        <translation>binaire</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>booléen</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>map</source>
        <translation>map</translation>
    </message>
    <message>
        <source>list</source>
        <translation>liste</translation>
    </message>
    <message>
        <source>string set</source>
        <translation>ensemble de chaînes</translation>
    </message>
    <message>
        <source>number set</source>
        <translation>ensemble de nombres</translation>
    </message>
    <message>
        <source>binary set</source>
        <translation>ensemble binaire</translation>
    </message>
    <message>
        <source>malformed</source>
        <translation>mal formé</translation>
    </message>
    <message>
        <source>⟨1 member⟩</source>
        <translation>⟨1 membre⟩</translation>
    </message>
    <message>
        <source>⟨%1 members⟩</source>
        <translation>⟨%1 membres⟩</translation>
    </message>
    <message>
        <source>[1 element]</source>
        <translation>[1 élément]</translation>
    </message>
    <message>
        <source>[%1 elements]</source>
        <translation>[%1 éléments]</translation>
    </message>
    <message>
        <source>empty string</source>
        <translation>chaîne vide</translation>
    </message>
    <message>
        <source>{1 attribute}</source>
        <translation>{1 attribut}</translation>
    </message>
    <message>
        <source>{%1 attributes}</source>
        <translation>{%1 attributs}</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>malformed value</source>
        <translation>valeur mal formée</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The new language applies when Tablesmith starts again.</source>
        <translation>La nouvelle langue s’applique au prochain démarrage de Tablesmith.</translation>
    </message>
</context>
<context>
    <name>MfaPrompt</name>
    <message>
        <source>MFA Code</source>
        <translation>Code MFA</translation>
    </message>
    <message>
        <source>The profile %1 assumes a role that needs a code from the MFA device
%2

Code:</source>
        <translation>Le profil %1 assume un rôle qui exige un code du périphérique MFA
%2

Code :</translation>
    </message>
    <message>
        <source>No MFA code was entered for %1.</source>
        <translation>Aucun code MFA n’a été saisi pour %1.</translation>
    </message>
    <message>
        <source>No MFA code was entered in time.</source>
        <translation>Aucun code MFA n’a été saisi à temps.</translation>
    </message>
</context>
<context>
    <name>PlainJson</name>
    <message>
        <source>JSON syntax error: %1</source>
        <translation>Erreur de syntaxe JSON : %1</translation>
    </message>
    <message>
        <source>An item is a JSON object of attributes.</source>
        <translation>Un élément est un objet JSON d’attributs.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>JavaScript (SDK v3 client)</source>
        <translation>JavaScript (client SDK v3)</translation>
    </message>
    <message>
        <source>JavaScript (DocumentClient)</source>
        <translation>JavaScript (DocumentClient)</translation>
    </message>
    <message>
        <source>Python (boto3 client)</source>
        <translation>Python (client boto3)</translation>
    </message>
    <message>
        <source>Python (boto3 Table)</source>
        <translation>Python (Table boto3)</translation>
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
        <translation>index %1 de %2</translation>
    </message>
    <message>
        <source>DynamoDB refuses this request</source>
        <translation>DynamoDB refuse cette requête</translation>
    </message>
    <message>
        <source> · filtered after reading</source>
        <translation> · filtré après lecture</translation>
    </message>
    <message>
        <source> · segment %1 of %2</source>
        <translation> · segment %1 sur %2</translation>
    </message>
    <message>
        <source> · also writes %1</source>
        <translation> · écrit aussi %1</translation>
    </message>
    <message>
        <source>attribute path, e.g. address.city or tags[0]</source>
        <translation>chemin d’attribut, p. ex. address.city ou tags[0]</translation>
    </message>
    <message>
        <source>Run with values</source>
        <translation>Exécuter avec des valeurs</translation>
    </message>
</context>
<context>
    <name>RemoteSession</name>
    <message>
        <source>The profile %1 has no credentials: no aws_access_key_id, credential_process, role_arn or sso_session.</source>
        <translation>Le profil %1 n’a pas d’identifiants : ni aws_access_key_id, ni credential_process, ni role_arn, ni sso_session.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>T&amp;heme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Comme le &amp;système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Cannot connect</source>
        <translation>Connexion impossible</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CallLogDock</name>
    <message>
        <source>API calls</source>
        <translation>Appels d’API</translation>
    </message>
    <message>
        <source>API calls, newest last</source>
        <translation>Appels d’API, les plus récents en dernier</translation>
    </message>
    <message>
        <source>Request and response of the selected call</source>
        <translation>Requête et réponse de l’appel sélectionné</translation>
    </message>
    <message>
        <source>Select a call to see its request and response</source>
        <translation>Sélectionnez un appel pour voir sa requête et sa réponse</translation>
    </message>
    <message>
        <source>Request:
%1

Response:
%2</source>
        <translation>Requête :
%1

Réponse :
%2</translation>
    </message>
    <message>
        <source>served</source>
        <translation>servi</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CallLogInstrument</name>
    <message>
        <source>last: %1</source>
        <translation>dernier : %1</translation>
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
        <translation>1 élément</translation>
    </message>
    <message>
        <source>%1 items</source>
        <translation>%1 éléments</translation>
    </message>
    <message>
        <source>1 table</source>
        <translation>1 table</translation>
    </message>
    <message>
        <source>%1 tables</source>
        <translation>%1 tables</translation>
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
        <translation>Heure</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>… (%1 more bytes)</source>
        <translation>… (%1 octets de plus)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>served</source>
        <translation>servi</translation>
    </message>
    <message>
        <source>app</source>
        <translation>appli</translation>
    </message>
    <message>
        <source>Called by a client of the served DynamoDB endpoint</source>
        <translation>Appelé par un client du point de terminaison DynamoDB servi</translation>
    </message>
    <message>
        <source>Called by Tablesmith itself</source>
        <translation>Appelé par Tablesmith lui-même</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CodeEditor</name>
    <message>
        <source>Find</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <source>Find in the text</source>
        <translation>Rechercher dans le texte</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CodePanel</name>
    <message>
        <source>endpoint (empty: AWS)</source>
        <translation>point de terminaison (vide : AWS)</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Région</translation>
    </message>
    <message>
        <source>Save as %1 and run: %2</source>
        <translation>Enregistrer sous %1 et exécuter : %2</translation>
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
        <translation>Inverser tout le groupe</translation>
    </message>
    <message>
        <source>All of (AND)</source>
        <translation>Toutes (AND)</translation>
    </message>
    <message>
        <source>Any of (OR)</source>
        <translation>Au moins une (OR)</translation>
    </message>
    <message>
        <source>+ Condition</source>
        <translation>+ Condition</translation>
    </message>
    <message>
        <source>Add a condition row</source>
        <translation>Ajouter une ligne de condition</translation>
    </message>
    <message>
        <source>+ Group</source>
        <translation>+ Groupe</translation>
    </message>
    <message>
        <source>Add a nested group</source>
        <translation>Ajouter un groupe imbriqué</translation>
    </message>
    <message>
        <source>Remove this group</source>
        <translation>Retirer ce groupe</translation>
    </message>
    <message>
        <source>Remove this condition</source>
        <translation>Retirer cette condition</translation>
    </message>
    <message>
        <source>and</source>
        <translation>et</translation>
    </message>
    <message>
        <source>Another value for IN</source>
        <translation>Une autre valeur pour IN</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ConnectEndpointDialog</name>
    <message>
        <source>Connect to Endpoint</source>
        <translation>Se connecter à un point de terminaison</translation>
    </message>
    <message>
        <source>Browse tables on AWS, DynamoDB Local or another tablesmith-server. Leave the URL empty for AWS&apos;s endpoint in the region.</source>
        <translation>Parcourir les tables sur AWS, DynamoDB Local ou un autre tablesmith-server. Laissez l’URL vide pour le point de terminaison AWS de la région.</translation>
    </message>
    <message>
        <source>&amp;Recent:</source>
        <translation>&amp;Récents :</translation>
    </message>
    <message>
        <source>Endpoint &amp;URL:</source>
        <translation>&amp;URL du point de terminaison :</translation>
    </message>
    <message>
        <source>Re&amp;gion:</source>
        <translation>Ré&amp;gion :</translation>
    </message>
    <message>
        <source>Credentials:</source>
        <translation>Identifiants :</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>&amp;Tester la connexion</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Connecter</translation>
    </message>
    <message>
        <source>AWS &amp;profile</source>
        <translation>&amp;Profil AWS</translation>
    </message>
    <message>
        <source>Access &amp;keys</source>
        <translation>Clés d’&amp;accès</translation>
    </message>
    <message>
        <source>Access key ID</source>
        <translation>ID de clé d’accès</translation>
    </message>
    <message>
        <source>Secret access key (not saved)</source>
        <translation>Clé d’accès secrète (non enregistrée)</translation>
    </message>
    <message>
        <source>Session token (optional, not saved)</source>
        <translation>Jeton de session (facultatif, non enregistré)</translation>
    </message>
    <message>
        <source>No profiles in ~/.aws</source>
        <translation>Aucun profil dans ~/.aws</translation>
    </message>
    <message>
        <source>Cannot read ~/.aws</source>
        <translation>Impossible de lire ~/.aws</translation>
    </message>
    <message>
        <source>None yet</source>
        <translation>Aucun pour l’instant</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>AWS</source>
        <translation>AWS</translation>
    </message>
    <message>
        <source>profile %1</source>
        <translation>profil %1</translation>
    </message>
    <message>
        <source>A region holds only letters, digits and &apos;-&apos;, e.g. eu-west-1.</source>
        <translation>Une région ne contient que des lettres, des chiffres et &apos;-&apos;, p. ex. eu-west-1.</translation>
    </message>
    <message>
        <source>Choose a profile, or enter access keys.</source>
        <translation>Choisissez un profil ou saisissez des clés d’accès.</translation>
    </message>
    <message>
        <source>Enter a region: the profile %1 names none.</source>
        <translation>Saisissez une région : le profil %1 n’en indique aucune.</translation>
    </message>
    <message>
        <source>Enter a region, e.g. us-east-1.</source>
        <translation>Saisissez une région, p. ex. us-east-1.</translation>
    </message>
    <message>
        <source>Enter an access key ID.</source>
        <translation>Saisissez un ID de clé d’accès.</translation>
    </message>
    <message>
        <source>Enter the secret access key.</source>
        <translation>Saisissez la clé d’accès secrète.</translation>
    </message>
    <message>
        <source>e.g. http://localhost:8000</source>
        <translation>p. ex. http://localhost:8000</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <source>1 table</source>
        <translation>1 table</translation>
    </message>
    <message>
        <source>%1 tables</source>
        <translation>%1 tables</translation>
    </message>
    <message>
        <source>Connected: more than %1.</source>
        <translation>Connecté : plus de %1.</translation>
    </message>
    <message>
        <source>Connected: %1.</source>
        <translation>Connecté : %1.</translation>
    </message>
    <message>
        <source>Reading ~/.aws…</source>
        <translation>Lecture de ~/.aws…</translation>
    </message>
    <message>
        <source>%1 answered ListTables without TableNames: it is not a DynamoDB endpoint.</source>
        <translation>%1 a répondu à ListTables sans TableNames : ce n’est pas un point de terminaison DynamoDB.</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ConnectionsDock</name>
    <message>
        <source>Connections</source>
        <translation>Connexions</translation>
    </message>
    <message>
        <source>embedded · %1</source>
        <translation>intégrée · %1</translation>
    </message>
    <message>
        <source>Partition key (HASH)</source>
        <translation>Clé de partition (HASH)</translation>
    </message>
    <message>
        <source>Sort key (RANGE)</source>
        <translation>Clé de tri (RANGE)</translation>
    </message>
    <message>
        <source>Global secondary index</source>
        <translation>Index secondaire global</translation>
    </message>
    <message>
        <source>Local secondary index</source>
        <translation>Index secondaire local</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Ouvrir %1</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Connections and their tables</source>
        <translation>Connexions et leurs tables</translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation>Déconnecter</translation>
    </message>
    <message>
        <source>%1, backfilling</source>
        <translation>%1, en remplissage</translation>
    </message>
    <message>
        <source>projects %1</source>
        <translation>projette %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s), %1</source>
        <translation>
            <numerusform>%Ln élément, %1</numerusform>
            <numerusform>%Ln éléments, %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CostEstimateView</name>
    <message>
        <source>Measure on sample items</source>
        <translation>Mesurer sur les éléments d’exemple</translation>
    </message>
    <message>
        <source>Runs every access pattern on the sample items and takes the capacity each call consumed</source>
        <translation>Exécute chaque modèle d’accès sur les éléments d’exemple et relève la capacité consommée par chaque appel</translation>
    </message>
    <message>
        <source>Access pattern</source>
        <translation>Modèle d’accès</translation>
    </message>
    <message>
        <source>Calls/s</source>
        <translation>Appels/s</translation>
    </message>
    <message>
        <source>RCU/call</source>
        <translation>RCU/appel</translation>
    </message>
    <message>
        <source>WCU/call</source>
        <translation>WCU/appel</translation>
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
        <translation>À la demande/mois</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Région</translation>
    </message>
    <message>
        <source>On demand, per million read request units</source>
        <translation>À la demande, par million d’unités de requête de lecture</translation>
    </message>
    <message>
        <source>On demand, per million write request units</source>
        <translation>À la demande, par million d’unités de requête d’écriture</translation>
    </message>
    <message>
        <source>Provisioned, per RCU-hour</source>
        <translation>Provisionné, par RCU-heure</translation>
    </message>
    <message>
        <source>Provisioned, per WCU-hour</source>
        <translation>Provisionné, par WCU-heure</translation>
    </message>
    <message>
        <source>Storage, per GB-month</source>
        <translation>Stockage, par Go-mois</translation>
    </message>
    <message>
        <source>Free storage, GB</source>
        <translation>Stockage gratuit, Go</translation>
    </message>
    <message>
        <source>× </source>
        <translation>× </translation>
    </message>
    <message>
        <source>Provisioned target utilisation</source>
        <translation>Utilisation cible en mode provisionné</translation>
    </message>
    <message>
        <source>Items stored per sample item</source>
        <translation>Éléments stockés par élément d’exemple</translation>
    </message>
    <message>
        <source>Prices of %1, checked %2 (%3)</source>
        <translation>Prix de %1, vérifiés le %2 (%3)</translation>
    </message>
    <message>
        <source>Prices edited (from those of %1)</source>
        <translation>Prix modifiés (à partir de ceux de %1)</translation>
    </message>
    <message>
        <source>Set the rate of an access pattern</source>
        <translation>Définir le débit d’un modèle d’accès</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>&lt;b&gt;On demand: %1/month&lt;/b&gt; — reads %2, writes %3, storage %4&lt;br&gt;&lt;b&gt;Provisioned: %5/month&lt;/b&gt; — %6 RCU (%7) and %8 WCU (%9) at %10 % utilisation for %11 RCU/s and %12 WCU/s, storage %4&lt;br&gt;Stored: %13</source>
        <translation>&lt;b&gt;À la demande : %1/mois&lt;/b&gt; — lectures %2, écritures %3, stockage %4&lt;br&gt;&lt;b&gt;Provisionné : %5/mois&lt;/b&gt; — %6 RCU (%7) et %8 WCU (%9) à %10 % d’utilisation pour %11 RCU/s et %12 WCU/s, stockage %4&lt;br&gt;Stocké : %13</translation>
    </message>
    <message>
        <source>Choose the price region</source>
        <translation>Choisir la région tarifaire</translation>
    </message>
    <message>
        <source>Edit prices</source>
        <translation>Modifier les prix</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CreateTableDialog</name>
    <message>
        <source>String (S)</source>
        <translation>Chaîne (S)</translation>
    </message>
    <message>
        <source>Number (N)</source>
        <translation>Nombre (N)</translation>
    </message>
    <message>
        <source>Binary (B)</source>
        <translation>Binaire (B)</translation>
    </message>
    <message>
        <source>Create table</source>
        <translation>Créer une table</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Créer</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>e.g. ecommerce</source>
        <translation>p. ex. ecommerce</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>On-demand (PAY_PER_REQUEST)</source>
        <translation>À la demande (PAY_PER_REQUEST)</translation>
    </message>
    <message>
        <source>Provisioned</source>
        <translation>Provisionné</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>&amp;Partition key</source>
        <translation>Clé de &amp;partition</translation>
    </message>
    <message>
        <source>&amp;Sort key</source>
        <translation>Clé de &amp;tri</translation>
    </message>
    <message>
        <source>&amp;Billing</source>
        <translation>&amp;Facturation</translation>
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
        <translation>Ajouter un index</translation>
    </message>
    <message>
        <source>Remove index</source>
        <translation>Retirer l’index</translation>
    </message>
    <message>
        <source>The table name needs 3 to 255 letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;.</source>
        <translation>Le nom de table demande 3 à 255 lettres, chiffres, &apos;_&apos;, &apos;-&apos; ou &apos;.&apos;.</translation>
    </message>
    <message>
        <source>The partition key needs a name.</source>
        <translation>La clé de partition doit avoir un nom.</translation>
    </message>
    <message>
        <source>The sort key must differ from the partition key.</source>
        <translation>La clé de tri doit différer de la clé de partition.</translation>
    </message>
    <message>
        <source>Provisioned capacity needs at least 1 read and 1 write unit.</source>
        <translation>La capacité provisionnée demande au moins 1 unité de lecture et 1 d’écriture.</translation>
    </message>
    <message>
        <source>Secondary indexes</source>
        <translation>Index secondaires</translation>
    </message>
    <message>
        <source>Stream and time to live</source>
        <translation>Flux et durée de vie</translation>
    </message>
    <message>
        <source>&amp;Record every change in a stream</source>
        <translation>&amp;Enregistrer chaque modification dans un flux</translation>
    </message>
    <message>
        <source>New and old images</source>
        <translation>Nouvelle et ancienne images</translation>
    </message>
    <message>
        <source>New image</source>
        <translation>Nouvelle image</translation>
    </message>
    <message>
        <source>Old image</source>
        <translation>Ancienne image</translation>
    </message>
    <message>
        <source>Keys only</source>
        <translation>Clés seulement</translation>
    </message>
    <message>
        <source>Stream view type</source>
        <translation>Type de vue du flux</translation>
    </message>
    <message>
        <source>none — e.g. expiresAt (epoch seconds)</source>
        <translation>aucun — p. ex. expiresAt (secondes epoch)</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Flux</translation>
    </message>
    <message>
        <source>&amp;Time to live attribute</source>
        <translation>Attribut de &amp;durée de vie (TTL)</translation>
    </message>
    <message>
        <source>The time to live attribute name is longer than 255 characters.</source>
        <translation>Le nom de l’attribut TTL dépasse 255 caractères.</translation>
    </message>
    <message>
        <source>Partition key name</source>
        <translation>Nom de la clé de partition</translation>
    </message>
    <message>
        <source>Partition key type</source>
        <translation>Type de la clé de partition</translation>
    </message>
    <message>
        <source>Sort key name</source>
        <translation>Nom de la clé de tri</translation>
    </message>
    <message>
        <source>Sort key type</source>
        <translation>Type de la clé de tri</translation>
    </message>
    <message>
        <source>Billing mode</source>
        <translation>Mode de facturation</translation>
    </message>
    <message>
        <source>Read capacity units</source>
        <translation>Unités de capacité de lecture</translation>
    </message>
    <message>
        <source>Write capacity units</source>
        <translation>Unités de capacité d’écriture</translation>
    </message>
    <message>
        <source>Table &amp;class</source>
        <translation>&amp;Classe de table</translation>
    </message>
    <message>
        <source>Standard (STANDARD)</source>
        <translation>Standard (STANDARD)</translation>
    </message>
    <message>
        <source>Standard-Infrequent Access (STANDARD_INFREQUENT_ACCESS)</source>
        <translation>Standard – accès peu fréquent (STANDARD_INFREQUENT_ACCESS)</translation>
    </message>
    <message>
        <source>Table class</source>
        <translation>Classe de table</translation>
    </message>
    <message>
        <source>Standard-Infrequent Access stores for less and reads and writes for more</source>
        <translation>Standard – accès peu fréquent : stockage moins cher, lectures et écritures plus chères</translation>
    </message>
    <message>
        <source>Warm read units per second</source>
        <translation>Unités de lecture préchauffées par seconde</translation>
    </message>
    <message>
        <source>Warm write units per second</source>
        <translation>Unités d&apos;écriture préchauffées par seconde</translation>
    </message>
    <message>
        <source>default</source>
        <translation>par défaut</translation>
    </message>
    <message>
        <source>Units per second the table can serve at once (WarmThroughput); default leaves it to the billing mode</source>
        <translation>Unités par seconde que la table peut servir d&apos;emblée (WarmThroughput) ; par défaut, le mode de facturation en décide</translation>
    </message>
    <message>
        <source>Warm reads/s</source>
        <translation>Lectures préchauffées/s</translation>
    </message>
    <message>
        <source>writes/s</source>
        <translation>écritures/s</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignApply</name>
    <message>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <source>Creating table %1…</source>
        <translation>Création de la table %1…</translation>
    </message>
    <message>
        <source>Loading sample items…</source>
        <translation>Chargement des éléments d’exemple…</translation>
    </message>
    <message>
        <source>Only a global secondary index can be added to a table.</source>
        <translation>Seul un index secondaire global peut être ajouté à une table.</translation>
    </message>
    <message>
        <source>Creating index %1…</source>
        <translation>Création de l’index %1…</translation>
    </message>
    <message>
        <source>Table created with its sample items</source>
        <translation>Table créée avec ses éléments d’exemple</translation>
    </message>
    <message>
        <source>Index is ACTIVE</source>
        <translation>L’index est ACTIVE</translation>
    </message>
    <message>
        <source>%1 already exists on %2 with another definition, and DynamoDB cannot change an index&apos;s key schema or projection. Delete the index from the table, then apply again.
%3</source>
        <translation>%1 existe déjà sur %2 avec une autre définition, et DynamoDB ne peut pas modifier le schéma de clé ni la projection d&apos;un index. Supprimez l&apos;index de la table, puis appliquez à nouveau.
%3</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignDocument</name>
    <message>
        <source>Untitled design</source>
        <translation>Conception sans titre</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignEntitiesPage</name>
    <message>
        <source>Entity type</source>
        <translation>Type d’entité</translation>
    </message>
    <message>
        <source>Partition key template</source>
        <translation>Modèle de clé de partition</translation>
    </message>
    <message>
        <source>Sort key template</source>
        <translation>Modèle de clé de tri</translation>
    </message>
    <message>
        <source>Index key templates</source>
        <translation>Modèles de clés d’index</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Attributs</translation>
    </message>
    <message>
        <source>Sample items</source>
        <translation>Éléments d’exemple</translation>
    </message>
    <message>
        <source>Add entity type</source>
        <translation>Ajouter un type d’entité</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Generate sample items</source>
        <translation>Générer des éléments d’exemple</translation>
    </message>
    <message>
        <source>Adds this many items of the selected entity type (of every type when none is selected) from its key templates</source>
        <translation>Ajoute ce nombre d’éléments du type d’entité sélectionné (de chaque type si aucun n’est sélectionné) d’après ses modèles de clé</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Key template</source>
        <translation>Modèle de clé</translation>
    </message>
    <message>
        <source>Edit entity type</source>
        <translation>Modifier le type d’entité</translation>
    </message>
    <message>
        <source>Remove entity type</source>
        <translation>Retirer le type d’entité</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignIndexesPage</name>
    <message>
        <source>Add index</source>
        <translation>Ajouter un index</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Apply to connection</source>
        <translation>Appliquer à la connexion</translation>
    </message>
    <message>
        <source>Creates the index on the open connection&apos;s table (UpdateTable), or the table with its sample items when it does not exist</source>
        <translation>Crée l’index sur la table de la connexion ouverte (UpdateTable), ou la table avec ses éléments d’exemple si elle n’existe pas</translation>
    </message>
    <message>
        <source> (local)</source>
        <translation> (local)</translation>
    </message>
    <message>
        <source>Edit index %1</source>
        <translation>Modifier l’index %1</translation>
    </message>
    <message>
        <source>Remove index</source>
        <translation>Retirer l’index</translation>
    </message>
    <message>
        <source>No connection is open.</source>
        <translation>Aucune connexion n’est ouverte.</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>Apply failed: %1</source>
        <translation>Échec de l’application : %1</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>Multi-attribute alternative</source>
        <translation>Variante multi-attribut</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %Ln item(s) indexed</source>
        <translation>
            <numerusform>%1 : %2 élément sur %Ln indexé</numerusform>
            <numerusform>%1 : %2 éléments sur %Ln indexés</numerusform>
        </translation>
    </message>
    <message>
        <source>The index keeps its name %1: %2</source>
        <translation>L&apos;index garde son nom %1 : %2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignInstrument</name>
    <message>
        <source>&amp;Design</source>
        <translation>Conce&amp;ption</translation>
    </message>
    <message>
        <source>&amp;New Design</source>
        <translation>&amp;Nouvelle conception</translation>
    </message>
    <message>
        <source>&amp;Open Design…</source>
        <translation>&amp;Ouvrir une conception…</translation>
    </message>
    <message>
        <source>Open &amp;Example Design (ecommerce)</source>
        <translation>Ouvrir la conception d’&amp;exemple (ecommerce)</translation>
    </message>
    <message>
        <source>Open design</source>
        <translation>Ouvrir une conception</translation>
    </message>
    <message>
        <source>Designs and NoSQL Workbench models (*.tsdesign *.json);;All files (*)</source>
        <translation>Conceptions et modèles NoSQL Workbench (*.tsdesign *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Design from Table</source>
        <translation>Conception depuis la table</translation>
    </message>
    <message>
        <source>Opens the current table as a design: keys, indexes and entity types guessed from key prefixes</source>
        <translation>Ouvre la table courante comme conception : clés, index et types d’entité déduits des préfixes de clé</translation>
    </message>
    <message>
        <source>Open a table first</source>
        <translation>Ouvrez d’abord une table</translation>
    </message>
    <message>
        <source>Design: %1</source>
        <translation>Conception : %1</translation>
    </message>
    <message>
        <source>Open example</source>
        <translation>Ouvrir l’exemple</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignItemsPage</name>
    <message>
        <source>Add item…</source>
        <translation>Ajouter un élément…</translation>
    </message>
    <message>
        <source>Remove all</source>
        <translation>Tout retirer</translation>
    </message>
    <message>
        <source>Entity type</source>
        <translation>Type d’entité</translation>
    </message>
    <message>
        <source>attributes</source>
        <translation>attributs</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(inconnu)</translation>
    </message>
    <message numerus="yes">
        <source>%n sample items</source>
        <translation>
            <numerusform>%n élément d’exemple</numerusform>
            <numerusform>%n éléments d’exemple</numerusform>
        </translation>
    </message>
    <message>
        <source>Add sample item</source>
        <translation>Ajouter un élément d’exemple</translation>
    </message>
    <message>
        <source>The item as DynamoDB JSON:</source>
        <translation>L’élément en JSON DynamoDB :</translation>
    </message>
    <message>
        <source>Remove sample items</source>
        <translation>Retirer les éléments d’exemple</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignPatternsPage</name>
    <message>
        <source>Query on index %1</source>
        <translation>Query sur l’index %1</translation>
    </message>
    <message>
        <source>Query on the table</source>
        <translation>Query sur la table</translation>
    </message>
    <message>
        <source>needs a Scan</source>
        <translation>exige un Scan</translation>
    </message>
    <message>
        <source>write by key</source>
        <translation>écriture par clé</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>flux</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>refusé</translation>
    </message>
    <message>
        <source>Access pattern</source>
        <translation>Modèle d’accès</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
    <message>
        <source>Served by</source>
        <translation>Servi par</translation>
    </message>
    <message>
        <source>Key condition</source>
        <translation>Condition de clé</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>Add access pattern…</source>
        <translation>Ajouter un modèle d’accès…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>broke</source>
        <translation>cassé</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>réparé</translation>
    </message>
    <message>
        <source>now</source>
        <translation>désormais</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;: %3</source>
        <translation>%1 « %2 » : %3</translation>
    </message>
    <message>
        <source>Last edit: %1</source>
        <translation>Dernière modification : %1</translation>
    </message>
    <message>
        <source>Add access pattern</source>
        <translation>Ajouter un modèle d’accès</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Operation:</source>
        <translation>Opération :</translation>
    </message>
    <message>
        <source>The request (DynamoDB JSON, {parameters} allowed):</source>
        <translation>La requête (JSON DynamoDB, {parameters} autorisés) :</translation>
    </message>
    <message>
        <source>The request is not a JSON object</source>
        <translation>La requête n’est pas un objet JSON</translation>
    </message>
    <message>
        <source>Remove access pattern</source>
        <translation>Retirer le modèle d’accès</translation>
    </message>
    <message>
        <source>Run on sample items</source>
        <translation>Exécuter sur les éléments d’exemple</translation>
    </message>
    <message>
        <source>Runs the selected pattern, its {parameters} taken from the sample items, on an in-memory table holding them</source>
        <translation>Exécute le modèle sélectionné, ses {paramètres} tirés des éléments d’exemple, sur une table en mémoire qui les contient</translation>
    </message>
    <message>
        <source>Run on connection</source>
        <translation>Exécuter sur la connexion</translation>
    </message>
    <message>
        <source>Runs the selected (reading) pattern on the open connection&apos;s table</source>
        <translation>Exécute le modèle sélectionné (en lecture) sur la table de la connexion ouverte</translation>
    </message>
    <message>
        <source>Select an access pattern to run.</source>
        <translation>Sélectionnez un modèle d’accès à exécuter.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is served by the stream: there is nothing to run.</source>
        <translation>&quot;%1&quot; est servi par le flux : il n’y a rien à exécuter.</translation>
    </message>
    <message>
        <source>No connection is open.</source>
        <translation>Aucune connexion n’est ouverte.</translation>
    </message>
    <message>
        <source>the sample items</source>
        <translation>les éléments d’exemple</translation>
    </message>
    <message>
        <source>Running &quot;%1&quot; on %2…</source>
        <translation>Exécution de &quot;%1&quot; sur %2…</translation>
    </message>
    <message>
        <source>&quot;%1&quot; on %2 failed: %3</source>
        <translation>Échec de &quot;%1&quot; sur %2 : %3</translation>
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
        <translation>capacité non indiquée</translation>
    </message>
    <message numerus="yes">
        <source>&quot;%1&quot; on %2: %n item(s) returned of %3 read · %4%5</source>
        <translation>
            <numerusform>&quot;%1&quot; sur %2 : %n élément renvoyé sur %3 lus · %4%5</numerusform>
            <numerusform>&quot;%1&quot; sur %2 : %n éléments renvoyés sur %3 lus · %4%5</numerusform>
        </translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source>(no items)</source>
        <translation>(aucun élément)</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignTab</name>
    <message>
        <source>Entity types</source>
        <translation>Types d’entité</translation>
    </message>
    <message>
        <source>Indexes</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>Sample items</source>
        <translation>Éléments d’exemple</translation>
    </message>
    <message>
        <source>Access patterns</source>
        <translation>Modèles d’accès</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Save design</source>
        <translation>Enregistrer la conception</translation>
    </message>
    <message>
        <source>Tablesmith designs (*.tsdesign);;NoSQL Workbench models (*.model.json)</source>
        <translation>Conceptions Tablesmith (*.tsdesign);;Modèles NoSQL Workbench (*.model.json)</translation>
    </message>
    <message>
        <source>Export design</source>
        <translation>Exporter la conception</translation>
    </message>
    <message>
        <source>CloudFormation JSON (*.template.json);;CloudFormation YAML (*.yaml);;NoSQL Workbench model (*.model.json)</source>
        <translation>CloudFormation JSON (*.template.json);;CloudFormation YAML (*.yaml);;Modèle NoSQL Workbench (*.model.json)</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partitions</translation>
    </message>
    <message>
        <source>Capacity and cost</source>
        <translation>Capacité et coût</translation>
    </message>
    <message>
        <source>NoSQL Workbench model</source>
        <translation>Modèle NoSQL Workbench</translation>
    </message>
    <message>
        <source>The model is saved, but NoSQL Workbench cannot hold all of the design. Save as a Tablesmith design to keep it.

%1</source>
        <translation>Le modèle est enregistré, mais NoSQL Workbench ne peut pas contenir toute la conception. Enregistrez-la comme conception Tablesmith pour tout conserver.

%1</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::EntityLegend</name>
    <message>
        <source>Entity types:</source>
        <translation>Types d’entité :</translation>
    </message>
    <message>
        <source>key separator</source>
        <translation>séparateur de clé</translation>
    </message>
    <message>
        <source>Entity types are the part of a key before this character</source>
        <translation>Les types d’entité sont la partie d’une clé avant ce caractère</translation>
    </message>
    <message>
        <source>Entity key separator</source>
        <translation>Séparateur des types d’entité</translation>
    </message>
    <message>
        <source>Show or hide %1 items (key prefix &quot;%2&quot;)</source>
        <translation>Afficher ou masquer les éléments %1 (préfixe de clé « %2 »)</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>aucun trouvé</translation>
    </message>
    <message>
        <source>Show or hide %1 items</source>
        <translation>Afficher ou masquer les éléments %1</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ExampleLoader</name>
    <message>
        <source>There is no example called &quot;%1&quot;.</source>
        <translation>Il n’existe pas d’exemple nommé « %1 ».</translation>
    </message>
    <message>
        <source>The example &quot;%1&quot; has no table in its model.</source>
        <translation>Le modèle de l’exemple « %1 » ne contient aucune table.</translation>
    </message>
    <message>
        <source>The example &quot;%1&quot; has an unreadable item.</source>
        <translation>L’exemple « %1 » contient un élément illisible.</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ExplainPanel</name>
    <message>
        <source>After the run</source>
        <translation>Après l’exécution</translation>
    </message>
    <message>
        <source>&lt;p&gt;Suggested index &lt;b&gt;%1&lt;/b&gt;: keys %2, projection %3. %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;Index suggéré &lt;b&gt;%1&lt;/b&gt; : clés %2, projection %3. %4&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ExportDialog</name>
    <message>
        <source>Export %1</source>
        <translation>Exporter %1</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>File to write</source>
        <translation>Fichier à écrire</translation>
    </message>
    <message>
        <source>From the file&apos;s extension</source>
        <translation>D’après l’extension du fichier</translation>
    </message>
    <message>
        <source>F&amp;ormat</source>
        <translation>F&amp;ormat</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <source>Choose a file to write.</source>
        <translation>Choisissez un fichier à écrire.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Le dossier %1 n’existe pas.</translation>
    </message>
    <message>
        <source>Choose a format, or end the file name in .jsonl, .json or .csv.</source>
        <translation>Choisissez un format, ou terminez le nom du fichier par .jsonl, .json ou .csv.</translation>
    </message>
    <message>
        <source>DynamoDB JSON lines (*.jsonl);;JSON array (*.json);;CSV (*.csv)</source>
        <translation>Lignes JSON DynamoDB (*.jsonl);;Tableau JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>Export %n result(s) from %1</source>
        <translation>
            <numerusform>Exporter %n résultat de %1</numerusform>
            <numerusform>Exporter %n résultats de %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::FilterPatternDialog</name>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>never matches</source>
        <translation>ne correspond jamais</translation>
    </message>
    <message>
        <source>%1 at %2: %3</source>
        <translation>%1 à la position %2 : %3</translation>
    </message>
    <message>
        <source>Lambda event filter</source>
        <translation>Filtre d’événements Lambda</translation>
    </message>
    <message>
        <source>Filter patterns of an event source mapping (up to 5, a record passes when any matches), tried on the live records as Lambda sees them.</source>
        <translation>Modèles de filtre d’un mappage de source d’événement (jusqu’à 5 ; un enregistrement passe dès que l’un d’eux correspond), essayés sur les enregistrements en direct tels que Lambda les voit.</translation>
    </message>
    <message>
        <source>Add filter</source>
        <translation>Ajouter un filtre</translation>
    </message>
    <message>
        <source>Remove filter</source>
        <translation>Retirer le filtre</translation>
    </message>
    <message>
        <source>Example: order status changes</source>
        <translation>Exemple : changements de statut de commande</translation>
    </message>
    <message>
        <source>Filter %1</source>
        <translation>Filtre %1</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::GsiEditor</name>
    <message>
        <source>Global secondary index</source>
        <translation>Index secondaire global</translation>
    </message>
    <message>
        <source>Local secondary index</source>
        <translation>Index secondaire local</translation>
    </message>
    <message>
        <source>Index name</source>
        <translation>Nom de l’index</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Genre</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>Clé de partition</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>Clé de tri</translation>
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
        <translation>Projection</translation>
    </message>
    <message>
        <source>The non-key attributes an INCLUDE projection copies</source>
        <translation>Les attributs non-clés que copie une projection INCLUDE</translation>
    </message>
    <message>
        <source>Include</source>
        <translation>Inclure</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::GsiPreview</name>
    <message>
        <source>Entity type</source>
        <translation>Type d’entité</translation>
    </message>
    <message>
        <source>In index</source>
        <translation>Dans l’index</translation>
    </message>
    <message>
        <source>Left out</source>
        <translation>Exclus</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source> writes/s</source>
        <translation> écritures/s</translation>
    </message>
    <message>
        <source>The table&apos;s write rate, spread over the items as in the sample</source>
        <translation>Le débit d’écriture de la table, réparti sur les éléments comme dans l’échantillon</translation>
    </message>
    <message>
        <source>Table write rate</source>
        <translation>Débit d’écriture de la table</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>contient</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>octets</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n entrée</numerusform>
            <numerusform>%n entrées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>%1: %2 WCU per write, %3 when an index key changes</source>
        <translation>%1 : %2 WCU par écriture, %3 quand une clé d’index change</translation>
    </message>
    <message>
        <source>Cost: %1 stored (%2 projected + 100 bytes × %3 entries)
%4</source>
        <translation>Coût : %1 stockés (%2 projetés + 100 octets × %3 entrées)
%4</translation>
    </message>
    <message>
        <source>No entity type writes to this index</source>
        <translation>Aucun type d’entité n’écrit dans cet index</translation>
    </message>
    <message>
        <source>%1 holds %2% of the index: %3 WCU/s at this rate, throttles above %4 table writes/s%5</source>
        <translation>%1 contient %2 % de l’index : %3 WCU/s à ce débit, limitation au-delà de %4 écritures/s sur la table%5</translation>
    </message>
    <message>
        <source> — over the 1,000 WCU/s partition limit</source>
        <translation> — au-delà de la limite de 1 000 WCU/s par partition</translation>
    </message>
    <message>
        <source>Hot partition: none at %1 writes/s</source>
        <translation>Partition chaude : aucune à %1 écritures/s</translation>
    </message>
    <message>
        <source>⚠ Hot partitions:
%1</source>
        <translation>⚠ Partitions chaudes :
%1</translation>
    </message>
    <message>
        <source>Serves no access pattern yet</source>
        <translation>Ne sert encore aucun modèle d’accès</translation>
    </message>
    <message>
        <source>Serves: %1</source>
        <translation>Sert : %1</translation>
    </message>
    <message numerus="yes">
        <source>Preview: what %1 would hold — %2 of %3 items land in the index (%Ln partition(s))</source>
        <translation>
            <numerusform>Aperçu : ce que contiendrait %1 — %2 éléments sur %3 entrent dans l’index (%Ln partition)</numerusform>
            <numerusform>Aperçu : ce que contiendrait %1 — %2 éléments sur %3 entrent dans l’index (%Ln partitions)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 without a key attribute (%2)</source>
        <translation>%1 sans attribut de clé (%2)</translation>
    </message>
    <message>
        <source>%1 of the wrong key type (%2)</source>
        <translation>%1 du mauvais type de clé (%2)</translation>
    </message>
    <message>
        <source>%1 with an empty key (%2)</source>
        <translation>%1 avec une clé vide (%2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; ✗ not served: %2</source>
        <translation>&quot;%1&quot; ✗ non servi : %2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::HeatHistogram</name>
    <message>
        <source>Partition key · items (dark) and bytes (light), hottest first</source>
        <translation>Clé de partition · éléments (foncé) et octets (clair), les plus chaudes d’abord</translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s) · %1 · %2 RCU/s · %3 WCU/s</source>
        <translation>
            <numerusform>%Ln élément · %1 · %2 RCU/s · %3 WCU/s</numerusform>
            <numerusform>%Ln éléments · %1 · %2 RCU/s · %3 WCU/s</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ImportDialog</name>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>File to import</source>
        <translation>Fichier à importer</translation>
    </message>
    <message>
        <source>Detect from the file</source>
        <translation>Détecter d’après le fichier</translation>
    </message>
    <message>
        <source>F&amp;ormat</source>
        <translation>F&amp;ormat</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>&amp;Skip bad lines and load the rest</source>
        <translation>I&amp;gnorer les lignes erronées et charger le reste</translation>
    </message>
    <message>
        <source>Load &amp;nothing if any line is bad</source>
        <translation>Ne &amp;rien charger si une ligne est erronée</translation>
    </message>
    <message>
        <source>Bad lines</source>
        <translation>Lignes erronées</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>Choose a file to import.</source>
        <translation>Choisissez un fichier à importer.</translation>
    </message>
    <message>
        <source>%1 is not a readable file.</source>
        <translation>%1 n’est pas un fichier lisible.</translation>
    </message>
    <message>
        <source>Choose the table to load into (create it first).</source>
        <translation>Choisissez la table où charger (créez-la d’abord).</translation>
    </message>
    <message>
        <source>Table data (*.jsonl *.ndjson *.json *.csv);;All files (*)</source>
        <translation>Données de table (*.jsonl *.ndjson *.json *.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Tablesmith cannot tell the format of %1 from its name or its first lines: choose one in the Format box.</source>
        <translation>Tablesmith ne parvient pas à déterminer le format de %1 d’après son nom ou ses premières lignes : choisissez-en un dans la liste Format.</translation>
    </message>
    <message>
        <source>Looking for items the model would replace…</source>
        <translation>Recherche des éléments que le modèle remplacerait…</translation>
    </message>
    <message>
        <source>1 item in %1 already exists with the same keys as an item of the model. Importing replaces it. Import anyway?</source>
        <translation>1 élément de %1 existe déjà avec les mêmes clés qu’un élément du modèle. L’importation le remplace. Importer quand même ?</translation>
    </message>
    <message>
        <source>%1 items in %2 already exist with the same keys as items of the model. Importing replaces them. Import anyway?</source>
        <translation>%1 éléments de %2 existent déjà avec les mêmes clés que des éléments du modèle. L’importation les remplace. Importer quand même ?</translation>
    </message>
    <message>
        <source>Replace existing items?</source>
        <translation>Remplacer les éléments existants ?</translation>
    </message>
    <message>
        <source>Nothing was imported: the items in %1 stay as they are.</source>
        <translation>Rien n’a été importé : les éléments de %1 restent tels quels.</translation>
    </message>
    <message>
        <source>Created %1.</source>
        <translation>%1 créée(s).</translation>
    </message>
    <message>
        <source>Wrote to %1, which existed already.</source>
        <translation>Écrit dans %1, qui existait déjà.</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::IndexTable</name>
    <message>
        <source>Kind</source>
        <translation>Genre</translation>
    </message>
    <message>
        <source>Index name</source>
        <translation>Nom de l’index</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>Clé de partition</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>Clé de tri</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>Projection</translation>
    </message>
    <message>
        <source>Projected attributes</source>
        <translation>Attributs projetés</translation>
    </message>
    <message>
        <source>Secondary indexes</source>
        <translation>Index secondaires</translation>
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
        <translation>Local</translation>
    </message>
    <message>
        <source>All attributes</source>
        <translation>Tous les attributs</translation>
    </message>
    <message>
        <source>Keys only</source>
        <translation>Clés seulement</translation>
    </message>
    <message>
        <source>Include…</source>
        <translation>Inclure…</translation>
    </message>
    <message>
        <source>Index %1: the name needs 3 to 255 letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;.</source>
        <translation>Index %1 : le nom demande 3 à 255 lettres, chiffres, &apos;_&apos;, &apos;-&apos; ou &apos;.&apos;.</translation>
    </message>
    <message>
        <source>Index %1: another index is called %2.</source>
        <translation>Index %1 : un autre index s’appelle déjà %2.</translation>
    </message>
    <message>
        <source>Index %1: the partition key needs a name.</source>
        <translation>Index %1 : la clé de partition doit avoir un nom.</translation>
    </message>
    <message>
        <source>Index %1: a local index needs a table with a sort key.</source>
        <translation>Index %1 : un index local exige une table avec une clé de tri.</translation>
    </message>
    <message>
        <source>Index %1: a local index needs its own sort key.</source>
        <translation>Index %1 : un index local exige sa propre clé de tri.</translation>
    </message>
    <message>
        <source>Index %1: a local index sorts by another attribute than the table.</source>
        <translation>Index %1 : un index local trie selon un autre attribut que la table.</translation>
    </message>
    <message>
        <source>Index %1: name the attributes to include, separated by commas.</source>
        <translation>Index %1 : nommez les attributs à inclure, séparés par des virgules.</translation>
    </message>
    <message>
        <source>Index %1: key types are S, N or B.</source>
        <translation>Index %1 : les types de clé sont S, N ou B.</translation>
    </message>
    <message>
        <source>Index %1: %2 is already a key of type %3.</source>
        <translation>Index %1 : %2 est déjà une clé de type %3.</translation>
    </message>
    <message>
        <source>A table has at most %1 global secondary indexes.</source>
        <translation>Une table a au plus %1 index secondaires globaux.</translation>
    </message>
    <message>
        <source>A table has at most %1 local secondary indexes.</source>
        <translation>Une table a au plus %1 index secondaires locaux.</translation>
    </message>
    <message>
        <source>Indexes project at most %1 attributes in all; these project %2.</source>
        <translation>Les index projettent au plus %1 attributs en tout ; ceux-ci en projettent %2.</translation>
    </message>
    <message>
        <source>default</source>
        <translation>par défaut</translation>
    </message>
    <message>
        <source>Warm reads/s</source>
        <translation>Lectures préchauffées/s</translation>
    </message>
    <message>
        <source>Warm writes/s</source>
        <translation>Écritures préchauffées/s</translation>
    </message>
    <message>
        <source>Read units per second the index can serve at once (WarmThroughput)</source>
        <translation>Unités de lecture par seconde que l&apos;index peut servir d&apos;emblée (WarmThroughput)</translation>
    </message>
    <message>
        <source>Write units per second the index can serve at once (WarmThroughput)</source>
        <translation>Unités d&apos;écriture par seconde que l&apos;index peut servir d&apos;emblée (WarmThroughput)</translation>
    </message>
    <message>
        <source>Warm read units per second</source>
        <translation>Unités de lecture préchauffées par seconde</translation>
    </message>
    <message>
        <source>Warm write units per second</source>
        <translation>Unités d&apos;écriture préchauffées par seconde</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ItemActions</name>
    <message>
        <source>&amp;New Item…</source>
        <translation>&amp;Nouvel élément…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>&amp;Edit Item…</source>
        <translation>&amp;Modifier l’élément…</translation>
    </message>
    <message>
        <source>D&amp;uplicate Item…</source>
        <translation>&amp;Dupliquer l’élément…</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Delete Items…</source>
        <translation>&amp;Supprimer les éléments…</translation>
    </message>
    <message>
        <source>Copy as &amp;DynamoDB JSON</source>
        <translation>Copier en JSON &amp;DynamoDB</translation>
    </message>
    <message>
        <source>Copy as &amp;Plain JSON</source>
        <translation>Copier en JSON &amp;simple</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Copy as &amp;AWS CLI Command</source>
        <translation>Copier comme commande &amp;AWS CLI</translation>
    </message>
    <message>
        <source>Ctrl+Alt+C</source>
        <translation>Ctrl+Alt+C</translation>
    </message>
    <message>
        <source>Edit item</source>
        <translation>Modifier l’élément</translation>
    </message>
    <message>
        <source>Create item</source>
        <translation>Créer l’élément</translation>
    </message>
    <message>
        <source>Delete items</source>
        <translation>Supprimer des éléments</translation>
    </message>
    <message>
        <source>Delete 1 item from %1?</source>
        <translation>Supprimer 1 élément de %1 ?</translation>
    </message>
    <message>
        <source>Delete %1 items from %2?</source>
        <translation>Supprimer %1 éléments de %2 ?</translation>
    </message>
    <message>
        <source>You can undo this with Edit → Undo.</source>
        <translation>Vous pouvez l’annuler avec Édition → Annuler.</translation>
    </message>
    <message>
        <source>Delete 1 item</source>
        <translation>Supprimer 1 élément</translation>
    </message>
    <message>
        <source>Delete %1 items</source>
        <translation>Supprimer %1 éléments</translation>
    </message>
    <message>
        <source>Deleted 1 item</source>
        <translation>1 élément supprimé</translation>
    </message>
    <message>
        <source>Deleted %1 items</source>
        <translation>%1 éléments supprimés</translation>
    </message>
    <message>
        <source>Delete failed: %1</source>
        <translation>Échec de la suppression : %1</translation>
    </message>
    <message>
        <source>Undo failed: %1</source>
        <translation>Échec de l’annulation : %1</translation>
    </message>
    <message>
        <source>Deleting %1 items…</source>
        <translation>Suppression de %1 éléments…</translation>
    </message>
    <message>
        <source>Delete cancelled: %1 of %2 items deleted</source>
        <translation>Suppression annulée : %1 éléments sur %2 supprimés</translation>
    </message>
    <message>
        <source># Serve the DynamoDB API first (Serve DynamoDB API): this database is not served yet, and %1 is where it would be.</source>
        <translation># Servez d’abord l’API DynamoDB (Servir l’API DynamoDB) : cette base de données n’est pas encore servie, et %1 est l’adresse où elle le serait.</translation>
    </message>
    <message>
        <source>Copied: serve the DynamoDB API on port %1 before running it.</source>
        <translation>Copié : servez l’API DynamoDB sur le port %1 avant de l’exécuter.</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ItemDetailsDock</name>
    <message>
        <source>Item details</source>
        <translation>Détails de l’élément</translation>
    </message>
    <message>
        <source>No item selected</source>
        <translation>Aucun élément sélectionné</translation>
    </message>
    <message>
        <source>Item attributes</source>
        <translation>Attributs de l’élément</translation>
    </message>
    <message>
        <source>Select a value to see it in full</source>
        <translation>Sélectionnez une valeur pour la voir en entier</translation>
    </message>
    <message>
        <source>Selected value</source>
        <translation>Valeur sélectionnée</translation>
    </message>
    <message>
        <source>%1 bytes, base64:</source>
        <translation>%1 octets, base64 :</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ItemEditorDialog</name>
    <message>
        <source>Edit item — %1</source>
        <translation>Modifier l’élément — %1</translation>
    </message>
    <message>
        <source>New item — %1</source>
        <translation>Nouvel élément — %1</translation>
    </message>
    <message>
        <source>Item text</source>
        <translation>Texte de l’élément</translation>
    </message>
    <message>
        <source>Saving checks that nobody changed the item meanwhile.</source>
        <translation>L’enregistrement vérifie que personne n’a modifié l’élément entre-temps.</translation>
    </message>
    <message>
        <source>Saving fails if an item with this key exists.</source>
        <translation>L’enregistrement échoue si un élément avec cette clé existe.</translation>
    </message>
    <message>
        <source>DynamoDB JSON</source>
        <translation>JSON DynamoDB</translation>
    </message>
    <message>
        <source>Plain JSON</source>
        <translation>JSON simple</translation>
    </message>
    <message>
        <source>Plain JSON has no sets, binary or exact numbers</source>
        <translation>Le JSON simple n’a ni ensembles, ni binaire, ni nombres exacts</translation>
    </message>
    <message>
        <source>Current item in the table</source>
        <translation>Élément actuel dans la table</translation>
    </message>
    <message>
        <source>Overwrite with mine</source>
        <translation>Écraser avec le mien</translation>
    </message>
    <message>
        <source>Reload theirs</source>
        <translation>Recharger le leur</translation>
    </message>
    <message>
        <source>Plain JSON cannot keep every type; saving from it stores:</source>
        <translation>Le JSON simple ne garde pas tous les types ; l’enregistrer stocke :</translation>
    </message>
    <message>
        <source>&lt;b&gt;Deleted or created meanwhile.&lt;/b&gt; The table no longer holds the item you loaded.</source>
        <translation>&lt;b&gt;Supprimé ou créé entre-temps.&lt;/b&gt; La table ne contient plus l’élément que vous avez chargé.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Ligne %1, colonne %2 : %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Yours&lt;/b&gt;, not saved</source>
        <translation>&lt;b&gt;Le vôtre&lt;/b&gt;, non enregistré</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>Formulaire</translation>
    </message>
    <message>
        <source>Each attribute with its type and value; maps and lists as a tree</source>
        <translation>Chaque attribut avec son type et sa valeur ; maps et listes en arbre</translation>
    </message>
    <message>
        <source>Add &amp;attribute</source>
        <translation>Ajouter un &amp;attribut</translation>
    </message>
    <message>
        <source>Add e&amp;lement</source>
        <translation>Ajouter un é&amp;lément</translation>
    </message>
    <message>
        <source>Adds a member to the selected map, list or set</source>
        <translation>Ajoute un membre à la map, la liste ou l’ensemble sélectionné</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Theirs is on the right.</source>
        <translation>Le leur est à droite.</translation>
    </message>
    <message>
        <source>Discard your changes to this item?</source>
        <translation>Abandonner vos modifications de cet élément ?</translation>
    </message>
    <message>
        <source>They have not been saved to %1.</source>
        <translation>Elles n’ont pas été enregistrées dans %1.</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Abandonner les modifications</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Continuer la modification</translation>
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
        <translation>Type</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Item attributes as a form</source>
        <translation>Attributs de l’élément en formulaire</translation>
    </message>
    <message>
        <source>{%1 attributes}</source>
        <translation>{%1 attributs}</translation>
    </message>
    <message>
        <source>%1 elements</source>
        <translation>%1 éléments</translation>
    </message>
    <message>
        <source>attribute%1</source>
        <translation>attribut%1</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>Attribute %1 needs a name.</source>
        <translation>L’attribut %1 doit avoir un nom.</translation>
    </message>
    <message>
        <source>%1 appears twice.</source>
        <translation>%1 apparaît deux fois.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number: %2</source>
        <translation>&quot;%1&quot; n’est pas un nombre : %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not base64: %2</source>
        <translation>&quot;%1&quot; n’est pas du base64 : %2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::KeyAttributeList</name>
    <message>
        <source>Add attribute</source>
        <translation>Ajouter un attribut</translation>
    </message>
    <message>
        <source>A multi-attribute key: up to four attributes, compared left to right</source>
        <translation>Une clé multi-attributs : jusqu’à quatre attributs, comparés de gauche à droite</translation>
    </message>
    <message>
        <source>An attribute the entity types or sample items use</source>
        <translation>Un attribut utilisé par les types d’entité ou les éléments d’exemple</translation>
    </message>
    <message>
        <source>The attribute&apos;s type: items where it has another type are left out of the index</source>
        <translation>Le type de l’attribut : les éléments où il a un autre type sont exclus de l’index</translation>
    </message>
    <message>
        <source>Compare this attribute earlier</source>
        <translation>Comparer cet attribut plus tôt</translation>
    </message>
    <message>
        <source>Compare this attribute later</source>
        <translation>Comparer cet attribut plus tard</translation>
    </message>
    <message>
        <source>Remove this attribute</source>
        <translation>Retirer cet attribut</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::KeySearch</name>
    <message>
        <source>Find partition key…</source>
        <translation>Rechercher une clé de partition…</translation>
    </message>
    <message>
        <source>Partition key to find</source>
        <translation>Clé de partition à rechercher</translation>
    </message>
    <message>
        <source>exact (Query)</source>
        <translation>exacte (Query)</translation>
    </message>
    <message>
        <source>prefix (Scan)</source>
        <translation>préfixe (Scan)</translation>
    </message>
    <message>
        <source>How the partition key matches</source>
        <translation>Mode de correspondance de la clé de partition</translation>
    </message>
    <message>
        <source>Partition keys are hashed, so a Query cannot take a prefix: a prefix reads the whole table with a Scan and a begins_with filter</source>
        <translation>Les clés de partition sont hachées, donc une Query ne peut pas prendre de préfixe : un préfixe lit toute la table avec un Scan et un filtre begins_with</translation>
    </message>
    <message>
        <source>A prefix needs a Scan with begins_with: it reads the whole table.</source>
        <translation>Un préfixe exige un Scan avec begins_with : il lit toute la table.</translation>
    </message>
    <message>
        <source>Find %1…</source>
        <translation>Rechercher %1…</translation>
    </message>
    <message>
        <source>begins_with takes strings and binary values, not numbers.</source>
        <translation>begins_with accepte les chaînes et les valeurs binaires, pas les nombres.</translation>
    </message>
    <message>
        <source>Scanning the whole table for %1 beginning with &quot;%2&quot;…</source>
        <translation>Scan de toute la table à la recherche de %1 commençant par &quot;%2&quot;…</translation>
    </message>
    <message>
        <source>No partition %1 (Query).</source>
        <translation>Aucune partition %1 (Query).</translation>
    </message>
    <message>
        <source>Found partition %1 (Query).</source>
        <translation>Partition %1 trouvée (Query).</translation>
    </message>
    <message>
        <source>No partition key begins with &quot;%1&quot; (Scan read %2 items).</source>
        <translation>Aucune clé de partition ne commence par &quot;%1&quot; (le Scan a lu %2 éléments).</translation>
    </message>
    <message>
        <source>1 partition begins with &quot;%1&quot;: %2 (Scan read %3 items).</source>
        <translation>1 partition commence par &quot;%1&quot; : %2 (le Scan a lu %3 éléments).</translation>
    </message>
    <message>
        <source>%1 partitions begin with &quot;%2&quot;: %3 (Scan read %4 items).</source>
        <translation>%1 partitions commencent par &quot;%2&quot; : %3 (le Scan a lu %4 éléments).</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::MainWindow</name>
    <message>
        <source>No table open</source>
        <translation>Aucune table ouverte</translation>
    </message>
    <message>
        <source>Double-click a table in Connections to browse its items.</source>
        <translation>Double-cliquez sur une table dans Connexions pour parcourir ses éléments.</translation>
    </message>
    <message>
        <source>Tablesmith</source>
        <translation>Tablesmith</translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation>&amp;Ouvrir une base de données…</translation>
    </message>
    <message>
        <source>&amp;New In-Memory Database</source>
        <translation>&amp;Nouvelle base de données en mémoire</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Refresh Tables</source>
        <translation>&amp;Actualiser les tables</translation>
    </message>
    <message>
        <source>&amp;Serve DynamoDB API on localhost</source>
        <translation>&amp;Servir l’API DynamoDB sur localhost</translation>
    </message>
    <message>
        <source>&amp;About Tablesmith</source>
        <translation>À &amp;propos de Tablesmith</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Server</source>
        <translation>&amp;Serveur</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>Tablesmith — %1</source>
        <translation>Tablesmith — %1</translation>
    </message>
    <message>
        <source>embedded · %1</source>
        <translation>intégrée · %1</translation>
    </message>
    <message>
        <source>Example not loaded</source>
        <translation>Exemple non chargé</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>Aucune base de données n’est ouverte.</translation>
    </message>
    <message>
        <source>Cannot serve the DynamoDB API</source>
        <translation>Impossible de servir l’API DynamoDB</translation>
    </message>
    <message>
        <source>serving on %1</source>
        <translation>en service sur %1</translation>
    </message>
    <message>
        <source>AWS CLI: aws dynamodb list-tables --endpoint-url http://%1</source>
        <translation>AWS CLI : aws dynamodb list-tables --endpoint-url http://%1</translation>
    </message>
    <message>
        <source>Open Database</source>
        <translation>Ouvrir une base de données</translation>
    </message>
    <message>
        <source>Tablesmith databases (*.tsdb *.db *.sqlite);;All files (*)</source>
        <translation>Bases Tablesmith (*.tsdb *.db *.sqlite);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot open the database</source>
        <translation>Impossible d’ouvrir la base de données</translation>
    </message>
    <message>
        <source>Cannot create the database</source>
        <translation>Impossible de créer la base de données</translation>
    </message>
    <message>
        <source>About Tablesmith</source>
        <translation>À propos de Tablesmith</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tablesmith %1&lt;/h3&gt;&lt;p&gt;A desktop workbench for DynamoDB-style tables, with an embedded DynamoDB-compatible engine.&lt;/p&gt;&lt;p&gt;Design key schemas, browse items by partition, and serve the DynamoDB API on localhost for the AWS CLI and SDKs.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tablesmith %1&lt;/h3&gt;&lt;p&gt;Un atelier de bureau pour les tables de type DynamoDB, avec un moteur intégré compatible DynamoDB.&lt;/p&gt;&lt;p&gt;Concevez des schémas de clés, parcourez les éléments par partition et servez l’API DynamoDB sur localhost pour l’AWS CLI et les SDK.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tablesmith could not listen on 127.0.0.1:%1.</source>
        <translation>Tablesmith n’a pas pu écouter sur 127.0.0.1:%1.</translation>
    </message>
    <message>
        <source>&amp;Delete Table…</source>
        <translation>&amp;Supprimer la table…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>Delete table</source>
        <translation>Supprimer la table</translation>
    </message>
    <message>
        <source>Delete the table %1 and every item in it? This cannot be undone.</source>
        <translation>Supprimer la table %1 et tous ses éléments ? Impossible à annuler.</translation>
    </message>
    <message>
        <source>Table not deleted</source>
        <translation>Table non supprimée</translation>
    </message>
    <message>
        <source>&amp;Connect to Endpoint…</source>
        <translation>Se &amp;connecter à un point de terminaison…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Browse tables on AWS, DynamoDB Local or a tablesmith-server</source>
        <translation>Parcourir les tables sur AWS, DynamoDB Local ou un tablesmith-server</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Cannot connect</source>
        <translation>Connexion impossible</translation>
    </message>
    <message>
        <source>remote · %1</source>
        <translation>distant · %1</translation>
    </message>
    <message>
        <source>Calls from the table in front go to %1.</source>
        <translation>Les appels de la table au premier plan vont vers %1.</translation>
    </message>
    <message>
        <source>&amp;Query</source>
        <translation>&amp;Requête</translation>
    </message>
    <message>
        <source>St&amp;ream</source>
        <translation>F&amp;lux</translation>
    </message>
    <message>
        <source>New &amp;Database…</source>
        <translation>Nouvelle &amp;base de données…</translation>
    </message>
    <message>
        <source>%1 cannot be opened.</source>
        <translation>Impossible d’ouvrir %1.</translation>
    </message>
    <message>
        <source>Database in use</source>
        <translation>Base de données en cours d’utilisation</translation>
    </message>
    <message>
        <source>%1 is open in another Tablesmith process (pid %2), which serves it at %3.</source>
        <translation>%1 est ouverte dans un autre processus Tablesmith (pid %2), qui la sert sur %3.</translation>
    </message>
    <message>
        <source>A database file is used by one process at a time. Connect to that process instead, to browse and edit the same tables through it?</source>
        <translation>Un fichier de base de données n’est utilisé que par un seul processus à la fois. Se connecter plutôt à ce processus, pour parcourir et modifier les mêmes tables par son intermédiaire ?</translation>
    </message>
    <message>
        <source>Connect to %1</source>
        <translation>Se connecter à %1</translation>
    </message>
    <message>
        <source>Replace the served database?</source>
        <translation>Remplacer la base de données servie ?</translation>
    </message>
    <message>
        <source>The DynamoDB API of %1 is served at %2.</source>
        <translation>L’API DynamoDB de %1 est servie sur %2.</translation>
    </message>
    <message>
        <source>Clients of %1 (the AWS CLI, SDKs, other tools) will see the new database instead, from their next request on.</source>
        <translation>Les clients de %1 (l’AWS CLI, les SDK, d’autres outils) verront la nouvelle base de données à la place, dès leur prochaine requête.</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>New Database</source>
        <translation>Nouvelle base de données</translation>
    </message>
    <message>
        <source>%1 is already open.</source>
        <translation>%1 est déjà ouverte.</translation>
    </message>
    <message>
        <source>Create a new database?</source>
        <translation>Créer une nouvelle base de données ?</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 n’existe pas.</translation>
    </message>
    <message>
        <source>Create a new, empty database there?</source>
        <translation>Y créer une nouvelle base de données vide ?</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Créer</translation>
    </message>
    <message>
        <source>Open the existing file?</source>
        <translation>Ouvrir le fichier existant ?</translation>
    </message>
    <message>
        <source>%1 already exists.</source>
        <translation>%1 existe déjà.</translation>
    </message>
    <message>
        <source>Open it instead of creating a new database?</source>
        <translation>L’ouvrir au lieu de créer une nouvelle base de données ?</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::MultiAttributeView</name>
    <message>
        <source>As designed (concatenated)</source>
        <translation>Tel que conçu (concaténé)</translation>
    </message>
    <message>
        <source>Multi-attribute key</source>
        <translation>Clé multi-attribut</translation>
    </message>
    <message>
        <source>Entity type</source>
        <translation>Type d’entité</translation>
    </message>
    <message>
        <source>In the alternative</source>
        <translation>Dans la variante</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>Pourquoi pas</translation>
    </message>
    <message>
        <source>Access pattern</source>
        <translation>Modèle d’accès</translation>
    </message>
    <message>
        <source>Key condition now</source>
        <translation>Condition de clé actuelle</translation>
    </message>
    <message>
        <source>On the parts</source>
        <translation>Sur les parties</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>The multi-attribute alternative to %1, %2</source>
        <translation>La variante multi-attribut de %1, %2</translation>
    </message>
    <message>
        <source>No multi-attribute alternative to %1: %2</source>
        <translation>Aucune variante multi-attribut de %1 : %2</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>Clé de partition</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>Clé de tri</translation>
    </message>
    <message>
        <source>Items held</source>
        <translation>Éléments contenus</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1 of %2 as the items are; %3 once they carry the parts</source>
        <translation>%1 sur %2 tels quels ; %3 une fois qu’ils portent les parties</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partitions</translation>
    </message>
    <message>
        <source>Written by the application</source>
        <translation>Écrit par l’application</translation>
    </message>
    <message>
        <source>the concatenated keys, kept in step with their parts</source>
        <translation>les clés concaténées, tenues à jour avec leurs parties</translation>
    </message>
    <message>
        <source>nothing extra</source>
        <translation>rien de plus</translation>
    </message>
    <message>
        <source>nothing extra; %1 no longer needed</source>
        <translation>rien de plus ; plus besoin de %1</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>the same items, once they carry the parts</source>
        <translation>les mêmes éléments, une fois qu’ils portent les parties</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>No access pattern queries this index</source>
        <translation>Aucun modèle d’accès n’interroge cet index</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::OperationFormWidget</name>
    <message>
        <source>Filter</source>
        <translation>Filtre</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condition</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>(the table itself)</source>
        <translation>(la table elle-même)</translation>
    </message>
    <message>
        <source>Key: %1 (%2)</source>
        <translation>Clé : %1 (%2)</translation>
    </message>
    <message>
        <source>Key: %1 (%2), %3 (%4)</source>
        <translation>Clé : %1 (%2), %3 (%4)</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Pick a table to see its key.</source>
        <translation>Choisissez une table pour voir sa clé.</translation>
    </message>
    <message>
        <source>Key condition</source>
        <translation>Condition de clé</translation>
    </message>
    <message>
        <source>(any)</source>
        <translation>(toute valeur)</translation>
    </message>
    <message>
        <source>and</source>
        <translation>et</translation>
    </message>
    <message>
        <source>Item (DynamoDB JSON)</source>
        <translation>Élément (JSON DynamoDB)</translation>
    </message>
    <message>
        <source>Update actions</source>
        <translation>Actions de mise à jour</translation>
    </message>
    <message>
        <source>Remove this action</source>
        <translation>Retirer cette action</translation>
    </message>
    <message>
        <source>+ Action</source>
        <translation>+ Action</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>Projection</translation>
    </message>
    <message>
        <source>every attribute; or e.g. name, email, address.city</source>
        <translation>tous les attributs ; ou p. ex. name, email, address.city</translation>
    </message>
    <message>
        <source>Pick…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(par défaut)</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Ascending (ScanIndexForward)</source>
        <translation>Croissant (ScanIndexForward)</translation>
    </message>
    <message>
        <source>Descending</source>
        <translation>Décroissant</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Select</translation>
    </message>
    <message>
        <source>Strongly consistent read</source>
        <translation>Lecture fortement cohérente</translation>
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
        <translation>table entière</translation>
    </message>
    <message>
        <source>of</source>
        <translation>sur</translation>
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
        <translation>Si la condition échoue</translation>
    </message>
    <message>
        <source>Consumed capacity</source>
        <translation>Capacité consommée</translation>
    </message>
    <message>
        <source>Items to read</source>
        <translation>Éléments à lire</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Écritures</translation>
    </message>
    <message>
        <source>Entry %1</source>
        <translation>Entrée %1</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>+ Entry</source>
        <translation>+ Entrée</translation>
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
        <translation>+ Paramètre</translation>
    </message>
    <message>
        <source>Remove statement</source>
        <translation>Retirer l’instruction</translation>
    </message>
    <message>
        <source>+ Statement</source>
        <translation>+ Instruction</translation>
    </message>
    <message>
        <source>PartiQL statement</source>
        <translation>Instruction PartiQL</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::OperationLibrary</name>
    <message>
        <source>&lt;b&gt;Saved operations&lt;/b&gt; — drag to reorder, double-click to rename</source>
        <translation>&lt;b&gt;Opérations enregistrées&lt;/b&gt; — glisser pour réordonner, double-cliquer pour renommer</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Run…</source>
        <translation>Exécuter…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>&lt;b&gt;History&lt;/b&gt; — double-click to open</source>
        <translation>&lt;b&gt;Historique&lt;/b&gt; — double-cliquer pour ouvrir</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::OrderStatusView</name>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Old status</source>
        <translation>Ancien statut</translation>
    </message>
    <message>
        <source>New status</source>
        <translation>Nouveau statut</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::PartitionHeatView</name>
    <message>
        <source> reads/s</source>
        <translation> lectures/s</translation>
    </message>
    <message>
        <source> writes/s</source>
        <translation> écritures/s</translation>
    </message>
    <message>
        <source>× </source>
        <translation>× </translation>
    </message>
    <message>
        <source>Items in production per sample item: scales bytes and item collections</source>
        <translation>Éléments en production par élément d’exemple : met à l’échelle les octets et les collections d’éléments</translation>
    </message>
    <message>
        <source>Strongly consistent</source>
        <translation>Lectures fortement cohérentes</translation>
    </message>
    <message>
        <source>Partitions of</source>
        <translation>Partitions de</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Échelle</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>table %1</translation>
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
        <translation>%1 : %2 RCU/s, au-delà de la limite de 3 000 RCU/s par partition</translation>
    </message>
    <message>
        <source>%1: %2 WCU/s, past the 1,000 WCU/s partition limit</source>
        <translation>%1 : %2 WCU/s, au-delà de la limite de 1 000 WCU/s par partition</translation>
    </message>
    <message>
        <source>%1: item collection %2 of the 10 GB an LSI allows</source>
        <translation>%1 : collection d’éléments de %2 sur les 10 Go qu’autorise un LSI</translation>
    </message>
    <message>
        <source>No partition past DynamoDB&apos;s limits at these rates.</source>
        <translation>Aucune partition au-delà des limites de DynamoDB à ces débits.</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 — reads and writes spread as the sample does, plus the access patterns&apos; rates</source>
        <translation>%1 · %2 · %3 — lectures et écritures réparties comme dans l’échantillon, plus les débits des modèles d’accès</translation>
    </message>
    <message numerus="yes">
        <source>%Ln partition(s)</source>
        <translation>
            <numerusform>%Ln partition</numerusform>
            <numerusform>%Ln partitions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s)</source>
        <translation>
            <numerusform>%Ln élément</numerusform>
            <numerusform>%Ln éléments</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::PatternRunner</name>
    <message>
        <source>Writes run only on the sample items, never on a live table.</source>
        <translation>Les écritures ne s’exécutent que sur les éléments d’exemple, jamais sur une table en production.</translation>
    </message>
    <message>
        <source>sample items</source>
        <translation>éléments d’exemple</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::QueryBuilder</name>
    <message>
        <source>Form</source>
        <translation>Formulaire</translation>
    </message>
    <message>
        <source>Saved &amp;&amp; history</source>
        <translation>Enregistrées &amp;&amp; historique</translation>
    </message>
    <message>
        <source>&lt;b&gt;Request&lt;/b&gt; (DynamoDB JSON — edit either side)</source>
        <translation>&lt;b&gt;Requête&lt;/b&gt; (JSON DynamoDB — modifiable des deux côtés)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Exécuter</translation>
    </message>
    <message>
        <source>Send the request (Ctrl+Enter)</source>
        <translation>Envoyer la requête (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Page suivante</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>Toutes les pages</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Enregistrer…</translation>
    </message>
    <message>
        <source>Save the operation; {name} in a value becomes a parameter</source>
        <translation>Enregistrer l’opération ; {name} dans une valeur devient un paramètre</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>Pas encore exécutée.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Save operation</source>
        <translation>Enregistrer l’opération</translation>
    </message>
    <message>
        <source>Name (use {parameter} in values to ask for them when run):</source>
        <translation>Nom (utilisez {parameter} dans les valeurs pour les demander à l’exécution) :</translation>
    </message>
    <message>
        <source>Fix the marked fields first: %1</source>
        <translation>Corrigez d’abord les champs signalés : %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulée</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Exécution…</translation>
    </message>
    <message>
        <source> · reading the next page…</source>
        <translation> · lecture de la page suivante…</translation>
    </message>
    <message>
        <source> — Next page or All pages reads on</source>
        <translation> — Page suivante ou Toutes les pages poursuit la lecture</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>Explication</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>%1 — see Explain</source>
        <translation>%1 — voir Explication</translation>
    </message>
    <message>
        <source>Partition view</source>
        <translation>Vue par partition</translation>
    </message>
    <message>
        <source>Items grouped by partition, attributes as name and value</source>
        <translation>Éléments groupés par partition, attributs en nom et valeur</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>One column per attribute name</source>
        <translation>Une colonne par nom d’attribut</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Write the items read so far (every page fetched) as DynamoDB JSON lines, a JSON array or CSV</source>
        <translation>Écrire les éléments lus jusqu’ici (chaque page récupérée) en lignes JSON DynamoDB, en tableau JSON ou en CSV</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::QueryInstrument</name>
    <message>
        <source>New &amp;Query…</source>
        <translation>Nouvelle &amp;requête…</translation>
    </message>
    <message>
        <source>Build, run and page any DynamoDB operation on the current table</source>
        <translation>Construire, exécuter et paginer toute opération DynamoDB sur la table courante</translation>
    </message>
    <message>
        <source>Open a database or connection first.</source>
        <translation>Ouvrez d’abord une base de données ou une connexion.</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Requête</translation>
    </message>
    <message>
        <source>Query · %1</source>
        <translation>Requête · %1</translation>
    </message>
    <message>
        <source>Query…</source>
        <translation>Requête…</translation>
    </message>
    <message>
        <source>Open the query builder on this table</source>
        <translation>Ouvrir le générateur de requêtes sur cette table</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::RecordDiffView</name>
    <message>
        <source>added</source>
        <translation>ajouté</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>supprimé</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>modifié</translation>
    </message>
    <message>
        <source>An INSERT has no old image: the item did not exist.</source>
        <translation>Un INSERT n’a pas d’ancienne image : l’élément n’existait pas.</translation>
    </message>
    <message>
        <source>A REMOVE has no new image: the item is gone.</source>
        <translation>Un REMOVE n’a pas de nouvelle image : l’élément a disparu.</translation>
    </message>
    <message>
        <source>%1 is not recorded: the stream&apos;s view type is %2.</source>
        <translation>%1 n’est pas enregistrée : le type de vue du flux est %2.</translation>
    </message>
    <message>
        <source>DynamoDB JSON</source>
        <translation>JSON DynamoDB</translation>
    </message>
    <message>
        <source>Plain JSON</source>
        <translation>JSON simple</translation>
    </message>
    <message>
        <source>Copy old</source>
        <translation>Copier l’ancienne image</translation>
    </message>
    <message>
        <source>Copy new</source>
        <translation>Copier la nouvelle image</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Modification</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Image format</source>
        <translation>Format de l&apos;image</translation>
    </message>
    <message>
        <source>Changed attributes</source>
        <translation>Attributs modifiés</translation>
    </message>
    <message>
        <source>Old image</source>
        <translation>Ancienne image</translation>
    </message>
    <message>
        <source>New image</source>
        <translation>Nouvelle image</translation>
    </message>
    <message>
        <source>Which attributes changed is unknown without both images.</source>
        <translation>Sans les deux images, les attributs modifiés sont inconnus.</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::RunPages</name>
    <message>
        <source>%1 returned</source>
        <translation>%1 renvoyés</translation>
    </message>
    <message>
        <source>%1 scanned</source>
        <translation>%1 analysés</translation>
    </message>
    <message>
        <source>%1 capacity units</source>
        <translation>%1 unités de capacité</translation>
    </message>
    <message>
        <source>table</source>
        <translation>table</translation>
    </message>
    <message>
        <source>1 page</source>
        <translation>1 page</translation>
    </message>
    <message>
        <source>%1 pages</source>
        <translation>%1 pages</translation>
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
        <translation>&amp;Nouvelle table…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+T</source>
        <translation>Ctrl+Shift+T</translation>
    </message>
    <message>
        <source>De&amp;scribe Table…</source>
        <translation>&amp;Décrire la table…</translation>
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
        <translation>Servir l’API DynamoDB</translation>
    </message>
    <message>
        <source>Serve the open database over DynamoDB&apos;s wire protocol, so the AWS CLI, boto3 and the AWS SDKs can use it. Their calls appear in the API-call log, marked &quot;served&quot;.</source>
        <translation>Servir la base de données ouverte via le protocole réseau de DynamoDB, pour que l’AWS CLI, boto3 et les SDK AWS puissent l’utiliser. Leurs appels apparaissent dans le journal des appels d’API, marqués &quot;servi&quot;.</translation>
    </message>
    <message>
        <source>Only this computer</source>
        <translation>Cet ordinateur uniquement</translation>
    </message>
    <message>
        <source>Every network interface: other computers can reach the database, without credentials</source>
        <translation>Toutes les interfaces réseau : d’autres ordinateurs peuvent accéder à la base de données, sans identifiants</translation>
    </message>
    <message>
        <source>Address to listen on</source>
        <translation>Adresse d’écoute</translation>
    </message>
    <message>
        <source>Port to listen on</source>
        <translation>Port d’écoute</translation>
    </message>
    <message>
        <source>Endpoint URL</source>
        <translation>URL du point de terminaison</translation>
    </message>
    <message>
        <source>not serving</source>
        <translation>pas en service</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy the endpoint URL (for --endpoint-url)</source>
        <translation>Copier l’URL du point de terminaison (pour --endpoint-url)</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse :</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port :</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL :</translation>
    </message>
    <message>
        <source>&amp;Serve</source>
        <translation>&amp;Servir</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Arrê&amp;ter</translation>
    </message>
    <message>
        <source>Port %1 on %2 is busy: another program listens there, or the address is not this computer&apos;s.</source>
        <translation>Le port %1 sur %2 est occupé : un autre programme y écoute, ou l’adresse n’est pas celle de cet ordinateur.</translation>
    </message>
    <message>
        <source>Serving. Try: aws dynamodb list-tables --endpoint-url %1</source>
        <translation>En service. Essayez : aws dynamodb list-tables --endpoint-url %1</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Arrêté.</translation>
    </message>
    <message>
        <source>Serve on port %1 instead</source>
        <translation>Servir plutôt sur le port %1</translation>
    </message>
    <message>
        <source>&amp;Serve Again</source>
        <translation>&amp;Servir à nouveau</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::Session</name>
    <message>
        <source>in-memory</source>
        <translation>en mémoire</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ShardStatusView</name>
    <message>
        <source>Stream shards</source>
        <translation>Partitions du flux</translation>
    </message>
    <message>
        <source>Shard</source>
        <translation>Partition de flux</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>Parente</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Enregistrements</translation>
    </message>
    <message>
        <source>Last sequence number</source>
        <translation>Dernier numéro de séquence</translation>
    </message>
    <message>
        <source>Iterator age</source>
        <translation>Âge de l’itérateur</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Retard</translation>
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
        <translation>en attente de sa parente</translation>
    </message>
    <message>
        <source>closed, read to its end</source>
        <translation>fermée, lue jusqu’au bout</translation>
    </message>
    <message>
        <source>open, reading</source>
        <translation>ouverte, en lecture</translation>
    </message>
    <message>
        <source>closed, reading</source>
        <translation>fermée, en lecture</translation>
    </message>
    <message>
        <source>Records are pushed right after each commit: there are no shards to poll.</source>
        <translation>Les enregistrements sont poussés juste après chaque commit : il n’y a pas de partitions de flux à interroger.</translation>
    </message>
    <message>
        <source>No shards yet.</source>
        <translation>Pas encore de partitions de flux.</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::StreamInspector</name>
    <message>
        <source>The table whose records are shown</source>
        <translation>La table dont les enregistrements sont affichés</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Pause the list; records keep arriving in a buffer</source>
        <translation>Mettre la liste en pause ; les enregistrements continuent d’arriver dans une mémoire tampon</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>From TRIM_HORIZON (all retained records)</source>
        <translation>Depuis TRIM_HORIZON (tous les enregistrements conservés)</translation>
    </message>
    <message>
        <source>From a sequence number…</source>
        <translation>Depuis un numéro de séquence…</translation>
    </message>
    <message>
        <source>From a time…</source>
        <translation>Depuis un instant…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Enable stream…</source>
        <translation>Activer le flux…</translation>
    </message>
    <message>
        <source>key prefix</source>
        <translation>préfixe de clé</translation>
    </message>
    <message>
        <source>any entity</source>
        <translation>toute entité</translation>
    </message>
    <message>
        <source>Lambda filter…</source>
        <translation>Filtre Lambda…</translation>
    </message>
    <message>
        <source>all records</source>
        <translation>tous les enregistrements</translation>
    </message>
    <message>
        <source>matched</source>
        <translation>correspondants</translation>
    </message>
    <message>
        <source>not matched</source>
        <translation>non correspondants</translation>
    </message>
    <message>
        <source>Which records the Lambda filter selects are shown</source>
        <translation>Enregistrements affichés selon la sélection du filtre Lambda</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
    <message>
        <source>Old index key</source>
        <translation>Ancienne clé d’index</translation>
    </message>
    <message>
        <source>New index key</source>
        <translation>Nouvelle clé d’index</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>Old → new</source>
        <translation>Ancien → nouveau</translation>
    </message>
    <message>
        <source>Index effects</source>
        <translation>Effets sur les index</translation>
    </message>
    <message>
        <source>Handler: order status</source>
        <translation>Gestionnaire : statut de commande</translation>
    </message>
    <message>
        <source>Notify on order status change (ecommerce example): the order MODIFYs whose status changed</source>
        <translation>Notifier les changements de statut de commande (exemple ecommerce) : les MODIFY de commandes dont le statut a changé</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n enregistrement</numerusform>
            <numerusform>%n enregistrements</numerusform>
        </translation>
    </message>
    <message>
        <source>no connection</source>
        <translation>aucune connexion</translation>
    </message>
    <message>
        <source>● live</source>
        <translation>● en direct</translation>
    </message>
    <message>
        <source>○ stopped</source>
        <translation>○ arrêté</translation>
    </message>
    <message numerus="yes">
        <source>%n shard(s)</source>
        <translation>
            <numerusform>%n partition de flux</numerusform>
            <numerusform>%n partitions de flux</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ms behind</source>
        <translation>%1 ms de retard</translation>
    </message>
    <message numerus="yes">
        <source>paused, %n buffered</source>
        <translation>
            <numerusform>en pause, %n en mémoire tampon</numerusform>
            <numerusform>en pause, %n en mémoire tampon</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 oldest dropped (cap %2)</source>
        <translation>%1 plus anciens abandonnés (limite %2)</translation>
    </message>
    <message>
        <source>%1 lost in gaps</source>
        <translation>%1 perdus dans des lacunes</translation>
    </message>
    <message>
        <source>no %1 attribute (sparse index)</source>
        <translation>pas d’attribut %1 (index épars)</translation>
    </message>
    <message>
        <source>%1 is not of the index key&apos;s type</source>
        <translation>%1 n’est pas du type de la clé d’index</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 est vide</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>entré</translation>
    </message>
    <message>
        <source>left</source>
        <translation>sorti</translation>
    </message>
    <message>
        <source>index key changed</source>
        <translation>clé d’index modifiée</translation>
    </message>
    <message>
        <source>updated</source>
        <translation>mis à jour</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>inchangé</translation>
    </message>
    <message>
        <source>not in index</source>
        <translation>absent de l’index</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>All tables with a stream</source>
        <translation>Toutes les tables avec un flux</translation>
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
        <translation>projetés : %1</translation>
    </message>
    <message>
        <source>Lambda filter</source>
        <translation>Filtre Lambda</translation>
    </message>
    <message>
        <source>Replay from sequence number (AT_SEQUENCE_NUMBER):</source>
        <translation>Rejouer depuis le numéro de séquence (AT_SEQUENCE_NUMBER) :</translation>
    </message>
    <message>
        <source>Replay from a time</source>
        <translation>Rejouer depuis un instant</translation>
    </message>
    <message>
        <source>Export records</source>
        <translation>Exporter les enregistrements</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl);;All files (*)</source>
        <translation>Lignes JSON (*.jsonl);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Enable stream</source>
        <translation>Activer le flux</translation>
    </message>
    <message>
        <source>Stream view type for %1 (what each record carries):</source>
        <translation>Type de vue du flux pour %1 (ce que contient chaque enregistrement) :</translation>
    </message>
    <message>
        <source>Stream records</source>
        <translation>Enregistrements du flux</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Key prefix</source>
        <translation>Préfixe de clé</translation>
    </message>
    <message>
        <source>Entity type</source>
        <translation>Type d&apos;entité</translation>
    </message>
    <message>
        <source>Lambda filter selection</source>
        <translation>Sélection du filtre Lambda</translation>
    </message>
    <message>
        <source>Shards</source>
        <translation>Partitions de flux</translation>
    </message>
    <message>
        <source>The stream&apos;s shards, how far each is read and how far behind the reader is</source>
        <translation>Les partitions du flux, jusqu’où chacune a été lue et le retard du lecteur</translation>
    </message>
    <message>
        <source>iterator age %1</source>
        <translation>âge de l’itérateur %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n record(s) shown</source>
        <translation>
            <numerusform>%1 sur %n enregistrement affiché</numerusform>
            <numerusform>%1 sur %n enregistrements affichés</numerusform>
        </translation>
    </message>
    <message>
        <source>Lambda filter: %1 matched · %2 not matched · %3</source>
        <translation>Filtre Lambda : %1 retenus · %2 non retenus · %3</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::StreamRecordModel</name>
    <message>
        <source>Deleted by TTL (userIdentity: dynamodb.amazonaws.com)</source>
        <translation>Supprimé par TTL (userIdentity : dynamodb.amazonaws.com)</translation>
    </message>
    <message>
        <source>REMOVE (TTL)</source>
        <translation>REMOVE (TTL)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Clés</translation>
    </message>
    <message>
        <source>Entity</source>
        <translation>Entité</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Sequence number</source>
        <translation>Numéro de séquence</translation>
    </message>
    <message>
        <source>Written at %1 (ApproximateCreationDateTime), read at %2</source>
        <translation>Écrit à %1 (ApproximateCreationDateTime), lu à %2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::StreamsInstrument</name>
    <message>
        <source>Stream inspector</source>
        <translation>Inspecteur de flux</translation>
    </message>
    <message>
        <source>Open stream inspector tab</source>
        <translation>Ouvrir l’inspecteur de flux dans un onglet</translation>
    </message>
    <message>
        <source>Ctrl+Shift+I</source>
        <translation>Ctrl+Shift+I</translation>
    </message>
    <message>
        <source>Watch the current table in the dock</source>
        <translation>Surveiller la table courante dans le panneau</translation>
    </message>
    <message>
        <source>Streams</source>
        <translation>Flux</translation>
    </message>
    <message>
        <source>Stream: %1</source>
        <translation>Flux : %1</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TableDescriptionDialog</name>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Genre</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Clés</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>Projection</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Éléments</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Secondary indexes</source>
        <translation>Index secondaires</translation>
    </message>
    <message>
        <source>DescribeTable response</source>
        <translation>Réponse de DescribeTable</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Vue d’ensemble</translation>
    </message>
    <message>
        <source>DescribeTable</source>
        <translation>DescribeTable</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source> · %1 RCU · %2 WCU</source>
        <translation> · %1 RCU · %2 WCU</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Facturation</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Flux</translation>
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
        <translation>local</translation>
    </message>
    <message>
        <source> · backfilling</source>
        <translation> · en remplissage</translation>
    </message>
    <message>
        <source>Time to live</source>
        <translation>Durée de vie (TTL)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1 reads/s · %2 writes/s</source>
        <translation>%1 lectures/s · %2 écritures/s</translation>
    </message>
    <message>
        <source>STANDARD (not named)</source>
        <translation>STANDARD (non précisée)</translation>
    </message>
    <message>
        <source>Warm throughput</source>
        <translation>Débit préchauffé</translation>
    </message>
    <message>
        <source>Table class</source>
        <translation>Classe de table</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TableItemsModel</name>
    <message>
        <source>attributes</source>
        <translation>attributs</translation>
    </message>
    <message>
        <source>Partition key (HASH)</source>
        <translation>Clé de partition (HASH)</translation>
    </message>
    <message>
        <source>Sort key (RANGE)</source>
        <translation>Clé de tri (RANGE)</translation>
    </message>
    <message>
        <source>Every other attribute of the item, with its value</source>
        <translation>Tous les autres attributs de l’élément, avec leur valeur</translation>
    </message>
    <message>
        <source>Attribute %1</source>
        <translation>Attribut %1</translation>
    </message>
    <message>
        <source>(not loaded: press F5)</source>
        <translation>(non chargé : appuyez sur F5)</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation>chargement…</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TableTab</name>
    <message>
        <source>partition key %1</source>
        <translation>clé de partition %1</translation>
    </message>
    <message>
        <source>sort key %1</source>
        <translation>clé de tri %1</translation>
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
        <translation>à la demande</translation>
    </message>
    <message>
        <source>provisioned</source>
        <translation>provisionnée</translation>
    </message>
    <message>
        <source>describing…</source>
        <translation>description…</translation>
    </message>
    <message>
        <source>Reload the table from its first page</source>
        <translation>Recharger la table depuis sa première page</translation>
    </message>
    <message>
        <source>Load more</source>
        <translation>Charger plus</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <source>DescribeTable gave no table.</source>
        <translation>DescribeTable n’a renvoyé aucune table.</translation>
    </message>
    <message>
        <source>1 item loaded</source>
        <translation>1 élément chargé</translation>
    </message>
    <message>
        <source>%1 items loaded</source>
        <translation>%1 éléments chargés</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation>chargement…</translation>
    </message>
    <message>
        <source>end of table</source>
        <translation>fin de la table</translation>
    </message>
    <message>
        <source>more available</source>
        <translation>suite disponible</translation>
    </message>
    <message>
        <source>Partition view</source>
        <translation>Vue par partition</translation>
    </message>
    <message>
        <source>Items grouped by partition, attributes as name and value</source>
        <translation>Éléments groupés par partition, attributs en nom et valeur</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>One column per attribute name; right-click the header to hide columns, drag to reorder</source>
        <translation>Une colonne par nom d’attribut ; clic droit sur l’en-tête pour masquer, glisser pour réordonner</translation>
    </message>
    <message>
        <source>Show all columns</source>
        <translation>Afficher toutes les colonnes</translation>
    </message>
    <message>
        <source>%1 shown</source>
        <translation>%1 affichés</translation>
    </message>
    <message>
        <source>Items of %1</source>
        <translation>Éléments de %1</translation>
    </message>
    <message>
        <source>Load all</source>
        <translation>Tout charger</translation>
    </message>
    <message>
        <source>Scan to the end of the table (Esc cancels)</source>
        <translation>Parcourir jusqu’à la fin de la table (Échap annule)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop scanning after the page in flight (Esc)</source>
        <translation>Arrêter après la page en cours (Échap)</translation>
    </message>
    <message>
        <source>loading all… (Esc cancels)</source>
        <translation>chargement complet… (Échap annule)</translation>
    </message>
    <message>
        <source>live</source>
        <translation>en direct</translation>
    </message>
    <message>
        <source>stream on (%1)</source>
        <translation>flux actif (%1)</translation>
    </message>
    <message>
        <source>This table has no stream: changes made elsewhere appear when you refresh.</source>
        <translation>Cette table n’a pas de flux : les modifications faites ailleurs apparaissent lorsque vous actualisez.</translation>
    </message>
    <message>
        <source>Enable stream</source>
        <translation>Activer le flux</translation>
    </message>
    <message>
        <source>UpdateTable with a NEW_AND_OLD_IMAGES stream: the grid then follows every write</source>
        <translation>UpdateTable avec un flux NEW_AND_OLD_IMAGES : la grille suit alors chaque écriture</translation>
    </message>
    <message>
        <source>Scan order (unsorted)</source>
        <translation>Ordre du Scan (non trié)</translation>
    </message>
    <message>
        <source>Partition %1 is hidden by the entity filter.</source>
        <translation>La partition %1 est masquée par le filtre d’entité.</translation>
    </message>
    <message>
        <source>Partition %1 is not in the table.</source>
        <translation>La partition %1 n’est pas dans la table.</translation>
    </message>
    <message>
        <source>Loading up to partition %1…</source>
        <translation>Chargement jusqu’à la partition %1…</translation>
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
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TransferInstrument</name>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Export Table…</source>
        <translation>&amp;Exporter la table…</translation>
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
        <translation>Progression du transfert</translation>
    </message>
    <message>
        <source>Transfer report</source>
        <translation>Rapport de transfert</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Created %1.</source>
        <translation>%1 créée(s).</translation>
    </message>
    <message>
        <source>1 bad line:</source>
        <translation>1 ligne erronée :</translation>
    </message>
    <message>
        <source>%1 bad lines:</source>
        <translation>%1 lignes erronées :</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1 : %2</translation>
    </message>
    <message>
        <source>%1 values (sets, binary) were written as plain JSON lists and strings.</source>
        <translation>%1 valeurs (ensembles, binaires) ont été écrites comme listes et chaînes JSON simples.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>DynamoDB JSON lines (S3 export)</source>
        <translation>Lignes JSON DynamoDB (export S3)</translation>
    </message>
    <message>
        <source>JSON array of plain objects</source>
        <translation>Tableau JSON d’objets simples</translation>
    </message>
    <message>
        <source>CSV with typed columns</source>
        <translation>CSV avec colonnes typées</translation>
    </message>
    <message>
        <source>NoSQL Workbench model (creates its tables)</source>
        <translation>Modèle NoSQL Workbench (crée ses tables)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s) written · %1 of %2 read</source>
        <translation>
            <numerusform>%Ln élément écrit · %1 sur %2 lus</numerusform>
            <numerusform>%Ln éléments écrits · %1 sur %2 lus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s) exported</source>
        <translation>
            <numerusform>%Ln élément exporté</numerusform>
            <numerusform>%Ln éléments exportés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %Ln item(s).</source>
        <translation>
            <numerusform>Annulé après %Ln élément.</numerusform>
            <numerusform>Annulé après %Ln éléments.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped at a bad line; %Ln item(s) written.</source>
        <translation>
            <numerusform>Arrêté sur une ligne erronée ; %Ln élément écrit.</numerusform>
            <numerusform>Arrêté sur une ligne erronée ; %Ln éléments écrits.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %Ln item(s).</source>
        <translation>
            <numerusform>%Ln élément importé.</numerusform>
            <numerusform>%Ln éléments importés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln item(s).</source>
        <translation>
            <numerusform>%Ln élément exporté.</numerusform>
            <numerusform>%Ln éléments exportés.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TypedValueInput</name>
    <message>
        <source>DynamoDB type of the value</source>
        <translation>Type DynamoDB de la valeur</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::WorkbenchUndo</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::WriteSequence</name>
    <message>
        <source>Changed meanwhile: the item in the table is no longer the one you loaded.</source>
        <translation>Modifié entre-temps : l’élément dans la table n’est plus celui que vous avez chargé.</translation>
    </message>
</context>
</TS>
