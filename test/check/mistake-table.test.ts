// Runs the mistake table (mistake-table.ts): each broken copy of the minimal fixture gives exactly
// the diagnostics its row names, at their places, each shown with a code frame; and every file a row
// marks as a mistake of shape is refused by the spec's JSON Schema too, as an editor would.

import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { renderDiagnostic } from "../../generator/diagnostics/code-frame.js";
import { SpecError, type Diagnostic } from "../../generator/diagnostics/diagnostic.js";
import { buildIR } from "../../generator/pipeline.js";
import { fixtureWith, removeTempDirs } from "../support/fixtures.js";
import { strictSchemaValidator } from "../support/strict-schema.js";
import { MISTAKES, type WantedDiagnostic } from "./mistake-table.js";

afterAll(removeTempDirs);

async function runOf(files: Record<string, string | null>): Promise<{ diagnostics: Diagnostic[]; sources: ReadonlyMap<string, string> }> {
  try {
    await buildIR(await fixtureWith("minimal-spec", files));
  } catch (error) {
    if (error instanceof SpecError) return { diagnostics: error.diagnostics, sources: error.sources };
    throw error;
  }
  return { diagnostics: [], sources: new Map() };
}

/** Where a wanted diagnostic points: the `nth` occurrence of its text in the file as written. */
function placeOf(want: WantedDiagnostic, text: string): { line: number; column: number } {
  if (want.at === null) return { line: 1, column: 1 };
  let offset = -1;
  for (let seen = 0; seen < (want.nth ?? 1); seen++) offset = text.indexOf(want.at, offset + 1);
  if (offset === -1) throw new Error(`'${want.at}' does not occur ${want.nth ?? 1} time(s) in ${want.file}`);
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: (before.at(-1) ?? "").length + 1 };
}

describe("every mistake of the table gives its located diagnostics, and nothing else", () => {
  it("holds at least the 38 classes of issue 25", () => {
    expect(MISTAKES.length).toBeGreaterThanOrEqual(38);
    expect(new Set(MISTAKES.map((mistake) => mistake.name)).size).toBe(MISTAKES.length);
  });

  it.concurrent.each(MISTAKES.map((mistake) => [`${mistake.class}: ${mistake.name}`, mistake] as const))("%s", async (_name, mistake) => {
    const { diagnostics, sources } = await runOf(mistake.files);
    const got = diagnostics.map(({ code, file, line, column }) => ({ code, file, line, column }));
    const wanted = mistake.want.map((want) => {
      const text = mistake.files[want.file] ?? sources.get(want.file) ?? "";
      return { code: want.code, file: want.file, ...placeOf(want, text) };
    });
    expect(got).toEqual(wanted);
    diagnostics.forEach((diagnostic, index) => {
      const shown = renderDiagnostic(diagnostic, sources.get(diagnostic.file), (file) => file);
      const says = mistake.want[index]?.says;
      if (says !== undefined) expect(`${diagnostic.message} ${diagnostic.help ?? ""}`).toContain(says);
      // The frame: the file:line:column line, then the numbered line with carets under the mistake.
      expect(shown.split("\n")[0]).toBe(
        `${diagnostic.file}:${diagnostic.line}:${diagnostic.column}: error ${diagnostic.code}: ${diagnostic.message}`,
      );
      if (sources.get(diagnostic.file)) expect(shown).toMatch(new RegExp(`\\n> +${diagnostic.line} \\|.*\\n +\\| +\\^`));
    });
  });
});

describe("a mistake of shape is refused by the spec's JSON Schema too", () => {
  const shaped = MISTAKES.filter((mistake) => mistake.shape !== undefined);
  it.each(shaped.map((mistake) => [mistake.name, mistake] as const))("%s", (_name, mistake) => {
    const { validate } = strictSchemaValidator();
    expect(validate(parse(mistake.files[mistake.shape as string] as string))).toBe(false);
  });
});
