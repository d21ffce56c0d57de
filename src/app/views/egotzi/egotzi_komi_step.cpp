#include "views/egotzi/egotzi_komi_step.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

#include "ludoteca/core/options.h"
#include "ludoteca/core/registry.h"
#include "ludoteca/games/egotzi.h"

namespace ludoteca::app::egotzi {

namespace {

QString seatName(const Seat &seat, int index)
{
    return seat.name.trimmed().isEmpty() ? QObject::tr("Player %1").arg(index + 1) : seat.name.toHtmlEscaped();
}

SetupStepDialog *makeKomiStep(const Options &options, const QVector<Seat> &seats, QWidget *parent)
{
    return EgotziKomiStep::appliesTo(options, seats) ? new EgotziKomiStep(options, seats, parent) : nullptr;
}

} // namespace

EgotziKomiStep::EgotziKomiStep(const Options &options, const QVector<Seat> &seats, QWidget *parent)
    : SetupStepDialog(parent), options_(options), seats_(seats)
{
    setWindowTitle(tr("Komi"));
    // Wide enough for the explanations to wrap into a few lines rather than many.
    setMinimumWidth(460);
    pages_ = new QStackedWidget(this);
    pages_->addWidget(makeNamingPage());
    pages_->addWidget(makeChoosingPage());
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(pages_);
    komi_->setFocus();
}

bool EgotziKomiStep::appliesTo(const Options &options, const QVector<Seat> &seats)
{
    return textOption(options, "variant") == "squared" && seats.size() == 2 && seats[0].isPerson()
        && seats[1].isPerson();
}

QWidget *EgotziKomiStep::makeNamingPage()
{
    auto *page = new QWidget(this);
    auto *text = new QLabel(tr("<p><b>%1</b> names the komi: the points White adds to its score at the end.</p>"
                               "<p>Then <b>%2</b> chooses a colour, so name the komi that makes both colours "
                               "equally good to you.</p>")
                                .arg(seatName(seats_[0], 0), seatName(seats_[1], 1)),
                            page);
    text->setTextFormat(Qt::RichText); // the names in it are escaped
    text->setWordWrap(true);

    const int size = integerOption(options_, "size");
    komi_ = new QSpinBox(page);
    komi_->setObjectName(QStringLiteral("egotzi_komi"));
    komi_->setAccessibleName(tr("Komi"));
    komi_->setRange(0, games::egotzi::EgotziState::maxKomi(size));
    komi_->setSingleStep(2);
    komi_->setValue(integerOption(options_, "komi"));
    komi_->setSuffix(tr(" points"));
    evenHint_ = new QLabel(tr("The komi is an even number."), page);
    evenHint_->setStyleSheet(QStringLiteral("color: #a03020;"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, page);
    name_ = buttons->addButton(tr("Name this komi"), QDialogButtonBox::AcceptRole);
    name_->setDefault(true);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(name_, &QPushButton::clicked, this, &EgotziKomiStep::showChoice);
    const auto check = [this](int value) {
        evenHint_->setVisible(!komiAllowed(value));
        name_->setEnabled(komiAllowed(value));
    };
    connect(komi_, &QSpinBox::valueChanged, this, check);
    check(komi_->value());

    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Komi for White:"), page));
    row->addWidget(komi_);
    row->addStretch();
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(text);
    layout->addLayout(row);
    layout->addWidget(evenHint_);
    layout->addStretch();
    layout->addWidget(buttons);
    return page;
}

QWidget *EgotziKomiStep::makeChoosingPage()
{
    auto *page = new QWidget(this);
    choiceText_ = new QLabel(page);
    choiceText_->setTextFormat(Qt::RichText); // the names in it are escaped
    choiceText_->setWordWrap(true);
    black_ = new QPushButton(tr("Play &Black"), page);
    black_->setToolTip(tr("Black moves first"));
    white_ = new QPushButton(tr("Play &White"), page);
    white_->setToolTip(tr("White moves second and adds the komi"));
    connect(black_, &QPushButton::clicked, this, [this] { choose(true); });
    connect(white_, &QPushButton::clicked, this, [this] { choose(false); });
    auto *cancel = new QPushButton(tr("Cancel"), page);
    connect(cancel, &QPushButton::clicked, this, &QDialog::reject);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(cancel);
    buttons->addStretch();
    buttons->addWidget(black_);
    buttons->addWidget(white_);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(choiceText_);
    layout->addStretch();
    layout->addLayout(buttons);
    return page;
}

bool EgotziKomiStep::choosing() const { return pages_->currentIndex() == 1; }

bool EgotziKomiStep::komiAllowed(int komi) const
{
    const GameInfo *info = GameRegistry::find("egotzi");
    std::vector<std::pair<std::string, std::string>> given(options_.begin(), options_.end());
    for (auto &[key, value] : given)
        if (key == "komi")
            value = std::to_string(komi);
    Options resolved;
    Message why;
    return info && info->resolveOptions(given, resolved, why);
}

void EgotziKomiStep::showChoice()
{
    if (!komiAllowed(komi_->value()))
        return;
    options_["komi"] = std::to_string(komi_->value());
    choiceText_->setText(tr("<p><b>%1</b> named a komi of <b>%2</b> points for White.</p>"
                            "<p><b>%3</b>, choose your colour: Black moves first, White adds %2 points "
                            "at the end.</p>")
                             .arg(seatName(seats_[0], 0))
                             .arg(komi_->value())
                             .arg(seatName(seats_[1], 1)));
    pages_->setCurrentIndex(1);
    black_->setFocus();
}

void EgotziKomiStep::choose(bool chooserTakesBlack)
{
    // Seat 0 plays Black: the chooser moves there when taking Black.
    swapped_ = chooserTakesBlack;
    accept();
}

Options EgotziKomiStep::options() const { return options_; }

QVector<Seat> EgotziKomiStep::seats() const { return swapped_ ? QVector<Seat> {seats_[1], seats_[0]} : seats_; }

LUDOTECA_REGISTER_SETUP_STEP("egotzi", makeKomiStep)

} // namespace ludoteca::app::egotzi
