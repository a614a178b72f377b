// The hand-written code the package ships (templates/package/src/) holds none of the error shape's
// words: no value of its enumerations (causes, validation types, result), and it reads no member of
// the error object but through the contract module that generate writes from spec/api/errors.yaml.
// (The client's GatewayError names its own properties `result` and `error`, after the shape.)

import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ObjectNode } from "../../generator/ir/ir.js";
import { loadGatewayIR } from "../support/gateway-ir.js";

const shippedRoot = join(import.meta.dirname, "../../templates/package/src");
/** JavaScript's own Error members: the words the error object shares with every Error. */
const ERROR_MEMBERS = new Set(["cause", "message", "name", "stack"]);

async function shippedSources(): Promise<{ file: string; code: string }[]> {
  const entries = await readdir(shippedRoot, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts"));
  return Promise.all(
    files.map(async (entry) => {
      const file = join(entry.parentPath, entry.name);
      // Comments may explain the contract in its own words; code may not use them.
      const code = (await readFile(file, "utf8")).replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
      return { file, code };
    }),
  );
}

/** Every enumeration value of the shape, and the members of its error object. */
function words(node: ObjectNode, objectPath: string): { values: string[]; members: string[] } {
  const values: string[] = [];
  const members: string[] = [];
  for (const field of node.fields) {
    if (field.type.kind === "enum") values.push(...field.type.values.map((value) => value.value));
    if (field.type.kind !== "object") continue;
    const inner = words(field.type, objectPath);
    values.push(...inner.values);
    members.push(...inner.members, ...(field.path === objectPath ? field.type.fields.map((member) => member.name) : []));
  }
  return { values, members };
}

describe("shipped hand-written code", () => {
  it("names no value and no member of the error shape", async () => {
    const ir = await loadGatewayIR();
    const { values, members } = words(ir.api.errorShape, ir.api.errorContract.object);
    expect(members).toContain("validationType");
    expect(values.length).toBeGreaterThan(5);
    const sources = await shippedSources();
    expect(sources.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const { file, code } of sources) {
      for (const value of values) if (new RegExp(`["'\`]${value}["'\`]`).test(code)) found.push(`${file}: "${value}"`);
      for (const member of members.filter((name) => !ERROR_MEMBERS.has(name)))
        if (new RegExp(`\\.${member}\\b`).test(code)) found.push(`${file}: .${member}`);
    }
    expect(found).toEqual([]);
  });
});
