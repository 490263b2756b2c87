"""Writes an order's history through boto3 to a DynamoDB endpoint, for the stream inspector's
remote test (tests/widgets/tst_inspector_remote.cpp): INSERT PENDING, MODIFY to SHIPPED (its
GSI1 key moves), INSERT of a profile GSI1 never holds, REMOVE of the order. Exits 77 without
boto3. Usage: inspector_writes.py ENDPOINT_URL TABLE"""

import sys

try:
    import boto3
except ImportError:
    sys.exit(77)


def main():
    endpoint, table = sys.argv[1], sys.argv[2]
    client = boto3.client("dynamodb", endpoint_url=endpoint, region_name="us-east-1",
                          aws_access_key_id="test", aws_secret_access_key="test")
    key = {"PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"}}
    client.put_item(TableName=table, Item={**key, "status": {"S": "PENDING"},
                                           "total": {"N": "129.90"},
                                           "GSI1PK": {"S": "ORDER#PENDING"},
                                           "GSI1SK": {"S": "2026-05-01"}})
    client.update_item(TableName=table, Key=key,
                       UpdateExpression="SET #s = :s, GSI1PK = :g",
                       ExpressionAttributeNames={"#s": "status"},
                       ExpressionAttributeValues={":s": {"S": "SHIPPED"},
                                                  ":g": {"S": "ORDER#SHIPPED"}})
    client.put_item(TableName=table, Item={"PK": {"S": "USER#u1"}, "SK": {"S": "PROFILE"},
                                           "name": {"S": "Ada"}})
    client.delete_item(TableName=table, Key=key)
    print("wrote 4")


if __name__ == "__main__":
    main()
