<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
<context>
    <name>Autosave</name>
    <message>
        <location filename="../src/app/session/autosave.cpp" line="+60"/>
        <source>Cannot create the folder %1.</source>
        <translation>Impossibile creare la cartella %1.</translation>
    </message>
</context>
<context>
    <name>CircularChessPieces</name>
    <message>
        <location filename="../src/app/views/circular_chess/circular_chess_art.cpp" line="+62"/>
        <source>white pawn</source>
        <translation>pedone bianco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>white knight</source>
        <translation>cavallo bianco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white bishop</source>
        <translation>alfiere bianco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>white rook</source>
        <translation>torre bianca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white queen</source>
        <translation>donna bianca</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>white king</source>
        <translation>re bianco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black pawn</source>
        <translation>pedone nero</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black knight</source>
        <translation>cavallo nero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black bishop</source>
        <translation>alfiere nero</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black rook</source>
        <translation>torre nera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black queen</source>
        <translation>donna nera</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black king</source>
        <translation>re nero</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>white pawns</source>
        <translation>pedoni bianchi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white knights</source>
        <translation>cavalli bianchi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white bishops</source>
        <translation>alfieri bianchi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white rooks</source>
        <translation>torri bianche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white queens</source>
        <translation>donne bianche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white kings</source>
        <translation>re bianchi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black pawns</source>
        <translation>pedoni neri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black knights</source>
        <translation>cavalli neri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black bishops</source>
        <translation>alfieri neri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black rooks</source>
        <translation>torri nere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black queens</source>
        <translation>donne nere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black kings</source>
        <translation>re neri</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>P</source>
        <comment>the letter of a pawn</comment>
        <translation>P</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N</source>
        <comment>the letter of a knight</comment>
        <translation>C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <comment>the letter of a bishop</comment>
        <translation>A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R</source>
        <comment>the letter of a rook</comment>
        <translation>T</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q</source>
        <comment>the letter of a queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>K</source>
        <comment>the letter of a king</comment>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>CircularChessStrip</name>
    <message numerus="yes">
        <location filename="../src/app/views/circular_chess/circular_chess_format.cpp" line="+61"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n carta rimasta</numerusform>
            <numerusform>%n carte rimaste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>card(s) left</source>
        <comment>under the number of cards left in the deck</comment>
        <translation>
            <numerusform>carta rimasta</numerusform>
            <numerusform>carte rimaste</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No card drawn yet</source>
        <translation>Nessuna carta pescata finora</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Each card brings its piece to the cell of its number.</source>
        <translation>Ogni carta porta il suo pezzo nella casa con il suo numero.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(%1) The card&apos;s piece: %2. Cell %3 was taken, so the card is discarded.</source>
        <translation>(%1) Pezzo della carta: %2. La casa %3 era occupata, quindi la carta è scartata.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(%1) The card&apos;s piece: %2. It entered cell %3.</source>
        <translation>(%1) Pezzo della carta: %2. È entrato nella casa %3.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>you hunted %1</source>
        <translation>tu cacciavi %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 hunted %2</source>
        <translation>%1 cacciava %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>The objectives are being dealt face down.</source>
        <translation>Gli obiettivi vengono distribuiti coperti.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Revealed: %1.</source>
        <translation>Obiettivi svelati: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every objective is secret until the end.</source>
        <translation>Ogni obiettivo resta segreto fino alla fine.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You hunt %1 (card %2, %3).</source>
        <translation>Il tuo obiettivo: %1 (carta %2, %3).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 hunts %2 (card %3, %4).</source>
        <translation>Obiettivo di %1: %2 (carta %3, %4).</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) without a draw or capture; the game ends at %1.</source>
        <translation>
            <numerusform>%n turno senza pescate né prese; la partita finisce a %1.</numerusform>
            <numerusform>%n turni senza pescate né prese; la partita finisce a %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no captures</source>
        <translation>nessuna presa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no captures yet</source>
        <translation>ancora nessuna presa</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is no piece on %1: click a piece to move it.</source>
        <translation>Nella casa %1 non c&apos;è nessun pezzo: fai clic su un pezzo per muoverlo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The piece on %1 (%2) has no move now.</source>
        <translation>Il pezzo nella casa %1 (%2) ora non ha mosse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The piece on %1 (%2) cannot reach %3.</source>
        <translation>Il pezzo nella casa %1 (%2) non può raggiungere la casa %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The piece on %1 cannot take the one on %2: a piece takes only pieces of its own colour.</source>
        <translation>Il pezzo nella casa %1 non può mangiare quello nella casa %2: un pezzo mangia solo pezzi del suo colore.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece on %1 cannot take the one on %2: a piece takes only pieces of the other colour.</source>
        <translation>Il pezzo nella casa %1 non può mangiare quello nella casa %2: un pezzo mangia solo pezzi dell&apos;altro colore.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../src/app/main.cpp" line="+30"/>
        <source>Keep the unfinished games and the history in &lt;folder&gt;.</source>
        <translation>Conserva le partite non finite e lo storico in &lt;cartella&gt;.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>folder</source>
        <extracomment>The value of --data-dir, as --help shows it.</extracomment>
        <translation>cartella</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A collection of modern board games.</source>
        <translation>Una raccolta di giochi da tavolo moderni.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open this saved game.</source>
        <translation>Apre questa partita salvata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[file]</source>
        <extracomment>The optional argument, as the usage line of --help shows it.</extracomment>
        <translation>[file]</translation>
    </message>
</context>
<context>
    <name>Computer</name>
    <message>
        <location filename="../src/app/ui/computer_settings.cpp" line="+32"/>
        <source>Instant</source>
        <translation>Immediato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quick</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed</source>
        <translation>Tranquillo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Lento</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <location filename="../src/app/i18n/wangzi/wangzi_texts.cpp" line="+11"/>
        <source>Move the six neutral Princes, lay your tiles along their way and enclose the largest territories.</source>
        <comment>wangzi/summary</comment>
        <translation>Muovi i sei Principi neutrali, posa le tue tessere lungo il loro cammino e chiudi i territori più grandi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board size</source>
        <comment>wangzi/size/label</comment>
        <translation>Dimensione del tavoliere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of cells along each side of the hexagonal board.</source>
        <comment>wangzi/size/help</comment>
        <translation>Numero di caselle su ogni lato del tavoliere esagonale.</translation>
    </message>
    <message>
        <location filename="../src/app/i18n/circular_chess/circular_chess_texts.cpp" line="+11"/>
        <source>Draw chess pieces onto a round board with a pole, move any of them, and hunt the kind of piece your secret card shows.</source>
        <comment>circular-chess/summary</comment>
        <translation>Pesca pezzi degli scacchi su un tavoliere rotondo con un polo, muovi quello che vuoi e dai la caccia al tipo di pezzo che mostra la tua carta segreta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <comment>circular-chess/players/label</comment>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of seats, from 2 to 6.</source>
        <comment>circular-chess/players/help</comment>
        <translation>Numero di posti, da 2 a 6.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captures</source>
        <comment>circular-chess/capture/label</comment>
        <translation>Prese</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>same: a piece takes only pieces of its own colour; opposite: only of the other colour; any: both.</source>
        <comment>circular-chess/capture/help</comment>
        <translation>Stesso colore: un pezzo mangia solo pezzi del suo colore; colore opposto: solo dell&apos;altro colore; qualsiasi: entrambi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same</source>
        <comment>circular-chess/capture=same</comment>
        <translation>Stesso colore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opposite</source>
        <comment>circular-chess/capture=opposite</comment>
        <translation>Colore opposto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any</source>
        <comment>circular-chess/capture=any</comment>
        <translation>Qualsiasi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quiet turns</source>
        <comment>circular-chess/quiet/label</comment>
        <translation>Turni tranquilli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends after this many turns in a row without a draw or a capture.</source>
        <comment>circular-chess/quiet/help</comment>
        <translation>La partita finisce dopo questo numero di turni di fila senza pescate né prese.</translation>
    </message>
    <message>
        <location filename="../src/app/i18n/wapi/wapi_texts.cpp" line="+11"/>
        <source>Draw silver and masks from the bag and drive your totems into the richest mines.</source>
        <comment>wapi/summary</comment>
        <translation>Pesca argento e maschere dal sacchetto e pianta i tuoi totem nelle miniere più ricche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <comment>wapi/players/label</comment>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of seats, from 3 to 5.</source>
        <comment>wapi/players/help</comment>
        <translation>Numero di posti, da 3 a 5.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring</source>
        <comment>wapi/scoring/label</comment>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full: every totem earns its whole mine; share: the totems in a mine split it.</source>
        <comment>wapi/scoring/help</comment>
        <translation>Intero: ogni totem guadagna tutta la sua miniera; diviso: i totem di una miniera se la spartiscono.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full</source>
        <comment>wapi/scoring=full</comment>
        <translation>Intero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share</source>
        <comment>wapi/scoring=share</comment>
        <translation>Diviso</translation>
    </message>
    <message>
        <location filename="../src/app/i18n/egotzi/egotzi_texts.cpp" line="+11"/>
        <source>Place a stone, push its neighbours away, and build the largest group that has no twin.</source>
        <comment>egotzi/summary</comment>
        <translation>Posa una pietra, spingi via le sue vicine e costruisci il gruppo più grande che non abbia un gemello.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board size</source>
        <comment>egotzi/size/label</comment>
        <translation>Dimensione del tavoliere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of cells along each side of the square board.</source>
        <comment>egotzi/size/help</comment>
        <translation>Numero di caselle su ogni lato del tavoliere quadrato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring</source>
        <comment>egotzi/variant/label</comment>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard: equal groups cancel in pairs and the largest group left wins; squared: each group scores its size squared.</source>
        <comment>egotzi/variant/help</comment>
        <translation>Normale: i gruppi uguali si annullano a coppie e vince il gruppo più grande rimasto; al quadrato: ogni gruppo vale il quadrato della sua grandezza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard</source>
        <comment>egotzi/variant=standard</comment>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Squared</source>
        <comment>egotzi/variant=squared</comment>
        <translation>Al quadrato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pie rule</source>
        <comment>egotzi/pie/label</comment>
        <translation>Regola della torta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard scoring only: instead of the second move, the second player may take over the first stone and swap colours.</source>
        <comment>egotzi/pie/help</comment>
        <translation>Solo con il punteggio normale: invece della seconda mossa, il secondo giocatore può prendersi la prima pietra scambiando i colori.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On</source>
        <comment>egotzi/pie=on</comment>
        <translation>Attiva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <comment>egotzi/pie=off</comment>
        <translation>Disattivata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Komi</source>
        <comment>egotzi/komi/label</comment>
        <translation>Komi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Squared scoring only: an even number of points added to White&apos;s score, at most twice the number of cells.</source>
        <comment>egotzi/komi/help</comment>
        <translation>Solo con il punteggio al quadrato: un numero pari di punti aggiunti al punteggio del Bianco, al massimo il doppio del numero di caselle.</translation>
    </message>
    <message>
        <location filename="../src/app/i18n/azzanna/azzanna_texts.cpp" line="+11"/>
        <source>A pack of five hungry pigs runs across the field to bite the pumpkins a farmer keeps planting.</source>
        <comment>azzanna/summary</comment>
        <translation>Un branco di cinque maiali affamati corre per il campo ad azzannare le zucche che un contadino continua a piantare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <comment>azzanna/players/label</comment>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2: the Pack against the Farmer; 3: a second farmer plants broccoli.</source>
        <comment>azzanna/players/help</comment>
        <translation>2: il Branco contro il Contadino; 3: un secondo contadino pianta broccoli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra pumpkins</source>
        <comment>azzanna/extra/label</comment>
        <translation>Zucche in più</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two players only: pumpkins a beginner farmer places at setup on top of the usual five.</source>
        <comment>azzanna/extra/help</comment>
        <translation>Solo in due: zucche che un contadino alle prime armi pianta nella preparazione oltre alle solite cinque.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trees</source>
        <comment>azzanna/trees/label</comment>
        <translation>Alberi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The six cells of the trees, joined by commas (any order).</source>
        <comment>azzanna/trees/help</comment>
        <translation>Le sei caselle degli alberi, separate da virgole (in qualsiasi ordine).</translation>
    </message>
    <message>
        <location filename="../src/app/i18n/engine_texts.cpp" line="+31"/>
        <source>unknown option %1 for %2</source>
        <comment>error/unknown-option</comment>
        <translation>l&apos;opzione %1 non esiste per %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>option %1 is given twice</source>
        <comment>error/twice</comment>
        <translation>l&apos;opzione «%1» è indicata due volte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>option %1 takes one of: %2</source>
        <comment>error/choice</comment>
        <translation>l&apos;opzione «%1» accetta uno di questi valori: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>option %1 takes a whole number from %2 to %3</source>
        <comment>error/range</comment>
        <translation>l&apos;opzione «%1» accetta un numero intero da %2 a %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>option %1 takes an even whole number from %2 to %3</source>
        <comment>error/even-range</comment>
        <translation>l&apos;opzione «%1» accetta un numero intero pari da %2 a %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>option %1 takes a whole number from %2 to %3 in steps of %4</source>
        <comment>error/step-range</comment>
        <translation>l&apos;opzione «%1» accetta un numero intero da %2 a %3 a passi di %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>option %1 needs a value</source>
        <comment>error/empty</comment>
        <translation>l&apos;opzione «%1» richiede un valore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game is over</source>
        <comment>error/over</comment>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty move</source>
        <comment>error/empty-move</comment>
        <translation>mossa vuota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>illegal move: %1</source>
        <comment>error/illegal</comment>
        <translation>mossa non valida: %1</translation>
    </message>
    <message>
        <location filename="../src/app/i18n/egotzi/egotzi_texts.cpp" line="+3"/>
        <source>option komi takes at most %1 (2 x size x size) on a %2x%2 board</source>
        <comment>egotzi/error/komi</comment>
        <translation>il komi può essere al massimo %1 (2 × lato × lato) su un tavoliere %2×%2</translation>
    </message>
    <message>
        <location filename="../src/app/i18n/azzanna/azzanna_texts.cpp" line="+4"/>
        <source>option trees takes six distinct cells (a1 to h8) joined by commas, such as %1; &apos;%2&apos; is not a cell</source>
        <comment>azzanna/error/not-cell</comment>
        <translation>gli alberi vogliono sei caselle diverse (da a1 a h8) separate da virgole, per esempio %1; «%2» non è una casella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>option trees takes six distinct cells (a1 to h8) joined by commas, such as %1; %2 is given twice</source>
        <comment>azzanna/error/twice</comment>
        <translation>gli alberi vogliono sei caselle diverse (da a1 a h8) separate da virgole, per esempio %1; %2 è indicata due volte</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>option trees takes six distinct cells (a1 to h8) joined by commas, such as %1; %n given</source>
        <comment>azzanna/error/count</comment>
        <translation>
            <numerusform>gli alberi vogliono sei caselle diverse (da a1 a h8) separate da virgole, per esempio %1; ne è indicata %n</numerusform>
            <numerusform>gli alberi vogliono sei caselle diverse (da a1 a h8) separate da virgole, per esempio %1; ne sono indicate %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryStore</name>
    <message>
        <location filename="../src/app/history/history_store.cpp" line="+115"/>
        <source>Another program is using the history of games. Try again in a moment.</source>
        <translation>Un altro programma sta usando lo storico delle partite. Riprova tra un momento.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The game is not finished: only finished games join the history.</source>
        <translation>La partita non è finita: nello storico entrano solo le partite finite.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The SQLite driver of Qt is missing (Debian&apos;s package libqt6sql6-sqlite).</source>
        <translation>Manca il driver SQLite di Qt (il pacchetto Debian libqt6sql6-sqlite).</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>It is not an SQLite database.</source>
        <translation>Non è un database SQLite.</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+22"/>
        <source>It is another program&apos;s database.</source>
        <translation>È il database di un altro programma.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Its version, %1, is not one Ludoteca ever wrote.</source>
        <translation>La sua versione, %1, non è una che Ludoteca abbia mai scritto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It was written by a newer version of Ludoteca (history version %1; this version reads version %2).</source>
        <translation>È stato scritto da una versione più recente di Ludoteca (storico versione %1; questa versione legge la versione %2).</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The damaged history %1 could not be moved aside.</source>
        <translation>Lo storico danneggiato %1 non si è potuto mettere da parte.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The history of games could not be read, so a new one was started. The old file is kept as %1.</source>
        <translation>Lo storico delle partite non si poteva leggere, perciò ne è stato iniziato uno nuovo. Il vecchio file è conservato come %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The folder %1 cannot be created.</source>
        <translation>Non si può creare la cartella %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a file.</source>
        <translation>%1 non è un file.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The history %1 cannot be opened: %2</source>
        <translation>Non si può aprire lo storico %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The history %1 is left as it is. %2</source>
        <translation>Lo storico %1 è lasciato com&apos;è. %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The history %1 cannot be read: %2</source>
        <translation>Non si può leggere lo storico %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The history %1 cannot be written: %2</source>
        <translation>Non si può scrivere lo storico %1: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>SQLite keeps the journal mode %1.</source>
        <translation>SQLite mantiene la modalità di journal %1.</translation>
    </message>
    <message>
        <location line="+64"/>
        <location line="+84"/>
        <location line="+9"/>
        <location line="+14"/>
        <location line="+14"/>
        <location line="+63"/>
        <location line="+22"/>
        <location line="+56"/>
        <source>The history is not open.</source>
        <translation>Lo storico non è aperto.</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>The game is no longer in the history.</source>
        <translation>La partita non è più nello storico.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Another player is already called %1.</source>
        <translation>Un altro giocatore si chiama già %1.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A player cannot be merged into themself.</source>
        <translation>Un giocatore non si può unire a sé stesso.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>That player is no longer in the history.</source>
        <translation>Quel giocatore non è più nello storico.</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <location filename="../src/app/main.cpp" line="-20"/>
        <source>Displays help on commandline options.</source>
        <translation>Mostra l&apos;aiuto sulle opzioni della riga di comando.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Displays help including Qt specific options.</source>
        <translation>Mostra l&apos;aiuto comprese le opzioni proprie di Qt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Displays version information.</source>
        <translation>Mostra la versione.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../src/app/views/egotzi/egotzi_komi_step.cpp" line="+21"/>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <location filename="../src/app/session/saved_game.cpp" line="+171"/>
        <source>The file is not valid JSON (%1 at byte %2); it may be truncated or damaged.</source>
        <translation>Il file non è JSON valido (%1 al byte %2); potrebbe essere troncato o danneggiato.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file is not a Ludoteca game.</source>
        <translation>Il file non è una partita di Ludoteca.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The file does not say which game it holds.</source>
        <translation>Il file non dice quale gioco contiene.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The file&apos;s options are missing or damaged.</source>
        <translation>Le opzioni del file mancano o sono danneggiate.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The file&apos;s seats are missing or damaged.</source>
        <translation>I posti del file mancano o sono danneggiati.</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>A seat is not described as a seat.</source>
        <translation>Un posto non è descritto come un posto.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A seat is neither a person nor the computer.</source>
        <translation>Un posto non è né di una persona né del computer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A seat has an unknown AI level.</source>
        <translation>Un posto ha un livello del computer sconosciuto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A seat&apos;s name is not text.</source>
        <translation>Il nome di un posto non è un testo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A seat&apos;s name is %1 characters long; names have at most %2.</source>
        <translation>Il nome di un posto è lungo %1 caratteri; i nomi ne hanno al massimo %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A player&apos;s name cannot be used: %1</source>
        <translation>Il nome di un giocatore non si può usare: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A friend&apos;s seat has no address a game can be sent to.</source>
        <translation>Il posto di un amico non ha un indirizzo a cui mandare la partita.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>The file&apos;s format version is missing or damaged.</source>
        <translation>La versione del formato del file manca o è danneggiata.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file was written by a newer version of Ludoteca (format version %1; this version reads version %2).</source>
        <translation>Il file è stato scritto da una versione più recente di Ludoteca (versione del formato %1; questa versione legge la %2).</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+294"/>
        <source>The file holds a game this version of Ludoteca does not know (&quot;%1&quot;).</source>
        <translation>Il file contiene un gioco che questa versione di Ludoteca non conosce («%1»).</translation>
    </message>
    <message>
        <location line="-281"/>
        <source>The option &quot;%1&quot; is damaged.</source>
        <translation>L&apos;opzione «%1» è danneggiata.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The file lists %n seat(s); %1 is played by %2.</source>
        <translation>
            <numerusform>Il file elenca un posto; %1 si gioca in %2.</numerusform>
            <numerusform>Il file elenca %n posti; %1 si gioca in %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The file lists %n seat(s); %1 is played by %2 to %3.</source>
        <translation>
            <numerusform>Il file elenca %n posto; %1 si gioca da %2 a %3.</numerusform>
            <numerusform>Il file elenca %n posti; %1 si gioca da %2 a %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The file&apos;s move list is missing or damaged.</source>
        <translation>L&apos;elenco delle mosse del file manca o è danneggiato.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The file lists %n move(s); no game of %1 lasts more than %2.</source>
        <translation>
            <numerusform>Il file elenca %n mossa; nessuna partita di %1 dura più di %2.</numerusform>
            <numerusform>Il file elenca %n mosse; nessuna partita di %1 dura più di %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The move list holds something that is not a move.</source>
        <translation>L&apos;elenco delle mosse contiene qualcosa che non è una mossa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file&apos;s undone moves are damaged.</source>
        <translation>Le mosse annullate nel file sono danneggiate.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The file&apos;s random seed is damaged.</source>
        <translation>Il seme casuale del file è danneggiato.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The file&apos;s game identity is damaged.</source>
        <translation>L&apos;identità della partita nel file è danneggiata.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The file&apos;s seat of the game joined online is damaged.</source>
        <translation>Il posto della partita online a cui ci si è uniti, nel file, è danneggiato.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>The file could not be created: %1</source>
        <translation>Non è stato possibile creare il file: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The file could not be written: %1</source>
        <translation>Non è stato possibile scrivere il file: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+14"/>
        <location line="+15"/>
        <source>The file could not be written to the disk: %1</source>
        <translation>Non è stato possibile scrivere il file sul disco: %1</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The file could not take its place: %1</source>
        <translation>Il file non ha potuto prendere il posto del precedente: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The file is a link to nothing.</source>
        <translation>Il file è un collegamento che non porta a nulla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such file.</source>
        <translation>Il file non esiste.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is a folder, not a saved game.</source>
        <translation>Questa è una cartella, non una partita salvata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+12"/>
        <source>This is a device, a pipe or a socket, not a saved game.</source>
        <translation>Questo è un dispositivo, una pipe o un socket, non una partita salvata.</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+8"/>
        <location line="+5"/>
        <source>The file could not be opened: %1</source>
        <translation>Impossibile aprire il file: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The file&apos;s options are not valid for %1: %2</source>
        <translation>Le opzioni del file non sono valide per %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>The file lists %n seat(s), but this game of %1 has %2.</source>
        <translation>
            <numerusform>Il file elenca %n posto, ma questa partita di %1 ne ha %2.</numerusform>
            <numerusform>Il file elenca %n posti, ma questa partita di %1 ne ha %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Move %1 (&quot;%2&quot;) cannot be played: %3.</source>
        <translation>La mossa %1 («%2») non si può giocare: %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The undone move &quot;%1&quot; cannot be played again: %2.</source>
        <translation>La mossa annullata «%1» non si può rigiocare: %2.</translation>
    </message>
    <message>
        <location line="-370"/>
        <location line="+317"/>
        <source>The file is far too large to be a Ludoteca game.</source>
        <translation>Il file è decisamente troppo grande per essere una partita di Ludoteca.</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <location filename="../src/app/session/seat.cpp" line="+10"/>
        <source>You</source>
        <extracomment>The learner&apos;s seat in a lesson, as its name is shown on the board.</extracomment>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Beginner</source>
        <translation>Esordiente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Novice</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Casual</source>
        <translation>Amatore</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Strong</source>
        <translation>Forte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Plays almost at random, but never misses a move that wins at once.</source>
        <translation>Gioca quasi a caso, ma non si lascia mai sfuggire una mossa che vince subito.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Looks a move or two ahead and often misses threats.</source>
        <translation>Guarda avanti di una o due mosse e spesso non vede le minacce.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays sensibly but misses threats two moves ahead.</source>
        <translation>Gioca con giudizio ma non vede le minacce a due mosse di distanza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thinks several moves ahead: a fair fight for a regular player.</source>
        <translation>Pensa diverse mosse avanti: una sfida alla pari per chi gioca spesso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Searches deeply and punishes mistakes.</source>
        <translation>Cerca in profondità e punisce gli errori.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thinks up to three seconds a move on every core but one.</source>
        <translation>Pensa fino a tre secondi a mossa su tutti i processori tranne uno.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A name needs at least one letter or sign.</source>
        <translation>Un nome ha almeno una lettera o un segno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A name has at most %1 characters.</source>
        <translation>Un nome ha al massimo %1 caratteri.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A name does not begin or end with a space.</source>
        <translation>Un nome non comincia né finisce con uno spazio.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A name cannot hold a broken character.</source>
        <translation>Un nome non può contenere un carattere guasto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A name cannot hold the invisible character U+%1.</source>
        <translation>Un nome non può contenere il carattere invisibile U+%1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A name beginning with &quot;ai:&quot; would be taken for the computer.</source>
        <translation>Un nome che comincia con «ai:» sarebbe scambiato per il computer.</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <location filename="../src/app/session/settings_file.cpp" line="+95"/>
        <source>It could not be moved aside either, so settings will not be kept.</source>
        <translation>Non è stato possibile nemmeno spostarlo da parte, quindi le impostazioni non saranno conservate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ludoteca started with its default settings and kept that file as %1.</source>
        <translation>Ludoteca è partita con le impostazioni predefinite e ha conservato quel file come %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The settings file %1 is not a file.</source>
        <translation>Il file delle impostazioni %1 non è un file.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The settings file %1 is a link to something that is not a settings file.</source>
        <translation>Il file delle impostazioni %1 è un collegamento a qualcosa che non è un file di impostazioni.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The settings file %1 is too large or cannot be read.</source>
        <translation>Il file delle impostazioni %1 è troppo grande o non si può leggere.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The settings file %1 could not be read as settings.</source>
        <translation>Il file delle impostazioni %1 non si è potuto leggere come impostazioni.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file %1 is a link, and no copy could be made in its place.</source>
        <translation>Il file delle impostazioni %1 è un collegamento, e non se ne è potuta fare una copia al suo posto.</translation>
    </message>
</context>
<context>
    <name>Smorfia</name>
    <message>
        <location filename="../src/app/views/circular_chess/circular_chess_smorfia.cpp" line="+19"/>
        <source>Italy</source>
        <translation>l&apos;Italia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the little girl</source>
        <translation>la bambina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cat</source>
        <translation>la gatta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the pig</source>
        <translation>il maiale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the hand</source>
        <translation>la mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>she who looks at the ground</source>
        <translation>quella che guarda a terra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the little pot</source>
        <translation>il vasetto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Madonna</source>
        <translation>la Madonna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the litter</source>
        <translation>la figliata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the beans</source>
        <translation>i fagioli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the little mice</source>
        <translation>i topolini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the soldier</source>
        <translation>il soldato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saint Anthony</source>
        <translation>Sant&apos;Antonio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the drunkard</source>
        <translation>l&apos;ubriaco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the lad</source>
        <translation>il ragazzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the backside</source>
        <translation>il sedere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misfortune</source>
        <translation>la disgrazia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blood</source>
        <translation>il sangue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the laugh</source>
        <translation>la risata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the feast</source>
        <translation>la festa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the naked woman</source>
        <translation>la donna nuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the madman</source>
        <translation>il pazzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the fool</source>
        <translation>lo scemo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the guards</source>
        <translation>le guardie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Christmas</source>
        <translation>Natale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>little Anna</source>
        <translation>Annarella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the chamber pot</source>
        <translation>il vaso da notte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the breasts</source>
        <translation>il seno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the children&apos;s father</source>
        <translation>il padre dei bambini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the lieutenant&apos;s balls</source>
        <translation>le palle del tenente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the landlord</source>
        <translation>il padrone di casa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the eel</source>
        <translation>il capitone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the age of Christ</source>
        <translation>gli anni di Cristo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the head</source>
        <translation>la testa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the little bird</source>
        <translation>l&apos;uccellino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the castanets</source>
        <translation>le nacchere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the monk</source>
        <translation>il monaco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the beating</source>
        <translation>le botte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rope round the neck</source>
        <translation>la corda al collo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>boredom</source>
        <translation>la noia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the knife</source>
        <translation>il coltello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coffee</source>
        <translation>il caffè</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the woman on the balcony</source>
        <translation>la donna al balcone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the prison bars</source>
        <translation>le sbarre del carcere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>good wine</source>
        <translation>il vino buono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>money</source>
        <translation>i soldi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the dead man</source>
        <translation>il morto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the dead man who speaks</source>
        <translation>il morto che parla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the piece of meat</source>
        <translation>il pezzo di carne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bread</source>
        <translation>il pane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the garden</source>
        <translation>il giardino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mother</source>
        <translation>la mamma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the old man</source>
        <translation>il vecchio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the hat</source>
        <translation>il cappello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>music</source>
        <translation>la musica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the fall</source>
        <translation>la caduta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the hunchback</source>
        <translation>il gobbo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the parcel</source>
        <translation>il pacco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the hairs</source>
        <translation>i peli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>he complains</source>
        <translation>si lamenta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the hunter</source>
        <translation>il cacciatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the murdered man</source>
        <translation>il morto ammazzato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bride</source>
        <translation>la sposa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the tailcoat</source>
        <translation>la marsina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weeping</source>
        <translation>il pianto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the two spinsters</source>
        <translation>le due zitelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the squid in the guitar</source>
        <translation>il totano nella chitarra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cooked soup</source>
        <translation>la zuppa cotta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>upside down</source>
        <translation>sottosopra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the palace</source>
        <translation>il palazzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the worthless man</source>
        <translation>l&apos;uomo di merda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wonder</source>
        <translation>la meraviglia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the hospital</source>
        <translation>l&apos;ospedale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the grotto</source>
        <translation>la grotta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pulcinella</source>
        <translation>Pulcinella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the fountain</source>
        <translation>la fontana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the little devils</source>
        <translation>i diavoletti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the pretty girl</source>
        <translation>la bella ragazza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the thief</source>
        <translation>il ladro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the mouth</source>
        <translation>la bocca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the flowers</source>
        <translation>i fiori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the laid table</source>
        <translation>la tavola imbandita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad weather</source>
        <translation>il maltempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the church</source>
        <translation>la chiesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the souls in purgatory</source>
        <translation>le anime del purgatorio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the shop</source>
        <translation>la bottega</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the lice</source>
        <translation>i pidocchi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the caciocavallo cheeses</source>
        <translation>i caciocavalli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the old woman</source>
        <translation>la vecchia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fear</source>
        <translation>la paura</translation>
    </message>
</context>
<context>
    <name>UnfinishedGames</name>
    <message numerus="yes">
        <location filename="../src/app/session/unfinished_games.cpp" line="+52"/>
        <source>%1 between %2: %n move(s), last played %3.</source>
        <translation>
            <numerusform>%1 tra %2: %n mossa, giocata l&apos;ultima volta %3.</numerusform>
            <numerusform>%1 tra %2: %n mosse, giocata l&apos;ultima volta %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Played online; %1 is to move.</source>
        <translation>Giocata online; muove %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played online.</source>
        <translation>Giocata online.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>An unfinished game cannot be continued here. %1 The file %2 is left as it is.</source>
        <translation>Una partita in sospeso non si può continuare qui. %1 Il file %2 resta com&apos;è.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The unfinished game could not be read. %1 The file %2 is left as it is.</source>
        <translation>Non è stato possibile leggere la partita in sospeso. %1 Il file %2 resta com&apos;è.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The unfinished game could not be read. %1 The file is kept as %2: try Open on it, or remove it.</source>
        <translation>Non è stato possibile leggere la partita in sospeso. %1 Il file è conservato come %2: prova ad aprirlo con Apri, oppure eliminalo.</translation>
    </message>
</context>
<context>
    <name>Wapi</name>
    <message>
        <location filename="../src/app/views/wapi/wapi_art.cpp" line="+22"/>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Vermilion</source>
        <translation>Vermiglio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Purple</source>
        <translation>Viola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <location filename="../src/app/views/wapi/wapi_format.cpp" line="+26"/>
        <source>Eagle</source>
        <translation>Aquila</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bear</source>
        <translation>Orso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wolf</source>
        <translation>Lupo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Buffalo</source>
        <translation>Bisonte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raven</source>
        <translation>Corvo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Snake</source>
        <translation>Serpente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mine %1 · %2</source>
        <translation>Miniera %1 · %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>T</source>
        <comment>the key that drives a totem in: the first letter of Totem</comment>
        <translation>T</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N</source>
        <comment>the key that keeps the totem back: the first letter of No</comment>
        <translation>N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D</source>
        <comment>the key that draws a tile: the first letter of Draw</comment>
        <translation>P</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <comment>the key that shows the bag: the first letter of Bag</comment>
        <translation>S</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mine %1</source>
        <translation>Miniera %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No totem: nobody is paid</source>
        <translation>Nessun totem: non frutta niente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody paid</source>
        <comment>a mine with no totem at the end, on a small card</comment>
        <translation>Non frutta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A totem would get %1</source>
        <translation>Un totem prenderebbe&#xa0;%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to a totem</source>
        <comment>what a first totem in a mine would take, on a small card</comment>
        <translation>%1 a un totem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 each</source>
        <comment>what one totem in a mine takes, on a small card</comment>
        <translation>%1 cad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 totem gets %1</source>
        <translation>1 totem prende&#xa0;%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each totem gets %1</source>
        <translation>Ogni totem prende&#xa0;%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 totems, %2 each</source>
        <translation>%1 totem, %2 ciascuno</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;%1: a totem?&lt;/b&gt;&lt;br&gt;It would score %2.</source>
        <comment>the note on a mask being decided, on a small board</comment>
        <translation>&lt;b&gt;%1: un totem?&lt;/b&gt;&lt;br&gt;Varrebbe %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Place a totem on this mask: %1?&lt;/b&gt;&lt;br&gt;A totem there would score %2 now.</source>
        <translation>&lt;b&gt;Piantare un totem su questa maschera: %1?&lt;/b&gt;&lt;br&gt;Un totem lì ora varrebbe %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scores</source>
        <translation>Punteggi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Full scoring: each totem takes its mine&apos;s value.</source>
        <translation>Punteggio intero: ogni totem prende il valore della sua miniera.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share scoring: the totems in a mine split its value.</source>
        <translation>Punteggio diviso: i totem di una miniera se ne dividono il valore.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the mines paid</source>
        <translation>Quanto hanno reso le miniere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No totem stands in any mine.</source>
        <translation>Nessuna miniera ha un totem.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (%2): no totem, nobody is paid.</source>
        <comment>a mine&apos;s payout in brief</comment>
        <translation>%1 (%2): nessun totem, non frutta niente a nessuno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is worth %2, but no totem stands in it: nobody is paid.</source>
        <translation>%1 vale %2, ma non ha nessun totem: non frutta niente a nessuno.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 (%2): %3.</source>
        <comment>a mine&apos;s payout in brief: its name, value and takes</comment>
        <translation>%1 (%2): %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n totems share it</source>
        <translation>
            <numerusform>%n totem se lo dividono</numerusform>
            <numerusform>%n totem se lo dividono</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>All mines are full</source>
        <translation>Tutte le miniere sono piene</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All full</source>
        <comment>the mines at the end, in a small clearing</comment>
        <translation>Tutte piene</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1 tile in the bag</source>
        <translation>1 tessera nel sacchetto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 tiles in the bag</source>
        <translation>%1 tessere nel sacchetto</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n tile(s)</source>
        <comment>the bag&apos;s count under its picture</comment>
        <translation>
            <numerusform>%n tessera</numerusform>
            <numerusform>%n tessere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s turn</source>
        <translation>Turno di %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your turn</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a lit mine</source>
        <translation>Scegli una miniera illuminata</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drawn: %1 silver</source>
        <translation>Pescata: moneta da %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A %1 mask: totem or not?</source>
        <translation>Maschera %1: totem o no?</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>In the bag: %n tile(s)</source>
        <translation>
            <numerusform>Nel sacchetto: %n tessera</numerusform>
            <numerusform>Nel sacchetto: %n tessere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First decide whether to drive a totem into the %1 mask.</source>
        <translation>Prima decidi se piantare un totem sulla maschera %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mine %1 (%2) is full: choose a lit mine.</source>
        <translation>La miniera %1 (%2) è piena: scegli una miniera illuminata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mine %1 (%2) has no totem: while a mine with a totem has room, the coin goes there.</source>
        <translation>La miniera %1 (%2) non ha totem: finché una miniera con un totem ha posto, la moneta va lì.</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>each totem takes it all</source>
        <translation>ogni totem prende tutto</translation>
    </message>
    <message numerus="yes">
        <location line="-14"/>
        <source>%1 takes %2 with %n totems</source>
        <comment>a seat&apos;s take from a mine</comment>
        <translation>
            <numerusform>%1 prende %2 con %n totem</numerusform>
            <numerusform>%1 prende %2 con %n totem</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 takes %2</source>
        <comment>a seat&apos;s take from a mine</comment>
        <translation>%1 prende %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>one totem takes it all</source>
        <translation>un solo totem prende tutto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is worth %2, %3: %4.</source>
        <translation>%1 vale %2, %3: %4.</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::ActionStrip</name>
    <message>
        <location filename="../src/app/ui/action_strip.cpp" line="+89"/>
        <source>The computer suggests this</source>
        <translation>Il computer suggerisce questa scelta</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::BoardView</name>
    <message>
        <location filename="../src/app/views/board_view.cpp" line="+313"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>This is an earlier position: go back to the game to play.</source>
        <translation>Questa è una posizione precedente: torna alla partita per giocare.</translation>
    </message>
    <message>
        <location line="-201"/>
        <source>%1 board</source>
        <translation>Tavoliere di %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board</source>
        <translation>Tavoliere</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Expected line: %1</source>
        <translation>Seguito previsto: %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Wait: it is not a person&apos;s turn.</source>
        <translation>Aspetta: non è il turno di una persona.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That is not a move here.</source>
        <translation>Qui questa non è una mossa valida.</translation>
    </message>
    <message>
        <location line="+219"/>
        <source>Arrow keys</source>
        <translation>Frecce</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the cursor over the board</source>
        <translation>Sposta il cursore sul tavoliere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter, Space</source>
        <translation>Invio, Spazio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Click the cell under the cursor</source>
        <translation>Fa clic sulla casella sotto il cursore</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::EvaluationBar</name>
    <message>
        <location filename="../src/app/ui/evaluation_bar.cpp" line="+117"/>
        <source>%1: %2%</source>
        <translation>%1: %2%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player&apos;s chance of winning with the best moves from here, as the computer sees it: %1</source>
        <translation>La probabilità di vincere di ogni giocatore con le mosse migliori da qui, secondo il computer: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::GameCard</name>
    <message numerus="yes">
        <location filename="../src/app/ui/game_card.cpp" line="+45"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1–%2 players</source>
        <translation>%1–%2 giocatori</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>chance</source>
        <translation>fortuna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hidden information</source>
        <translation>informazione nascosta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1</source>
        <translation>Gioca una partita di %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learn</source>
        <translation>Impara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn %1</source>
        <translation>Impara %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short course on the real board, one rule at a time</source>
        <translation>Un breve corso sul vero tavoliere, una regola alla volta</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::GamePage</name>
    <message>
        <location filename="../src/app/ui/game_page.cpp" line="+91"/>
        <source>Review Game</source>
        <translation>Rivedi la partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As…</source>
        <translation>Salva con nome…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This game could not be kept on disk (%1). Ludoteca tries again after every move; use Save As to keep it in a file of your choice.</source>
        <translation>Non è stato possibile conservare questa partita sul disco (%1). Ludoteca riprova dopo ogni mossa; usa Salva con nome per tenerla in un file a tua scelta.</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::GamePresentation</name>
    <message>
        <location filename="../src/app/views/game_presentation.cpp" line="+61"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Amber</source>
        <translation>Ambra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Purple</source>
        <translation>Viola</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Teal</source>
        <translation>Verde acqua</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Cell %1</source>
        <translation>Casella %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Let chance decide</source>
        <translation>Lascia decidere al caso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose your move on the board.</source>
        <translation>Scegli la tua mossa sul tavoliere.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is a draw.</source>
        <translation>La partita è patta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins.</source>
        <translation>Vince %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You win.</source>
        <translation>Hai vinto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 share the win.</source>
        <translation>%1 si dividono la vittoria.</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::GameSession</name>
    <message>
        <location filename="../src/app/session/game_session.cpp" line="+29"/>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::HistoryDialog</name>
    <message>
        <location filename="../src/app/history/history_reader.cpp" line="+88"/>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>%1 resigned</source>
        <translation>%1 ha abbandonato</translation>
    </message>
    <message>
        <location filename="../src/app/history/history_dialog.cpp" line="+312"/>
        <location filename="../src/app/history/history_reader.cpp" line="+1"/>
        <source>Given up</source>
        <translation>Abbandonata</translation>
    </message>
    <message>
        <location filename="../src/app/history/history_reader.cpp" line="+6"/>
        <source>Draw</source>
        <translation>Patta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by %1</source>
        <translation>Vinta da %1</translation>
    </message>
    <message>
        <location filename="../src/app/history/history_dialog.cpp" line="-146"/>
        <source>Ended</source>
        <translation>Finita il</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+213"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="-211"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>History of Games</source>
        <translation>Storico delle partite</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Any result</source>
        <translation>Qualsiasi risultato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Perse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn</source>
        <translation>Patte</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Any day</source>
        <translation>Qualsiasi giorno</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player:</source>
        <translation>Gioca&amp;tore:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Opponent:</source>
        <translation>&amp;Avversario:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Result:</source>
        <translation>&amp;Risultato:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;From:</source>
        <translation>&amp;Dal:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;To:</source>
        <translation>A&amp;l:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Open</source>
        <translation>A&amp;pri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Continue from Here</source>
        <translation>&amp;Continua da qui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game from the position the board shows.</source>
        <translation>Inizia una nuova partita dalla posizione mostrata sul tavoliere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>&amp;Esporta…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>Eli&amp;mina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lear History…</source>
        <translation>&amp;Svuota lo storico…</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+41"/>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Every game</source>
        <translation>Tutti i giochi</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Anyone</source>
        <translation>Chiunque</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>No games yet. Every game played to its end, or given up, is kept here.</source>
        <translation>Ancora nessuna partita. Ogni partita giocata fino alla fine, o abbandonata, si conserva qui.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game matches these choices.</source>
        <translation>Nessuna partita corrisponde a queste scelte.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Export Game</source>
        <translation>Esporta la partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ludoteca games (*.%1)</source>
        <translation>Partite di Ludoteca (*.%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 could not be written. %2</source>
        <translation>Non si è potuto scrivere %1. %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was exported as %1.</source>
        <translation>La partita è stata esportata come %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Delete this game?</source>
        <translation>Eliminare questa partita?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game leaves the history and its statistics for good.</source>
        <translation>La partita sarà tolta per sempre dallo storico e dalle statistiche.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Clear the history?</source>
        <translation>Svuotare lo storico?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game leaves the history and the statistics for good. The players&apos; names stay.</source>
        <translation>Tutte le partite saranno tolte per sempre dallo storico e dalle statistiche. I nomi dei giocatori restano.</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::HistoryRecorder</name>
    <message>
        <location filename="../src/app/history/history_recorder.cpp" line="+326"/>
        <source>Another program is using the history of games, so this game is not in it yet. It is kept, and goes into the history as soon as the history is free.</source>
        <translation>Un altro programma sta usando lo storico delle partite, perciò questa partita non c&apos;è ancora. È conservata ed entrerà nello storico appena sarà libero.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This game could not be kept in the history of games. %1</source>
        <translation>Questa partita non si è potuta conservare nello storico delle partite. %1</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::LauncherPage</name>
    <message>
        <location filename="../src/app/ui/launcher_page.cpp" line="+128"/>
        <source>Ludoteca</source>
        <translation>Ludoteca</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n modern board game(s) to play against friends or the computer.</source>
        <translation>
            <numerusform>%n gioco da tavolo moderno da giocare con gli amici o contro il computer.</numerusform>
            <numerusform>%n giochi da tavolo moderni da giocare con gli amici o contro il computer.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History of Games</source>
        <translation>Storico delle partite</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>&lt;b&gt;Unfinished games&lt;/b&gt;</source>
        <translation>&lt;b&gt;Partite in sospeso&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Show All %n Unfinished Games</source>
        <translation>
            <numerusform>Mostra l&apos;unica partita non finita</numerusform>
            <numerusform>Mostra tutte le %n partite non finite</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Discard…</source>
        <translation>Scarta…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n older unfinished game(s) are kept in %1; continue or discard the ones above to see them.</source>
        <translation>
            <numerusform>Un&apos;altra partita in sospeso, più vecchia, è conservata in %1; continua o scarta quelle qui sopra per vederla.</numerusform>
            <numerusform>Altre %n partite in sospeso, più vecchie, sono conservate in %1; continua o scarta quelle qui sopra per vederle.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&lt;b&gt;Invitations from friends online&lt;/b&gt;</source>
        <translation>&lt;b&gt;Inviti di amici online&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Decline</source>
        <translation>Rifiuta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accept</source>
        <translation>Accetta</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Dismiss</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No games are installed.</source>
        <translation>Nessun gioco installato.</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::LessonWindow</name>
    <message>
        <location filename="../src/app/lessons/lesson_window.cpp" line="+244"/>
        <source>Lesson text</source>
        <translation>Testo della lezione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn %1</source>
        <translation>Impara %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn to play %1</source>
        <translation>Il corso di %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n short lesson(s) on the real board, each a few minutes long. A tick marks the lessons you have finished.</source>
        <translation>
            <numerusform>%n breve lezione sul vero tavoliere, di pochi minuti. Un segno di spunta indica le lezioni che hai finito.</numerusform>
            <numerusform>%n brevi lezioni sul vero tavoliere, di pochi minuti ciascuna. Un segno di spunta indica le lezioni che hai finito.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show me</source>
        <translation>Mostrami</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try again</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All lessons</source>
        <translation>Tutte le lezioni</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Finished</source>
        <translation>Finita</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not finished yet</source>
        <translation>Non ancora finita</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start the course</source>
        <translation>Inizia il corso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start this lesson</source>
        <translation>Inizia questa lezione</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+32"/>
        <source>This lesson cannot be set up: %1</source>
        <translation>Questa lezione non si può preparare: %1</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Lesson %1 of %2</source>
        <translation>Lezione %1 di %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lesson %1 of %2 · step %3 of %4</source>
        <translation>Lezione %1 di %2 · passo %3 di %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lesson finished.</source>
        <translation>Lezione finita.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Now play on against the computer to the end of the game. The ringed moves are the hint, with each one&apos;s chance.</source>
        <translation>Ora continua contro il computer fino alla fine della partita. Le mosse cerchiate sono il suggerimento, ciascuna con la sua probabilità.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Wait for the other side&apos;s move.</source>
        <translation>Aspetta la mossa dell&apos;altra parte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This lesson is finished: press Next lesson.</source>
        <translation>Questa lezione è finita: premi Lezione successiva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This step is done: press Next.</source>
        <translation>Questo passo è fatto: premi Avanti.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>That is a legal move, but not the one this step asks for. Try again, or press Show me.</source>
        <translation>È una mossa valida, ma non quella che chiede questo passo. Riprova, oppure premi Mostrami.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Well done!</source>
        <translation>Ben fatto!</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Back to the lessons</source>
        <translation>Torna alle lezioni</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next lesson</source>
        <translation>Lezione successiva</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::MainWindow</name>
    <message>
        <location filename="../src/app/ui/main_window.cpp" line="+64"/>
        <location line="+324"/>
        <source>Ludoteca</source>
        <translation>Ludoteca</translation>
    </message>
    <message>
        <location line="-306"/>
        <source>History of Games</source>
        <translation>Storico delle partite</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>&amp;Ricomincia</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Resi&amp;gn…</source>
        <translation>A&amp;bbandona…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view Game</source>
        <translation>Ri&amp;vedi la partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;History of Games</source>
        <translation>S&amp;torico delle partite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>Ri&amp;fai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+127"/>
        <source>&amp;Pause Computer Players</source>
        <translation>&amp;Metti in pausa il computer</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Pre&amp;vious Position</source>
        <translation>Posizione &amp;precedente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Position</source>
        <translation>Posizione s&amp;uccessiva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Torna alla partita</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Ludoteca</source>
        <translation>&amp;Informazioni su Ludoteca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Configure Ludoteca…</source>
        <translation>&amp;Configura Ludoteca…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Evaluation Bar</source>
        <translation>Barra di &amp;valutazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass the Screen Between Players</source>
        <translation>&amp;Passa lo schermo tra i giocatori</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In games with secrets, hide the board between two people&apos;s turns until the next one has the screen</source>
        <translation>Nei giochi con segreti, nasconde il tavoliere tra i turni di due persone finché la prossima non ha lo schermo</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Play &amp;Sounds</source>
        <translation>Riproduci i &amp;suoni</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>&amp;Continue from Here</source>
        <translation>&amp;Continua da qui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Describe the Position</source>
        <translation>&amp;Descrivi la posizione</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing with a &amp;Screen Reader</source>
        <translation>Giocare con un &amp;lettore di schermo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Online Account…</source>
        <translation>Account &amp;online…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No sound output was found on this computer</source>
        <translation>Su questo computer non è stata trovata alcuna uscita audio</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Move</source>
        <translation>&amp;Mossa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules &amp;of…</source>
        <translation>Regole &amp;di…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Learn to Play…</source>
        <translation>&amp;Impara a giocare…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 gives up the game and loses it</source>
        <translation>%1 abbandona la partita e la perde</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Resume Computer Players</source>
        <translation>&amp;Riprendi il computer</translation>
    </message>
    <message>
        <location line="+75"/>
        <location line="+7"/>
        <source>Cannot continue the game</source>
        <translation>Impossibile continuare la partita</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot join the game</source>
        <translation>Impossibile unirsi alla partita</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Discard the unfinished game?</source>
        <translation>Scartare la partita in sospeso?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1

A discarded game cannot be brought back.</source>
        <translation>%1

Una partita scartata non si può recuperare.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep It</source>
        <translation>Tienila</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>New to %1?</source>
        <translation>È la prima volta con %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short course teaches %1 on the real board in about ten minutes, one rule at a time. Take it now? It stays under Learn on the game&apos;s card and in Help → Learn to Play.</source>
        <translation>Un breve corso insegna %1 sul vero tavoliere in una decina di minuti, una regola alla volta. Vuoi seguirlo ora? Lo ritrovi sotto Impara, nella scheda del gioco, e in Aiuto → Impara a giocare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the Course</source>
        <translation>Segui il corso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play Now</source>
        <translation>Gioca subito</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>An unfinished game is waiting</source>
        <translation>C&apos;è una partita in sospeso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1

Continue it, keep it for later and start another, or discard it and start a new one?</source>
        <translation>%1

Continuarla, tenerla per dopo e iniziarne un&apos;altra, oppure scartarla e iniziarne una nuova?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue It</source>
        <translation>Continuala</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep It and Start Another</source>
        <translation>Tienila e iniziane un&apos;altra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discard It and Start</source>
        <translation>Scartala e inizia</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Resign the game?</source>
        <translation>Abbandonare la partita?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gives up this game and loses it. The game is kept in the history of games, marked as resigned.</source>
        <translation>%1 abbandona questa partita e la perde. La partita resta nello storico delle partite, segnata come abbandonata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resign</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 resigned. The game is kept in the history of games.</source>
        <translation>%1 ha abbandonato. La partita resta nello storico delle partite.</translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+6"/>
        <source>Cannot start the game</source>
        <translation>Impossibile iniziare la partita</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+80"/>
        <location line="+370"/>
        <source>Cannot open the game</source>
        <translation>Impossibile aprire la partita</translation>
    </message>
    <message>
        <location line="-449"/>
        <source>%1 could not be opened.

%2</source>
        <translation>Impossibile aprire %1.

%2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game you were playing waits among the unfinished games: continue it from the start page.</source>
        <translation>La partita che stavi giocando ti aspetta tra le partite non finite: riprendila dalla schermata iniziale.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save the game on the board first?</source>
        <translation>Salvare prima la partita sul tavoliere?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Put It Away Without Saving</source>
        <translation>Mettila da parte senza salvare</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot save the game</source>
        <translation>Impossibile salvare la partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be written.

%2</source>
        <translation>Impossibile scrivere %1.

%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game saved as %1.</source>
        <translation>Partita salvata in %1.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 is no longer there, so it was removed from the recent games.</source>
        <translation>%1 non c&apos;è più, perciò è stata tolta dalle partite recenti.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Clear List</source>
        <translation>&amp;Svuota l&apos;elenco</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Save Game</source>
        <translation>Salva partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ludoteca games (*.%1)</source>
        <translation>Partite di Ludoteca (*.%1)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ludoteca games (*.%1 *.json);;All files (*)</source>
        <translation>Partite di Ludoteca (*.%1 *.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>%1 Answer it on the start page.</source>
        <translation>%1 Rispondi dalla pagina iniziale.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Invitation Declined</source>
        <translation>Invito rifiutato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declined the invitation: the game does not begin.</source>
        <translation>%1 ha rifiutato l&apos;invito: la partita non comincia.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Resigned</source>
        <translation>Abbandono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 resigned: the game is kept in the history of games.</source>
        <translation>%1 ha abbandonato: la partita è conservata nella cronologia delle partite.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Online Account</source>
        <translation>Account online</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1

The password of %2:</source>
        <translation>%1

La password di %2:</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Restart the game?</source>
        <translation>Ricominciare la partita?</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The %n move(s) played so far will be lost, and the game begins again with new draws.</source>
        <translation>
            <numerusform>La mossa giocata finora andrà persa, e la partita ricomincia con nuove estrazioni.</numerusform>
            <numerusform>Le %n mosse giocate finora andranno perse, e la partita ricomincia con nuove estrazioni.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <location line="-422"/>
        <location line="+422"/>
        <source>Keep Playing</source>
        <translation>Continua a giocare</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Save the game before quitting?</source>
        <translation>Salvare la partita prima di uscire?</translation>
    </message>
    <message>
        <location line="-325"/>
        <source>This finished game could not be kept in the history of games. Save it to look at it again later?</source>
        <translation>Non è stato possibile conservare questa partita finita nello storico delle partite. Salvarla per rivederla più tardi?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game could not be kept in Ludoteca&apos;s data folder, and its last moves are not in a file. Save it to go on with it later?</source>
        <translation>Non è stato possibile conservare questa partita nella cartella dei dati di Ludoteca, e le sue ultime mosse non sono in un file. Salvarla per continuarla più tardi?</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+339"/>
        <source>Save…</source>
        <translation>Salva…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit Without Saving</source>
        <translation>Esci senza salvare</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Open Game</source>
        <translation>Apri partita</translation>
    </message>
    <message>
        <location line="-430"/>
        <source>%1[*] — %2 — Ludoteca</source>
        <translation>%1[*] — %2 — Ludoteca</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1[*] — Ludoteca</source>
        <translation>%1[*] — Ludoteca</translation>
    </message>
    <message>
        <location line="+603"/>
        <source>About Ludoteca</source>
        <translation>Informazioni su Ludoteca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ludoteca %1

A collection of modern board games to play with friends at one computer or against the computer.

Each game&apos;s rules are under Help → Rules.</source>
        <translation>Ludoteca %1

Una raccolta di giochi da tavolo moderni da giocare con gli amici sullo stesso computer o contro il computer.

Le regole di ogni gioco sono in Aiuto → Regole.</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::OnlineAccount</name>
    <message>
        <location filename="../src/app/online/online_account.cpp" line="+29"/>
        <source>No keyring service runs on this computer, so Ludoteca cannot remember the password: it will ask for it each time it connects.</source>
        <translation>Su questo computer non c&apos;è un portachiavi, quindi Ludoteca non può ricordare la password: la chiederà a ogni connessione.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The keyring did not let Ludoteca keep the password: it will ask for it each time it connects.</source>
        <translation>Il portachiavi non ha permesso a Ludoteca di conservare la password: la chiederà a ogni connessione.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No password is kept for this address yet.</source>
        <translation>Per questo indirizzo non è ancora conservata nessuna password.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The keyring could not keep the password (%1): Ludoteca will ask for it each time it connects.</source>
        <translation>Il portachiavi non ha potuto conservare la password (%1): Ludoteca la chiederà a ogni connessione.</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::OnlineDialog</name>
    <message>
        <location filename="../src/app/online/online_dialog.cpp" line="+100"/>
        <source>Online Account</source>
        <translation>Account online</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Friends on other computers play through an XMPP account, the open messaging network that any free provider or a club&apos;s own server offers: Ludoteca has no server of its own. The password is kept in the desktop&apos;s keyring, never in a file.</source>
        <translation>Con gli amici su altri computer si gioca attraverso un account XMPP, la rete di messaggistica aperta che offrono tanti fornitori gratuiti o il server di un circolo: Ludoteca non ha un server suo. La password resta nel portachiavi del desktop, mai in un file.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Address:</source>
        <translation>&amp;Indirizzo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Password:</source>
        <translation>&amp;Password:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Server (optional):</source>
        <translation>&amp;Server (facoltativo):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Certificate file (optional):</source>
        <translation>File del &amp;certificato (facoltativo):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name@example.org</source>
        <translation>nome@esempio.it</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host:port</source>
        <translation>host:porta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>for a private server</source>
        <translation>per un server privato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Sfoglia…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the certificate file</source>
        <translation>Scegli il file del certificato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test the Connection</source>
        <translation>Prova la &amp;connessione</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Type the account&apos;s address, as name@example.org.</source>
        <translation>Scrivi l&apos;indirizzo dell&apos;account, come nome@esempio.it.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Connecting…</source>
        <translation>Connessione in corso…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Type the account&apos;s password.</source>
        <translation>Scrivi la password dell&apos;account.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Connected as %1.</source>
        <translation>Connesso come %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not connect. %1</source>
        <translation>Connessione non riuscita. %1</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::OnlineGame</name>
    <message>
        <location filename="../src/app/online/online_game.cpp" line="+96"/>
        <source>This game has no friend&apos;s seat to play online.</source>
        <translation>In questa partita nessun posto è di un amico che gioca online.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The game cannot be played online: %1</source>
        <translation>La partita non si può giocare online: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The record of this online game is missing from %1.</source>
        <translation>Il registro di questa partita online manca da %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The record of this online game, %1, cannot be read.</source>
        <translation>Il registro di questa partita online, %1, non si può leggere.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+475"/>
        <source>The record of this online game is damaged: %1</source>
        <translation>Il registro di questa partita online è danneggiato: %1</translation>
    </message>
    <message>
        <location line="-459"/>
        <location line="+8"/>
        <location line="+465"/>
        <location line="+9"/>
        <source>The record of this online game does not match its moves.</source>
        <translation>Il registro di questa partita online non corrisponde alle sue mosse.</translation>
    </message>
    <message>
        <location line="-436"/>
        <source>%1 is away.</source>
        <translation>%1 è assente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is offline: the game waits for them.</source>
        <translation>%1 non è connesso: la partita lo aspetta.</translation>
    </message>
    <message>
        <location line="+220"/>
        <source>The folder %1 cannot be made.</source>
        <translation>Non si può creare la cartella %1.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Connecting to the server…</source>
        <translation>Connessione al server…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Offline: %1 Moves wait until the connection is back.</source>
        <translation>Non connesso: %1 Le mosse aspettano che la connessione torni.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Offline: moves wait until the connection is back.</source>
        <translation>Non connesso: le mosse aspettano che la connessione torni.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Waiting for %1 to draw.</source>
        <translation>In attesa che %1 peschi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move is on its way to %1.</source>
        <translation>La tua mossa sta arrivando a %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Waiting for %1 to accept the invitation.</source>
        <translation>In attesa che %1 accetti l&apos;invito.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 invites you to play %2: you would play seat %3 of %4.</source>
        <translation>%1 ti invita a giocare a %2: avresti il posto %3 di %4.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This invitation is no longer there.</source>
        <translation>Questo invito non c&apos;è più.</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>%1 is to move (their last move at %2).</source>
        <translation>Muove %1 (ultima mossa alle %2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is to move.</source>
        <translation>Muove %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+29"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::PassScreenCover</name>
    <message>
        <location filename="../src/app/ui/pass_screen_cover.cpp" line="+54"/>
        <source>Pass the screen to %1</source>
        <translation>Passa lo schermo a %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything secret stays hidden until %1 has the screen.</source>
        <translation>Tutto ciò che è segreto resta nascosto finché %1 non ha lo schermo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am %1: show my view</source>
        <translation>Sono %1: mostrami la partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space or Enter</source>
        <translation>Spazio o Invio</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::ProfilesView</name>
    <message>
        <location filename="../src/app/history/profiles_view.cpp" line="+59"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Rename…</source>
        <translation>&amp;Rinomina…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the player a new name; their games and rating stay theirs.</source>
        <translation>Dai un nuovo nome al giocatore: partite e forza stimata restano le sue.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;olour…</source>
        <translation>C&amp;olore…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Automatic Colour</source>
        <translation>Colore &amp;automatico</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The names people play under. Each name keeps its games, statistics and ratings; the set-up offers it for the seats. Rename one to another&apos;s name to merge two names of one person.</source>
        <translation>I nomi con cui si gioca. Ogni nome conserva le sue partite, le statistiche e la forza stimata; la preparazione lo propone per i posti. Per unire due nomi della stessa persona, rinomina l&apos;uno con il nome dell&apos;altro.</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Rename Player</source>
        <translation>Rinomina giocatore</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New name for %1:</source>
        <translation>Nuovo nome per %1:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Merge Players</source>
        <translation>Unisci giocatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is already a player. Are %2 and %1 the same person? Merging keeps every game of both under %1.</source>
        <translation>%1 è già un giocatore. %2 e %1 sono la stessa persona? Unendoli, tutte le partite di entrambi restano sotto %1.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Colour of %1</source>
        <translation>Colore di %1</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::ReviewChart</name>
    <message>
        <location filename="../src/app/review/review_chart.cpp" line="+63"/>
        <source>Move</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance of winning</source>
        <translation>Probabilità di vittoria</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+39"/>
        <source>Mistake</source>
        <translation>Errore</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::ReviewDialog</name>
    <message>
        <location filename="../src/app/review/review_dialog.cpp" line="+88"/>
        <source>Review Game</source>
        <translation>Rivedi la partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop</source>
        <translation>Ferma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review Again</source>
        <translation>Rivedi di nuovo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biggest mistakes</source>
        <translation>Gli errori più gravi</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Move %1, %2: %3 lost %4% of the chance of winning; the computer preferred %5.</source>
        <translation>Mossa %1, %2: %3 ha perso il %4% di probabilità di vittoria; il computer preferiva %5.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No move lost much: well played.</source>
        <translation>Nessuna mossa ha perso molto: ben giocato.</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>The screen has passed, so the computer looks at the game again from what every player may see…</source>
        <translation>Lo schermo è passato di mano: il computer riguarda la partita con ciò che ogni giocatore può vedere…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer is looking at every position of the game…</source>
        <translation>Il computer esamina ogni posizione della partita…</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Review stopped after %n position(s). Click the chart to see a position.</source>
        <translation>
            <numerusform>Analisi fermata dopo %n posizione. Fai clic sul grafico per vedere una posizione.</numerusform>
            <numerusform>Analisi fermata dopo %n posizioni. Fai clic sul grafico per vedere una posizione.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each line is a player&apos;s chance of winning after every move. Click the chart to see that position; the square marks are the biggest mistakes.</source>
        <translation>Ogni curva mostra la probabilità di vittoria di un giocatore dopo ogni mossa. Fai clic sul grafico per vedere quella posizione; i quadratini sono gli errori più gravi.</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::RulesDialog</name>
    <message>
        <location filename="../src/app/ui/rules_dialog.cpp" line="+21"/>
        <source># %1

The rules of %1 have not been written down for this edition yet. The status line under the move list always says what you can do next, and the game refuses any move the rules do not allow.</source>
        <translation># %1

Le regole di %1 non sono ancora state scritte per questa edizione. La riga di stato sotto l&apos;elenco delle mosse dice sempre che cosa puoi fare, e il gioco rifiuta ogni mossa che le regole non permettono.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Rules of %1</source>
        <translation>Regole di %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Playing with a Screen Reader</source>
        <translation>Giocare con un lettore di schermo</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::SettingsDialog</name>
    <message>
        <location filename="../src/app/ui/settings_dialog.cpp" line="+92"/>
        <source>Configure Ludoteca</source>
        <translation>Configura Ludoteca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Appearance</source>
        <translation>Aspetto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Colours:</source>
        <translation>&amp;Colori:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer players</source>
        <translation>Giocatori del computer</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>How many of this computer&apos;s %n core(s) a search may use; all but one leave the window quick to answer (%1 here).</source>
        <translation>
            <numerusform>Quanti processori può usare una ricerca (questo computer ne ha %n); usarli tutti tranne uno lascia la finestra pronta a rispondere (qui %1).</numerusform>
            <numerusform>Quanti processori può usare una ricerca (questo computer ne ha %n); usarli tutti tranne uno lascia la finestra pronta a rispondere (qui %1).</numerusform>
        </translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Threads:</source>
        <translation>&amp;Processori usati:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How long a computer player waits before it moves, so that its moves can be followed</source>
        <translation>Quanto aspetta un giocatore del computer prima di muovere, perché si possano seguire le sue mosse</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>&amp;Pace:</source>
        <translation>&amp;Ritmo:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Playing at one screen</source>
        <translation>Giocare sullo stesso schermo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hide the board between two people&apos;s turns in games with secrets</source>
        <translation>&amp;Nascondi il tavoliere tra i turni di due persone nei giochi con segreti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next person presses a button to see their own secrets; switch it off when you play alone against the computer</source>
        <translation>La persona successiva preme un pulsante per vedere i propri segreti; disattivalo quando giochi da solo contro il computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound</source>
        <translation>Suoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;sounds</source>
        <translation>Riproduci i &amp;suoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No sound output was found on this computer.</source>
        <translation>Su questo computer non è stata trovata alcuna uscita audio.</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>As the system</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the desktop</source>
        <translation>Come il desktop</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Light</source>
        <translation>Chiari</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Scuri</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::SetupDialog</name>
    <message>
        <location filename="../src/app/ui/setup_dialog.cpp" line="+53"/>
        <source>Rated %1 in %2 (from %3 to %4), measured in games between the levels.</source>
        <translation>Forza stimata per %2: %1 (da %3 a %4), misurata in partite tra i livelli.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rated about %1: not yet measured in %2.</source>
        <translation>Forza stimata per %2: circa %1, non ancora misurata.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>New game of %1</source>
        <translation>Nuova partita di %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>by %1 · %2</source>
        <translation>di %1 · %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seat 1 (starts)</source>
        <translation>Posto 1 (inizia)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seat %1</source>
        <translation>Posto %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat %1 kind</source>
        <translation>Posto %1: chi gioca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer · %1 (%2)</source>
        <translation>Computer · %1 (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Friend Online</source>
        <translation>Un amico online</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A friend plays this seat from their own computer: type their address, and Start sends them the invitation</source>
        <translation>Un amico gioca questo posto dal suo computer: scrivi il suo indirizzo, e Inizia gli manda l&apos;invito</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seat %1 name</source>
        <translation>Posto %1: nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+25"/>
        <location line="+363"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="-379"/>
        <location line="+15"/>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Player 1</source>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+363"/>
        <source>friend@example.org</source>
        <translation>amico@example.org</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>To invite a friend, first set up your online account: Settings → Online Account…</source>
        <translation>Per invitare un amico, configura prima il tuo account online: Impostazioni → Account online…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat %1: type your friend&apos;s address, such as friend@example.org.</source>
        <translation>Posto %1: scrivi l&apos;indirizzo del tuo amico, come amico@example.org.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat %1: “%2” is not an address such as friend@example.org.</source>
        <translation>Posto %1: «%2» non è un indirizzo come amico@example.org.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat %1: that is your own address; a friend plays from theirs.</source>
        <translation>Posto %1: è il tuo indirizzo; un amico gioca dal suo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seats %1 and %2 invite the same friend; each friend plays one seat.</source>
        <translation>I posti %1 e %2 invitano lo stesso amico; ogni amico gioca un solo posto.</translation>
    </message>
    <message>
        <location line="-384"/>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Match My Strength</source>
        <translation>Adatta alla mia forza</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>%1, the level nearest the low end of %2&apos;s rating, %3 ± %4.</source>
        <translation>%1, il livello più vicino al minimo della forza stimata di %2, %3 ± %4.</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Seat %1: %2</source>
        <translation>Posto %1: %2</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Sets every computer seat to the level nearest the first person&apos;s rating in this game, or to Beginner for a game they never played</source>
        <translation>Porta ogni posto del computer al livello più vicino alla forza stimata della prima persona in questo gioco, o a Esordiente per un gioco che non ha mai giocato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs a person and a computer among the seats</source>
        <translation>Servono almeno una persona e un computer tra i posti</translation>
    </message>
    <message>
        <location line="-274"/>
        <source>Options</source>
        <translation>Opzioni</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Rules…</source>
        <translation>Regole…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1: %2 has no rating in this game yet.</source>
        <translation>%1: %2 non ha ancora una forza stimata in questo gioco.</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::ShortcutsDialog</name>
    <message>
        <location filename="../src/app/ui/shortcuts_dialog.cpp" line="+20"/>
        <location line="+12"/>
        <source>Keyboard Shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What they do</source>
        <translation>Che cosa fanno</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Menus</source>
        <translation>Menu</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::SidePanel</name>
    <message>
        <location filename="../src/app/ui/side_panel.cpp" line="+234"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+248"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>Stop the computer players (they resume when you press again)</source>
        <translation>Ferma i giocatori del computer (riprendono quando premi di nuovo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer pace</source>
        <translation>Ritmo del computer</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to the game</source>
        <translation>Torna alla partita</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1: %2</source>
        <comment>an option and its value</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chance</source>
        <translation>Tocca al caso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to move</source>
        <translation>Turno di %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No game is being played.</source>
        <translation>Nessuna partita in corso.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2</source>
        <comment>a player&apos;s name and their score</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>secret</source>
        <translation>segreto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scores: %1.</source>
        <translation>Punteggi: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No move yet.</source>
        <translation>Nessuna mossa finora.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last move: %1.</source>
        <translation>Ultima mossa: %1.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Looking at the position after move %1 of %2. Click the last move or “Back to the game” to play on.</source>
        <translation>Stai guardando la posizione dopo la mossa %1 di %2. Fai clic sull&apos;ultima mossa o su «Torna alla partita» per continuare a giocare.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Review the game, or start a new one with %1.</source>
        <translation>Rivedi la partita, o iniziane una nuova con %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer players are paused. Press Resume to go on.</source>
        <translation>I giocatori del computer sono in pausa. Premi Riprendi per continuare.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chance decides the next move.</source>
        <translation>Il caso decide la prossima mossa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance is about to decide…</source>
        <translation>Il caso sta per decidere…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Waiting for %1 to take the screen.</source>
        <translation>Si aspetta che %1 prenda lo schermo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is thinking…</source>
        <translation>%1 sta pensando…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 is about to move.</source>
        <translation>%1 sta per muovere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for %1 to move on their own computer.</source>
        <translation>In attesa della mossa di %1 dal suo computer.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Waiting for every friend to accept the invitation.</source>
        <translation>In attesa che ogni amico accetti l&apos;invito.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1, your move.</source>
        <translation>%1, tocca a te.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Looking for a hint…</source>
        <translation>Cerco un suggerimento…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: %1 — your chance of winning after each move.</source>
        <translation>Suggerimento: %1 — la tua probabilità di vincere dopo ciascuna mossa.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Computer · %1</source>
        <translation>Computer · %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Friend online</source>
        <translation>Amico online</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2</source>
        <comment>a seat&apos;s colour, then who plays it</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>winner</source>
        <comment>a seat that won the game</comment>
        <translation>ha vinto</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Kept secret until the end of the game</source>
        <translation>Segreto fino alla fine della partita</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Thinking…</source>
        <translation>Sta pensando…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finding a hint…</source>
        <translation>Cerco un suggerimento…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1: %2</source>
        <comment>a player&apos;s name and their move</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Start</source>
        <translation>Inizio</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::StatisticsView</name>
    <message numerus="yes">
        <location filename="../src/app/history/statistics_view.cpp" line="+51"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minuti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>P&amp;layer:</source>
        <translation>Giocato&amp;re:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>G&amp;ame:</source>
        <translation>Gi&amp;oco:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+162"/>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <location line="-162"/>
        <location line="+164"/>
        <source>Lost</source>
        <translation>Perse</translation>
    </message>
    <message>
        <location line="-164"/>
        <location line="+166"/>
        <source>Drawn</source>
        <translation>Patte</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest winning streak</source>
        <translation>Serie di vittorie più lunga</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average score</source>
        <translation>Punteggio medio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time played</source>
        <translation>Tempo di gioco</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games played; an opponent at several seats of one game counts once for each of its seats.</source>
        <translation>Partite giocate; un avversario a più posti della stessa partita conta una volta per ciascuno dei suoi posti.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Results over time</source>
        <translation>Risultati nel tempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating over time</source>
        <translation>Forza stimata nel tempo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No statistics yet. They appear once a game is kept in the history.</source>
        <translation>Ancora nessuna statistica. Compaiono quando una partita è conservata nello storico.</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Everyone</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The computer&apos;s levels have fixed ratings.</source>
        <translation>I livelli del computer hanno una forza fissa.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No rating yet.</source>
        <translation>Forza non ancora stimata.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Rating: %1 ± %2 (after %n game(s))</source>
        <translation>
            <numerusform>Forza stimata: %1 ± %2 (dopo una partita)</numerusform>
            <numerusform>Forza stimata: %1 ± %2 (dopo %n partite)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rating</source>
        <translation>Forza stimata</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deviation</source>
        <translation>Deviazione</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::XmppConnection</name>
    <message>
        <location filename="../src/app/online/xmpp_connection.cpp" line="+86"/>
        <source>The address, the server or the certificate file cannot be used.</source>
        <translation>L&apos;indirizzo, il server o il file del certificato non si possono usare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server could not be reached: check the address and the network.</source>
        <translation>Il server non risponde: controlla l&apos;indirizzo e la rete.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server offers no encrypted connection, or the encryption failed.</source>
        <translation>Il server non offre una connessione cifrata, oppure la cifratura non è riuscita.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server&apos;s certificate is not trusted; the password was not sent.</source>
        <translation>Il certificato del server non è affidabile; la password non è stata inviata.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server refused the address or the password.</source>
        <translation>Il server ha rifiutato l&apos;indirizzo o la password.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server ended the connection.</source>
        <translation>Il server ha chiuso la connessione.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The connection to the server was lost.</source>
        <translation>La connessione al server si è interrotta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::azzanna::AzzannaPresentation</name>
    <message>
        <location filename="../src/app/views/azzanna/azzanna_presentation.cpp" line="+114"/>
        <source>Pack</source>
        <translation>Branco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pumpkins</source>
        <translation>Zucche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Broccoli</source>
        <translation>Broccoli</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Pass (no cell is allowed)</source>
        <translation>Passa (nessuna casella ammessa)</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>pig on %1</source>
        <translation>maiale in %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>broccoli on %1</source>
        <translation>broccolo in %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>pumpkin on %1</source>
        <translation>zucca in %1</translation>
    </message>
    <message>
        <location line="-112"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1, tree</source>
        <translation>%1, albero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, pig lying down</source>
        <translation>%1, maiale sdraiato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, pig</source>
        <translation>%1, maiale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, pumpkin</source>
        <translation>%1, zucca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, broccoli</source>
        <translation>%1, broccolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, empty</source>
        <translation>%1, vuota</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the Pack</source>
        <translation>il Branco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Farmer (pumpkins)</source>
        <translation>il Contadino (zucche)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the second Farmer (broccoli)</source>
        <translation>il secondo Contadino (broccoli)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 eaten</source>
        <translation>Mangiate: %1</translation>
    </message>
    <message>
        <location line="-96"/>
        <location line="+98"/>
        <source>out of the game</source>
        <translation>fuori gioco</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>%1, played by %2</source>
        <translation>%1, giocato da %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n pumpkin(s) eaten</source>
        <translation>
            <numerusform>%n zucca mangiata</numerusform>
            <numerusform>%n zucche mangiate</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in hand, %2 planted</source>
        <translation>%1 in mano, %2 piantate</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>%1 in hand · %2 planted</source>
        <translation>%1 in mano · %2 in campo</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the pigs run north</source>
        <translation>i maiali corrono a nord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the pigs run south</source>
        <translation>i maiali corrono a sud</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the pigs run east</source>
        <translation>i maiali corrono a est</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the pigs run west</source>
        <translation>i maiali corrono a ovest</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pass</source>
        <translation>passa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 eats %2</source>
        <comment>the pig on a cell bites the vegetable on another</comment>
        <translation>%1 mangia %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 is taken: choose an empty cell.</source>
        <translation>La casella %1 è occupata: scegline una vuota.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 touches a broccoli: a pumpkin may not go next to one.</source>
        <translation>La casella %1 tocca un broccolo: una zucca non può stare accanto a un broccolo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 touches a pumpkin: a broccoli may not go next to one.</source>
        <translation>La casella %1 tocca una zucca: un broccolo non può stare accanto a una zucca.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing to bite on %1: click a hungry pig, then the pumpkin it eats.</source>
        <translation>In %1 non c&apos;è niente da azzannare: fai clic su un maiale affamato, poi sulla zucca da fargli mangiare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to bite on %1: click a hungry pig, then the vegetable it eats.</source>
        <translation>In %1 non c&apos;è niente da azzannare: fai clic su un maiale affamato, poi sulla verdura da fargli mangiare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pig on %1 has nothing left to bite.</source>
        <translation>Il maiale in %1 non ha più niente da azzannare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pig on %1 cannot bite the pumpkin on %2.</source>
        <translation>Il maiale in %1 non può azzannare la zucca in %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pig on %1 cannot bite the broccoli on %2.</source>
        <translation>Il maiale in %1 non può azzannare il broccolo in %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No pig can bite the pumpkin on %1 now.</source>
        <translation>Ora nessun maiale può azzannare la zucca in %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pig can bite the broccoli on %1 now.</source>
        <translation>Ora nessun maiale può azzannare il broccolo in %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pig on %1 already bites the pumpkin on %2.</source>
        <translation>Il maiale in %1 azzanna già la zucca in %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pig on %1 already bites the broccoli on %2.</source>
        <translation>Il maiale in %1 azzanna già il broccolo in %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Several pigs can bite the pumpkin on %1: click the pig that eats it first.</source>
        <translation>Più maiali possono azzannare la zucca in %1: fai clic prima sul maiale che la mangia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Several pigs can bite the broccoli on %1: click the pig that eats it first.</source>
        <translation>Più maiali possono azzannare il broccolo in %1: fai clic prima sul maiale che lo mangia.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Place pig %1 of %2 on an empty cell.</source>
        <translation>Piazza il maiale %1 di %2 su una casella vuota.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place pumpkin %1 of %2 on an empty cell.</source>
        <translation>Pianta la zucca %1 di %2 su una casella vuota.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+20"/>
        <source>No cell is open to your pumpkins: pass.</source>
        <translation>Nessuna casella è libera per le tue zucche: passa.</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+20"/>
        <source>No cell is open to your broccoli: pass.</source>
        <translation>Nessuna casella è libera per i tuoi broccoli: passa.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Place a pumpkin (%1 of 5), not next to a broccoli.</source>
        <translation>Pianta una zucca (%1 di 5), non accanto a un broccolo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a broccoli (%1 of 5), not next to a pumpkin.</source>
        <translation>Pianta un broccolo (%1 di 5), non accanto a una zucca.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your pigs bite (if they wait, press Enter or click a pig and its pumpkin).</source>
        <translation>I tuoi maiali azzannano (se aspettano, premi Invio o fai clic su un maiale e poi sulla sua zucca).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose who bites what: click a hungry pig, then the pumpkin it eats.</source>
        <translation>Scegli chi azzanna che cosa: fai clic su un maiale affamato, poi sulla zucca da fargli mangiare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your pigs bite (if they wait, press Enter or click a pig and its vegetable).</source>
        <translation>I tuoi maiali azzannano (se aspettano, premi Invio o fai clic su un maiale e poi sulla sua verdura).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose who bites what: click a hungry pig, then the vegetable it eats.</source>
        <translation>Scegli chi azzanna che cosa: fai clic su un maiale affamato, poi sulla verdura da fargli mangiare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run! Press an arrow key, click an arrow beside the field, or drag across it.</source>
        <translation>Corri! Premi un tasto freccia, fai clic su una freccia accanto al campo oppure trascina sul campo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place a pumpkin on an empty cell (%1 in hand).</source>
        <translation>Pianta una zucca su una casella vuota (ne hai ancora %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place a pumpkin (%1 in hand), not next to a broccoli.</source>
        <translation>Pianta una zucca (ne hai ancora %1), non accanto a un broccolo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a broccoli (%1 in hand), not next to a pumpkin.</source>
        <translation>Pianta un broccolo (ne hai ancora %1), non accanto a una zucca.</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>The Pack wins with %n pumpkin(s) left in the field!</source>
        <translation>
            <numerusform>Vince il Branco con %n zucca rimasta nel campo!</numerusform>
            <numerusform>Vince il Branco con %n zucche rimaste nel campo!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your pigs ate %n pumpkin(s).</source>
        <translation>
            <numerusform>I tuoi maiali hanno mangiato %n zucca.</numerusform>
            <numerusform>I tuoi maiali hanno mangiato %n zucche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1&apos;s pigs ate %n pumpkin(s).</source>
        <translation>
            <numerusform>I maiali di %1 hanno mangiato %n zucca.</numerusform>
            <numerusform>I maiali di %1 hanno mangiato %n zucche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Every pumpkin is planted and %n still growing: the Farmer wins!</source>
        <translation>
            <numerusform>Tutte le zucche sono piantate e %n cresce ancora: vince il Contadino!</numerusform>
            <numerusform>Tutte le zucche sono piantate e %n crescono ancora: vince il Contadino!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Well kept, %1.</source>
        <translation>Campo ben custodito, %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Well kept!</source>
        <translation>Campo ben custodito!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both farmers are out: the Pack wins!</source>
        <translation>Tutti e due i Contadini sono eliminati: vince il Branco!</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your pigs ate %n vegetable(s).</source>
        <translation>
            <numerusform>I tuoi maiali hanno mangiato %n verdura.</numerusform>
            <numerusform>I tuoi maiali hanno mangiato %n verdure.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1&apos;s pigs ate %n vegetable(s).</source>
        <translation>
            <numerusform>I maiali di %1 hanno mangiato %n verdura.</numerusform>
            <numerusform>I maiali di %1 hanno mangiato %n verdure.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The last pumpkin is planted.</source>
        <translation>È stata piantata l&apos;ultima zucca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last broccoli is planted.</source>
        <translation>È stato piantato l&apos;ultimo broccolo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody can plant any more.</source>
        <translation>Nessuno può più piantare.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The broccoli farmer is out: the pumpkin farmer wins with %n pumpkin(s) in the field!</source>
        <translation>
            <numerusform>Il Contadino dei broccoli è eliminato: vince il Contadino delle zucche con %n zucca nel campo!</numerusform>
            <numerusform>Il Contadino dei broccoli è eliminato: vince il Contadino delle zucche con %n zucche nel campo!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The pumpkin farmer is out: the broccoli farmer wins with %n broccoli in the field!</source>
        <translation>
            <numerusform>Il Contadino delle zucche è eliminato: vince il Contadino dei broccoli con %n broccolo nel campo!</numerusform>
            <numerusform>Il Contadino delle zucche è eliminato: vince il Contadino dei broccoli con %n broccoli nel campo!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pumpkins in the field: %1; broccoli in the field: %2.</source>
        <translation>Zucche nel campo: %1; broccoli nel campo: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pumpkin farmer wins!</source>
        <translation>Vince il Contadino delle zucche!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tie goes to broccoli: the broccoli farmer wins!</source>
        <translation>In parità vincono i broccoli: vince il Contadino dei broccoli!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The broccoli farmer wins!</source>
        <translation>Vince il Contadino dei broccoli!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Well grown, %1.</source>
        <translation>Bel raccolto, %1.</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::azzanna::AzzannaView</name>
    <message>
        <location filename="../src/app/views/azzanna/azzanna_view.cpp" line="+315"/>
        <source>Arrow keys</source>
        <translation>Frecce</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When the pack runs: run it that way</source>
        <translation>Quando il branco corre: lo fa correre in quella direzione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter, Space</source>
        <translation>Invio, Spazio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bite as chosen</source>
        <translation>Morde come scelto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose the bites again</source>
        <translation>Sceglie di nuovo i morsi</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::azzanna::TreeLayoutEditor</name>
    <message>
        <location filename="../src/app/views/azzanna/azzanna_tree_layout_editor.cpp" line="+164"/>
        <source>Drag a tree to another cell, or click a tree and then a cell.</source>
        <translation>Trascina un albero su un&apos;altra casella, oppure fai clic su un albero e poi su una casella.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Usual layout</source>
        <translation>Disposizione consueta</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The text is not six cells yet; the picture waits for it.</source>
        <translation>Il testo non indica ancora sei caselle; il disegno si aggiornerà quando le indicherà.</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::circular_chess::CircularChessPresentation</name>
    <message>
        <location filename="../src/app/views/circular_chess/circular_chess_presentation.cpp" line="+93"/>
        <source>draw a card</source>
        <translation>pesca una carta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>card %1 turned up</source>
        <translation>scoperta la carta %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>objective dealt: card %1</source>
        <translation>obiettivo distribuito: carta %1</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>Deal the objectives</source>
        <translation>Distribuisci gli obiettivi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turn the card over</source>
        <translation>Scopri la carta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>objective dealt face down</source>
        <translation>obiettivo distribuito coperto</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cell %1, %2</source>
        <translation>Casella %1, %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cell %1, empty</source>
        <translation>Casella %1, vuota</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Click any piece to move it, or draw a card from the deck.</source>
        <translation>Fai clic su un pezzo qualsiasi per muoverlo, oppure pesca una carta dal mazzo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck is empty: click any piece to move it.</source>
        <translation>Il mazzo è vuoto: fai clic su un pezzo qualsiasi per muoverlo.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nobody caught their quarry: %1 share the win.</source>
        <translation>Nessuno ha catturato la propria preda: %1 si dividono la vittoria.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You win with %n point(s).</source>
        <translation>
            <numerusform>Hai vinto con %n punto.</numerusform>
            <numerusform>Hai vinto con %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>Vince %1 con %n punto.</numerusform>
            <numerusform>Vince %1 con %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 si dividono la vittoria con %n punto a testa.</numerusform>
            <numerusform>%1 si dividono la vittoria con %n punti a testa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>You hunted %1: %2 of %n capture(s) counted.</source>
        <translation>
            <numerusform>Cacciavi %1: prese valide %2 su %n.</numerusform>
            <numerusform>Cacciavi %1: prese valide %2 su %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 hunted %2: %3 of %n capture(s) counted.</source>
        <translation>
            <numerusform>%1 cacciava %2: prese valide %3 su %n.</numerusform>
            <numerusform>%1 cacciava %2: prese valide %3 su %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ludoteca::app::circular_chess::CircularChessView</name>
    <message>
        <location filename="../src/app/views/circular_chess/circular_chess_view.cpp" line="+55"/>
        <source>Draw the top card: its piece enters the cell of its number</source>
        <translation>Pesca la prima carta del mazzo: il suo pezzo entra nella casa con il suo numero</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Draw a card  (%1)</source>
        <translation>Pesca una carta  (%1)</translation>
    </message>
    <message>
        <location line="+369"/>
        <source>D</source>
        <comment>the key that draws a card: the first letter of Draw</comment>
        <translation>P</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw a card</source>
        <translation>Pesca una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Put the piece picked up back</source>
        <translation>Rimette giù il pezzo preso</translation>
    </message>
    <message>
        <location filename="../src/app/views/circular_chess/circular_chess_view_paint.cpp" line="+291"/>
        <source>Objective</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>DISCARDED</source>
        <translation>SCARTATA</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Captures and scores</source>
        <translation>Prese e punteggi</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::egotzi::EgotziKomiStep</name>
    <message>
        <location filename="../src/app/views/egotzi/egotzi_komi_step.cpp" line="+13"/>
        <location line="+31"/>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; names the komi: the points White adds to its score at the end.&lt;/p&gt;&lt;p&gt;Then &lt;b&gt;%2&lt;/b&gt; chooses a colour, so name the komi that makes both colours equally good to you.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; stabilisce il komi: i punti che il Bianco aggiunge al suo punteggio alla fine.&lt;/p&gt;&lt;p&gt;Poi &lt;b&gt;%2&lt;/b&gt; sceglie un colore: stabilisci quindi il komi che per te rende i due colori ugualmente buoni.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source> points</source>
        <translation> punti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The komi is an even number.</source>
        <translation>Il komi è un numero pari.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name this komi</source>
        <translation>Stabilisci questo komi</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Komi for White:</source>
        <translation>Komi per il Bianco:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Play &amp;Black</source>
        <translation>Gioca con il &amp;Nero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black moves first</source>
        <translation>Il Nero muove per primo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;White</source>
        <translation>Gioca con il &amp;Bianco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White moves second and adds the komi</source>
        <translation>Il Bianco muove per secondo e aggiunge il komi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; named a komi of &lt;b&gt;%2&lt;/b&gt; points for White.&lt;/p&gt;&lt;p&gt;&lt;b&gt;%3&lt;/b&gt;, choose your colour: Black moves first, White adds %2 points at the end.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; ha stabilito un komi di &lt;b&gt;%2&lt;/b&gt; punti per il Bianco.&lt;/p&gt;&lt;p&gt;&lt;b&gt;%3&lt;/b&gt;, scegli il tuo colore: il Nero muove per primo, il Bianco aggiunge %2 punti alla fine.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::egotzi::EgotziPresentation</name>
    <message>
        <location filename="../src/app/views/egotzi/egotzi_presentation.cpp" line="+40"/>
        <source>Swap colours</source>
        <translation>Scambia i colori</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>swap colours</source>
        <comment>the pie rule&apos;s move in the move list</comment>
        <translation>scambio dei colori</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1, black stone</source>
        <translation>%1, pietra nera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, white stone</source>
        <translation>%1, pietra bianca</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, empty</source>
        <translation>%1, vuota</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Place a white stone on an empty square; its neighbours are pushed away.</source>
        <translation>Metti una pietra bianca su una casella vuota; le sue vicine vengono spinte via.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a black stone on an empty square; its neighbours are pushed away.</source>
        <translation>Metti una pietra nera su una casella vuota; le sue vicine vengono spinte via.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or swap colours (pie rule) and keep the first stone.</source>
        <translation>Oppure scambia i colori (regola della torta) e prenditi la prima pietra.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 holds a white stone: place yours on an empty square.</source>
        <translation>In %1 c&apos;è una pietra bianca: metti la tua su una casella vuota.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds a black stone: place yours on an empty square.</source>
        <translation>In %1 c&apos;è una pietra nera: metti la tua su una casella vuota.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A draw: both colours score %1.</source>
        <translation>Patta: tutti e due i colori totalizzano %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You win, %1 to %2 (sums of squared group sizes, komi %3 for White).</source>
        <translation>Hai vinto, %1 a %2 (somme dei quadrati delle grandezze dei gruppi, komi di %3 per il Bianco).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins, %2 to %3 (sums of squared group sizes, komi %4 for White).</source>
        <translation>Vince %1, %2 a %3 (somme dei quadrati delle grandezze dei gruppi, komi di %4 per il Bianco).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win, %1 to %2 (sums of squared group sizes).</source>
        <translation>Hai vinto, %1 a %2 (somme dei quadrati delle grandezze dei gruppi).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins, %2 to %3 (sums of squared group sizes).</source>
        <translation>Vince %1, %2 a %3 (somme dei quadrati delle grandezze dei gruppi).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every group was paired off and removed; you win because your opponent placed the last stone.</source>
        <translation>Tutti i gruppi si sono annullati a coppie e sono stati tolti; hai vinto perché l&apos;ultima pietra l&apos;ha messa l&apos;avversario.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every group was paired off and removed; %1 wins because the last stone was placed by the opponent.</source>
        <translation>Tutti i gruppi si sono annullati a coppie e sono stati tolti; vince %1 perché l&apos;ultima pietra l&apos;ha messa l&apos;avversario.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You win: after the equal groups cancel in pairs, the largest group left has %n stone(s).</source>
        <translation>
            <numerusform>Hai vinto: dopo che i gruppi uguali si sono annullati a coppie, il gruppo più grande rimasto ha %n pietra.</numerusform>
            <numerusform>Hai vinto: dopo che i gruppi uguali si sono annullati a coppie, il gruppo più grande rimasto ha %n pietre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 wins: after the equal groups cancel in pairs, the largest group left has %n stone(s).</source>
        <translation>
            <numerusform>Vince %1: dopo che i gruppi uguali si sono annullati a coppie, il gruppo più grande rimasto ha %n pietra.</numerusform>
            <numerusform>Vince %1: dopo che i gruppi uguali si sono annullati a coppie, il gruppo più grande rimasto ha %n pietre.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ludoteca::app::wangzi::WangziPresentation</name>
    <message>
        <location filename="../src/app/views/wangzi/wangzi_presentation.cpp" line="+45"/>
        <source>You have %1 tiles of 1, %2 of 2 and %3 of 3 left.</source>
        <translation>Ti restano %1 tessere da 1, %2 da 2 e %3 da 3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has %2 tiles of 1, %3 of 2 and %4 of 3 left.</source>
        <translation>A %1 restano %2 tessere da 1, %3 da 2 e %4 da 3.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>white tile %1</source>
        <translation>tessera bianca da %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black tile %1</source>
        <translation>tessera nera da %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>locked</source>
        <translation>bloccata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White&apos;s territory</source>
        <translation>territorio del Bianco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black&apos;s territory</source>
        <translation>territorio del Nero</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prince, moved last</source>
        <translation>Principe, mosso per ultimo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Prince</source>
        <translation>Principe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty</source>
        <translation>vuota</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Click a Prince other than the barred one on %1, then the two cells it walks to (or one tile it flips).</source>
        <translation>Fai clic su un Principe diverso da quello barrato in %1, poi sulle due caselle in cui entra (o sulla tessera che gira).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a Prince, then the two cells it walks to (or one tile it flips).</source>
        <translation>Fai clic su un Principe, poi sulle due caselle in cui entra (o sulla tessera che gira).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There is no Prince on %1: click a Prince first.</source>
        <translation>In %1 non c&apos;è nessun Principe: fai clic prima su un Principe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Prince on %1 moved last turn: move another one.</source>
        <translation>Il Principe in %1 si è mosso nel turno precedente: muovine un altro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Prince on %1 has no move now.</source>
        <translation>Il Principe in %1 ora non ha mosse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Prince on %1 cannot reach %2 in one step.</source>
        <translation>Il Principe in %1 non può raggiungere %2 con un passo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is the Prince&apos;s second step: from %1 it cannot reach %2.</source>
        <translation>Questo è il secondo passo del Principe: da %1 non può raggiungere %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Territory %1 · Princes %2</source>
        <translation>Territorio %1 · Principi %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The move was dropped: first choose what happens on %1.</source>
        <translation>La mossa è stata annullata: prima scegli che cosa succede in %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>You (White) score %1 with %n territory cell(s).</source>
        <translation>
            <numerusform>Tu (Bianco) fai %1 punti con %n casella di territorio.</numerusform>
            <numerusform>Tu (Bianco) fai %1 punti con %n caselle di territorio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You (Black) score %1 with %n territory cell(s).</source>
        <translation>
            <numerusform>Tu (Nero) fai %1 punti con %n casella di territorio.</numerusform>
            <numerusform>Tu (Nero) fai %1 punti con %n caselle di territorio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 (White) scores %2 with %n territory cell(s).</source>
        <translation>
            <numerusform>%1 (Bianco) fa %2 punti con %n casella di territorio.</numerusform>
            <numerusform>%1 (Bianco) fa %2 punti con %n caselle di territorio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 (Black) scores %2 with %n territory cell(s).</source>
        <translation>
            <numerusform>%1 (Nero) fa %2 punti con %n casella di territorio.</numerusform>
            <numerusform>%1 (Nero) fa %2 punti con %n caselle di territorio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n captured Prince(s) add %1.</source>
        <translation>
            <numerusform>%n Principe catturato aggiunge %1.</numerusform>
            <numerusform>%n Principi catturati aggiungono %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n Prince(s) left on black tiles add %1.</source>
        <translation>
            <numerusform>%n Principe rimasto su tessere nere aggiunge %1.</numerusform>
            <numerusform>%n Principi rimasti su tessere nere aggiungono %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n Prince(s) left on white tiles add %1.</source>
        <translation>
            <numerusform>%n Principe rimasto su tessere bianche aggiunge %1.</numerusform>
            <numerusform>%n Principi rimasti su tessere bianche aggiungono %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A draw at %1 each.</source>
        <translation>Partita patta, %1 a testa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins, %2 to %3.</source>
        <translation>Vince %1, %2 a %3.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You win, %1 to %2.</source>
        <translation>Hai vinto, %1 a %2.</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::wangzi::WangziView</name>
    <message>
        <location filename="../src/app/views/wangzi/wangzi_view.cpp" line="+41"/>
        <source>F</source>
        <comment>the key that flips a tile: the first letter of Flip</comment>
        <translation>G</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P</source>
        <comment>the key that passes over a tile: the first letter of Pass</comment>
        <translation>P</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Flip (%1)</source>
        <translation>Gira (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass (%1)</source>
        <translation>Passa (%1)</translation>
    </message>
    <message>
        <location line="+280"/>
        <source>Tile for %1:</source>
        <translation>Tessera per %1:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The tile on %1:</source>
        <translation>La tessera in %1:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lay a %1 (key %1)</source>
        <translation>Metti un %1 (tasto %1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Flip the tile to your colour; the move ends (%1)</source>
        <translation>Gira la tessera dalla parte del tuo colore; la mossa finisce (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass over the tile and go on (%1)</source>
        <translation>Passa sopra la tessera e prosegui (%1)</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>1, 2, 3</source>
        <translation>1, 2, 3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lay a tile worth 1, 2 or 3</source>
        <translation>Posa una tessera che vale 1, 2 o 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip a tile</source>
        <translation>Gira una tessera</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take back the step begun</source>
        <translation>Annulla il passo iniziato</translation>
    </message>
    <message>
        <location filename="../src/app/views/wangzi/wangzi_view_paint.cpp" line="+435"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::wapi::WapiPresentation</name>
    <message>
        <location filename="../src/app/views/wapi/wapi_presentation.cpp" line="+132"/>
        <source>Drawn: silver %1</source>
        <translation>Pescato: argento %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn: the %1 mask</source>
        <translation>Pescata: la maschera %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>silver %1 → %2</source>
        <comment>a coin put into a mine</comment>
        <translation>argento %1 → %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>totem → %1</source>
        <comment>a totem driven into a mask</comment>
        <translation>totem → %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no totem</source>
        <translation>nessun totem</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Draw a tile  (%1)</source>
        <translation>Pesca una tessera  (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>You have %n totem(s) left.</source>
        <translation>
            <numerusform>Ti resta %n totem.</numerusform>
            <numerusform>Ti restano %n totem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 has %n totem(s) left.</source>
        <translation>
            <numerusform>A %1 resta %n totem.</numerusform>
            <numerusform>A %1 restano %n totem.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>no silver</source>
        <translation>nessuna moneta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>silver %1, worth %2</source>
        <translation>monete %1, valore %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n field(s) free</source>
        <translation>
            <numerusform>%n spazio libero</numerusform>
            <numerusform>%n spazi liberi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n of 4 masks</source>
        <translation>
            <numerusform>%n maschera su 4</numerusform>
            <numerusform>%n maschere su 4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no totems</source>
        <translation>nessun totem</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>totems of %1</source>
        <translation>totem di %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 mine: %2</source>
        <translation>Miniera %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Place a totem (%1)</source>
        <translation>Pianta un totem (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a totem on this mask: %1 (%2)</source>
        <translation>Pianta un totem su questa maschera: %1 (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No totem this time (%1)</source>
        <translation>Niente totem questa volta (%1)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Put the %1 coin into one of the lit mines: click it or press its number.</source>
        <translation>Metti la moneta da %1 in una delle miniere illuminate: fai clic sulla miniera o premi il suo numero.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The mask drawn is %1. Drive a totem into it? T for a totem, N for none.</source>
        <translation>La maschera pescata è %1. Piantarci un totem? T per piantarlo, N per rinunciare.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You win with %1.</source>
        <translation>Hai vinto con %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins with %2.</source>
        <translation>%1 vince con %2.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1 share the win with %2 each.</source>
        <translation>%1 si dividono la vittoria con %2 ciascuno.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2</source>
        <comment>a player&apos;s name and score</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Then %1.</source>
        <translation>Seguono %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each mine&apos;s payout is listed beside the board.</source>
        <translation>Accanto al tavoliere è elencato quanto ha reso ogni miniera.</translation>
    </message>
</context>
<context>
    <name>ludoteca::app::wapi::WapiView</name>
    <message>
        <location filename="../src/app/views/wapi/wapi_view.cpp" line="+117"/>
        <source>Show what is left in the bag (%1)</source>
        <translation>Mostra che cosa resta nel sacchetto (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decimals</source>
        <translation>Decimali</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show shares as decimals instead of fractions</source>
        <translation>Mostra le parti come decimali invece che come frazioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw tiles by hand</source>
        <translation>Pesca le tessere a mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wait for the Draw button instead of drawing every tile at once</source>
        <translation>Aspetta il pulsante Pesca invece di pescare subito ogni tessera</translation>
    </message>
    <message>
        <location line="+303"/>
        <source>Hide bag</source>
        <translation>Nascondi il sacchetto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bag: %1</source>
        <translation>Sacchetto: %1</translation>
    </message>
    <message>
        <location line="+194"/>
        <source>1 to 6</source>
        <translation>Da 1 a 6</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lay silver in that mine</source>
        <translation>Posa l&apos;argento in quella miniera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, Enter</source>
        <translation>%1, Invio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, Esc</source>
        <translation>%1, Esc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, Space</source>
        <translation>%1, Spazio</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Drive the totem into the mine</source>
        <translation>Pianta il totem nella miniera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the totem back</source>
        <translation>Tiene il totem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw a tile by hand</source>
        <translation>Pesca una tessera a mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide what is left in the bag</source>
        <translation>Mostra o nasconde che cosa resta nel sacchetto</translation>
    </message>
</context>
</TS>
