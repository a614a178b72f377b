// spec/README.md is the spec language's reference, held to its schema (spec/spec.schema.json): every
// kind has its section, every key a file of that kind may hold is in that section's tables, every key
// the schema knows anywhere is in a table, and every YAML example is a whole file of its kind that
// parses and that the schema accepts. A kind or key added to the schema without its words, or an
// example the language no longer takes, fails here.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { compileMetaSchema } from "../../generator/check/meta-schema.js";
import { META_SCHEMA_PATH, REPO_ROOT } from "../support/fixtures.js";

type Schema = Record<string, unknown>;

const readme = readFileSync(join(REPO_ROOT, "spec", "README.md"), "utf8");
const schema = JSON.parse(readFileSync(META_SCHEMA_PATH, "utf8")) as Schema;
const definitions = (schema.$defs ?? {}) as Record<string, Schema>;

/** A `$ref` inside this schema, followed. */
function resolved(node: Schema): Schema {
  const reference = node.$ref;
  return typeof reference === "string" ? (definitions[reference.replace("#/$defs/", "")] ?? {}) : node;
}

/** The property names a schema node allows at its own level, through `$ref`s and combinations. */
function ownKeys(node: Schema, seen = new Set<Schema>()): Set<string> {
  const target = resolved(node);
  if (seen.has(target)) return new Set();
  seen.add(target);
  const keys = new Set([...Object.keys((target.properties ?? {}) as Schema), ...((target.required ?? []) as string[])]);
  const parts = ["allOf", "anyOf", "oneOf"].flatMap((key) => (target[key] ?? []) as Schema[]);
  for (const key of ["then", "else"]) if (target[key] !== undefined) parts.push(target[key] as Schema);
  if (target.$ref !== undefined && target !== node) parts.push(target);
  for (const part of parts) for (const key of ownKeys(part, seen)) keys.add(key);
  return keys;
}

/** Every property name anywhere in the schema: what a spec author may write as a key. */
function everyKey(): Set<string> {
  const keys = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    if (typeof value !== "object" || value === null) return;
    const node = value as Schema;
    for (const key of Object.keys((node.properties ?? {}) as Schema)) keys.add(key);
    if (node.type === "object" || node.properties !== undefined) for (const key of (node.required ?? []) as string[]) keys.add(key);
    Object.values(node).forEach(visit);
  };
  visit(schema);
  return keys;
}

/** Each kind, with the schema its files are held to (the top level's `if kind ... then`). */
function kinds(): Map<string, Schema[]> {
  const byKind = new Map<string, Schema[]>();
  const names = ((schema.properties as Schema).kind as { enum?: string[] }).enum ?? [];
  for (const name of names) byKind.set(name, []);
  for (const branch of (schema.allOf ?? []) as Schema[]) {
    const condition = ((branch.if as Schema | undefined)?.properties as Schema | undefined)?.kind as
      { const?: string; enum?: string[] } | undefined;
    const matched = condition?.const !== undefined ? [condition.const] : (condition?.enum ?? []);
    for (const name of matched) byKind.get(name)?.push(branch.then as Schema);
  }
  return byKind;
}

interface Section {
  heading: string;
  level: number;
  lines: string[];
}

/** The README's sections outside code blocks; each holds its lines up to the next heading of its level or above. */
function sections(): Section[] {
  const lines = readme.split("\n");
  const found: Section[] = [];
  let fenced = false;
  lines.forEach((line, index) => {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = fenced ? null : /^(#+) (.*)$/.exec(line);
    if (heading === null) return;
    const level = (heading[1] as string).length;
    const end = lines.findIndex((other, at) => at > index && /^#+ /.test(other) && (/^(#+)/.exec(other)?.[1]?.length ?? 0) <= level);
    found.push({ heading: heading[2] as string, level, lines: lines.slice(index + 1, end === -1 ? undefined : end) });
  });
  return found;
}

/** The keys a table names in its first column: `| \`key\` | ... |`. */
function tableKeys(lines: readonly string[]): Set<string> {
  return new Set(lines.flatMap((line) => /^\| `([^`]+)` \|/.exec(line)?.[1] ?? []));
}

/** The YAML blocks, each with the line it starts on. */
function yamlBlocks(): { line: number; text: string }[] {
  return [...readme.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].map((match) => ({
    line: readme.slice(0, match.index).split("\n").length + 1,
    text: match[1] as string,
  }));
}

describe("spec/README.md against spec.schema.json", () => {
  it("has a section for every kind", () => {
    const headings = sections().map((section) => section.heading);
    expect(kinds().size).toBeGreaterThan(10);
    for (const kind of kinds().keys()) expect(headings, kind).toContainEqual(expect.stringContaining(`Kind \`${kind}\``));
  });

  it("names, in each kind's section, every key a file of that kind may hold", () => {
    for (const [kind, branches] of kinds()) {
      const section = sections().find((each) => each.heading.includes(`Kind \`${kind}\``)) as Section;
      const documented = tableKeys(section.lines);
      const keys = new Set(branches.flatMap((branch) => [...ownKeys(branch)]));
      expect(keys.size, kind).toBeGreaterThan(1);
      expect(
        [...keys].filter((key) => !documented.has(key)),
        `keys of ${kind} missing from its section`,
      ).toEqual([]);
    }
  });

  it("names every key the schema knows in a table", () => {
    const documented = tableKeys(readme.split("\n"));
    const keys = everyKey();
    expect(keys.size).toBeGreaterThan(100);
    expect([...keys].filter((key) => !documented.has(key)).sort()).toEqual([]);
  });
});

describe("the YAML examples of spec/README.md", () => {
  const blocks = yamlBlocks();
  const validate = compileMetaSchema(META_SCHEMA_PATH);

  it("are there, one or more for every kind", () => {
    const shown = new Set(blocks.map((block) => /^kind: (\S+)$/m.exec(block.text)?.[1]));
    expect([...kinds().keys()].filter((kind) => !shown.has(kind))).toEqual([]);
  });

  it.each(blocks.map((block) => [block.line, block.text] as const))("at line %i parses, and the schema accepts it", (_line, text) => {
    const document = parseDocument(text);
    expect(document.errors.map((error) => error.message)).toEqual([]);
    const value = document.toJS() as unknown;
    const valid = validate(value);
    expect(validate.errors?.map((error) => `${error.instancePath} ${error.message ?? ""}`) ?? [], "schema errors").toEqual([]);
    expect(valid).toBe(true);
  });

  it("would be refused if an example broke the schema (the check is live)", () => {
    expect(validate(parseDocument("kind: types\ntypes:\n  Code:\n    bse: string\n").toJS())).toBe(false);
  });
});
