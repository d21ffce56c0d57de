#include "views/azzanna/azzanna_presentation.h"
#include "views/game_presentation.h"

#include <QLocale>
#include <QStringList>

#include "ludoteca/core/state.h"
#include "ludoteca/games/azzanna.h"
#include "session/game_session.h"
#include "views/azzanna/azzanna_field.h"
#include "views/azzanna/azzanna_art.h"

namespace ludoteca::app::azzanna {

// Azzanna's words and colours for the game page: the Pack, the Pumpkins and the Broccoli,
// the pass as a button, the hint for each phase and the result told as the field ended.
class AzzannaPresentation : public GamePresentation {
    Q_OBJECT

public:
    using GamePresentation::GamePresentation;

    std::vector<int> boardCells(const State &) const override { return readingOrder(games::azzanna::kField); }
    // Each side's tray: the Pack's bites, the farmers' vegetables in hand and planted.
    QStringList positionDetails(const State &state, int) const override
    {
        // Spoken: words where the trays above the board put a "·" between their parts.
        const Field field = Field::fromState(state);
        QStringList details;
        for (int seat = 0; seat < field.players; ++seat) {
            const auto index = static_cast<std::size_t>(seat);
            const QString side =
                seatName(seat).isEmpty() ? sideName(seat) : tr("%1, played by %2").arg(sideName(seat), seatName(seat));
            const QString detail = seat == 0 ? tr("%n pumpkin(s) eaten", nullptr, field.eaten)
                : field.out[index]           ? tr("out of the game")
                                   : tr("%1 in hand, %2 planted").arg(field.supply[index]).arg(field.onBoard[index]);
            details << tr("%1: %2.").arg(side, detail);
        }
        return details;
    }
    QString cellText(const State &state, int cell, int) const override
    {
        const games::azzanna::Position &position = stateAs<games::azzanna::AzzannaState>(state).position();
        const QString name = cellName(cell);
        const auto on = [cell](std::uint64_t mask) { return ((mask >> cell) & 1u) != 0; };
        if (cell < 0 || cell >= games::azzanna::kCells)
            return name;
        if (on(position.trees))
            return tr("%1, tree").arg(name);
        if (on(position.lying))
            return tr("%1, pig lying down").arg(name);
        if (on(position.pigs))
            return tr("%1, pig").arg(name);
        if (on(position.pumpkins))
            return tr("%1, pumpkin").arg(name);
        if (on(position.broccoli))
            return tr("%1, broccoli").arg(name);
        return tr("%1, empty").arg(name);
    }

    SeatLook seatLook(const State &, int seat) const override { return {sideColor(seat), sideName(seat)}; }
    QString offBoardLabel(const State &state, Action action) const override
    {
        using games::azzanna::AzzannaState;
        const bool pass = stateAs<AzzannaState>(state).decode(action).kind == AzzannaState::Decoded::Kind::Pass;
        return pass ? tr("Pass (no cell is allowed)") : QString();
    }
    QString moveText(const State &before, Action action) const override;
    // A pig or a vegetable placed, the pigs' run, a bite; a pass makes no sound.
    Sound moveSound(const State &before, Action action, const State &) const override
    {
        using Kind = games::azzanna::AzzannaState::Decoded::Kind;
        switch (stateAs<games::azzanna::AzzannaState>(before).decode(action).kind) {
        case Kind::Place:
            return Sound::Place;
        case Kind::Run:
            return Sound::Move;
        case Kind::Bite:
            return Sound::Capture;
        case Kind::Pass:
        case Kind::Invalid:
            break;
        }
        return Sound::None;
    }
    QString moveHint(const State &state) const override;
    QString resultText(const State &state) const override;
    QString seatRole(int seat) const override
    {
        switch (seat) {
        case 0:
            return tr("the Pack");
        case 1:
            return tr("the Farmer (pumpkins)");
        default:
            return tr("the second Farmer (broccoli)");
        }
    }
};

LUDOTECA_REGISTER_PRESENTATION("azzanna", AzzannaPresentation)

// The broccoli's seat a shade darker than the vegetable: beside the pumpkins' orange, the
// broccoli's own green is hard to tell apart for a player who sees red and green poorly.
QColor sideColor(int seat)
{
    return seat == 0 ? palette::kPig : seat == 1 ? palette::kPumpkin : palette::kBroccoli.darker(135);
}

QString sideName(int seat)
{
    switch (seat) {
    case 0:
        return AzzannaPresentation::tr("Pack");
    case 1:
        return AzzannaPresentation::tr("Pumpkins");
    default:
        return AzzannaPresentation::tr("Broccoli");
    }
}

QString trayTitle(int seat, const QString &name)
{
    return name.isEmpty() ? sideName(seat) : sideName(seat) + QStringLiteral(" · ") + name;
}

QString trayDetail(const Field &field, int seat)
{
    const auto index = static_cast<std::size_t>(seat);
    if (seat == 0)
        return AzzannaPresentation::tr("%1 eaten").arg(field.eaten);
    if (field.out[index])
        return AzzannaPresentation::tr("out of the game");
    return AzzannaPresentation::tr("%1 in hand · %2 planted").arg(field.supply[index]).arg(field.onBoard[index]);
}

QString AzzannaPresentation::moveText(const State &before, Action action) const
{
    namespace az = games::azzanna;
    using Kind = az::AzzannaState::Decoded::Kind;
    using Piece = az::AzzannaState::Decoded::Piece;
    const az::AzzannaState::Decoded move = stateAs<az::AzzannaState>(before).decode(action);
    switch (move.kind) {
    case Kind::Place:
        switch (move.piece) {
        case Piece::Pig:
            return tr("pig on %1").arg(cellName(move.cell));
        case Piece::Pumpkin:
            return tr("pumpkin on %1").arg(cellName(move.cell));
        case Piece::Broccoli:
            return tr("broccoli on %1").arg(cellName(move.cell));
        case Piece::None:
            break;
        }
        break;
    case Kind::Run:
        switch (move.direction) {
        case az::Direction::North:
            return tr("the pigs run north");
        case az::Direction::South:
            return tr("the pigs run south");
        case az::Direction::East:
            return tr("the pigs run east");
        case az::Direction::West:
            return tr("the pigs run west");
        }
        break;
    case Kind::Pass:
        return tr("pass");
    case Kind::Bite: {
        QStringList bites;
        for (int i = 0; i < move.biteCount; ++i)
            bites << tr("%1 eats %2", "the pig on a cell bites the vegetable on another")
                         .arg(cellName(move.bites[i].pig), cellName(move.bites[i].vegetable));
        return QLocale().createSeparatedList(bites);
    }
    case Kind::Invalid:
        break;
    }
    return GamePresentation::moveText(before, action);
}

QString refusalText(const games::azzanna::AzzannaState &game, const games::azzanna::AzzannaState::Refusal &why)
{
    using Kind = games::azzanna::AzzannaState::Refusal::Kind;
    if (why.cell < 0 || why.cell >= games::azzanna::kCells)
        return {};
    const QString cell = azzanna::cellName(why.cell);
    const QString pig = why.pig >= 0 ? azzanna::cellName(why.pig) : QString();
    const bool pumpkin = (game.position().pumpkins >> why.cell & 1U) != 0;
    switch (why.kind) {
    case Kind::None:
        break;
    case Kind::Occupied:
        return AzzannaPresentation::tr("%1 is taken: choose an empty cell.").arg(cell);
    case Kind::NextToOther:
        return game.currentPlayer() == 1
            ? AzzannaPresentation::tr("%1 touches a broccoli: a pumpkin may not go next to one.").arg(cell)
            : AzzannaPresentation::tr("%1 touches a pumpkin: a broccoli may not go next to one.").arg(cell);
    case Kind::NotBiting:
        return game.numPlayers() == 2
            ? AzzannaPresentation::tr("Nothing to bite on %1: click a hungry pig, then the pumpkin it eats.").arg(cell)
            : AzzannaPresentation::tr("Nothing to bite on %1: click a hungry pig, then the vegetable it eats.")
                  .arg(cell);
    case Kind::NothingToBite:
        return AzzannaPresentation::tr("The pig on %1 has nothing left to bite.").arg(cell);
    case Kind::CannotBite:
        return pumpkin ? AzzannaPresentation::tr("The pig on %1 cannot bite the pumpkin on %2.").arg(pig, cell)
                       : AzzannaPresentation::tr("The pig on %1 cannot bite the broccoli on %2.").arg(pig, cell);
    case Kind::NobodyBites:
        return pumpkin ? AzzannaPresentation::tr("No pig can bite the pumpkin on %1 now.").arg(cell)
                       : AzzannaPresentation::tr("No pig can bite the broccoli on %1 now.").arg(cell);
    case Kind::Bitten:
        return pumpkin ? AzzannaPresentation::tr("The pig on %1 already bites the pumpkin on %2.").arg(pig, cell)
                       : AzzannaPresentation::tr("The pig on %1 already bites the broccoli on %2.").arg(pig, cell);
    case Kind::AssignBite:
        return pumpkin
            ? AzzannaPresentation::tr("Several pigs can bite the pumpkin on %1: click the pig that eats it first.")
                  .arg(cell)
            : AzzannaPresentation::tr("Several pigs can bite the broccoli on %1: click the pig that eats it first.")
                  .arg(cell);
    }
    return {};
}

QString AzzannaPresentation::moveHint(const State &state) const
{
    const Field field = Field::fromState(state);
    if (!field.valid || state.isTerminal())
        return {};
    const bool pumpkins = field.toMove == 1; // else broccoli (three players)
    switch (field.phase) {
    case Phase::PlacePigs:
        return tr("Place pig %1 of %2 on an empty cell.").arg(field.placed + 1).arg(field.setupTotal);
    case Phase::PlaceVegetables:
        if (field.players == 2)
            return tr("Place pumpkin %1 of %2 on an empty cell.").arg(field.placed + 1).arg(field.setupTotal);
        if (field.allowed == 0)
            return pumpkins ? tr("No cell is open to your pumpkins: pass.")
                            : tr("No cell is open to your broccoli: pass.");
        return (pumpkins ? tr("Place a pumpkin (%1 of 5), not next to a broccoli.")
                         : tr("Place a broccoli (%1 of 5), not next to a pumpkin."))
            .arg(field.placed / 2 + 1);
    case Phase::Bite: {
        const bool one = state.legalActions().size() == 1;
        if (field.players == 2)
            return one ? tr("Your pigs bite (if they wait, press Enter or click a pig and its pumpkin).")
                       : tr("Choose who bites what: click a hungry pig, then the pumpkin it eats.");
        return one ? tr("Your pigs bite (if they wait, press Enter or click a pig and its vegetable).")
                   : tr("Choose who bites what: click a hungry pig, then the vegetable it eats.");
    }
    case Phase::Run:
        return tr("Run! Press an arrow key, click an arrow beside the field, or drag across it.");
    case Phase::Farmers: {
        const int inHand = field.supply[static_cast<std::size_t>(field.toMove)];
        if (field.players == 2)
            return tr("Place a pumpkin on an empty cell (%1 in hand).").arg(inHand);
        if (field.allowed == 0)
            return pumpkins ? tr("No cell is open to your pumpkins: pass.")
                            : tr("No cell is open to your broccoli: pass.");
        return (pumpkins ? tr("Place a pumpkin (%1 in hand), not next to a broccoli.")
                         : tr("Place a broccoli (%1 in hand), not next to a pumpkin."))
            .arg(inHand);
    }
    case Phase::Over:
        break;
    }
    return {};
}

QString AzzannaPresentation::resultText(const State &state) const
{
    const Field field = Field::fromState(state);
    const auto winners = state.winners();
    if (!field.valid || winners.size() != 1)
        return GamePresentation::resultText(state);
    const int winner = winners.front();
    const QString name = seatName(winner);
    const QChar space(QLatin1Char(' '));
    if (field.players == 2) {
        if (winner == 0)
            return tr("The Pack wins with %n pumpkin(s) left in the field!", nullptr, field.onBoard[1]) + space
                + (addressed(winner) ? tr("Your pigs ate %n pumpkin(s).", nullptr, field.eaten)
                                     : tr("%1's pigs ate %n pumpkin(s).", nullptr, field.eaten).arg(name));
        return tr("Every pumpkin is planted and %n still growing: the Farmer wins!", nullptr, field.onBoard[1]) + space
            + (addressed(winner) ? tr("Well kept!") : tr("Well kept, %1.").arg(name));
    }
    if (winner == 0)
        return tr("Both farmers are out: the Pack wins!") + space
            + (addressed(winner) ? tr("Your pigs ate %n vegetable(s).", nullptr, field.eaten)
                                 : tr("%1's pigs ate %n vegetable(s).", nullptr, field.eaten).arg(name));
    // The second farmer ends the game by planting the last vegetable, or nobody can plant.
    int finisher = 0;
    for (const int seat : {1, 2})
        if (!field.out[static_cast<std::size_t>(seat)] && field.supply[static_cast<std::size_t>(seat)] == 0)
            finisher = seat;
    QString text = finisher == 1 ? tr("The last pumpkin is planted.")
        : finisher == 2          ? tr("The last broccoli is planted.")
                                 : tr("Nobody can plant any more.");
    const int grown = field.onBoard[static_cast<std::size_t>(winner)];
    if (field.out[static_cast<std::size_t>(3 - winner)]) {
        text += space
            + (winner == 1 ? tr("The broccoli farmer is out: the pumpkin farmer wins with %n pumpkin(s) in the field!",
                                nullptr, grown)
                           : tr("The pumpkin farmer is out: the broccoli farmer wins with %n broccoli in the field!",
                                nullptr, grown));
    } else {
        text += space
            + tr("Pumpkins in the field: %1; broccoli in the field: %2.").arg(field.onBoard[1]).arg(field.onBoard[2]);
        if (winner == 1)
            text += space + tr("The pumpkin farmer wins!");
        else if (field.onBoard[1] == field.onBoard[2])
            text += space + tr("A tie goes to broccoli: the broccoli farmer wins!");
        else
            text += space + tr("The broccoli farmer wins!");
    }
    return text + space + tr("Well grown, %1.").arg(name);
}

} // namespace ludoteca::app::azzanna

#include "azzanna_presentation.moc"
