#include "views/wapi/wapi_format.h"

#include <algorithm>
#include <numeric>

#include <QCoreApplication>
#include <QSettings>

#include "ludoteca/games/wapi.h"

namespace ludoteca::app::wapi {

using games::wapi::WapiState;

namespace {

// The context of Wapi's texts for translators.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Wapi)
};

} // namespace

QString maskName(int mine)
{
    static const char *const names[] = {QT_TRANSLATE_NOOP("Wapi", "Eagle"), QT_TRANSLATE_NOOP("Wapi", "Bear"),
                                        QT_TRANSLATE_NOOP("Wapi", "Wolf"),  QT_TRANSLATE_NOOP("Wapi", "Buffalo"),
                                        QT_TRANSLATE_NOOP("Wapi", "Raven"), QT_TRANSLATE_NOOP("Wapi", "Snake")};
    return mine >= 0 && mine < WapiState::kMines ? Text::tr(names[mine]) : QString();
}

QString mineTitle(int mine) { return Text::tr("Mine %1 · %2").arg(mine + 1).arg(maskName(mine)); }

bool decimalsChosen() { return QSettings().value(QStringLiteral("wapi/decimals"), false).toBool(); }

void chooseDecimals(bool decimals) { QSettings().setValue(QStringLiteral("wapi/decimals"), decimals); }

QString amountText(int twelfths, bool decimals)
{
    if (decimals) {
        if (twelfths % 12 == 0)
            return QString::number(twelfths / 12);
        return QString::number(twelfths / 12.0, 'f', 2);
    }
    const int whole = twelfths / 12;
    const int rest = twelfths % 12;
    if (rest == 0)
        return QString::number(whole);
    const int divisor = std::gcd(rest, 12);
    const QString fraction = QStringLiteral("%1/%2").arg(rest / divisor).arg(12 / divisor);
    return whole == 0 ? fraction : QStringLiteral("%1 %2").arg(whole).arg(fraction);
}

QString totemKey() { return Text::tr("T", "the key that drives a totem in: the first letter of Totem"); }
QString noTotemKey() { return Text::tr("N", "the key that keeps the totem back: the first letter of No"); }
QString drawKey() { return Text::tr("D", "the key that draws a tile: the first letter of Draw"); }
QString bagKey() { return Text::tr("B", "the key that shows the bag: the first letter of Bag"); }

QStringList mineNumberForms(int mine) { return {Text::tr("Mine %1").arg(mine + 1), QString::number(mine + 1)}; }

QStringList footerForms(const WapiState &state, int mine, bool decimals)
{
    const int totems = state.totemCount(mine);
    const QString each = amountText(state.totemShareTwelfths(mine), decimals);
    if (totems == 0 && state.isTerminal())
        return {Text::tr("No totem: nobody is paid"),
                Text::tr("Nobody paid", "a mine with no totem at the end, on a small card")};
    if (totems == 0)
        return {Text::tr("A totem would get %1").arg(each),
                Text::tr("%1 to a totem", "what a first totem in a mine would take, on a small card").arg(each)};
    const QString brief = Text::tr("%1 each", "what one totem in a mine takes, on a small card").arg(each);
    if (totems == 1)
        return {Text::tr("1 totem gets %1").arg(each), brief};
    if (state.scoring() == WapiState::Scoring::Full)
        return {Text::tr("Each totem gets %1").arg(each), brief};
    return {Text::tr("%1 totems, %2 each").arg(totems).arg(each), brief};
}

QString totemNote(const WapiState &state, bool decimals, bool brief)
{
    const int mine = state.drawnTile().mine;
    const QString amount = amountText(state.totemShareTwelfths(mine, 1), decimals);
    if (brief)
        return Text::tr("<b>%1: a totem?</b><br>It would score %2.",
                        "the note on a mask being decided, on a small board")
            .arg(maskName(mine), amount);
    return Text::tr("<b>Place a totem on this mask: %1?</b><br>A totem there would score %2 now.")
        .arg(maskName(mine), amount);
}

QString scoresTitle() { return Text::tr("Scores"); }

QString scoringNote(const WapiState &state)
{
    return state.scoring() == WapiState::Scoring::Full
        ? Text::tr("Full scoring: each totem takes its mine's value.")
        : Text::tr("Share scoring: the totems in a mine split its value.");
}

QString payoutTitle() { return Text::tr("What the mines paid"); }

QString noPayoutText() { return Text::tr("No totem stands in any mine."); }

QStringList payoutLines(const WapiState &state, const QStringList &names, bool decimals, bool brief)
{
    QStringList lines;
    for (int mine = 0; mine < WapiState::kMines; ++mine) {
        const int totems = state.totemCount(mine);
        if (totems == 0) {
            // Silver with no totem over it pays nobody; an empty mine is not worth a line.
            if (state.mineValue(mine) > 0)
                lines << (brief ? Text::tr("%1 (%2): no totem, nobody is paid.", "a mine's payout in brief")
                                      .arg(maskName(mine))
                                      .arg(state.mineValue(mine))
                                : Text::tr("%1 is worth %2, but no totem stands in it: nobody is paid.")
                                      .arg(mineTitle(mine))
                                      .arg(state.mineValue(mine)));
            continue;
        }
        const int each = state.totemShareTwelfths(mine);
        QStringList takes;
        for (int seat = 0; seat < state.numPlayers(); ++seat) {
            const int own = state.totemsOf(mine, seat);
            if (own == 0)
                continue;
            const QString amount = amountText(each * own, decimals);
            if (brief)
                takes << QStringLiteral("%1 %2").arg(names.value(seat), amount);
            else if (own > 1)
                takes << Text::tr("%1 takes %2 with %n totems", "a seat's take from a mine", own)
                             .arg(names.value(seat), amount);
            else
                takes << Text::tr("%1 takes %2", "a seat's take from a mine").arg(names.value(seat), amount);
        }
        if (brief) {
            lines << Text::tr("%1 (%2): %3.", "a mine's payout in brief: its name, value and takes")
                         .arg(maskName(mine))
                         .arg(state.mineValue(mine))
                         .arg(takes.join(QStringLiteral(", ")));
            continue;
        }
        QString how;
        if (state.scoring() == WapiState::Scoring::Full)
            how = Text::tr("each totem takes it all");
        else if (totems == 1)
            how = Text::tr("one totem takes it all");
        else
            how = Text::tr("%n totems share it", nullptr, totems);
        lines << Text::tr("%1 is worth %2, %3: %4.")
                     .arg(mineTitle(mine))
                     .arg(state.mineValue(mine))
                     .arg(how, takes.join(QStringLiteral(", ")));
    }
    return lines;
}

QStringList endNoteForms()
{
    return {Text::tr("All mines are full"), Text::tr("All full", "the mines at the end, in a small clearing")};
}

QStringList bagCountForms(int tiles)
{
    return {tiles == 1 ? Text::tr("1 tile in the bag") : Text::tr("%1 tiles in the bag").arg(tiles),
            Text::tr("%n tile(s)", "the bag's count under its picture", tiles), QString::number(tiles)};
}

QStringList turnForms(const QString &name, bool learner)
{
    return learner ? QStringList {Text::tr("Your turn"), name} : QStringList {Text::tr("%1's turn").arg(name), name};
}

QString drawnCoinNote(const WapiState &state, bool choosing)
{
    return choosing ? Text::tr("Choose a lit mine") : Text::tr("Drawn: %1 silver").arg(state.drawnTile().value);
}

QString maskQuestion(const WapiState &state)
{
    return Text::tr("A %1 mask: totem or not?").arg(maskName(state.drawnTile().mine));
}

QString bagContentsTitle(int tiles) { return Text::tr("In the bag: %n tile(s)", nullptr, tiles); }

QString refusalText(const WapiState::Refusal &why)
{
    using Kind = WapiState::Refusal::Kind;
    switch (why.kind) {
    case Kind::None:
        break;
    case Kind::DecideTotem:
        return Text::tr("First decide whether to drive a totem into the %1 mask.").arg(maskName(why.mine));
    case Kind::Full:
        return Text::tr("Mine %1 (%2) is full: choose a lit mine.").arg(why.mine + 1).arg(maskName(why.mine));
    case Kind::TotemMineFirst:
        return Text::tr("Mine %1 (%2) has no totem: while a mine with a totem has room, the coin goes there.")
            .arg(why.mine + 1)
            .arg(maskName(why.mine));
    }
    return {};
}

} // namespace ludoteca::app::wapi
