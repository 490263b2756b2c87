<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>tablesmith::gui::DesignItemsPage</name>
    <message numerus="yes">
        <source>%n sample items</source>
        <translation>
            <numerusform>%n sample item</numerusform>
            <numerusform>%n sample items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignPatternsPage</name>
    <message numerus="yes">
        <source>&quot;%1&quot; on %2: %n item(s) returned of %3 read · %4%5</source>
        <translation>
            <numerusform>&quot;%1&quot; on %2: %n item returned of %3 read · %4%5</numerusform>
            <numerusform>&quot;%1&quot; on %2: %n items returned of %3 read · %4%5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ExportDialog</name>
    <message numerus="yes">
        <source>Export %n result(s) from %1</source>
        <translation>
            <numerusform>Export %n result from %1</numerusform>
            <numerusform>Export %n results from %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::GsiPreview</name>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n entry</numerusform>
            <numerusform>%n entries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::StreamInspector</name>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n record</numerusform>
            <numerusform>%n records</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shard(s)</source>
        <translation>
            <numerusform>%n shard</numerusform>
            <numerusform>%n shards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>paused, %n buffered</source>
        <translation>
            <numerusform>paused, %n buffered</numerusform>
            <numerusform>paused, %n buffered</numerusform>
        </translation>
    </message>
</context>
</TS>
