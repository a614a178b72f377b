// `npm run spec-fuzz`: the long run of the spec fuzz (spec-fuzz-run.ts), not part of `npm test`.
// SPEC_FUZZ_CASES sets the cases per spec (default 1500 for the fixture, a fifth of it for the real
// spec, whose runs take longer); FC_SEED replays a run. Prints the figures and each distinct
// exception with a case that reaches it; exits 1 on any.

import { join } from "node:path";
import { FIXTURES_ROOT, META_SCHEMA_PATH, REPO_ROOT } from "../support/fixtures.js";
import { distinctErrors, fuzzSpec, readSpec } from "./spec-fuzz-run.js";

async function main(): Promise<number> {
  const cases = Number(process.env.SPEC_FUZZ_CASES ?? 1500);
  const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
  const specs = [
    { spec: await readSpec("fixture (test/fixtures/minimal-spec)", join(FIXTURES_ROOT, "minimal-spec"), META_SCHEMA_PATH), cases },
    { spec: await readSpec("real spec (spec/)", join(REPO_ROOT, "spec"), META_SCHEMA_PATH), cases: Math.ceil(cases / 5) },
  ];
  let failed = false;
  for (const { spec, cases: count } of specs) {
    const report = await fuzzSpec(spec, count, seed);
    console.log(
      `${report.spec}: ${report.cases} cases, seed ${report.seed}, ${report.seconds.toFixed(1)} s: ` +
        `${report.refused} refused with diagnostics, ${report.generated} generated, ${report.exceptions.length} exceptions`,
    );
    for (const [error, count] of distinctErrors(report)) {
      const example = report.exceptions.find((each) => each.error.startsWith(error));
      console.log(`  ${count} x ${error}\n    e.g. ${JSON.stringify(example?.edit)}\n${example?.error.split("\n").slice(1, 6).join("\n")}`);
    }
    failed ||= report.exceptions.length > 0;
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
