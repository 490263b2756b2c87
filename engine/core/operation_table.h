#pragma once
// The one table of operations a Database serves. Each family adds its entries with a function
// of its own — ops::addOperations, streams::addOperations, capacity::addAutoScalingOperations,
// and the next family likewise — and engine/database/database.cpp lists the families. An
// entry's access chooses the locks and the connection its calls run with. Built once when the
// database opens; read-only (so thread-safe) after.

#include "core/state.h"

#include <boost/json/object.hpp>

#include <functional>
#include <string_view>
#include <unordered_map>

namespace tablesmith::core {

enum class Access {
    // Beside other reads and a write, on a pooled reader connection of a file database.
    Read,
    // One at a time on the writer, the catalogue lock held shared.
    Write,
    // Changes the catalogue or needs it still (control plane, Streams API, TTL, auto scaling):
    // alone, on the writer.
    Schema,
};

using Operation =
    std::function<Result<boost::json::object>(State &, const boost::json::object &)>;

struct OperationEntry {
    Access access = Access::Schema;
    Operation run;
};

class OperationTable {
public:
    // `name` is DynamoDB's (e.g. "PutItem") and must outlive the table: a string literal.
    // Families add disjoint names; a name added again keeps its first entry.
    void add(std::string_view name, Access access, Operation run);
    // Null for an operation no family serves.
    const OperationEntry *find(std::string_view name) const;

private:
    std::unordered_map<std::string_view, OperationEntry> m_entries;
};

} // namespace tablesmith::core
