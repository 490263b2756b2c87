#include "plain_json_builder.h"

#include <boost/json/error.hpp>

namespace tablesmith::io {
namespace json = boost::json;

// With emitDepth 1, a document whose top level is anything but an array fails.
bool PlainJsonBuilder::outside(error_code &ec)
{
    if (m_emitDepth == 0 || !m_stack.empty())
        return true;
    notAnArray = true;
    ec = json::error::syntax;
    return false;
}

bool PlainJsonBuilder::begin(bool isObject)
{
    m_stack.push_back({isObject, currentLine, {}, {}, {}});
    return true;
}

bool PlainJsonBuilder::scalar(json::object typed)
{
    if (m_stack.size() == m_emitDepth) { // a bare value where values are handed over
        ready.push_back({currentLine, std::move(typed), false});
        return true;
    }
    return add(std::move(typed));
}

// Closes the innermost container: at the emit depth it is handed over, deeper it becomes an M
// or L of its parent, shallower (the outer array) it just ends.
bool PlainJsonBuilder::finish()
{
    Frame frame = std::move(m_stack.back());
    m_stack.pop_back();
    if (m_stack.size() < m_emitDepth)
        return true;
    if (m_stack.size() == m_emitDepth && frame.isObject) {
        ready.push_back({frame.line, std::move(frame.object), true});
        return true;
    }
    json::object typed = frame.isObject ? json::object{{"M", std::move(frame.object)}}
                                        : json::object{{"L", std::move(frame.array)}};
    if (m_stack.size() == m_emitDepth) {
        ready.push_back({frame.line, std::move(typed), false});
        return true;
    }
    return add(std::move(typed));
}

bool PlainJsonBuilder::add(json::object typed)
{
    Frame &parent = m_stack.back();
    if (parent.isObject)
        parent.object[parent.key] = std::move(typed);
    else
        parent.array.push_back(std::move(typed));
    return true;
}

} // namespace tablesmith::io
