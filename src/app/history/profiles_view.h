#pragma once
// The History window's Players page: every profile people have played under, drawn in its
// colour, with the games it played. Rename… gives a profile a new name and keeps its games
// (two profiles never share a name: renaming one to another's name offers to merge them,
// one person who played under two names); Colour… chooses the colour it is drawn in here and in
// the statistics (its rating line, the list of players); Automatic Colour gives it back
// the app's choice. Every change goes through the window's HistoryStore.

#include <functional>
#include <optional>

#include <QColor>
#include <QHash>
#include <QVector>
#include <QWidget>

#include "history/history_store.h"

class QLabel;
class QPushButton;
class QStandardItemModel;
class QTableView;

namespace ludoteca::app {

// The colour a profile is drawn in: its own, or one from a fixed palette chosen by its name,
// so that it stays the same from one start to the next.
QColor profileColour(const HistoryProfile &profile);

class ProfilesView : public QWidget {
    Q_OBJECT

public:
    enum Column { Name, Games, ColumnCount };
    static constexpr int kIdRole = Qt::UserRole + 1;

    // `store` is the History window's, open or not; it outlives the view.
    explicit ProfilesView(HistoryStore &store, QWidget *parent = nullptr);

    // The profiles with how many games each played (a profile's id -> games), as the
    // history's reader read them together (HistorySnapshot).
    void setProfiles(const QVector<HistoryProfile> &profiles, const QHash<qint64, int> &games);

    // Asked for a new name (the current one given); nothing: the player cancelled.
    // Replaces the input dialog, so tests never meet a blocking dialog.
    using AskName = std::function<std::optional<QString>(const QString &current)>;
    void setAskName(AskName ask) { askName_ = std::move(ask); }
    // Asked for a colour (the current one given); nothing: cancelled. Replaces the colour dialog.
    using AskColour = std::function<std::optional<QColor>(const QColor &current)>;
    void setAskColour(AskColour ask) { askColour_ = std::move(ask); }
    // Asked whether the profile `from` is the person called `into` and should be merged
    // into that profile; true: merge. Replaces the question box.
    using AskMerge = std::function<bool(const QString &from, const QString &into)>;
    void setAskMerge(AskMerge ask) { askMerge_ = std::move(ask); }

    QStandardItemModel *model() const { return model_; }
    QTableView *table() const { return table_; }
    bool select(const QString &name);
    // What the buttons do; true when the profile changed.
    bool renameSelected();
    bool chooseColour();
    bool useAutomaticColour();
    QString status() const;

signals:
    // A profile's name or colour changed: what shows them reads the history again.
    void profilesChanged();

private:
    void updateButtons();
    qint64 selectedId() const;
    std::optional<HistoryProfile> selectedProfile() const;
    bool finish(bool done, const QString &error, const QString &name);

    HistoryStore &store_;
    QVector<HistoryProfile> profiles_;
    QStandardItemModel *model_ = nullptr;
    QTableView *table_ = nullptr;
    QPushButton *renameButton_ = nullptr;
    QPushButton *colourButton_ = nullptr;
    QPushButton *automaticButton_ = nullptr;
    QLabel *status_ = nullptr;
    AskName askName_;
    AskColour askColour_;
    AskMerge askMerge_;
};

} // namespace ludoteca::app
