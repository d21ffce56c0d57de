#pragma once
// The settings file (Ludoteca.conf, read and written by QSettings) is checked before
// anything reads it, since QSettings trusts it: it opens a pipe there and waits for good,
// writes through a link into whatever the link points at (a file elsewhere, a device), and
// takes a file it cannot parse for empty settings, then writes over it at quit.
//
// prepare() leaves a regular, readable settings file as it is. Otherwise it makes sure
// QSettings meets a regular file or none, and says what it did in a sentence for the
// player (empty when there is nothing to say):
// - a link to a regular settings file is replaced by a copy of that file (the link's
//   target is never written again);
// - a link to anything else, a pipe, a device, a folder, a file over kMaxSize bytes or one
//   QSettings cannot parse is moved aside, as Ludoteca.unusable-<date and time>.conf beside
//   it, and the app starts with default settings.
// It never opens anything but a regular file, and never waits.

#include <QString>

namespace ludoteca::app::settings_file {

// Larger than any settings the app writes (the recent files are capped when read too).
inline constexpr qint64 kMaxSize = 1024 * 1024;

// Where QSettings keeps the user's settings for this application (the native format).
QString userPath();

QString prepare(const QString &path);

} // namespace ludoteca::app::settings_file
