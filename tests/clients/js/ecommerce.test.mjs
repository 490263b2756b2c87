// Conformance test: the AWS SDK for JavaScript v3 (DynamoDBClient + DynamoDBDocumentClient)
// against tablesmith-server, on the e-commerce example the app ships (resources/examples/ecommerce).
//
//   cd tests/clients/js && npm ci && node ecommerce.test.mjs --server PATH/TO/tablesmith-server
//
// Starts its own in-memory server on a free port (--port 0, loopback) and stops it at the end.
// Runs on Node 18 and 20 (node:test, node:assert). Cases for features the engine does not have
// yet are skipped with a TODO; set TABLESMITH_RUN_TODO=1 to run them.

import { spawn } from "node:child_process";
import { readFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";

import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  ExecuteStatementCommand,
  DynamoDBClient,
  GetItemCommand,
  ListTablesCommand,
  PutItemCommand,
  QueryCommand as RawQueryCommand,
  ResourceNotFoundException,
  waitUntilTableExists,
} from "@aws-sdk/client-dynamodb";
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  NumberValue,
  PutCommand,
  QueryCommand,
  ScanCommand,
  UpdateCommand,
  paginateQuery,
  paginateScan,
} from "@aws-sdk/lib-dynamodb";

const here = dirname(fileURLToPath(import.meta.url));
// The example as the app ships it.
const dataDir = join(here, "..", "..", "..", "resources", "examples", "ecommerce");
const runTodo = process.env.TABLESMITH_RUN_TODO === "1";
const todo = (feature) => (runTodo ? false : `TODO: ${feature} not implemented in the engine yet`);

function serverPath() {
  const i = process.argv.indexOf("--server");
  const path = i >= 0 ? process.argv[i + 1] : process.env.TABLESMITH_SERVER;
  if (!path) {
    console.error("usage: node ecommerce.test.mjs --server PATH/TO/tablesmith-server");
    process.exit(2);
  }
  return path;
}

// Offline: dummy credentials, no user config, no proxies.
const scratch = mkdtempSync(join(tmpdir(), "tablesmith-js-"));
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: "test",
  AWS_SECRET_ACCESS_KEY: "test",
  AWS_DEFAULT_REGION: "us-east-1",
  AWS_REGION: "us-east-1",
  AWS_CONFIG_FILE: join(scratch, "no-config"),
  AWS_SHARED_CREDENTIALS_FILE: join(scratch, "no-credentials"),
  AWS_EC2_METADATA_DISABLED: "true",
});
for (const name of ["AWS_PROFILE", "AWS_SESSION_TOKEN", "AWS_ENDPOINT_URL", "AWS_ENDPOINT_URL_DYNAMODB"]) {
  delete process.env[name];
}

let server;
let client;
let doc;
const table = `ecommerce-js-${process.pid}`;

function startServer(path) {
  return new Promise((resolve, reject) => {
    const child = spawn(path, ["--port", "0", "--host", "127.0.0.1", "--in-memory"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`tablesmith-server printed no ready line in 15 s:\n${output}`));
    }, 15000);
    const onData = (chunk) => {
      output += chunk;
      const match = /Tablesmith serving DynamoDB API on http:\/\/([^:\s]+):(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, endpoint: `http://127.0.0.1:${match[2]}` });
      }
    };
    child.stdout.setEncoding("utf8").on("data", onData);
    child.stderr.setEncoding("utf8").on("data", (chunk) => (output += chunk));
    child.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`tablesmith-server exited (${code}) before it was ready:\n${output}`));
    });
  });
}

function stopServer() {
  if (server && server.child.exitCode === null) server.child.kill("SIGTERM");
}
process.on("exit", () => {
  if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
});

// The export format's "Item", as DynamoDB JSON.
const exampleItems = readFileSync(join(dataDir, "items.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line).Item);

// DynamoDB JSON -> plain values (S, N, BOOL, NULL, M, L are all the example uses).
function plain(av) {
  const [[type, value]] = Object.entries(av);
  switch (type) {
    case "S": return value;
    case "N": return Number(value);
    case "BOOL": return value;
    case "NULL": return null;
    case "M": return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
    case "L": return value.map(plain);
    default: throw new Error(`unexpected type ${type}`);
  }
}
const plainItem = (item) => Object.fromEntries(Object.entries(item).map(([k, v]) => [k, plain(v)]));

async function rejectsWith(promise, name) {
  await assert.rejects(promise, (err) => {
    assert.equal(err.name, name, `${err.name}: ${err.message}`);
    assert.equal(err.$metadata?.httpStatusCode, 400);
    assert.ok(err.message, "errors carry a message");
    return true;
  });
}

before(async () => {
  server = await startServer(serverPath());
  client = new DynamoDBClient({
    endpoint: server.endpoint,
    region: "us-east-1",
    credentials: { accessKeyId: "test", secretAccessKey: "test" },
    maxAttempts: 2,
  });
  doc = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
});

after(() => {
  client?.destroy();
  stopServer();
});

describe("e-commerce single table", () => {
  test("CreateTable and wait until it exists", async () => {
    const created = await client.send(new CreateTableCommand({
      TableName: table,
      AttributeDefinitions: [
        { AttributeName: "PK", AttributeType: "S" },
        { AttributeName: "SK", AttributeType: "S" },
        { AttributeName: "GSI1PK", AttributeType: "S" },
        { AttributeName: "GSI1SK", AttributeType: "S" },
      ],
      KeySchema: [
        { AttributeName: "PK", KeyType: "HASH" },
        { AttributeName: "SK", KeyType: "RANGE" },
      ],
      GlobalSecondaryIndexes: [{
        IndexName: "GSI1",
        KeySchema: [
          { AttributeName: "GSI1PK", KeyType: "HASH" },
          { AttributeName: "GSI1SK", KeyType: "RANGE" },
        ],
        Projection: { ProjectionType: "INCLUDE", NonKeyAttributes: ["total"] },
      }],
      BillingMode: "PAY_PER_REQUEST",
    }));
    assert.equal(created.TableDescription.TableName, table);
    const waited = await waitUntilTableExists({ client, maxWaitTime: 20, minDelay: 1 }, { TableName: table });
    assert.equal(waited.state, "SUCCESS");
    const described = await client.send(new DescribeTableCommand({ TableName: table }));
    assert.equal(described.Table.TableStatus, "ACTIVE");
    assert.equal(described.Table.BillingModeSummary.BillingMode, "PAY_PER_REQUEST");
    const listed = await client.send(new ListTablesCommand({}));
    assert.ok(listed.TableNames.includes(table));
  });

  test("BatchWrite the 7 example items", async () => {
    const response = await doc.send(new BatchWriteCommand({
      RequestItems: { [table]: exampleItems.map((item) => ({ PutRequest: { Item: plainItem(item) } })) },
      ReturnConsumedCapacity: "TOTAL",
    }));
    assert.deepEqual(response.UnprocessedItems ?? {}, {});
    assert.equal(response.ConsumedCapacity[0].TableName, table);
    // TOTAL counts the index writes too: 7 items, and the 2 orders that land in GSI1.
    assert.equal(response.ConsumedCapacity[0].CapacityUnits, 9);
  });

  test("get user profile (GetCommand)", async () => {
    const { Item } = await doc.send(new GetCommand({ TableName: table, Key: { PK: "USER#u1", SK: "PROFILE" } }));
    assert.deepEqual(Item, plainItem(exampleItems[0]));
    const strong = await doc.send(new GetCommand({
      TableName: table, Key: { PK: "USER#u1", SK: "PROFILE" }, ConsistentRead: true,
      ProjectionExpression: "#n", ExpressionAttributeNames: { "#n": "name" },
    }));
    assert.deepEqual(strong.Item, { name: "Ada Lovelace" });
    const missing = await doc.send(new GetCommand({ TableName: table, Key: { PK: "USER#u2", SK: "PROFILE" } }));
    assert.equal(missing.Item, undefined);
  });

  test("all orders for a user (QueryCommand, begins_with)", async () => {
    const query = (forward) => doc.send(new QueryCommand({
      TableName: table,
      KeyConditionExpression: "PK = :pk AND begins_with(SK, :prefix)",
      ExpressionAttributeValues: { ":pk": "USER#u1", ":prefix": "ORDER#" },
      ScanIndexForward: forward,
    }));
    const forward = await query(true);
    assert.deepEqual(forward.Items.map((i) => i.SK), ["ORDER#o1", "ORDER#o2"]);
    assert.deepEqual(forward.Items.map((i) => i.total), [129.9, 42]);
    assert.equal(forward.Count, 2);
    assert.equal(forward.LastEvaluatedKey, undefined);
    const backward = await query(false);
    assert.deepEqual(backward.Items.map((i) => i.SK), ["ORDER#o2", "ORDER#o1"]);
  });

  test("all items in an order; product reviews", async () => {
    const items = await doc.send(new QueryCommand({
      TableName: table,
      KeyConditionExpression: "#pk = :pk AND begins_with(#sk, :prefix)",
      ExpressionAttributeNames: { "#pk": "PK", "#sk": "SK" },
      ExpressionAttributeValues: { ":pk": "ORDER#o1", ":prefix": "ITEM#" },
    }));
    assert.deepEqual(items.Items.map((i) => [i.SK, i.qty, i.productName]),
      [["ITEM#p1", 1, "Mechanical keyboard"], ["ITEM#p2", 2, "USB-C cable"]]);
    const reviews = await doc.send(new QueryCommand({
      TableName: table,
      KeyConditionExpression: "PK = :pk AND begins_with(SK, :prefix)",
      ExpressionAttributeValues: { ":pk": "PRODUCT#p1", ":prefix": "REVIEW#" },
      ProjectionExpression: "rating, userId",
    }));
    assert.deepEqual(reviews.Items, [{ rating: 5, userId: "u1" }]);
  });

  test("raw client: Select COUNT and DynamoDB JSON", async () => {
    const counted = await client.send(new RawQueryCommand({
      TableName: table, Select: "COUNT", KeyConditionExpression: "PK = :pk",
      ExpressionAttributeValues: { ":pk": { S: "USER#u1" } },
    }));
    assert.equal(counted.Count, 3);
    assert.equal(counted.Items, undefined);
    const raw = await client.send(new GetItemCommand({
      TableName: table, Key: { PK: { S: "PRODUCT#p1" }, SK: { S: "DETAILS" } },
    }));
    assert.deepEqual(raw.Item.stock, { N: "37" });
  });

  test("BatchGetCommand", async () => {
    const response = await doc.send(new BatchGetCommand({
      RequestItems: { [table]: { Keys: [
        { PK: "USER#u1", SK: "PROFILE" }, { PK: "PRODUCT#p1", SK: "DETAILS" }, { PK: "nope", SK: "nope" },
      ] } },
    }));
    assert.deepEqual(response.Responses[table].map((i) => i.PK).sort(), ["PRODUCT#p1", "USER#u1"]);
  });

  test("paginateQuery and paginateScan visit every item exactly once", async () => {
    const batches = [];
    for (let n = 0; n < 40; n++) {
      if (n % 20 === 0) batches.push([]);
      batches.at(-1).push({ PutRequest: { Item: { PK: "PAGE#js", SK: `S#${String(n).padStart(2, "0")}`, n } } });
    }
    for (const batch of batches) {
      const r = await doc.send(new BatchWriteCommand({ RequestItems: { [table]: batch } }));
      assert.deepEqual(r.UnprocessedItems ?? {}, {});
    }
    let pages = 0;
    const seen = [];
    for await (const page of paginateQuery({ client: doc, pageSize: 6 }, {
      TableName: table, KeyConditionExpression: "PK = :pk", ExpressionAttributeValues: { ":pk": "PAGE#js" },
    })) {
      pages++;
      assert.ok(page.Items.length <= 6);
      seen.push(...page.Items.map((i) => i.n));
    }
    assert.deepEqual(seen, [...Array(40).keys()]);
    assert.ok(pages >= 7, `7 pages of at most 6 items, got ${pages}`);

    const descending = [];
    for await (const page of paginateQuery({ client: doc, pageSize: 9 }, {
      TableName: table, KeyConditionExpression: "PK = :pk", ExpressionAttributeValues: { ":pk": "PAGE#js" },
      ScanIndexForward: false,
    })) descending.push(...page.Items.map((i) => i.n));
    assert.deepEqual(descending, [...Array(40).keys()].reverse());

    const scanned = [];
    for await (const page of paginateScan({ client: doc, pageSize: 5 }, { TableName: table })) {
      assert.ok(page.Items.length <= 5);
      scanned.push(...page.Items.map((i) => `${i.PK}|${i.SK}`));
    }
    assert.equal(scanned.length, 47);
    assert.equal(new Set(scanned).size, 47);

    const segments = [];
    for (let segment = 0; segment < 3; segment++) {
      for await (const page of paginateScan({ client: doc, pageSize: 4 }, {
        TableName: table, Segment: segment, TotalSegments: 3,
      })) segments.push(...page.Items.map((i) => `${i.PK}|${i.SK}`));
    }
    assert.deepEqual(segments.sort(), scanned.sort());

    const limited = await doc.send(new ScanCommand({ TableName: table, Limit: 3 }));
    assert.equal(limited.Count, 3);
    assert.ok(limited.LastEvaluatedKey);
  });

  test("DeleteCommand with ReturnValues ALL_OLD", async () => {
    const deleted = await doc.send(new DeleteCommand({
      TableName: table, Key: { PK: "PRODUCT#p1", SK: "REVIEW#r1" }, ReturnValues: "ALL_OLD",
    }));
    assert.deepEqual(deleted.Attributes, plainItem(exampleItems[6]));
    const again = await doc.send(new DeleteCommand({
      TableName: table, Key: { PK: "PRODUCT#p1", SK: "REVIEW#r1" }, ReturnValues: "ALL_OLD",
    }));
    assert.equal(again.Attributes, undefined);
    const gone = await doc.send(new GetCommand({ TableName: table, Key: { PK: "PRODUCT#p1", SK: "REVIEW#r1" } }));
    assert.equal(gone.Item, undefined);
  });

  test("types: 38-digit numbers, binary, sets, documents", async () => {
    const wrapped = DynamoDBDocumentClient.from(client, { unmarshallOptions: { wrapNumbers: true } });
    const big = "12345678901234567890123456789012345678";
    const item = {
      PK: "TYPES", SK: "1",
      big: NumberValue.from(big),
      fraction: NumberValue.from("-0.12345678901234567890123456789012345678"),
      bin: new Uint8Array([0, 1, 2, 255]),
      ss: new Set(["a", "b"]),
      ns: new Set([1, 2.5]),
      bool: true, nul: null,
      list: ["x", 1, [false]], map: { a: { b: "c" } },
    };
    await wrapped.send(new PutCommand({ TableName: table, Item: item }));
    const { Item } = await wrapped.send(new GetCommand({ TableName: table, Key: { PK: "TYPES", SK: "1" } }));
    assert.equal(Item.big.toString(), big);
    assert.equal(Item.fraction.toString(), "-0.12345678901234567890123456789012345678");
    assert.deepEqual([...Item.bin], [0, 1, 2, 255]);
    assert.deepEqual([...Item.ss].sort(), ["a", "b"]);
    assert.deepEqual([...Item.ns].map((n) => n.toString()).sort(), ["1", "2.5"]);
    assert.equal(Item.bool, true);
    assert.equal(Item.nul, null);
    assert.deepEqual(Item.map, { a: { b: "c" } });
    assert.equal(Item.list[0], "x");
    assert.equal(Item.list[1].toString(), "1");
    assert.deepEqual(Item.list[2], [false]);
  });

  test("errors by err.name", async () => {
    await rejectsWith(doc.send(new GetCommand({ TableName: "no-such-table", Key: { PK: "a", SK: "b" } })),
      "ResourceNotFoundException");
    await assert.rejects(client.send(new DescribeTableCommand({ TableName: "no-such-table" })),
      ResourceNotFoundException);
    await rejectsWith(client.send(new CreateTableCommand({
      TableName: table,
      AttributeDefinitions: [{ AttributeName: "PK", AttributeType: "S" }],
      KeySchema: [{ AttributeName: "PK", KeyType: "HASH" }],
      BillingMode: "PAY_PER_REQUEST",
    })), "ResourceInUseException");
    await rejectsWith(doc.send(new PutCommand({ TableName: table, Item: { PK: 1, SK: "x" } })), "ValidationException");
    await rejectsWith(doc.send(new GetCommand({ TableName: table, Key: { PK: "USER#u1" } })), "ValidationException");
    await rejectsWith(client.send(new PutItemCommand({
      TableName: table, Item: { PK: { S: "n" }, SK: { S: "n" }, n: { N: "not a number" } },
    })), "ValidationException");
    await rejectsWith(doc.send(new QueryCommand({
      TableName: table, KeyConditionExpression: "PK = :pk", ExpressionAttributeValues: { ":pk": "x", ":unused": 1 },
    })), "ValidationException");
    await rejectsWith(client.send(new BatchWriteItemCommand({
      RequestItems: { [table]: Array.from({ length: 26 }, (_, n) => ({
        PutRequest: { Item: { PK: { S: "too-many" }, SK: { S: String(n) } } },
      })) },
    })), "ValidationException");
  });

  test("orders with a status (FilterExpression)", async () => {
    const r = await doc.send(new QueryCommand({
      TableName: table, KeyConditionExpression: "PK = :pk AND begins_with(SK, :prefix)",
      FilterExpression: "#s = :status", ExpressionAttributeNames: { "#s": "status" },
      ExpressionAttributeValues: { ":pk": "USER#u1", ":prefix": "ORDER#", ":status": "PENDING" },
    }));
    assert.deepEqual([r.Items.map((i) => i.SK), r.ScannedCount], [["ORDER#o1"], 2]);
  });

  test("pending orders newest first (GSI1)", async () => {
    const r = await doc.send(new QueryCommand({
      TableName: table, IndexName: "GSI1", KeyConditionExpression: "GSI1PK = :pk",
      ExpressionAttributeValues: { ":pk": "ORDER#PENDING" }, ScanIndexForward: false, Limit: 50,
    }));
    assert.deepEqual(r.Items.map((i) => i.SK), ["ORDER#o1"]);
  });

  test("PartiQL on GSI1: runs, and refuses a strongly consistent read in its own words", async () => {
    const statement = `SELECT SK FROM "${table}"."GSI1" WHERE GSI1PK = 'ORDER#PENDING'`;
    const r = await client.send(new ExecuteStatementCommand({ Statement: statement }));
    assert.deepEqual(r.Items.map((i) => i.SK.S), ["ORDER#o1"]);
    await assert.rejects(
      client.send(new ExecuteStatementCommand({ Statement: statement, ConsistentRead: true })),
      (err) => {
        assert.equal(err.name, "ValidationException");
        assert.equal(err.message, "Strongly consistent read is not supported on Global Secondary Indexes");
        return true;
      });
  });

  test("optimistic locking (ConditionExpression)", async () => {
    await rejectsWith(doc.send(new PutCommand({
      TableName: table, Item: { PK: "USER#u1", SK: "ORDER#o2", status: "DELIVERED" },
      ConditionExpression: "#s = :current", ExpressionAttributeNames: { "#s": "status" },
      ExpressionAttributeValues: { ":current": "PENDING" },
    })), "ConditionalCheckFailedException");
  });

  test("UpdateCommand", async () => {
    const r = await doc.send(new UpdateCommand({
      TableName: table, Key: { PK: "PRODUCT#p1", SK: "DETAILS" },
      UpdateExpression: "SET stock = stock - :one", ExpressionAttributeValues: { ":one": 1 },
      ReturnValues: "UPDATED_NEW",
    }));
    // The document client wraps numbers (wrapNumbers keeps 38 digits exact).
    assert.deepEqual(Object.keys(r.Attributes), ["stock"]);
    assert.equal(String(r.Attributes.stock.value ?? r.Attributes.stock), "36");
  });

  // The SDK in a browser sends requests with fetch, which asks for "gzip, deflate" and
  // inflates what comes back (Node's fetch too): answers of 4 KB and more arrive compressed,
  // as from the service, and the SDK reads them unchanged.
  test("fetch handler: large answers in gzip", async () => {
    let FetchHttpHandler;
    try {
      ({ FetchHttpHandler } = await import("@smithy/fetch-http-handler"));
    } catch {
      return; // an SDK without its browser handler installed
    }
    const notes = Array.from({ length: 300 }, (_, n) => `order ${n} shipped to Berlin`).join("; ");
    await client.send(new PutItemCommand({
      TableName: table, Item: { PK: { S: "NOTES#1" }, SK: { S: "BIG" }, notes: { S: notes } },
    }));
    const browser = new DynamoDBClient({
      endpoint: server.endpoint,
      region: "us-east-1",
      credentials: { accessKeyId: "test", secretAccessKey: "test" },
      requestHandler: new FetchHttpHandler(),
    });
    const codings = [];
    browser.middlewareStack.add((next) => async (args) => {
      const result = await next(args);
      codings.push(result.response.headers["content-encoding"] ?? "identity");
      return result;
    }, { step: "deserialize", name: "recordContentEncoding" });
    try {
      const big = await browser.send(new GetItemCommand({
        TableName: table, Key: { PK: { S: "NOTES#1" }, SK: { S: "BIG" } },
      }));
      assert.equal(big.Item.notes.S, notes);
      const small = await browser.send(new GetItemCommand({
        TableName: table, Key: { PK: { S: "USER#u1" }, SK: { S: "PROFILE" } },
      }));
      assert.equal(small.Item.SK.S, "PROFILE");
      assert.deepEqual(codings, ["gzip", "identity"]);
    } finally {
      browser.destroy();
    }
  });

  test("DeleteTable", async () => {
    const r = await client.send(new DeleteTableCommand({ TableName: table }));
    assert.equal(r.TableDescription.TableName, table);
    await rejectsWith(client.send(new DescribeTableCommand({ TableName: table })), "ResourceNotFoundException");
  });
});
