// The write step's formatter: prettier (in its worker thread) lays out loose TypeScript only, keeps
// the order and bytes of everything else, and names the file it cannot format.

import { afterAll, describe, expect, it } from "vitest";
import { startFormatter } from "../../generator/write/format.js";

const formatter = startFormatter();
afterAll(() => formatter.close());

describe("startFormatter", () => {
  it("formats loose TypeScript with the pinned options", async () => {
    const file = await formatter.format({ path: "src/a.ts", contents: "export const a = { b: 'c' }" });
    expect(file).toEqual({ path: "src/a.ts", contents: 'export const a = { b: "c" };\n' });
  });

  it("leaves printed TypeScript, JSON and Markdown as they were made", async () => {
    const files = [
      { path: "src/validators/a.ts", contents: "export const a = { b: 'c' }", printed: true as const },
      { path: "schema/a.json", contents: '{"a":[1,2]}' },
      { path: "docs/a.md", contents: "| a | b |\n| --- | --- |\n" },
    ];
    expect(await Promise.all(files.map((file) => formatter.format(file)))).toEqual(files);
  });

  it("answers many files at once, each with its own text", async () => {
    const names = Array.from({ length: 50 }, (_, index) => `value${index}`);
    const files = await Promise.all(names.map((name) => formatter.format({ path: `src/${name}.ts`, contents: `export const ${name}=1` })));
    expect(files.map((file) => file.contents)).toEqual(names.map((name) => `export const ${name} = 1;\n`));
  });

  it("rejects, naming the file, when prettier cannot parse it", async () => {
    await expect(formatter.format({ path: "src/broken.ts", contents: "export const = ;" })).rejects.toThrow(/src\/broken\.ts/);
  });
});
