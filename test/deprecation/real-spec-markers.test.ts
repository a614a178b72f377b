// The real spec deprecates nothing (its source document says the deprecation policy is "not shown");
// here a scratch copy of it gains markers: VERIFY 100 (the only version of VERIFY, so the operation
// as a whole), INITIATE_BROWSER_PAYMENT 17, the catalogue row order.customerNote and the shared
// address's stateProvince (replaced by a member of its own group). Each output must carry them:
// the models' JSDoc (read with ts-morph), the client's method and its one-time warning, JSON Schema,
// OpenAPI, the Markdown and HTML docs, and the change report against the spec as it is.

import { cp, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Project, SyntaxKind, type JSDocableNode } from "ts-morph";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compareSurfaces, reportMarkdown } from "../../generator/changes/report.js";
import { surfaceOf } from "../../generator/changes/surface.js";
import { emitters } from "../../generator/emit/emitters.js";
import { buildIR, emitAll } from "../../generator/pipeline.js";
import type { GatewayIR } from "../../generator/ir/ir.js";
import { makeTempDir, removeTempDirs, REPO_ROOT } from "../support/fixtures.js";

type Package = typeof import("../../generated/dist/index.js");

const VERIFY_WORDS = "since 2026-11-01, sunset 2027-05-01: use AUTHORIZE instead";
const NOTE_WORDS = "since 2026-12-01: use order.description instead";

/** The markers, each written into the file that defines what it deprecates. */
const EDITS: Record<string, [string, string]> = {
  "operations/verify/100.yaml": [
    "\nrequest:",
    '\ndeprecated: { since: "2026-11-01", sunset: "2027-05-01", replacement: { operation: AUTHORIZE } }\nrequest:',
  ],
  "operations/initiate-browser-payment/17.yaml": ["\nrequest:", '\ndeprecated: { since: "2026-10-01" }\nrequest:'],
  "fields/order.yaml": [
    "  order.customerNote:\n",
    '  order.customerNote:\n    deprecated: { since: "2026-12-01", replacement: order.description }\n',
  ],
  "groups/address.yaml": [
    "  stateProvince:\n",
    '  stateProvince:\n    deprecated: { since: "2026-12-01", replacement: stateProvinceCode }\n',
  ],
};

let released: GatewayIR;
let marked: GatewayIR;
let out: string;
let generated: Package;

beforeAll(async () => {
  const spec = join(await makeTempDir("spec-deprecated-"), "spec");
  await cp(join(REPO_ROOT, "spec"), spec, { recursive: true });
  for (const [file, [from, to]] of Object.entries(EDITS)) {
    const text = await readFile(join(spec, file), "utf8");
    expect(text, file).toContain(from);
    await writeFile(join(spec, file), text.replace(from, to));
  }
  [released, marked] = [await buildIR(join(REPO_ROOT, "spec")), await buildIR(spec)];
  out = await makeTempDir("generated-deprecated-");
  for (const file of await emitAll(marked, emitters)) {
    await mkdir(dirname(join(out, file.path)), { recursive: true });
    await writeFile(join(out, file.path), file.contents);
  }
  generated = (await import(pathToFileURL(join(out, "dist", "index.js")).href)) as Package;
}, 120_000);

afterAll(removeTempDirs);

const read = (path: string) => readFile(join(out, path), "utf8");

/** The text of each `@deprecated` tag of a declaration's JSDoc. */
function deprecatedTags(node: JSDocableNode): string[] {
  return node
    .getJsDocs()
    .flatMap((doc) => doc.getTags())
    .filter((tag) => tag.getTagName() === "deprecated")
    .map((tag) => tag.getCommentText()?.replace(/\s+/g, " ").trim() ?? "");
}

describe("the models' and the client's JSDoc", () => {
  const project = new Project({ skipAddingFilesFromTsConfig: true, skipFileDependencyResolution: true });
  const source = async (path: string) => project.createSourceFile(path, await read(path), { overwrite: true });

  it("marks a deprecated version's request and response types, with since, sunset and replacement", async () => {
    const verify = await source("src/models/verify-100.ts");
    expect(deprecatedTags(verify.getInterfaceOrThrow("VerifyRequest"))).toEqual([`${VERIFY_WORDS.replace(/^s/, "S")}.`]);
    expect(deprecatedTags(verify.getInterfaceOrThrow("VerifyResponse"))).toEqual([`${VERIFY_WORDS.replace(/^s/, "S")}.`]);
    expect(
      deprecatedTags((await source("src/models/initiate-browser-payment-17.ts")).getInterfaceOrThrow("InitiateBrowserPaymentRequest")),
    ).toEqual(["Since 2026-10-01."]);
    expect(deprecatedTags((await source("src/models/authorize-100.ts")).getInterfaceOrThrow("AuthorizeRequest"))).toEqual([]);
  });

  it("marks a deprecated field wherever it appears, and no other", async () => {
    const authorize = await source("src/models/authorize-100.ts");
    const tagged = authorize
      .getDescendantsOfKind(SyntaxKind.PropertySignature)
      .filter((property) => deprecatedTags(property).length > 0)
      .map(
        (property) =>
          `${property.getFirstAncestorByKind(SyntaxKind.InterfaceDeclaration)?.getName() ?? ""}.${property.getName()}: ${deprecatedTags(property).join()}`,
      );
    expect(tagged).toEqual(
      expect.arrayContaining([
        `AuthorizeRequestOrder.customerNote: ${NOTE_WORDS.replace(/^s/, "S")}.`,
        // The group's member names its replacement within the group: here, where the group is mounted.
        "AuthorizeRequestOrderStatementDescriptorAddress.stateProvince: Since 2026-12-01: use order.statementDescriptor.address.stateProvinceCode instead.",
        "AuthorizeRequestOrderSubMerchantAddress.stateProvince: Since 2026-12-01: use order.subMerchant.address.stateProvinceCode instead.",
      ]),
    );
    expect(tagged.every((line) => /\.(customerNote|stateProvince):/.test(line))).toBe(true);
  });

  it("marks the method of an operation whose every version is deprecated, and only that one", async () => {
    const client = (await source("src/client/gateway-client.ts")).getClassOrThrow("GatewayClient");
    expect(deprecatedTags(client.getMethodOrThrow("verify"))).toEqual([`${VERIFY_WORDS.replace(/^s/, "S")}.`]);
    expect(deprecatedTags(client.getMethodOrThrow("initiateBrowserPayment"))).toEqual(["Since 2026-10-01."]);
    expect(deprecatedTags(client.getMethodOrThrow("authorize"))).toEqual([]);
  });
});

describe("JSON Schema and OpenAPI", () => {
  it("says deprecated: true on a deprecated version's messages and on a deprecated field's property", async () => {
    const schema = JSON.parse(await read("schema/100/verify.request.schema.json")) as Record<string, unknown> & {
      properties: { order: { properties: Record<string, { deprecated?: boolean; description?: string }> } };
    };
    expect(schema.deprecated).toBe(true);
    expect(schema.description).toContain(`Deprecated ${VERIFY_WORDS}.`);
    expect(schema.properties.order.properties.customerNote).toMatchObject({ deprecated: true, description: `Deprecated ${NOTE_WORDS}.` });
    expect(schema.properties.order.properties.description?.deprecated).toBeUndefined();
    expect(JSON.parse(await read("schema/100/authorize.request.schema.json"))).not.toHaveProperty("deprecated");
  });

  it("marks an operation deprecated where every operation on its path is, and the message schemas of each deprecated version", async () => {
    const openapi = JSON.parse(await read("openapi.json")) as {
      paths: Record<string, { put: { deprecated?: boolean; description: string } }>;
      components: { schemas: Record<string, { deprecated?: boolean; properties?: Record<string, unknown> }> };
    };
    const at = (version: string) => Object.entries(openapi.paths).find(([path]) => path.includes(`/version/${version}/`))?.[1].put;
    expect(at("17")?.deprecated).toBe(true);
    // VERIFY and AUTHORIZE share version 100's path, and AUTHORIZE is not deprecated.
    expect(at("100")?.deprecated).toBeUndefined();
    expect(at("100")?.description).toContain(`Deprecated ${VERIFY_WORDS}.`);
    const schemas = openapi.components.schemas;
    expect([schemas.Verify100Request?.deprecated, schemas.Verify100Response?.deprecated, schemas.Authorize100Request?.deprecated]).toEqual([
      true,
      true,
      undefined,
    ]);
    // The order group is a component of its own, named by its place (or inline, in older layouts).
    const orderAt = schemas.Authorize100Request?.properties?.order as {
      $ref?: string;
      allOf?: unknown[];
      properties?: Record<string, { deprecated?: boolean }>;
    };
    const order = (orderAt.$ref === undefined ? orderAt : schemas[orderAt.$ref.replace("#/components/schemas/", "")]) as typeof orderAt;
    const properties =
      order.properties ?? Object.assign({}, ...((order.allOf ?? []) as { properties?: object }[]).map((part) => part.properties));
    expect((properties as Record<string, { deprecated?: boolean }>).customerNote?.deprecated).toBe(true);
  });
});

describe("the reference docs", () => {
  it("badge a deprecated version in Markdown, with its dates and a link to what replaces it", async () => {
    const page = await read("docs/100/verify.md");
    expect(page).toContain("# Verify (version 100, deprecated)");
    expect(page).toContain(`**Deprecated** ${VERIFY_WORDS.replace("AUTHORIZE", "[AUTHORIZE](../100/authorize.md)")}.`);
    expect(await read("docs/100/authorize.md")).not.toContain("deprecated");
    expect(await read("docs/index.md")).toContain("| [Verify](100/verify.md) (deprecated) | 100 |");
  });

  it("badge a deprecated field in the Markdown tables", async () => {
    const row = (await read("docs/100/authorize.md")).split("\n").find((line) => line.startsWith("| `order.customerNote` |"));
    expect(row).toContain("**Deprecated** since 2026-12-01: use `order.description` instead.");
  });

  it("badge a deprecated version and field in the HTML page, linking what replaces them", async () => {
    const html = await read("docs/index.html");
    expect(html).toContain('<h2>Verify <small>version 100</small> <span class="deprecated">deprecated</span></h2>');
    expect(html).toContain('use <a href="#authorize-100"><code>AUTHORIZE</code></a> instead.');
    expect(html).toMatch(
      /id="authorize-100-request-order.customerNote">.*?<span class="deprecated">deprecated<\/span>.*?use <a href="#authorize-100-request-order.description"><code>order.description<\/code><\/a> instead/,
    );
    expect(html).toContain(".deprecated {");
  });
});

describe("the client", () => {
  it("warns once per client and deprecated version, with since, sunset and replacement, and never for the others", async () => {
    const { GatewayClient, startGatewayMock } = generated;
    const double = await startGatewayMock({ merchants: { MERCHANT01: "secret-password" } });
    try {
      const warnings: string[] = [];
      const options = {
        baseUrl: double.url,
        merchantId: "MERCHANT01",
        apiPassword: "secret-password",
        onWarning: (message: string) => warnings.push(message),
      };
      const client = new GatewayClient(options);
      const verify = (order: string) => client.verify({ orderId: order, transactionId: "1", body: { order: { currency: "USD" } } });
      await verify("order-1");
      await verify("order-2");
      await client.verify({ orderId: "order-3", transactionId: "1", body: { order: { currency: "USD" } } }, { version: "100" });
      expect(warnings).toEqual([`VERIFY 100: Deprecated ${VERIFY_WORDS}.`]);
      await client
        .authorize({
          orderId: "order-4",
          transactionId: "1",
          body: {
            order: { amount: "10.00", currency: "USD" },
            sourceOfFunds: { provided: { card: { number: "4111111111111111", expiry: { month: "1", year: "39" } } } },
          },
        } as never)
        .catch(() => undefined);
      expect(warnings).toHaveLength(1);
      // Another client tells its own onWarning again.
      await new GatewayClient(options).verify({ orderId: "order-5", transactionId: "1", body: { order: { currency: "USD" } } });
      expect(warnings).toEqual([`VERIFY 100: Deprecated ${VERIFY_WORDS}.`, `VERIFY 100: Deprecated ${VERIFY_WORDS}.`]);
    } finally {
      await double.close();
    }
  });

  it("does not warn for a call refused before it is sent", async () => {
    const warnings: string[] = [];
    const client = new generated.GatewayClient({
      baseUrl: "http://127.0.0.1:9",
      merchantId: "MERCHANT01",
      onWarning: (message) => warnings.push(message),
    });
    await expect(client.verify({ orderId: "order-1", transactionId: "1", body: { order: { currency: "dollars" } } })).rejects.toThrow();
    expect(warnings).toEqual([]);
  });
});

describe("the change report against the spec as it is", () => {
  it("lists each deprecation as a compatible change with its words: a minor release", () => {
    const report = compareSurfaces(surfaceOf(released), surfaceOf(marked), { from: "spec", to: "spec with deprecations" });
    expect(report.bump).toBe("minor");
    const deprecations = report.changes.filter((change) => change.kind === "deprecated");
    expect(deprecations.every((change) => !change.breaking && change.bump === "minor")).toBe(true);
    // The shared group's entry in the reference changes too: documentation.
    expect(report.changes.filter((change) => change.kind !== "deprecated")).toEqual([
      expect.objectContaining({
        kind: "documentation-changed",
        path: "address",
        facet: "shared group stateProvince: deprecated",
        level: "documentation",
      }),
    ]);
    expect(report.changes).toContainEqual(
      expect.objectContaining({ operation: "VERIFY", version: "100", direction: "api", path: "", after: VERIFY_WORDS }),
    );
    expect(report.changes).toContainEqual(
      expect.objectContaining({
        operation: "AUTHORIZE",
        version: "100",
        direction: "request",
        path: "order.customerNote",
        after: NOTE_WORDS,
      }),
    );
    expect(reportMarkdown(report)).toContain(`- Deprecated \`${VERIFY_WORDS}\``);
  });
});
