#include "ops/key_paths.h"

#include <algorithm>

namespace tablesmith::ops {
namespace {

// The first of the key's attributes that a path goes into; empty when none does.
std::string nestedKeyAttribute(const store::KeySchema &key, const std::vector<expr::Path> &paths)
{
    std::string found;
    key.forEachAttribute([&](const store::KeyAttribute &attribute) {
        const bool nested = std::ranges::any_of(paths, [&](const expr::Path &path) {
            return path.size() > 1 && path.front().name == attribute.name;
        });
        if (found.empty() && nested)
            found = attribute.name;
    });
    return found;
}

Error notScalar(std::string_view role, const std::string &name)
{
    return Error::validation("Key attributes must be scalars; list random access '[]' and map "
                             "lookup '.' are not allowed: " + std::string(role) + ": " + name);
}

} // namespace

Status checkKeyPathsAreScalar(const store::TableSchema &table,
                              const std::vector<expr::Path> &paths)
{
    if (const std::string name = nestedKeyAttribute(table.key, paths); !name.empty())
        return notScalar("Key", name);
    for (const store::IndexSchema &index : table.indexes) {
        if (const std::string name = nestedKeyAttribute(index.key, paths); !name.empty())
            return notScalar("IndexKey", name);
    }
    return success();
}

} // namespace tablesmith::ops
