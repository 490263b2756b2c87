#!/usr/bin/env python3
"""Conformance test: a GSI with a multi-attribute key (DynamoDB, November 2025) through boto3.

    python3 tests/clients/test_boto3_multi_attribute_gsi.py --server PATH/TO/tablesmith-server

A GSI with a two-attribute partition key and a two-attribute sort key is created, written to,
queried (equalities, a range on the last sort attribute, paging, ScanIndexForward), refused
where the service refuses, and its table's stream read. botocore older than the multi-attribute
model (Debian's 1.29) checks KeySchema for at most two elements on the client side; the test
then turns client-side parameter validation off, as such a client must to use the feature.
Exits 77 (ctest SKIP_RETURN_CODE) when boto3 is missing.
"""

import sys
import unittest
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
from tablesmith_server import (Server, boto3_client, client_config,  # noqa: E402
                               prepare_unittest_run, require_boto3)

require_boto3()
import botocore.session  # noqa: E402
from botocore.exceptions import ClientError  # noqa: E402

SERVER_PATH = None
SERVER = None
TABLE = "matches"


def model_allows_multi_attribute_keys():
    shape = botocore.session.get_session().get_service_model("dynamodb").shape_for("KeySchema")
    return shape.metadata.get("max", 8) >= 8


def client():
    config = client_config(parameter_validation=model_allows_multi_attribute_keys())
    return boto3_client(SERVER.endpoint, config=config)


def setUpModule():
    global SERVER
    SERVER = Server(SERVER_PATH, "--in-memory").start()
    ddb = client()
    names = ["id", "tournament", "venue", "round", "bracket"]
    types = {"venue": "N"}
    ddb.create_table(
        TableName=TABLE, BillingMode="PAY_PER_REQUEST",
        AttributeDefinitions=[{"AttributeName": n, "AttributeType": types.get(n, "S")}
                              for n in names],
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        StreamSpecification={"StreamEnabled": True, "StreamViewType": "NEW_AND_OLD_IMAGES"},
        GlobalSecondaryIndexes=[{
            "IndexName": "ByTournament",
            "KeySchema": [{"AttributeName": "tournament", "KeyType": "HASH"},
                          {"AttributeName": "venue", "KeyType": "HASH"},
                          {"AttributeName": "round", "KeyType": "RANGE"},
                          {"AttributeName": "bracket", "KeyType": "RANGE"}],
            "Projection": {"ProjectionType": "ALL"}}])
    matches = [("m1", "SEMI", "UPPER"), ("m2", "FINAL", "UPPER"), ("m3", "SEMI", "LOWER"),
               ("m4", "QUARTER", "LOWER"), ("m5", "SEMI", "ALPHA")]
    for match_id, round_, bracket in matches:
        ddb.put_item(TableName=TABLE, Item={
            "id": {"S": match_id}, "tournament": {"S": "WINTER2024"}, "venue": {"N": "1"},
            "round": {"S": round_}, "bracket": {"S": bracket}})
    # Not in the index: no bracket.
    ddb.put_item(TableName=TABLE, Item={"id": {"S": "m6"}, "tournament": {"S": "WINTER2024"},
                                        "venue": {"N": "1"}, "round": {"S": "SEMI"}})


def tearDownModule():
    if SERVER:
        SERVER.stop()


VALUES = {":t": {"S": "WINTER2024"}, ":r": {"N": "1"}}


def query(ddb, condition, values=None, **extra):
    # A value given as None is left out: the service refuses an unused one first.
    merged = {k: v for k, v in {**VALUES, **(values or {})}.items() if v is not None}
    response = ddb.query(TableName=TABLE, IndexName="ByTournament",
                         KeyConditionExpression=condition,
                         ExpressionAttributeValues=merged, **extra)
    return [item["id"]["S"] for item in response["Items"]], response


class MultiAttributeGsiTest(unittest.TestCase):
    def setUp(self):
        self.ddb = client()

    def test_describe_returns_the_key_schema(self):
        index = self.ddb.describe_table(TableName=TABLE)["Table"]["GlobalSecondaryIndexes"][0]
        self.assertEqual([(k["AttributeName"], k["KeyType"]) for k in index["KeySchema"]],
                         [("tournament", "HASH"), ("venue", "HASH"), ("round", "RANGE"),
                          ("bracket", "RANGE")])
        self.assertEqual(index["ItemCount"], 5)

    def test_query_orders_by_the_sort_attributes(self):
        ids, _ = query(self.ddb, "tournament = :t AND venue = :r")
        self.assertEqual(ids, ["m2", "m4", "m5", "m3", "m1"])
        ids, _ = query(self.ddb, "tournament = :t AND venue = :r", ScanIndexForward=False)
        self.assertEqual(ids, ["m1", "m3", "m5", "m4", "m2"])

    def test_equality_then_range(self):
        ids, _ = query(self.ddb, "tournament = :t AND venue = :r AND round = :s",
                       {":s": {"S": "SEMI"}})
        self.assertEqual(ids, ["m5", "m3", "m1"])
        ids, _ = query(self.ddb, "tournament = :t AND venue = :r AND round = :s AND bracket > :b",
                       {":s": {"S": "SEMI"}, ":b": {"S": "ALPHA"}})
        self.assertEqual(ids, ["m3", "m1"])
        ids, _ = query(self.ddb, "tournament = :t AND venue = :r AND begins_with(round, :p)",
                       {":p": {"S": "S"}})
        self.assertEqual(ids, ["m5", "m3", "m1"])

    def test_paging_carries_every_key_attribute(self):
        seen, start = [], None
        while True:
            extra = {"Limit": 2}
            if start:
                extra["ExclusiveStartKey"] = start
            ids, response = query(self.ddb, "tournament = :t AND venue = :r", **extra)
            seen += ids
            start = response.get("LastEvaluatedKey")
            if not start:
                break
            self.assertEqual(sorted(start), ["bracket", "id", "round", "tournament", "venue"])
        self.assertEqual(seen, ["m2", "m4", "m5", "m3", "m1"])

    def test_service_refusals(self):
        cases = [
            ("tournament = :t", {":r": None},
             "Query condition missed key schema element: venue"),
            ("tournament = :t AND venue = :r AND bracket = :b", {":b": {"S": "UPPER"}},
             "RANGE key attributes round must have equality conditions specified in the query "
             "because a condition is present on key attribute bracket"),
            ("tournament = :t AND venue = :r AND round > :s AND bracket = :b",
             {":s": {"S": "A"}, ":b": {"S": "UPPER"}},
             "RANGE key attributes round must have equality conditions specified in the query "
             "because a condition is present on key attribute bracket"),
        ]
        for condition, values, message in cases:
            with self.subTest(condition=condition):
                with self.assertRaises(ClientError) as caught:
                    query(self.ddb, condition, values)
                error = caught.exception.response["Error"]
                self.assertEqual(error["Code"], "ValidationException")
                self.assertEqual(error["Message"], message)

    def test_stream_records_the_index_key_change(self):
        self.ddb.update_item(TableName=TABLE, Key={"id": {"S": "m4"}},
                             UpdateExpression="SET bracket = :b",
                             ExpressionAttributeValues={":b": {"S": "UPPER"}})
        ids, _ = query(self.ddb, "tournament = :t AND venue = :r AND round = :q",
                       {":q": {"S": "QUARTER"}})
        self.assertEqual(ids, ["m4"])
        arn = self.ddb.describe_table(TableName=TABLE)["Table"]["LatestStreamArn"]
        streams = boto3_client(SERVER.endpoint, "dynamodbstreams")
        shard = streams.describe_stream(StreamArn=arn)["StreamDescription"]["Shards"][0]
        iterator = streams.get_shard_iterator(StreamArn=arn, ShardId=shard["ShardId"],
                                              ShardIteratorType="TRIM_HORIZON")["ShardIterator"]
        records = streams.get_records(ShardIterator=iterator)["Records"]
        events = [(r["eventName"], r["dynamodb"]["Keys"]["id"]["S"]) for r in records]
        self.assertEqual(events[:6], [("INSERT", f"m{i}") for i in range(1, 7)])
        modify = [r for r in records if r["eventName"] == "MODIFY"]
        self.assertEqual(len(modify), 1)
        self.assertEqual(modify[0]["dynamodb"]["OldImage"]["bracket"], {"S": "LOWER"})
        self.assertEqual(modify[0]["dynamodb"]["NewImage"]["bracket"], {"S": "UPPER"})


if __name__ == "__main__":
    SERVER_PATH = prepare_unittest_run(__doc__)
    unittest.main(verbosity=2)
