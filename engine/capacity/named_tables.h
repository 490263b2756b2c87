#pragma once
// The catalogue as requests name its tables: by name, or by this server's table ARN
// (arn:aws:dynamodb:REGION:ACCOUNT:table/NAME), resolved as the operations resolve them
// (core::tableNameOrArn), so a request that names its table by ARN is admitted and charged
// like one that names it by name.

#include "store/catalog.h"

#include <tablesmith/database.h>

#include <string_view>

namespace tablesmith::capacity {

struct NamedTables {
    store::Catalog &catalog;
    const DatabaseOptions &options;

    // The table, or null for a name or ARN that names none (the operation then answers it).
    store::TableSchema *find(std::string_view nameOrArn) const;
};

} // namespace tablesmith::capacity
