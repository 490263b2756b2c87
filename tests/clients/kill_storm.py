#!/usr/bin/env python3
"""Durability under SIGKILL: nothing acknowledged is lost, nothing is half-written.

    python3 tests/clients/kill_storm.py --server PATH/TO/tablesmith-server [--rounds 3] [--seconds 2]

Each round starts tablesmith-server on the same database file (--db FILE, without --durable: the
default synchronous=NORMAL must already survive a killed process), runs a write storm and
SIGKILLs the server in the middle of it:

  * 8 writers PutItem distinct keys, each item carrying a ~1 KB payload, a number and a map that
    are all derived from its key, and record every key the server acknowledged (HTTP 200);
  * 2 writers BatchWriteItem batches of 25 items (each in its own partition), recording every
    acknowledged batch and its UnprocessedItems.

After the kill the server is restarted on the same file and the whole table is read back
(consistent, paged scan). Every acknowledged item must be there with its exact payload; every
item that is there must be complete and exact (an unacknowledged one is allowed: it was in
flight); of every batch either all 25 items are there or none (all 25 when acknowledged, less
those it returned as unprocessed). The table has a stream: it must hold exactly one INSERT
record for each item that is there and none for any other (the stream's log is written just
before each commit, so a kill between the two must not leave a record of a lost write). Rounds build on one file, so later rounds re-check earlier
rounds' items too; a last clean restart (SIGTERM) checks everything once more.

Exit status 0 when every check passed, 1 otherwise, 77 (ctest SKIP_RETURN_CODE) without boto3.
"""

import argparse
import hashlib
import os
import random
import shutil
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, str(Path(__file__).resolve().parent))
from tablesmith_server import (Server, boto3_client, client_config,  # noqa: E402
                               offline_aws_environment, require_boto3)

require_boto3()
from botocore.exceptions import ClientError  # noqa: E402

TABLE = "storm"
SINGLE_WRITERS = 8
BATCH_WRITERS = 2
BATCH_SIZE = 25

# No retries: a request is acknowledged exactly when its one HTTP exchange returned 200.
CONFIG = client_config(retries={"max_attempts": 1, "mode": "standard"}, connect_timeout=3,
                       read_timeout=15, max_pool_connections=4)


def make_client(endpoint, service="dynamodb"):
    return boto3_client(endpoint, service, CONFIG)


def stream_keys(client, endpoint):
    """The keys of every record in the table's stream, in order."""
    streams = make_client(endpoint, "dynamodbstreams")
    arn = client.describe_table(TableName=TABLE)["Table"]["LatestStreamArn"]
    shard = streams.describe_stream(StreamArn=arn)["StreamDescription"]["Shards"][0]["ShardId"]
    iterator = streams.get_shard_iterator(StreamArn=arn, ShardId=shard,
                                          ShardIteratorType="TRIM_HORIZON")["ShardIterator"]
    keys = []
    while iterator:
        page = streams.get_records(ShardIterator=iterator, Limit=1000)
        if not page["Records"]:
            break
        keys += [(r["eventName"], r["dynamodb"]["Keys"]["PK"]["S"], r["dynamodb"]["Keys"]["SK"]["S"])
                 for r in page["Records"]]
        iterator = page.get("NextShardIterator")
    return keys


def expected_item(pk, sk):
    """Every attribute is a function of the key, so a partial or mixed-up item shows."""
    digest = hashlib.sha256(f"{pk}|{sk}".encode()).hexdigest()
    return {
        "PK": {"S": pk},
        "SK": {"S": sk},
        "payload": {"S": (digest * 16)[:1000]},
        "n": {"N": str(int(digest[:12], 16))},
        # A set reads back in the service's order (bytewise), so it is written in that order.
        "doc": {"M": {"key": {"S": f"{pk}|{sk}"},
                      "tags": {"SS": sorted([digest[:8], digest[8:16]])},
                      "list": {"L": [{"N": str(len(pk))}, {"BOOL": True}, {"NULL": True}]}}},
        "bin": {"B": bytes.fromhex(digest[:32])},
    }


class Storm:
    """One round's writers and what the server acknowledged to them."""

    def __init__(self, endpoint, round_no):
        self.round_no = round_no
        self.stop = threading.Event()
        self.killed_at = None  # set just before SIGKILL; errors after it are expected
        self.lock = threading.Lock()
        self.acked_singles = set()      # (pk, sk)
        self.attempted_singles = set()
        self.acked_batches = {}         # batch id -> set of unprocessed (pk, sk)
        self.attempted_batches = set()
        self.unexpected_errors = []
        self.clients = [make_client(endpoint) for _ in range(SINGLE_WRITERS + BATCH_WRITERS)]

    def note_error(self, error):
        with self.lock:
            if self.killed_at is None:
                self.unexpected_errors.append(repr(error))

    def single_writer(self, writer):
        client = self.clients[writer]
        seq = 0
        while not self.stop.is_set():
            pk, sk = f"R{self.round_no}#W{writer}#{seq:07d}", "ITEM"
            seq += 1
            with self.lock:
                self.attempted_singles.add((pk, sk))
            try:
                client.put_item(TableName=TABLE, Item=expected_item(pk, sk))
            except ClientError as error:
                self.note_error(error)
                if self.killed_at is not None:
                    return
                continue
            except Exception:  # connection refused / reset / closed: the server is gone
                if self.killed_at is None:
                    self.note_error(sys.exc_info()[1])
                return
            with self.lock:
                self.acked_singles.add((pk, sk))

    def batch_writer(self, writer):
        client = self.clients[SINGLE_WRITERS + writer]
        seq = 0
        while not self.stop.is_set():
            batch = f"R{self.round_no}#B{writer}#{seq:06d}"
            seq += 1
            items = [expected_item(f"{batch}#{i:02d}", "BATCH") for i in range(BATCH_SIZE)]
            with self.lock:
                self.attempted_batches.add(batch)
            try:
                response = client.batch_write_item(
                    RequestItems={TABLE: [{"PutRequest": {"Item": item}} for item in items]})
            except ClientError as error:
                self.note_error(error)
                if self.killed_at is not None:
                    return
                continue
            except Exception:
                if self.killed_at is None:
                    self.note_error(sys.exc_info()[1])
                return
            unprocessed = {(r["PutRequest"]["Item"]["PK"]["S"], r["PutRequest"]["Item"]["SK"]["S"])
                           for r in response.get("UnprocessedItems", {}).get(TABLE, [])}
            with self.lock:
                self.acked_batches[batch] = unprocessed

    def run(self, server, seconds):
        threads = [threading.Thread(target=self.single_writer, args=(w,), daemon=True)
                   for w in range(SINGLE_WRITERS)]
        threads += [threading.Thread(target=self.batch_writer, args=(w,), daemon=True)
                    for w in range(BATCH_WRITERS)]
        for thread in threads:
            thread.start()
        time.sleep(seconds * random.uniform(0.8, 1.2))
        with self.lock:
            acked_before_kill = len(self.acked_singles), len(self.acked_batches)
            self.killed_at = time.monotonic()
        server.kill()  # SIGKILL while the writers are still writing
        self.stop.set()
        for thread in threads:
            thread.join(30)
        return acked_before_kill


def scan_all(client):
    items = {}
    for page in client.get_paginator("scan").paginate(TableName=TABLE, ConsistentRead=True,
                                                      PaginationConfig={"PageSize": 500}):
        for item in page["Items"]:
            key = (item["PK"]["S"], item["SK"]["S"])
            if key in items:
                raise AssertionError(f"scan returned {key} twice")
            items[key] = item
    return items


class Checker:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, ok, detail=""):
        if ok:
            self.passed += 1
            print(f"PASS: {name}")
        else:
            self.failed += 1
            print(f"FAIL: {name}")
            if detail:
                print("      " + str(detail)[:2000])


def verify_stream(check, label, client, endpoint, items):
    try:
        records = stream_keys(client, endpoint)
    except Exception as error:  # noqa: BLE001
        check.check(f"{label}: stream readable after restart", False, repr(error))
        return
    keys = [(pk, sk) for _, pk, sk in records]
    not_inserts = [r for r in records if r[0] != "INSERT"]
    doubled = len(keys) - len(set(keys))
    strays = sorted(set(keys) - set(items))
    unrecorded = sorted(set(items) - set(keys))
    check.check(f"{label}: one INSERT record per item present, none for lost writes "
                f"({len(records)} records)", not not_inserts and not doubled and not strays
                and not unrecorded,
                f"{len(strays)} records of absent items, e.g. {strays[:3]}; {len(unrecorded)} items "
                f"without a record, e.g. {unrecorded[:3]}; {doubled} doubled; other events "
                f"{not_inserts[:3]}")


def verify(check, label, client, acked_singles, acked_batches, all_batches):
    """Reads the whole table back and checks it against everything acknowledged so far."""
    try:
        table = client.describe_table(TableName=TABLE)["Table"]
        check.check(f"{label}: table survived", table["TableStatus"] == "ACTIVE", table)
        items = scan_all(client)
    except Exception as error:  # noqa: BLE001
        check.check(f"{label}: table readable after restart", False, repr(error))
        return None

    wrong = [k for k, item in items.items() if item != expected_item(*k)]
    check.check(f"{label}: every present item is complete and exact ({len(items)} items)", not wrong,
                f"{len(wrong)} wrong, e.g. {wrong[:3]}: {[items[k] for k in wrong[:1]]}")

    missing = sorted(k for k in acked_singles if k not in items)
    check.check(f"{label}: every acknowledged PutItem is present ({len(acked_singles)} acknowledged)",
                not missing, f"{len(missing)} lost, e.g. {missing[:5]}")

    counts = {}
    for pk, sk in items:
        if sk == "BATCH":
            counts[pk.rsplit("#", 1)[0]] = counts.get(pk.rsplit("#", 1)[0], 0) + 1
    partial = {b: n for b, n in counts.items() if n != BATCH_SIZE and not acked_batches.get(b)}
    check.check(f"{label}: every batch is all or nothing ({len(counts)} batches present)", not partial,
                f"{len(partial)} partial batches, e.g. {sorted(partial.items())[:5]}")
    lost = []
    for batch, unprocessed in acked_batches.items():
        for i in range(BATCH_SIZE):
            key = (f"{batch}#{i:02d}", "BATCH")
            if key not in unprocessed and key not in items:
                lost.append(key)
    check.check(f"{label}: every acknowledged batch is present ({len(acked_batches)} acknowledged)",
                not lost, f"{len(lost)} items lost, e.g. {lost[:5]}")
    strays = [b for b in counts if b not in all_batches]
    check.check(f"{label}: no items that were never written", not strays, strays[:5])
    return items


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--server", default=os.environ.get("TABLESMITH_SERVER"))
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--keep", action="store_true", help="keep the database directory")
    args = parser.parse_args()
    if not args.server or not os.access(args.server, os.X_OK):
        parser.error("--server PATH to the tablesmith-server executable is required")
    offline_aws_environment()

    workdir = tempfile.mkdtemp(prefix="tablesmith-killstorm-")
    db = os.path.join(workdir, "storm.tsdb")
    check = Checker()
    acked_singles, acked_batches, all_batches = set(), {}, set()
    server = None
    try:
        for round_no in range(1, args.rounds + 1):
            server = Server(args.server, "--db", db).start()
            client = make_client(server.endpoint)
            if round_no == 1:
                client.create_table(
                    TableName=TABLE,
                    AttributeDefinitions=[{"AttributeName": "PK", "AttributeType": "S"},
                                          {"AttributeName": "SK", "AttributeType": "S"}],
                    KeySchema=[{"AttributeName": "PK", "KeyType": "HASH"},
                               {"AttributeName": "SK", "KeyType": "RANGE"}],
                    BillingMode="PAY_PER_REQUEST",
                    StreamSpecification={"StreamEnabled": True, "StreamViewType": "KEYS_ONLY"})
            storm = Storm(server.endpoint, round_no)
            started = time.monotonic()
            singles_at_kill, batches_at_kill = storm.run(server, args.seconds)
            print(f"# round {round_no}: SIGKILL after {time.monotonic() - started:.1f} s; acknowledged "
                  f"{len(storm.acked_singles)} of {len(storm.attempted_singles)} PutItem, "
                  f"{len(storm.acked_batches)} of {len(storm.attempted_batches)} BatchWriteItem")
            check.check(f"round {round_no}: the storm was writing when the server was killed",
                        singles_at_kill > 0 and batches_at_kill > 0,
                        f"{singles_at_kill} puts / {batches_at_kill} batches acknowledged before the kill")
            check.check(f"round {round_no}: no errors other than the kill's",
                        not storm.unexpected_errors, storm.unexpected_errors[:5])
            acked_singles |= storm.acked_singles
            acked_batches.update(storm.acked_batches)
            all_batches |= storm.attempted_batches

            server = Server(args.server, "--db", db).start()
            items = verify(check, f"round {round_no} after restart", make_client(server.endpoint),
                           acked_singles, acked_batches, all_batches)
            if items is not None:
                verify_stream(check, f"round {round_no} after restart", make_client(server.endpoint),
                              server.endpoint, items)
                in_flight = sum(1 for k in items if k[1] == "ITEM" and k not in acked_singles)
                print(f"# round {round_no}: {len(items)} items present; {in_flight} PutItem were in flight "
                      "(present, never acknowledged)")
            server.stop()
            server = None

        server = Server(args.server, "--db", db).start()
        items = verify(check, "after a clean restart", make_client(server.endpoint), acked_singles,
                       acked_batches, all_batches)
        if items is not None:
            verify_stream(check, "after a clean restart", make_client(server.endpoint), server.endpoint,
                          items)
        server.stop()
        server = None
    except Exception as error:  # noqa: BLE001
        check.check("kill storm ran to the end", False, repr(error))
        if server and server.output:
            print("# server output:\n" + "".join(server.output))
    finally:
        if server:
            server.kill()
        if args.keep:
            print(f"# database kept in {workdir}")
        else:
            shutil.rmtree(workdir, ignore_errors=True)

    print(f"kill_storm: {check.passed} passed, {check.failed} failed")
    return 0 if check.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
