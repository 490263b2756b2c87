#!/usr/bin/env python3
"""Conformance test: PartiQL through boto3 against tablesmith-server.

    python3 tests/clients/test_boto3_partiql.py --server PATH/TO/tablesmith-server [unittest args]

ExecuteStatement, BatchExecuteStatement and ExecuteTransaction with the e-commerce example's
access patterns written as PartiQL (examples/ecommerce/access-patterns.md), the paginator,
errors as the service raises them, and the stream records PartiQL writes produce. Starts one
in-memory server on a free port and stops it at the end. Exits 77 when boto3 is missing.
"""

import json
import sys
import unittest
import uuid
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
from tablesmith_server import (Server, boto3_client, client_config,  # noqa: E402
                               prepare_unittest_run, require_boto3)

require_boto3()
from botocore.exceptions import ClientError  # noqa: E402

DATA = Path(__file__).resolve().parents[2] / "resources" / "examples" / "ecommerce"
SERVER_PATH = None
SERVER = None
CONFIG = client_config(retries={"max_attempts": 1})


def setUpModule():
    global SERVER
    SERVER = Server(SERVER_PATH, "--in-memory").start()


def tearDownModule():
    if SERVER:
        SERVER.stop()


def client(service="dynamodb"):
    return boto3_client(SERVER.endpoint, service, CONFIG)


def create_ecommerce(ddb, name):
    ddb.create_table(
        TableName=name, BillingMode="PAY_PER_REQUEST",
        AttributeDefinitions=[{"AttributeName": n, "AttributeType": "S"}
                              for n in ("PK", "SK", "GSI1PK", "GSI1SK")],
        KeySchema=[{"AttributeName": "PK", "KeyType": "HASH"},
                   {"AttributeName": "SK", "KeyType": "RANGE"}],
        GlobalSecondaryIndexes=[{
            "IndexName": "GSI1",
            "KeySchema": [{"AttributeName": "GSI1PK", "KeyType": "HASH"},
                          {"AttributeName": "GSI1SK", "KeyType": "RANGE"}],
            "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["total"]}}],
        StreamSpecification={"StreamEnabled": True, "StreamViewType": "NEW_AND_OLD_IMAGES"})
    ddb.get_waiter("table_exists").wait(TableName=name, WaiterConfig={"Delay": 1, "MaxAttempts": 20})


def keys(items):
    return [(i["PK"]["S"], i["SK"]["S"]) for i in items]


class PartiqlEcommerceTest(unittest.TestCase):
    """The example's access patterns as PartiQL; the items are loaded with INSERT statements."""

    @classmethod
    def setUpClass(cls):
        cls.ddb = client()
        cls.table = f"ecommerce-{uuid.uuid4().hex[:8]}"
        create_ecommerce(cls.ddb, cls.table)
        with open(DATA / "items.jsonl") as lines:
            items = [json.loads(line)["Item"] for line in lines if line.strip()]
        # INSERT … VALUE ? with the item as a parameter, 25 to a batch.
        response = cls.ddb.batch_execute_statement(Statements=[
            {"Statement": f'INSERT INTO "{cls.table}" VALUE ?', "Parameters": [{"M": item}]}
            for item in items])
        assert all("Error" not in r for r in response["Responses"]), response

    def run_statement(self, statement, *parameters, **kwargs):
        if parameters:
            kwargs["Parameters"] = list(parameters)
        return self.ddb.execute_statement(Statement=statement, **kwargs)

    def test_get_user_profile(self):
        r = self.run_statement(f'SELECT * FROM "{self.table}" WHERE PK = ? AND SK = ?',
                               {"S": "USER#u1"}, {"S": "PROFILE"})
        self.assertEqual(keys(r["Items"]), [("USER#u1", "PROFILE")])
        self.assertEqual(r["Items"][0]["name"], {"S": "Ada Lovelace"})

    def test_all_orders_for_a_user(self):
        r = self.run_statement(
            f"SELECT * FROM \"{self.table}\" WHERE PK = 'USER#u1' AND begins_with(SK, 'ORDER#')")
        self.assertEqual(keys(r["Items"]), [("USER#u1", "ORDER#o1"), ("USER#u1", "ORDER#o2")])

    def test_orders_with_a_status(self):
        r = self.run_statement(
            f"SELECT SK, total FROM \"{self.table}\" WHERE PK = 'USER#u1' AND "
            f"begins_with(SK, 'ORDER#') AND status = ?", {"S": "PENDING"},
            ReturnConsumedCapacity="TOTAL")
        self.assertEqual(r["Items"], [{"SK": {"S": "ORDER#o1"}, "total": {"N": "129.9"}}])
        # Billed for both orders read, like the Query with a FilterExpression.
        self.assertEqual(r["ConsumedCapacity"]["CapacityUnits"], 0.5)

    def test_all_items_in_an_order(self):
        r = self.run_statement(
            f"SELECT * FROM \"{self.table}\" WHERE PK = 'ORDER#o1' AND begins_with(SK, 'ITEM#')")
        self.assertEqual(keys(r["Items"]), [("ORDER#o1", "ITEM#p1"), ("ORDER#o1", "ITEM#p2")])

    def test_product_reviews(self):
        r = self.run_statement(
            f"SELECT rating FROM \"{self.table}\" WHERE PK = 'PRODUCT#p1' AND "
            f"begins_with(SK, 'REVIEW#')")
        self.assertEqual(r["Items"], [{"rating": {"N": "5"}}])

    def test_pending_orders_newest_first(self):
        r = self.run_statement(
            f"SELECT * FROM \"{self.table}\".\"GSI1\" WHERE GSI1PK = 'ORDER#PENDING' "
            f"ORDER BY GSI1SK DESC", Limit=50)
        self.assertEqual(keys(r["Items"]), [("USER#u1", "ORDER#o1")])
        self.assertEqual(set(r["Items"][0]), {"PK", "SK", "GSI1PK", "GSI1SK", "total"})

    def test_find_all_products_is_a_scan(self):
        r = self.run_statement(f"SELECT PK FROM \"{self.table}\" WHERE begins_with(PK, 'PRODUCT#')"
                               f" AND SK = 'DETAILS'")
        self.assertEqual(r["Items"], [{"PK": {"S": "PRODUCT#p1"}}])

    def test_pages_with_next_token(self):
        # By hand: not every botocore ships a paginator for ExecuteStatement.
        pages, token = [], None
        while True:
            kwargs = {"NextToken": token} if token else {}
            page = self.ddb.execute_statement(Statement=f'SELECT * FROM "{self.table}"',
                                              Limit=2, **kwargs)
            pages.append(page)
            token = page.get("NextToken")
            if not token:
                break
        self.assertGreater(len(pages), 3)
        self.assertEqual(sum(len(p["Items"]) for p in pages), 7)

    def test_errors(self):
        def error(statement, **kwargs):
            with self.assertRaises(ClientError) as caught:
                self.ddb.execute_statement(Statement=statement, **kwargs)
            return caught.exception.response["Error"]

        e = error(f'SELECT * FROM "{self.table}" WHERE')
        self.assertEqual(e["Code"], "ValidationException")
        self.assertTrue(e["Message"].startswith("Statement wasn't well formed, can't be processed"))
        e = error(f"UPDATE \"{self.table}\" SET a = 1 WHERE PK = 'USER#u1'")
        self.assertEqual(e["Message"],
                         "Where clause does not contain a mandatory equality on all key attributes")
        e = error(f"INSERT INTO \"{self.table}\" VALUE {{'PK': 'USER#u1', 'SK': 'PROFILE'}}")
        self.assertEqual((e["Code"], e["Message"]),
                         ("DuplicateItemException", "Duplicate primary key exists in table"))
        # botocore models it: the client raises its own exception class.
        with self.assertRaises(self.ddb.exceptions.DuplicateItemException):
            self.ddb.execute_statement(
                Statement=f"INSERT INTO \"{self.table}\" VALUE {{'PK': 'USER#u1', 'SK': 'PROFILE'}}")
        e = error('SELECT * FROM "nope-table"')
        self.assertEqual(e["Code"], "ResourceNotFoundException")


class PartiqlWritesTest(unittest.TestCase):
    """Optimistic locking, RETURNING, batches and transactions, and their stream records."""

    def setUp(self):
        self.ddb = client()
        self.table = f"pq-{uuid.uuid4().hex[:8]}"
        create_ecommerce(self.ddb, self.table)
        self.ddb.execute_statement(
            Statement=f"INSERT INTO \"{self.table}\" VALUE {{'PK': 'USER#u1', 'SK': 'ORDER#o1', "
                      f"'status': 'PENDING', 'total': 129.90}}")

    def test_change_status_only_if_unchanged(self):
        update = (f"UPDATE \"{self.table}\" SET status = ? WHERE PK = 'USER#u1' AND "
                  f"SK = 'ORDER#o1' AND status = ? RETURNING ALL NEW *")
        r = self.ddb.execute_statement(Statement=update,
                                       Parameters=[{"S": "SHIPPED"}, {"S": "PENDING"}])
        self.assertEqual(r["Items"][0]["status"], {"S": "SHIPPED"})
        with self.assertRaises(ClientError) as caught:
            self.ddb.execute_statement(Statement=update,
                                       Parameters=[{"S": "SHIPPED"}, {"S": "PENDING"}],
                                       ReturnValuesOnConditionCheckFailure="ALL_OLD")
        error = caught.exception.response
        self.assertEqual(error["Error"]["Code"], "ConditionalCheckFailedException")
        self.assertEqual(error["Item"]["status"], {"S": "SHIPPED"})

    def test_batch_per_statement_errors(self):
        r = self.ddb.batch_execute_statement(Statements=[
            {"Statement": f"INSERT INTO \"{self.table}\" VALUE {{'PK': 'USER#u1', 'SK': 'ORDER#o1'}}"},
            {"Statement": f"INSERT INTO \"{self.table}\" VALUE {{'PK': 'USER#u2', 'SK': 'PROFILE'}}"},
            {"Statement": f"DELETE FROM \"{self.table}\" WHERE PK = 'x'"}])
        codes = [resp.get("Error", {}).get("Code") for resp in r["Responses"]]
        self.assertEqual(codes, ["DuplicateItem", None, "ValidationError"])

    def test_transaction_and_its_stream_records(self):
        self.ddb.execute_transaction(TransactStatements=[
            {"Statement": f"UPDATE \"{self.table}\" SET status = 'SHIPPED' WHERE PK = 'USER#u1' "
                          f"AND SK = 'ORDER#o1'"},
            {"Statement": f"INSERT INTO \"{self.table}\" VALUE {{'PK': 'ORDER#o1', 'SK': 'ITEM#p1'}}"}],
            ClientRequestToken=uuid.uuid4().hex)
        with self.assertRaises(ClientError) as caught:
            self.ddb.execute_transaction(TransactStatements=[
                {"Statement": f"INSERT INTO \"{self.table}\" VALUE {{'PK': 'ORDER#o1', 'SK': 'ITEM#p1'}}"}])
        reasons = caught.exception.response["CancellationReasons"]
        self.assertEqual(reasons[0]["Code"], "DuplicateItem")
        read = self.ddb.execute_transaction(TransactStatements=[
            {"Statement": f"SELECT status FROM \"{self.table}\" WHERE PK = 'USER#u1' AND SK = 'ORDER#o1'"}])
        self.assertEqual(read["Responses"], [{"Item": {"status": {"S": "SHIPPED"}}}])

        streams = client("dynamodbstreams")
        arn = self.ddb.describe_table(TableName=self.table)["Table"]["LatestStreamArn"]
        shard = streams.describe_stream(StreamArn=arn)["StreamDescription"]["Shards"][0]["ShardId"]
        iterator = streams.get_shard_iterator(StreamArn=arn, ShardId=shard,
                                              ShardIteratorType="TRIM_HORIZON")["ShardIterator"]
        records = streams.get_records(ShardIterator=iterator)["Records"]
        events = [(r["eventName"], r["dynamodb"]["Keys"]["PK"]["S"]) for r in records]
        self.assertEqual(events, [("INSERT", "USER#u1"), ("MODIFY", "USER#u1"),
                                  ("INSERT", "ORDER#o1")])
        modify = records[1]["dynamodb"]
        self.assertEqual((modify["OldImage"]["status"], modify["NewImage"]["status"]),
                         ({"S": "PENDING"}, {"S": "SHIPPED"}))


class PartiqlThrottlingTest(unittest.TestCase):
    """--simulate-throttling: statements are admitted and charged as the operations they stand
    for, on a PROVISIONED table of 1 RCU / 1 WCU."""

    THROTTLED = ("The level of configured provisioned throughput for the table was exceeded. "
                 "Consider increasing your provisioning level with the UpdateTable API.")

    @classmethod
    def setUpClass(cls):
        cls.server = Server(SERVER_PATH, "--in-memory", "--simulate-throttling").start()
        # boto3 retries ProvisionedThroughputExceededException by default: not here.
        no_retries = client_config(retries={"max_attempts": 1, "mode": "standard"})
        cls.ddb = boto3_client(cls.server.endpoint, config=no_retries)

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()

    def setUp(self):
        self.table = f"slow-{uuid.uuid4().hex[:8]}"
        self.ddb.create_table(
            TableName=self.table, BillingMode="PROVISIONED",
            ProvisionedThroughput={"ReadCapacityUnits": 1, "WriteCapacityUnits": 1},
            KeySchema=[{"AttributeName": "PK", "KeyType": "HASH"}],
            AttributeDefinitions=[{"AttributeName": "PK", "AttributeType": "S"}])

    def test_a_large_insert_throttles_the_writes_after_it(self):
        # ~98 KB costs 98 WCU: admitted, then the table owes ~97 seconds of capacity.
        self.ddb.execute_statement(Statement=f"INSERT INTO \"{self.table}\" VALUE ?",
                                   Parameters=[{"M": {"PK": {"S": "big"},
                                                      "d": {"S": "x" * 100_000}}}])
        with self.assertRaises(ClientError) as raised:
            self.ddb.execute_statement(
                Statement=f"INSERT INTO \"{self.table}\" VALUE {{'PK': 'next'}}")
        error = raised.exception.response["Error"]
        self.assertEqual((error["Code"], error["Message"]),
                         ("ProvisionedThroughputExceededException", self.THROTTLED))
        with self.assertRaises(self.ddb.exceptions.ProvisionedThroughputExceededException):
            self.ddb.put_item(TableName=self.table, Item={"PK": {"S": "next"}})
        r = self.ddb.batch_execute_statement(Statements=[
            {"Statement": f"INSERT INTO \"{self.table}\" VALUE {{'PK': 'n{i}'}}"}
            for i in range(2)])
        self.assertEqual([resp["Error"] for resp in r["Responses"]],
                         [{"Code": "ProvisionedThroughputExceeded", "Message": self.THROTTLED}] * 2)
        with self.assertRaises(ClientError) as raised:
            self.ddb.execute_transaction(TransactStatements=[
                {"Statement": f"INSERT INTO \"{self.table}\" VALUE {{'PK': 'next'}}"}])
        self.assertEqual(raised.exception.response["CancellationReasons"],
                         [{"Code": "ProvisionedThroughputExceeded", "Message": self.THROTTLED}])

    def test_a_select_is_throttled_as_its_query(self):
        # A strongly consistent read of ~98 KB costs 25 RCU: the table owes ~24 seconds.
        self.ddb.put_item(TableName=self.table,
                          Item={"PK": {"S": "a"}, "d": {"S": "x" * 100_000}})
        self.ddb.get_item(TableName=self.table, Key={"PK": {"S": "a"}}, ConsistentRead=True)
        with self.assertRaises(self.ddb.exceptions.ProvisionedThroughputExceededException):
            self.ddb.execute_statement(Statement=f"SELECT * FROM \"{self.table}\" WHERE PK = 'a'")


if __name__ == "__main__":
    SERVER_PATH = prepare_unittest_run(__doc__)
    unittest.main(verbosity=2)
