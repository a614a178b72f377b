// The launcher leaves V8's optimizing compiler off for a command that runs once, and the watch mode
// turns it back on (generator/runner/optimizing-compiler.mjs). Checked in a child process, where
// V8's own test functions tell whether a hot function was optimized.

import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const MODULE = new URL("../../generator/runner/optimizing-compiler.mjs", import.meta.url).href;

/** Whether a function called often enough to be optimized was, after the module's switches (each a name and its argument). */
function optimizedAfter(...switches: [string, ...unknown[]][]): boolean {
  const script = `
    const compiler = await import(${JSON.stringify(MODULE)});
    for (const [name, ...args] of ${JSON.stringify(switches)}) compiler[name](...args);
    function hot(x) { let sum = 0; for (let i = 0; i < 100; i++) sum += (x * i) % 7; return sum; }
    for (let i = 0; i < 200000; i++) hot(i);
    process.stdout.write(String((%GetOptimizationStatus(hot) & 16) !== 0));`;
  const output = execFileSync(process.execPath, ["--allow-natives-syntax", "--input-type=module", "-e", script], { encoding: "utf8" });
  return output === "true";
}

describe("V8's optimizing compiler", () => {
  it("optimizes a hot function by default (what the switches change)", () => {
    expect(optimizedAfter()).toBe(true);
  });

  it("leaves a hot function unoptimized for a command that runs once", () => {
    expect(optimizedAfter(["leaveHotCodeUnoptimized"])).toBe(false);
  });

  it("optimizes it again once a process that lives on asks", () => {
    expect(optimizedAfter(["leaveHotCodeUnoptimized"], ["optimizeHotCode"])).toBe(true);
  });

  it("optimizes it again for a spec of many operations, and only for one", () => {
    expect(optimizedAfter(["leaveHotCodeUnoptimized"], ["optimizeHotCodeFor", 49])).toBe(false);
    expect(optimizedAfter(["leaveHotCodeUnoptimized"], ["optimizeHotCodeFor", 50])).toBe(true);
  });
});
