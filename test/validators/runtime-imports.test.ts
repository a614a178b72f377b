// A validator module imports exactly the runtime names its code was written with: generated code is
// built with `Name`s that know their module (emit/plan/runtime-plan.ts), the code writer notes the
// ones each line holds, and the module imports those. A word in a string or comment is no name.

import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatCheckName, runtime, RUNTIME_EXPORTS } from "../../generator/emit/plan/runtime-plan.js";
import { _ } from "../../generator/emit/shared/code.js";
import { CodeWriter } from "../../generator/emit/shared/code-writer.js";
import * as runtimeModule from "../../generated/src/runtime/index.js";

const validatorsFolder = join(import.meta.dirname, "../../generated/src/validators");

/** The code of a module without its comments and string literals (the generated code has no template literals). */
function codeOnly(text: string): string {
  return text
    .replace(/"(?:[^"\\\n]|\\.)*"/g, '""')
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "");
}

describe("runtime names in generated code", () => {
  it("are all exported by the runtime, as functions or constants", () => {
    expect(RUNTIME_EXPORTS.values).toContain("isCalendarDate");
    for (const name of RUNTIME_EXPORTS.values) expect(runtimeModule, name).toHaveProperty(name);
  });

  it("are noted where the code holds them, and not where a string only spells one", () => {
    const writer = new CodeWriter();
    writer.write(_`if (!${runtime.isRecord}(body))`).block(() => {
      writer.line(_`errors.push(${runtime.invalid}(${""}, ${"An invalid body; isRecord says so."}));`);
      writer.line(_`const result: ${runtime.ValidationResult} = ${runtime.toResult}(errors);`);
      writer.line(_`// isBodyKey is not called here`);
    });
    expect(writer.importedNames().map((name) => [name.text, name.source?.typeOnly])).toEqual([
      ["isRecord", false],
      ["invalid", false],
      ["ValidationResult", true],
      ["toResult", false],
    ]);
    expect(writer.toString()).toContain('errors.push(invalid("", "An invalid body; isRecord says so."));');
  });

  it("refuse a format that names no check of the runtime", () => {
    expect(formatCheckName("date").text).toBe("isCalendarDate");
    expect(() => formatCheckName("telephone")).toThrow(/telephone has no check of the runtime/);
  });

  it("are imported by every validator module exactly as its code uses them", async () => {
    const files = (await readdir(validatorsFolder)).filter((file) => file.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(3);
    const exported = new Set([...RUNTIME_EXPORTS.values, ...RUNTIME_EXPORTS.types]);
    for (const file of files) {
      const text = await readFile(join(validatorsFolder, file), "utf8");
      const imports = [...text.matchAll(/^import (?:type )?\{ ([^}]*) \} from "\.\.\/runtime\/index\.js";$/gm)].flatMap((match) =>
        (match[1] as string).split(", "),
      );
      const body = codeOnly(text.replace(/^import .*$/gm, ""));
      const used = [...exported].filter((name) => new RegExp(`(?<![\\w$.])${name.replace(/\$/g, "\\$")}(?![\\w$])`).test(body));
      expect(imports.sort(), file).toEqual(used.sort());
    }
  });
});
