#pragma once
// Members of a JSON object read without throwing, for the readers of documents a user wrote
// (designs, NoSQL Workbench models, requests shown as forms): a member that is missing or of
// another type reads as absent, and the reader decides whether that is an error.

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include <string>
#include <string_view>

namespace tablesmith {

// The member `name` if it is an object (an array), else nullptr.
const boost::json::object *objectAt(const boost::json::object &object, std::string_view name);
const boost::json::array *arrayAt(const boost::json::object &object, std::string_view name);
// The member `name` if it is a string, else "".
std::string stringAt(const boost::json::object &object, std::string_view name);

} // namespace tablesmith
