#pragma once
// `tablesmith-server --import / --export`: move data in or out of the database, print what
// happened, and return the process's exit status.

#include "server_args.h"

namespace tablesmith::server {

// 0 done; 1 failed ("PATH:LINE: message" on stderr); 3 done but bad lines were skipped.
constexpr int kTransferFailed = 1;
constexpr int kLinesSkipped = 3;

int runImport(const ServerArgs &args);
int runExport(const ServerArgs &args);

} // namespace tablesmith::server
