// generated/openapi.json: valid OpenAPI 3.1 (checked by @readme/openapi-parser); faithful to the IR
// (one path per version with the path parameters and their bounds, one request and one response per
// operation selected by the discriminator, the error shape, Basic and mutual TLS); its schemas accept
// the spec's bodies; and openapi-typescript turns it into types that sample requests check against.

import { validate, compileErrors } from "@readme/openapi-parser";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FieldNode, GatewayIR, ObjectNode, OperationIR } from "../../generator/ir/ir.js";
import { validBody } from "../support/arbitraries.js";
import { exampleBody } from "../support/example-bodies.js";
import { makeTempDir, removeTempDirs } from "../support/fixtures.js";
import { allFields, isRequiredPresence, loadGatewayIR } from "../support/gateway-ir.js";
import { componentValidator, readOpenApi, resolveReference, type OpenApiDocument } from "./openapi-document.js";
import { typeCheckSamples, type TypedSample } from "./type-check.js";

type Json = Record<string, unknown>;

let ir: GatewayIR;
let document: OpenApiDocument;

beforeAll(async () => {
  ir = await loadGatewayIR();
  document = await readOpenApi();
});

afterAll(removeTempDirs);

function versionsOf(gateway: GatewayIR): Map<string, OperationIR[]> {
  const versions = new Map<string, OperationIR[]>();
  for (const operation of gateway.operations) versions.set(operation.version, [...(versions.get(operation.version) ?? []), operation]);
  return versions;
}

const pathOf = (version: string) => ir.api.endpoint.path.replace("{version}", version);
const method = () => ir.api.endpoint.method.toLowerCase();
const operationAt = (version: string) => document.paths[pathOf(version)]?.[method()] as Json;

function requestSchemaAt(version: string): Json {
  const content = (operationAt(version).requestBody as { content: Record<string, { schema: Json }> }).content;
  return content["application/json"]?.schema as Json;
}

/** The one value a message schema allows for the discriminator. */
function selectedBy(schema: Json): unknown {
  return ((schema.properties as Record<string, Json>)[ir.api.endpoint.discriminator] as Json).enum;
}

function references(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => references(item, found));
  else if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string") found.push(child);
      else references(child, found);
    }
  }
  return found;
}

describe("generated/openapi.json", () => {
  it("is valid OpenAPI 3.1 for @readme/openapi-parser, without warnings", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(document) as unknown as Parameters<typeof validate>[0]);
    expect(result.valid ? "" : compileErrors(result)).toBe("");
    expect(result.warnings).toEqual([]);
  });

  it("has one path per API version, with the IR's path parameters and their bounds", () => {
    const versions = [...versionsOf(ir).keys()];
    expect(Object.keys(document.paths).sort()).toEqual(versions.map(pathOf).sort());
    for (const version of versions) {
      const parameters = document.paths[pathOf(version)]?.parameters as Json[];
      expect(parameters.map((parameter) => parameter.name)).toEqual(ir.api.pathParameters.map((parameter) => parameter.name));
      for (const parameter of ir.api.pathParameters) {
        const emitted = parameters.find((candidate) => candidate.name === parameter.name) as Json;
        expect(emitted).toMatchObject({ in: "path", required: true, description: parameter.description });
        expect(emitted.schema).toMatchObject({ type: "string", minLength: parameter.type.minLength, maxLength: parameter.type.maxLength });
      }
    }
  });

  it("selects each version's operations by the discriminator, one request schema each", () => {
    for (const [version, operations] of versionsOf(ir)) {
      const schema = requestSchemaAt(version);
      const alternatives = operations.length === 1 ? [schema] : (schema.oneOf as Json[]);
      expect(alternatives.map((alternative) => selectedBy(resolveReference(document, alternative)))).toEqual(
        operations.map((operation) => [operation.name]),
      );
      if (operations.length > 1) {
        const discriminator = schema.discriminator as { propertyName: string; mapping: Record<string, string> };
        expect(discriminator.propertyName).toBe(ir.api.endpoint.discriminator);
        for (const operation of operations)
          expect(selectedBy(resolveReference(document, { $ref: discriminator.mapping[operation.name] }))).toEqual([operation.name]);
      }
    }
  });

  it("answers with the operation's response on success and with the section 7 error shape otherwise", () => {
    // The spec's double section gives the statuses; without one, responses.test.ts covers the default.
    const statuses = ir.api.double?.statuses;
    if (statuses === undefined) throw new Error("spec/api/double.yaml gives no status table");
    const codesCarrying = (carries: string) => statuses.filter((status) => status.carries === carries).map((status) => status.code);
    for (const [version, operations] of versionsOf(ir)) {
      const responses = operationAt(version).responses as Record<string, { content: Record<string, { schema: Json }> }>;
      const schemaOf = (code: number | string) => responses[String(code)]?.content["application/json"]?.schema as Json;
      const titles = (schema: Json) =>
        (operations.length === 1 && schema.$ref !== undefined ? [schema] : (schema.anyOf as Json[])).map(
          (alternative) => resolveReference(document, alternative).title,
        );
      const responseTitles = operations.map((operation) => `${operation.title} response (version ${operation.version})`);
      expect(codesCarrying("error").length).toBeGreaterThan(0);
      for (const code of codesCarrying("error")) expect(resolveReference(document, schemaOf(code)).properties).toHaveProperty("error");
      expect(codesCarrying("response").length).toBeGreaterThan(0);
      for (const code of codesCarrying("response")) expect(titles(schemaOf(code))).toEqual(responseTitles);
    }
  });

  it("declares Basic and mutual TLS, either one sufficient", () => {
    const schemes = document.components.securitySchemes ?? {};
    expect(Object.values(schemes).map((scheme) => scheme.type)).toEqual(expect.arrayContaining(["http", "mutualTLS"]));
    expect(Object.values(schemes).find((scheme) => scheme.type === "http")?.scheme).toBe("basic");
    expect(document.security).toEqual(Object.keys(schemes).map((name) => ({ [name]: [] })));
  });

  it("resolves every $ref to a component, and uses every component", () => {
    const used = new Set(references(document).map((reference) => reference.replace("#/components/schemas/", "")));
    const defined = Object.keys(document.components.schemas);
    for (const name of used) expect(defined, name).toContain(name);
    expect(defined.filter((name) => !used.has(name))).toEqual([]);
    expect(defined.length).toBeGreaterThan(ir.operations.length * 2 + 1);
  });
});

/** `order.item[]` or `INITIATE_BROWSER_PAYMENT` as capitalised words: `OrderItem`, `InitiateBrowserPayment`. */
function words(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) =>
      /^[A-Z0-9]+$/.test(word) ? `${word.charAt(0)}${word.slice(1).toLowerCase()}` : `${word.charAt(0).toUpperCase()}${word.slice(1)}`,
    )
    .join("");
}

/** The schema of a field in a message component, following `$ref`s on the way. */
function propertyAt(schema: Json, specPath: string): Json {
  let current = schema;
  for (const segment of specPath.split(".")) {
    if (current.$ref !== undefined) current = resolveReference(document, current);
    const property = (current.properties as Record<string, Json>)[segment.replace(/\[\]$/, "")] as Json;
    current = segment.endsWith("[]") ? (property.items as Json) : property;
  }
  return current;
}

/** The message components that use each other component, directly or through other components. */
function usersOf(components: Record<string, Json>, messages: ReadonlySet<string>): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>();
  const visit = (message: string, schema: unknown, seen: Set<string>): void => {
    for (const reference of references(schema)) {
      const name = reference.replace("#/components/schemas/", "");
      if (seen.has(name)) continue;
      seen.add(name);
      users.set(name, (users.get(name) ?? new Set()).add(message));
      visit(message, components[name], seen);
    }
  };
  for (const message of messages) visit(message, components[message], new Set());
  return users;
}

describe("components of generated/openapi.json", () => {
  it("names every object by its place: one message each, the message's name and the object's path", () => {
    const messages = new Set(
      Object.entries(document.components.schemas)
        .filter(([, schema]) => /^.+ (request|response) \(version .+\)$/.test(String(schema.title)))
        .map(([name]) => name),
    );
    expect(messages.size).toBe(ir.operations.length * 2);
    // No component serves two messages: a name that says how many places share a shape would move
    // whenever an operation, a version or a field adds a place or splits a shape.
    const users = usersOf(document.components.schemas, messages);
    expect([...users].filter(([, each]) => each.size > 1)).toEqual([]);
    const objects = ir.operations.flatMap((operation) =>
      (["request", "response"] as const).flatMap((direction) =>
        allFields(operation[direction].root)
          .filter((field) => field.type.kind === "object" || (field.type.kind === "array" && field.type.items.kind === "object"))
          .map((field) => ({ operation, direction, path: field.path })),
      ),
    );
    expect(objects.length).toBeGreaterThan(ir.operations.length * 2);
    for (const { operation, direction, path } of objects) {
      const message = `${words(operation.name)}${operation.version}${words(direction)}`;
      const property = propertyAt(document.components.schemas[message] as Json, path);
      expect(property.$ref, `${message} ${path}`).toBe(`#/components/schemas/${message}${words(path)}`);
      expect([...(users.get(`${message}${words(path)}`) ?? [])]).toEqual([message]);
    }
    const item = objects.find(({ path }) => path.endsWith("[]"));
    expect(item, "an object in a list").toBeDefined();
  });

  it("gives each recorded spec group mount the group's description", () => {
    // Where the IR records that a spec group is mounted (FieldNode.group), the mount is a component.
    const mounts = ir.operations.flatMap((operation) =>
      (["request", "response"] as const).flatMap((direction) =>
        allFields(operation[direction].root).flatMap((field) => {
          const group = field.group;
          return group === undefined ? [] : [{ operation, direction, field, group }];
        }),
      ),
    );
    expect(mounts.length).toBeGreaterThan(0);
    for (const { operation, direction, field, group } of mounts) {
      const message = Object.values(document.components.schemas).find(
        (schema) => schema.title === `${operation.title} ${direction} (version ${operation.version})`,
      ) as Json;
      const mounted = propertyAt(message, field.path);
      expect(mounted.$ref, `${operation.name} ${direction} ${field.path}`).toMatch(/^#\/components\/schemas\//);
      expect(resolveReference(document, mounted).description).toBe(ir.groups.find((candidate) => candidate.name === group)?.description);
    }
  });
});

describe("schemas of generated/openapi.json", () => {
  const ajv = () => {
    const instance = new Ajv2020({ allErrors: true, strict: false });
    addFormats.default(instance);
    return instance;
  };

  it("accept each operation's bodies through the version's request body (exactly one oneOf branch)", () => {
    const validator = ajv();
    for (const [version, operations] of versionsOf(ir)) {
      const check = componentValidator(validator, document, requestSchemaAt(version));
      for (const operation of operations) {
        for (const body of [exampleBody(operation.request), ...fc.sample(validBody(operation, "request"), { seed: 7, numRuns: 20 })]) {
          expect(check(body), `${operation.name}: ${JSON.stringify(check.errors)}`).toBe(true);
          expect(check({ ...body, [ir.api.endpoint.discriminator]: "NOT_AN_OPERATION" })).toBe(false);
        }
      }
    }
  });

  it("accept the error shape of section 7 and refuse an unknown cause", () => {
    const check = componentValidator(ajv(), document, { $ref: "#/components/schemas/ErrorResponse" });
    const error = {
      result: "ERROR",
      error: { cause: "INVALID_REQUEST", field: "order.amount", validationType: "INVALID", explanation: "x" },
    };
    expect(check(error)).toBe(true);
    expect(check({ ...error, error: { cause: "NOT_A_CAUSE" } })).toBe(false);
  });
});

/** The first required string field on the way down the required groups, for a wrong-type body. */
function requiredStringPath(root: ObjectNode, discriminator: string): string[] | undefined {
  for (const field of root.fields.filter((candidate: FieldNode) => isRequiredPresence(candidate) && candidate.name !== discriminator)) {
    if (field.type.kind === "string" || field.type.kind === "enum") return [field.name];
    if (field.type.kind === "object") {
      const below = requiredStringPath(field.type, discriminator);
      if (below) return [field.name, ...below];
    }
  }
  return undefined;
}

function withValue(body: Json, path: readonly string[], value: unknown): Json {
  const [head, ...rest] = path as [string, ...string[]];
  return { ...body, [head]: rest.length === 0 ? value : withValue(body[head] as Json, rest, value) };
}

function samplesOf(operation: OperationIR): TypedSample[] {
  const path = pathOf(operation.version);
  const sample = (label: string, body: unknown, wrong: boolean): TypedSample => ({ label, path, method: method(), body, wrong });
  const minimal = exampleBody(operation.request);
  const random = fc.sample(validBody(operation, "request"), { seed: 11, numRuns: 3 });
  const discriminator = ir.api.endpoint.discriminator;
  const stringPath = requiredStringPath(operation.request.root, discriminator);
  return [
    sample(`${operation.name}: the smallest valid body`, minimal, false),
    ...random.map((body, index) => sample(`${operation.name}: valid body ${index + 1}`, body, false)),
    sample(`${operation.name}: the discriminator as a number`, { ...minimal, [discriminator]: 42 }, true),
    ...(stringPath ? [sample(`${operation.name}: ${stringPath.join(".")} as a number`, withValue(minimal, stringPath, 42), true)] : []),
  ];
}

describe("openapi-typescript on generated/openapi.json", () => {
  it("gives request types that sample bodies of each operation check against, and wrong bodies do not", async () => {
    const samples = ir.operations.flatMap(samplesOf);
    expect(samples.filter((sample) => sample.wrong).length).toBeGreaterThanOrEqual(ir.operations.length * 2);
    const { code, output } = await typeCheckSamples(await makeTempDir("openapi-types-"), samples);
    expect(output).toBe("");
    expect(code).toBe(0);
  });
});
