#pragma once
// Squared Egotzi between two people: the first names the komi, the second then chooses a
// colour, so neither can complain that the komi favours the other. Shown when the game
// starts; with an AI at the table the komi option is used as set.

#include <QVector>

#include "ui/setup_step.h"

class QLabel;
class QPushButton;
class QSpinBox;
class QStackedWidget;

namespace ludoteca::app::egotzi {

class EgotziKomiStep : public SetupStepDialog {
    Q_OBJECT

public:
    EgotziKomiStep(const Options &options, const QVector<Seat> &seats, QWidget *parent = nullptr);

    // Whether the step belongs to these choices: squared scoring and two people.
    static bool appliesTo(const Options &options, const QVector<Seat> &seats);

    Options options() const override;
    QVector<Seat> seats() const override;

    // For tests and keyboard users alike: the parts of both pages.
    QSpinBox *komiEditor() const { return komi_; }
    QPushButton *nameButton() const { return name_; }
    QPushButton *blackButton() const { return black_; }
    QPushButton *whiteButton() const { return white_; }
    bool choosing() const;

private:
    QWidget *makeNamingPage();
    QWidget *makeChoosingPage();
    void showChoice();
    // Whether the engine takes `komi` with the other options as chosen.
    bool komiAllowed(int komi) const;
    void choose(bool chooserTakesBlack);

    Options options_;
    QVector<Seat> seats_;
    bool swapped_ = false;
    QStackedWidget *pages_ = nullptr;
    QSpinBox *komi_ = nullptr;
    QLabel *evenHint_ = nullptr;
    QPushButton *name_ = nullptr;
    QLabel *choiceText_ = nullptr;
    QPushButton *black_ = nullptr;
    QPushButton *white_ = nullptr;
};

} // namespace ludoteca::app::egotzi
