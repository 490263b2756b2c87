#pragma once
// The state behind a Database: its connection, catalogue and lock. Each operation takes the
// lock for its whole duration: writes are serialised and every write operation is one SQLite
// transaction.

#include "store/catalog.h"
#include "store/sqlite.h"

#include <tablesmith/database.h>

#include <mutex>

namespace tablesmith {

class Database::Impl {
public:
    Impl(DatabaseOptions options, store::Connection db)
        : options(std::move(options)), db(std::move(db))
    {
    }

    DatabaseOptions options;
    store::Connection db;
    store::Catalog catalog;
    std::mutex mutex;
};

namespace ops {
using State = Database::Impl;
} // namespace ops

} // namespace tablesmith
