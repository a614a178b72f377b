// Versioning by difference: operations/pay/2.yaml of the minimal fixture `extends: 1`, adds
// order.reference to the request, omits order.custom and adds the rule amount-or-item-amount.
// Checked on the IR, on the emitted JSON Schemas and on the emitted (compiled) validators.

import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GeneratedFile } from "../../generator/emit/emitter.js";
import { emitters } from "../../generator/emit/emitters.js";
import type { FieldNode, GatewayIR, MessageIR, ObjectNode, OperationIR, TypeNode } from "../../generator/ir/ir.js";
import { buildIR, emitAll } from "../../generator/pipeline.js";
import { copyFixture, FIXTURES_ROOT, fixtureWith, makeTempDir, removeTempDirs } from "../support/fixtures.js";

interface ValidationResult {
  valid: boolean;
  errors?: { field: string; validationType: string; explanation: string }[];
}
type Validate = (body: unknown) => ValidationResult;
interface ValidatorsModule {
  validatePay1Request: Validate;
  validatePay2Request: Validate;
  validatePayRequest: Validate;
  validateRequest: (apiOperation: string, version: string | number, body: unknown) => ValidationResult;
}
type JsonSchema = { properties?: Record<string, JsonSchema>; required?: string[]; anyOf?: JsonSchema[] } & Record<string, unknown>;

let ir: GatewayIR;
let clientYaml: string;
let files: GeneratedFile[];
let validators: ValidatorsModule;

beforeAll(async () => {
  clientYaml = await readFile(join(FIXTURES_ROOT, "minimal-spec", "api", "client.yaml"), "utf8");
  ir = await buildIR(await copyFixture("minimal-spec"));
  files = await emitAll(ir, emitters);
  const output = await makeTempDir("minimal-generated-");
  for (const file of files) {
    await mkdir(dirname(join(output, file.path)), { recursive: true });
    await writeFile(join(output, file.path), file.contents);
  }
  validators = (await import(pathToFileURL(join(output, "dist", "validators", "index.js")).href)) as ValidatorsModule;
});

afterAll(removeTempDirs);

function pay(version: string): OperationIR {
  const operation = ir.operations.find((candidate) => candidate.name === "PAY" && candidate.version === version);
  if (!operation) throw new Error(`PAY version ${version} is not in the IR`);
  return operation;
}

/** Every field path of a message, depth first. */
function pathsOf(message: MessageIR): string[] {
  const paths: string[] = [];
  const visit = (node: TypeNode): void => {
    if (node.kind === "array") visit(node.items);
    if (node.kind !== "object") return;
    for (const child of node.fields) {
      paths.push(child.path);
      visit(child.type);
    }
  };
  visit(message.root);
  return paths.sort();
}

function field(message: MessageIR, path: string): FieldNode | undefined {
  let object: ObjectNode = message.root;
  let found: FieldNode | undefined;
  for (const segment of path.split(".")) {
    found = object.fields.find((candidate) => candidate.name === segment.replace(/\[\]$/, ""));
    if (!found) return undefined;
    const type = found.type.kind === "array" ? found.type.items : found.type;
    if (type.kind === "object") object = type;
  }
  return found;
}

function schema(path: string): JsonSchema {
  const file = files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} was not emitted`);
  return JSON.parse(file.contents) as JsonSchema;
}

function orderSchema(version: number): JsonSchema {
  return schema(`schema/${version}/pay.request.schema.json`).properties?.order as JsonSchema;
}

describe("PAY version 2 in the IR", () => {
  it("defines both versions, sorted", () => {
    expect(ir.operations.map((operation) => `${operation.name}@${operation.version}`)).toEqual(["PAY@1", "PAY@2"]);
  });

  it("has the added field, which version 1 lacks", () => {
    expect(field(pay("2").request, "order.reference")?.presence).toBe("optional");
    expect(field(pay("1").request, "order.reference")).toBeUndefined();
  });

  it("lacks the omitted field, which version 1 has", () => {
    expect(field(pay("1").request, "order.custom")?.type.kind).toBe("map");
    expect(field(pay("2").request, "order.custom")).toBeUndefined();
  });

  it("keeps every other field of version 1, with the same presence", () => {
    const changed = new Set(["order.custom", "order.reference"]);
    const inherited = pathsOf(pay("1").request).filter((path) => !changed.has(path));
    expect(inherited).toEqual(
      expect.arrayContaining(["apiOperation", "billing.address.city", "order.amount", "order.currency", "order.id", "order.item[].name"]),
    );
    expect(pathsOf(pay("2").request).filter((path) => !changed.has(path))).toEqual(inherited);
    for (const path of inherited) expect(field(pay("2").request, path)?.presence, path).toBe(field(pay("1").request, path)?.presence);
    expect(field(pay("2").request, "order.id")?.presence).toBe("required");
    expect(field(pay("2").request, "order.item[].name")?.presence).toBe("required");
  });

  it("has the inherited rule and the added one, in that order", () => {
    expect(pay("1").request.rules.map((rule) => rule.id)).toEqual(["order-subtotals"]);
    expect(pay("2").request.rules.map((rule) => rule.id)).toEqual(["order-subtotals", "amount-or-item-amount"]);
  });

  it("inherits the gap, the title, the description and the whole response", () => {
    expect(pay("2").request.gaps).toEqual(pay("1").request.gaps);
    expect(pay("2").request.gaps.map((gap) => gap.includes)).toEqual([["shipping"]]);
    expect(pay("2").title).toBe("Pay");
    expect(pay("2").description).toBe(pay("1").description);
    expect(pay("2").response).toEqual(pay("1").response);
  });

  it("applies the catalogue's per-context variant in the response only", () => {
    const reference = (message: MessageIR) => field(message, "order.reference")?.type;
    expect(reference(pay("2").response)).toMatchObject({ kind: "string", minLength: 1, maxLength: 200 });
    expect(reference(pay("2").request)).toMatchObject({ kind: "string", minLength: 1, maxLength: 40 });
  });
});

describe("PAY version 1 and 2 in the emitted JSON Schema", () => {
  it("adds and removes the same properties as the spec", () => {
    const version1 = Object.keys(orderSchema(1).properties ?? {});
    const version2 = Object.keys(orderSchema(2).properties ?? {});
    expect(version1).toContain("custom");
    expect(version1).not.toContain("reference");
    expect(version2).toContain("reference");
    expect(version2).not.toContain("custom");
    expect(version2.filter((name) => name !== "reference")).toEqual(version1.filter((name) => name !== "custom"));
  });

  it("carries the added at-least-one-of rule in version 2 only", () => {
    expect(orderSchema(1).anyOf).toBeUndefined();
    expect(orderSchema(2).anyOf).toEqual([{ required: ["amount"] }, { required: ["itemAmount"] }]);
    expect(orderSchema(2).required).toEqual(orderSchema(1).required);
  });

  it("names the version in $id and title, and leaves the response otherwise unchanged but for version 1's deprecation", () => {
    const response = (version: number) => schema(`schema/${version}/pay.response.schema.json`);
    expect(response(2).$id).toBe("urn:gateway:schema:2:pay:response");
    expect(response(2).title).toBe("Pay response (version 2)");
    expect(response(1)).toMatchObject({
      deprecated: true,
      description: "Pays for an order. Deprecated since 2026-11-01, sunset 2027-05-01: use PAY version 2 instead.",
    });
    expect(response(2)).toMatchObject({ description: "Pays for an order." });
    expect(response(2)).not.toHaveProperty("deprecated");
    const { $id: _id1, title: _title1, description: _description1, deprecated: _deprecated, ...rest1 } = response(1);
    const { $id: _id2, title: _title2, description: _description2, ...rest2 } = response(2);
    expect(rest2).toEqual(rest1);
  });
});

describe("PAY version 1 and 2 in the emitted validators", () => {
  const base = { apiOperation: "PAY", order: { id: "o-1", currency: "EUR", amount: "10.00" } };

  it("accept the same minimal body", () => {
    expect(validators.validatePay1Request(base)).toEqual({ valid: true });
    expect(validators.validatePay2Request(base)).toEqual({ valid: true });
  });

  it("agree with the spec on the added field", () => {
    const body = { ...base, order: { ...base.order, reference: "ref1" } };
    expect(validators.validatePay2Request(body)).toEqual({ valid: true });
    expect(validators.validatePay1Request(body)).toMatchObject({
      valid: false,
      errors: [{ field: "order.reference", validationType: "UNSUPPORTED" }],
    });
  });

  it("agree with the spec on the omitted field", () => {
    const body = { ...base, order: { ...base.order, custom: { colour: "blue" } } };
    expect(validators.validatePay1Request(body)).toEqual({ valid: true });
    expect(validators.validatePay2Request(body)).toMatchObject({
      valid: false,
      errors: [{ field: "order.custom", validationType: "UNSUPPORTED" }],
    });
  });

  it("apply the added rule in version 2 only", () => {
    const body = { apiOperation: "PAY", order: { id: "o-1", currency: "EUR" } };
    expect(validators.validatePay1Request(body)).toEqual({ valid: true });
    expect(validators.validatePay2Request(body).valid).toBe(false);
  });

  it("apply the inherited rule in both versions", () => {
    const body = { ...base, order: { ...base.order, itemAmount: "6.00", taxAmount: "3.00" } };
    expect(validators.validatePay1Request(body).valid).toBe(false);
    expect(validators.validatePay2Request(body).valid).toBe(false);
    const balanced = { ...base, order: { ...base.order, itemAmount: "7.00", taxAmount: "3.00" } };
    expect(validators.validatePay1Request(balanced)).toEqual({ valid: true });
    expect(validators.validatePay2Request(balanced)).toEqual({ valid: true });
  });

  it("both honour the inherited gap: keys under shipping pass, other unknown keys do not", () => {
    for (const validate of [validators.validatePay1Request, validators.validatePay2Request]) {
      expect(validate({ ...base, shipping: { anything: 1 } })).toEqual({ valid: true });
      expect(validate({ ...base, shippingX: 1 })).toMatchObject({
        valid: false,
        errors: [{ field: "shippingX", validationType: "UNSUPPORTED" }],
      });
    }
  });

  it("dispatch on the version, the unversioned name meaning the version client.yaml states", async () => {
    const body = { ...base, order: { ...base.order, custom: { colour: "blue" } } };
    expect(validators.validateRequest("PAY", 1, body).valid).toBe(true);
    expect(validators.validateRequest("PAY", "2", body).valid).toBe(false);
    expect(validators.validatePayRequest).toBe(validators.validatePay2Request);
    // Stated as 1, the older version: the newest file on disk does not decide.
    const clientFile = files.find((candidate) => candidate.path === "src/client/gateway-client.ts")?.contents ?? "";
    expect(clientFile).toContain('pay: "2"');
    const statedOne = await emitAll(
      await buildIR(await fixtureWith("minimal-spec", { "api/client.yaml": clientYaml.replace("PAY: 2", "PAY: 1") })),
      emitters,
    );
    const index = statedOne.find((candidate) => candidate.path === "src/validators/index.ts")?.contents ?? "";
    expect(index).toMatch(/export const validatePayRequest: .* = validatePay1Request;/);
    expect(statedOne.find((candidate) => candidate.path === "src/client/gateway-client.ts")?.contents).toContain('pay: "1"');
  });
});

describe("PAY version 2 in the reference docs", () => {
  const page = (path: string) => files.find((candidate) => candidate.path === path)?.contents ?? "";

  it("says on its page what it changes from version 1, and nothing of the kind on version 1's", () => {
    const changes = page("docs/2/pay.md").split("## Changes from version 1\n\n")[1]?.split("\n\n")[0];
    expect(changes?.split("\n")).toEqual([
      "- request order.custom: removed without deprecation (was optional map of String), breaking for callers",
      "- request order.reference: added (optional Alphanumeric), compatible",
      "- request order.amount: rule added: amount-or-item-amount: “Either order.amount or order.itemAmount must be given.”, breaking for callers",
    ]);
    expect(page("docs/1/pay.md")).not.toContain("Changes from version");
    expect(page("docs/index.html")).toContain("<h3>Changes from version 1</h3>");
  });

  it("marks the field version 2 added with the version since which it exists, and only that one", () => {
    const rows = page("docs/2/pay.md")
      .split("\n")
      .filter((line) => line.includes("Since version"));
    expect(rows).toEqual([expect.stringMatching(/^\| `order\.reference` \|.*\| O \(optional\) \| Since version 2\. \|/)]);
    expect(page("docs/1/pay.md")).not.toContain("Since version");
  });

  it("links the changelog, with the package version, from the index", () => {
    expect(page("docs/index.md")).toContain("Package version 0.0.0; what changed in each release: [the changelog](../CHANGELOG.md).");
    expect(page("docs/index.html")).toContain('<a href="../CHANGELOG.md">Changelog</a>');
  });
});
