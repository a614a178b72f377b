// The package names its source document by its title: the repository's word for that document
// ("seed") means nothing to a reader of the package, so no file of generated/ and no path npm packs
// holds it, and the snapshot reads a file written with the old key names the same as the new one.

import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { formatSurface, parseSurface } from "../../generator/changes/snapshot-text.js";
import { surfaceOf } from "../../generator/changes/surface.js";
import { loadGatewayIR } from "../support/gateway-ir.js";

const run = promisify(execFile);
const generated = resolve(import.meta.dirname, "../../generated");
const WORD = /seed/i;

async function generatedFiles(): Promise<string[]> {
  const entries = await readdir(generated, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Each line of the files that holds the word, as `path:line: text`. */
async function linesWithTheWord(files: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const file of files) {
    const lines = (await readFile(file, "utf8")).split("\n");
    lines.forEach((line, index) => {
      if (WORD.test(line)) found.push(`${relative(generated, file)}:${index + 1}: ${line.slice(0, 160)}`);
    });
  }
  return found;
}

describe("the source document's name in the package", () => {
  it("no file of generated/ says 'seed'", async () => {
    const files = await generatedFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(await linesWithTheWord(files)).toEqual([]);
  });

  it("no path npm packs says 'seed', and the packed files are among those checked", async () => {
    const { stdout } = await run("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: generated });
    const [pack] = JSON.parse(stdout) as { files: { path: string }[] }[];
    const packed = (pack?.files ?? []).map((file) => file.path);
    expect(packed.length).toBeGreaterThan(100);
    expect(packed.filter((path) => WORD.test(path))).toEqual([]);
    const checked = new Set((await generatedFiles()).map((file) => relative(generated, file).split("\\").join("/")));
    expect(packed.filter((path) => !checked.has(path))).toEqual([]);
  });

  it("names the document by its title where it speaks of it", async () => {
    const { title } = (await loadGatewayIR()).api.endpoint;
    const openapi = await readFile(join(generated, "openapi.json"), "utf8");
    expect(title).toBeTruthy();
    expect(openapi).toContain(`which the ${title} does not give`);
  });

  it("writes the snapshot's source-text keys without the word and reads files of either naming alike", async () => {
    const surface = surfaceOf(await loadGatewayIR());
    const text = formatSurface(surface);
    expect(text).not.toMatch(WORD);
    expect(text).toContain('"sourceText":');
    expect(text).toContain('"sourcePath":');
    const older = text.replaceAll('"sourceText":', '"seedText":').replaceAll('"sourcePath":', '"seedPath":');
    expect(parseSurface(older, "older")).toEqual(parseSurface(text, "newer"));
    expect(formatSurface(parseSurface(older, "older"))).toBe(text);
  });
});
