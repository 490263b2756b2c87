#pragma once
// What the write path tells whoever captures item changes — the stream runtime, which turns
// them into DynamoDB Streams records and in-process subscriptions: a write transaction begins,
// each write in it once applied, the moment before its commit, and the commit's outcome.
// Called under the database's write mutex, in that order, once per transaction.

#include <tablesmith/error.h>

namespace tablesmith::core {

struct State;
struct ItemWrite;

class ChangeCapture {
public:
    virtual ~ChangeCapture() = default;

    // Nothing of an earlier, failed transaction stays staged.
    virtual void beginWrites() = 0;
    // Inside the transaction, after the item (and its index entries) changed.
    virtual Status recordChange(State &state, const ItemWrite &write) = 0;
    // Right before the commit; a failure rolls the transaction back.
    virtual Status beforeCommit() = 0;
    virtual void afterCommit(bool committed) = 0;
};

} // namespace tablesmith::core
