#include "value/value_layer.h"

#include "value/number_faults.h"

#include <set>

namespace tablesmith {
namespace {

thread_local ValueLayer t_layer = ValueLayer::Current;

constexpr std::string_view kInvalid = "One or more parameter values were invalid: ";

// The current layer's order: the members in byte order up to the first repeat, then the
// repeat, then the rest as sent.
template<class T>
std::vector<T> currentOrder(const std::vector<T> &asSent)
{
    std::set<T> seen;
    for (std::size_t i = 0; i < asSent.size(); ++i) {
        if (seen.insert(asSent[i]).second)
            continue;
        std::vector<T> order(seen.begin(), seen.end());
        order.insert(order.end(), asSent.begin() + static_cast<std::ptrdiff_t>(i), asSent.end());
        return order;
    }
    return asSent;
}

// "[b, a, b]": the older layer's list, the request's texts as sent.
std::string sentList(const boost::json::array &raw)
{
    std::string text = "[";
    for (const boost::json::value &member : raw) {
        text += text.size() > 1 ? ", " : "";
        text += member.is_string() ? std::string_view(member.get_string()) : "?";
    }
    return text + "]";
}

Error duplicates(std::string_view list)
{
    return Error::validation(std::string(kInvalid) + "Input collection " + std::string(list)
                             + " contains duplicates.");
}

} // namespace

ValueLayer valueLayer()
{
    return t_layer;
}

ValueLayerScope::ValueLayerScope(ValueLayer layer) : m_previous(t_layer)
{
    t_layer = layer;
}

ValueLayerScope::~ValueLayerScope()
{
    t_layer = m_previous;
}

Result<Decimal> parseNumberInLayer(std::string_view text)
{
    return t_layer == ValueLayer::Older ? number_faults::parseAsBigDecimal(text)
                                        : Decimal::parse(text);
}

Error duplicateStrings(const std::vector<std::string> &asSent, const boost::json::array &raw)
{
    if (t_layer == ValueLayer::Older)
        return duplicates(sentList(raw));
    std::string list = "[";
    for (const std::string &member : currentOrder(asSent))
        list += (list.size() > 1 ? ", \"" : "\"") + member + "\"";
    return duplicates(list + "]");
}

Error duplicateNumbers()
{
    if (t_layer == ValueLayer::Older)
        return Error::validation("Input collection contains duplicates");
    return Error::validation(std::string(kInvalid) + "Input collection contains duplicates.");
}

Error duplicateBinaries(const std::vector<Binary> &asSent, const boost::json::array &raw)
{
    if (t_layer == ValueLayer::Older)
        return duplicates(sentList(raw) + "of type BS");
    std::string list = "[";
    for (const Binary &member : currentOrder(asSent))
        list += (list.size() > 1 ? ",\"" : "\"") + base64Encode(member.bytes) + "\"";
    return duplicates(list + "]of type BS");
}

bool isValueLayerFault(const Error &error)
{
    using namespace number_faults;
    const std::string &m = error.message;
    return error.kind == ErrorKind::ValidationException
           && (m.starts_with(kNotNumeric) || m == kOverflow || m == kUnderflow
               || m == kTooManyDigits
               || m.ends_with("contains duplicates.")
               || m == "Input collection contains duplicates");
}

} // namespace tablesmith
