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
</context>
<context>
    <name>main</name>
    <message>
        <source>Cannot open database</source>
        <translation>Impossible d’ouvrir la base de données</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CallLogDock</name>
    <message>
        <source>API calls</source>
        <translation>Appels d’API</translation>
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
    <message>
        <source>The engine kept some example items unprocessed.</source>
        <translation>Le moteur n’a pas traité certains éléments de l’exemple.</translation>
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
        <source>last: %1</source>
        <translation>dernier : %1</translation>
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
</context>
<context>
    <name>tablesmith::gui::Session</name>
    <message>
        <source>in-memory</source>
        <translation>en mémoire</translation>
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
</context>
</TS>
