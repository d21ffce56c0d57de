#include "history/profiles_view.h"

#include <algorithm>
#include <array>

#include <QColorDialog>
#include <QHash>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

#include "ui/setup_memory.h"

namespace ludoteca::app {

namespace {

// Mid-tone colours that read on the light and the dark colours alike.
constexpr std::array<QRgb, 8> kPalette {0x3b7dd8, 0xd2642a, 0x2e9e5b, 0x9b59b6, 0xb8911a, 0x1b9aaa, 0xd0467e, 0x7a8288};

QIcon swatch(const QColor &colour)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(colour.darker(140), 1));
    painter.setBrush(colour);
    painter.drawEllipse(QRectF(1.5, 1.5, 13, 13));
    return QIcon(pixmap);
}

} // namespace

QColor profileColour(const HistoryProfile &profile)
{
    const QColor own(profile.colour);
    if (!profile.colour.isEmpty() && own.isValid())
        return own;
    // Not qHash: it is seeded anew on every start.
    unsigned sum = 0;
    for (const QChar c : profile.name)
        sum = sum * 31u + c.unicode();
    return QColor(kPalette[sum % kPalette.size()]);
}

ProfilesView::ProfilesView(HistoryStore &store, QWidget *parent) : QWidget(parent), store_(store)
{
    model_ = new QStandardItemModel(0, ColumnCount, this);
    model_->setHorizontalHeaderLabels({tr("Player"), tr("Games")});
    table_ = new QTableView(this);
    table_->setObjectName(QStringLiteral("profilesTable"));
    table_->setAccessibleName(tr("Players"));
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(Games, QHeaderView::ResizeToContents);

    renameButton_ = new QPushButton(tr("&Rename…"), this);
    renameButton_->setToolTip(tr("Give the player a new name; their games and rating stay theirs."));
    colourButton_ = new QPushButton(tr("C&olour…"), this);
    automaticButton_ = new QPushButton(tr("&Automatic Colour"), this);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *button : {renameButton_, colourButton_, automaticButton_})
        buttons->addWidget(button);
    buttons->addStretch();

    auto *explanation = new QLabel(tr("The names people play under. Each name keeps its games, statistics and "
                                      "ratings; the set-up offers it for the seats. Rename one to another's "
                                      "name to merge two names of one person."),
                                   this);
    explanation->setWordWrap(true);
    status_ = new QLabel(this);
    status_->setTextFormat(Qt::PlainText); // it quotes names
    status_->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(explanation);
    layout->addWidget(table_, 1);
    layout->addLayout(buttons);
    layout->addWidget(status_);

    connect(renameButton_, &QPushButton::clicked, this, &ProfilesView::renameSelected);
    connect(colourButton_, &QPushButton::clicked, this, &ProfilesView::chooseColour);
    connect(automaticButton_, &QPushButton::clicked, this, &ProfilesView::useAutomaticColour);
    connect(table_, &QTableView::doubleClicked, this, &ProfilesView::renameSelected);
    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ProfilesView::updateButtons);
    updateButtons();
}

void ProfilesView::setProfiles(const QVector<HistoryProfile> &profiles, const QHash<qint64, int> &gamesOf)
{
    const qint64 selected = selectedId();
    profiles_ = profiles;
    model_->removeRows(0, model_->rowCount());
    for (const HistoryProfile &profile : std::as_const(profiles_)) {
        const int games = gamesOf.value(profile.id);
        auto *name = new QStandardItem(swatch(profileColour(profile)), profile.name);
        name->setData(profile.id, kIdRole);
        auto *count = new QStandardItem(QString::number(games));
        count->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        model_->appendRow({name, count});
        if (profile.id == selected)
            table_->selectRow(model_->rowCount() - 1);
    }
    updateButtons();
}

bool ProfilesView::select(const QString &name)
{
    const auto found = model_->findItems(name, Qt::MatchExactly, Name);
    if (found.isEmpty())
        return false;
    table_->selectRow(found.front()->row());
    return true;
}

qint64 ProfilesView::selectedId() const
{
    const QModelIndexList rows = table_->selectionModel()->selectedRows(Name);
    return rows.isEmpty() ? 0 : rows.front().data(kIdRole).toLongLong();
}

std::optional<HistoryProfile> ProfilesView::selectedProfile() const
{
    const qint64 id = selectedId();
    for (const HistoryProfile &profile : profiles_)
        if (profile.id == id)
            return profile;
    return std::nullopt;
}

void ProfilesView::updateButtons()
{
    const auto profile = selectedProfile();
    const bool chosen = profile.has_value() && store_.isOpen();
    renameButton_->setEnabled(chosen);
    colourButton_->setEnabled(chosen);
    automaticButton_->setEnabled(chosen && !profile->colour.isEmpty());
}

bool ProfilesView::finish(bool done, const QString &error, const QString &name)
{
    status_->setText(done ? QString() : error);
    if (!done)
        return false;
    emit profilesChanged();
    select(name);
    return true;
}

bool ProfilesView::renameSelected()
{
    const auto profile = selectedProfile();
    if (!profile)
        return false;
    std::optional<QString> name;
    if (askName_) {
        name = askName_(profile->name);
    } else {
        bool ok = false;
        const QString given =
            QInputDialog::getText(this, tr("Rename Player"), tr("New name for %1:").arg(profile->name),
                                  QLineEdit::Normal, profile->name, &ok);
        if (ok)
            name = given;
    }
    if (!name || name->trimmed() == profile->name)
        return false;
    const QString wanted = name->trimmed();
    QString error;
    bool done = false;
    const auto other = std::find_if(profiles_.cbegin(), profiles_.cend(),
                                    [&](const HistoryProfile &each) { return each.name == wanted; });
    if (other != profiles_.cend()) {
        // The same person under two names: one profile, with both one's games.
        const bool merge = askMerge_
            ? askMerge_(profile->name, other->name)
            : QMessageBox::question(this, tr("Merge Players"),
                                    tr("%1 is already a player. Are %2 and %1 the same "
                                       "person? Merging keeps every game of both under %1.")
                                        .arg(other->name, profile->name),
                                    QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
                == QMessageBox::Yes;
        if (!merge)
            return false;
        done = store_.mergeProfile(profile->id, other->id, error);
    } else {
        done = store_.renameProfile(profile->id, wanted, error);
    }
    if (done)
        renamePerson(profile->name, wanted); // the set-ups offer the new name
    return finish(done, error, wanted);
}

bool ProfilesView::chooseColour()
{
    const auto profile = selectedProfile();
    if (!profile)
        return false;
    const QColor current = profileColour(*profile);
    std::optional<QColor> colour;
    if (askColour_) {
        colour = askColour_(current);
    } else {
        const QColor chosen = QColorDialog::getColor(current, this, tr("Colour of %1").arg(profile->name));
        if (chosen.isValid())
            colour = chosen;
    }
    if (!colour || !colour->isValid())
        return false;
    QString error;
    const bool done = store_.setProfileColour(profile->id, colour->name(QColor::HexRgb), error);
    return finish(done, error, profile->name);
}

bool ProfilesView::useAutomaticColour()
{
    const auto profile = selectedProfile();
    if (!profile || profile->colour.isEmpty())
        return false;
    QString error;
    const bool done = store_.setProfileColour(profile->id, QString(), error);
    return finish(done, error, profile->name);
}

QString ProfilesView::status() const { return status_->text(); }

} // namespace ludoteca::app
