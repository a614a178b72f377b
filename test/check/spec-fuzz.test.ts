// A sample of the spec fuzz (`npm run spec-fuzz` runs it long): random edits of the fixture's and the
// real spec's files end in located diagnostics or in files, never in an exception. FC_SEED replays.

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES_ROOT, META_SCHEMA_PATH, REPO_ROOT } from "../support/fixtures.js";
import { distinctErrors, fuzzSpec, readSpec, runEdited } from "./spec-fuzz-run.js";
import { editData } from "./spec-mutations.js";

const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);

describe("the spec fuzz", () => {
  it.each([
    ["the fixture", join(FIXTURES_ROOT, "minimal-spec"), 150],
    ["the real spec", join(REPO_ROOT, "spec"), 6],
  ] as const)(
    "edits of %s end in diagnostics or files, never an exception",
    async (name, root, cases) => {
      const report = await fuzzSpec(await readSpec(name, root, META_SCHEMA_PATH), cases, SEED);
      expect(
        report.exceptions,
        `seed ${SEED}: ${[...distinctErrors(report).keys()].join("\n")}\n${JSON.stringify(report.exceptions[0]?.edit)}`,
      ).toEqual([]);
      // Both ends are reached: most edits are refused, the spec unedited in part generates.
      expect(report.refused + report.generated).toBe(cases);
      expect(report.refused).toBeGreaterThan(0);
    },
    60_000,
  );

  it("tells an exception from diagnostics: a run that throws is reported as one", async () => {
    const spec = await readSpec("fixture", join(FIXTURES_ROOT, "minimal-spec"), META_SCHEMA_PATH);
    const broken = spec.files.map((file) => (file.path === "types.yaml" ? { ...file, data: { kind: "types", types: null } } : file));
    expect(await runEdited(broken, META_SCHEMA_PATH)).toEqual("refused");
    const throwing = spec.files.map((file) =>
      file.path === "types.yaml"
        ? {
            ...file,
            get data(): unknown {
              throw new TypeError("boom");
            },
          }
        : file,
    );
    expect(await runEdited(throwing, META_SCHEMA_PATH)).toMatchObject({ error: expect.stringContaining("TypeError: boom") });
    expect(await runEdited(spec.files, META_SCHEMA_PATH)).toBe("generated");
  });

  it("makes the three kinds of edit", () => {
    const data = { kind: "fields", fields: { "order.id": { type: "String" } } };
    expect(editData(data, { place: 0, operation: "delete", choice: 0 })).toEqual({ fields: { "order.id": { type: "String" } } });
    expect(editData(data, { place: 0, operation: "rename", choice: 0 })).toEqual({
      ind: "fields",
      fields: { "order.id": { type: "String" } },
    });
    expect(editData(data, { place: 0, operation: "retype", choice: 0 })).toEqual({ kind: 0, fields: { "order.id": { type: "String" } } });
    expect(data).toEqual({ kind: "fields", fields: { "order.id": { type: "String" } } });
  });
});
