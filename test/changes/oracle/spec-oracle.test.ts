// The consumer oracle over the real spec, on the sample of its corpus that holds the edits the issue
// was found with (`npm run oracle` runs the whole corpus, and the fixture's): the consumer written for
// generated/'s spec, held against each edit's package.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTempDir, removeTempDirs, REPO_ROOT } from "../../support/fixtures.js";
import { SPEC_CORPUS } from "./corpus/spec-corpus.js";
import { corpusProblems, corpusText, runCorpus, type CorpusProblems, type CorpusRun } from "./oracle.js";
import { readSpec } from "./spec-edits.js";
import { join } from "node:path";

const SAMPLE = SPEC_CORPUS.filter((edit) => edit.sample === true);

let run: CorpusRun;
let problems: CorpusProblems;

beforeAll(async () => {
  run = await runCorpus(await readSpec(join(REPO_ROOT, "spec")), SAMPLE, await makeTempDir("oracle-spec-"));
  problems = corpusProblems(run, SAMPLE);
  console.log(corpusText("real spec, sample", run));
}, 300_000);

afterAll(removeTempDirs);

describe("the consumer oracle over the real spec's sample", () => {
  it("holds the issue's edits", () => {
    expect(SAMPLE.map((edit) => edit.name)).toHaveLength(9);
  });

  it("meets no break the report does not predict, and finds every breaking change shown or reasoned", () => {
    expect(problems.unpredicted).toEqual([]);
    expect(problems.unexplained).toEqual([]);
  });

  it("gives a reorder, a covered include and the no-op no bump, and the example URL a patch", () => {
    expect(problems.bumps).toEqual([]);
  });

  it("shows the response value removed, the moved success status and the default version moved as breaking", () => {
    const shown = (name: string) => run.results.find((result) => result.name === name)?.verdict.demonstrated.map((change) => change.kind);
    expect(shown("response enumeration value removed")).toContain("enum-value-removed");
    expect(shown("the double's created status moved to 200")).toContain("status-changed");
    expect(shown("a default version moved")).toContain("default-version-changed");
  });

  it("puts a field that is no longer sensitive in the security part, as a warning", () => {
    const report = run.results.find((result) => result.name === "a field no longer sensitive")?.report;
    expect(report?.bump).toBe("minor");
    expect(report?.changes).toContainEqual(
      expect.objectContaining({ kind: "sensitivity-changed", level: "warning", security: true, breaking: false }),
    );
  });
});
