// `npm run generate -- --watch` as a spec author uses it, on a copy of the minimal fixture: a save
// that narrows a bound prints that change, classified; a save that breaks the spec prints the
// diagnostic and the watch goes on; the next good save regenerates again.

import { spawn, type ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copyFixture, makeTempDir, removeTempDirs, REPO_ROOT, writeFiles } from "../support/fixtures.js";
import { CHANGE_CASES } from "./fixture-history.js";

let child: ChildProcess | undefined;
afterAll(async () => {
  child?.kill("SIGKILL");
  await removeTempDirs();
});

/** Everything the watch printed so far, and a way to wait until it prints a line matching a pattern. */
function collect(process: ChildProcess): { output: () => string; until: (pattern: RegExp, from: number) => Promise<string> } {
  let text = "";
  const waiting: (() => void)[] = [];
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const wake of waiting.splice(0)) wake();
  };
  process.stdout?.on("data", onData);
  process.stderr?.on("data", onData);
  const until = async (pattern: RegExp, from: number): Promise<string> => {
    for (;;) {
      const match = text.slice(from).match(pattern);
      if (match) return match[0];
      await new Promise<void>((resolve, reject) => {
        waiting.push(resolve);
        process.once("exit", () => reject(new Error(`the watch exited; it printed:\n${text}`)));
      });
    }
  };
  return { output: () => text, until };
}

describe("watch mode", () => {
  it("prints each save's changes to the API, or the spec's problems, and keeps watching", async () => {
    const spec = await copyFixture("minimal-spec");
    const out = join(await makeTempDir("watch-out-"), "generated");
    child = spawn(
      process.execPath,
      ["generator/cli/run.mjs", "generate", "--watch", "--spec", spec, "--release", join(spec, "none"), "--out", out],
      {
        cwd: REPO_ROOT,
      },
    );
    const { output, until } = collect(child);
    await until(/Watching .*\n/, 0);

    let mark = output().length;
    await writeFiles(spec, CHANGE_CASES["request-bound-narrowed"]?.after ?? {});
    expect(await until(/PAY 2 request order\.reference: .*\n/, mark)).toBe(
      "PAY 2 request order.reference: length 1-40 -> 1-30, breaking for callers\n",
    );
    await until(/ms; watching\)\n/, mark);
    expect(await readFile(join(out, "api-snapshot.json"), "utf8")).toContain('"maxLength":30');

    mark = output().length;
    await writeFiles(spec, { "fields/note.yaml": "kind: fields\nfields:\n  order.note:\n    type: Strng\n" });
    expect(await until(/fields\/note\.yaml:4:11: error unknown-type: .*\n/, mark)).toContain("unknown type 'Strng'");
    await until(/ms; watching\)\n/, mark);

    mark = output().length;
    await writeFiles(spec, { "fields/note.yaml": "kind: fields\nfields:\n  order.note:\n    type: String\n" });
    expect(await until(/No change to the API\.\n|ms; watching\)\n/, mark)).toBe("No change to the API.\n");

    child.kill("SIGTERM");
    const code = await new Promise<number | null>((resolve) => child?.once("exit", resolve));
    expect(code).toBe(0);
  }, 60_000);
});
