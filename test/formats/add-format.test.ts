// A newcomer adds a string format: an entry in the formats table, its check in the runtime, a type of
// the spec that names it, and its name in spec/README.md. Nothing else: on a copy of the generator,
// the shipped code and the spec with exactly those four files changed, the generator runs, the
// project's sources and test tables still type-check, and the format is checked end to end: the
// validators refuse what its runtime check refuses, with its explanation, as the vectors expect.

import { execFile } from "node:child_process";
import { cp, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRING_FORMATS } from "../../generator/language/string-formats.js";
import { CACHE_DIRECTORY_VARIABLE } from "../../generator/cache/tool-cache.js";
import { makeTempDir, removeTempDirs, REPO_ROOT } from "../support/fixtures.js";
import { formatsNamedBySpecReadme } from "./spec-readme.js";

/** What the copy holds of the repository: the generator, its templates and shipped code, the spec and release state, the test tables. */
const COPIED = ["generator", "templates", "spec", "release", join("test", "support"), "package.json", "tsconfig.json"];

const EXPLANATION = "Must be on a quarter of the hour (minutes 00, 15, 30 or 45).";

/** The four edits, each an anchor in its file and what goes there. */
const EDITS: { file: string; anchor: string; replacement: string }[] = [
  {
    file: "generator/language/string-formats.ts",
    anchor: "} as const satisfies Record<string, StringFormatDefinition>;",
    replacement: `  "quarter-hour": {
    schema: {},
    check: { runtime: "isQuarterHour", explanation: ${JSON.stringify(EXPLANATION)} },
    oracle: {
      check: "quarter hour",
      accepts: (text: string) => ["00", "15", "30", "45"].includes(text.slice(3, 5)),
      beyondJsonSchema: "JSON Schema does not check the minutes of a time.",
    },
    examples: ["12:30Z", "09:45+01:00"],
    faults: [["12:31Z", "not on a quarter of the hour"]],
  },
} as const satisfies Record<string, StringFormatDefinition>;`,
  },
  {
    file: "templates/package/src/runtime/formats.ts",
    anchor: "export function countDigits(",
    replacement: `/** A time (already matched by shape) on a quarter of the hour. */
export function isQuarterHour(text: string): boolean {
  const minutes = text.slice(3, 5);
  return minutes === "00" || minutes === "15" || minutes === "30" || minutes === "45";
}

export function countDigits(`,
  },
  { file: "spec/types.yaml", anchor: "    format: time\n", replacement: "    format: quarter-hour\n" },
  { file: "spec/README.md", anchor: "`telephone`)", replacement: "`telephone`, `quarter-hour`)" },
];

interface Run {
  code: number;
  output: string;
}

function run(command: string, args: string[], cwd: string): Promise<Run> {
  const env = { ...process.env, NO_COLOR: "1", [CACHE_DIRECTORY_VARIABLE]: join(cwd, ".tool-cache") };
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : -1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

async function filesUnder(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true }).catch(() => null);
  if (entries === null) return [folder];
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/** The paths whose bytes differ between the copy and the repository. */
async function changedFiles(copy: string): Promise<string[]> {
  const changed: string[] = [];
  for (const folder of COPIED) {
    for (const path of await filesUnder(copy, folder)) {
      const [mine, original] = await Promise.all([readFile(join(copy, path)), readFile(join(REPO_ROOT, path)).catch(() => undefined)]);
      if (original === undefined || !mine.equals(original)) changed.push(path);
    }
  }
  return changed.sort();
}

async function applyEdit(copy: string, { file, anchor, replacement }: (typeof EDITS)[number]): Promise<void> {
  const text = await readFile(join(copy, file), "utf8");
  if (text.split(anchor).length !== 2) throw new Error(`${file}: the anchor ${JSON.stringify(anchor)} is not there exactly once`);
  await writeFile(join(copy, file), text.replace(anchor, replacement));
}

type Validate = (
  operation: string,
  version: string,
  body: unknown,
) => { valid: boolean; errors?: { field: string; explanation: string }[] };

let copy: string;
let generation: Run;
let typeCheck: Run;

beforeAll(async () => {
  copy = await makeTempDir("add-format-");
  for (const path of COPIED) await cp(join(REPO_ROOT, path), join(copy, path), { recursive: true });
  await symlink(join(REPO_ROOT, "node_modules"), join(copy, "node_modules"), "dir");
  for (const edit of EDITS) await applyEdit(copy, edit);
  const bin = (name: string) => join(REPO_ROOT, "node_modules", ".bin", name);
  generation = await run(bin("tsx"), [join(copy, "generator", "cli", "generate.ts"), "--no-cache"], copy);
  typeCheck = await run(bin("tsc"), ["-p", join(copy, "tsconfig.json")], copy);
}, 300_000);

afterAll(removeTempDirs);

describe("a string format added in four files", () => {
  it("changes exactly the table, the runtime's formats, the spec's types and the spec's README", async () => {
    expect(await changedFiles(copy)).toEqual(EDITS.map((edit) => edit.file).sort());
    expect(Object.keys(STRING_FORMATS)).not.toContain("quarter-hour");
  });

  it("is listed by the spec's README as the table lists it", async () => {
    const readme = await readFile(join(copy, "spec", "README.md"), "utf8");
    expect(formatsNamedBySpecReadme(readme)).toEqual([...Object.keys(STRING_FORMATS), "quarter-hour"]);
  });

  it("generates, and the sources and test tables type-check", () => {
    expect(generation.output).toMatch(/; wrote \d+ files to /);
    expect(generation.code).toBe(0);
    expect(typeCheck.output).toBe("");
    expect(typeCheck.code).toBe(0);
  });

  it("is checked by the validators with its runtime check and explanation", async () => {
    const { validateRequest } = (await import(pathToFileURL(join(copy, "generated", "dist", "index.js")).href)) as {
      validateRequest: Validate;
    };
    const body = (time: string) => ({
      apiOperation: "AUTHORIZE",
      order: { currency: "USD", amount: "1" },
      airline: { itinerary: { leg: [{ departureTime: time }] } },
    });
    expect(validateRequest("AUTHORIZE", "100", body("12:30Z")).valid).toBe(true);
    expect(validateRequest("AUTHORIZE", "100", body("12:31Z")).errors).toEqual([
      expect.objectContaining({ field: "airline.itinerary.leg[0].departureTime", explanation: EXPLANATION }),
    ]);
  });

  it("has conformance vectors from its faults, which the validators pass", async () => {
    const { validateRequest } = (await import(pathToFileURL(join(copy, "generated", "dist", "index.js")).href)) as {
      validateRequest: Validate;
    };
    const lines = (await readFile(join(copy, "generated", "test-vectors", "100", "authorize.request.jsonl"), "utf8")).trim().split("\n");
    const cases = lines
      .map((line) => JSON.parse(line) as { id: string; body: unknown; expected: { valid: boolean } })
      .filter((vector) => vector.id.startsWith("airline.itinerary.leg[].departureTime/"));
    expect(cases.map((vector) => vector.id)).toContain("airline.itinerary.leg[].departureTime/bad-quarter-hour-1");
    for (const vector of cases) expect(validateRequest("AUTHORIZE", "100", vector.body).valid, vector.id).toBe(vector.expected.valid);
  });

  it("is named in the reference docs", async () => {
    const docs = await readFile(join(copy, "generated", "docs", "index.md"), "utf8").catch(() => "");
    const pages = await filesUnder(join(copy, "generated"), "docs");
    const texts = await Promise.all(
      pages.filter((page) => page.endsWith(".md")).map((page) => readFile(join(copy, "generated", page), "utf8")),
    );
    expect([docs, ...texts].join("\n")).toContain("format quarter-hour");
  });
});
