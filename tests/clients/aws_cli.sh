#!/usr/bin/env bash
# Conformance test: the AWS CLI (v2 from Debian's `awscli`; v1 works too) against tablesmith-server.
#
#   tests/clients/aws_cli.sh --server PATH/TO/tablesmith-server [--aws PATH/TO/aws]
#
# Starts its own servers (in-memory, --port 0, loopback only), loads the e-commerce example that
# the app ships (resources/examples/ecommerce), runs the CLI's dynamodb commands and checks their
# output, then a SigV4 check against a second server started with credentials. Prints one line
# per check and closes with "N passed, N failed, N skipped". Exit 0 when nothing failed,
# 1 otherwise, 77 when the CLI or python3 is missing (ctest SKIP_RETURN_CODE).
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
data="$here/../../resources/examples/ecommerce" # the example as the app ships it
server=""
aws_bin="${TABLESMITH_AWS_CLI:-}"
while [ $# -gt 0 ]; do
    case "$1" in
        --server) server="$2"; shift 2 ;;
        --aws) aws_bin="$2"; shift 2 ;;
        *) echo "usage: $0 --server PATH [--aws PATH]" >&2; exit 2 ;;
    esac
done
if [ -z "$aws_bin" ]; then
    # Prefer AWS CLI v2 (Debian's awscli); a v1 first on PATH (pip, pyenv) is the fallback.
    for candidate in "$(command -v aws || true)" /usr/bin/aws /usr/local/bin/aws; do
        [ -n "$candidate" ] && [ -x "$candidate" ] || continue
        version=$("$candidate" --version 2>&1) || continue
        [ -n "$aws_bin" ] || aws_bin="$candidate"
        case "$version" in aws-cli/2.*) aws_bin="$candidate"; break ;; esac
    done
fi
if [ -z "$server" ] || [ ! -x "$server" ]; then
    echo "aws_cli.sh: --server PATH to tablesmith-server is required" >&2
    exit 2
fi
if [ -z "$aws_bin" ] || ! "$aws_bin" --version >/dev/null 2>&1; then
    echo "SKIP: the AWS CLI (aws) is not installed (Debian: apt-get install awscli)"
    exit 77
fi
command -v python3 >/dev/null || { echo "SKIP: python3 is not installed"; exit 77; }

work=$(mktemp -d "${TMPDIR:-/tmp}/tablesmith-awscli.XXXXXX")
server_pids=()
cleanup() {
    local pid
    for pid in "${server_pids[@]}"; do
        kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null
    done
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# A clean, offline CLI environment: dummy credentials, no user config, no pager, no proxies.
export HOME="$work/home"
mkdir -p "$HOME"
export AWS_ACCESS_KEY_ID=test AWS_SECRET_ACCESS_KEY=test AWS_DEFAULT_REGION=us-east-1
export AWS_CONFIG_FILE="$work/no-aws-config" AWS_SHARED_CREDENTIALS_FILE="$work/no-aws-credentials"
export AWS_PAGER="" AWS_EC2_METADATA_DISABLED=true AWS_RETRY_MODE=standard AWS_MAX_ATTEMPTS=2
unset AWS_PROFILE AWS_SESSION_TOKEN AWS_ENDPOINT_URL AWS_ENDPOINT_URL_DYNAMODB AWS_CA_BUNDLE
unset http_proxy https_proxy HTTP_PROXY HTTPS_PROXY all_proxy ALL_PROXY
export NO_PROXY=127.0.0.1,localhost no_proxy=127.0.0.1,localhost

passed=0 failed=0 skipped=0
ok()   { passed=$((passed + 1)); echo "PASS: $1"; }
bad()  { failed=$((failed + 1)); echo "FAIL: $1"; [ $# -lt 2 ] || printf '      %s\n' "${@:2}"; }
skip() { skipped=$((skipped + 1)); echo "SKIP: $1"; }

# start_server NAME ARGS... -> sets $port; the server prints its bound port in its ready line.
start_server() {
    local name="$1"; shift
    local log="$work/$name.log"
    "$server" --port 0 --host 127.0.0.1 "$@" >"$log" 2>&1 &
    local pid=$!
    server_pids+=("$pid")
    local i line
    for i in $(seq 1 200); do
        line=$(grep -m1 'Tablesmith serving DynamoDB API on http://' "$log" 2>/dev/null || true)
        if [ -n "$line" ]; then
            port=$(printf '%s\n' "$line" | sed -E 's#.*http://[^:]+:([0-9]+).*#\1#')
            return 0
        fi
        if ! kill -0 "$pid" 2>/dev/null; then
            echo "server '$name' exited before it was ready:" >&2
            cat "$log" >&2
            return 1
        fi
        sleep 0.05
    done
    echo "server '$name' printed no ready line in 10 s:" >&2
    cat "$log" >&2
    return 1
}

start_server main --in-memory || { echo "FAIL: could not start tablesmith-server"; exit 1; }
endpoint="http://127.0.0.1:$port"
echo "# $("$aws_bin" --version 2>&1) against $("$server" --version) at $endpoint"

# ddb ARGS...: runs `aws dynamodb ARGS` against the server; stdout in $out, stderr in $err, exit
# status in $rc.
ddb() {
    "$aws_bin" dynamodb --endpoint-url "$endpoint" "$@" >"$work/out" 2>"$work/err"
    rc=$?
    out=$(cat "$work/out")
    err=$(cat "$work/err")
    return 0
}
# py EXPR: evaluates a python expression with `j` = the JSON in $out; prints the result.
py() { printf '%s' "$out" | python3 -c "import json,sys; j=json.load(sys.stdin); print($1)"; }

# expect_ok NAME: the last ddb call succeeded.
expect_ok() {
    if [ "$rc" -eq 0 ]; then return 0; fi
    bad "$1" "exit $rc" "$err"
    return 1
}
# expect_eq NAME ACTUAL EXPECTED
expect_eq() {
    if [ "$2" == "$3" ]; then ok "$1"; else bad "$1" "expected: $3" "actual:   $2" "$err"; fi
}
# expect_error NAME CODE: the last ddb call failed with CODE in stderr.
expect_error() {
    if [ "$rc" -ne 0 ] && grep -q "$2" <<<"$err"; then
        ok "$1"
    else
        bad "$1" "expected a non-zero exit with $2 in stderr" "exit $rc" "stdout: $out" "stderr: $err"
    fi
}

table=ecommerce

# --- control plane ----------------------------------------------------------------------------
ddb create-table --table-name "$table" \
    --attribute-definitions AttributeName=PK,AttributeType=S AttributeName=SK,AttributeType=S \
        AttributeName=GSI1PK,AttributeType=S AttributeName=GSI1SK,AttributeType=S \
    --key-schema AttributeName=PK,KeyType=HASH AttributeName=SK,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName": "GSI1", "KeySchema": [
        {"AttributeName": "GSI1PK", "KeyType": "HASH"}, {"AttributeName": "GSI1SK", "KeyType": "RANGE"}],
        "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["total"]}}]' \
    --billing-mode PAY_PER_REQUEST
if expect_ok "create-table"; then
    expect_eq "create-table returns the description" \
        "$(py "j['TableDescription']['TableName'], [(k['AttributeName'], k['KeyType']) for k in j['TableDescription']['KeySchema']]")" \
        "ecommerce [('PK', 'HASH'), ('SK', 'RANGE')]"
fi

"$aws_bin" dynamodb --endpoint-url "$endpoint" wait table-exists --table-name "$table" >/dev/null 2>"$work/err" \
    && ok "wait table-exists" || bad "wait table-exists" "$(cat "$work/err")"

ddb describe-table --table-name "$table" --query 'Table.[TableName,TableStatus,BillingModeSummary.BillingMode]' --output text
expect_ok "describe-table" && expect_eq "describe-table: name, ACTIVE, on-demand" "$out" \
    "$(printf 'ecommerce\tACTIVE\tPAY_PER_REQUEST')"

ddb describe-table --table-name "$table"
expect_ok "describe-table (json)" && expect_eq "describe-table: key schema and attribute definitions" \
    "$(py "sorted((a['AttributeName'], a['AttributeType']) for a in j['Table']['AttributeDefinitions']), j['Table']['KeySchema'][0]['KeyType'], j['Table']['ItemCount'], j['Table']['TableArn'].endswith(':table/ecommerce')")" \
    "[('GSI1PK', 'S'), ('GSI1SK', 'S'), ('PK', 'S'), ('SK', 'S')] HASH 0 True"

ddb create-table --table-name "$table" \
    --attribute-definitions AttributeName=PK,AttributeType=S \
    --key-schema AttributeName=PK,KeyType=HASH --billing-mode PAY_PER_REQUEST
expect_error "create-table on an existing table: ResourceInUseException" ResourceInUseException

ddb create-table --table-name scratch \
    --attribute-definitions AttributeName=id,AttributeType=N \
    --key-schema AttributeName=id,KeyType=HASH \
    --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5
expect_ok "create-table (provisioned)" && ok "create-table (provisioned)"

ddb list-tables --query 'TableNames' --output text
expect_ok "list-tables" && expect_eq "list-tables lists both tables" "$out" "$(printf 'ecommerce\tscratch')"

ddb list-tables --max-items 1
expect_ok "list-tables --max-items 1" && expect_eq "list-tables pages with --max-items/--starting-token" \
    "$(py "j['TableNames'], bool(j.get('NextToken'))")" "['ecommerce'] True"
if [ "$rc" -eq 0 ]; then
    token=$(py "j['NextToken']")
    ddb list-tables --max-items 1 --starting-token "$token" --query 'TableNames' --output text
    expect_ok "list-tables --starting-token" && expect_eq "list-tables second page" "$out" "scratch"
fi

ddb update-table --table-name scratch --billing-mode PAY_PER_REQUEST
expect_ok "update-table billing mode" && {
    ddb describe-table --table-name scratch --query 'Table.BillingModeSummary.BillingMode' --output text
    expect_eq "update-table switches billing to PAY_PER_REQUEST" "$out" "PAY_PER_REQUEST"
}

# --- loading the example ----------------------------------------------------------------------
# items.jsonl is in the DynamoDB export format; the first item goes in with put-item, the rest
# with one batch-write-item.
python3 - "$data/items.jsonl" "$work" "$table" <<'EOF'
import json, sys
src, work, table = sys.argv[1:]
items = [json.loads(line)["Item"] for line in open(src) if line.strip()]
json.dump(items[0], open(f"{work}/profile.json", "w"))
json.dump({table: [{"PutRequest": {"Item": i}} for i in items[1:]]}, open(f"{work}/batch.json", "w"))
# 30 items in one partition for paging: 25 in one batch (the maximum), 5 in another.
page = [{"PK": {"S": "PAGE#1"}, "SK": {"S": f"S#{n:02d}"}, "n": {"N": str(n)}} for n in range(30)]
json.dump({table: [{"PutRequest": {"Item": i}} for i in page[:25]]}, open(f"{work}/page1.json", "w"))
json.dump({table: [{"PutRequest": {"Item": i}} for i in page[25:]]}, open(f"{work}/page2.json", "w"))
EOF

ddb put-item --table-name "$table" --item "file://$work/profile.json" --return-consumed-capacity TOTAL
expect_ok "put-item" && expect_eq "put-item reports consumed capacity" \
    "$(py "j['ConsumedCapacity']['TableName'], float(j['ConsumedCapacity']['CapacityUnits'])")" "ecommerce 1.0"

ddb batch-write-item --request-items "file://$work/batch.json"
expect_ok "batch-write-item (6 items)" && expect_eq "batch-write-item: no unprocessed items" \
    "$(py "j.get('UnprocessedItems')")" "{}"
for f in page1 page2; do
    ddb batch-write-item --request-items "file://$work/$f.json"
    expect_ok "batch-write-item $f" && expect_eq "batch-write-item $f: no unprocessed items" \
        "$(py "j.get('UnprocessedItems')")" "{}"
done

# --- access patterns --------------------------------------------------------------------------
ddb get-item --table-name "$table" --key '{"PK":{"S":"USER#u1"},"SK":{"S":"PROFILE"}}'
expect_ok "get-item" && expect_eq "get user profile" \
    "$(py "j['Item']['name']['S'], j['Item']['email']['S'], sorted(j['Item'])")" \
    "Ada Lovelace ada@example.com ['PK', 'SK', 'createdAt', 'email', 'name']"

ddb get-item --table-name "$table" --key '{"PK":{"S":"USER#u1"},"SK":{"S":"PROFILE"}}' \
    --projection-expression '#n, email' --expression-attribute-names '{"#n":"name"}' --consistent-read
expect_ok "get-item projection" && expect_eq "get-item with a projection expression" \
    "$(py "sorted(j['Item'])")" "['email', 'name']"

ddb get-item --table-name "$table" --key '{"PK":{"S":"USER#u9"},"SK":{"S":"PROFILE"}}'
expect_ok "get-item (absent)" && expect_eq "get-item on an absent key returns no Item" "$out" ""

ddb query --table-name "$table" \
    --key-condition-expression 'PK = :pk AND begins_with(SK, :prefix)' \
    --expression-attribute-values '{":pk":{"S":"USER#u1"},":prefix":{"S":"ORDER#"}}'
expect_ok "query orders" && expect_eq "all orders for a user (begins_with)" \
    "$(py "[i['SK']['S'] for i in j['Items']], j['Count'], j['ScannedCount'], [i['total']['N'] for i in j['Items']]")" \
    "['ORDER#o1', 'ORDER#o2'] 2 2 ['129.9', '42']"

ddb query --table-name "$table" --no-scan-index-forward \
    --key-condition-expression 'PK = :pk AND begins_with(SK, :prefix)' \
    --expression-attribute-values '{":pk":{"S":"USER#u1"},":prefix":{"S":"ORDER#"}}' \
    --query 'Items[].SK.S' --output text
expect_ok "query --no-scan-index-forward" && expect_eq "orders newest key first (--no-scan-index-forward)" \
    "$out" "$(printf 'ORDER#o2\tORDER#o1')"

ddb query --table-name "$table" \
    --key-condition-expression '#pk = :pk AND begins_with(#sk, :prefix)' \
    --expression-attribute-names '{"#pk":"PK","#sk":"SK"}' \
    --expression-attribute-values '{":pk":{"S":"ORDER#o1"},":prefix":{"S":"ITEM#"}}'
expect_ok "query order items" && expect_eq "all items in an order" \
    "$(py "[(i['SK']['S'], i['qty']['N'], i['productName']['S']) for i in j['Items']]")" \
    "[('ITEM#p1', '1', 'Mechanical keyboard'), ('ITEM#p2', '2', 'USB-C cable')]"

ddb query --table-name "$table" \
    --key-condition-expression 'PK = :pk AND begins_with(SK, :prefix)' \
    --expression-attribute-values '{":pk":{"S":"PRODUCT#p1"},":prefix":{"S":"REVIEW#"}}' \
    --projection-expression 'rating, userId'
expect_ok "query reviews" && expect_eq "product reviews (with a projection)" \
    "$(py "j['Items']")" "[{'rating': {'N': '5'}, 'userId': {'S': 'u1'}}]"

ddb query --table-name "$table" --select COUNT \
    --key-condition-expression 'PK = :pk' --expression-attribute-values '{":pk":{"S":"USER#u1"}}'
expect_ok "query --select COUNT" && expect_eq "query --select COUNT counts without items" \
    "$(py "j['Count'], 'Items' in j")" "3 False"

ddb query --table-name "$table" \
    --key-condition-expression 'PK = :pk AND SK BETWEEN :a AND :b' \
    --expression-attribute-values '{":pk":{"S":"PAGE#1"},":a":{"S":"S#10"},":b":{"S":"S#13"}}' \
    --query 'Items[].n.N' --output text
expect_ok "query BETWEEN" && expect_eq "query with SK BETWEEN" "$out" "$(printf '10\t11\t12\t13')"

# --- paging -----------------------------------------------------------------------------------
pk_page='{":pk":{"S":"PAGE#1"}}'
# The CLI pages by itself: --page-size 4 makes 8 requests, the output holds all 30 items.
ddb query --table-name "$table" --key-condition-expression 'PK = :pk' \
    --expression-attribute-values "$pk_page" --page-size 4
expect_ok "query --page-size (automatic paging)" && expect_eq "CLI's automatic paging returns every item once, in order" \
    "$(py "[int(i['n']['N']) for i in j['Items']] == list(range(30)), j['Count']")" "True 30"

# --max-items / --starting-token: collect pages of 7 by hand.
collected=() pages=0 token=""
while :; do
    args=(--max-items 7 --page-size 5)
    [ -z "$token" ] || args+=(--starting-token "$token")
    ddb query --table-name "$table" --key-condition-expression 'PK = :pk' \
        --expression-attribute-values "$pk_page" "${args[@]}"
    if [ "$rc" -ne 0 ]; then bad "query --max-items page $pages" "$err"; break; fi
    pages=$((pages + 1))
    read -r -a got <<<"$(py "' '.join(i['n']['N'] for i in j['Items'])")"
    collected+=("${got[@]}")
    token=$(py "j.get('NextToken', '')")
    [ -n "$token" ] && [ "$pages" -lt 20 ] || break
done
expect_eq "query --max-items 7 / --starting-token: 5 pages, every item once, in order" \
    "$pages ${collected[*]}" "5 $(seq -s ' ' 0 29)"

ddb query --table-name "$table" --key-condition-expression 'PK = :pk' \
    --expression-attribute-values "$pk_page" --no-scan-index-forward --max-items 3 --query 'Items[].n.N' --output text
expect_ok "query descending --max-items" && expect_eq "descending query, first page of 3" "$(head -n1 <<<"$out")" \
    "$(printf '29\t28\t27')"

# Low level: one request with Limit, then ExclusiveStartKey from LastEvaluatedKey.
ddb query --table-name "$table" --key-condition-expression 'PK = :pk' \
    --expression-attribute-values "$pk_page" --no-paginate --limit 4
expect_ok "query --no-paginate --limit 4" && expect_eq "query Limit 4 returns LastEvaluatedKey" \
    "$(py "j['Count'], j['LastEvaluatedKey']")" "4 {'PK': {'S': 'PAGE#1'}, 'SK': {'S': 'S#03'}}"
if [ "$rc" -eq 0 ]; then
    lek=$(py "json.dumps(j['LastEvaluatedKey'])")
    ddb query --table-name "$table" --key-condition-expression 'PK = :pk' \
        --expression-attribute-values "$pk_page" --no-paginate --limit 4 --exclusive-start-key "$lek"
    expect_ok "query --exclusive-start-key" && expect_eq "query continues after ExclusiveStartKey" \
        "$(py "[i['SK']['S'] for i in j['Items']]")" "['S#04', 'S#05', 'S#06', 'S#07']"
fi

# --- scan -------------------------------------------------------------------------------------
ddb scan --table-name "$table"
expect_ok "scan" && expect_eq "scan returns every item (7 example + 30 paging)" \
    "$(py "j['Count'], j['ScannedCount'], len({(i['PK']['S'], i['SK']['S']) for i in j['Items']})")" "37 37 37"

ddb scan --table-name "$table" --page-size 6 --return-consumed-capacity TOTAL
expect_ok "scan --page-size 6" && expect_eq "scan with automatic paging: every item once" \
    "$(py "j['Count'], len({(i['PK']['S'], i['SK']['S']) for i in j['Items']})")" "37 37"

collected_keys="$work/scan_keys"
: >"$collected_keys"
token="" pages=0
while :; do
    args=(--max-items 10 --page-size 3)
    [ -z "$token" ] || args+=(--starting-token "$token")
    ddb scan --table-name "$table" "${args[@]}"
    if [ "$rc" -ne 0 ]; then bad "scan --max-items page $pages" "$err"; break; fi
    pages=$((pages + 1))
    py "'\n'.join(i['PK']['S'] + '|' + i['SK']['S'] for i in j['Items'])" >>"$collected_keys"
    token=$(py "j.get('NextToken', '')")
    [ -n "$token" ] && [ "$pages" -lt 20 ] || break
done
expect_eq "scan --max-items 10 / --starting-token: 4 pages, 37 distinct items" \
    "$pages $(grep -c . "$collected_keys") $(sort -u "$collected_keys" | grep -c .)" "4 37 37"

: >"$work/segments"
for seg in 0 1 2; do
    ddb scan --table-name "$table" --segment "$seg" --total-segments 3
    if expect_ok "scan segment $seg/3"; then
        py "'\n'.join(i['PK']['S'] + '|' + i['SK']['S'] for i in j['Items'])" >>"$work/segments"
    fi
done
expect_eq "parallel scan: 3 segments cover every item exactly once" \
    "$(grep -c . "$work/segments") $(sort -u "$work/segments" | grep -c .)" "37 37"

# --- delete -----------------------------------------------------------------------------------
ddb delete-item --table-name "$table" --key '{"PK":{"S":"PRODUCT#p1"},"SK":{"S":"REVIEW#r1"}}' --return-values ALL_OLD
expect_ok "delete-item --return-values ALL_OLD" && expect_eq "delete-item returns the old item" \
    "$(py "j['Attributes']['text']['S'], j['Attributes']['rating']['N']")" "Types like a dream. 5"
ddb get-item --table-name "$table" --key '{"PK":{"S":"PRODUCT#p1"},"SK":{"S":"REVIEW#r1"}}'
expect_ok "get-item after delete" && expect_eq "deleted item is gone" "$out" ""
ddb delete-item --table-name "$table" --key '{"PK":{"S":"PRODUCT#p1"},"SK":{"S":"REVIEW#r1"}}' --return-values ALL_OLD
expect_ok "delete-item (absent)" && expect_eq "delete-item of an absent item returns no Attributes" "$out" ""

# --- errors -----------------------------------------------------------------------------------
ddb get-item --table-name no-such-table --key '{"PK":{"S":"x"},"SK":{"S":"y"}}'
expect_error "get-item on a missing table: ResourceNotFoundException" ResourceNotFoundException
ddb describe-table --table-name no-such-table
expect_error "describe-table on a missing table: ResourceNotFoundException" ResourceNotFoundException
ddb put-item --table-name "$table" --item '{"PK":{"N":"1"},"SK":{"S":"x"}}'
expect_error "put-item with a number for a string key: ValidationException" ValidationException
ddb get-item --table-name "$table" --key '{"PK":{"S":"USER#u1"}}'
expect_error "get-item without the sort key: ValidationException" ValidationException
ddb query --table-name "$table" --key-condition-expression 'PK = :pk' \
    --expression-attribute-values '{":pk":{"S":"USER#u1"},":unused":{"S":"x"}}'
expect_error "query with an unused expression attribute value: ValidationException" ValidationException
ddb query --table-name "$table" --key-condition-expression 'SK = :sk' \
    --expression-attribute-values '{":sk":{"S":"PROFILE"}}'
expect_error "query without the partition key: ValidationException" ValidationException
ddb query --table-name "$table" --key-condition-expression 'PK = :pk AND' \
    --expression-attribute-values '{":pk":{"S":"USER#u1"}}'
expect_error "query with a syntax error: ValidationException" ValidationException

# --- filters, conditions, updates, GSI queries -----------------------------------------------
ddb query --table-name "$table" \
    --key-condition-expression 'PK = :pk AND begins_with(SK, :prefix)' --filter-expression '#s = :status' \
    --expression-attribute-names '{"#s":"status"}' \
    --expression-attribute-values '{":pk":{"S":"USER#u1"},":prefix":{"S":"ORDER#"},":status":{"S":"PENDING"}}'
expect_ok "query --filter-expression" && expect_eq "orders with a status: 1 returned of 2 scanned" \
    "$(py "j['Count'], j['ScannedCount'], j['Items'][0]['SK']['S']")" "1 2 ORDER#o1"
ddb put-item --table-name "$table" --condition-expression '#s = :cur' \
    --item '{"PK":{"S":"USER#u1"},"SK":{"S":"ORDER#o2"},"status":{"S":"DELIVERED"}}' \
    --expression-attribute-names '{"#s":"status"}' --expression-attribute-values '{":cur":{"S":"PENDING"}}'
expect_error "put-item with a false condition: ConditionalCheckFailedException" ConditionalCheckFailedException
ddb update-item --table-name "$table" --key '{"PK":{"S":"PRODUCT#p1"},"SK":{"S":"DETAILS"}}' \
    --update-expression 'SET stock = stock - :one' --expression-attribute-values '{":one":{"N":"1"}}' \
    --return-values UPDATED_NEW
expect_ok "update-item" && expect_eq "update-item decrements stock" "$(py "j['Attributes']['stock']['N']")" "36"
ddb query --table-name "$table" --index-name GSI1 --no-scan-index-forward --limit 50 \
    --key-condition-expression 'GSI1PK = :pk' --expression-attribute-values '{":pk":{"S":"ORDER#PENDING"}}'
expect_ok "query GSI1" && expect_eq "pending orders via GSI1" "$(py "[i['SK']['S'] for i in j['Items']]")" "['ORDER#o1']"

ddb query --table-name "$table" --key-condition-expression 'PK = :pk' \
    --filter-expression 'begins_with(SK, :o)' --expression-attribute-values '{":pk":{"S":"USER#u1"},":o":{"S":"ORDER#"}}'
expect_error "query filtering on the sort key: ValidationException" ValidationException

# --- tags -------------------------------------------------------------------------------------
ddb describe-table --table-name "$table" --query 'Table.TableArn' --output text
arn=$out
ddb tag-resource --resource-arn "$arn" --tags Key=team,Value=orders Key=env,Value=dev
expect_ok "tag-resource" && ok "tag-resource"
ddb list-tags-of-resource --resource-arn "$arn" --query 'Tags[].[Key,Value]' --output text
expect_ok "list-tags-of-resource" && expect_eq "list-tags-of-resource lists both tags" "$out" \
    "$(printf 'env\tdev\nteam\torders')"
ddb untag-resource --resource-arn "$arn" --tag-keys env
ddb list-tags-of-resource --resource-arn "$arn" --query 'Tags[].Key' --output text
expect_ok "untag-resource" && expect_eq "untag-resource removes the tag" "$out" "team"
ddb list-tags-of-resource --resource-arn "${arn}-none"
expect_error "list-tags-of-resource on a missing table: ResourceNotFoundException" ResourceNotFoundException

# --- account and backups, as deployment tools read them -------------------------------------
ddb describe-limits --query 'TableMaxWriteCapacityUnits' --output text
expect_ok "describe-limits" && expect_eq "describe-limits gives the default quotas" "$out" "40000"
ddb describe-continuous-backups --table-name "$table" \
    --query 'ContinuousBackupsDescription.PointInTimeRecoveryDescription.PointInTimeRecoveryStatus' \
    --output text
expect_ok "describe-continuous-backups" && expect_eq "no point-in-time recovery" "$out" "DISABLED"

# --- delete-table -----------------------------------------------------------------------------
ddb delete-table --table-name scratch
expect_ok "delete-table" && expect_eq "delete-table returns the description" \
    "$(py "j['TableDescription']['TableName']")" "scratch"
ddb list-tables --query 'TableNames' --output text
expect_ok "list-tables after delete-table" && expect_eq "deleted table is no longer listed" "$out" "ecommerce"
ddb delete-table --table-name scratch
expect_error "delete-table twice: ResourceNotFoundException" ResourceNotFoundException

# --- PartiQL: execute-statement, batch-execute-statement, execute-transaction --------------
ddb create-table --table-name pqt \
    --attribute-definitions AttributeName=PK,AttributeType=S AttributeName=SK,AttributeType=S \
    --key-schema AttributeName=PK,KeyType=HASH AttributeName=SK,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
expect_ok "PartiQL: create-table" && ok "PartiQL: create-table"
ddb batch-execute-statement --statements "$(python3 -c '
import json, sys
items = [json.loads(l)["Item"] for l in open(sys.argv[1]) if l.strip()]
print(json.dumps([{"Statement": "INSERT INTO pqt VALUE ?", "Parameters": [{"M": i}]} for i in items]))
' "$data/items.jsonl")"
expect_ok "PartiQL: batch-execute-statement INSERTs" && expect_eq "PartiQL: every INSERT succeeded" \
    "$(py "len(j['Responses']), [r for r in j['Responses'] if 'Error' in r]")" "7 []"
ddb execute-statement --statement "SELECT * FROM pqt WHERE PK = 'USER#u1' AND begins_with(SK, 'ORDER#')"
expect_ok "PartiQL: SELECT orders" && expect_eq "PartiQL: all orders for a user" \
    "$(py "[i['SK']['S'] for i in j['Items']]")" "['ORDER#o1', 'ORDER#o2']"
ddb execute-statement --statement "SELECT name FROM pqt WHERE PK = ? AND SK = ?" \
    --parameters '[{"S":"USER#u1"},{"S":"PROFILE"}]' --return-consumed-capacity TOTAL
expect_ok "PartiQL: SELECT with parameters" && expect_eq "PartiQL: profile name and capacity" \
    "$(py "j['Items'], j['ConsumedCapacity']['CapacityUnits']")" \
    "[{'name': {'S': 'Ada Lovelace'}}] 0.5"
ddb execute-statement --statement "SELECT * FROM pqt" --limit 3
expect_ok "PartiQL: SELECT --limit 3" && expect_eq "PartiQL: first page of a scan" \
    "$(py "len(j['Items']), 'NextToken' in j")" "3 True"
ddb execute-statement --statement "SELECT * FROM pqt"
expect_ok "PartiQL: SELECT all" && expect_eq "PartiQL: a full scan pages to every item" \
    "$(py "len(j['Items'])")" "7"
ddb execute-statement --statement "UPDATE pqt SET status = 'SHIPPED' WHERE PK = 'USER#u1' AND SK = 'ORDER#o1' AND status = 'PENDING' RETURNING MODIFIED OLD *"
expect_ok "PartiQL: UPDATE RETURNING" && expect_eq "PartiQL: UPDATE returns the old status" \
    "$(py "j['Items']")" "[{'status': {'S': 'PENDING'}}]"
ddb execute-statement --statement "UPDATE pqt SET status = 'SHIPPED' WHERE PK = 'USER#u1' AND SK = 'ORDER#o1' AND status = 'PENDING'"
expect_error "PartiQL: UPDATE whose condition fails" ConditionalCheckFailedException
ddb execute-statement --statement "INSERT INTO pqt VALUE {'PK': 'USER#u1', 'SK': 'PROFILE'}"
expect_error "PartiQL: INSERT of a taken key" DuplicateItemException
ddb execute-statement --statement "DELETE FROM pqt WHERE PK = 'USER#u1'"
expect_error "PartiQL: DELETE without the full key" "mandatory equality on all key attributes"
ddb execute-statement --statement "SELEKT * FROM pqt"
expect_error "PartiQL: malformed statement" "Statement wasn't well formed"
ddb execute-transaction --transact-statements '[
    {"Statement": "DELETE FROM pqt WHERE PK = '"'ORDER#o1'"' AND SK = '"'ITEM#p1'"'"},
    {"Statement": "UPDATE pqt SET stock = stock - 1 WHERE PK = '"'PRODUCT#p1'"' AND SK = '"'DETAILS'"'"}]'
expect_ok "PartiQL: execute-transaction" && ok "PartiQL: execute-transaction"
ddb execute-transaction --transact-statements '[
    {"Statement": "SELECT stock FROM pqt WHERE PK = '"'PRODUCT#p1'"' AND SK = '"'DETAILS'"'"},
    {"Statement": "SELECT * FROM pqt WHERE PK = '"'ORDER#o1'"' AND SK = '"'ITEM#p1'"'"}]'
expect_ok "PartiQL: read transaction" && expect_eq "PartiQL: the transaction's writes are read back" \
    "$(py "j['Responses']")" "[{'Item': {'stock': {'N': '36'}}}, {}]"

# --- SigV4: a server with credentials verifies signatures -------------------------------------
if start_server signed --in-memory --access-key-id AKIDTEST --secret-access-key SECRET; then
    signed="http://127.0.0.1:$port"
    signed_ddb() { # signed_ddb KEY_ID SECRET ARGS...
        local id="$1" secret="$2"; shift 2
        AWS_ACCESS_KEY_ID="$id" AWS_SECRET_ACCESS_KEY="$secret" \
            "$aws_bin" dynamodb --endpoint-url "$signed" "$@" >"$work/out" 2>"$work/err"
        rc=$?
        out=$(cat "$work/out")
        err=$(cat "$work/err")
    }
    signed_ddb AKIDTEST SECRET create-table --table-name signed \
        --attribute-definitions AttributeName=id,AttributeType=S \
        --key-schema AttributeName=id,KeyType=HASH --billing-mode PAY_PER_REQUEST
    expect_ok "SigV4: create-table with matching credentials" && ok "SigV4: create-table with matching credentials"
    signed_ddb AKIDTEST SECRET put-item --table-name signed --item '{"id":{"S":"a"},"v":{"S":"signed body"}}'
    expect_ok "SigV4: put-item with matching credentials" && ok "SigV4: put-item with matching credentials"
    signed_ddb AKIDTEST SECRET list-tables --query 'TableNames' --output text
    expect_ok "SigV4: list-tables with matching credentials" && expect_eq "SigV4: matching credentials succeed" "$out" "signed"
    signed_ddb AKIDTEST WRONG list-tables
    expect_error "SigV4: wrong secret -> InvalidSignatureException" InvalidSignatureException
    signed_ddb AKIDOTHER SECRET list-tables
    expect_error "SigV4: unknown access key id -> UnrecognizedClientException" UnrecognizedClientException
    signed_ddb AKIDTEST WRONG get-item --table-name signed --key '{"id":{"S":"a"}}'
    expect_error "SigV4: wrong secret on a data-plane call -> InvalidSignatureException" InvalidSignatureException
    AWS_DEFAULT_REGION=eu-west-1 signed_ddb AKIDTEST SECRET list-tables
    expect_error "SigV4: a signature scoped to another region -> InvalidSignatureException" \
        "Credential should be scoped to a valid region, not 'eu-west-1'"
else
    bad "SigV4: could not start a server with credentials"
fi

echo "aws_cli: $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
