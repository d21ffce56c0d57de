#include "ui/setup_dialog.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QCompleter>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "i18n/engine_texts.h"
#include "ludoteca/remote/protocol.h"
#include "online/online_account.h"
#include "ui/game_card.h"
#include "ui/game_picture.h"
#include "ui/option_editor_factory.h"
#include "ludoteca/ai/level_ratings.h"
#include "ui/screen_fit.h"
#include "ui/setup_memory.h"
#include "ui/theme.h"
#include "views/game_presentation.h"

namespace ludoteca::app {

namespace {

// The kind combo's entries: a person, then the computer at each level, weakest first,
// then a friend online.
const std::vector<ai::Level> &kindLevels()
{
    static const std::vector<ai::Level> levels = ai::allLevels();
    return levels;
}

int friendIndex() { return 1 + static_cast<int>(kindLevels().size()); }

bool isComputerIndex(int index) { return index > 0 && index < friendIndex(); }

// What a level is worth in this game, and what to expect of it, for its entry's tooltip.
QString levelDetails(const GameInfo &info, ai::Level level)
{
    const ai::LevelRating rating = ai::levelRating(info.id, level);
    const QString worth = rating.measured
        ? SetupDialog::tr("Rated %1 in %2 (from %3 to %4), measured in games between the levels.")
              .arg(qRound(rating.rating))
              .arg(QString::fromStdString(info.name))
              .arg(qRound(rating.low))
              .arg(qRound(rating.high))
        : SetupDialog::tr("Rated about %1: not yet measured in %2.")
              .arg(qRound(rating.rating))
              .arg(QString::fromStdString(info.name));
    return levelBlurb(level) + QLatin1Char('\n') + worth;
}

class Picture : public QWidget {
public:
    Picture(QString id, QWidget *parent) : QWidget(parent), id_(std::move(id)) { setFixedSize(72, 72); }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        paintGamePicture(painter, rect(), id_);
    }

private:
    QString id_;
};

} // namespace

SetupDialog::SetupDialog(const GameInfo &info, const GameSession &session, QWidget *parent)
    : QDialog(parent), info_(info)
{
    const auto presentation = GamePresentation::create(info.id, session);
    setWindowTitle(tr("New game of %1").arg(QString::fromStdString(info.name)));
    const QString gameId = QString::fromStdString(info.id);
    const SetupChoices remembered = loadSetupChoices(gameId);

    // The body scrolls when the screen is short (a large scale factor); the buttons stay.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 18);
    outer->setSpacing(8);
    scroll_ = new WholeScrollArea(this);
    auto *body = new QWidget(scroll_);
    // A minimum of the body's, not the dialog's: the dialog's own would stop its layout from
    // making room for the body's widest row.
    body->setMinimumWidth(520);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(22, 20, 22, 0);
    layout->setSpacing(14);
    addHeader(layout, gameId);
    addSeats(layout, *presentation, remembered);
    if (!info.options.empty())
        addOptions(layout, remembered);

    errorLabel_ = new QLabel(this);
    errorLabel_->setObjectName(QStringLiteral("error"));
    errorLabel_->setWordWrap(true);
    errorLabel_->hide();
    layout->addWidget(errorLabel_);

    scroll_->setWidget(body);
    outer->addWidget(scroll_, 1);
    addButtons(outer, gameId);
    revalidate();
    offerLastName(); // a set-up remembered from before the name was known
    // As tall as the body wants, not the two thirds of the screen Qt gives a new window;
    // the screen fitter still keeps it on the screen.
    resize(sizeHint());
}

// Picture, name, designer, summary.
void SetupDialog::addHeader(QVBoxLayout *layout, const QString &gameId)
{
    auto *header = new QHBoxLayout;
    header->setSpacing(16);
    header->addWidget(new Picture(gameId, this), 0, Qt::AlignTop);
    auto *titles = new QVBoxLayout;
    titles->setSpacing(2);
    auto *name = new QLabel(QString::fromStdString(info_.name), this);
    name->setFont(theme::font(font(), 1.6, QFont::DemiBold));
    titles->addWidget(name);
    // Some rules texts do not name their author: then the byline gives the players only.
    const QString bylineText = info_.designer.empty()
        ? playersText(info_)
        : tr("by %1 · %2").arg(QString::fromStdString(info_.designer), playersText(info_));
    auto *byline = new QLabel(bylineText, this);
    byline->setObjectName(QStringLiteral("muted"));
    titles->addWidget(byline);
    auto *summary = new QLabel(engine_texts::summary(info_), this);
    summary->setWordWrap(true);
    titles->addWidget(summary);
    header->addLayout(titles, 1);
    layout->addLayout(header);
}

// A row per seat (who plays it, under which name), and Match My Strength.
void SetupDialog::addSeats(QVBoxLayout *layout, const GamePresentation &presentation, const SetupChoices &remembered)
{
    auto *players = new QGroupBox(tr("Players"), this);
    auto *grid = new QGridLayout(players);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(8);
    grid->setColumnStretch(2, 1);
    for (int i = 0; i < kMaxPlayers; ++i) {
        SeatRow row;
        const QString seatName = i == 0 ? tr("Seat 1 (starts)") : tr("Seat %1").arg(i + 1);
        const QString role = presentation.seatRole(i);
        row.label = new QLabel(role.isEmpty() ? seatName : tr("%1: %2").arg(seatName, role), players);
        row.label->setObjectName(QStringLiteral("seatLabel%1").arg(i));
        row.kind = new QComboBox(players);
        row.kind->setObjectName(QStringLiteral("seatKind%1").arg(i));
        // On Linux a combo box speaks its value ("Person") as its name: the seat's label,
        // as its buddy, tells a screen reader which seat it chooses for.
        row.kind->setAccessibleName(tr("Seat %1 kind").arg(i + 1));
        row.label->setBuddy(row.kind);
        row.kind->addItem(tr("Person"));
        for (const auto level : kindLevels()) {
            row.kind->addItem(
                tr("Computer · %1 (%2)").arg(levelLabel(level)).arg(qRound(ai::levelRating(info_.id, level).rating)));
            row.kind->setItemData(row.kind->count() - 1, levelDetails(info_, level), Qt::ToolTipRole);
        }
        row.kind->addItem(tr("A Friend Online"));
        row.kind->setItemData(row.kind->count() - 1,
                              tr("A friend plays this seat from their own computer: type their address, and "
                                 "Start sends them the invitation"),
                              Qt::ToolTipRole);
        row.name = new QLineEdit(players);
        row.name->setObjectName(QStringLiteral("seatName%1").arg(i));
        row.name->setAccessibleName(tr("Seat %1 name").arg(i + 1));
        row.name->setPlaceholderText(tr("Name"));
        row.name->setMaxLength(Seat::kMaxNameLength);
        connect(row.name, &QLineEdit::textChanged, this, &SetupDialog::revalidate);

        Seat seat;
        if (i < remembered.seats.size()) {
            seat = remembered.seats[i];
        } else if (i > 0) {
            seat.kind = Seat::Kind::Ai;
            seat.name = tr("Computer %1").arg(i + 1);
        } else {
            seat.name = lastPersonName().isEmpty() ? tr("Player 1") : lastPersonName();
        }
        grid->addWidget(row.label, i, 0);
        grid->addWidget(row.kind, i, 1);
        grid->addWidget(row.name, i, 2);
        rows_.append(row);
        setSeat(i, seat);
        // A computer's default name follows its seat; a person's is left as typed.
        connect(row.kind, &QComboBox::currentIndexChanged, this, [this, i](int index) {
            QLineEdit *edit = rows_[i].name;
            if (defaultName(edit->text()) || index == friendIndex())
                edit->setText(index == 0                   ? tr("Player %1").arg(i + 1)
                                  : index == friendIndex() ? QString()
                                                           : tr("Computer %1").arg(i + 1));
            edit->setPlaceholderText(index == friendIndex() ? tr("friend@example.org") : tr("Name"));
            offerLastName();
            seatKindChanged();
            updateCompleters();
            revalidate(); // a person's name is checked, a computer's is not
        });
    }
    // The computer seats at the level nearest the first person's rating in this game.
    matchStrength_ = new QPushButton(tr("Match My Strength"), players);
    matchStrength_->setObjectName(QStringLiteral("matchStrength"));
    connect(matchStrength_, &QPushButton::clicked, this, &SetupDialog::matchStrength);
    strengthNote_ = new QLabel(players);
    strengthNote_->setObjectName(QStringLiteral("strengthNote"));
    strengthNote_->setWordWrap(true);
    strengthNote_->setTextFormat(Qt::PlainText); // it quotes a name
    grid->addWidget(matchStrength_, kMaxPlayers, 1);
    grid->addWidget(strengthNote_, kMaxPlayers, 2);
    layout->addWidget(players);
}

// An editor per option of the game's schema, with its help beneath it.
void SetupDialog::addOptions(QVBoxLayout *layout, const SetupChoices &remembered)
{
    auto *optionsBox = new QGroupBox(tr("Options"), this);
    auto *form = new QFormLayout(optionsBox);
    form->setHorizontalSpacing(14);
    form->setVerticalSpacing(8);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (const OptionSpec &spec : info_.options) {
        std::string initial = spec.defaultValue;
        for (const auto &[key, value] : remembered.options)
            if (key == spec.key && spec.check(value).empty())
                initial = value;
        QWidget *editor = makeEditor(spec, initial);
        const QString helpText = engine_texts::optionHelp(info_, spec);
        auto *label = new QLabel(engine_texts::optionLabel(info_, spec), optionsBox);
        label->setToolTip(helpText);
        editor->setToolTip(helpText);
        // The label's buddy is the editor's row, so the editor says its name itself.
        editor->setAccessibleName(label->text().remove(QLatin1Char('&')).remove(QLatin1Char(':')).trimmed());
        // The editor keeps its natural width; its help text wraps beneath it.
        auto *field = new QWidget(optionsBox);
        auto *fieldLayout = new QVBoxLayout(field);
        fieldLayout->setContentsMargins(0, 0, 0, 4);
        fieldLayout->setSpacing(3);
        fieldLayout->addWidget(editor, 0, Qt::AlignLeft);
        // A game may add its own editor for a text option (e.g. a picture of a layout).
        if (auto *text = qobject_cast<QLineEdit *>(editor))
            if (QWidget *custom = OptionEditorFactory::create(info_.id, spec, *text, field)) {
                custom->setObjectName(QStringLiteral("custom_") + QString::fromStdString(spec.key));
                fieldLayout->addWidget(custom, 0, Qt::AlignLeft);
            }
        if (!spec.help.empty()) {
            auto *help = new QLabel(helpText, field);
            help->setObjectName(QStringLiteral("muted"));
            help->setWordWrap(true);
            help->setFont(theme::font(font(), 0.9));
            // A fixed width lets the label know its wrapped height up front (form
            // layouts do not pass height-for-width down to nested layouts).
            constexpr int kHelpWidth = 380;
            help->setFixedWidth(kHelpWidth);
            help->setMinimumHeight(help->heightForWidth(kHelpWidth));
            fieldLayout->addWidget(help);
        }
        form->addRow(label, field);
    }
    layout->addWidget(optionsBox);
}

// Rules on the left; Cancel and Start (the default) on the right.
void SetupDialog::addButtons(QVBoxLayout *outer, const QString &gameId)
{
    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(22, 0, 22, 0);
    auto *rules = new QPushButton(tr("Rules…"), this);
    rules->setObjectName(QStringLiteral("rules"));
    auto *cancel = new QPushButton(tr("Cancel"), this);
    start_ = new QPushButton(tr("Start"), this);
    start_->setObjectName(QStringLiteral("primary"));
    start_->setDefault(true);
    buttons->addWidget(rules);
    buttons->addStretch(1);
    buttons->addWidget(cancel);
    buttons->addWidget(start_);
    connect(start_, &QPushButton::clicked, this, &SetupDialog::accept);
    connect(cancel, &QPushButton::clicked, this, &SetupDialog::reject);
    connect(rules, &QPushButton::clicked, this, [this, gameId] { emit rulesRequested(gameId); });
    outer->addLayout(buttons);
}

void SetupDialog::matchStrength()
{
    int person = -1;
    for (int i = 0; i < seatCount_ && person < 0; ++i)
        if (rows_[i].kind->currentIndex() == 0)
            person = i;
    if (person < 0 || !matchStrength_->isEnabled())
        return;
    const QString name = rows_[person].name->text().trimmed();
    const std::optional<Strength> strength = strengths_ ? strengths_(name) : std::nullopt;
    ai::Level chosen = ai::Level::Beginner;
    if (strength) {
        const double surely = strength->rating - 2.0 * strength->deviation;
        double nearest = 1e9;
        for (const ai::Level level : kindLevels()) {
            const double gap = std::abs(ai::levelRating(info_.id, level).rating - surely);
            if (gap < nearest) {
                nearest = gap;
                chosen = level;
            }
        }
    }
    for (int i = 0; i < seatCount_; ++i)
        if (isComputerIndex(rows_[i].kind->currentIndex()))
            rows_[i].kind->setCurrentIndex(
                1
                + static_cast<int>(std::find(kindLevels().begin(), kindLevels().end(), chosen) - kindLevels().begin()));
    strengthNote_->setText(strength ? tr("%1, the level nearest the low end of %2's rating, %3 ± %4.")
                                          .arg(levelLabel(chosen), name)
                                          .arg(qRound(strength->rating))
                                          .arg(qRound(2.0 * strength->deviation))
                                    : tr("%1: %2 has no rating in this game yet.").arg(levelLabel(chosen), name));
}

void SetupDialog::offerNames(const QStringList &names)
{
    names_ = names;
    updateCompleters();
}

void SetupDialog::offerFriends(const QStringList &addresses)
{
    friends_ = addresses;
    updateCompleters();
}

void SetupDialog::updateCompleters()
{
    for (const SeatRow &row : std::as_const(rows_)) {
        const bool friendSeat = row.kind->currentIndex() == friendIndex();
        row.name->setMaxLength(friendSeat ? Seat::kMaxAddressLength : Seat::kMaxNameLength);
        const QStringList &offered = friendSeat ? friends_ : names_;
        if (row.name->completer() && row.name->completer()->property("offered").toStringList() == offered)
            continue;
        // The line edit deletes the completer it had, being its parent.
        auto *completer = new QCompleter(offered, row.name);
        completer->setProperty("offered", offered);
        completer->setCaseSensitivity(Qt::CaseInsensitive);
        row.name->setCompleter(completer);
    }
}

QWidget *SetupDialog::makeEditor(const OptionSpec &spec, const std::string &initial)
{
    const QString key = QString::fromStdString(spec.key);
    QWidget *editor = nullptr;
    switch (spec.kind) {
    case OptionSpec::Kind::Choice: {
        auto *combo = new QComboBox(this);
        for (const auto &choice : spec.choices)
            combo->addItem(engine_texts::optionValue(info_, spec, choice), QString::fromStdString(choice));
        combo->setCurrentIndex(std::max(0, combo->findData(QString::fromStdString(initial))));
        connect(combo, &QComboBox::currentIndexChanged, this, &SetupDialog::revalidate);
        editor = combo;
        break;
    }
    case OptionSpec::Kind::Integer: {
        auto *spin = new QSpinBox(this);
        spin->setRange(spec.minimum, spec.maximum);
        spin->setSingleStep(std::max(1, spec.step));
        spin->setValue(QString::fromStdString(initial).toInt());
        spin->setMinimumWidth(90);
        connect(spin, &QSpinBox::valueChanged, this, &SetupDialog::revalidate);
        editor = spin;
        break;
    }
    case OptionSpec::Kind::Text: {
        auto *edit = new QLineEdit(QString::fromStdString(initial), this);
        edit->setMinimumWidth(200);
        connect(edit, &QLineEdit::textChanged, this, &SetupDialog::revalidate);
        editor = edit;
        break;
    }
    }
    editor->setObjectName(QStringLiteral("option_") + key);
    editors_.insert(key, editor);
    return editor;
}

QString SetupDialog::editorValue(const QString &key) const
{
    QWidget *editor = editors_.value(key);
    if (auto *combo = qobject_cast<QComboBox *>(editor))
        return combo->currentData().toString();
    if (auto *spin = qobject_cast<QSpinBox *>(editor))
        return QString::number(spin->value());
    if (auto *edit = qobject_cast<QLineEdit *>(editor))
        return edit->text();
    return {};
}

void SetupDialog::revalidate()
{
    if (!start_)
        return; // still being built: the constructor checks everything once at its end
    std::vector<std::pair<std::string, std::string>> given;
    for (const OptionSpec &spec : info_.options)
        given.emplace_back(spec.key, editorValue(QString::fromStdString(spec.key)).toStdString());
    // An option that does not matter with the others as they are is greyed out, its label too.
    const Options chosen(given.begin(), given.end());
    for (const OptionSpec &spec : info_.options) {
        QWidget *editor = editors_.value(QString::fromStdString(spec.key));
        QWidget *field = editor ? editor->parentWidget() : nullptr;
        if (!field)
            continue;
        const bool applies = optionApplies(spec, chosen);
        field->setEnabled(applies);
        if (auto *form = qobject_cast<QFormLayout *>(field->parentWidget()->layout()))
            if (QWidget *label = form->labelForField(field))
                label->setEnabled(applies);
    }
    Message why;
    Options resolved;
    if (info_.resolveOptions(given, resolved, why)) {
        resolved_ = resolved;
        error_.clear();
    } else {
        error_ = engine_texts::message(info_, why);
        if (!error_.isEmpty())
            error_[0] = error_[0].toUpper();
    }
    updateSeatRows();
    // A person's name as every door takes it (empty: the seat's default name).
    for (int i = 0; i < seatCount_ && i < rows_.size() && error_.isEmpty(); ++i) {
        const QString name = rows_[i].name->text().trimmed();
        if (rows_[i].kind->currentIndex() == friendIndex()) {
            error_ = friendProblem(i, name);
            continue;
        }
        if (rows_[i].kind->currentIndex() != 0 || name.isEmpty())
            continue;
        if (const QString problem = personNameProblem(name); !problem.isEmpty())
            error_ = tr("Seat %1: %2").arg(i + 1).arg(problem);
    }
    errorLabel_->setText(error_);
    errorLabel_->setVisible(!error_.isEmpty());
    start_->setEnabled(error_.isEmpty());
}

void SetupDialog::updateSeatRows()
{
    int count = info_.minPlayers;
    if (editors_.contains(QStringLiteral("players"))) {
        bool ok = false;
        const int chosen = editorValue(QStringLiteral("players")).toInt(&ok);
        if (ok)
            count = chosen;
    }
    seatCount_ = std::clamp(count, 1, static_cast<int>(rows_.size()));
    for (int i = 0; i < rows_.size(); ++i) {
        const bool shown = i < seatCount_;
        rows_[i].label->setVisible(shown);
        rows_[i].kind->setVisible(shown);
        rows_[i].name->setVisible(shown);
    }
    updateMatchStrength();
    // The box's own layout learns of the hidden rows only in the event loop; its size hint
    // must be fresh now, as the dialog takes its size from it before it is shown.
    if (!rows_.isEmpty())
        rows_.front().kind->parentWidget()->updateGeometry();
    // More seats shown: the dialog grows to show them, as far as the screen lets it.
    if (isVisible()) {
        scroll_->updateGeometry();
        const int wanted = sizeHint().height();
        if (wanted > height()) {
            resize(width(), wanted);
            fitToScreen(this);
        }
    }
}

// Match My Strength has something to do only with a person and a computer among the seats.
void SetupDialog::updateMatchStrength()
{
    if (!matchStrength_)
        return; // still building the rows
    bool person = false;
    bool computer = false;
    for (int i = 0; i < seatCount_; ++i) {
        const int index = rows_[i].kind->currentIndex();
        person = person || index == 0;
        computer = computer || isComputerIndex(index);
    }
    matchStrength_->setEnabled(person && computer);
    matchStrength_->setToolTip(person && computer
                                   ? tr("Sets every computer seat to the level nearest the first person's rating in "
                                        "this game, or to Beginner for a game they never played")
                                   : tr("Needs a person and a computer among the seats"));
}

bool SetupDialog::defaultName(const QString &name) const
{
    return name.isEmpty() || name == lastPersonName() || name.startsWith(tr("Computer"))
        || name.startsWith(tr("Player"));
}

void SetupDialog::offerLastName()
{
    const QString last = lastPersonName();
    if (last.isEmpty())
        return;
    QLineEdit *free = nullptr;
    for (int i = 0; i < seatCount_ && i < rows_.size(); ++i) {
        const SeatRow &row = rows_[i];
        if (row.kind->currentIndex() != 0)
            continue;
        if (row.name->text() == last)
            return;
        if (!free && defaultName(row.name->text()))
            free = row.name;
    }
    if (free)
        free->setText(last);
}

void SetupDialog::seatKindChanged()
{
    if (strengthNote_)
        strengthNote_->clear(); // it spoke of the seats as they were
    updateMatchStrength();
}

QVector<Seat> SetupDialog::seats() const
{
    QVector<Seat> result;
    for (int i = 0; i < seatCount_; ++i) {
        Seat seat;
        const int index = rows_[i].kind->currentIndex();
        seat.kind = index == 0 ? Seat::Kind::Human : index == friendIndex() ? Seat::Kind::Remote : Seat::Kind::Ai;
        if (isComputerIndex(index))
            seat.level = kindLevels()[static_cast<std::size_t>(index - 1)];
        seat.name = rows_[i].name->text().trimmed();
        result.append(seat);
    }
    return result;
}

void SetupDialog::setSeat(int index, const Seat &seat)
{
    if (index < 0 || index >= rows_.size())
        return;
    int kind = 0;
    if (seat.isAi())
        kind = 1
            + static_cast<int>(std::find(kindLevels().begin(), kindLevels().end(), seat.level) - kindLevels().begin());
    else if (seat.isRemote())
        kind = friendIndex();
    {
        const QSignalBlocker blocker(rows_[index].kind);
        rows_[index].kind->setCurrentIndex(kind);
    }
    updateCompleters(); // the length the name may have, before it is set
    rows_[index].name->setText(seat.name);
    rows_[index].name->setPlaceholderText(seat.isRemote() ? tr("friend@example.org") : tr("Name"));
    seatKindChanged();
}

QString SetupDialog::friendProblem(int seat, const QString &address) const
{
    const QString own = OnlineAccount().address();
    if (own.isEmpty())
        return tr("To invite a friend, first set up your online account: Settings → Online Account…");
    if (address.isEmpty())
        return tr("Seat %1: type your friend's address, such as friend@example.org.").arg(seat + 1);
    if (!remote::isBareAddress(address.toStdString()))
        return tr("Seat %1: “%2” is not an address such as friend@example.org.").arg(seat + 1).arg(address);
    if (address.compare(own, Qt::CaseInsensitive) == 0)
        return tr("Seat %1: that is your own address; a friend plays from theirs.").arg(seat + 1);
    for (int other = 0; other < seat; ++other)
        if (rows_[other].kind->currentIndex() == friendIndex()
            && rows_[other].name->text().trimmed().compare(address, Qt::CaseInsensitive) == 0)
            return tr("Seats %1 and %2 invite the same friend; each friend plays one seat.")
                .arg(other + 1)
                .arg(seat + 1);
    return {};
}

void SetupDialog::accept()
{
    revalidate();
    if (!error_.isEmpty())
        return;
    saveSetupChoices(QString::fromStdString(info_.id), resolved_, seats());
    QDialog::accept();
}

} // namespace ludoteca::app
