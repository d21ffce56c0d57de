#pragma once
// Setting up a game: who sits at each seat (a person or the computer at a level, and a
// name, or a friend online and their address) and the game's options, built from the engine's option schema and checked
// by GameInfo::resolveOptions as they change. The last choices are remembered per game.

#include <functional>
#include <optional>

#include <QDialog>
#include <QHash>
#include <QVector>

#include "ludoteca/core/game_info.h"
#include "session/seat.h"

class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QVBoxLayout;

namespace ludoteca::app {

class GamePresentation;
class GameSession;
struct SetupChoices;
class WholeScrollArea;

class SetupDialog : public QDialog {
    Q_OBJECT

public:
    // The session only lends the game's presentation its words (each seat's role).
    SetupDialog(const GameInfo &info, const GameSession &session, QWidget *parent = nullptr);

    const GameInfo &game() const { return info_; }
    // The chosen options, complete (valid when error() is empty).
    Options options() const { return resolved_; }
    QVector<Seat> seats() const;
    int seatCount() const { return seatCount_; }
    QString error() const { return error_; }

    // For tests and scripted set-ups: the editor of an option (QComboBox, QSpinBox or
    // QLineEdit), and direct access to a seat's row.
    QWidget *optionEditor(const QString &key) const { return editors_.value(key); }
    void setSeat(int index, const Seat &seat);
    QPushButton *startButton() const { return start_; }
    // The names people have played under (the history's profiles), offered as each seat's
    // name is typed.
    void offerNames(const QStringList &names);
    // The online account's contacts, offered as a friend's address is typed.
    void offerFriends(const QStringList &addresses);
    // A person's rating in this game and its deviation (the uncertainty, one standard
    // deviation), for Match My Strength.
    struct Strength {
        double rating = 0.0;
        double deviation = 0.0;
    };
    // By name; none: never rated.
    void setStrengths(std::function<std::optional<Strength>(const QString &name)> strengths)
    {
        strengths_ = std::move(strengths);
    }
    // Match My Strength: every computer seat at the level nearest the low end of the first
    // person's rating (two deviations below it: what the games so far show they surely
    // reach), or Beginner when they have none. Until the rating is known, the computer
    // stays gentle.
    void matchStrength();

public slots:
    void accept() override;

signals:
    void rulesRequested(const QString &gameId);

private:
    // Each seat's name field offers the names people played under and takes a name's
    // length, or for a friend's seat the account's contacts and an address's length.
    void updateCompleters();
    QStringList names_;
    QStringList friends_;
    struct SeatRow {
        QLabel *label = nullptr;
        QComboBox *kind = nullptr;
        QLineEdit *name = nullptr;
    };

    // The constructor's parts, top to bottom.
    void addHeader(QVBoxLayout *layout, const QString &gameId);
    void addSeats(QVBoxLayout *layout, const GamePresentation &presentation, const SetupChoices &remembered);
    void addOptions(QVBoxLayout *layout, const SetupChoices &remembered);
    void addButtons(QVBoxLayout *outer, const QString &gameId);
    QWidget *makeEditor(const OptionSpec &spec, const std::string &initial);
    QString editorValue(const QString &key) const;
    void revalidate();
    void updateSeatRows();
    void updateMatchStrength();
    // Why seat `seat` cannot invite the friend at `address`; empty when it can.
    QString friendProblem(int seat, const QString &address) const;
    // A seat's person or computer changed: Match My Strength's note no longer holds.
    void seatKindChanged();
    // Whether `name` is one the dialog gave, not one a player typed: empty, "Player N",
    // "Computer N" or the name this computer's player last used.
    bool defaultName(const QString &name) const;
    // The name this computer's player last used goes to the first person's seat with a
    // name the dialog gave, unless a person's seat already has it: whichever seat they
    // take, they keep one name (and one profile in the history).
    void offerLastName();

    const GameInfo &info_;
    QHash<QString, QWidget *> editors_;
    QVector<SeatRow> rows_;
    int seatCount_ = 0;
    Options resolved_;
    QString error_;
    QLabel *errorLabel_ = nullptr;
    WholeScrollArea *scroll_ = nullptr;
    QPushButton *start_ = nullptr;
    QPushButton *matchStrength_ = nullptr;
    QLabel *strengthNote_ = nullptr;
    std::function<std::optional<Strength>(const QString &name)> strengths_;
};

} // namespace ludoteca::app
