// A synthetic spec `scale` times the size of the real one, for measuring how generation time grows:
// the real spec copied, plus, for each operation file, new versions that extend it (each the one
// before) and copies under new operation names, alternately, until there are `scale` times as many
// operation files. A copy stands wherever the spec names its original (`only:` contexts, the
// per-operation tables of api/), so that it is as large as the original.

import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join, sep } from "node:path";
import { parse, stringify } from "yaml";
import { kebabCase } from "../../generator/emit/emitter.js";

interface OperationFile {
  name: string;
  version: number;
  text: string;
}

/** Original operation name -> the names of its copies. */
type Copies = Map<string, string[]>;

async function operationFiles(specRoot: string): Promise<OperationFile[]> {
  const root = join(specRoot, "operations");
  const files: OperationFile[] = [];
  for (const folder of (await readdir(root)).sort())
    for (const file of (await readdir(join(root, folder))).sort()) {
      const text = await readFile(join(root, folder, file), "utf8");
      const name = /^operation:\s*(\S+)/m.exec(text)?.[1];
      const version = Number(/^version:\s*(\S+)/m.exec(text)?.[1]);
      if (name === undefined || !Number.isInteger(version)) throw new Error(`cannot read operation and version of ${folder}/${file}`);
      files.push({ name, version, text });
    }
  return files;
}

async function writeOperation(specRoot: string, name: string, version: number, text: string): Promise<void> {
  const folder = join(specRoot, "operations", kebabCase(name));
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, `${version}.yaml`), text);
}

/** `AUTHORIZE` or `AUTHORIZE.request` as named by each copy of AUTHORIZE; empty when `text` names no original. */
function copiedNames(text: string, copies: Copies): string[] {
  const [name = "", ...rest] = text.split(".");
  return (copies.get(name) ?? []).map((copy) => [copy, ...rest].join("."));
}

/** The YAML value with every mention of an original (a key, a list item) repeated for its copies. */
function mirror(value: unknown, copies: Copies): unknown {
  if (Array.isArray(value))
    return value.flatMap((item: unknown) => [mirror(item, copies), ...(typeof item === "string" ? copiedNames(item, copies) : [])]);
  if (typeof value !== "object" || value === null) return value;
  const entries: [string, unknown][] = [];
  for (const [key, item] of Object.entries(value)) {
    entries.push([key, mirror(item, copies)]);
    for (const copy of copiedNames(key, copies)) entries.push([copy, mirror(item, copies)]);
  }
  return Object.fromEntries(entries);
}

async function mirrorOutsideOperations(target: string, copies: Copies): Promise<void> {
  const files = (await readdir(target, { recursive: true, encoding: "utf8" })).filter(
    (path) => path.endsWith(".yaml") && !path.startsWith(`operations${sep}`),
  );
  const mentions = new RegExp(`\\b(${[...copies.keys()].join("|")})\\b`);
  for (const path of files) {
    const text = await readFile(join(target, path), "utf8");
    if (mentions.test(text)) await writeFile(join(target, path), stringify(mirror(parse(text), copies), { lineWidth: 0 }));
  }
}

/** Writes the scaled spec under `target` (a fresh folder) and returns the number of operation files in it. */
export async function writeSyntheticSpec(specRoot: string, target: string, scale: number): Promise<number> {
  await cp(specRoot, target, { recursive: true });
  const originals = await operationFiles(specRoot);
  const copies: Copies = new Map();
  for (const base of originals) {
    let latest = base.version;
    for (let copy = 1; copy < scale; copy++) {
      if (copy % 2 === 1) {
        await writeOperation(
          target,
          base.name,
          latest + 1,
          `kind: operation\noperation: ${base.name}\nversion: ${latest + 1}\nextends: ${latest}\n`,
        );
        latest++;
        continue;
      }
      const name = `${base.name}_COPY_${copy}`;
      copies.set(base.name, [...(copies.get(base.name) ?? []), name]);
      await writeOperation(target, name, base.version, base.text.replace(/^operation:\s*\S+/m, `operation: ${name}`));
    }
  }
  await mirrorOutsideOperations(target, copies);
  return originals.length * scale;
}
