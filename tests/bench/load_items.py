#!/usr/bin/env python3
"""Creates table "bench" (PK, SK strings) on a DynamoDB endpoint and loads N items of 200-byte
JSON, 20 per partition, with BatchWriteItem 25 at a time. Used by bench_http.sh; standard
library only."""

import argparse
import http.client
import json
import sys
import time

ITEMS_PER_PARTITION = 20
ITEM_JSON_BYTES = 200
AUTH = ("AWS4-HMAC-SHA256 Credential=bench/20240101/us-east-1/dynamodb/aws4_request, "
        "SignedHeaders=content-type;host;x-amz-date;x-amz-target, Signature=" + "0" * 64)


def item(i, fill="x"):
    pk, sk = f"p{i // ITEMS_PER_PARTITION:08d}", f"s{i % ITEMS_PER_PARTITION:02d}"
    bare = json.dumps({"PK": {"S": pk}, "SK": {"S": sk}, "data": {"S": ""}},
                      separators=(",", ":"))
    return {"PK": {"S": pk}, "SK": {"S": sk},
            "data": {"S": fill * (ITEM_JSON_BYTES - len(bare))}}


class Endpoint:
    def __init__(self, port):
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

    def call(self, op, body):
        self.conn.request("POST", "/", json.dumps(body), {
            "Content-Type": "application/x-amz-json-1.0",
            "X-Amz-Target": "DynamoDB_20120810." + op,
            "X-Amz-Date": "20240101T000000Z",
            "Authorization": AUTH})
        response = self.conn.getresponse()
        data = json.loads(response.read() or b"{}")
        return response.status, data


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--items", type=int, default=10000)
    args = parser.parse_args()
    db = Endpoint(args.port)
    status, body = db.call("CreateTable", {
        "TableName": "bench", "BillingMode": "PAY_PER_REQUEST",
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                 {"AttributeName": "SK", "AttributeType": "S"}],
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                      {"AttributeName": "SK", "KeyType": "RANGE"}]})
    if status != 200:
        sys.exit(f"CreateTable: {status} {body}")
    for _ in range(200):
        _, body = db.call("DescribeTable", {"TableName": "bench"})
        if body.get("Table", {}).get("TableStatus") == "ACTIVE":
            break
        time.sleep(0.05)
    for first in range(0, args.items, 25):
        writes = [{"PutRequest": {"Item": item(i)}}
                  for i in range(first, min(args.items, first + 25))]
        while writes:
            status, body = db.call("BatchWriteItem", {"RequestItems": {"bench": writes}})
            if status != 200:
                sys.exit(f"BatchWriteItem: {status} {body}")
            writes = body.get("UnprocessedItems", {}).get("bench", [])
    status, body = db.call("Query", {
        "TableName": "bench", "KeyConditionExpression": "PK = :pk",
        "ExpressionAttributeValues": {":pk": {"S": "p00000000"}}, "Limit": 10})
    if status != 200 or body.get("Count") != 10:
        sys.exit(f"check Query: {status} {body}")


if __name__ == "__main__":
    main()
