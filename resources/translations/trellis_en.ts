<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>trellis::ExportSheetDialog</name>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n diagram(s)</source>
        <translation>
            <numerusform>%n diagram</numerusform>
            <numerusform>%n diagrams</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>trellis::MainWindow</name>
    <message numerus="yes">
        <source>%n game(s) skipped: %1</source>
        <translation>
            <numerusform>%n game skipped: %1</numerusform>
            <numerusform>%n games skipped: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game analysed: %n turn(s) marked.</source>
        <translation>
            <numerusform>Game analysed: %n turn marked.</numerusform>
            <numerusform>Game analysed: %n turns marked.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>trellis::PositionModel</name>
    <message numerus="yes">
        <source>Preview, %n turn(s) ahead: </source>
        <translation>
            <numerusform>Preview, %n turn ahead: </numerusform>
            <numerusform>Preview, %n turns ahead: </numerusform>
        </translation>
    </message>
</context>
</TS>
