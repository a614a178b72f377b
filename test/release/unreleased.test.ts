// What the spec holds that no release has (issue 23): the release state read with the IR a run
// generates carries the change report against the released surface, and the package says so: an
// "Unreleased" section at the top of CHANGELOG.md (Keep a Changelog) with the version the next
// release will have, and the docs' version line beside it. No date: generated/ stays reproducible.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compareSurfaces } from "../../generator/changes/report.js";
import { surfaceOf } from "../../generator/changes/surface.js";
import { docsEmitter } from "../../generator/emit/docs/emit-docs.js";
import { releaseEmitter } from "../../generator/emit/release/emit-release.js";
import { buildIR, emitAll } from "../../generator/pipeline.js";
import {
  readReleasedSurface,
  readReleaseState,
  releaseRecord,
  writeReleaseState,
  type ReleaseState,
} from "../../generator/release/release-state.js";
import type { ApiSurface } from "../../generator/changes/surface.js";
import type { GatewayIR } from "../../generator/ir/ir.js";
import { copyFixture, makeTempDir, removeTempDirs, writeFiles } from "../support/fixtures.js";

const yaml = (...lines: string[]) => `${lines.join("\n")}\n`;

/** PAY 2 as the fixture has it, with these lines added to its request's fields. */
const pay2 = (...extra: string[]) =>
  yaml(
    "kind: operation",
    "operation: PAY",
    "version: 2",
    "extends: 1",
    "request:",
    "  fields:",
    "    order.reference: O",
    ...extra,
    "  omit: [order.custom]",
    "  rules: [amount-or-item-amount]",
  );

let spec: string;
let release: string;

beforeAll(async () => {
  spec = await copyFixture("minimal-spec");
  release = await makeTempDir("release-state-");
  await writeReleaseState(
    release,
    [releaseRecord("1.0.0", "2026-01-05", "major", [], "First release: PAY 1, PAY 2.")],
    surfaceOf(await buildIR(spec)),
  );
});
afterAll(removeTempDirs);

/** The spec with `files` written over it, its release state, and the changelog and docs index made from them. */
async function generatedWith(files: Record<string, string>): Promise<{ ir: GatewayIR; state: ReleaseState; pages: Map<string, string> }> {
  await writeFiles(spec, { "operations/pay/2.yaml": pay2(), ...files });
  const ir = await buildIR(spec);
  const state = await readReleaseState(release, ir);
  const emitted = await emitAll(ir, [releaseEmitter, docsEmitter], { release: state });
  return { ir, state, pages: new Map(emitted.map((file) => [file.path, file.contents])) };
}

/** The changelog's Unreleased section, up to the first release's heading. */
const unreleasedSection = (changelog: string) =>
  changelog.slice(changelog.indexOf("## Unreleased\n"), changelog.indexOf("## 1.0.0 (2026-01-05)"));

describe("unreleased changes", () => {
  it("are none while the spec is as released: no Unreleased section, the version line as it was", async () => {
    const { state, pages } = await generatedWith({});
    expect(state.unreleased).toBeUndefined();
    expect(pages.get("CHANGELOG.md")).not.toContain("Unreleased");
    expect(pages.get("docs/index.md")).toContain("Package version 1.0.0; what changed in each release: [the changelog](../CHANGELOG.md).");
    expect(pages.get("docs/index.html")).toContain("<small>(package 1.0.0)</small>");
  });

  it("are the change report against the release, with the major version a breaking change calls for", async () => {
    const { ir, state, pages } = await generatedWith({ "operations/pay/2.yaml": pay2("    order.amount: R") });
    const released = (await readReleasedSurface(release)) as ApiSurface;
    const report = compareSurfaces(released, surfaceOf(ir), { from: "release 1.0.0", to: "the working spec" });
    expect(report.changes.length).toBeGreaterThan(0);
    expect(state.unreleased).toEqual({ changes: report.changes, bump: "major", nextVersion: "2.0.0" });

    const changelog = pages.get("CHANGELOG.md") ?? "";
    expect(changelog.indexOf("\n## Unreleased\n")).toBeGreaterThan(0);
    expect(changelog.indexOf("\n## Unreleased\n")).toBeLessThan(changelog.indexOf("\n## 1.0.0 (2026-01-05)\n"));
    const section = unreleasedSection(changelog);
    expect(section).toContain("Changes since 1.0.0 that no release holds yet; this build carries them under version 1.0.0.");
    expect(section).toContain("Released, they make 2.0.0, a major release.");
    expect(section).toContain("### Breaking\n\n- **PAY 2** request `order.amount`: presence `optional` -> `required`");
    expect(pages.get("docs/index.md")).toContain(
      "Package version 1.0.0, with unreleased changes: the spec has changed since release 1.0.0, and the next release, 2.0.0, is major (see [Unreleased](../CHANGELOG.md#unreleased)).",
    );
    expect(pages.get("docs/index.html")).toContain(
      '(package 1.0.0, with <a href="../CHANGELOG.md#unreleased">unreleased changes</a>: next 2.0.0, major)',
    );
  });

  it("call for a minor release when they are compatible, listed as added", async () => {
    const note = yaml("kind: fields", "fields:", "  order.note:", "    type: String", "    length: [1, 80]");
    const { state, pages } = await generatedWith({ "fields/note.yaml": note, "operations/pay/2.yaml": pay2("    order.note: O") });
    expect(state.unreleased?.bump).toBe("minor");
    expect(state.unreleased?.nextVersion).toBe("1.1.0");
    const section = unreleasedSection(pages.get("CHANGELOG.md") ?? "");
    expect(section).toContain("Released, they make 1.1.0, a minor release.");
    expect(section).toContain("### Added\n\n- **PAY 2** request `order.note`: added");
    expect(section).not.toContain("### Breaking");
    expect(pages.get("docs/index.md")).toContain("the next release, 1.1.0, is minor");
  });

  it("are not looked for without the IR, nor before the first release", async () => {
    await writeFiles(spec, { "operations/pay/2.yaml": pay2("    order.amount: R") });
    const ir = await buildIR(spec);
    expect((await readReleaseState(release)).unreleased).toBeUndefined();
    const none = await readReleaseState(await makeTempDir("no-release-"), ir);
    expect(none).toEqual({ version: "0.0.0", history: [] });
    const changelog = (await emitAll(ir, [releaseEmitter], { release: none })).find((file) => file.path === "CHANGELOG.md")?.contents;
    expect(changelog).toContain("No release yet.");
    expect(changelog).not.toContain("Unreleased");
  });
});
