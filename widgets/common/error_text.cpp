#include "common/error_text.h"

#include <QCoreApplication>

namespace tablesmith::gui {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("tablesmith::gui::ErrorText", text);
}

} // namespace

QString errorSummary(const CallError &error)
{
    switch (error.kind) {
    case ErrorKind::ValidationException:
        return tr("The request is not valid.");
    case ErrorKind::ResourceNotFoundException:
        return tr("The table or index does not exist.");
    case ErrorKind::ResourceInUseException:
        return tr("The table is in use or already exists.");
    case ErrorKind::ConditionalCheckFailedException:
        return tr("The condition was not met; nothing was written.");
    case ErrorKind::TransactionCanceledException:
    case ErrorKind::TransactionConflictException:
        return tr("The transaction was cancelled.");
    case ErrorKind::ProvisionedThroughputExceededException:
        return tr("The request was throttled.");
    case ErrorKind::ItemCollectionSizeLimitExceededException:
    case ErrorKind::LimitExceededException:
    case ErrorKind::RequestEntityTooLarge:
        return tr("A limit was exceeded.");
    case ErrorKind::SerializationException:
        return tr("The request could not be read.");
    case ErrorKind::UnknownOperationException:
        return tr("This operation is not supported.");
    case ErrorKind::MissingAuthenticationTokenException:
    case ErrorKind::UnrecognizedClientException:
    case ErrorKind::InvalidSignatureException:
    case ErrorKind::AccessDeniedException:
        return tr("Access was denied.");
    case ErrorKind::ExpiredIteratorException:
    case ErrorKind::TrimmedDataAccessException:
        return tr("The stream position is no longer valid.");
    case ErrorKind::InternalServerError:
        break;
    }
    return tr("The engine reported an internal error.");
}

QString errorDescription(const CallError &error)
{
    return errorSummary(error) + QLatin1Char('\n') + error.name + QStringLiteral(": ")
        + error.message;
}

} // namespace tablesmith::gui
