// The one list of instruments: a new instrument adds its folder and one line here.

#include "instruments.h"

#include "design/design_instrument.h"
#include "design/schema_instrument.h"
#include "log/call_log_instrument.h"
#include "query/query_instrument.h"
#include "streams/streams_instrument.h"
#include "transfer/transfer_instrument.h"

namespace tablesmith::gui {

std::vector<InstrumentFactory> workbenchInstruments()
{
    std::vector<InstrumentFactory> instruments;
    instruments.push_back([] { return std::make_unique<TransferInstrument>(); });
    instruments.push_back([] { return std::make_unique<CallLogInstrument>(); });
    instruments.push_back([] { return std::make_unique<SchemaInstrument>(); });
    instruments.push_back([] { return std::make_unique<QueryInstrument>(); });
    instruments.push_back([] { return std::make_unique<StreamsInstrument>(); });
    instruments.push_back([] { return std::make_unique<DesignInstrument>(); });
    return instruments;
}

} // namespace tablesmith::gui
