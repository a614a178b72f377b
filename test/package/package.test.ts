// generated/ as a package: it compiles for a strict consumer, imports nothing outside itself, packs and
// exports its language-neutral parts, and its JSON Schemas compile in ajv's 2020-12 mode with ajv-formats.
import { execFile } from "node:child_process";
import { cp, mkdir, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { startGatewayMock } from "../../generated/dist/index.js";
import { validBody } from "../support/arbitraries.js";
import { makeTempDir, removeTempDirs } from "../support/fixtures.js";
import { loadGatewayIR } from "../support/gateway-ir.js";
import { CONSUMER_COMPILER_OPTIONS } from "../support/consumer-compiler.js";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../..");
const generated = join(root, "generated");

afterAll(removeTempDirs);

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** A fresh project that depends on generated/ as `@gateway/generated` (a link in its node_modules). */
async function consumerProject(): Promise<string> {
  const project = await makeTempDir("consumer-");
  const scope = join(project, "node_modules", "@gateway");
  await mkdir(scope, { recursive: true });
  await symlink(generated, join(scope, "generated"), "dir");
  return project;
}

/** A consumer project with `file` (or the given source) as its source, type-checked with tsc. */
async function typeCheckConsumer(file: string, source?: string): Promise<{ code: number; output: string }> {
  const project = await consumerProject();
  if (source === undefined) await cp(join(import.meta.dirname, "consumer", file), join(project, "consumer.ts"));
  else await writeFile(join(project, "consumer.ts"), source);
  const config = {
    compilerOptions: CONSUMER_COMPILER_OPTIONS,
    files: ["consumer.ts"],
  };
  await writeFile(join(project, "tsconfig.json"), JSON.stringify(config));
  await writeFile(join(project, "package.json"), JSON.stringify({ type: "module" }));
  try {
    const { stdout } = await run(join(root, "node_modules/.bin/tsc"), ["-p", project]);
    return { code: 0, output: stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string };
    return { code: failure.code, output: failure.stdout };
  }
}

describe("the generated package", () => {
  it("type-checks its own sources, strictly, with isolated declarations", async () => {
    const { stdout } = await run(join(root, "node_modules/.bin/tsc"), ["-p", generated]).catch((error: { stdout: string }) => ({
      stdout: error.stdout,
    }));
    expect(stdout).toBe("");
  });

  it("type-checks a strict consumer", async () => {
    const { code, output } = await typeCheckConsumer("consumer.ts");
    expect(output).toBe("");
    expect(code).toBe(0);
  });

  it("rejects, at compile time, bodies the spec rejects", async () => {
    const { code, output } = await typeCheckConsumer("bad-consumer.ts");
    expect(code).not.toBe(0);
    expect(output).toContain(`Type '"NOT_A_CATEGORY"' is not assignable`);
    expect(output).toContain("Property 'currency' is missing");
    expect(output).toContain("'colour' does not exist in type 'AuthorizeRequestOrderItem'");
  });

  it("types every object of every operation, version and direction exactly: a misspelled field does not compile", async () => {
    // One object literal per model type, spread from a value of the type plus one misspelled key:
    // each line must be an error, which @ts-expect-error turns into a check (unused, it fails tsc).
    const models = (await readdir(join(generated, "src", "models"))).filter((file) => file.endsWith(".ts")).sort();
    const lines: string[] = [];
    let checked = 0;
    for (const file of models) {
      // authorize-100.ts is exported as the namespace Authorize100Models.
      const module = `${file.replace(/\.ts$/, "").replace(/(^|-)(\w)/g, (_, _dash, letter: string) => letter.toUpperCase())}Models`;
      const names = [
        ...(await readFile(join(generated, "src", "models", file), "utf8")).matchAll(/^export (?:interface|type) (\w+)/gm),
      ].map((match) => match[1] as string);
      lines.push(`import type { ${module} } from "@gateway/generated";`);
      for (const name of names) {
        lines.push(`declare const ${module}${name}: ${module}.${name};`);
        lines.push("// @ts-expect-error: not a field of the type");
        lines.push(`export const misspelled${module}${name}: ${module}.${name} = { ...${module}${name}, zzNotAField: 1 };`);
        checked++;
      }
    }
    lines.push('import type { AuthorizeRequest } from "@gateway/generated";');
    lines.push("// @ts-expect-error: amount, misspelled");
    lines.push('export const typo: AuthorizeRequest = { apiOperation: "AUTHORIZE", order: { ammount: "10.00", currency: "USD" } };');
    const { code, output } = await typeCheckConsumer("", lines.join("\n"));
    expect(output).toBe("");
    expect(code).toBe(0);
    expect(checked).toBeGreaterThan(100);
  });

  it("types an order's status as the statuses the double's outcomes give: another status does not compile", async () => {
    const outcomes = (await loadGatewayIR()).api.double?.outcomes ?? [];
    const statuses = [...new Set(outcomes.flatMap((outcome) => [outcome.orderStatus, ...outcome.from]))].sort();
    expect(statuses).toEqual(expect.arrayContaining(["AUTHORIZED", "INITIATED", "VERIFIED"]));
    const union = statuses.map((status) => JSON.stringify(status)).join(" | ");
    const lines = [
      'import type { OrderState, OrderStatus, RunningDouble } from "@gateway/generated";',
      ...statuses.map((status, index) => `export const status${index}: OrderState["status"] = ${JSON.stringify(status)};`),
      `export const exactly: [Exclude<OrderStatus, ${union}>] extends [never] ? true : false = true;`,
      "// @ts-expect-error: no outcome gives CAPTURED (a value of the source document's open list)",
      'export const captured: OrderState["status"] = "CAPTURED";',
      "declare const running: RunningDouble;",
      "// @ts-expect-error: a misspelt status compared with an order's",
      'export const misspelt: boolean = running.order("m", "o")?.status === "VERIFED";',
      "// @ts-expect-error: a status is no plain string",
      'export const anyText: OrderStatus = "PENDING" as string;',
    ];
    const { code, output } = await typeCheckConsumer("", lines.join("\n"));
    expect(output).toBe("");
    expect(code).toBe(0);
  });

  it("declares every answer the double gives: each compiles as its operation and version's response type", async () => {
    let refused = 0;
    const UNREPORTABLE = expect.stringMatching(/^The answer reports it as transaction\.amount, whose bounds it does not fit\.$/);
    // The double's answers to sampled valid requests of every operation and version, written as object
    // literals of the declared response type: a field the type lacks, or one of another type, fails tsc.
    const ir = await loadGatewayIR();
    const double = await startGatewayMock({ merchants: { ANSWERS01: "secret" } });
    const lines: string[] = [];
    try {
      for (const operation of ir.operations) {
        const module = `${operation.name.toLowerCase().replace(/(^|_)(\w)/g, (_, _underscore, letter: string) => letter.toUpperCase())}${operation.version}Models`;
        const typeName = `${module}.${operation.name.toLowerCase().replace(/(^|_)(\w)/g, (_, _underscore, letter: string) => letter.toUpperCase())}Response`;
        lines.push(`import type { ${module} } from "@gateway/generated";`);
        const bodies = fc.sample(validBody(operation, "request"), { numRuns: 15, seed: 11 });
        for (const [index, body] of bodies.entries()) {
          const url = `${double.url}/rest/version/${operation.version}/merchant/ANSWERS01/order/answers-${operation.name}-${index}/transaction/1`;
          const response = await fetch(url, {
            method: "PUT",
            headers: {
              authorization: `Basic ${Buffer.from("merchant.ANSWERS01:secret").toString("base64")}`,
              "content-type": "application/json",
            },
            body: JSON.stringify(body),
          });
          const text = await response.text();
          // An amount with more digits than the answer's transaction.amount takes is refused (double.yaml `unreportable`).
          if (response.status === 400) {
            expect(JSON.parse(text), `${operation.name} ${operation.version}`).toMatchObject({ error: { explanation: UNREPORTABLE } });
            refused++;
            continue;
          }
          expect(response.status, `${operation.name} ${operation.version}`).toBe(201);
          lines.push(`export const answer${module}${index}: ${typeName} = ${text};`);
        }
      }
      expect(lines.filter((line) => line.startsWith("export const answer")).length).toBeGreaterThan(ir.operations.length * 10);
    } finally {
      await double.close();
    }
    const { code, output } = await typeCheckConsumer("", lines.join("\n"));
    expect(output).toBe("");
    expect(code).toBe(0);
    expect(lines.filter((line) => line.startsWith("export const")).length + refused).toBe(ir.operations.length * 15);
  });

  it("narrows a value with the type guards beside the validators, and only where they hold", async () => {
    const source = [
      'import { isAuthorizeRequest, isVerify100Response, validateAuthorizeRequest } from "@gateway/generated";',
      "declare const input: unknown;",
      "if (isAuthorizeRequest(input)) {",
      "  const currency: string = input.order.currency;",
      "  void currency;",
      "}",
      "if (isVerify100Response(input, { now: () => new Date() })) void input.merchant;",
      "// @ts-expect-error: outside the guard the value is still unknown",
      "void input.order;",
      "if (validateAuthorizeRequest(input).valid) {",
      "  // @ts-expect-error: a result object narrows nothing; the guard does",
      "  void input.order;",
      "}",
    ].join("\n");
    const { code, output } = await typeCheckConsumer("", source);
    expect(output).toBe("");
    expect(code).toBe(0);
    const generated = await import(pathToFileURL(join(root, "generated", "dist", "index.js")).href);
    const body = { apiOperation: "AUTHORIZE", order: { amount: "1.00", currency: "USD" } };
    expect(generated.isAuthorizeRequest(body)).toBe(true);
    expect(generated.isAuthorizeRequest({ ...body, order: { amount: "1.00" } })).toBe(false);
  });

  it("imports nothing from outside itself", async () => {
    const files = (await listFiles(join(generated, "dist"))).filter((file) => file.endsWith(".js") || file.endsWith(".d.ts"));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const specifiers = [...(await readFile(file, "utf8")).matchAll(/\bfrom\s+"([^"]+)"/g)].map((match) => match[1] as string);
      // Relative modules, and Node.js's own (the double is an HTTP server).
      for (const specifier of specifiers) expect(specifier, file).toMatch(/^(\.\.?\/|node:)/);
    }
  });

  it("packs everything generate writes but its own type-check config and the list of files it wrote", async () => {
    const { stdout } = await run("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: generated });
    const [pack] = JSON.parse(stdout) as { files: { path: string }[] }[];
    const packed = new Set(pack?.files.map((file) => file.path));
    const written = (await listFiles(generated)).map((file) =>
      file
        .slice(generated.length + 1)
        .split("\\")
        .join("/"),
    );
    expect(written.filter((path) => !packed.has(path)).sort()).toEqual([".gateway-codegen/FILES", "tsconfig.json"]);
  });

  it("exports the language-neutral parts by name: OpenAPI, JSON Schema, test vectors, docs", async () => {
    const project = await consumerProject();
    const names = ["openapi.json", "schema/100/authorize.request.schema.json", "test-vectors/index.json", "docs/index.html"];
    const script = `for (const name of ${JSON.stringify(names)}) console.log(import.meta.resolve("@gateway/generated/" + name));`;
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], { cwd: project });
    const resolved = stdout.trim().split("\n");
    expect(resolved).toEqual(names.map((name) => pathToFileURL(join(generated, name)).href));
  });

  it("declares its exports as compiled JavaScript with declarations beside it", async () => {
    const manifest = JSON.parse(await readFile(join(generated, "package.json"), "utf8")) as {
      type: string;
      exports: Record<string, { types: string; default: string }>;
    };
    expect(manifest.type).toBe("module");
    const main = manifest.exports["."];
    expect(main).toEqual({ types: "./dist/index.d.ts", default: "./dist/index.js" });
    const loaded = (await import(join(generated, "dist/index.js"))) as Record<string, unknown>;
    for (const name of [
      "validateRequest",
      "validateResponse",
      "validateInitiateBrowserPaymentRequest",
      "validateVerifyRequest",
      "validateAuthorizeRequest",
    ]) {
      expect(typeof loaded[name], name).toBe("function");
    }
  });
});

describe("JSON Schema", () => {
  let schemas: string[] = [];
  beforeAll(async () => {
    schemas = (await listFiles(join(generated, "schema"))).sort();
  });

  it("has a request and a response schema per operation and version", () => {
    const names = schemas.map((file) => file.slice(generated.length + 1));
    expect(names).toEqual([
      "schema/100/authorize.request.schema.json",
      "schema/100/authorize.response.schema.json",
      "schema/100/verify.request.schema.json",
      "schema/100/verify.response.schema.json",
      "schema/17/initiate-browser-payment.request.schema.json",
      "schema/17/initiate-browser-payment.response.schema.json",
    ]);
  });

  it("compiles every schema in ajv's 2020-12 mode, with ajv-formats and ajv's default strict mode, without a warning", async () => {
    const warnings: string[] = [];
    const logger = {
      log: () => undefined,
      warn: (...args: unknown[]) => warnings.push(args.join(" ")),
      error: (...args: unknown[]) => warnings.push(args.join(" ")),
    };
    for (const file of schemas) {
      const ajv = new Ajv2020({ allErrors: true, logger });
      addFormats.default(ajv);
      const schema = JSON.parse(await readFile(file, "utf8")) as object;
      expect(() => ajv.compile(schema), file).not.toThrow();
    }
    expect(warnings).toEqual([]);
  });

  it("agrees with the validators on typical bodies", async () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(JSON.parse(await readFile(join(generated, "schema/100/authorize.request.schema.json"), "utf8")) as object);
    const good = {
      apiOperation: "AUTHORIZE",
      order: { currency: "USD", amount: "1.00", item: [{ name: "a", quantity: "1", unitPrice: "1.00" }] },
    };
    expect(validate(good)).toBe(true);
    expect(validate({ ...good, order: { ...good.order, currency: "usd" } })).toBe(false);
    expect(validate({ apiOperation: "AUTHORIZE", order: { currency: "USD" } })).toBe(false);
    expect(validate({ ...good, order: { ...good.order, item: [{ name: "a", quantity: "1", unitPrice: "1", colour: "red" }] } })).toBe(
      false,
    );
  });
});
