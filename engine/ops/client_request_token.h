#pragma once
// ClientRequestToken: TransactWriteItems is idempotent for 10 minutes per token. Tokens are
// recorded in SQLite inside the transaction they belong to, so a token is known exactly when
// its transaction committed, across restarts too.

#include "core/state.h"
#include "core/request.h"
#include "ops/core_names.h"

#include <optional>
#include <string>

namespace tablesmith::ops {

struct RequestToken {
    std::string token;
    std::string fingerprint; // of the request's parameters
};

// The request's token, if any (1 to 36 characters).
Result<std::optional<RequestToken>> requestToken(const json::object &request);

// True when this token already committed the same request within 10 minutes (answer success
// without applying it again); IdempotentParameterMismatchException when it committed another.
Result<bool> alreadyApplied(State &state, const RequestToken &token);

// Records the token; call inside the transaction that applies the request.
Status recordToken(State &state, const RequestToken &token);

} // namespace tablesmith::ops
