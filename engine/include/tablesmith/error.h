#pragma once
// Errors are values: every engine call returns Result<T>, never throws across the API.
// An Error's kind is named after the DynamoDB exception the service would raise, and its
// message is the text the service gives, so clients see the same thing from us as from AWS.

#include <boost/json/object.hpp>

#include <cassert>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace tablesmith {

enum class ErrorKind {
    ValidationException,
    ResourceNotFoundException,
    ResourceInUseException,
    ConditionalCheckFailedException,
    TransactionCanceledException,
    TransactionConflictException,
    ProvisionedThroughputExceededException,
    ItemCollectionSizeLimitExceededException,
    LimitExceededException,
    SerializationException,
    UnknownOperationException,
    MissingAuthenticationTokenException,
    UnrecognizedClientException,
    InvalidSignatureException,
    AccessDeniedException,
    RequestEntityTooLarge,
    ExpiredIteratorException,
    TrimmedDataAccessException,
    IdempotentParameterMismatchException,
    DuplicateItemException, // a PartiQL INSERT of a key that is taken
    TableNotFoundException, // DescribeContinuousBackups' word for ResourceNotFoundException
    InternalServerError,
    // Raised only by a RemoteClient, never by the engine or the server:
    // an exception name this build does not know (the name leads the message),
    ServiceError,
    // and an endpoint that cannot be reached, times out or drops the connection.
    ConnectionError,
};

// The exception's short name, e.g. "ValidationException".
std::string_view errorName(ErrorKind kind);
// The HTTP status DynamoDB answers this exception with (400, 413 or 500).
int httpStatus(ErrorKind kind);
// The `__type` DynamoDB puts in an error body, e.g.
// "com.amazonaws.dynamodb.v20120810#ResourceNotFoundException".
std::string errorType(ErrorKind kind);

struct Error {
    ErrorKind kind = ErrorKind::InternalServerError;
    std::string message;
    // Extra members of the error body, e.g. a TransactionCanceledException's
    // CancellationReasons.
    boost::json::object details = {};

    static Error validation(std::string message)
    {
        return {ErrorKind::ValidationException, std::move(message)};
    }
    static Error serialization(std::string message)
    {
        return {ErrorKind::SerializationException, std::move(message)};
    }
};

// Holds either a value or an Error. Small on purpose: std::expected is C++23.
template<class T>
class [[nodiscard]] Result {
public:
    Result(T value) : m_state(std::move(value)) {}
    Result(Error error) : m_state(std::move(error)) {}

    bool ok() const { return m_state.index() == 0; }
    explicit operator bool() const { return ok(); }

    T &value() & { assert(ok()); return std::get<0>(m_state); }
    const T &value() const & { assert(ok()); return std::get<0>(m_state); }
    T &&value() && { assert(ok()); return std::get<0>(std::move(m_state)); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }
    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }

    const Error &error() const { assert(!ok()); return std::get<1>(m_state); }
    Error &&takeError() { assert(!ok()); return std::get<1>(std::move(m_state)); }

private:
    std::variant<T, Error> m_state;
};

// For calls that produce nothing but may fail.
struct Unit {};
using Status = Result<Unit>;
inline Status success() { return Unit{}; }

} // namespace tablesmith

// Propagates an error from an expression returning Result<...>; the function must return a
// Result or Status.
#define TS_TRY_STATUS(expr)                                                                    \
    do {                                                                                       \
        auto ts_status_ = (expr);                                                              \
        if (!ts_status_.ok())                                                                  \
            return ts_status_.takeError();                                                     \
    } while (false)

#define TS_CONCAT_INNER(a, b) a##b
#define TS_CONCAT(a, b) TS_CONCAT_INNER(a, b)
// Declares `decl` from a Result-returning expression, or returns its error:
//   TS_TRY_ASSIGN(auto table, findTable(state, request));
#define TS_TRY_ASSIGN(decl, expr)                                                              \
    auto TS_CONCAT(ts_result_, __LINE__) = (expr);                                             \
    if (!TS_CONCAT(ts_result_, __LINE__).ok())                                                 \
        return TS_CONCAT(ts_result_, __LINE__).takeError();                                    \
    decl = std::move(TS_CONCAT(ts_result_, __LINE__)).value()
