// A run the cache can answer: nothing changed since the last run, so generated/ is compared with the
// stored output (a hand edit, a deleted file or a stray one is found, and a run puts it right) and no
// stage runs; a change to an input is a miss; a cache that does not verify is a miss.

import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { generateOnce, type GenerateOptions, type RunOutcome } from "../../generator/generate.js";
import { startFormatter } from "../../generator/write/format.js";
import { copyFixture, makeTempDir, removeTempDirs, writeFiles } from "../support/fixtures.js";

const formatter = startFormatter();
afterAll(async () => {
  await formatter.close();
  await removeTempDirs();
});

interface Run extends RunOutcome {
  stdout: string;
  stderr: string;
}

/** One run, with what it printed. */
async function run(options: GenerateOptions, check = false): Promise<Run> {
  const printed = { stdout: "", stderr: "" };
  const capture = (stream: "stdout" | "stderr") =>
    vi.spyOn(process[stream], "write").mockImplementation((text: string | Uint8Array) => {
      printed[stream] += String(text);
      return true;
    });
  const spies = [capture("stdout"), capture("stderr")];
  try {
    return { ...(await generateOnce(options, formatter, check)), ...printed };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

async function tree(folder: string): Promise<Record<string, string>> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((each) => each.isFile()).sort((a, b) => (a.name < b.name ? -1 : 1)))
    files[relative(folder, join(entry.parentPath, entry.name)).split(sep).join("/")] = await readFile(
      join(entry.parentPath, entry.name),
      "utf8",
    );
  return files;
}

let spec: string;
let expected: Record<string, string>;

beforeAll(async () => {
  spec = await copyFixture("minimal-spec");
  const out = join(await makeTempDir("uncached-"), "out");
  const uncached = await run({ specRoot: spec, releaseRoot: join(spec, "no-release"), outputDirectory: out, cache: false });
  expect(uncached.code).toBe(0);
  expected = await tree(out);
});

/** Options for a fresh output folder and a fresh cache, over a copy of the fixture spec. */
async function workspace(): Promise<GenerateOptions> {
  const root = await makeTempDir("cached-run-");
  return { specRoot: spec, releaseRoot: join(root, "release"), outputDirectory: join(root, "out"), cache: join(root, "cache") };
}

describe("a run that changes nothing", () => {
  it("is answered from the cache, with the same output as a run of every stage", async () => {
    const options = await workspace();
    const first = await run(options);
    expect(first.fromCache).toBeUndefined();
    expect(await tree(options.outputDirectory)).toEqual(expected);
    const second = await run(options);
    expect(second).toMatchObject({ code: 0, fromCache: true });
    // The cache answered, and the run still says how many spec files it read (it digested each).
    expect(second.stdout).toMatch(/^Read 14 spec files; .* are up to date \(\d+ and \d+ files, from the cache\)\.$/m);
    expect(await tree(options.outputDirectory)).toEqual(expected);
    expect(await run(options, true)).toMatchObject({ code: 0, fromCache: true });
  });

  it("says so to the code cache, which keeps such a run's code apart (runner/code-cache.mjs)", async () => {
    const options = await workspace();
    const answered = () => (globalThis as Record<symbol, unknown>)[Symbol.for("gateway-codegen.run-answered")];
    await run(options);
    expect(answered()).toBe(false);
    await run(options);
    expect(answered()).toBe(true);
    await run({ ...options, cache: false });
    expect(answered()).toBe(false);
  });

  it("--check finds a hand edit, a deleted file and a stray one; a run refuses the stray, then puts the rest right from the cache", async () => {
    const options = await workspace();
    await run(options);
    const [edited, deleted] = Object.keys(expected).filter((path) => path.startsWith("src/"));
    await writeFile(join(options.outputDirectory, edited!), `${expected[edited!]}// edited by hand\n`);
    await rm(join(options.outputDirectory, deleted!));
    await writeFiles(options.outputDirectory, { "docs/stray.md": "not generated\n" });
    const check = await run(options, true);
    expect(check).toMatchObject({ code: 1, fromCache: true });
    expect(check.stderr.split("\n").slice(1, -1)).toEqual(
      [`differs: ${edited}`, `missing: ${deleted}`, "not generated: docs/stray.md"].sort().map((line) => `  ${line}`),
    );
    // A file the generator did not write is not its to delete: the run touches nothing.
    const refused = await run(options);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/did not write \(docs\/stray\.md\)/);
    expect(await readFile(join(options.outputDirectory, edited!), "utf8")).toBe(`${expected[edited!]}// edited by hand\n`);
    await rm(join(options.outputDirectory, "docs/stray.md"));
    const mend = await run(options);
    expect(mend).toMatchObject({ code: 0, fromCache: true });
    expect(mend.stdout).toMatch(/from the cache/);
    expect(await tree(options.outputDirectory)).toEqual(expected);
    expect((await run(options, true)).code).toBe(0);
  });

  it("--check on a miss still compares with generated/ file by file, and stores what it made", async () => {
    const options = await workspace();
    await run({ ...options, cache: false });
    const [edited] = Object.keys(expected).filter((path) => path.endsWith(".json"));
    await writeFile(join(options.outputDirectory, edited!), "{}\n");
    const check = await run(options, true);
    expect(check.fromCache).toBeUndefined();
    expect(check.stderr).toContain(`  differs: ${edited}`);
    expect(await run(options, true)).toMatchObject({ code: 1, fromCache: true });
  });
});

describe("a change to an input", () => {
  it("to a spec file or the release state is a miss, and the output follows it", async () => {
    const options = await workspace();
    const changedSpec = await copyFixture("minimal-spec");
    await run({ ...options, specRoot: changedSpec });
    const orderFile = join(changedSpec, "fields", "order.yaml");
    await writeFile(orderFile, (await readFile(orderFile, "utf8")).replace("length: [1, 250]", "length: [1, 249]"));
    const changed = await run({ ...options, specRoot: changedSpec });
    expect(changed).toMatchObject({ code: 0 });
    expect(changed.fromCache).toBeUndefined();
    const output = await tree(options.outputDirectory);
    expect(output).not.toEqual(expected);
    const uncached = { ...(await workspace()), specRoot: changedSpec, cache: false as const };
    await run(uncached);
    expect(output).toEqual(await tree(uncached.outputDirectory));
    await writeFiles(options.releaseRoot, { "history.json": "[]\n" });
    expect((await run({ ...options, specRoot: changedSpec })).fromCache).toBeUndefined();
    expect((await run({ ...options, specRoot: changedSpec })).fromCache).toBe(true);
  });

  it("--no-cache runs every stage and stores nothing", async () => {
    const options = await workspace();
    await run(options);
    const uncached = await run({ ...options, cache: false });
    expect(uncached.fromCache).toBeUndefined();
    expect(uncached.stdout).not.toMatch(/from the cache/);
    const fresh = await workspace();
    await run({ ...fresh, cache: false });
    await expect(readdir(fresh.cache as string)).rejects.toThrow(/ENOENT/);
  });
});

describe("a cache that does not verify", () => {
  it("is a miss when the output's entry was altered, and the output is made again", async () => {
    const options = await workspace();
    await run(options);
    const entries = join(options.cache as string, "entries", "output");
    const [name] = await readdir(entries);
    const entry = JSON.parse(await readFile(join(entries, name!), "utf8")) as { value: { path: string }[] };
    entry.value = entry.value.slice(1);
    await writeFile(join(entries, name!), JSON.stringify(entry));
    const again = await run(options);
    expect(again.fromCache).toBeUndefined();
    expect(await tree(options.outputDirectory)).toEqual(expected);
  });

  it("runs every stage when a stored file is gone or altered, and writes the right output", async () => {
    const options = await workspace();
    await run(options);
    await rm(options.outputDirectory, { recursive: true });
    const blobs = join(options.cache as string, "blobs");
    for (const prefix of await readdir(blobs))
      for (const name of await readdir(join(blobs, prefix))) await writeFile(join(blobs, prefix, name), "altered");
    const again = await run(options);
    expect(again.fromCache).toBeUndefined();
    expect(await tree(options.outputDirectory)).toEqual(expected);
  });
});
