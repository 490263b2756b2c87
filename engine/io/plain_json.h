#pragma once
// Plain JSON text of DynamoDB JSON values, for the JSON array export. Numbers are written with
// their exact text; types plain JSON lacks (sets, binary) fall back as import_export.h says
// and are counted as warnings.

#include <boost/json/object.hpp>

#include <cstdint>
#include <string>

namespace tablesmith::io {

void appendPlainItem(const boost::json::object &item, std::string &out,
                     std::uint64_t &warnings);

} // namespace tablesmith::io
