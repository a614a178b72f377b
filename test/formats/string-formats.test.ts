// The formats table (generator/language/string-formats.ts) is the one list of string formats: the
// runtime's checks the validators may import, the spec's README and each format's own examples and
// faults follow it. test/formats/add-format.test.ts adds a format end to end.

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { STRING_FORMATS, stringFormat, type StringFormat } from "../../generator/language/string-formats.js";
import { RUNTIME_EXPORTS } from "../../generator/emit/plan/runtime-plan.js";
import { specRegExp } from "../../generator/emit/shared/facets/facet.js";
import * as runtime from "../../templates/package/src/runtime/formats.js";
import { REPO_ROOT } from "../support/fixtures.js";
import { formatsNamedBySpecReadme } from "./spec-readme.js";

const FORMATS = Object.keys(STRING_FORMATS) as StringFormat[];
const CHECKED = FORMATS.filter((format) => stringFormat(format).check !== undefined);
const JUDGED = FORMATS.filter((format) => stringFormat(format).oracle !== undefined);
const PATTERNED = FORMATS.filter((format) => stringFormat(format).schema.pattern !== undefined);

describe("the formats table", () => {
  it("is what spec/README.md lists as the formats a type may name", async () => {
    const readme = await readFile(join(REPO_ROOT, "spec", "README.md"), "utf8");
    expect(formatsNamedBySpecReadme(readme)).toEqual(FORMATS);
  });

  it("names the runtime's checks the validators import, each a function of the shipped runtime", () => {
    const checks = FORMATS.flatMap((format) => stringFormat(format).check?.runtime ?? []);
    expect(checks).toContain("isAbsoluteUrl");
    for (const name of checks) {
      expect(RUNTIME_EXPORTS.values).toContain(name);
      expect(typeof (runtime as Record<string, unknown>)[name], name).toBe("function");
    }
  });

  it.each(FORMATS)("holds examples of %s and faults", (format) => {
    const { examples, faults, faultFromExample } = stringFormat(format);
    expect(examples.length).toBeGreaterThan(0);
    // Whether the validators refuse each fault is the vectors' part (test/vectors/): they are built from these.
    expect(faults.length > 0 || faultFromExample !== undefined).toBe(true);
  });

  it.each(CHECKED)("has examples of %s that the runtime's check accepts", (format) => {
    const name = stringFormat(format).check?.runtime as string;
    const check = (runtime as Record<string, unknown>)[name] as (text: string) => boolean;
    expect(CHECKED.length).toBeGreaterThan(2);
    for (const example of stringFormat(format).examples) expect(check(example), example).toBe(true);
  });

  it.each(JUDGED)("has examples of %s that the oracle accepts", (format) => {
    const oracle = stringFormat(format).oracle as { accepts: (text: string) => boolean };
    for (const example of stringFormat(format).examples) expect(oracle.accepts(example), example).toBe(true);
  });

  it.each(PATTERNED)("has examples of %s that its JSON Schema pattern accepts", (format) => {
    const pattern = specRegExp(stringFormat(format).schema.pattern as string);
    for (const example of stringFormat(format).examples) expect(pattern.test(example), example).toBe(true);
  });
});
