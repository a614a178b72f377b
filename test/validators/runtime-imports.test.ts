// A validator module imports exactly the runtime names its code was written with: generated code
// names the runtime through `rt`, which marks each name; the module builder resolves the marks into
// the names and one import. Nothing is found by searching printed code.

import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveRuntimeNames, rt, runtimeFunction, RUNTIME_EXPORTS } from "../../generator/emit/plan/runtime-plan.js";
import * as runtime from "../../generated/src/runtime/index.js";

const generatedSource = join(import.meta.dirname, "../../generated/src");

describe("runtime names in generated code", () => {
  it("are all exported by the runtime, as functions or constants", () => {
    for (const name of RUNTIME_EXPORTS.values) expect(runtime, name).toHaveProperty(name);
  });

  it("import what the code was written with, and not a word that only looks like a name", () => {
    const code = `if (!${rt.isRecord}(body)) errors.push(${rt.invalid}("", "An invalid body; isRecord says so."));\nconst x: ${rt.ValidationResult} = ok;`;
    const resolved = resolveRuntimeNames(code);
    expect(resolved.values).toEqual(["invalid", "isRecord"]);
    expect(resolved.types).toEqual(["ValidationResult"]);
    expect(resolved.code).toBe(
      `if (!isRecord(body)) errors.push(invalid("", "An invalid body; isRecord says so."));\nconst x: ValidationResult = ok;`,
    );
  });

  it("refuse a function the runtime does not export", () => {
    expect(() => runtimeFunction("isPhoneNumber")).toThrow(/exports no function isPhoneNumber/);
  });

  it("leave no mark in any generated file", async () => {
    const entries = await readdir(generatedSource, { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(10);
    for (const entry of files) {
      const text = await readFile(join(entry.parentPath, entry.name), "utf8");
      expect(text, entry.name).not.toMatch(/[\u{E000}-\u{E002}]/u);
    }
  });
});
