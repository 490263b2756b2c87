#include "parse_cache.h"

#include "parse_text.h"

#include <list>
#include <mutex>
#include <string>
#include <unordered_map>

namespace tablesmith::expr {
namespace {

using Entry = std::shared_ptr<const Result<ParsedTree>>;

Result<ParsedTree> parseFresh(std::string_view text, ExpressionKind kind, bool rewritten)
{
    return parseText<ParsedTree>(text, kind, rewritten, [kind](Parser &parser) -> ParsedTree {
        switch (kind) {
        case ExpressionKind::Projection: return parser.projection();
        case ExpressionKind::Update: return parser.update();
        default: return parser.condition();
        }
    });
}

class ParseCache {
public:
    Entry find(const std::string &key)
    {
        std::lock_guard lock(m_mutex);
        auto it = m_entries.find(key);
        if (it == m_entries.end())
            return nullptr;
        m_order.splice(m_order.begin(), m_order, it->second.position);
        return it->second.entry;
    }

    void insert(const std::string &key, Entry entry)
    {
        std::lock_guard lock(m_mutex);
        if (m_entries.contains(key))
            return;
        m_order.push_front(key);
        m_entries.emplace(key, Slot{std::move(entry), m_order.begin()});
        if (m_entries.size() > kParseCacheCapacity) {
            m_entries.erase(m_order.back());
            m_order.pop_back();
        }
    }

private:
    struct Slot {
        Entry entry;
        std::list<std::string>::iterator position;
    };
    std::mutex m_mutex;
    std::list<std::string> m_order; // most recently used first
    std::unordered_map<std::string, Slot> m_entries;
};

ParseCache &cache()
{
    static ParseCache instance;
    return instance;
}

} // namespace

std::shared_ptr<const Result<ParsedTree>> cachedParse(std::string_view text, ExpressionKind kind,
                                                      bool rewritten)
{
    // Long texts (a client's is refused, a rewrite's is one request's) are not remembered.
    if (text.size() > kMaxExpressionSize)
        return std::make_shared<const Result<ParsedTree>>(parseFresh(text, kind, rewritten));
    // Condition and Filter share a grammar but not their messages' prefix: kind is in the key,
    // and so is the origin, whose limits differ.
    std::string key(1, static_cast<char>((rewritten ? 'a' : '0') + static_cast<int>(kind)));
    key += text;
    if (auto hit = cache().find(key))
        return hit;
    auto entry = std::make_shared<const Result<ParsedTree>>(parseFresh(text, kind, rewritten));
    cache().insert(key, entry);
    return entry;
}

} // namespace tablesmith::expr
