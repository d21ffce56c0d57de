#pragma once
// The Neapolitan Smorfia: the traditional name of each number from 1 to 90, which the
// cards of Circular Chess carry beside their number and their piece.

#include <QString>

namespace ludoteca::app::circular_chess::smorfia {

// The name in Neapolitan ("'A jatta"), empty outside 1..90.
QString name(int number);
// What the name means, in the app's language ("the cat", "il gatto"), empty outside 1..90.
QString meaning(int number);

} // namespace ludoteca::app::circular_chess::smorfia
