<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>tablesmith::gui::ConnectionsDock</name>
    <message numerus="yes">
        <source>%Ln item(s), %1</source>
        <translation>
            <numerusform>%Ln item, %1</numerusform>
            <numerusform>%Ln items, %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignIndexesPage</name>
    <message numerus="yes">
        <source>%1: %2 of %Ln item(s) indexed</source>
        <translation>
            <numerusform>%1: %2 of %Ln item indexed</numerusform>
            <numerusform>%1: %2 of %Ln items indexed</numerusform>
        </translation>
    </message>
</context>
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
    <message numerus="yes">
        <source>Preview: what %1 would hold — %2 of %3 items land in the index (%Ln partition(s))</source>
        <translation>
            <numerusform>Preview: what %1 would hold — %2 of %3 items land in the index (%Ln partition)</numerusform>
            <numerusform>Preview: what %1 would hold — %2 of %3 items land in the index (%Ln partitions)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::HeatHistogram</name>
    <message numerus="yes">
        <source>%Ln item(s) · %1 · %2 RCU/s · %3 WCU/s</source>
        <translation>
            <numerusform>%Ln item · %1 · %2 RCU/s · %3 WCU/s</numerusform>
            <numerusform>%Ln items · %1 · %2 RCU/s · %3 WCU/s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::PartitionHeatView</name>
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
            <numerusform>%Ln item</numerusform>
            <numerusform>%Ln items</numerusform>
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
        <source>%1 of %n record(s) shown</source>
        <translation>
            <numerusform>%1 of %n record shown</numerusform>
            <numerusform>%1 of %n records shown</numerusform>
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
<context>
    <name>tablesmith::gui::TransferPanel</name>
    <message numerus="yes">
        <source>%Ln item(s) written · %1 of %2 read</source>
        <translation>
            <numerusform>%Ln item written · %1 of %2 read</numerusform>
            <numerusform>%Ln items written · %1 of %2 read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s) exported</source>
        <translation>
            <numerusform>%Ln item exported</numerusform>
            <numerusform>%Ln items exported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %Ln item(s).</source>
        <translation>
            <numerusform>Cancelled after %Ln item.</numerusform>
            <numerusform>Cancelled after %Ln items.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped at a bad line; %Ln item(s) written.</source>
        <translation>
            <numerusform>Stopped at a bad line; %Ln item written.</numerusform>
            <numerusform>Stopped at a bad line; %Ln items written.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %Ln item(s).</source>
        <translation>
            <numerusform>Imported %Ln item.</numerusform>
            <numerusform>Imported %Ln items.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln item(s).</source>
        <translation>
            <numerusform>Exported %Ln item.</numerusform>
            <numerusform>Exported %Ln items.</numerusform>
        </translation>
    </message>
</context>
</TS>
