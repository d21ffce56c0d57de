#pragma once
// `ludoteca-devtools --diagrams FOLDER`: the pictures of the rules pages. FOLDER holds
// diagrams.json, which lists them; each one is a position (a game, its options and every
// move from the start, chance outcomes included) drawn by the game's own board view, so a
// picture can never disagree with the game. The file:
//
//   {"width": 480, "height": 400,
//    "diagrams": [{"file": "diagrams/wangzi-start.png", "game": "wangzi",
//                  "options": {"size": "6"}, "moves": ["A1>B2=3>C3=1"],
//                  "viewer": 0, "words": true, "width": 480, "height": 400}]}
//
// `file` is relative to FOLDER; `options`, `moves`, `viewer`, `words` and the size are
// optional (defaults: the game's options, the start, nobody's secrets, no words, the size at
// the top). `viewer` is the seat whose secrets the picture shows: that seat is a person and
// the others are computer players. A picture with `words` shows text, so it is also drawn in
// every other language the app speaks, as <file>.<language>.png beside the English one.

#include <QString>

namespace ludoteca::app {

// Writes every diagram FOLDER/diagrams.json lists and says on the console which files it
// wrote; returns the process's exit status (0 when every picture was written).
int writeDiagrams(const QString &folder);

} // namespace ludoteca::app
