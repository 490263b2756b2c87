#!/usr/bin/env python3
"""`tablesmith-server --tail`: boto3 writes through one server while a second process tails the
table's stream from it as JSON lines, unfiltered and through a Lambda filter pattern (only the
matching records, as Lambda delivers them, with eventSourceARN).

    python3 tests/clients/test_tail.py --server PATH/TO/tablesmith-server [unittest args]

Exits 77 (ctest SKIP_RETURN_CODE) when boto3 is missing.
"""

import json
import os
import queue
import subprocess
import sys
import tempfile
import threading
import unittest
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
from tablesmith_server import Server, prepare_unittest_run, require_boto3  # noqa: E402

boto3 = require_boto3()

SERVER_PATH = None
ORDER_STATUS_FILTER = {
    "eventName": ["MODIFY"],
    "dynamodb": {"Keys": {"SK": {"S": [{"prefix": "ORDER#"}]}},
                 "NewImage": {"status": {"S": [{"anything-but": ["PENDING"]}]}}},
}


class Tail:
    """A `--tail` process whose stdout lines are read on a thread."""

    def __init__(self, *args):
        self.process = subprocess.Popen([SERVER_PATH, "--tail", *args], stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line)

    def records(self, count, timeout=10.0):
        return [json.loads(self.lines.get(timeout=timeout)) for _ in range(count)]

    def nothing_more(self, wait=1.0):
        try:
            line = self.lines.get(timeout=wait)
        except queue.Empty:
            return True
        raise AssertionError(f"unexpected record: {line}")

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
        status = self.process.wait(10)
        self.process.stdout.close()
        self.process.stderr.close()
        return status


class TailTest(unittest.TestCase):
    def setUp(self):
        self.server = Server(SERVER_PATH).start()
        self.addCleanup(self.server.stop)
        self.dynamodb = boto3.client("dynamodb", endpoint_url=self.server.endpoint)
        self.dynamodb.create_table(
            TableName="ecommerce",
            KeySchema=[{"AttributeName": "PK", "KeyType": "HASH"},
                       {"AttributeName": "SK", "KeyType": "RANGE"}],
            AttributeDefinitions=[{"AttributeName": "PK", "AttributeType": "S"},
                                  {"AttributeName": "SK", "AttributeType": "S"}],
            BillingMode="PAY_PER_REQUEST",
            StreamSpecification={"StreamEnabled": True, "StreamViewType": "NEW_AND_OLD_IMAGES"})

    def put_order(self, order, status):
        self.dynamodb.put_item(TableName="ecommerce", Item={
            "PK": {"S": "USER#u1"}, "SK": {"S": f"ORDER#{order}"}, "status": {"S": status}})

    def test_tails_from_trim_horizon_and_live(self):
        self.put_order("o1", "PENDING")
        tail = Tail("ecommerce", "--endpoint", self.server.endpoint, "--from", "trim-horizon")
        self.addCleanup(tail.stop)
        first = tail.records(1)[0]
        self.assertEqual(first["eventName"], "INSERT")
        self.assertEqual(first["dynamodb"]["Keys"]["SK"], {"S": "ORDER#o1"})
        self.assertNotIn("eventSourceARN", first)  # GetRecords' form without a filter
        self.put_order("o1", "SHIPPED")
        self.dynamodb.delete_item(TableName="ecommerce",
                                  Key={"PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"}})
        modify, remove = tail.records(2)
        self.assertEqual(modify["eventName"], "MODIFY")
        self.assertEqual(modify["dynamodb"]["OldImage"]["status"], {"S": "PENDING"})
        self.assertEqual(modify["dynamodb"]["NewImage"]["status"], {"S": "SHIPPED"})
        self.assertEqual(remove["eventName"], "REMOVE")
        self.assertEqual(tail.stop(), 0)  # SIGTERM ends it cleanly

    def test_filter_delivers_what_lambda_would(self):
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as pattern:
            json.dump(ORDER_STATUS_FILTER, pattern)
        self.addCleanup(os.unlink, pattern.name)
        tail = Tail("ecommerce", "--endpoint", self.server.endpoint, "--filter", pattern.name,
                    "--from", "trim-horizon")
        self.addCleanup(tail.stop)
        self.put_order("o1", "PENDING")    # INSERT: filtered out
        self.put_order("o1", "SHIPPED")    # MODIFY to SHIPPED: delivered
        self.put_order("o2", "PENDING")    # INSERT: filtered out
        self.put_order("o2", "PENDING")    # unchanged: no record at all
        self.dynamodb.put_item(TableName="ecommerce", Item={  # a profile MODIFY: filtered out
            "PK": {"S": "USER#u1"}, "SK": {"S": "PROFILE"}, "name": {"S": "Ada"}})
        self.dynamodb.put_item(TableName="ecommerce", Item={
            "PK": {"S": "USER#u1"}, "SK": {"S": "PROFILE"}, "name": {"S": "Ada L."}})
        self.put_order("o1", "DELIVERED")  # MODIFY to DELIVERED: delivered
        shipped, delivered = tail.records(2)
        self.assertEqual(shipped["dynamodb"]["NewImage"]["status"], {"S": "SHIPPED"})
        self.assertEqual(delivered["dynamodb"]["NewImage"]["status"], {"S": "DELIVERED"})
        self.assertTrue(shipped["eventSourceARN"].startswith("arn:aws:dynamodb:"))
        tail.nothing_more()

    def test_refuses_a_bad_pattern_and_a_table_without_stream(self):
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as pattern:
            pattern.write('{"eventName": "INSERT"}')
        self.addCleanup(os.unlink, pattern.name)
        bad = subprocess.run([SERVER_PATH, "--tail", "ecommerce", "--endpoint",
                              self.server.endpoint, "--filter", pattern.name],
                             capture_output=True, text=True, timeout=20)
        self.assertEqual(bad.returncode, 1)
        self.assertIn("must be an array or an object", bad.stderr)
        self.dynamodb.create_table(
            TableName="plain", KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
            AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
            BillingMode="PAY_PER_REQUEST")
        plain = subprocess.run([SERVER_PATH, "--tail", "plain", "--endpoint",
                                self.server.endpoint], capture_output=True, text=True, timeout=20)
        self.assertEqual(plain.returncode, 1)
        self.assertIn("has no stream", plain.stderr)


if __name__ == "__main__":
    SERVER_PATH = prepare_unittest_run(__doc__)
    unittest.main()
