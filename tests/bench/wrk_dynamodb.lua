-- wrk script for bench_http.sh: one DynamoDB operation (BENCH_OP = PutItem | GetItem | Query)
-- on random keys among BENCH_ITEMS items laid out as load_items.py writes them (20 per
-- partition). Prints one machine-readable RESULT line when wrk is done.

local op = os.getenv("BENCH_OP") or "GetItem"
local items = tonumber(os.getenv("BENCH_ITEMS") or "10000")
local perPartition = 20
local itemJsonBytes = 200

wrk.method = "POST"
wrk.path = "/"
wrk.headers["Content-Type"] = "application/x-amz-json-1.0"
wrk.headers["X-Amz-Target"] = "DynamoDB_20120810." .. op
wrk.headers["X-Amz-Date"] = "20240101T000000Z"
-- Neither server verifies signatures without configured credentials; dynalite wants the shape.
wrk.headers["Authorization"] = "AWS4-HMAC-SHA256 Credential=bench/20240101/us-east-1/dynamodb/"
    .. "aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-target, Signature="
    .. string.rep("0", 64)

local function pk(i) return string.format("p%08d", math.floor(i / perPartition)) end
local function sk(i) return string.format("s%02d", i % perPartition) end

local function item(i)
    local bare = string.format('{"PK":{"S":"%s"},"SK":{"S":"%s"},"data":{"S":""}}', pk(i), sk(i))
    local data = string.rep("y", itemJsonBytes - #bare)
    return string.format('{"PK":{"S":"%s"},"SK":{"S":"%s"},"data":{"S":"%s"}}', pk(i), sk(i), data)
end

local bodies = {
    PutItem = function(i) return '{"TableName":"bench","Item":' .. item(i) .. '}' end,
    GetItem = function(i)
        return string.format('{"TableName":"bench","Key":{"PK":{"S":"%s"},"SK":{"S":"%s"}}}',
            pk(i), sk(i))
    end,
    Query = function(i)
        return string.format('{"TableName":"bench","KeyConditionExpression":"PK = :pk",'
            .. '"ExpressionAttributeValues":{":pk":{"S":"%s"}},"Limit":10}', pk(i))
    end,
}
local body = bodies[op]

-- A fixed ring of prebuilt requests: the load generator's own cost stays small and the same for
-- every server.
local ring = {}
local ringSize = 4096
local position = 1

local threads = 0
function setup(thread)
    threads = threads + 1
    thread:set("id", threads)
end

function init(args)
    math.randomseed(os.time() * 100 + (id or 0))
    for k = 1, ringSize do
        ring[k] = wrk.format(nil, nil, nil, body(math.random(0, items - 1)))
    end
end

function request()
    local r = ring[position]
    position = position % ringSize + 1
    return r
end

function done(summary, latency, requests)
    local e = summary.errors
    io.write(string.format("RESULT %.1f %d %d %.1f\n",
        summary.requests / (summary.duration / 1e6),
        e.status, e.connect + e.read + e.write + e.timeout, latency:percentile(50)))
end
