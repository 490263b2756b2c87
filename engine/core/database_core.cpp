#include "core/database_core.h"

namespace tablesmith::core {
namespace {

// Before the Database sets its stream runtime: no changes are captured.
class NoChangeCapture final : public ChangeCapture {
public:
    void beginWrites() override {}
    Status recordChange(State &, const ItemWrite &) override { return success(); }
    Status beforeCommit() override { return success(); }
    void afterCommit(bool) override {}
};

NoChangeCapture g_noChangeCapture; // stateless

} // namespace

DatabaseCore::DatabaseCore(DatabaseOptions options, store::Connection writer)
    : options(std::move(options)), writer(std::move(writer)), m_changes(&g_noChangeCapture)
{
}

Result<std::unique_ptr<store::Connection>> DatabaseCore::takeReader()
{
    if (options.path.empty())
        return std::unique_ptr<store::Connection>();
    {
        std::lock_guard lock(m_readersMutex);
        if (!m_readers.empty()) {
            auto reader = std::move(m_readers.back());
            m_readers.pop_back();
            return reader;
        }
    }
    TS_TRY_ASSIGN(store::Connection c, store::Connection::open(options.path, options.durable));
    return std::make_unique<store::Connection>(std::move(c));
}

void DatabaseCore::returnReader(std::unique_ptr<store::Connection> reader)
{
    std::lock_guard lock(m_readersMutex);
    m_readers.push_back(std::move(reader));
}

State DatabaseCore::stateOn(store::Connection &db)
{
    return State{db, catalog, options, clock, *m_changes, {}};
}

} // namespace tablesmith::core
