// Every pattern the JSON Schemas and OpenAPI document carry, compiled by each engine a consumer may
// read it with: ECMAScript with the `u` flag (JSON Schema's reading) and the `v` flag, Python's `re`
// as jsonschema reads it (as it is), as fastjsonschema reads it (each unescaped `$` rewritten to
// `\Z`, inside a class too), and as the Python validators read it (emit/python/python-pattern.ts).
// Each must compile, and each must answer as ECMAScript's `u` reading does on the same texts: the
// string values of every test vector and a set of edge cases. Python's own reading of `\d`, `\w`,
// `\s` and of `$` before a final newline differs by design outside printable ASCII: the readings
// as they are are compared on printable ASCII texts, the translation on all of them.

import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pythonPattern } from "../../generator/emit/python/python-pattern.js";
import { portablePattern } from "../../generator/language/portable-pattern.js";
import { REPO_ROOT } from "../support/fixtures.js";

const GENERATED = join(REPO_ROOT, "generated");

/** Every string value under a `pattern` key, anywhere in a JSON value. */
function patternsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) patternsIn(item, found);
  else if (typeof value === "object" && value !== null)
    for (const [key, item] of Object.entries(value)) {
      if (key === "pattern" && typeof item === "string") found.add(item);
      else patternsIn(item, found);
    }
  return found;
}

function filesUnder(folder: string, suffix: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(suffix))
    .map((path) => join(folder, path));
}

const schemaFiles = [...filesUnder(join(GENERATED, "schema"), ".json"), join(GENERATED, "openapi.json")];
const patterns = [
  ...schemaFiles.reduce((found, path) => patternsIn(JSON.parse(readFileSync(path, "utf8")), found), new Set<string>()),
].sort();

const MAX_SAMPLE_LENGTH = 64;

const EDGE_CHARACTERS = [..." $-/{|}~.@+=!#%&'*?^_`\n\u00e9\u0661"];

/** Every string in every vector's body, and texts where engines are known to part. */
function sampleTexts(): string[] {
  const texts = new Set<string>();
  const collect = (value: unknown): void => {
    // Long texts (the length bounds' cases) add nothing a pattern's reading differs on, only time.
    if (typeof value === "string" && value.length <= MAX_SAMPLE_LENGTH) texts.add(value);
    else if (typeof value === "object" && value !== null) for (const item of Object.values(value)) collect(item);
  };
  for (const path of filesUnder(join(GENERATED, "test-vectors"), ".jsonl"))
    for (const line of readFileSync(path, "utf8")
      .split("\n")
      .filter((each) => each !== ""))
      collect((JSON.parse(line) as { body: unknown }).body);
  const edges = [
    "",
    "$",
    "a$",
    "$a",
    "a$b@c.d",
    "a-b",
    "a/b",
    "{|}",
    "[x]",
    "a\n",
    "1\n",
    "a\u2028",
    "\u0661\u0662",
    "\u00e9\u00e9",
    "ab\ufeff",
    "\u00a0",
  ];
  for (const edge of edges) texts.add(edge);
  // Each text with one more character at its end, one a class may or may not hold.
  const bases = Array.from(texts); // a copy: the set grows while this runs
  for (const text of bases) for (const added of EDGE_CHARACTERS) texts.add(`${text}${added}`);
  return [...texts].sort();
}

const samples = sampleTexts();
const printableAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** fastjsonschema 2.16's reading: every `$` with no backslash before it becomes `\Z` (generator.py, DOLLAR_FINDER). */
const PYTHON_READINGS = `
import json, re, sys, warnings
warnings.simplefilter("error")  # a FutureWarning (a set operation a later Python reads) fails too
task = json.load(sys.stdin)
def verdicts(source):
    try:
        compiled = re.compile(source)
    except (re.error, FutureWarning) as error:
        return "error: " + str(error)
    return "".join("1" if compiled.search(text) else "0" for text in task["samples"])
out = []
for source, translated in task["patterns"]:
    out.append({
        "asIs": verdicts(source),
        "fastjsonschema": verdicts(re.sub(r"(?<!\\\\)\\$", r"\\\\Z", source)),
        "translated": verdicts(translated),
    })
print(json.dumps(out))
`;

type Readings = { asIs: string; fastjsonschema: string; translated: string };

/** A class with a bare `$`, as the schemas wrote it before, and as they write it now. */
const BARE_DOLLAR = "^[a$]*$";
const ESCAPED_DOLLAR = portablePattern(BARE_DOLLAR);

/** One Python process for every reading (its start-up is the slow part). */
let readings: Map<string, Readings> | undefined;
function pythonReading(source: string): Readings {
  if (readings === undefined) {
    const sources = [...patterns, BARE_DOLLAR, ESCAPED_DOLLAR];
    const answers = pythonReadings(sources);
    readings = new Map(sources.map((each, index) => [each, answers[index]!]));
  }
  return readings.get(source)!;
}

function pythonReadings(sources: readonly string[]): Readings[] {
  const input = JSON.stringify({ samples, patterns: sources.map((source) => [source, pythonPattern(source)]) });
  const result = spawnSync("python3", ["-B", "-c", PYTHON_READINGS], { input, encoding: "utf8", maxBuffer: 1 << 28 });
  expect(result.stderr).toBe("");
  return JSON.parse(result.stdout) as Readings[];
}

const ecmaVerdicts = (source: string, flags: string) => {
  const compiled = new RegExp(source, flags);
  return samples.map((text) => (compiled.test(text) ? "1" : "0")).join("");
};

/** The verdicts at the positions of printable ASCII texts only. */
const onPrintable = (verdicts: string) => [...verdicts].filter((_, index) => printableAscii(samples[index]!)).join("");

describe("the emitted patterns in every engine", () => {
  it("finds the patterns and samples to compare, including ones a class holds a $ in", () => {
    expect(patterns.length).toBeGreaterThan(20);
    expect(samples.length).toBeGreaterThan(5000);
    expect(patterns.some((source) => source.includes("\\$"))).toBe(true);
    expect(samples.filter(printableAscii).length).toBeGreaterThan(4000);
  });

  it("compiles each under the u and the v flag, with the same verdicts", () => {
    for (const source of patterns) expect(ecmaVerdicts(source, "v"), source).toBe(ecmaVerdicts(source, "u"));
  });

  it("compiles each in Python's re as it is, as fastjsonschema rewrites it and as translated, with ECMAScript's verdicts", () => {
    for (const source of patterns) {
      const expected = ecmaVerdicts(source, "u");
      const reading = pythonReading(source);
      expect(reading.translated, source).toBe(expected);
      expect(onPrintable(reading.asIs), source).toBe(onPrintable(expected));
      expect(onPrintable(reading.fastjsonschema), source).toBe(onPrintable(expected));
    }
  });

  it("would fail on a class with a bare $ (fastjsonschema's rewrite makes it \\Z, which re refuses)", () => {
    expect(pythonReading(BARE_DOLLAR).fastjsonschema).toMatch(/^error: bad escape \\Z/);
    expect(ESCAPED_DOLLAR).toBe("^[a\\$]*$");
    expect(pythonReading(ESCAPED_DOLLAR).fastjsonschema).toBe(ecmaVerdicts(BARE_DOLLAR, "u"));
  });
});

describe("a pattern's classes written for every engine", () => {
  it.each([
    ["^[a$]$", "^[a\\$]$"],
    ["^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$", "^[A-Za-z0-9!#\\$%&'*+\\/=?^_`\\{\\|\\}~.\\-]+$"],
    ["^[^\\s/?#]$", "^[^\\s\\/?#]$"],
    ["^[-a]([()[]|x)$", "^[\\-a]([\\(\\)\\[]|x)$"],
    ["^[!-/]$", "^[!-\\/]$"],
    ["^a$|b/c", "^a$|b/c"],
    ["^[\\$\\-]$", "^[\\$\\-]$"],
  ])("%s becomes %s", (source, expected) => {
    expect(portablePattern(source)).toBe(expected);
    expect(() => new RegExp(expected, "v")).not.toThrow();
  });

  it("leaves a source the u flag does not read as it is", () => {
    expect(portablePattern("[\\q]")).toBe("[\\q]");
  });
});
