// Asymmetric Circular Chess as text: move names, the board for a person, the JSON extras.

#include "ludoteca/games/circular_chess.h"

#include <algorithm>

#include <nlohmann/json.hpp>

namespace ludoteca::games::circular_chess {

namespace {

std::string pieceName(int piece) { return std::string(1, circular_chess::pieceLetter(piece)); }

} // namespace

CircularChessState::Decoded CircularChessState::decode(Action action) const
{
    if (action >= 0 && action < kDraw)
        return {Decoded::Kind::Move, action / kCells + 1, action % kCells + 1, 0};
    if (action == kDraw)
        return {Decoded::Kind::Draw, 0, 0, 0};
    if (action > kFirstDeal && action <= kFirstDeal + kCells)
        return {Decoded::Kind::Deal, 0, 0, action - kFirstDeal};
    if (action > kFirstCard && action <= kFirstCard + kCells)
        return {Decoded::Kind::Card, 0, 0, action - kFirstCard};
    if (action == kFaceDownDeal)
        return {Decoded::Kind::Deal, 0, 0, 0};
    return {};
}

Action CircularChessState::encode(const Decoded &move) const
{
    const auto onBoard = [](int number) { return number >= 1 && number <= kCells; };
    switch (move.kind) {
    case Decoded::Kind::Move:
        return onBoard(move.from) && onBoard(move.to) ? moveAction(move.from, move.to) : kInvalidAction;
    case Decoded::Kind::Draw:
        return kDraw;
    case Decoded::Kind::Deal:
        if (move.card == 0)
            return kFaceDownDeal;
        return onBoard(move.card) ? dealAction(move.card) : kInvalidAction;
    case Decoded::Kind::Card:
        return onBoard(move.card) ? cardAction(move.card) : kInvalidAction;
    case Decoded::Kind::Invalid:
        break;
    }
    return kInvalidAction;
}

std::string CircularChessState::actionToString(Action action) const
{
    const Decoded move = decode(action);
    switch (move.kind) {
    case Decoded::Kind::Draw:
        return "draw";
    case Decoded::Kind::Deal:
        return move.card == 0 ? std::string("deal") : "deal-" + std::to_string(move.card);
    case Decoded::Kind::Card:
        return "card-" + std::to_string(move.card);
    case Decoded::Kind::Move:
        return std::to_string(move.from) + (pieceAt(move.to) != 0 ? "x" : "-") + std::to_string(move.to);
    case Decoded::Kind::Invalid:
        break;
    }
    return "?";
}

std::string CircularChessState::toText() const
{
    static const char *const kCapture[] = {"same", "opposite", "any"};
    std::string text = "Asymmetric Circular Chess, " + std::to_string(players_) + " players, capture "
        + kCapture[static_cast<int>(capture_)] + ", quiet " + std::to_string(quietLimit_) + "\n";
    // Each line holds a radius and the opposite one, inner cells meeting at the pole.
    auto cell = [&](int number) {
        std::string s = number < 10 ? " " : "";
        return s + std::to_string(number) + " " + circular_chess::pieceLetter(board_[idx(number - 1)]);
    };
    text += "        outer . . . . . . . inner | inner . . . . . . . outer\n";
    for (int ray = 0; ray < circular_chess::kRays / 2; ++ray) {
        const int far = ray + circular_chess::kRays / 2;
        text += "ray " + std::string(ray < 10 ? " " : "") + std::to_string(ray) + " ";
        for (int ring = 0; ring < circular_chess::kRings; ++ring)
            text += " " + cell(circular_chess::cellNumber(ray, ring));
        text += " |";
        for (int ring = circular_chess::kRings - 1; ring >= 0; --ring)
            text += " " + cell(circular_chess::cellNumber(far, ring));
        text += "  ray " + std::to_string(far) + "\n";
    }
    text += "deck: " + std::to_string(deckSize_) + " cards; quiet turns: " + std::to_string(quiet_) + "/"
        + std::to_string(quietLimit_) + "; discarded:";
    bool any = false;
    for (int card = 1; card <= kCells; ++card)
        if (discarded_[idx(card - 1)]) {
            text += " " + std::to_string(card);
            any = true;
        }
    text += any ? "\n" : " none\n";
    for (int seat = 0; seat < players_; ++seat) {
        text += "seat " + std::to_string(seat) + ": objective ";
        const int card = objective_[idx(seat)];
        text += card == 0 ? std::string("not dealt")
                          : std::to_string(card) + " (" + pieceName(circular_chess::cardPiece(card)) + ")";
        text += ", captured ";
        std::string taken;
        for (int piece = 1; piece <= circular_chess::kPieceTypes; ++piece)
            taken += std::string(captured_[idx(seat)][idx(piece - 1)], circular_chess::pieceLetter(piece));
        text += taken.empty() ? "nothing" : taken;
        text += ", score " + std::to_string(score(seat)) + "\n";
    }
    switch (phase_) {
    case Phase::Deal:
        text += "dealing the objective of seat " + std::to_string(dealt_) + "\n";
        break;
    case Phase::Turn:
        text += "seat " + std::to_string(seat_) + " to move\n";
        break;
    case Phase::Card:
        text += "seat " + std::to_string(seat_) + " draws a card\n";
        break;
    case Phase::Over: {
        text += "game over, won by";
        for (const int seat : winners())
            text += " seat " + std::to_string(seat);
        text += "\n";
        break;
    }
    }
    return text;
}

bool CircularChessState::seesObjective(int viewer, int seat) const
{
    // A seat sees only its own objective, and so only its own score, until the end.
    return viewer == kOmniscientViewer || viewer == seat || phase_ == Phase::Over;
}

bool CircularChessState::faceDown(int seat) const { return seat < dealt_ && objective_[idx(seat)] == 0; }

int CircularChessState::visibleObjective(int viewer, int seat) const
{
    return seesObjective(viewer, seat) ? objective(seat) : 0;
}

std::vector<std::optional<double>> CircularChessState::visibleScores(int viewer) const
{
    std::vector<std::optional<double>> visible;
    for (int seat = 0; seat < players_; ++seat)
        visible.push_back(seesObjective(viewer, seat) && !faceDown(seat) ? std::optional<double>(score(seat))
                                                                         : std::nullopt);
    return visible;
}

std::string CircularChessState::secretActionText(int viewer, int ply) const
{
    // The deals come first, one per seat in seat order: a card dealt face down reads
    // "deal" to everybody but the seat it was dealt to.
    const auto isDeal = [](Action a) {
        return (a > kFirstDeal && a <= kFirstDeal + kCells) || a == kFaceDownDeal; // not the draw
    };
    const auto &moves = history();
    if (!isDeal(moves[idx(ply)]))
        return {};
    const auto seat = std::count_if(moves.begin(), moves.begin() + ply, isDeal);
    return seesObjective(viewer, static_cast<int>(seat)) ? std::string() : std::string("deal");
}

void CircularChessState::writeJsonExtras(nlohmann::json &json, int viewer) const
{
    auto board = nlohmann::json::object();
    for (int cell = 0; cell < kCells; ++cell)
        if (board_[idx(cell)] != 0)
            board[std::to_string(cell + 1)] = pieceName(board_[idx(cell)]);
    json["board"] = board;
    json["deck"] = deckSize_;
    auto discards = nlohmann::json::array();
    for (int card = 1; card <= kCells; ++card)
        if (discarded_[idx(card - 1)])
            discards.push_back(card);
    json["discards"] = discards;
    auto objectives = nlohmann::json::array();
    auto captured = nlohmann::json::array();
    for (int seat = 0; seat < players_; ++seat) {
        const int card = visibleObjective(viewer, seat);
        if (card == 0) {
            objectives.push_back(nullptr);
        } else {
            objectives.push_back({{"card", card}, {"piece", pieceName(circular_chess::cardPiece(card))}});
        }
        std::string taken;
        for (int piece = 1; piece <= circular_chess::kPieceTypes; ++piece)
            taken += std::string(captured_[idx(seat)][idx(piece - 1)], circular_chess::pieceLetter(piece));
        captured.push_back(taken);
    }
    json["objectives"] = objectives;
    json["captured"] = captured;
    json["quiet"] = quiet_;
    if (phase_ == Phase::Turn || phase_ == Phase::Card)
        json["turn"] = seat_;
    else
        json["turn"] = nullptr;
}

} // namespace ludoteca::games::circular_chess
