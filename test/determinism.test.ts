// The same spec gives the same bytes: generated twice, and from the spec files read in another order.
import { cp, mkdtemp, readdir, rename } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSpec } from "../generator/check/check-spec.js";
import { emitters } from "../generator/emit/emitters.js";
import { loadSpec } from "../generator/load/load-spec.js";
import { buildIR, emitAll } from "../generator/pipeline.js";
import { resolveSpec } from "../generator/resolve/resolve.js";

const specRoot = resolve(import.meta.dirname, "../spec");

/** The real spec's files, emitted once for the file: the first case compares a second emission with it, the second one from renamed files. */
let emitted: ReturnType<typeof emitAll> | undefined;
const emitOnce = () => (emitted ??= buildIR(specRoot).then((ir) => emitAll(ir, emitters)));

describe("determinism", () => {
  it("generates identical bytes twice, and whatever order the spec files are read in", async () => {
    const first = await emitOnce();
    const files = await loadSpec(specRoot);
    const reversed = resolveSpec(checkSpec([...files].reverse(), join(specRoot, "spec.schema.json")));
    const second = await emitAll(reversed, emitters);
    expect(second.map((file) => file.path)).toEqual(first.map((file) => file.path));
    for (const [index, file] of second.entries()) expect(file.contents, file.path).toBe(first[index]?.contents);
  });

  it("does not depend on the names the spec files have on disk", async () => {
    const copy = await mkdtemp(join(tmpdir(), "spec-renamed-"));
    await cp(specRoot, copy, { recursive: true });
    // Renaming changes the order in which files are found; facts stay the same.
    for (const name of await readdir(join(copy, "fields"))) await rename(join(copy, "fields", name), join(copy, "fields", `z-${name}`));
    const original = await emitOnce();
    const renamed = await emitAll(await buildIR(copy), emitters);
    const differing = renamed.filter((file, index) => file.contents !== original[index]?.contents).map((file) => file.path);
    expect(differing).toEqual([]);
  });
});
