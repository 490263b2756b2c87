#include "common/error_text.h"

#include <QCoreApplication>

namespace tablesmith::gui {
namespace {

// Gives the free functions below a translation context lupdate can see.
struct ErrorText {
    Q_DECLARE_TR_FUNCTIONS(ErrorText)
};

} // namespace

QString errorSummary(const CallError &error)
{
    switch (error.kind) {
    case ErrorKind::ValidationException:
        return ErrorText::tr("The request is not valid.");
    case ErrorKind::ResourceNotFoundException:
    case ErrorKind::TableNotFoundException:
        return ErrorText::tr("The table or index does not exist.");
    case ErrorKind::ResourceInUseException:
        return ErrorText::tr("The table is in use or already exists.");
    case ErrorKind::ConditionalCheckFailedException:
    case ErrorKind::DuplicateItemException: // INSERT's condition: the key is not taken
        return ErrorText::tr("The condition was not met; nothing was written.");
    case ErrorKind::TransactionCanceledException:
    case ErrorKind::TransactionConflictException:
        return ErrorText::tr("The transaction was cancelled.");
    case ErrorKind::IdempotentParameterMismatchException:
        return ErrorText::tr("This request token was already used for a different request.");
    case ErrorKind::ProvisionedThroughputExceededException:
        return ErrorText::tr("The request was throttled.");
    case ErrorKind::ItemCollectionSizeLimitExceededException:
    case ErrorKind::LimitExceededException:
    case ErrorKind::RequestEntityTooLarge:
        return ErrorText::tr("A limit was exceeded.");
    case ErrorKind::SerializationException:
        return ErrorText::tr("The request could not be read.");
    case ErrorKind::UnknownOperationException:
        return ErrorText::tr("This operation is not supported.");
    case ErrorKind::MissingAuthenticationTokenException:
    case ErrorKind::UnrecognizedClientException:
    case ErrorKind::InvalidSignatureException:
    case ErrorKind::AccessDeniedException:
        return ErrorText::tr("Access was denied.");
    case ErrorKind::ExpiredIteratorException:
    case ErrorKind::TrimmedDataAccessException:
        return ErrorText::tr("The stream position is no longer valid.");
    case ErrorKind::ServiceError:
        return ErrorText::tr("The endpoint refused the request.");
    case ErrorKind::ConnectionError:
        return ErrorText::tr("The endpoint could not be reached.");
    case ErrorKind::InternalServerError:
        break;
    }
    return ErrorText::tr("The engine reported an internal error.");
}

QString errorDescription(const CallError &error)
{
    return errorSummary(error) + QLatin1Char('\n') + error.name + QStringLiteral(": ")
        + error.message;
}

} // namespace tablesmith::gui
