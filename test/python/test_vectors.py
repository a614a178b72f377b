"""Every conformance vector through the Python validators, as generated/test-vectors/README.md says:
each line read with exact decimals, validated as its file's direction of each operation and version
the file lists, the verdict and the set of (field, validation type) compared with the expectation.

The package and the vectors are found through GATEWAY_PYTHON_PACKAGE and GATEWAY_VECTORS (the vitest
file that runs this sets them); by default the repository's generated-python/ and generated/test-vectors/.
"""

from __future__ import annotations

import json
import os
import sys
import unittest
from datetime import date
from decimal import Decimal
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
PACKAGE = Path(os.environ.get("GATEWAY_PYTHON_PACKAGE", REPOSITORY / "generated-python"))
VECTORS = Path(os.environ.get("GATEWAY_VECTORS", REPOSITORY / "generated" / "test-vectors"))
sys.path.insert(0, str(PACKAGE))

import gateway_generated  # noqa: E402


def pairs(errors: object) -> list[tuple[str, str]]:
    return sorted((error["field"], error["validationType"]) for error in errors)  # type: ignore[union-attr, index]


class ConformanceVectors(unittest.TestCase):
    def test_every_vector_gets_the_expected_verdict(self) -> None:
        index = json.loads((VECTORS / "index.json").read_text(encoding="utf-8"))
        today = date.fromisoformat(index["today"])
        mismatches: list[str] = []
        checked = 0
        for entry in index["files"]:
            lines = (VECTORS.parent / entry["path"]).read_text(encoding="utf-8").split("\n")
            cases = [json.loads(line, parse_float=Decimal) for line in lines if line != ""]
            self.assertEqual(len(cases), entry["cases"], entry["path"])
            validate = gateway_generated.validate_request if entry["direction"] == "request" else gateway_generated.validate_response
            for target in entry["operations"]:
                for case in cases:
                    result = validate(target["operation"], target["version"], case["body"], today=today)
                    expected = case["expected"]
                    got = sorted((error.field, error.validation_type) for error in result.errors)
                    checked += 1
                    if result.valid != expected["valid"] or got != pairs(expected.get("errors", [])):
                        mismatches.append(
                            f"{entry['path']} {target['operation']} {target['version']} {case['id']}: "
                            f"expected {pairs(expected.get('errors', []))}, got {got}"
                        )
        self.assertGreater(checked, 5000)
        self.assertEqual(mismatches[:40], [], f"{len(mismatches)} of {checked} vectors disagree")


if __name__ == "__main__":
    unittest.main()
