#include "ops/client_request_token.h"

#include <tablesmith/key_encoding.h>

#include <boost/json/serialize.hpp>

#include <chrono>

namespace tablesmith::ops {
namespace {

constexpr std::int64_t kTokenLifetimeSeconds = 10 * 60;

std::int64_t nowSeconds()
{
    using namespace std::chrono;
    return duration_cast<seconds>(system_clock::now().time_since_epoch()).count();
}

Status ensureTable(State &state)
{
    return state.db.exec("CREATE TABLE IF NOT EXISTS tablesmith_request_tokens ("
                         "token TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, "
                         "created_at INTEGER NOT NULL)");
}

} // namespace

Result<std::optional<RequestToken>> requestToken(const json::object &request)
{
    TS_TRY_ASSIGN(auto token, optionalString(request, "ClientRequestToken"));
    if (!token)
        return std::optional<RequestToken>();
    if (token->empty() || token->size() > 36)
        return constraintError("'" + std::string(*token) + "'", "ClientRequestToken",
                               token->empty() ? "Member must have length greater than or equal "
                                                "to 1"
                                              : "Member must have length less than or equal "
                                                "to 36");
    json::object parameters = request;
    parameters.erase("ReturnConsumedCapacity"); // not part of what the token guards
    const std::string text = json::serialize(parameters);
    return std::optional<RequestToken>(
        RequestToken{std::string(*token), std::to_string(partitionHash(text))});
}

Result<bool> alreadyApplied(State &state, const RequestToken &token)
{
    TS_TRY_STATUS(ensureTable(state));
    TS_TRY_ASSIGN(store::Statement *stmt,
                  state.db.prepare("SELECT fingerprint, created_at FROM "
                                   "tablesmith_request_tokens WHERE token = ?1"));
    stmt->bind(1, token.token);
    Status status = success();
    std::optional<std::pair<std::string, std::int64_t>> seen;
    if (stmt->step(status))
        seen.emplace(std::string(stmt->columnText(0)), stmt->columnInt(1));
    stmt->reset();
    TS_TRY_STATUS(status);
    if (!seen || nowSeconds() - seen->second > kTokenLifetimeSeconds)
        return false;
    if (seen->first != token.fingerprint)
        return Error{ErrorKind::IdempotentParameterMismatchException,
                     "Request with the same client token, but different request parameters"};
    return true;
}

Status recordToken(State &state, const RequestToken &token)
{
    TS_TRY_STATUS(ensureTable(state));
    TS_TRY_ASSIGN(store::Statement *stmt,
                  state.db.prepare("INSERT OR REPLACE INTO tablesmith_request_tokens "
                                   "(token, fingerprint, created_at) VALUES (?1, ?2, ?3)"));
    stmt->bind(1, token.token).bind(2, token.fingerprint).bind(3, nowSeconds());
    return stmt->run();
}

} // namespace tablesmith::ops
