// The emitters the emit worker runs (generator/runner/emit-pool.ts) are declared with their names, so
// that the worker opens a request's flows before it has loaded them: each name must be the one the
// emitter it loads gives itself, or the main thread would wait on files sent under another name.

import { describe, expect, it } from "vitest";
import { EMITTER_NAMES } from "../../generator/emit/plan/emitter-names.js";
import { OFFLOADED_EMITTERS, OFFLOADED_NAMES } from "../../generator/runner/emit-pool.js";

describe("the emitters offloaded to the emit worker", () => {
  it("are declared under the names the emitters they load give themselves", async () => {
    const loaded = await Promise.all(OFFLOADED_EMITTERS.map(async ({ name, load }) => [name, (await load()).name]));
    expect(loaded).toEqual([
      [EMITTER_NAMES.testVectors, EMITTER_NAMES.testVectors],
      [EMITTER_NAMES.docs, EMITTER_NAMES.docs],
    ]);
    expect(OFFLOADED_NAMES).toEqual(new Set([EMITTER_NAMES.testVectors, EMITTER_NAMES.docs]));
  });
});
