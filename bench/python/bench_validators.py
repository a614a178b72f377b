"""The Python validators (generated-python/) against fastjsonschema and jsonschema, compiled from the
same JSON Schemas (generated/schema/), on the same bodies; then both peers' verdicts on every
conformance vector JSON Schema can judge. Run by bench/python/python-bench.ts, which builds the task
(a JSON file: the bodies, the schemas, the package) and prints the table.

Timing: each validator is called on one body in batches of a calibrated size, the batches of the
three interleaved, `samples` batches each after a warm-up; a row's figure is the median of its
batches' calls per second of process CPU time (`time.process_time`), as other work shares the cores.
"""

from __future__ import annotations

import importlib
import json
import statistics
import sys
import time
from datetime import date
from decimal import Decimal
from typing import Any, Callable

BATCH_SECONDS = 0.02


def load(text: str) -> Any:
    return json.loads(text, parse_float=Decimal)


def batch_size(call: Callable[[], object]) -> int:
    """Calls per batch: enough for a batch to take BATCH_SECONDS of CPU time."""
    count = 1
    while True:
        started = time.process_time()
        for _ in range(count):
            call()
        elapsed = time.process_time() - started
        if elapsed >= BATCH_SECONDS:
            return max(1, int(count * BATCH_SECONDS / elapsed))
        count *= 2


def ops_per_second(calls: dict[str, Callable[[], object]], samples: int) -> dict[str, float]:
    """Each call's median calls per CPU second, batches interleaved so that load hits all alike."""
    sizes = {name: batch_size(call) for name, call in calls.items()}
    rates: dict[str, list[float]] = {name: [] for name in calls}
    for _ in range(samples):
        for name, call in calls.items():
            count = sizes[name]
            started = time.process_time()
            for _ in range(count):
                call()
            elapsed = max(time.process_time() - started, 1e-9)
            rates[name].append(count / elapsed)
    return {name: statistics.median(values) for name, values in rates.items()}


class Peers:
    def __init__(self, fastjsonschema: Any, jsonschema: Any) -> None:
        self.fastjsonschema = fastjsonschema
        self.jsonschema = jsonschema
        self.fast_cache: dict[str, Callable[[object], object]] = {}
        self.slow_cache: dict[str, Any] = {}

    def fast(self, schema_path: str) -> Callable[[object], object]:
        if schema_path not in self.fast_cache:
            with open(schema_path, encoding="utf-8") as file:
                # use_default=False: validate only (by default it writes each `default` into the body).
                self.fast_cache[schema_path] = self.fastjsonschema.compile(json.load(file), use_default=False)
        return self.fast_cache[schema_path]

    def slow(self, schema_path: str) -> Any:
        if schema_path not in self.slow_cache:
            with open(schema_path, encoding="utf-8") as file:
                schema = json.load(file)
            validator_class = self.jsonschema.validators.validator_for(schema)
            checker = getattr(validator_class, "FORMAT_CHECKER", None) or self.jsonschema.FormatChecker()
            self.slow_cache[schema_path] = validator_class(schema, format_checker=checker)
        return self.slow_cache[schema_path]

    def fast_verdict(self, schema_path: str, body: object) -> bool:
        try:
            self.fast(schema_path)(body)
            return True
        except self.fastjsonschema.JsonSchemaValueException:
            return False

    def slow_errors(self, schema_path: str, body: object) -> int:
        return len(list(self.slow(schema_path).iter_errors(body)))


def throughput(task: dict[str, Any], peers: Peers, validators: Any) -> list[dict[str, Any]]:
    today = date.fromisoformat(task["today"])
    rows = []
    for entry in task["bodies"]:
        ours = getattr(validators, entry["validator"])
        schema = entry["schema"]
        body = load(entry["body"])
        fast = peers.fast(schema)
        slow = peers.slow(schema)
        ours_result = ours(body, today=today)

        def call_fast() -> None:
            try:
                fast(body)
            except peers.fastjsonschema.JsonSchemaValueException:
                pass

        rates = ops_per_second(
            {
                "ours": lambda: ours(body, today=today),
                "fastjsonschema": call_fast,
                "jsonschema": lambda: list(slow.iter_errors(body)),
            },
            task["samples"],
        )
        rows.append(
            {
                "operation": entry["operation"],
                "label": entry["label"],
                "expectValid": entry["expectValid"],
                "ours": {"opsPerSecond": rates["ours"], "valid": ours_result.valid, "errors": len(ours_result.errors)},
                "fastjsonschema": {"opsPerSecond": rates["fastjsonschema"], "valid": peers.fast_verdict(schema, body)},
                "jsonschema": {"opsPerSecond": rates["jsonschema"], "valid": peers.slow_errors(schema, body) == 0, "errors": peers.slow_errors(schema, body)},
            }
        )
    return rows


def agreement(task: dict[str, Any], peers: Peers) -> dict[str, Any]:
    """Each peer's verdict on every vector JSON Schema can judge, against the vector's expected one."""
    with open(task["vectorsIndex"], encoding="utf-8") as file:
        index = json.load(file)
    root = task["packageRoot"]
    counts: dict[str, dict[str, Any]] = {name: {"agree": 0, "total": 0, "disagree": []} for name in ("fastjsonschema", "jsonschema")}
    skipped_files = []
    for entry in index["files"]:
        schema_path = entry.get("jsonSchema", "")
        if not schema_path.startswith(task["schemaRoot"] + "/"):
            skipped_files.append(entry["path"])
            continue
        schema = f"{root}/{schema_path}"
        with open(f"{root}/{entry['path']}", encoding="utf-8") as file:
            cases = [load(line) for line in file.read().split("\n") if line != ""]
        for case in cases:
            if case.get("jsonSchema") is False:
                continue
            expected = case["expected"]["valid"]
            for name, verdict in (
                ("fastjsonschema", lambda: peers.fast_verdict(schema, case["body"])),
                ("jsonschema", lambda: peers.slow_errors(schema, case["body"]) == 0),
            ):
                counts[name]["total"] += 1
                if verdict() == expected:
                    counts[name]["agree"] += 1
                else:
                    counts[name]["disagree"].append(f"{entry['path']} {case['id']}")
    return {"peers": counts, "skippedFiles": skipped_files}


def main() -> int:
    with open(sys.argv[1], encoding="utf-8") as file:
        task = json.load(file)
    try:
        import fastjsonschema
        import jsonschema
    except ImportError as error:
        print(json.dumps({"missing": str(error)}))
        return 3
    sys.path.insert(0, task["pythonPackage"])
    validators = importlib.import_module(f"{task['importName']}.validators")
    peers = Peers(fastjsonschema, jsonschema)
    from importlib.metadata import version

    result = {
        "python": sys.version.split()[0],
        "executable": sys.executable,
        "versions": {"fastjsonschema": version("fastjsonschema"), "jsonschema": version("jsonschema")},
        "rows": throughput(task, peers, validators),
        "agreement": agreement(task, peers) if task["agreement"] else None,
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
