// Every example the docs show runs against the gateway double, as a reader would run it: the JSON
// request and the curl command are sent as the same HTTP request (fetch), the TypeScript call is
// type-checked against the package (tsc, strict) and executed with node; each answer must be the
// status and body the page shows; the Python validation of the request runs with python3 against the
// Python package written beside it and prints that the request is valid. Run for the real package
// (generated/) and for the golden package of the minimal fixture, whose operation has two versions
// (a call that names its version).

import { execFile } from "node:child_process";
import { mkdir, readFile, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import Handlebars from "handlebars";
import { transformSync } from "oxc-transform";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_NOW, EXAMPLE_PASSWORD, exampleCalls, type ExampleCall } from "../../generator/emit/plan/example-calls.js";
import { operationPage } from "../../generator/emit/plan/doc-anchors.js";
import { buildIR } from "../../generator/pipeline.js";
import { PYTHON_OUTPUT_PREFIX } from "../../generator/emit/plan/python-plan.js";
import { copyFixture, FIXTURES_ROOT, makeTempDir, removeTempDirs, REPO_ROOT } from "../support/fixtures.js";
import { curlRequest, readPageExample, type PageExample } from "./example-pages.js";
import { CONSUMER_COMPILER_OPTIONS } from "../support/consumer-compiler.js";

const run = promisify(execFile);

interface Double {
  url: string;
  close(): Promise<void>;
}
type StartDouble = (options: { merchants: Record<string, string>; now: () => string }) => Promise<Double>;

const PACKAGES = [
  {
    name: "generated/ (the real spec)",
    root: join(REPO_ROOT, "generated"),
    python: join(REPO_ROOT, "generated-python"),
    spec: async () => join(REPO_ROOT, "spec"),
  },
  {
    name: "the minimal fixture's golden package",
    root: join(FIXTURES_ROOT, "minimal-spec.expected"),
    python: join(FIXTURES_ROOT, "minimal-spec.expected", PYTHON_OUTPUT_PREFIX),
    spec: () => copyFixture("minimal-spec"),
  },
];

afterAll(removeTempDirs);

describe.each(PACKAGES)("the docs' examples of $name", ({ root, python, spec }) => {
  let calls: ExampleCall[] = [];
  const pages = new Map<ExampleCall, PageExample>();
  let startDouble: StartDouble;
  let project: string;

  beforeAll(async () => {
    calls = await inPageOrder(root, exampleCalls(await buildIR(await spec())));
    for (const call of calls) pages.set(call, await readPageExample(root, operationPage(call.operation)));
    ({ startGatewayMock: startDouble } = (await import(pathToFileURL(join(root, "dist", "index.js")).href)) as {
      startGatewayMock: StartDouble;
    });
    project = await consumerProject(root);
  });

  /** A fresh double (a new order for every example) that knows the examples' merchant and password, on the examples' clock. */
  async function withDouble<T>(call: ExampleCall, use: (double: Double) => Promise<T>): Promise<T> {
    const merchant = call.identifiers.find((identifier) => identifier.role === "merchant")?.value ?? "";
    const double = await startDouble({ merchants: { [merchant]: EXAMPLE_PASSWORD }, now: () => EXAMPLE_NOW });
    try {
      return await use(double);
    } finally {
      await double.close();
    }
  }

  /** The page's answer, with the examples' base URL where the double's own is (in a redirect URL, say). */
  function expectedAnswer(call: ExampleCall, page: PageExample, double: Double): unknown {
    return JSON.parse(page.response.replaceAll(call.baseUrl, double.url));
  }

  it("has an example for every operation and version", () => {
    expect(calls.length).toBeGreaterThan(0);
    expect(new Set(calls.map((call) => `${call.operation.name}@${call.operation.version}`)).size).toBe(calls.length);
  });

  it("sends each curl command's request to the double and gets the page's status and answer", async () => {
    for (const call of calls) {
      const page = pages.get(call) as PageExample;
      const request = curlRequest(page.curl);
      expect(JSON.parse(request.body ?? "")).toEqual(JSON.parse(page.request));
      expect(request.url.startsWith(call.baseUrl)).toBe(true);
      await withDouble(call, async (double) => {
        const response = await fetch(double.url + request.url.slice(call.baseUrl.length), {
          method: request.method,
          headers: request.headers,
          body: request.body ?? null,
        });
        expect({ status: response.status, body: await response.json() }, call.operation.name).toEqual({
          status: page.status,
          body: expectedAnswer(call, page, double),
        });
      });
    }
  });

  it("gives every example its own order and transaction, so that they run one after the other on one double", () => {
    for (const role of ["order", "transaction"] as const) {
      const values = calls.map((call) => call.identifiers.find((identifier) => identifier.role === role)?.value);
      expect(new Set(values).size, role).toBe(calls.length);
    }
  });

  /** One double, started as every page's example says (its merchant and password), on the clock the pages show. */
  async function pagesDouble(): Promise<Double> {
    const starts = new Set([...pages.values()].map((page) => page.doubleCommand));
    expect(starts.size, "every page starts the same double").toBe(1);
    const [, merchant = "", password = ""] = /^npx gateway-mock --merchant ([^=\s]+)=(\S+)$/.exec([...starts][0] ?? "") ?? [];
    expect(merchant).not.toBe("");
    expect(password).toBe(EXAMPLE_PASSWORD);
    return startDouble({ merchants: { [merchant]: password }, now: () => EXAMPLE_NOW });
  }

  it("runs in the order of the reference's index, each page telling how to start the double", async () => {
    const index = await readFile(join(root, "docs", "index.md"), "utf8");
    const positions = calls.map((call) => index.indexOf(`](${operationPage(call.operation)})`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const call of calls) expect((pages.get(call) as PageExample).doubleCommand).toMatch(/^npx gateway-mock --merchant /);
  });

  it("sends every curl command in page order to one double, each answered as its page shows", async () => {
    const double = await pagesDouble();
    try {
      for (const call of calls) {
        const page = pages.get(call) as PageExample;
        const request = curlRequest(page.curl);
        const response = await fetch(double.url + request.url.slice(call.baseUrl.length), {
          method: request.method,
          headers: request.headers,
          body: request.body ?? null,
        });
        expect({ status: response.status, body: await response.json() }, call.operation.name).toEqual({
          status: page.status,
          body: expectedAnswer(call, page, double),
        });
      }
    } finally {
      await double.close();
    }
  });

  it("type-checks every TypeScript call against the package, strictly", async () => {
    for (const call of calls) await writeFile(join(project, `${snippetName(call)}.ts`), (pages.get(call) as PageExample).typescript);
    const config = {
      compilerOptions: CONSUMER_COMPILER_OPTIONS,
      include: ["*.ts"],
    };
    await writeFile(join(project, "tsconfig.json"), JSON.stringify(config));
    const result = await run(join(REPO_ROOT, "node_modules/.bin/tsc"), ["-p", project]).catch((error: { stdout: string }) => error);
    expect(result.stdout).toBe("");
  });

  it("runs every TypeScript call in page order against one double, each printing its page's answer", async () => {
    const double = await pagesDouble();
    try {
      for (const call of calls) {
        const page = pages.get(call) as PageExample;
        // The call as printed, against the double's URL, with console.log printing JSON for the test to read.
        const source = `const console = { log: (value: unknown) => process.stdout.write(JSON.stringify(value)) };\n${page.typescript.replace(JSON.stringify(call.baseUrl), JSON.stringify(double.url))}`;
        const compiled = transformSync(`${snippetName(call)}.ts`, source, { lang: "ts", sourceType: "module", target: "es2022" });
        expect(compiled.errors).toEqual([]);
        const file = join(project, `${snippetName(call)}.mjs`);
        await writeFile(file, compiled.code);
        const { stdout } = await run(process.execPath, [file], { cwd: project });
        expect(JSON.parse(stdout), call.operation.name).toEqual(expectedAnswer(call, page, double));
      }
    } finally {
      await double.close();
    }
  });

  it("shows the same Python validation in the HTML reference as on each Markdown page", async () => {
    const html = await readFile(join(root, "docs", "index.html"), "utf8");
    for (const call of calls)
      expect(html, call.operation.name).toContain(`<code>${Handlebars.escapeExpression((pages.get(call) as PageExample).python)}`);
  });

  it("runs every Python validation of the request against the Python package: each prints that the request is valid", async () => {
    const files: string[] = [];
    for (const call of calls) {
      const page = pages.get(call) as PageExample;
      expect(page.python).toContain(`${JSON.stringify(call.operation.name)}, ${JSON.stringify(call.operation.version)}, body)`);
      const file = join(project, `${snippetName(call).replaceAll("-", "_")}.py`);
      await writeFile(file, page.python);
      files.push(file);
    }
    // One interpreter runs each file as a script (python3's start-up is the slow part), each with its own output.
    const { stdout } = await run("python3", ["-B", "-c", RUN_EACH_SCRIPT, ...files], {
      env: { ...process.env, PYTHONPATH: python, PYTHONDONTWRITEBYTECODE: "1" },
    });
    expect(JSON.parse(stdout)).toEqual(files.map(() => "True\n"));
  });
});

/** The calls in the order the reference's index lists their pages. */
async function inPageOrder(root: string, calls: ExampleCall[]): Promise<ExampleCall[]> {
  const index = await readFile(join(root, "docs", "index.md"), "utf8");
  const position = (call: ExampleCall) => index.indexOf(`](${operationPage(call.operation)})`);
  return [...calls].sort((a, b) => position(a) - position(b));
}

/** Runs each file named as a script in a fresh namespace, and prints what each printed, as a JSON list. */
const RUN_EACH_SCRIPT = `
import contextlib, io, json, runpy, sys
printed = []
for path in sys.argv[1:]:
    output = io.StringIO()
    with contextlib.redirect_stdout(output):
        runpy.run_path(path, run_name="__main__")
    printed.append(output.getvalue())
print(json.dumps(printed))
`;

function snippetName(call: ExampleCall): string {
  return `${call.operation.name.toLowerCase()}-${call.operation.version}`;
}

/** A project that depends on the package as `@gateway/generated` (a link in its node_modules). */
async function consumerProject(packageRoot: string): Promise<string> {
  const project = await makeTempDir("examples-");
  await mkdir(join(project, "node_modules", "@gateway"), { recursive: true });
  await symlink(packageRoot, join(project, "node_modules", "@gateway", "generated"), "dir");
  await writeFile(join(project, "package.json"), JSON.stringify({ type: "module" }));
  return project;
}
