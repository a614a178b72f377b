// Spec files written to attack the generator: huge, alias bombs, YAML tags, fields named after the
// prototype chain, descriptions that try to break out of every output format. Each is refused with a
// located diagnostic, or generated into TypeScript that compiles, JSON that parses and HTML in which
// no injected script runs (Chromium); nothing touches Object.prototype.

import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { browserAvailable, launchChromium } from "../support/browser.js";
import { SpecError, type Diagnostic } from "../../generator/diagnostics/diagnostic.js";
import { startFormatter } from "../../generator/write/format.js";
import { generateOnce } from "../../generator/generate.js";
import { buildIR } from "../../generator/pipeline.js";
import { SPEC_FILE_MAX_BYTES } from "../../generator/load/load-spec.js";
import { FLOW_NESTING_LIMIT, flowNestingPastLimit } from "../../generator/load/flow-nesting.js";
import { fixtureWith, removeTempDirs, REPO_ROOT } from "../support/fixtures.js";

const run = promisify(execFile);
const outputs: string[] = [];
afterAll(async () => {
  await removeTempDirs();
  await Promise.all(outputs.map((directory) => rm(directory, { recursive: true, force: true })));
});

async function diagnosticsOf(files: Record<string, string>): Promise<Diagnostic[]> {
  const root = await fixtureWith("minimal-spec", files);
  return buildIR(root).then(
    () => expect.unreachable("the spec was accepted"),
    (error: unknown) => {
      if (!(error instanceof SpecError)) throw error;
      return error.diagnostics;
    },
  );
}

const where = (diagnostic: Diagnostic) => `${diagnostic.code} ${diagnostic.file}:${diagnostic.line}:${diagnostic.column}`;

describe("spec files refused", () => {
  it("refuses a file over the size limit before parsing it", async () => {
    const huge = `kind: fields\nfields:\n${"  # padding\n".repeat(SPEC_FILE_MAX_BYTES / 12 + 10)}`;
    const diagnostics = await diagnosticsOf({ "fields/huge.yaml": huge });
    expect(diagnostics.map(where)).toEqual(["file-too-large fields/huge.yaml:1:1"]);
  });

  it("refuses flow collections nested past the limit before parsing them, at the bracket", async () => {
    const levels = 500_000; // a 1 MB file: the yaml package alone takes seconds and a gigabyte on it
    const deep = `kind: fields\nfields:\n  order.note: ${"[".repeat(levels)}${"]".repeat(levels)}\n`;
    const diagnostics = await diagnosticsOf({ "fields/deep.yaml": deep });
    expect(diagnostics.map(where)).toEqual([`yaml-too-deep fields/deep.yaml:3:${"  order.note: ".length + FLOW_NESTING_LIMIT + 1}`]);
  });

  it("counts only brackets that open collections: none in quotes, comments or inside plain text", () => {
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    expect(flowNestingPastLimit(`a: ${nested(FLOW_NESTING_LIMIT)}\n`)).toBeUndefined();
    expect(flowNestingPastLimit(`a: ${nested(FLOW_NESTING_LIMIT + 1)}\n`)).toBe(3 + FLOW_NESTING_LIMIT);
    const inert = "[".repeat(FLOW_NESTING_LIMIT + 1);
    for (const text of [`a: "${inert}"`, `a: '${inert}'`, `a: x # ${inert}`, `pattern: ^${inert}$`, `a: it's ${inert}`])
      expect(flowNestingPastLimit(`${text}\n`), text).toBeUndefined();
  });

  it("refuses an alias bomb (billion laughs) with a located error", async () => {
    const levels = Array.from({ length: 9 }, (_, level) => `l${level + 1}: &l${level + 1} [${Array(9).fill(`*l${level}`).join(", ")}]`);
    const bomb = ["kind: fields", "x: &l0 [lol]", ...levels, "fields: {}"].join("\n");
    const diagnostics = await diagnosticsOf({ "fields/bomb.yaml": bomb });
    expect(diagnostics.map((diagnostic) => diagnostic.code)).toEqual(["yaml-syntax"]);
    expect(diagnostics[0]?.file).toBe("fields/bomb.yaml");
    expect(diagnostics[0]?.message).toMatch(/alias/i);
  });

  it("refuses YAML tags, named and custom, where they are written", async () => {
    const tagged = [
      "kind: fields",
      "fields:",
      "  order.note:",
      '    type: !!js/function "function () {}"',
      "    description: !shout hello",
    ].join("\n");
    const diagnostics = await diagnosticsOf({ "fields/tagged.yaml": tagged });
    expect(diagnostics.map(where)).toEqual(["yaml-tag fields/tagged.yaml:4:25", "yaml-tag fields/tagged.yaml:5:25"]);
    expect(diagnostics[0]?.message).toContain("!!js/function");
  });
});

const HOSTILE =
  '*/ </script><script>window.__injected = 1</script> ${process.exit(1)} `tick` <img src=x onerror="window.__injected = 2"> \u2028 line \u2029 end';
const NAMES = ["__proto__", "constructor", "prototype"];

describe("hostile names and text, generated safely", () => {
  const generated = (async () => {
    const fields = NAMES.map(
      (name) => `  billing.${name}:\n    type: String\n    length: [1, 10]\n    description: ${JSON.stringify(HOSTILE)}`,
    );
    const root = await fixtureWith("minimal-spec", { "fields/hostile.yaml": `kind: fields\nfields:\n${fields.join("\n")}\n` });
    // Inside the repository, so that the package's type check finds @types/node as generated/ does.
    await mkdir(join(REPO_ROOT, "tmp"), { recursive: true });
    const out = join(await mkdtemp(join(REPO_ROOT, "tmp", "hostile-")), "out");
    outputs.push(dirname(out));
    const formatter = startFormatter();
    try {
      const { code } = await generateOnce(
        { specRoot: root, releaseRoot: join(root, "no-release"), outputDirectory: out },
        formatter,
        false,
      );
      expect(code).toBe(0);
    } finally {
      await formatter.close();
    }
    return out;
  })();

  it("leaves Object.prototype alone, and keeps each name a field of the output", async () => {
    const out = await generated;
    expect(Object.prototype).not.toHaveProperty("polluted");
    expect(({} as Record<string, unknown>).type).toBeUndefined();
    const schema = JSON.parse(await readFile(join(out, "schema", "1", "pay.request.schema.json"), "utf8")) as {
      properties: { billing: { properties: object } };
    };
    for (const name of NAMES) expect(Object.hasOwn(schema.properties.billing.properties, name), name).toBe(true);
  });

  it("writes TypeScript that compiles and JSON that parses", async () => {
    const out = await generated;
    const tsc = join(REPO_ROOT, "node_modules", ".bin", "tsc");
    const { stdout } = await run(tsc, ["-p", out]).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    expect(stdout).toBe("");
    const entries = await readdir(out, { recursive: true, withFileTypes: true });
    const jsonFiles = entries.filter((entry) => entry.isFile() && /\.jsonl?$/.test(entry.name));
    expect(jsonFiles.length).toBeGreaterThan(3);
    for (const entry of jsonFiles) {
      const text = await readFile(join(entry.parentPath, entry.name), "utf8");
      for (const line of entry.name.endsWith(".jsonl") ? text.split("\n").filter(Boolean) : [text])
        expect(() => JSON.parse(line)).not.toThrow();
    }
  }, 60_000);

  it.skipIf(!browserAvailable)(
    "runs no injected script in the HTML reference",
    async () => {
      const out = await generated;
      const browser = await launchChromium();
      try {
        const page = await browser.newPage();
        const errors: string[] = [];
        const dialogs: string[] = [];
        page.on("pageerror", (error) => errors.push(String(error)));
        page.on("dialog", (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        await page.goto(pathToFileURL(join(out, "docs", "index.html")).href);
        expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
        expect(errors).toEqual([]);
        expect(dialogs).toEqual([]);
        expect(await page.content()).toContain("window.__injected = 1");
      } finally {
        await browser.close();
      }
    },
    60_000,
  );
});
