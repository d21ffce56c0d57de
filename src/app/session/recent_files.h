#pragma once
// The games a player opened or saved last, newest first, and the folder Open and Save As
// start in: kept in the settings, so that they outlive the window. The window draws the
// menu; this class only remembers.

#include <QString>
#include <QStringList>

namespace ludoteca::app {

class RecentFiles {
public:
    static constexpr int kMaxFiles = 10;

    QStringList files() const;
    // Puts `path` (made absolute) first and makes its folder the one dialogs start in.
    void remember(const QString &path);
    // Takes `path` off the list, for a file that is gone.
    void forget(const QString &path);
    void clear();
    // The folder of the last game opened or saved while it exists, else the documents
    // folder (made first: a dialog given a missing folder starts elsewhere with the folder's
    // name typed in as a file name).
    QString folder() const;

private:
    void setFiles(const QStringList &files);
};

} // namespace ludoteca::app
