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
    <message numerus="yes">
        <source>every %n turn(s)</source>
        <translation>
            <numerusform>every %n turn</numerusform>
            <numerusform>every %n turns</numerusform>
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
    <message numerus="yes">
        <source>Puzzle saved to %1 (%n game(s)).</source>
        <translation>
            <numerusform>Puzzle saved to %1 (%n game).</numerusform>
            <numerusform>Puzzle saved to %1 (%n games).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) found in %1 (%2)%3.</source>
        <translation>
            <numerusform>%n puzzle found in %1 (%2)%3.</numerusform>
            <numerusform>%n puzzles found in %1 (%2)%3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln position(s)</source>
        <translation>
            <numerusform>%Ln position</numerusform>
            <numerusform>%Ln positions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game analysis stopped after %n position(s): %1</source>
        <translation>
            <numerusform>Game analysis stopped after %n position: %1</numerusform>
            <numerusform>Game analysis stopped after %n positions: %1</numerusform>
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
    <message numerus="yes">
        <source>Deploying: %n step(s) played; %1</source>
        <translation>
            <numerusform>Deploying: %n step played; %1</numerusform>
            <numerusform>Deploying: %n steps played; %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>trellis::PuzzleCheck</name>
    <message numerus="yes">
        <source>Not unique: %n other turn(s) reach the goal: %1.</source>
        <translation>
            <numerusform>Not unique: %n other turn reaches the goal: %1.</numerusform>
            <numerusform>Not unique: %n other turns reach the goal: %1.</numerusform>
        </translation>
    </message>
</context>
</TS>
