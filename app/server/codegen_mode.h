#pragma once
// `tablesmith-server --codegen` and `--explain`: read one operation request
// ({"Operation": ..., "Request": {...}}) from a file, print a program for it or its explain
// verdict, and return the exit status (0 done, 1 failed with the reason on stderr).

#include "server_args.h"

namespace tablesmith::server {

int runCodegen(const CodegenArgs &args);
int runExplain(const ServerArgs &args);

} // namespace tablesmith::server
