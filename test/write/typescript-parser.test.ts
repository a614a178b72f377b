// The formatting worker's TypeScript parser (generator/write/typescript-parser.mjs): oxc's where it
// loads, prettier's babel-ts otherwise. Either must give the same bytes: every file the generator
// hands prettier, for the real spec and the fixture's, with its JSDoc written on by each parser's
// tree, then laid out by prettier with each.

import { join } from "node:path";
import { format } from "prettier";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertMemberDocs } from "../../generator/emit/models/insert-member-docs.mjs";
import type { GeneratedFile } from "../../generator/emit/emitter.js";
import { emitters } from "../../generator/emit/emitters.js";
import { buildIR, emitAll } from "../../generator/pipeline.js";
import { needsFormatting, PRETTIER_OPTIONS, type Formatter } from "../../generator/write/format.js";
import { typescriptParser, type TypescriptParser } from "../../generator/write/typescript-parser.mjs";
import { copyFixture, removeTempDirs, REPO_ROOT } from "../support/fixtures.js";

/** Every file an emitter hands prettier, as it hands it: a formatter that keeps them and lays out none. */
async function formattedFiles(specRoot: string): Promise<GeneratedFile[]> {
  const handed: GeneratedFile[] = [];
  const keep = async (file: GeneratedFile) => {
    if (needsFormatting(file)) handed.push(file);
    return { formatted: file, source: file };
  };
  const formatter: Formatter = {
    format: async (file) => (await keep(file)).formatted,
    formatWithSource: keep,
    warmUp: () => undefined,
    close: async () => undefined,
  };
  await emitAll(await buildIR(specRoot), emitters, { formatter });
  return handed;
}

async function laidOut(file: GeneratedFile, parser: TypescriptParser): Promise<{ documented: string; contents: string }> {
  const documented = file.memberDocs === undefined ? file.contents : insertMemberDocs(file.contents, file.memberDocs, parser.parse);
  return { documented, contents: await format(documented, { ...PRETTIER_OPTIONS, parser: parser.name, plugins: parser.plugins }) };
}

let oxc: TypescriptParser;
let babel: TypescriptParser;

beforeAll(async () => {
  [oxc, babel] = await Promise.all([typescriptParser(), typescriptParser("babel-ts")]);
});

afterAll(removeTempDirs);

describe("the formatting worker's TypeScript parser", () => {
  it("is oxc's here, and babel-ts when asked", () => {
    expect([oxc.name, babel.name]).toEqual(["oxc-ts", "babel-ts"]);
  });

  it.each([
    ["the real spec", async () => join(REPO_ROOT, "spec")],
    ["the fixture spec", async () => copyFixture("minimal-spec")],
  ])(
    "lays out every file prettier gets for %s as babel-ts does, JSDoc included",
    async (_, specRoot) => {
      const files = await formattedFiles(await specRoot());
      const documented = files.filter((file) => file.memberDocs !== undefined);
      expect(documented.length).toBeGreaterThanOrEqual(2);
      expect(files.length).toBeGreaterThan(documented.length);
      for (const file of files) {
        const [withOxc, withBabel] = [await laidOut(file, oxc), await laidOut(file, babel)];
        expect({ path: file.path, ...withOxc }).toEqual({ path: file.path, ...withBabel });
      }
      // Each model's JSDoc is written on from the parser's tree: the text laid out is not the text given.
      for (const file of documented) expect((await laidOut(file, oxc)).documented).not.toBe(file.contents);
    },
    120_000,
  );
});

describe("insertMemberDocs", () => {
  const docs = new Map([
    [
      "order",
      new Map([
        ["amount", ["/** The amount, in the currency's units: été. */"]],
        ["2", ["/** Two. */"]],
        ["quoted-name", ["/** Quoted. */"]],
      ]),
    ],
  ]);
  const source = [
    "/** Avant: déjà vu. */",
    "export interface Order {",
    "  amount: string;",
    '  "quoted-name"?: number;',
    "  2: boolean;",
    "  [key: string]: unknown;",
    "}",
    "",
  ].join("\n");

  it.each(["oxc-ts", "babel-ts"] as const)("puts each block before its property, after text outside ASCII, with %s", async (name) => {
    const parser = name === "oxc-ts" ? oxc : babel;
    expect(insertMemberDocs(source, docs, parser.parse)).toBe(
      [
        "/** Avant: déjà vu. */",
        "export interface Order {",
        "  /** The amount, in the currency's units: été. */",
        "  amount: string;",
        "  /** Quoted. */",
        '  "quoted-name"?: number;',
        "  /** Two. */",
        "  2: boolean;",
        "  [key: string]: unknown;",
        "}",
        "",
      ].join("\n"),
    );
  });
});
