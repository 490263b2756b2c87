#pragma once
// Waiting for a new table: a remote endpoint creates tables (and their indexes) asynchronously,
// the embedded engine at once.

#include <tablesmith/client.h>

#include <string>

namespace tablesmith::io {

// Polls DescribeTable until the table and its indexes are ACTIVE, for up to five minutes.
Status waitUntilActive(Client &client, const std::string &tableName);

} // namespace tablesmith::io
