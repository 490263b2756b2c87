#!/usr/bin/env python3
"""Runs the programs `tablesmith-server --codegen` writes against a running tablesmith-server and
compares what each prints with the engine's own result for the same request.

    python3 tests/codegen/run_generated.py --server PATH/TO/tablesmith-server

Languages run: js and js-document (Node.js + the SDK from tests/clients/js, `npm ci` there),
python and python-resource (boto3), cli (AWS CLI v2). A missing runtime skips its language.
Loads the ecommerce example into a file database, adds a partition big enough to need two
pages, then for each request: the engine's result (every page, or the first when the request
has a Limit) against each program's output. Writes check that the item stored is the one sent,
with names and values that break naive quoting; a second conditional put must fail with the
program's ConditionalCheckFailedException message. Closes with "N passed, N failed, N skipped".
"""

import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import urllib.request
from decimal import Decimal
from pathlib import Path

sys.dont_write_bytecode = True
HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT / "tests" / "clients"))
from tablesmith_server import (SKIP_RETURN_CODE, Server, offline_aws_environment,  # noqa: E402
                               parse_server_argument)

NODE_MODULES = ROOT / "tests" / "clients" / "js" / "node_modules"
RESULTS = {"passed": 0, "failed": 0, "skipped": 0}


def report(outcome, name, detail=""):
    RESULTS[outcome] += 1
    word = {"passed": "ok", "failed": "FAIL", "skipped": "SKIP"}[outcome]
    print(f"{word} - {name}" + (f": {detail}" if detail else ""), flush=True)


# --- the engine's own run -------------------------------------------------------------------

class Engine:
    def __init__(self, endpoint):
        self.endpoint = endpoint

    def call(self, operation, request):
        body = json.dumps(request).encode()
        # The server has no keys, so it takes any well-formed signature (never none).
        http = urllib.request.Request(self.endpoint, data=body, method="POST", headers={
            "X-Amz-Target": f"DynamoDB_20120810.{operation}",
            "Content-Type": "application/x-amz-json-1.0",
            "X-Amz-Date": "20240101T000000Z",
            "Authorization": "AWS4-HMAC-SHA256 Credential=test/20240101/us-east-1/dynamodb/"
                             "aws4_request, SignedHeaders=content-type;host;x-amz-date;"
                             "x-amz-target, Signature=" + "0" * 64})
        with urllib.request.urlopen(http, timeout=30) as response:
            return json.loads(response.read())

    def items(self, operation, request):
        """What the builder shows for the request: every page, or one when Limit is set."""
        request = json.loads(json.dumps(request))
        if operation in ("Query", "Scan"):
            items = []
            while True:
                page = self.call(operation, request)
                items += page.get("Items", [])
                if "Limit" in request or "LastEvaluatedKey" not in page:
                    return items
                request["ExclusiveStartKey"] = page["LastEvaluatedKey"]
        response = self.call(operation, request)
        if operation == "GetItem":
            return [response["Item"]] if "Item" in response else []
        if operation == "BatchGetItem":
            return [item for items in response["Responses"].values() for item in items]
        if operation == "TransactGetItems":
            return [r["Item"] for r in response["Responses"] if "Item" in r]
        return [response["Attributes"]] if "Attributes" in response else []


# --- comparing ------------------------------------------------------------------------------

def typed_normal(value):
    """DynamoDB JSON with sets sorted and numbers canonical, for comparison."""
    if isinstance(value, dict) and len(value) == 1:
        (tag, inner), = value.items()
        if tag in ("SS", "BS"):
            return {tag: sorted(inner)}
        if tag == "NS":
            return {tag: sorted(str(Decimal(n).normalize()) for n in inner)}
        if tag == "N":
            return {tag: str(Decimal(inner).normalize())}
        if tag == "M":
            return {tag: {k: typed_normal(v) for k, v in inner.items()}}
        if tag == "L":
            return {tag: [typed_normal(v) for v in inner]}
        return value
    return {k: typed_normal(v) for k, v in value.items()}


def plain_matches(expected, actual):
    """Does a plain value (js-document, python-resource) hold the typed value exactly?"""
    (tag, inner), = expected.items()
    if tag in ("S", "B"):
        return actual == inner
    if tag == "N":
        return isinstance(actual, (str, int, float)) and Decimal(str(actual)) == Decimal(inner)
    if tag == "BOOL":
        return actual is inner
    if tag == "NULL":
        return actual is None
    if tag == "M":
        return isinstance(actual, dict) and plain_item_matches(inner, actual)
    if tag == "L":
        return (isinstance(actual, list) and len(actual) == len(inner)
                and all(plain_matches(e, a) for e, a in zip(inner, actual)))
    if tag == "NS":
        return sorted(Decimal(str(a)) for a in actual) == sorted(Decimal(n) for n in inner)
    return sorted(actual) == sorted(inner)  # SS, BS


def plain_item_matches(expected, actual):
    return (set(expected) == set(actual)
            and all(plain_matches(expected[k], actual[k]) for k in expected))


def compare(expected, actual, plain, ordered):
    if len(expected) != len(actual):
        return f"{len(actual)} items, expected {len(expected)}"
    if plain:
        if not ordered:  # match each expected item to some actual one
            rest = list(actual)
            for item in expected:
                match = next((a for a in rest if plain_item_matches(item, a)), None)
                if match is None:
                    return f"no item matches {json.dumps(item)[:200]}"
                rest.remove(match)
            return None
        for e, a in zip(expected, actual):
            if not plain_item_matches(e, a):
                return f"{json.dumps(a)[:300]} != {json.dumps(e)[:300]}"
        return None
    key = (lambda items: items) if ordered else (
        lambda items: sorted(items, key=lambda i: json.dumps(i, sort_keys=True)))
    e = key([typed_normal(i) for i in expected])
    a = key([typed_normal(i) for i in actual])
    return None if e == a else f"{json.dumps(a)[:300]} != {json.dumps(e)[:300]}"


# --- running the programs -------------------------------------------------------------------

def json_lines(stdout):
    return [json.loads(line) for line in stdout.splitlines() if line.startswith("{")]


def cli_items(operation, stdout):
    response = json.loads(stdout) if stdout.strip() else {}
    if operation in ("Query", "Scan"):
        return response.get("Items", [])
    if operation == "GetItem":
        return [response["Item"]] if "Item" in response else []
    if operation == "BatchGetItem":
        return [i for items in response.get("Responses", {}).values() for i in items]
    if operation == "TransactGetItems":
        return [r["Item"] for r in response.get("Responses", []) if "Item" in r]
    return [response["Attributes"]] if "Attributes" in response else []


class Languages:
    """Which languages this machine can run, and how."""

    def __init__(self, work):
        self.work = work
        self.runners = {}
        node = shutil.which("node")
        if node and (NODE_MODULES / "@aws-sdk" / "lib-dynamodb").is_dir():
            (work / "js").mkdir()
            (work / "js" / "node_modules").symlink_to(NODE_MODULES)
            self.runners["js"] = self.runners["js-document"] = [node]
        try:
            import boto3  # noqa: F401
            self.runners["python"] = self.runners["python-resource"] = [sys.executable]
        except ImportError:
            pass
        aws = self.find_cli_v2()
        if aws:
            (work / "bin").mkdir()
            (work / "bin" / "aws").symlink_to(aws)
            self.runners["cli"] = ["sh"]

    @staticmethod
    def find_cli_v2():
        for candidate in (shutil.which("aws"), "/usr/bin/aws", "/usr/local/bin/aws"):
            if candidate and os.access(candidate, os.X_OK):
                version = subprocess.run([candidate, "--version"], capture_output=True, text=True)
                if (version.stdout + version.stderr).startswith("aws-cli/2."):
                    return candidate
        return None

    def folder(self, language):
        folder = self.work / ("js" if language.startswith("js") else language)
        folder.mkdir(exist_ok=True)
        return folder


def generate(server, language, operation, request, endpoint, folder):
    path = folder / "request.json"
    path.write_text(json.dumps({"Operation": operation, "Request": request}))
    result = subprocess.run([server, "--codegen", language, str(path), "--endpoint", endpoint,
                             "--region", "us-east-1"], capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"--codegen failed: {result.stderr}")
    return result.stdout


def run_program(languages, language, text):
    folder = languages.folder(language)
    name = {"js": "client.mjs", "js-document": "document.mjs", "python": "client.py",
            "python-resource": "resource.py", "cli": "cli.sh"}[language]
    (folder / name).write_text(text)
    env = dict(os.environ, PATH=f"{languages.work / 'bin'}{os.pathsep}{os.environ['PATH']}")
    return subprocess.run(languages.runners[language] + [name], cwd=folder, env=env,
                          capture_output=True, text=True, timeout=120)


def program_items(language, operation, stdout):
    return cli_items(operation, stdout) if language == "cli" else json_lines(stdout)


# --- the cases ------------------------------------------------------------------------------

READS = [
    ("GetItem user profile", "GetItem", {
        "TableName": "ecommerce", "Key": {"PK": {"S": "USER#u1"}, "SK": {"S": "PROFILE"}}}, True),
    ("Query orders for a user", "Query", {
        "TableName": "ecommerce", "KeyConditionExpression": "PK = :pk AND begins_with(SK, :p)",
        "ExpressionAttributeValues": {":pk": {"S": "USER#u1"}, ":p": {"S": "ORDER#"}}}, True),
    ("Query GSI1 pending orders newest first, Limit", "Query", {
        "TableName": "ecommerce", "IndexName": "GSI1", "KeyConditionExpression": "GSI1PK = :s",
        "ScanIndexForward": False, "Limit": 50,
        "ExpressionAttributeValues": {":s": {"S": "ORDER#PENDING"}}}, True),
    ("Scan all products (filter)", "Scan", {
        "TableName": "ecommerce", "FilterExpression": "begins_with(PK, :p)",
        "ProjectionExpression": "PK, SK, #n, stock", "ExpressionAttributeNames": {"#n": "name"},
        "ExpressionAttributeValues": {":p": {"S": "PRODUCT#"}}}, True),
    ("Query over two pages", "Query", {
        "TableName": "ecommerce", "KeyConditionExpression": "PK = :pk",
        "ExpressionAttributeValues": {":pk": {"S": "BIG#1"}}}, True),
    ("Scan first page of a Limit", "Scan", {"TableName": "ecommerce", "Limit": 3}, True),
    ("BatchGetItem", "BatchGetItem", {"RequestItems": {"ecommerce": {"Keys": [
        {"PK": {"S": "USER#u1"}, "SK": {"S": "PROFILE"}},
        {"PK": {"S": "PRODUCT#p1"}, "SK": {"S": "DETAILS"}}]}}}, False),
    ("TransactGetItems", "TransactGetItems", {"TransactItems": [
        {"Get": {"TableName": "ecommerce", "Key": {"PK": {"S": "ORDER#o1"},
                                                   "SK": {"S": "ITEM#p2"}}}}]}, True),
]


def tricky_item(language):
    """Names and values that break naive quoting somewhere: quotes, shell, newlines, unicode,
    binary with NUL and 0xff, 38-digit numbers, sets, nesting."""
    return {
        "PK": {"S": f"CODEGEN#{language}"},
        "SK": {"S": "it's \"quoted\" \\ $(echo no) `no` %s\nline2\ttab \u2028 ü 日本 🎉"},
        "it's a \"name\"": {"N": "-1234567890.1234567890123456789012345678"},
        "big": {"N": "12345678901234567890123456789012345678"},
        "tiny": {"N": "0.00000000000000000000000000000000000001"},
        "bytes": {"B": base64.b64encode(b"\x00\xff\n\"'").decode()},
        "flags": {"BS": [base64.b64encode(b"\x01").decode(), base64.b64encode(b"\x02").decode()]},
        "numbers": {"NS": ["1.5", "98765432109876543210987654321098765432"]},
        "words": {"SS": ["a'b", "c\"d", "é"]},
        "nested": {"M": {"a.b-c": {"L": [{"NULL": True}, {"BOOL": False}, {"N": "7"},
                                         {"M": {"k": {"S": ""}}}]}}},
    }


def check_reads(server, engine, languages, endpoint):
    for name, operation, request, ordered in READS:
        expected = engine.items(operation, request)
        for language in ("js", "js-document", "python", "python-resource", "cli"):
            title = f"{language}: {name}"
            if language not in languages.runners:
                report("skipped", title, "runtime not installed")
                continue
            text = generate(server, language, operation, request, endpoint,
                            languages.folder(language))
            result = run_program(languages, language, text)
            if result.returncode != 0:
                report("failed", title, f"exit {result.returncode}: {result.stderr[-600:]}")
                continue
            plain = language in ("js-document", "python-resource")
            problem = compare(expected, program_items(language, operation, result.stdout),
                              plain, ordered)
            report("failed" if problem else "passed", title, problem or "")


def check_writes(server, engine, languages, endpoint):
    for language in ("js", "js-document", "python", "python-resource", "cli"):
        title = f"{language}: PutItem with tricky names and values"
        if language not in languages.runners:
            report("skipped", title, "runtime not installed")
            continue
        item = tricky_item(language)
        request = {"TableName": "ecommerce", "Item": item,
                   "ConditionExpression": "attribute_not_exists(PK)"}
        text = generate(server, language, "PutItem", request, endpoint,
                        languages.folder(language))
        result = run_program(languages, language, text)
        stored = engine.call("GetItem", {"TableName": "ecommerce", "Key": {
            "PK": item["PK"], "SK": item["SK"]}}).get("Item")
        if result.returncode != 0 or stored is None:
            report("failed", title, f"exit {result.returncode}: {result.stderr[-600:]}")
        else:
            problem = compare([item], [stored], False, True)
            report("failed" if problem else "passed", title, problem or "")
        again = run_program(languages, language, text)
        title = f"{language}: a failed condition is reported"
        if again.returncode != 0 and ("condition was not met" in again.stderr
                                      or "ConditionalCheckFailed" in again.stderr):
            report("passed", title)
        else:
            report("failed", title, f"exit {again.returncode}: {again.stderr[-400:]}")
        check_update(server, engine, languages, endpoint, language, item)


def check_update(server, engine, languages, endpoint, language, item):
    title = f"{language}: UpdateItem returns what it wrote"
    request = {"TableName": "ecommerce", "Key": {"PK": item["PK"], "SK": item["SK"]},
               "UpdateExpression": "SET #c = if_not_exists(#c, :zero) + :one, #l = :text",
               "ExpressionAttributeNames": {"#c": "count", "#l": "label 'x'"},
               "ExpressionAttributeValues": {":zero": {"N": "0"}, ":one": {"N": "1"},
                                             ":text": {"S": "new\nline"}},
               "ReturnValues": "UPDATED_NEW"}
    text = generate(server, language, "UpdateItem", request, endpoint, languages.folder(language))
    result = run_program(languages, language, text)
    if result.returncode != 0:
        report("failed", title, f"exit {result.returncode}: {result.stderr[-600:]}")
        return
    expected = [{"count": {"N": "1"}, "label 'x'": {"S": "new\nline"}}]
    problem = compare(expected, program_items(language, "UpdateItem", result.stdout),
                      language in ("js-document", "python-resource"), True)
    report("failed" if problem else "passed", title, problem or "")


def load(server, work):
    database = work / "ecommerce.db"
    model = ROOT / "resources" / "examples" / "ecommerce" / "ecommerce.model.json"
    subprocess.run([server, "--db", str(database), "--import", str(model)], check=True,
                   capture_output=True)
    return database


def add_big_partition(engine):
    """300 items of 4 KB: more than one 1 MB page."""
    filler = "x" * 4000
    for start in range(0, 300, 25):
        writes = [{"PutRequest": {"Item": {"PK": {"S": "BIG#1"}, "SK": {"S": f"ITEM#{i:04}"},
                                           "filler": {"S": filler}}}}
                  for i in range(start, start + 25)]
        engine.call("BatchWriteItem", {"RequestItems": {"ecommerce": writes}})


def main():
    server_path = parse_server_argument(__doc__)
    offline_aws_environment()
    work = Path(tempfile.mkdtemp(prefix="tablesmith-codegen-"))
    try:
        languages = Languages(work)
        if not languages.runners:
            print("SKIP: neither Node.js with the SDK, boto3 nor the AWS CLI v2 is installed")
            return SKIP_RETURN_CODE
        database = load(server_path, work)
        with Server(server_path, "--db", str(database)) as server:
            engine = Engine(server.endpoint)
            add_big_partition(engine)
            check_reads(server_path, engine, languages, server.endpoint)
            check_writes(server_path, engine, languages, server.endpoint)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"{RESULTS['passed']} passed, {RESULTS['failed']} failed, {RESULTS['skipped']} skipped")
    return 1 if RESULTS["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
