#pragma once
// Every item of a table, a Scan page at a time, following LastEvaluatedKey to the end.

#include "item_reader.h"

#include <tablesmith/client.h>

#include <boost/json/array.hpp>

#include <functional>
#include <string>

namespace tablesmith::io {

// `onPage` gets each page's Items; returning Stop ends the scan early (a cancel).
Status scanAllPages(Client &client, const std::string &tableName,
                    const std::function<Flow(const boost::json::array &items)> &onPage);

} // namespace tablesmith::io
