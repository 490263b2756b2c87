#pragma once
// NoSQL Workbench data models (versions 1.0 to 3.0): each table of `DataModel` as the
// CreateTable request that makes it, and its sample items from the table's `TableData` and
// every facet's `TableData`. Models are small, so the whole file is read at once.

#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <string>
#include <vector>

namespace tablesmith::io {

struct ModelItem {
    std::string location; // "table T, facet F, item 2": models have no useful line numbers
    boost::json::object item;
};

struct ModelTable {
    std::string name;
    boost::json::object createRequest;
    std::vector<ModelItem> items;
};

// A syntax error's message starts with the line it is on ("line 12: ...").
Result<std::vector<ModelTable>> readWorkbenchModel(const std::string &path);

// Whether a file's first bytes look like a model rather than other JSON.
bool looksLikeWorkbenchModel(std::string_view head);

} // namespace tablesmith::io
