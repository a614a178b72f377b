// The package's README (and the same guides as a page of the docs) runs as printed, in page order,
// as a merchant's developer would run it: every TypeScript block type-checks against the package
// (strict, NodeNext) and runs with node; the shell blocks start `gateway-mock` with the printed
// arguments and send the printed curl command to it. The error classes it lists are exactly those
// the package exports.

import { spawn, execFile, type ChildProcess } from "node:child_process";
import { mkdir, readFile, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { transformSync } from "oxc-transform";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSUMER_COMPILER_OPTIONS } from "../support/consumer-compiler.js";
import { makeTempDir, removeTempDirs, REPO_ROOT } from "../support/fixtures.js";
import { curlRequest, shellWords } from "../examples/example-pages.js";
import { NODE_ENGINES, NODE_LINES_TESTED } from "../../generator/emit/plan/package-facts.js";
import { MATRIX_LINES } from "../node-matrix/matrix-lines.js";

const run = promisify(execFile);
const generated = join(REPO_ROOT, "generated");

interface Block {
  language: string;
  code: string;
}

/** The fenced blocks of a Markdown text, in order. */
function codeBlocks(markdown: string): Block[] {
  return [...markdown.matchAll(/^(`{3,})(\w+)\n([\s\S]*?)\n\1$/gm)].map(([, , language = "", code = ""]) => ({ language, code }));
}

async function consumerProject(): Promise<string> {
  const project = await makeTempDir("package-docs-guides-");
  await mkdir(join(project, "node_modules", "@gateway"), { recursive: true });
  await symlink(generated, join(project, "node_modules", "@gateway", "generated"), "dir");
  await writeFile(join(project, "package.json"), JSON.stringify({ type: "module" }));
  return project;
}

/** Starts `gateway-mock` with the block's arguments (what npx runs: the package's bin) and waits for its URL. */
async function startCli(command: string): Promise<{ child: ChildProcess; url: string }> {
  const [npx, bin, ...args] = shellWords(command);
  expect([npx, bin]).toEqual(["npx", "gateway-mock"]);
  const manifest = JSON.parse(await readFile(join(generated, "package.json"), "utf8")) as { bin: Record<string, string> };
  const child = spawn(process.execPath, [join(generated, manifest.bin["gateway-mock"] ?? ""), ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("\n")) resolve(output.trim());
    });
    child.stderr?.on("data", (chunk: Buffer) => reject(new Error(chunk.toString())));
    child.on("exit", (code) => reject(new Error(`gateway-mock exited with ${String(code)}`)));
  });
  return { child, url };
}

afterAll(removeTempDirs);

describe("the package's README", () => {
  let readme = "";
  let blocks: Block[] = [];
  let project = "";

  beforeAll(async () => {
    readme = await readFile(join(generated, "README.md"), "utf8");
    blocks = codeBlocks(readme);
    project = await consumerProject();
  });

  it("covers install, validation, calls, errors, the double, 'not shown' regions, versions and Node.js", () => {
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual([
      "Install",
      "Validate a body",
      "Call the gateway",
      "Handle errors",
      "Test against the double",
      "Versions and the changelog",
    ]);
    for (const word of ["npm install", "extraFields", "not shown", "npx gateway-mock", "startGatewayMock", "CHANGELOG.md", "Node.js"])
      expect(readme).toContain(word);
    expect(blocks.map((block) => block.language)).toEqual(["sh", "ts", "ts", "ts", "sh", "sh", "ts"]);
  });

  it("names every error class the package exports, each with the class it extends", async () => {
    const loaded = (await import(pathToFileURL(join(generated, "dist/index.js")).href)) as Record<string, unknown>;
    const classes = Object.entries(loaded).filter(
      (entry): entry is [string, typeof Error] => typeof entry[1] === "function" && entry[1].prototype instanceof Error,
    );
    expect(classes.length).toBeGreaterThan(8);
    for (const [name, type] of classes)
      expect(readme, name).toContain(`\`${name}\` (extends \`${(Object.getPrototypeOf(type) as { name: string }).name}\`)`);
    const listed = [...readme.matchAll(/^- `(\w+)` \(extends `\w+`\)/gm)].map((match) => match[1]);
    expect(listed.sort()).toEqual(classes.map(([name]) => name).sort());
  });

  it("type-checks every TypeScript block against the package, strictly", async () => {
    const typescript = blocks.filter((block) => block.language === "ts");
    for (const [index, block] of typescript.entries()) await writeFile(join(project, `block-${index}.ts`), block.code);
    await writeFile(join(project, "tsconfig.json"), JSON.stringify({ compilerOptions: CONSUMER_COMPILER_OPTIONS, include: ["*.ts"] }));
    const result = await run(join(REPO_ROOT, "node_modules/.bin/tsc"), ["-p", project]).catch((error: { stdout: string }) => error);
    expect(result.stdout).toBe("");
  });

  it("runs every block as printed, in page order: the TypeScript with node, the shell blocks against one gateway-mock", async () => {
    let cli: { child: ChildProcess; url: string } | undefined;
    const outputs: string[] = [];
    try {
      for (const [index, block] of blocks.entries()) {
        if (block.language === "ts") {
          const compiled = transformSync(`block-${index}.ts`, block.code, { lang: "ts", sourceType: "module", target: "es2022" });
          expect(compiled.errors).toEqual([]);
          const file = join(project, `run-${index}.mjs`);
          await writeFile(file, compiled.code);
          const { stdout, stderr } = await run(process.execPath, [file], { cwd: project });
          expect(stderr, block.code).toBe("");
          outputs.push(stdout);
        } else if (block.code.startsWith("npx gateway-mock ")) {
          cli = await startCli(block.code);
          expect(readme).toContain(`(\`${cli.url}\`)`);
        } else if (block.code.startsWith("curl ")) {
          const request = curlRequest(block.code);
          const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body ?? null });
          const answer = (await response.json()) as { order?: { id?: string } };
          expect(response.status, JSON.stringify(answer)).toBe(201);
          expect(request.url).toContain(`/order/${answer.order?.id ?? "none"}/`);
        } else expect(block.code).toMatch(/^npm install @gateway\/generated$/);
      }
    } finally {
      cli?.child.kill();
    }
    // The validation block prints a finding; the call prints the answer; the error block the class it names.
    expect(outputs[0]).toMatch(/MISSING/);
    expect(outputs[1]).toMatch(/order-guide-1/);
    expect(outputs[2]).toMatch(/^RequestRejectedError 4\d\d /);
    expect(outputs[3]).toMatch(/sourceOfFunds\.example/);
  });

  it("states the Node.js versions of the package's engines, which the node matrix and npm test run", async () => {
    const manifest = JSON.parse(await readFile(join(generated, "package.json"), "utf8")) as { engines?: { node?: string } };
    expect(manifest.engines?.node).toBe(NODE_ENGINES);
    expect(readme).toContain(`Node.js ${NODE_ENGINES}`);
    expect(NODE_LINES_TESTED).toContain(process.versions.node.split(".")[0]);
    expect(NODE_LINES_TESTED).toEqual(expect.arrayContaining(MATRIX_LINES));
    expect(NODE_ENGINES).toBe(`>=${Math.min(...NODE_LINES_TESTED.map(Number))}`);
  });

  it("is also a page of the reference, with the same code blocks", async () => {
    const page = await readFile(join(generated, "docs", "guides.md"), "utf8");
    expect(codeBlocks(page)).toEqual(blocks);
    expect(await readFile(join(generated, "docs", "index.md"), "utf8")).toContain("(guides.md)");
  });
});
