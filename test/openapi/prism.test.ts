// generated/openapi.json fed to Stoplight Prism, a well-kept OpenAPI mock and validator, as a team
// that mocks the gateway from the document would: each operation's example request of the docs is
// in the document, named after its discriminator value; Prism validates it, answers with the named
// example under the status the double answers with, and that answer validates against the document
// and is the double's answer the docs show. A misspelled discriminator value is refused with a
// violation that names the field.

import { createLogger } from "@stoplight/prism-core";
import { getHttpOperationsFromSpec } from "@stoplight/prism-http";
import { createClientFromOperations, type PrismHttp } from "@stoplight/prism-http/dist/client.js";
import { beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_PASSWORD, exampleCalls, type ExampleCall } from "../../generator/emit/plan/example-calls.js";
import { operationPage } from "../../generator/emit/plan/doc-anchors.js";
import { buildIR } from "../../generator/pipeline.js";
import type { GatewayIR } from "../../generator/ir/ir.js";
import { readPageExample } from "../examples/example-pages.js";
import { REPO_ROOT } from "../support/fixtures.js";
import { join } from "node:path";
import { OPENAPI_FILE, readOpenApi, type OpenApiDocument } from "./openapi-document.js";

let prism: PrismHttp;
let calls: ExampleCall[] = [];
let document: OpenApiDocument;
let ir: GatewayIR;

beforeAll(async () => {
  const operations = await getHttpOperationsFromSpec(OPENAPI_FILE);
  prism = createClientFromOperations(operations, {
    mock: { dynamic: false },
    validateRequest: true,
    validateResponse: true,
    checkSecurity: true,
    errors: false,
    upstreamProxy: undefined,
    isProxy: false,
    logger: createLogger("prism-test", undefined, { write: () => undefined }),
  });
  ir = await buildIR(join(REPO_ROOT, "spec"));
  calls = exampleCalls(ir);
  document = await readOpenApi();
});

type Examples = Record<string, { value: unknown }>;
type MediaTypes = Record<string, { examples: Examples }>;
interface OperationObject {
  requestBody: { content: MediaTypes };
  responses: Record<string, { content: MediaTypes }>;
}
type PathItem = { parameters: { name: string; example: string }[] } & Record<string, unknown>;

/** A body through Prism on the example call's path, asking for the call's named example at the double's status. */
function send(call: ExampleCall, body: Record<string, unknown>) {
  const credentials = Buffer.from(`${call.basicUser ?? ""}:${EXAMPLE_PASSWORD}`).toString("base64");
  return prism.put(
    call.path,
    body,
    { headers: { "content-type": "application/json", authorization: `Basic ${credentials}` } },
    { mock: { code: call.status, exampleKey: call.operation.name, dynamic: false } },
  );
}

describe("generated/openapi.json in Prism", () => {
  it("holds the docs' example request of every operation, named after its discriminator value, and its identifiers", async () => {
    expect(calls.map((call) => call.operation)).toEqual(ir.operations);
    for (const call of calls) {
      const page = await readPageExample(join(REPO_ROOT, "generated"), operationPage(call.operation));
      const item = document.paths[ir.api.endpoint.path.replace("{version}", call.operation.version)] as PathItem;
      const operation = item[ir.api.endpoint.method.toLowerCase()] as OperationObject;
      expect(operation.requestBody.content["application/json"]?.examples[call.operation.name]?.value).toEqual(JSON.parse(page.request));
      expect(operation.responses[String(page.status)]?.content["application/json"]?.examples[call.operation.name]?.value).toEqual(
        JSON.parse(page.response),
      );
      // A path's identifiers have one example each: those of the first operation on the path (each
      // operation's example has its own order and transaction).
      const first = calls.find((candidate) => candidate.operation.version === call.operation.version) as typeof call;
      expect(item.parameters.map((parameter) => [parameter.name, parameter.example])).toEqual(
        first.identifiers.map((identifier) => [identifier.name, identifier.value]),
      );
    }
  });

  it("accepts each example request, and answers with its named example under the double's status, which validates", async () => {
    for (const call of calls) {
      const answer = await send(call, call.request);
      expect(answer.violations, call.operation.name).toEqual({ input: [], output: [] });
      expect({ status: answer.status, body: answer.data }).toEqual({ status: call.status, body: call.response });
    }
  });

  it("refuses a misspelled discriminator value with a violation naming the field", async () => {
    const { discriminator } = ir.api.endpoint;
    for (const call of calls) {
      const misspelled = `${call.operation.name.slice(0, -1)}${call.operation.name.endsWith("E") ? "S" : "E"}`;
      const answer = await send(call, { ...call.request, [discriminator]: misspelled });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.violations.input.map((violation) => violation.path?.join("."))).toContain(`body.${discriminator}`);
    }
  });
});
