// pyright in strict mode (an npm devDependency: no Python package is installed) on the Python package
// and on consumer fixtures (test/python/consumer/: the validators and the client), with no error; and
// on a consumer's typo in a request key and in a client method's keyword (test/python/typo/), refused
// on their lines. Then on the golden fixture's Python package (test/fixtures/minimal-spec.expected/@python,
// its own configuration, pyright-fixture.json: its import name is the package's too). Its own file, so
// that it runs beside the unittest suite; the two pyright runs start together.

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/fixtures.js";
import { run } from "./python-run.js";

const PYTHON_TESTS = join(REPO_ROOT, "test", "python");

interface PyrightReport {
  summary: { filesAnalyzed: number; errorCount: number };
  generalDiagnostics: { file: string; severity: string; message: string; range: { start: { line: number } } }[];
}

function pyright(configuration: string): Promise<PyrightReport> {
  return run(join(REPO_ROOT, "node_modules", ".bin", "pyright"), ["--outputjson", "-p", join(PYTHON_TESTS, configuration)]).then(
    (result) => JSON.parse(result.output) as PyrightReport,
  );
}

describe("the Python package under pyright strict", () => {
  // Both runs at once: the machine has two cores, and each run is mostly pyright's own start and analysis.
  const packageReport = pyright("pyrightconfig.json");
  const fixtureReport = pyright("pyright-fixture.json");

  it(
    "is clean under pyright strict, and a consumer's typo in a request key or a method keyword is an error",
    { timeout: 300_000 },
    async () => {
      const report = await packageReport;
      const errors = report.generalDiagnostics.filter((diagnostic) => diagnostic.severity === "error");
      expect(errors.map((error) => `${error.file}:${error.range.start.line + 1}`)).toEqual([
        join(PYTHON_TESTS, "typo", "client_typo.py:9"),
        join(PYTHON_TESTS, "typo", "client_typo.py:9"),
        join(PYTHON_TESTS, "typo", "typo.py:7"),
      ]);
      // The misspelt keyword is no parameter, and the one it meant is then missing.
      expect(errors.slice(0, 2).map((error) => error.message)).toEqual([
        'Argument missing for parameter "order_id"',
        'No parameter named "order_idd"',
      ]);
      expect(errors[2]?.message).toContain('"ordr" is an undefined item');
      expect(report.summary.filesAnalyzed).toBeGreaterThan(15);
    },
  );

  it("keeps the golden fixture's Python package clean under pyright strict", { timeout: 300_000 }, async () => {
    const report = await fixtureReport;
    const problems = report.generalDiagnostics.filter((diagnostic) => diagnostic.severity !== "information");
    expect(problems.map((problem) => `${problem.file}:${problem.range.start.line + 1}: ${problem.message}`)).toEqual([]);
    // The package's modules, its models, validators, runtime and client, were all read.
    expect(report.summary.filesAnalyzed).toBeGreaterThan(15);
  });
});
