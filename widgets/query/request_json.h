#pragma once
// A request as the builder's text shows it: indented JSON, two spaces a level, with maps and
// lists that fit in a short line kept on one line (DynamoDB values read as {"S": "x"}).

#include <boost/json/object.hpp>

#include <QString>

namespace tablesmith::gui {

QString requestJsonText(const boost::json::object &request);

} // namespace tablesmith::gui
