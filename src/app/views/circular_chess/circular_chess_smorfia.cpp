#include "views/circular_chess/circular_chess_smorfia.h"

#include <array>

#include <QCoreApplication>

namespace ludoteca::app::circular_chess::smorfia {

namespace {

struct Entry {
    const char *name;
    const char *meaning;
};

// The traditional names, as they are said in Naples, with a plain gloss that the
// translations put in each language ("il gatto" for "the cat").
constexpr std::array<Entry, 90> kNames {{
    {"L'Italia", QT_TRANSLATE_NOOP("Smorfia", "Italy")},
    {"'A piccerella", QT_TRANSLATE_NOOP("Smorfia", "the little girl")},
    {"'A jatta", QT_TRANSLATE_NOOP("Smorfia", "the cat")},
    {"'O puorco", QT_TRANSLATE_NOOP("Smorfia", "the pig")},
    {"'A mano", QT_TRANSLATE_NOOP("Smorfia", "the hand")},
    {"Chella che guarda 'nterra", QT_TRANSLATE_NOOP("Smorfia", "she who looks at the ground")},
    {"'O vasetto", QT_TRANSLATE_NOOP("Smorfia", "the little pot")},
    {"'A Maronna", QT_TRANSLATE_NOOP("Smorfia", "the Madonna")},
    {"'A figliata", QT_TRANSLATE_NOOP("Smorfia", "the litter")},
    {"'E fasule", QT_TRANSLATE_NOOP("Smorfia", "the beans")},
    {"'E suricille", QT_TRANSLATE_NOOP("Smorfia", "the little mice")},
    {"'O surdato", QT_TRANSLATE_NOOP("Smorfia", "the soldier")},
    {"Sant'Antonio", QT_TRANSLATE_NOOP("Smorfia", "Saint Anthony")},
    {"'O mbriaco", QT_TRANSLATE_NOOP("Smorfia", "the drunkard")},
    {"'O guaglione", QT_TRANSLATE_NOOP("Smorfia", "the lad")},
    {"'O culo", QT_TRANSLATE_NOOP("Smorfia", "the backside")},
    {"'A disgrazzia", QT_TRANSLATE_NOOP("Smorfia", "misfortune")},
    {"'O sanghe", QT_TRANSLATE_NOOP("Smorfia", "blood")},
    {"'A resata", QT_TRANSLATE_NOOP("Smorfia", "the laugh")},
    {"'A festa", QT_TRANSLATE_NOOP("Smorfia", "the feast")},
    {"'A femmena annura", QT_TRANSLATE_NOOP("Smorfia", "the naked woman")},
    {"'O pazzo", QT_TRANSLATE_NOOP("Smorfia", "the madman")},
    {"'O scemo", QT_TRANSLATE_NOOP("Smorfia", "the fool")},
    {"'E gguardie", QT_TRANSLATE_NOOP("Smorfia", "the guards")},
    {"Natale", QT_TRANSLATE_NOOP("Smorfia", "Christmas")},
    {"Nanninella", QT_TRANSLATE_NOOP("Smorfia", "little Anna")},
    {"'O cantero", QT_TRANSLATE_NOOP("Smorfia", "the chamber pot")},
    {"'E zzizze", QT_TRANSLATE_NOOP("Smorfia", "the breasts")},
    {"'O pate d''e criature", QT_TRANSLATE_NOOP("Smorfia", "the children's father")},
    {"'E palle d''o tenente", QT_TRANSLATE_NOOP("Smorfia", "the lieutenant's balls")},
    {"'O padrone 'e casa", QT_TRANSLATE_NOOP("Smorfia", "the landlord")},
    {"'O capitone", QT_TRANSLATE_NOOP("Smorfia", "the eel")},
    {"Ll'anne 'e Cristo", QT_TRANSLATE_NOOP("Smorfia", "the age of Christ")},
    {"'A capa", QT_TRANSLATE_NOOP("Smorfia", "the head")},
    {"L'aucelluzzo", QT_TRANSLATE_NOOP("Smorfia", "the little bird")},
    {"'E castagnelle", QT_TRANSLATE_NOOP("Smorfia", "the castanets")},
    {"'O monaco", QT_TRANSLATE_NOOP("Smorfia", "the monk")},
    {"'E mazzate", QT_TRANSLATE_NOOP("Smorfia", "the beating")},
    {"'A funa 'nganna", QT_TRANSLATE_NOOP("Smorfia", "the rope round the neck")},
    {"'A noia", QT_TRANSLATE_NOOP("Smorfia", "boredom")},
    {"'O curtiello", QT_TRANSLATE_NOOP("Smorfia", "the knife")},
    {"'O ccafè", QT_TRANSLATE_NOOP("Smorfia", "coffee")},
    {"'A femmena 'ncopp' 'o balcone", QT_TRANSLATE_NOOP("Smorfia", "the woman on the balcony")},
    {"'E ccancelle", QT_TRANSLATE_NOOP("Smorfia", "the prison bars")},
    {"'O vino bbuono", QT_TRANSLATE_NOOP("Smorfia", "good wine")},
    {"'E denare", QT_TRANSLATE_NOOP("Smorfia", "money")},
    {"'O muorto", QT_TRANSLATE_NOOP("Smorfia", "the dead man")},
    {"'O muorto che parla", QT_TRANSLATE_NOOP("Smorfia", "the dead man who speaks")},
    {"'O piezzo 'e carne", QT_TRANSLATE_NOOP("Smorfia", "the piece of meat")},
    {"'O ppane", QT_TRANSLATE_NOOP("Smorfia", "bread")},
    {"'O ciardino", QT_TRANSLATE_NOOP("Smorfia", "the garden")},
    {"'A mamma", QT_TRANSLATE_NOOP("Smorfia", "mother")},
    {"'O viecchio", QT_TRANSLATE_NOOP("Smorfia", "the old man")},
    {"'O cappiello", QT_TRANSLATE_NOOP("Smorfia", "the hat")},
    {"'A museca", QT_TRANSLATE_NOOP("Smorfia", "music")},
    {"'A caruta", QT_TRANSLATE_NOOP("Smorfia", "the fall")},
    {"'O scartellato", QT_TRANSLATE_NOOP("Smorfia", "the hunchback")},
    {"'O paccotto", QT_TRANSLATE_NOOP("Smorfia", "the parcel")},
    {"'E pile", QT_TRANSLATE_NOOP("Smorfia", "the hairs")},
    {"Se lamenta", QT_TRANSLATE_NOOP("Smorfia", "he complains")},
    {"'O cacciatore", QT_TRANSLATE_NOOP("Smorfia", "the hunter")},
    {"'O muorto acciso", QT_TRANSLATE_NOOP("Smorfia", "the murdered man")},
    {"'A sposa", QT_TRANSLATE_NOOP("Smorfia", "the bride")},
    {"'A sciammeria", QT_TRANSLATE_NOOP("Smorfia", "the tailcoat")},
    {"'O chianto", QT_TRANSLATE_NOOP("Smorfia", "weeping")},
    {"'E ddoje zetelle", QT_TRANSLATE_NOOP("Smorfia", "the two spinsters")},
    {"'O totaro int'a chitarra", QT_TRANSLATE_NOOP("Smorfia", "the squid in the guitar")},
    {"'A zuppa cotta", QT_TRANSLATE_NOOP("Smorfia", "the cooked soup")},
    {"Sott'e 'ncoppa", QT_TRANSLATE_NOOP("Smorfia", "upside down")},
    {"'O palazzo", QT_TRANSLATE_NOOP("Smorfia", "the palace")},
    {"L'ommo 'e merda", QT_TRANSLATE_NOOP("Smorfia", "the worthless man")},
    {"'A maraviglia", QT_TRANSLATE_NOOP("Smorfia", "wonder")},
    {"'O spitale", QT_TRANSLATE_NOOP("Smorfia", "the hospital")},
    {"'A rotta", QT_TRANSLATE_NOOP("Smorfia", "the grotto")},
    {"Pullecenella", QT_TRANSLATE_NOOP("Smorfia", "Pulcinella")},
    {"'A funtana", QT_TRANSLATE_NOOP("Smorfia", "the fountain")},
    {"'E riavulille", QT_TRANSLATE_NOOP("Smorfia", "the little devils")},
    {"'A bella figliola", QT_TRANSLATE_NOOP("Smorfia", "the pretty girl")},
    {"'O mariuolo", QT_TRANSLATE_NOOP("Smorfia", "the thief")},
    {"'A vocca", QT_TRANSLATE_NOOP("Smorfia", "the mouth")},
    {"'E sciure", QT_TRANSLATE_NOOP("Smorfia", "the flowers")},
    {"'A tavula 'mbandita", QT_TRANSLATE_NOOP("Smorfia", "the laid table")},
    {"'O maletiempo", QT_TRANSLATE_NOOP("Smorfia", "bad weather")},
    {"'A chiesa", QT_TRANSLATE_NOOP("Smorfia", "the church")},
    {"Ll'aneme 'o priatorio", QT_TRANSLATE_NOOP("Smorfia", "the souls in purgatory")},
    {"'A puteca", QT_TRANSLATE_NOOP("Smorfia", "the shop")},
    {"'E perucchie", QT_TRANSLATE_NOOP("Smorfia", "the lice")},
    {"'E casecavalle", QT_TRANSLATE_NOOP("Smorfia", "the caciocavallo cheeses")},
    {"'A vecchia", QT_TRANSLATE_NOOP("Smorfia", "the old woman")},
    {"'A paura", QT_TRANSLATE_NOOP("Smorfia", "fear")},
}};

const Entry *entry(int number)
{
    if (number < 1 || number > static_cast<int>(kNames.size()))
        return nullptr;
    return &kNames[static_cast<std::size_t>(number - 1)];
}

} // namespace

QString name(int number)
{
    const Entry *e = entry(number);
    return e ? QString::fromUtf8(e->name) : QString();
}

QString meaning(int number)
{
    const Entry *e = entry(number);
    return e ? QCoreApplication::translate("Smorfia", e->meaning) : QString();
}

} // namespace ludoteca::app::circular_chess::smorfia
