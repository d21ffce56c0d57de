<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CircularChessStrip</name>
    <message numerus="yes">
        <location filename="../src/app/views/circular_chess/circular_chess_format.cpp" line="+61"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n card left</numerusform>
            <numerusform>%n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>card(s) left</source>
        <comment>under the number of cards left in the deck</comment>
        <translation>
            <numerusform>card left</numerusform>
            <numerusform>cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+51"/>
        <source>%n turn(s) without a draw or capture; the game ends at %1.</source>
        <translation>
            <numerusform>%n turn without a draw or capture; the game ends at %1.</numerusform>
            <numerusform>%n turns without a draw or capture; the game ends at %1.</numerusform>
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
        <location filename="../src/app/session/saved_game.cpp" line="+222"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The file lists %n seat(s); %1 is played by %2.</source>
        <translation>
            <numerusform>The file lists one seat; %1 is played by %2.</numerusform>
            <numerusform>The file lists %n seats; %1 is played by %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
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
        <location line="+267"/>
        <source>The file lists %n seat(s), but this game of %1 has %2.</source>
        <translation>
            <numerusform>The file lists one seat, but this game of %1 has %2.</numerusform>
            <numerusform>The file lists %n seats, but this game of %1 has %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnfinishedGames</name>
    <message numerus="yes">
        <location filename="../src/app/session/unfinished_games.cpp" line="+52"/>
        <source>%1 between %2: %n move(s), last played %3.</source>
        <translation>
            <numerusform>%1 between %2: one move, last played %3.</numerusform>
            <numerusform>%1 between %2: %n moves, last played %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Wapi</name>
    <message numerus="yes">
        <location filename="../src/app/views/wapi/wapi_format.cpp" line="+130"/>
        <source>%1 takes %2 with %n totems</source>
        <comment>a seat&apos;s take from a mine</comment>
        <translation>
            <numerusform>%1 takes %2 with %n totem</numerusform>
            <numerusform>%1 takes %2 with %n totems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n totems share it</source>
        <translation>
            <numerusform>%n totem shares it</numerusform>
            <numerusform>%n totems share it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n tile(s)</source>
        <comment>the bag&apos;s count under its picture</comment>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>In the bag: %n tile(s)</source>
        <translation>
            <numerusform>In the bag: %n tile</numerusform>
            <numerusform>In the bag: %n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ludoteca::app::GameCard</name>
    <message numerus="yes">
        <location filename="../src/app/ui/game_card.cpp" line="+45"/>
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
        <location filename="../src/app/ui/launcher_page.cpp" line="+129"/>
        <source>%n modern board game(s) to play against friends or the computer.</source>
        <translation>
            <numerusform>A modern board game to play against friends or the computer.</numerusform>
            <numerusform>%n modern board games to play against friends or the computer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+65"/>
        <source>Show All %n Unfinished Games</source>
        <translation>
            <numerusform>Show the %n Unfinished Game</numerusform>
            <numerusform>Show All %n Unfinished Games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%n older unfinished game(s) are kept in %1; continue or discard the ones above to see them.</source>
        <translation>
            <numerusform>One older unfinished game is kept in %1; continue or discard the ones above to see it.</numerusform>
            <numerusform>%n older unfinished games are kept in %1; continue or discard the ones above to see them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ludoteca::app::LessonWindow</name>
    <message numerus="yes">
        <location filename="../src/app/lessons/lesson_window.cpp" line="+247"/>
        <source>%n short lesson(s) on the real board, each a few minutes long. A tick marks the lessons you have finished.</source>
        <translation>
            <numerusform>%n short lesson on the real board, a few minutes long. A tick marks the lessons you have finished.</numerusform>
            <numerusform>%n short lessons on the real board, each a few minutes long. A tick marks the lessons you have finished.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ludoteca::app::MainWindow</name>
    <message numerus="yes">
        <location filename="../src/app/ui/main_window.cpp" line="+1011"/>
        <source>The %n move(s) played so far will be lost, and the game begins again with new draws.</source>
        <translation>
            <numerusform>The move played so far will be lost, and the game begins again with new draws.</numerusform>
            <numerusform>The %n moves played so far will be lost, and the game begins again with new draws.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ludoteca::app::ReviewDialog</name>
    <message numerus="yes">
        <location filename="../src/app/review/review_dialog.cpp" line="+320"/>
        <source>Review stopped after %n position(s). Click the chart to see a position.</source>
        <translation>
            <numerusform>Review stopped after %n position. Click the chart to see a position.</numerusform>
            <numerusform>Review stopped after %n positions. Click the chart to see a position.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ludoteca::app::SettingsDialog</name>
    <message numerus="yes">
        <location filename="../src/app/ui/settings_dialog.cpp" line="+102"/>
        <source>How many of this computer&apos;s %n core(s) a search may use; all but one leave the window quick to answer (%1 here).</source>
        <translation>
            <numerusform>How many of this computer&apos;s core a search may use (it has %n); all but one leave the window quick to answer (%1 here).</numerusform>
            <numerusform>How many of this computer&apos;s %n cores a search may use; all but one leave the window quick to answer (%1 here).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ludoteca::app::StatisticsView</name>
    <message numerus="yes">
        <location filename="../src/app/history/statistics_view.cpp" line="+51"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+298"/>
        <source>Rating: %1 ± %2 (after %n game(s))</source>
        <translation>
            <numerusform>Rating: %1 ± %2 (after one game)</numerusform>
            <numerusform>Rating: %1 ± %2 (after %n games)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ludoteca::app::azzanna::AzzannaPresentation</name>
    <message numerus="yes">
        <location filename="../src/app/views/azzanna/azzanna_presentation.cpp" line="+34"/>
        <source>%n pumpkin(s) eaten</source>
        <translation>
            <numerusform>%n pumpkin eaten</numerusform>
            <numerusform>%n pumpkins eaten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+248"/>
        <source>The Pack wins with %n pumpkin(s) left in the field!</source>
        <translation>
            <numerusform>The Pack wins with %n pumpkin left in the field!</numerusform>
            <numerusform>The Pack wins with %n pumpkins left in the field!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your pigs ate %n pumpkin(s).</source>
        <translation>
            <numerusform>Your pigs ate %n pumpkin.</numerusform>
            <numerusform>Your pigs ate %n pumpkins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1&apos;s pigs ate %n pumpkin(s).</source>
        <translation>
            <numerusform>%1&apos;s pigs ate %n pumpkin.</numerusform>
            <numerusform>%1&apos;s pigs ate %n pumpkins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Every pumpkin is planted and %n still growing: the Farmer wins!</source>
        <translation>
            <numerusform>Every pumpkin is planted and %n still growing: the Farmer wins!</numerusform>
            <numerusform>Every pumpkin is planted and %n still growing: the Farmer wins!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Your pigs ate %n vegetable(s).</source>
        <translation>
            <numerusform>Your pigs ate %n vegetable.</numerusform>
            <numerusform>Your pigs ate %n vegetables.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1&apos;s pigs ate %n vegetable(s).</source>
        <translation>
            <numerusform>%1&apos;s pigs ate %n vegetable.</numerusform>
            <numerusform>%1&apos;s pigs ate %n vegetables.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>The broccoli farmer is out: the pumpkin farmer wins with %n pumpkin(s) in the field!</source>
        <translation>
            <numerusform>The broccoli farmer is out: the pumpkin farmer wins with %n pumpkin in the field!</numerusform>
            <numerusform>The broccoli farmer is out: the pumpkin farmer wins with %n pumpkins in the field!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The pumpkin farmer is out: the broccoli farmer wins with %n broccoli in the field!</source>
        <translation>
            <numerusform>The pumpkin farmer is out: the broccoli farmer wins with %n broccoli in the field!</numerusform>
            <numerusform>The pumpkin farmer is out: the broccoli farmer wins with %n broccoli in the field!</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ludoteca::app::circular_chess::CircularChessPresentation</name>
    <message numerus="yes">
        <location filename="../src/app/views/circular_chess/circular_chess_presentation.cpp" line="+126"/>
        <source>You win with %n point(s).</source>
        <translation>
            <numerusform>You win with %n point.</numerusform>
            <numerusform>You win with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 wins with %n point.</numerusform>
            <numerusform>%1 wins with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 share the win with %n point each.</numerusform>
            <numerusform>%1 share the win with %n points each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>You hunted %1: %2 of %n capture(s) counted.</source>
        <translation>
            <numerusform>You hunted %1: %2 of %n capture counted.</numerusform>
            <numerusform>You hunted %1: %2 of %n captures counted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 hunted %2: %3 of %n capture(s) counted.</source>
        <translation>
            <numerusform>%1 hunted %2: %3 of %n capture counted.</numerusform>
            <numerusform>%1 hunted %2: %3 of %n captures counted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ludoteca::app::egotzi::EgotziPresentation</name>
    <message numerus="yes">
        <location filename="../src/app/views/egotzi/egotzi_presentation.cpp" line="+136"/>
        <source>You win: after the equal groups cancel in pairs, the largest group left has %n stone(s).</source>
        <translation>
            <numerusform>You win: after the equal groups cancel in pairs, the largest group left has %n stone.</numerusform>
            <numerusform>You win: after the equal groups cancel in pairs, the largest group left has %n stones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 wins: after the equal groups cancel in pairs, the largest group left has %n stone(s).</source>
        <translation>
            <numerusform>%1 wins: after the equal groups cancel in pairs, the largest group left has %n stone.</numerusform>
            <numerusform>%1 wins: after the equal groups cancel in pairs, the largest group left has %n stones.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ludoteca::app::wangzi::WangziPresentation</name>
    <message numerus="yes">
        <location filename="../src/app/views/wangzi/wangzi_presentation.cpp" line="+148"/>
        <source>You (White) score %1 with %n territory cell(s).</source>
        <translation>
            <numerusform>You (White) score %1 with %n territory cell.</numerusform>
            <numerusform>You (White) score %1 with %n territory cells.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You (Black) score %1 with %n territory cell(s).</source>
        <translation>
            <numerusform>You (Black) score %1 with %n territory cell.</numerusform>
            <numerusform>You (Black) score %1 with %n territory cells.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 (White) scores %2 with %n territory cell(s).</source>
        <translation>
            <numerusform>%1 (White) scores %2 with %n territory cell.</numerusform>
            <numerusform>%1 (White) scores %2 with %n territory cells.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 (Black) scores %2 with %n territory cell(s).</source>
        <translation>
            <numerusform>%1 (Black) scores %2 with %n territory cell.</numerusform>
            <numerusform>%1 (Black) scores %2 with %n territory cells.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n captured Prince(s) add %1.</source>
        <translation>
            <numerusform>%n captured Prince adds %1.</numerusform>
            <numerusform>%n captured Princes add %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n Prince(s) left on black tiles add %1.</source>
        <translation>
            <numerusform>%n Prince left on black tiles adds %1.</numerusform>
            <numerusform>%n Princes left on black tiles add %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Prince(s) left on white tiles add %1.</source>
        <translation>
            <numerusform>%n Prince left on white tiles adds %1.</numerusform>
            <numerusform>%n Princes left on white tiles add %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ludoteca::app::wapi::WapiPresentation</name>
    <message numerus="yes">
        <location filename="../src/app/views/wapi/wapi_presentation.cpp" line="+78"/>
        <source>You have %n totem(s) left.</source>
        <translation>
            <numerusform>You have %n totem left.</numerusform>
            <numerusform>You have %n totems left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 has %n totem(s) left.</source>
        <translation>
            <numerusform>%1 has %n totem left.</numerusform>
            <numerusform>%1 has %n totems left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%n field(s) free</source>
        <translation>
            <numerusform>%n field free</numerusform>
            <numerusform>%n fields free</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n of 4 masks</source>
        <translation>
            <numerusform>%n of 4 masks</numerusform>
            <numerusform>%n of 4 masks</numerusform>
        </translation>
    </message>
</context>
</TS>
