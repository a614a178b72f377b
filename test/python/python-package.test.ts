// The Python package (generated-python/) proven inside `npm test`: its unittest suite (every
// conformance vector with identical verdicts, and the validators' contract) run by `python3 -m
// unittest`, failing with its output. (pyright strict: python-pyright.test.ts, beside it.)

import { cp, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir, removeTempDirs, REPO_ROOT } from "../support/fixtures.js";
import { run } from "./python-run.js";

const PYTHON_TESTS = join(REPO_ROOT, "test", "python");
const PACKAGE = join(REPO_ROOT, "generated-python");
const VECTORS = join(REPO_ROOT, "generated", "test-vectors");

afterAll(removeTempDirs);

const unittest = (env: Record<string, string> = {}, pattern = "test_*.py") =>
  run("python3", ["-B", "-m", "unittest", "discover", "-s", PYTHON_TESTS, "-p", pattern], {
    GATEWAY_PYTHON_PACKAGE: PACKAGE,
    GATEWAY_VECTORS: VECTORS,
    ...env,
  });

describe("the Python package", () => {
  it("passes its unittest suite: every vector, the contract, hostile input", async () => {
    const result = await unittest();
    expect(result.output, result.output).toMatch(/^OK$/m);
    expect(result.code, result.output).toBe(0);
  });

  it("fails the vectors test, naming the case, when one verdict differs", async () => {
    const copy = join(await makeTempDir("python-vectors-"), "test-vectors");
    await cp(VECTORS, copy, { recursive: true });
    const file = join(copy, "100", "authorize.request.jsonl");
    const lines = (await readFile(file, "utf8")).split("\n");
    const index = lines.findIndex((line) => line.includes('"id":"valid/minimal"'));
    expect(index).toBeGreaterThanOrEqual(0);
    lines[index] = (lines[index] as string).replace(
      '"expected":{"valid":true}',
      '"expected":{"valid":false,"errors":[{"field":"order","validationType":"MISSING"}]}',
    );
    await writeFile(file, lines.join("\n"));
    const result = await unittest({ GATEWAY_VECTORS: copy }, "test_vectors.py");
    expect(result.code).not.toBe(0);
    expect(result.output).toContain("AUTHORIZE 100 valid/minimal");
    expect(result.output).toContain("1 of ");
  });
});
