#pragma once
// ImportVisitor: what an import does with each item a reader produces — check it, then (in
// the write pass) queue it on a BatchWriter — and with each bad line, by the BadLinePolicy.

#include "batch_writer.h"
#include "item_reader.h"
#include "key_schema.h"

#include <tablesmith/import_export.h>

#include <optional>

namespace tablesmith::io {

class ImportVisitor final : public ItemVisitor {
public:
    // Without a writer it only checks (Abort mode's first pass). Progress reports
    // byteOffset + bytes read of totalBytes.
    ImportVisitor(const ImportOptions &options, ImportReport &report, const KeySchema &schema,
                  BatchWriter *writer, std::uint64_t byteOffset, std::uint64_t totalBytes);

    Flow onItem(std::uint64_t line, boost::json::object item) override;
    Flow onBadLine(std::uint64_t line, std::string message, bool fatal) override;
    Flow onProgress(std::uint64_t bytesRead) override;

    // Counts items written by earlier visitors of the same import (a model's other tables).
    void countFrom(std::uint64_t itemsBefore) { m_itemsBefore = itemsBefore; }
    // Sends what is queued and reports what the service refused; not after a cancel.
    Status finish();
    // Set when the service failed for a reason that is not one bad item.
    const std::optional<Error> &failure() const { return m_failure; }

private:
    Flow afterWrite(Status written);

    const ImportOptions &m_options;
    ImportReport &m_report;
    const KeySchema &m_schema;
    BatchWriter *m_writer;
    std::uint64_t m_byteOffset;
    std::uint64_t m_totalBytes;
    std::uint64_t m_itemsBefore = 0;
    std::optional<Error> m_failure;
};

} // namespace tablesmith::io
