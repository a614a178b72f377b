// `npm run oracle`: the consumer oracle over the whole corpus of both specs, the fixture's and the
// real one's (npm test runs the fixture's and a sample of the real one's). Prints each edit and the
// figures, and exits 1 when a break goes unpredicted, a breaking change unexplained, or a bump differs.

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FIXTURES_ROOT, REPO_ROOT } from "../../support/fixtures.js";
import { FIXTURE_BASE, FIXTURE_CORPUS, type CorpusEdit } from "./corpus/fixture-corpus.js";
import { SPEC_CORPUS } from "./corpus/spec-corpus.js";
import { corpusProblems, corpusText, runCorpus } from "./oracle.js";
import { readSpec, withEdit, type SpecTexts } from "./spec-edits.js";

async function check(name: string, spec: SpecTexts, corpus: readonly CorpusEdit[]): Promise<number> {
  const work = await mkdtemp(join(tmpdir(), "oracle-"));
  try {
    const run = await runCorpus(spec, corpus, work);
    console.log(corpusText(name, run));
    const problems = Object.values(corpusProblems(run, corpus)).flat();
    for (const problem of problems) console.log(`PROBLEM ${problem}`);
    return problems.length;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const fixture = withEdit(await readSpec(join(FIXTURES_ROOT, "minimal-spec")), FIXTURE_BASE);
const problems =
  (await check("fixture corpus", fixture, FIXTURE_CORPUS)) +
  (await check("real spec corpus", await readSpec(join(REPO_ROOT, "spec")), SPEC_CORPUS));
process.exitCode = problems === 0 ? 0 : 1;
