<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Computer</name>
    <message numerus="yes">
        <location filename="../src/app/ui/computer_settings.cpp" line="+41"/>
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n thread</numerusform>
            <numerusform>%n threads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message numerus="yes">
        <location filename="../src/app/i18n/azzanna/azzanna_texts.cpp" line="+23"/>
        <source>option trees takes six distinct cells (a1 to h8) joined by commas, such as %1; %n given</source>
        <comment>azzanna/error/count</comment>
        <translation>
            <numerusform>option trees takes six distinct cells (a1 to h8) joined by commas, such as %1; %n given</numerusform>
            <numerusform>option trees takes six distinct cells (a1 to h8) joined by commas, such as %1; %n given</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message numerus="yes">
        <location filename="../src/app/session/saved_game.cpp" line="+165"/>
        <source>The file lists %n seat(s); %1 is played by %2 to %3.</source>
        <translation>
            <numerusform>The file lists one seat; %1 is played by %2 to %3.</numerusform>
            <numerusform>The file lists %n seats; %1 is played by %2 to %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>The file lists %n move(s); no game of %1 lasts more than %2.</source>
        <translation>
            <numerusform>The file lists one move; no game of %1 lasts more than %2.</numerusform>
            <numerusform>The file lists %n moves; no game of %1 lasts more than %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+104"/>
        <source>The file lists %n seat(s), but this game of %1 has %2.</source>
        <translation>
            <numerusform>The file lists one seat, but this game of %1 has %2.</numerusform>
            <numerusform>The file lists %n seats, but this game of %1 has %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ludoteca::app::GameCard</name>
    <message numerus="yes">
        <location filename="../src/app/ui/game_card.cpp" line="+42"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ludoteca::app::LauncherPage</name>
    <message numerus="yes">
        <location filename="../src/app/ui/launcher_page.cpp" line="+53"/>
        <source>%n modern board game(s) to play against friends or the computer.</source>
        <translation>
            <numerusform>A modern board game to play against friends or the computer.</numerusform>
            <numerusform>%n modern board games to play against friends or the computer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ludoteca::app::MainWindow</name>
    <message numerus="yes">
        <location filename="../src/app/ui/main_window.cpp" line="+60"/>
        <source>%1 between %2: %n move(s), last played %3.</source>
        <translation>
            <numerusform>%1 between %2: one move, last played %3.</numerusform>
            <numerusform>%1 between %2: %n moves, last played %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ludoteca::app::ReviewDialog</name>
    <message numerus="yes">
        <location filename="../src/app/review/review_dialog.cpp" line="+179"/>
        <source>Review stopped after %n position(s). Click the chart to see a position.</source>
        <translation>
            <numerusform>Review stopped after %n position. Click the chart to see a position.</numerusform>
            <numerusform>Review stopped after %n positions. Click the chart to see a position.</numerusform>
        </translation>
    </message>
</context>
</TS>
