// Azzanna: the position, the order of a turn, and what each phase allows.
//
// A game goes: the Pack places five pigs; the farmer(s) place their first vegetables; then
// turns. The Pack's turn is one or two decisions: a bite move when some pig touches a
// vegetable, then a run. Everything else (the count, the digestion, the farmers' order,
// the ends of the game) happens by itself inside apply().

#include <stdexcept>

#include "azzanna_rules.h"
#include "ludoteca/core/registry.h"

namespace ludoteca::games::azzanna {

namespace {

constexpr int kPumpkinsTwoPlayers = 20;
constexpr int kVegetablesThreePlayers = 18;
constexpr int kSetupPumpkins = 5;
constexpr int kSetupPlacementsThreePlayers = 10;
// A farmer with this many vegetables or fewer after the bites is beaten (or eliminated).
constexpr int kCountLimit = 2;
// Longer than any game (about 60 plies with two players, 125 with three).
constexpr std::size_t kUndoReserve = 192;

std::uint64_t treesFromOption(const Options &options)
{
    // Lenient: hand-built positions may carry any number of trees (see fromBoard).
    std::uint64_t mask = 0;
    const auto found = options.find("trees");
    const std::string_view text =
        found == options.end() ? std::string_view(kDefaultTrees) : std::string_view(found->second);
    std::size_t start = 0;
    while (start <= text.size()) {
        auto end = text.find(',', start);
        if (end == std::string_view::npos)
            end = text.size();
        if (const int cell = parseCell(text.substr(start, end - start)); cell >= 0)
            mask |= bit(cell);
        start = end + 1;
    }
    return mask;
}

int optionNumber(const Options &options, std::string_view key, int fallback)
{
    const auto found = options.find(key);
    return found == options.end() ? fallback : integerOption(options, key);
}

} // namespace

AzzannaState::AzzannaState(const GameInfo &info, const Options &options)
    : State(info, options), players_(optionNumber(options, "players", 2)),
      extra_(players_ == 2 ? optionNumber(options, "extra", 0) : 0)
{
    pos_.trees = treesFromOption(options);
    if (players_ == 2) {
        pos_.supply = {0, kPumpkinsTwoPlayers, 0};
    } else {
        pos_.supply = {0, kVegetablesThreePlayers, kVegetablesThreePlayers};
    }
    undo_.reserve(kUndoReserve);
}

std::unique_ptr<AzzannaState> AzzannaState::fromBoard(int players, std::string_view board, Step step,
                                                      std::array<int, 2> supply, int eaten, unsigned eliminated)
{
    if (players != 2 && players != 3)
        throw std::invalid_argument("players must be 2 or 3");
    Position pos;
    std::string treeList;
    int rank = 7;
    int file = 0;
    for (const char letter : board) {
        if (letter == '/') {
            if (file != 8)
                throw std::invalid_argument("each row needs 8 cells");
            --rank;
            file = 0;
            continue;
        }
        if (rank < 0 || file >= 8)
            throw std::invalid_argument("the board has more than 8 rows of 8 cells");
        const int cell = cellIndex(file, rank);
        switch (letter) {
        case '.':
            break;
        case 'T':
            pos.trees |= bit(cell);
            treeList += (treeList.empty() ? "" : ",") + cellName(cell);
            break;
        case 'P':
            pos.pigs |= bit(cell);
            break;
        case 'L':
            pos.pigs |= bit(cell);
            pos.lying |= bit(cell);
            break;
        case 'Z':
            pos.pumpkins |= bit(cell);
            break;
        case 'B':
            if (players == 2)
                throw std::invalid_argument("broccoli only grow in the three-player game");
            pos.broccoli |= bit(cell);
            break;
        default:
            throw std::invalid_argument(std::string("unknown board letter '") + letter + "'");
        }
        ++file;
    }
    if (rank != 0 || file != 8)
        throw std::invalid_argument("the board needs 8 rows of 8 cells");
    if (countCells(pos.pigs) > kPigs)
        throw std::invalid_argument("at most five pigs");
    if (pos.lying && step != Step::Run)
        throw std::invalid_argument("pigs lie only between the bite and the run");
    const int limit = players == 2 ? kPumpkinsTwoPlayers : kVegetablesThreePlayers;
    for (const int left : supply)
        if (left < 0 || left > limit)
            throw std::invalid_argument("supply out of range");
    if (eaten < 0 || eaten > 2 * limit)
        throw std::invalid_argument("eaten out of range");
    if (eliminated & ~6u || eliminated == 6u || (players == 2 && eliminated))
        throw std::invalid_argument("one farmer of the three-player game at most can be out");
    if ((eliminated & 2u && pos.pumpkins) || (eliminated & 4u && pos.broccoli))
        throw std::invalid_argument("an eliminated farmer has nothing on the board");

    const GameInfo *info = GameRegistry::find("azzanna");
    if (!info)
        throw std::invalid_argument("azzanna is not registered");
    Options options = info->defaultOptions();
    options["players"] = std::to_string(players);
    options["trees"] = treeList;
    auto state = std::unique_ptr<AzzannaState>(new AzzannaState(*info, options));
    pos.supply = {0, static_cast<std::uint8_t>(supply[0]), static_cast<std::uint8_t>(players == 3 ? supply[1] : 0)};
    pos.eaten = static_cast<std::uint8_t>(eaten);
    pos.eliminated = static_cast<std::uint8_t>(eliminated);
    state->pos_ = pos;
    switch (step) {
    case Step::PackTurn:
        state->beginPackTurn();
        break;
    case Step::Run:
        state->pos_.phase = Phase::Run;
        state->pos_.toMove = 0;
        break;
    case Step::FarmersTurn:
        state->beginFarmersTurn();
        break;
    }
    return state;
}

int AzzannaState::currentPlayer() const { return pos_.phase == Phase::Over ? kTerminalPlayer : pos_.toMove; }

int AzzannaState::maxActions() const
{
    return kFirstBite + (players_ == 2 ? kMaxBiteSetsTwoPlayers : kMaxBiteSetsThreePlayers);
}

std::uint64_t AzzannaState::placementMask(int seat) const
{
    const std::uint64_t empty = ~pos_.occupied();
    if (pos_.phase == Phase::PlacePigs || seat == 0)
        return empty;
    // Pumpkins and broccoli never touch (in the two-player game there is no broccoli).
    return empty & ~dilate(seat == 1 ? pos_.broccoli : pos_.pumpkins);
}

int AzzannaState::onBoard(int seat) const { return countCells(pos_.vegetablesOf(seat)); }

void AzzannaState::legalActions(std::vector<Action> &out) const
{
    out.clear();
    switch (pos_.phase) {
    case Phase::PlacePigs:
    case Phase::PlaceVegetables:
    case Phase::Farmers: {
        const std::uint64_t allowed = placementMask(pos_.toMove);
        for (std::uint64_t rest = allowed; rest; rest &= rest - 1)
            out.push_back(lowestCell(rest));
        if (!allowed)
            out.push_back(kPass);
        break;
    }
    case Phase::Bite: {
        const int sets = biteSetCount();
        for (int i = 0; i < sets; ++i)
            out.push_back(kFirstBite + i);
        break;
    }
    case Phase::Run:
        for (const Action run : {kRunNorth, kRunSouth, kRunEast, kRunWest})
            out.push_back(run);
        break;
    case Phase::Over:
        break;
    }
}

std::unique_ptr<State> AzzannaState::clone() const { return std::unique_ptr<State>(new AzzannaState(*this)); }

void AzzannaState::doApply(Action action)
{
    undo_.push_back(pos_);
    switch (pos_.phase) {
    case Phase::PlacePigs:
    case Phase::PlaceVegetables:
        placeSetup(action);
        break;
    case Phase::Bite:
        applyBites(action - kFirstBite);
        count();
        if (pos_.phase != Phase::Over)
            pos_.phase = Phase::Run;
        break;
    case Phase::Run:
        applyRun(static_cast<Direction>(action - kRunNorth));
        break;
    case Phase::Farmers:
        farmerMove(action);
        break;
    case Phase::Over:
        break;
    }
}

void AzzannaState::doUndo(Action)
{
    pos_ = undo_.back();
    undo_.pop_back();
}

int AzzannaState::setupPlacements() const
{
    if (pos_.phase == Phase::PlacePigs)
        return kPigs;
    if (pos_.phase == Phase::PlaceVegetables)
        return players_ == 2 ? kSetupPumpkins + extra_ : kSetupPlacementsThreePlayers;
    return 0;
}

void AzzannaState::placeSetup(int cell)
{
    if (pos_.phase == Phase::PlacePigs) {
        pos_.pigs |= bit(cell);
        if (++pos_.placed == kPigs) {
            pos_.phase = Phase::PlaceVegetables;
            pos_.placed = 0;
            pos_.toMove = 1;
        }
        return;
    }
    const int seat = pos_.toMove;
    if (cell != kPass) {
        (seat == 1 ? pos_.pumpkins : pos_.broccoli) |= bit(cell);
        --pos_.supply[static_cast<std::size_t>(seat)];
    }
    ++pos_.placed;
    if (pos_.placed == setupPlacements())
        beginPackTurn();
    else if (players_ == 3)
        pos_.toMove = static_cast<std::int8_t>(1 + pos_.placed % 2); // seat 1 first
}

void AzzannaState::beginPackTurn()
{
    pos_.toMove = 0;
    pos_.placed = 0;
    if (dilate(pos_.pigs & ~pos_.lying) & pos_.vegetables()) {
        pos_.phase = Phase::Bite;
        return;
    }
    // Nothing to bite: straight to the count, which can still eliminate a farmer who was
    // left with too few vegetables (only possible after passes at setup).
    count();
    if (pos_.phase != Phase::Over)
        pos_.phase = Phase::Run;
}

void AzzannaState::count()
{
    if (players_ == 2) {
        if (countCells(pos_.pumpkins) <= kCountLimit) {
            pos_.phase = Phase::Over;
            pos_.winners = 1u << 0;
        }
        return;
    }
    for (int seat = 1; seat <= 2; ++seat) {
        if (pos_.eliminated & (1u << seat) || onBoard(seat) > kCountLimit)
            continue;
        pos_.eliminated |= static_cast<std::uint8_t>(1u << seat);
        (seat == 1 ? pos_.pumpkins : pos_.broccoli) = 0; // removed, not eaten
    }
    if (pos_.eliminated == 6u) {
        pos_.phase = Phase::Over;
        pos_.winners = 1u << 0;
    }
}

void AzzannaState::beginFarmersTurn()
{
    pos_.phase = Phase::Farmers;
    if (players_ == 2) {
        if (pos_.supply[1] == 0) {
            pos_.phase = Phase::Over;
            pos_.winners = 1u << 1;
            return;
        }
        pos_.toMove = 1;
        return;
    }
    // Fewer vegetables on the board first, the second farmer on a tie; fixed for the round.
    pos_.orderCount = 0;
    const bool first = !(pos_.eliminated & 2u);
    const bool second = !(pos_.eliminated & 4u);
    if (first && second) {
        const bool pumpkinsFirst = onBoard(1) < onBoard(2);
        pos_.order = {static_cast<std::int8_t>(pumpkinsFirst ? 1 : 2), static_cast<std::int8_t>(pumpkinsFirst ? 2 : 1)};
        pos_.orderCount = 2;
    } else {
        pos_.order = {static_cast<std::int8_t>(first ? 1 : 2), 0};
        pos_.orderCount = 1;
    }
    pos_.orderPos = 0;
    pos_.passes = 0;
    pos_.toMove = pos_.order[0];
}

void AzzannaState::farmerMove(Action action)
{
    const int seat = pos_.toMove;
    if (action == kPass) {
        ++pos_.passes;
    } else {
        (seat == 1 ? pos_.pumpkins : pos_.broccoli) |= bit(action);
        if (--pos_.supply[static_cast<std::size_t>(seat)] == 0 && players_ == 3) {
            endByFarmers();
            return;
        }
    }
    if (players_ == 2) {
        beginPackTurn();
        return;
    }
    if (++pos_.orderPos < pos_.orderCount) {
        pos_.toMove = pos_.order[pos_.orderPos];
        return;
    }
    if (pos_.passes == pos_.orderCount)
        endByFarmers();
    else
        beginPackTurn();
}

void AzzannaState::endByFarmers()
{
    // More vegetables on the board wins (an eliminated farmer has none), seat 2 on a tie.
    pos_.phase = Phase::Over;
    pos_.winners = static_cast<std::uint8_t>(onBoard(1) > onBoard(2) ? 1u << 1 : 1u << 2);
}

std::vector<double> AzzannaState::scores() const
{
    std::vector<double> result(static_cast<std::size_t>(players_));
    result[0] = pos_.eaten;
    for (int seat = 1; seat < players_; ++seat)
        result[static_cast<std::size_t>(seat)] = onBoard(seat);
    return result;
}

std::vector<int> AzzannaState::winners() const
{
    std::vector<int> result;
    if (pos_.phase != Phase::Over)
        return result;
    for (int seat = 0; seat < players_; ++seat)
        if (pos_.winners & (1u << seat))
            result.push_back(seat);
    return result;
}

} // namespace ludoteca::games::azzanna
