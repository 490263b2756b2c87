#include "import_visitor.h"

namespace json = boost::json;

namespace tablesmith::io {

ImportVisitor::ImportVisitor(const ImportOptions &options, ImportReport &report,
                             const KeySchema &schema, BatchWriter *writer,
                             std::uint64_t byteOffset, std::uint64_t totalBytes)
    : m_options(options), m_report(report), m_schema(schema), m_writer(writer),
      m_byteOffset(byteOffset), m_totalBytes(totalBytes)
{
}

Flow ImportVisitor::onItem(std::uint64_t line, json::object item)
{
    Status checked = checkItem(item, m_schema);
    if (!checked)
        return onBadLine(line, checked.error().message, false);
    if (!m_writer)
        return Flow::Continue;
    return afterWrite(m_writer->add(line, std::move(item)));
}

Flow ImportVisitor::onBadLine(std::uint64_t line, std::string message, bool fatal)
{
    m_report.badLines.push_back({line, std::move(message)});
    if (!fatal && m_options.onBadLine == BadLinePolicy::Skip)
        return Flow::Continue;
    m_report.aborted = true;
    return Flow::Stop;
}

Flow ImportVisitor::onProgress(std::uint64_t bytesRead)
{
    std::uint64_t written = m_itemsBefore + (m_writer ? m_writer->written() : 0);
    m_report.itemsWritten = written;
    if (!m_options.progress || m_options.progress(m_byteOffset + bytesRead, m_totalBytes, written))
        return Flow::Continue;
    m_report.cancelled = true;
    return Flow::Stop;
}

Status ImportVisitor::finish()
{
    if (m_failure)
        return *m_failure;
    if (!m_writer)
        return success();
    if (!m_report.cancelled && !(m_report.aborted && m_options.onBadLine == BadLinePolicy::Abort))
        afterWrite(m_writer->flush());
    m_report.itemsWritten = m_itemsBefore + m_writer->written();
    if (m_failure)
        return *m_failure;
    return success();
}

Flow ImportVisitor::afterWrite(Status written)
{
    if (!written) {
        m_failure = written.takeError();
        return Flow::Stop;
    }
    for (BadLine &rejected : m_writer->takeRejected()) {
        if (onBadLine(rejected.line, std::move(rejected.message), false) == Flow::Stop)
            return Flow::Stop;
    }
    return Flow::Continue;
}

} // namespace tablesmith::io
