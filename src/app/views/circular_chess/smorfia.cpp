#include "views/circular_chess/smorfia.h"

#include <array>

namespace ludoteca::app::smorfia {

namespace {

struct Entry {
    const char *name;
    const char *meaning;
};

// The traditional names, as they are said in Naples, with a plain English gloss.
constexpr std::array<Entry, 90> kNames {{
    {"L'Italia", "Italy"},
    {"'A piccerella", "the little girl"},
    {"'A jatta", "the cat"},
    {"'O puorco", "the pig"},
    {"'A mano", "the hand"},
    {"Chella che guarda 'nterra", "she who looks at the ground"},
    {"'O vasetto", "the little pot"},
    {"'A Maronna", "the Madonna"},
    {"'A figliata", "the litter"},
    {"'E fasule", "the beans"},
    {"'E suricille", "the little mice"},
    {"'O surdato", "the soldier"},
    {"Sant'Antonio", "Saint Anthony"},
    {"'O mbriaco", "the drunkard"},
    {"'O guaglione", "the lad"},
    {"'O culo", "the backside"},
    {"'A disgrazzia", "misfortune"},
    {"'O sanghe", "blood"},
    {"'A resata", "the laugh"},
    {"'A festa", "the feast"},
    {"'A femmena annura", "the naked woman"},
    {"'O pazzo", "the madman"},
    {"'O scemo", "the fool"},
    {"'E gguardie", "the guards"},
    {"Natale", "Christmas"},
    {"Nanninella", "little Anna"},
    {"'O cantero", "the chamber pot"},
    {"'E zzizze", "the breasts"},
    {"'O pate d''e criature", "the children's father"},
    {"'E palle d''o tenente", "the lieutenant's balls"},
    {"'O padrone 'e casa", "the landlord"},
    {"'O capitone", "the eel"},
    {"Ll'anne 'e Cristo", "the age of Christ"},
    {"'A capa", "the head"},
    {"L'aucelluzzo", "the little bird"},
    {"'E castagnelle", "the castanets"},
    {"'O monaco", "the monk"},
    {"'E mazzate", "the beating"},
    {"'A funa 'nganna", "the rope round the neck"},
    {"'A noia", "boredom"},
    {"'O curtiello", "the knife"},
    {"'O ccafè", "coffee"},
    {"'A femmena 'ncopp' 'o balcone", "the woman on the balcony"},
    {"'E ccancelle", "the prison bars"},
    {"'O vino bbuono", "good wine"},
    {"'E denare", "money"},
    {"'O muorto", "the dead man"},
    {"'O muorto che parla", "the dead man who speaks"},
    {"'O piezzo 'e carne", "the piece of meat"},
    {"'O ppane", "bread"},
    {"'O ciardino", "the garden"},
    {"'A mamma", "mother"},
    {"'O viecchio", "the old man"},
    {"'O cappiello", "the hat"},
    {"'A museca", "music"},
    {"'A caruta", "the fall"},
    {"'O scartellato", "the hunchback"},
    {"'O paccotto", "the parcel"},
    {"'E pile", "the hairs"},
    {"Se lamenta", "he complains"},
    {"'O cacciatore", "the hunter"},
    {"'O muorto acciso", "the murdered man"},
    {"'A sposa", "the bride"},
    {"'A sciammeria", "the tailcoat"},
    {"'O chianto", "weeping"},
    {"'E ddoje zetelle", "the two spinsters"},
    {"'O totaro int'a chitarra", "the squid in the guitar"},
    {"'A zuppa cotta", "the cooked soup"},
    {"Sott'e 'ncoppa", "upside down"},
    {"'O palazzo", "the palace"},
    {"L'ommo 'e merda", "the worthless man"},
    {"'A maraviglia", "wonder"},
    {"'O spitale", "the hospital"},
    {"'A rotta", "the grotto"},
    {"Pullecenella", "Pulcinella"},
    {"'A funtana", "the fountain"},
    {"'E riavulille", "the little devils"},
    {"'A bella figliola", "the pretty girl"},
    {"'O mariuolo", "the thief"},
    {"'A vocca", "the mouth"},
    {"'E sciure", "the flowers"},
    {"'A tavula 'mbandita", "the laid table"},
    {"'O maletiempo", "bad weather"},
    {"'A chiesa", "the church"},
    {"Ll'aneme 'o priatorio", "the souls in purgatory"},
    {"'A puteca", "the shop"},
    {"'E perucchie", "the lice"},
    {"'E casecavalle", "the caciocavallo cheeses"},
    {"'A vecchia", "the old woman"},
    {"'A paura", "fear"},
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
    return e ? QString::fromUtf8(e->meaning) : QString();
}

} // namespace ludoteca::app::smorfia
