#include "views/circular_chess/circular_chess_format.h"

#include <QCoreApplication>
#include <QLocale>

#include "ludoteca/games/circular_chess.h"
#include "views/circular_chess/circular_chess_art.h"
#include "views/circular_chess/circular_chess_smorfia.h"

namespace ludoteca::app::circular_chess {

using games::circular_chess::CircularChessState;

namespace {

// The context of the strip's texts for translators.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(CircularChessStrip)
};

using Decoded = CircularChessState::Decoded;

} // namespace

QVector<SeatRow> seatRows(const CircularChessState &game, const QVector<Seat> &seats, int viewer)
{
    const auto scores = game.visibleScores(viewer);
    QVector<SeatRow> rows;
    for (int seat = 0; seat < game.numPlayers(); ++seat) {
        SeatRow row;
        row.name = seatLabel(seats.value(seat));
        row.learner = seats.value(seat).learner;
        QString letters;
        for (int piece = 1; piece <= games::circular_chess::kPieceTypes; ++piece)
            letters += QString(game.capturedCount(seat, piece), QLatin1Char(games::circular_chess::pieceLetter(piece)));
        row.captured = symbolsFromLetters(letters);
        row.capturedCount = static_cast<int>(letters.size());
        row.objective = game.visibleObjective(viewer, seat);
        if (const auto &score = scores[static_cast<std::size_t>(seat)])
            row.score = static_cast<int>(*score);
        rows << row;
    }
    return rows;
}

LastCard lastCard(const CircularChessState &game)
{
    LastCard card;
    const auto &history = game.history();
    for (auto it = history.rbegin(); it != history.rend(); ++it) {
        const Decoded move = game.decode(*it);
        if (move.kind == Decoded::Kind::Card) {
            card.number = move.card;
            break;
        }
    }
    card.discarded = card.number != 0 && game.discarded(card.number);
    return card;
}

QString deckText(const CircularChessState &game) { return Text::tr("%n card(s) left", nullptr, game.deckSize()); }

QString deckWords(const CircularChessState &game)
{
    return Text::tr("card(s) left", "under the number of cards left in the deck", game.deckSize());
}

QString cardTitle(const LastCard &card)
{
    if (card.number == 0)
        return Text::tr("No card drawn yet");
    return QStringLiteral("%1 · %2").arg(card.number).arg(smorfia::name(card.number));
}

QString cardCaption(const LastCard &card)
{
    if (card.number == 0)
        return Text::tr("Each card brings its piece to the cell of its number.");
    const QString meaning = smorfia::meaning(card.number);
    const QString piece = pieceName(games::circular_chess::cardPiece(card.number));
    if (card.discarded)
        return Text::tr("(%1) The card's piece: %2. Cell %3 was taken, so the card is discarded.")
            .arg(meaning, piece)
            .arg(card.number);
    return Text::tr("(%1) The card's piece: %2. It entered cell %3.").arg(meaning, piece).arg(card.number);
}

QString objectiveText(const CircularChessState &game, const QVector<SeatRow> &rows, int viewer, bool over)
{
    if (over) {
        QStringList hunts;
        for (const SeatRow &row : rows)
            if (row.objective != 0) {
                const QString quarry = pieceNamePlural(games::circular_chess::cardPiece(row.objective));
                hunts << (row.learner ? Text::tr("you hunted %1").arg(quarry)
                                      : Text::tr("%1 hunted %2").arg(row.name, quarry));
            }
        if (hunts.isEmpty())
            return Text::tr("The objectives are being dealt face down.");
        return Text::tr("Revealed: %1.").arg(QLocale().createSeparatedList(hunts));
    }
    if (viewer < 0 || viewer >= rows.size() || rows[viewer].objective == 0) {
        if (game.phase() == CircularChessState::Phase::Deal)
            return Text::tr("The objectives are being dealt face down.");
        return Text::tr("Every objective is secret until the end.");
    }
    const int card = rows[viewer].objective;
    const QString quarry = pieceNamePlural(games::circular_chess::cardPiece(card));
    if (rows[viewer].learner)
        return Text::tr("You hunt %1 (card %2, %3).").arg(quarry).arg(card).arg(smorfia::name(card));
    return Text::tr("%1 hunts %2 (card %3, %4).").arg(rows[viewer].name, quarry).arg(card).arg(smorfia::name(card));
}

QString quietText(const CircularChessState &game)
{
    return Text::tr("%n turn(s) without a draw or capture; the game ends at %1.", nullptr, game.quietTurns())
        .arg(game.quietLimit());
}

QString noCapturesText(bool over) { return over ? Text::tr("no captures") : Text::tr("no captures yet"); }

QString refusalText(const CircularChessState &game, const CircularChessState::Refusal &why)
{
    using Kind = CircularChessState::Refusal::Kind;
    const auto piece = [&game](int cell) { return pieceName(game.pieceAt(cell)); };
    switch (why.kind) {
    case Kind::None:
        break;
    case Kind::Empty:
        return Text::tr("There is no piece on %1: click a piece to move it.").arg(why.cell);
    case Kind::Stuck:
        return Text::tr("The piece on %1 (%2) has no move now.").arg(why.cell).arg(piece(why.cell));
    case Kind::CannotReach:
        return Text::tr("The piece on %1 (%2) cannot reach %3.").arg(why.from).arg(piece(why.from)).arg(why.cell);
    case Kind::CannotTake:
        // Only the capture rules that forbid something are met here.
        return game.captureRule() == CircularChessState::Capture::Same
            ? Text::tr("The piece on %1 cannot take the one on %2: a piece takes only pieces of its own colour.")
                  .arg(why.from)
                  .arg(why.cell)
            : Text::tr("The piece on %1 cannot take the one on %2: a piece takes only pieces of the other colour.")
                  .arg(why.from)
                  .arg(why.cell);
    }
    return {};
}

} // namespace ludoteca::app::circular_chess
