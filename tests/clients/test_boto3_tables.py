#!/usr/bin/env python3
"""Conformance test: table life cycle as a boto3 client sees it.

    python3 tests/clients/test_boto3_tables.py --server PATH/TO/tablesmith-server

Against a server started with --table-transition-ms 500, tables are CREATING, UPDATING and
DELETING for half a second, so boto3's table_exists / table_not_exists waiters poll more than
once, as they do against the service; meanwhile changes are refused with ResourceInUseException.
Also: DeleteTable's answer, BatchGetItem's UnprocessedKeys past 16 MB resent until done,
UPDATED_NEW on a nested path, ListTagsOfResource on a table that does not exist, duplicates
in a table definition, the old units while UPDATING, tag calls while DELETING, WarmThroughput
and TableClass, an LSI keyed twice on the partition key, and tables named by their ARN.
Exits 77 (ctest SKIP_RETURN_CODE) when boto3 is missing.
"""

import sys
import time
import unittest
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
from tablesmith_server import (Server, boto3_client, error_code,  # noqa: E402
                               prepare_unittest_run, require_boto3)

require_boto3()
from botocore.exceptions import ClientError  # noqa: E402

SERVER_PATH = None
SERVER = None
TRANSITION_S = 0.5
WAIT = {"Delay": 1, "MaxAttempts": 10}  # the waiters' default 20 s delay, shortened


def client():
    return boto3_client(SERVER.endpoint)


def create(ddb, name):
    return ddb.create_table(
        TableName=name, BillingMode="PAY_PER_REQUEST",
        AttributeDefinitions=[{"AttributeName": "p", "AttributeType": "S"}],
        KeySchema=[{"AttributeName": "p", "KeyType": "HASH"}])


def setUpModule():
    global SERVER
    SERVER = Server(SERVER_PATH, "--in-memory", "--table-transition-ms",
                    str(int(TRANSITION_S * 1000))).start()


def tearDownModule():
    if SERVER:
        SERVER.stop()


class Tables(unittest.TestCase):
    def test_waiters_see_each_state(self):
        ddb = client()
        created = create(ddb, "lifecycle")["TableDescription"]
        self.assertEqual(created["TableStatus"], "CREATING")
        self.assertEqual(error_code(lambda: ddb.delete_table(TableName="lifecycle")),
                         ("ResourceInUseException", "Attempt to change a resource which is "
                          "still in use: Table is being created: lifecycle"))
        start = time.monotonic()
        ddb.get_waiter("table_exists").wait(TableName="lifecycle", WaiterConfig=WAIT)
        self.assertGreaterEqual(time.monotonic() - start, TRANSITION_S)  # it polled again
        self.assertEqual(ddb.describe_table(TableName="lifecycle")["Table"]["TableStatus"],
                         "ACTIVE")
        ddb.put_item(TableName="lifecycle", Item={"p": {"S": "a"}})

        updated = ddb.update_table(TableName="lifecycle", BillingMode="PROVISIONED",
                                   ProvisionedThroughput={"ReadCapacityUnits": 2,
                                                          "WriteCapacityUnits": 2})
        self.assertEqual(updated["TableDescription"]["TableStatus"], "UPDATING")
        self.assertEqual(error_code(lambda: ddb.update_table(
            TableName="lifecycle", ProvisionedThroughput={"ReadCapacityUnits": 3,
                                                          "WriteCapacityUnits": 3}))[0],
            "ResourceInUseException")
        ddb.get_waiter("table_exists").wait(TableName="lifecycle", WaiterConfig=WAIT)

        # The DELETING window opens on the server before its answer reaches this process, so
        # a pause here in between eats it: after the other tests, the cyclic garbage collector
        # freeing their clients took 0.2-0.9 s inside delete_table. Collect before, not during.
        import gc
        gc.collect()
        gc.disable()
        try:
            sent = time.monotonic()
            deleted = ddb.delete_table(TableName="lifecycle")["TableDescription"]
            try:
                still = ddb.describe_table(TableName="lifecycle")["Table"]["TableStatus"]
            except ClientError as error:
                still = error.response["Error"]["Code"]
            elapsed = time.monotonic() - sent
        finally:
            gc.enable()
        self.assertEqual(deleted["TableStatus"], "DELETING")
        self.assertEqual(deleted["TableName"], "lifecycle")
        self.assertIn("TableArn", deleted)
        self.assertNotIn("KeySchema", deleted)
        self.assertEqual(deleted["ProvisionedThroughput"]["ReadCapacityUnits"], 2)
        # Both calls answered within the window (measured from before the first was sent):
        # the table must still be there. Only a machine too loaded for that cannot tell.
        if elapsed < TRANSITION_S:
            self.assertEqual(still, "DELETING")
        else:
            self.assertIn(still, ("DELETING", "ResourceNotFoundException"))
        ddb.get_waiter("table_not_exists").wait(TableName="lifecycle", WaiterConfig=WAIT)
        self.assertEqual(error_code(lambda: ddb.describe_table(TableName="lifecycle"))[0],
                         "ResourceNotFoundException")
        self.assertNotIn("lifecycle", ddb.list_tables()["TableNames"])

    def test_batch_get_returns_unprocessed_keys_past_16_mb(self):
        ddb = client()
        create(ddb, "big")
        ddb.get_waiter("table_exists").wait(TableName="big", WaiterConfig=WAIT)
        payload = "x" * (390 * 1024)
        for i in range(45):
            ddb.put_item(TableName="big", Item={"p": {"S": f"k{i}"}, "v": {"S": payload}})
        request = {"big": {"Keys": [{"p": {"S": f"k{i}"}} for i in range(45)]}}
        first = ddb.batch_get_item(RequestItems=request)
        self.assertEqual(len(first["Responses"]["big"]), 42)
        self.assertEqual(first["UnprocessedKeys"]["big"]["Keys"],
                         [{"p": {"S": f"k{i}"}} for i in range(42, 45)])
        seen = {item["p"]["S"] for item in first["Responses"]["big"]}
        pending = first["UnprocessedKeys"]
        while pending:
            page = ddb.batch_get_item(RequestItems=pending)
            seen |= {item["p"]["S"] for item in page["Responses"].get("big", [])}
            pending = page["UnprocessedKeys"]
        self.assertEqual(seen, {f"k{i}" for i in range(45)})

    def test_updated_new_on_a_nested_path(self):
        ddb = client()
        create(ddb, "nested")
        ddb.get_waiter("table_exists").wait(TableName="nested", WaiterConfig=WAIT)
        ddb.put_item(TableName="nested", Item={"p": {"S": "a"}, "a": {"M": {
            "b": {"M": {"c": {"N": "1"}, "d": {"N": "2"}}}, "e": {"S": "kept"}}}})
        answer = ddb.update_item(TableName="nested", Key={"p": {"S": "a"}},
                                 UpdateExpression="SET a.b.c = :v",
                                 ExpressionAttributeValues={":v": {"N": "7"}},
                                 ReturnValues="UPDATED_NEW")
        self.assertEqual(answer["Attributes"], {"a": {"M": {"b": {"M": {"c": {"N": "7"}}}}}})

    def test_duplicates_in_a_definition(self):
        ddb = client()
        self.assertEqual(error_code(lambda: ddb.create_table(
            TableName="dupes", BillingMode="PAY_PER_REQUEST",
            AttributeDefinitions=[{"AttributeName": "p", "AttributeType": "S"},
                                  {"AttributeName": "p", "AttributeType": "N"}],
            KeySchema=[{"AttributeName": "p", "KeyType": "HASH"}])),
            ("ValidationException", "Attribute Name is duplicated: p"))
        self.assertEqual(error_code(lambda: ddb.create_table(
            TableName="dupes", BillingMode="PAY_PER_REQUEST",
            AttributeDefinitions=[{"AttributeName": "p", "AttributeType": "S"},
                                  {"AttributeName": "g", "AttributeType": "S"}],
            KeySchema=[{"AttributeName": "p", "KeyType": "HASH"}],
            GlobalSecondaryIndexes=[{
                "IndexName": "ByG", "KeySchema": [{"AttributeName": "g", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "INCLUDE",
                               "NonKeyAttributes": ["x", "y", "x"]}}])),
            ("ValidationException", "One or more parameter values were invalid: Duplicate "
             "element in NonKeyAttributes: x"))

    def test_throughput_while_updating(self):
        ddb = client()
        ddb.create_table(TableName="units", AttributeDefinitions=[
            {"AttributeName": "p", "AttributeType": "S"}],
            KeySchema=[{"AttributeName": "p", "KeyType": "HASH"}],
            ProvisionedThroughput={"ReadCapacityUnits": 1, "WriteCapacityUnits": 1})
        ddb.get_waiter("table_exists").wait(TableName="units", WaiterConfig=WAIT)
        answer = ddb.update_table(TableName="units", ProvisionedThroughput={
            "ReadCapacityUnits": 5, "WriteCapacityUnits": 5})["TableDescription"]
        self.assertEqual(answer["TableStatus"], "UPDATING")
        self.assertEqual(answer["ProvisionedThroughput"]["ReadCapacityUnits"], 1)
        self.assertIn("LastIncreaseDateTime", answer["ProvisionedThroughput"])
        ddb.get_waiter("table_exists").wait(TableName="units", WaiterConfig=WAIT)
        units = ddb.describe_table(TableName="units")["Table"]["ProvisionedThroughput"]
        self.assertEqual((units["ReadCapacityUnits"], units["WriteCapacityUnits"]), (5, 5))

    def test_tags_while_deleting(self):
        ddb = client()
        create(ddb, "tagged")
        ddb.get_waiter("table_exists").wait(TableName="tagged", WaiterConfig=WAIT)
        arn = ddb.describe_table(TableName="tagged")["Table"]["TableArn"]
        ddb.tag_resource(ResourceArn=arn, Tags=[{"Key": "team", "Value": "orders"}])
        import gc
        gc.collect()  # no pause in the first quarter of the window (see the life cycle)
        gc.disable()
        try:
            sent = time.monotonic()
            ddb.delete_table(TableName="tagged")
            refused = error_code(lambda: ddb.tag_resource(
                ResourceArn=arn, Tags=[{"Key": "a", "Value": "b"}]))
            elapsed = time.monotonic() - sent
        finally:
            gc.enable()
        if elapsed < TRANSITION_S / 4:  # while the service's tagging still knows the table
            self.assertEqual(refused, ("ResourceInUseException", "Attempt to change a resource "
                                       "which is still in use: Table is being deleted: tagged"))
        ddb.get_waiter("table_not_exists").wait(TableName="tagged", WaiterConfig=WAIT)
        self.assertEqual(error_code(lambda: ddb.list_tags_of_resource(ResourceArn=arn)),
                         ("ResourceNotFoundException",
                          f"Requested resource not found: ResourceArn: {arn} not found"))

    def test_warm_throughput_and_table_class(self):
        ddb = client()
        members = ddb.meta.service_model.operation_model("CreateTable").input_shape.members
        if "WarmThroughput" not in members:
            self.skipTest("this botocore predates WarmThroughput")
        warm = {"ReadUnitsPerSecond": 12240, "WriteUnitsPerSecond": 4080}
        created = ddb.create_table(
            TableName="warm", BillingMode="PAY_PER_REQUEST", WarmThroughput=warm,
            TableClass="STANDARD_INFREQUENT_ACCESS",
            AttributeDefinitions=[{"AttributeName": "p", "AttributeType": "S"},
                                  {"AttributeName": "g", "AttributeType": "S"}],
            KeySchema=[{"AttributeName": "p", "KeyType": "HASH"}],
            GlobalSecondaryIndexes=[{
                "IndexName": "ByG", "KeySchema": [{"AttributeName": "g", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL"}}, {
                "IndexName": "WarmG", "KeySchema": [{"AttributeName": "g", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "KEYS_ONLY"},
                "WarmThroughput": {"WriteUnitsPerSecond": 4100}}])["TableDescription"]
        # The service reports the warm throughput UPDATING until the new table settles
        # (Alternator's test_warm_throughput.py notes it of DynamoDB), ACTIVE after; so is a
        # GSI's that the request gave (the API model: "being created or updated").
        self.assertEqual(created["WarmThroughput"], {**warm, "Status": "UPDATING"})
        indexes = {gsi["IndexName"]: gsi for gsi in created["GlobalSecondaryIndexes"]}
        warm_index = {"ReadUnitsPerSecond": 12000, "WriteUnitsPerSecond": 4100}
        self.assertEqual(indexes["WarmG"]["WarmThroughput"], {**warm_index, "Status": "UPDATING"})
        self.assertEqual(indexes["ByG"]["WarmThroughput"]["Status"], "ACTIVE")
        ddb.get_waiter("table_exists").wait(TableName="warm", WaiterConfig=WAIT)
        table = ddb.describe_table(TableName="warm")["Table"]
        self.assertEqual(table["WarmThroughput"], {**warm, "Status": "ACTIVE"})
        self.assertEqual(table["TableClassSummary"], {"TableClass": "STANDARD_INFREQUENT_ACCESS"})
        indexes = {gsi["IndexName"]: gsi for gsi in table["GlobalSecondaryIndexes"]}
        self.assertEqual(indexes["ByG"]["WarmThroughput"], {
            "ReadUnitsPerSecond": 12000, "WriteUnitsPerSecond": 4000, "Status": "ACTIVE"})
        self.assertEqual(indexes["WarmG"]["WarmThroughput"], {**warm_index, "Status": "ACTIVE"})
        # WarmThroughput alone, then TableClass alone: each is a change of its own.
        ddb.update_table(TableName="warm", WarmThroughput={"ReadUnitsPerSecond": 13000})
        ddb.get_waiter("table_exists").wait(TableName="warm", WaiterConfig=WAIT)
        ddb.update_table(TableName="warm", TableClass="STANDARD")
        ddb.get_waiter("table_exists").wait(TableName="warm", WaiterConfig=WAIT)
        table = ddb.describe_table(TableName="warm")["Table"]
        self.assertEqual(table["WarmThroughput"]["ReadUnitsPerSecond"], 13000)
        self.assertEqual(table["TableClassSummary"]["TableClass"], "STANDARD")
        self.assertIn("LastUpdateDateTime", table["TableClassSummary"])
        self.assertEqual(error_code(lambda: ddb.update_table(
            TableName="warm", WarmThroughput={"ReadUnitsPerSecond": 12500})),
            ("ValidationException", "One or more parameter values were invalid: Requested "
             "ReadUnitsPerSecond for WarmThroughput for table is lower than current "
             "WarmThroughput, decreasing WarmThroughput is not supported"))
        self.assertEqual(error_code(lambda: ddb.update_table(
            TableName="warm", TableClass="junk")),
            ("ValidationException", "Invalid table-class parameter provided. Please try again "
             "with a valid table-class value: [STANDARD, STANDARD_INFREQUENT_ACCESS]."))

    def test_local_index_keyed_twice_on_the_partition_key(self):
        ddb = client()
        self.assertEqual(error_code(lambda: ddb.create_table(
            TableName="twice", BillingMode="PAY_PER_REQUEST",
            AttributeDefinitions=[{"AttributeName": "p", "AttributeType": "S"},
                                  {"AttributeName": "c", "AttributeType": "S"}],
            KeySchema=[{"AttributeName": "p", "KeyType": "HASH"},
                       {"AttributeName": "c", "KeyType": "RANGE"}],
            LocalSecondaryIndexes=[{
                "IndexName": "hello", "Projection": {"ProjectionType": "ALL"},
                "KeySchema": [{"AttributeName": "p", "KeyType": "HASH"},
                              {"AttributeName": "p", "KeyType": "RANGE"}]}])),
            ("ValidationException", "Both the Hash Key and the Range Key element in the "
             "KeySchema have the same name"))

    def test_tags_of_a_table_that_does_not_exist(self):
        ddb = client()
        arn = "arn:aws:dynamodb:us-east-1:000000000000:table/nothing-here"
        self.assertEqual(error_code(lambda: ddb.list_tags_of_resource(ResourceArn=arn)),
                         ("ResourceNotFoundException",
                          f"Requested resource not found: ResourceArn: {arn} not found"))

    def test_table_named_by_its_arn(self):
        ddb = client()
        arn = create(ddb, "by-arn")["TableDescription"]["TableArn"]
        ddb.get_waiter("table_exists").wait(TableName=arn, WaiterConfig=WAIT)
        ddb.put_item(TableName=arn, Item={"p": {"S": "k"}, "v": {"N": "1"}})
        got = ddb.get_item(TableName=arn, Key={"p": {"S": "k"}}, ReturnConsumedCapacity="TOTAL")
        self.assertEqual(got["Item"], {"p": {"S": "k"}, "v": {"N": "1"}})
        self.assertEqual(got["ConsumedCapacity"]["TableName"], arn)
        batch = ddb.batch_get_item(RequestItems={arn: {"Keys": [{"p": {"S": "k"}}]}})
        self.assertEqual(batch["Responses"], {arn: [{"p": {"S": "k"}, "v": {"N": "1"}}]})
        self.assertEqual(
            ddb.describe_continuous_backups(TableName=arn)["ContinuousBackupsDescription"],
            ddb.describe_continuous_backups(TableName="by-arn")["ContinuousBackupsDescription"])
        index_arn = arn + "/index/nothing"
        self.assertEqual(error_code(lambda: ddb.describe_table(TableName=index_arn)),
                         ("ValidationException", "Invalid TableArn: Invalid ResourceArn "
                          "provided as input " + index_arn))

    def test_consumed_capacity_names_the_table_as_asked(self):
        # "If you had specified the ARN of a table in the input, you'll see the table ARN in
        # the response": batches and transactions too, per table as each entry named it.
        ddb = client()
        arn = create(ddb, "capacity-by-arn")["TableDescription"]["TableArn"]
        ddb.get_waiter("table_exists").wait(TableName=arn, WaiterConfig=WAIT)
        key = {"p": {"S": "k"}}
        answers = [
            ddb.batch_write_item(RequestItems={arn: [{"PutRequest": {"Item": key}}]},
                                 ReturnConsumedCapacity="TOTAL"),
            ddb.transact_write_items(TransactItems=[{"Update": {
                "TableName": arn, "Key": key, "UpdateExpression": "SET v = :v",
                "ExpressionAttributeValues": {":v": {"N": "1"}}}}],
                ReturnConsumedCapacity="TOTAL"),
            ddb.transact_get_items(TransactItems=[{"Get": {"TableName": arn, "Key": key}}],
                                   ReturnConsumedCapacity="TOTAL"),
            ddb.batch_get_item(RequestItems={arn: {"Keys": [key]}},
                               ReturnConsumedCapacity="INDEXES"),
        ]
        for answer in answers:
            self.assertEqual([c["TableName"] for c in answer["ConsumedCapacity"]], [arn])
        query = ddb.query(TableName=arn, KeyConditionExpression="p = :p",
                          ExpressionAttributeValues={":p": key["p"]},
                          ReturnConsumedCapacity="TOTAL")
        self.assertEqual(query["ConsumedCapacity"]["TableName"], arn)
        by_name = ddb.transact_get_items(
            TransactItems=[{"Get": {"TableName": "capacity-by-arn", "Key": key}}],
            ReturnConsumedCapacity="TOTAL")
        self.assertEqual(by_name["ConsumedCapacity"][0]["TableName"], "capacity-by-arn")


class FreshServer(Tables):
    """The life cycle alone on a server of its own."""

    @classmethod
    def setUpClass(cls):
        global SERVER
        cls.shared = SERVER
        SERVER = Server(SERVER_PATH, "--in-memory", "--table-transition-ms",
                        str(int(TRANSITION_S * 1000))).start()

    @classmethod
    def tearDownClass(cls):
        global SERVER
        SERVER.stop()
        SERVER = cls.shared


def load_tests(loader, tests, pattern):
    suite = unittest.TestSuite()
    suite.addTests(loader.loadTestsFromTestCase(Tables))
    suite.addTest(FreshServer("test_waiters_see_each_state"))
    return suite


if __name__ == "__main__":
    SERVER_PATH = prepare_unittest_run(__doc__)
    unittest.main(verbosity=2)
