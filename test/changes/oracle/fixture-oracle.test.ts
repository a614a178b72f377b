// The consumer oracle over the fixture corpus: a merchant SDK's code written for the base package,
// compiled against each edit's package and run against its double. Every break it meets must be
// predicted by a breaking change of the report at the same place, and every breaking change must be
// met, or carry a reason from the closed list. No-ops and reorders move no version.

import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURES_ROOT, makeTempDir, removeTempDirs } from "../../support/fixtures.js";
import { FIXTURE_BASE, FIXTURE_CORPUS } from "./corpus/fixture-corpus.js";
import { corpusProblems, corpusText, runCorpus, type CorpusProblems, type CorpusRun } from "./oracle.js";
import { readSpec, withEdit } from "./spec-edits.js";
import { changelogMarkdown } from "../../../generator/release/changelog.js";
import { changeLine, reportMarkdown } from "../../../generator/changes/report.js";
import { releaseRecord } from "../../../generator/release/release-state.js";

let run: CorpusRun;
let problems: CorpusProblems;

beforeAll(async () => {
  const spec = withEdit(await readSpec(join(FIXTURES_ROOT, "minimal-spec")), FIXTURE_BASE);
  run = await runCorpus(spec, FIXTURE_CORPUS, await makeTempDir("oracle-fixture-"));
  problems = corpusProblems(run, FIXTURE_CORPUS);
  console.log(corpusText("fixture corpus", run));
}, 300_000);

afterAll(removeTempDirs);

describe("the consumer oracle over the fixture corpus", () => {
  it("holds at least 80 edits, and shows more breaking changes than it leaves to reasons", () => {
    expect(run.figures.edits).toBeGreaterThanOrEqual(80);
    expect(run.figures.demonstrated).toBeGreaterThan(4 * run.figures.reasoned);
  });

  it("meets no break the report does not predict", () => {
    expect(problems.unpredicted).toEqual([]);
  });

  it("finds every breaking change demonstrated, or of a kind on the closed list of reasons", () => {
    expect(problems.unexplained).toEqual([]);
  });

  it("says every change of every edit in words: no JSON in the Markdown report, the changelog or the watch lines", () => {
    const json = /[[{]\s*"|"\s*:|^\s*[[{]/;
    const texts = run.results.flatMap(({ name, report }) => [
      ...reportMarkdown(report)
        .split("\n")
        .map((line) => `${name}: ${line}`),
      ...changelogMarkdown([releaseRecord("2.0.0", "2026-12-01", report.bump === "none" ? "patch" : report.bump, report.changes)])
        .split("\n")
        .map((line) => `${name} (changelog): ${line}`),
      ...report.changes.map((change) => `${name} (watch): ${changeLine(change)}`),
    ]);
    expect(texts.filter((line) => json.test(line.slice(line.indexOf(": ") + 2)))).toEqual([]);
    expect(texts.length).toBeGreaterThan(500);
  });

  it("puts what touches security first, in the report and the changelog, with the level it has", () => {
    const lost = run.results.find(({ name }) => name === "field loses its sensitivity")?.report ?? expect.unreachable();
    expect(lost.changes).toContainEqual(expect.objectContaining({ kind: "sensitivity-changed", level: "warning", security: true }));
    const markdown = reportMarkdown(lost);
    expect(markdown.indexOf("## Security")).toBeGreaterThan(0);
    expect(markdown).toContain("no longer sensitive (was `free-text`): logs and the double's answers show it in clear (warning)");
    const prefix = run.results.find(({ name }) => name === "user id prefix added")?.report ?? expect.unreachable();
    const changelog = changelogMarkdown([releaseRecord("2.0.0", "2026-12-01", "major", [...prefix.changes, ...lost.changes])]);
    expect(changelog.indexOf("### Security")).toBeLessThan(
      changelog.indexOf("### Breaking") === -1 ? Infinity : changelog.indexOf("### Breaking"),
    );
    expect(changelog).toMatch(
      /### Security\n\n- \*\*every operation\*\* `authentication`: .* \(breaking for callers\)\. Calls with the old credentials are refused\./,
    );
  });

  it("gives the bump the corpus states: none for no-ops and reorders, patch for words", () => {
    expect(problems.bumps).toEqual([]);
    expect(FIXTURE_CORPUS.filter((edit) => edit.bump === "none").length).toBeGreaterThanOrEqual(7);
  });
});
