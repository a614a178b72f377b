// The Python client (generated-python/) proven inside `npm test`: its unittest suite in
// test/python/client/ (the npm package's gateway double over real HTTP, spawned with node; mutual
// TLS against a local server with a CA made by openssl), run by `python3 -m unittest`, failing with
// its output.

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/fixtures.js";
import { run } from "./python-run.js";

const CLIENT_TESTS = join(REPO_ROOT, "test", "python", "client");

describe("the Python client", () => {
  it("passes its end-to-end suite against the gateway double and a mutual-TLS server", { timeout: 120_000 }, async () => {
    const result = await run("python3", ["-B", "-m", "unittest", "discover", "-s", CLIENT_TESTS, "-p", "test_*.py"], {
      GATEWAY_PYTHON_PACKAGE: join(REPO_ROOT, "generated-python"),
    });
    expect(result.output, result.output).toMatch(/^OK$/m);
    expect(result.output).toMatch(/^Ran (\d{2,}) tests/m);
    expect(result.code, result.output).toBe(0);
  });
});
