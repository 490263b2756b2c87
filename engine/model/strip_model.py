#!/usr/bin/env python3
"""Copies botocore's DynamoDB and DynamoDB Streams API models into this folder without their
documentation: the engine validates requests against the shapes. Run by hand when updating
to a newer botocore (see README in this folder); the build needs only the copies."""
import gzip
import json
import os
import sys

import botocore

KEEP_SHAPE = {"type", "members", "required", "member", "key", "value", "min", "max", "enum",
              "pattern", "union"}
KEEP_MEMBER = {"shape"}


def strip(model):
    # An operation's output shape is kept for one fact: whether it has any. The service answers
    # an operation without output (TagResource) with an empty body, not "{}".
    operations = {name: {part: op[part]["shape"] for part in ("input", "output") if part in op}
                  for name, op in model["operations"].items() if "input" in op}
    shapes = {}
    for name, shape in model["shapes"].items():
        if shape.get("exception"):
            continue
        kept = {k: v for k, v in shape.items() if k in KEEP_SHAPE}
        if "members" in kept:
            kept["members"] = {m: {k: v for k, v in d.items() if k in KEEP_MEMBER}
                               for m, d in kept["members"].items()}
        for part in ("member", "key", "value"):
            if part in kept:
                kept[part] = {"shape": kept[part]["shape"]}
        shapes[name] = kept
    return {"version": botocore.__version__, "metadata": {
        "targetPrefix": model["metadata"]["targetPrefix"]},
        "operations": operations, "shapes": shapes}


def main():
    data = os.path.join(os.path.dirname(botocore.__file__), "data")
    here = os.path.dirname(os.path.abspath(__file__))
    for service in ("dynamodb", "dynamodbstreams"):
        path = os.path.join(data, service, "2012-08-10", "service-2.json.gz")
        with gzip.open(path) as f:
            model = strip(json.load(f))
        out = os.path.join(here, f"{service}-2012-08-10.json")
        with open(out, "w") as f:
            json.dump(model, f, indent=0, sort_keys=True, separators=(",", ":"))
            f.write("\n")
        print(out, len(model["operations"]), "operations", len(model["shapes"]), "shapes",
              file=sys.stderr)


if __name__ == "__main__":
    main()
