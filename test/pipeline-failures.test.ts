// A file the write step cannot take (one the compiler refuses) fails the run: it must never go
// missing from an output that is reported as written.

import { afterAll, describe, expect, it } from "vitest";
import type { Emitter } from "../generator/emit/emitter.js";
import { buildIR, emitAll } from "../generator/pipeline.js";
import { copyFixture, removeTempDirs } from "./support/fixtures.js";

afterAll(removeTempDirs);

/**
 * An emitter whose first file does not compile on its own (no declared return type), then, once that
 * file has long settled, good ones: the failure is over before the run waits for what is in flight.
 */
const emitterWithBadFile: Emitter = {
  name: "bad",
  async *emit() {
    yield { path: "src/broken.ts", contents: "export function broken(value = 1) {\n  return value;\n}\n" };
    await new Promise((resolve) => setTimeout(resolve, 300));
    yield { path: "src/last.ts", contents: "export const last: number = 2;\n" };
  },
};

describe("a file the write step refuses", () => {
  it("fails the run, naming the file, instead of leaving it out", async () => {
    const ir = await buildIR(await copyFixture("minimal-spec"));
    await expect(emitAll(ir, [emitterWithBadFile])).rejects.toThrow(/generated src\/broken\.ts does not compile on its own/);
  });
});
