#include <tablesmith/error.h>
#include <tablesmith/version.h>

namespace tablesmith {

std::string_view errorName(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::ValidationException: return "ValidationException";
    case ErrorKind::ResourceNotFoundException: return "ResourceNotFoundException";
    case ErrorKind::ResourceInUseException: return "ResourceInUseException";
    case ErrorKind::ConditionalCheckFailedException: return "ConditionalCheckFailedException";
    case ErrorKind::TransactionCanceledException: return "TransactionCanceledException";
    case ErrorKind::TransactionConflictException: return "TransactionConflictException";
    case ErrorKind::ProvisionedThroughputExceededException:
        return "ProvisionedThroughputExceededException";
    case ErrorKind::ItemCollectionSizeLimitExceededException:
        return "ItemCollectionSizeLimitExceededException";
    case ErrorKind::LimitExceededException: return "LimitExceededException";
    case ErrorKind::SerializationException: return "SerializationException";
    case ErrorKind::UnknownOperationException: return "UnknownOperationException";
    case ErrorKind::MissingAuthenticationTokenException:
        return "MissingAuthenticationTokenException";
    case ErrorKind::UnrecognizedClientException: return "UnrecognizedClientException";
    case ErrorKind::InvalidSignatureException: return "InvalidSignatureException";
    case ErrorKind::AccessDeniedException: return "AccessDeniedException";
    case ErrorKind::RequestEntityTooLarge: return "RequestEntityTooLarge";
    case ErrorKind::ExpiredIteratorException: return "ExpiredIteratorException";
    case ErrorKind::TrimmedDataAccessException: return "TrimmedDataAccessException";
    case ErrorKind::IdempotentParameterMismatchException:
        return "IdempotentParameterMismatchException";
    case ErrorKind::DuplicateItemException: return "DuplicateItemException";
    case ErrorKind::TableNotFoundException: return "TableNotFoundException";
    case ErrorKind::InternalServerError: return "InternalServerError";
    case ErrorKind::ServiceError: return "ServiceError";
    case ErrorKind::ConnectionError: return "ConnectionError";
    }
    return "InternalServerError";
}

int httpStatus(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::InternalServerError: return 500;
    case ErrorKind::RequestEntityTooLarge: return 413;
    default: return 400;
    }
}

std::string errorType(ErrorKind kind)
{
    // Errors raised by AWS's shared front end (authentication, routing, body decoding) carry
    // the "coral" service namespace, and every ValidationException the framework's validate
    // namespace -- the service's own checks ("One or more parameter values were invalid…") as
    // much as the model's constraints, as answers recorded from the service show. DynamoDB's
    // other exceptions are named under its API version.
    switch (kind) {
    case ErrorKind::UnknownOperationException:
    case ErrorKind::MissingAuthenticationTokenException:
    case ErrorKind::UnrecognizedClientException:
    case ErrorKind::InvalidSignatureException:
    case ErrorKind::AccessDeniedException:
    case ErrorKind::SerializationException:
        return "com.amazon.coral.service#" + std::string(errorName(kind));
    case ErrorKind::ValidationException:
        return "com.amazon.coral.validate#ValidationException";
    default:
        return "com.amazonaws.dynamodb.v20120810#" + std::string(errorName(kind));
    }
}

std::string_view version() { return TABLESMITH_VERSION; }

} // namespace tablesmith
