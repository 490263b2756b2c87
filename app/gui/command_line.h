#pragma once
// The GUI's command line:
//   tablesmith [--db FILE | --in-memory] [--durable] [--example NAME] [--serve [PORT]]
//              [--connect URL [--region REGION] [--profile NAME]]

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace tablesmith::gui {

struct CommandLine {
    QString databasePath; // empty: in memory
    bool durable = false;
    QString example;                   // e.g. "ecommerce"; empty for none
    std::optional<std::uint16_t> servePort; // set when --serve was given
    // A remote endpoint to open beside the database; keys come from the profile (or the
    // AWS_* environment), never from the command line.
    QString connectUrl;
    QString connectRegion;
    QString connectProfile;
};

// Parses `arguments` (including the program name). On a usage error or --help/--version,
// prints to the terminal and exits, as command-line programs do.
CommandLine parseCommandLine(const QStringList &arguments);

} // namespace tablesmith::gui
