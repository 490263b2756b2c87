#include "command_line.h"

#include "design/example_loader.h"
#include "session/local_endpoint.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace tablesmith::gui {
namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

// QCommandLineParser has no optional option values; "--serve" alone means the default port.
QStringList normaliseServe(const QStringList &arguments)
{
    QStringList out;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments[i] != QLatin1String("--serve")) {
            out << arguments[i];
            continue;
        }
        bool isPort = false;
        if (i + 1 < arguments.size())
            arguments[i + 1].toUShort(&isPort);
        out << QStringLiteral("--serve=%1")
                   .arg(isPort ? arguments[++i] : QString::number(LocalEndpoint::kDefaultPort));
    }
    return out;
}

} // namespace

CommandLine parseCommandLine(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Tablesmith: a desktop workbench for DynamoDB-style tables."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption db(QStringLiteral("db"), Text::tr("Open the database in FILE."),
                                Text::tr("FILE"));
    const QCommandLineOption inMemory(QStringLiteral("in-memory"),
                                      Text::tr("Open an in-memory database that keeps nothing."));
    const QCommandLineOption durable(QStringLiteral("durable"),
                                     Text::tr("Sync every commit to disk (survives power loss)."));
    const QCommandLineOption example(
        QStringLiteral("example"),
        Text::tr("Create the example table NAME (unless present) and open it. Examples: %1.")
            .arg(ExampleLoader::available().join(QStringLiteral(", "))),
        Text::tr("NAME"));
    const QCommandLineOption serve(
        QStringLiteral("serve"),
        Text::tr("Serve the DynamoDB API on 127.0.0.1:PORT (default %1).")
            .arg(LocalEndpoint::kDefaultPort),
        Text::tr("PORT"));
    const QCommandLineOption connectTo(
        QStringLiteral("connect"),
        Text::tr("Also open the DynamoDB endpoint at URL (e.g. http://localhost:8000), signing "
                 "with an AWS profile's keys."),
        Text::tr("URL"));
    const QCommandLineOption region(QStringLiteral("region"),
                                    Text::tr("The region for --connect (default: the "
                                             "profile's)."),
                                    Text::tr("REGION"));
    const QCommandLineOption profile(QStringLiteral("profile"),
                                     Text::tr("The AWS profile for --connect (default: "
                                              "AWS_PROFILE, else the environment's keys or "
                                              "\"default\")."),
                                     Text::tr("NAME"));
    parser.addOptions({db, inMemory, durable, example, serve, connectTo, region, profile});
    parser.process(normaliseServe(arguments));

    if (parser.isSet(db) && parser.isSet(inMemory))
        qFatal("%s", qPrintable(Text::tr("Use either --db or --in-memory, not both.")));
    CommandLine line;
    line.databasePath = parser.value(db);
    line.durable = parser.isSet(durable);
    line.example = parser.value(example);
    line.connectUrl = parser.value(connectTo);
    line.connectRegion = parser.value(region);
    line.connectProfile = parser.value(profile);
    if (!line.example.isEmpty() && !ExampleLoader::available().contains(line.example))
        qFatal("%s", qPrintable(Text::tr("There is no example called \"%1\".").arg(line.example)));
    if (parser.isSet(serve)) {
        bool ok = false;
        const ushort port = parser.value(serve).toUShort(&ok);
        if (!ok)
            qFatal("%s", qPrintable(Text::tr("--serve takes a port number.")));
        line.servePort = port;
    }
    return line;
}

} // namespace tablesmith::gui
