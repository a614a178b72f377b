// The responses of a path from the double section's status table: success statuses carry the
// operation's response, the others the error shape; without a table, one default response.

import { describe, expect, it } from "vitest";
import { responsesFor } from "../../generator/emit/openapi/responses.js";
import type { DoubleStatus } from "../../generator/ir/ir.js";

const success = { $ref: "#/components/schemas/Pay1Response" };
const error = { $ref: "#/components/schemas/ErrorResponse" };
const statuses: DoubleStatus[] = [
  { role: "ok", code: 200, carries: "response", seen: "captures", description: "Success, for a later transaction on an existing order." },
  { role: "created", code: 201, carries: "response", seen: "captures", description: "Success, when the request creates the order." },
  { role: "invalidRequest", code: 400, carries: "error", seen: "captures", description: "A field failed validation." },
  { role: "unauthenticated", code: 401, carries: "error", seen: "captures", description: "The credentials were refused." },
  { role: "notFound", code: 404, carries: "error", seen: "captures", description: "Unknown path." },
  { role: "serverBusy", code: 503, carries: "error", seen: "choice", description: "Busy." },
  { role: "serverFailed", code: 500, carries: "error", seen: "choice", description: "Failure." },
  { role: "tooLarge", code: 413, carries: "error", seen: "choice", description: "Too long." },
  { role: "methodNotAllowed", code: 405, carries: "another-method", seen: "choice", description: "Another method." },
  { role: "requestRejected", code: 403, carries: "error", seen: "choice", description: "Rejected." },
];
const DOCUMENT = "The Pay Interface";
const withCode = (role: string, code: number) => statuses.map((status) => (status.role === role ? { ...status, code } : status));

const schemaOf = (response: unknown) => (response as { content: Record<string, { schema: unknown }> }).content["application/json"]?.schema;

describe("responsesFor", () => {
  it("gives each status of the table its body, in numeric order, saying where the status comes from", () => {
    const responses = responsesFor(success, error, statuses, new Map(), DOCUMENT);
    // 405 is left out: it answers another method, and the document describes the endpoint's own method only.
    expect(Object.keys(responses)).toEqual(["200", "201", "400", "401", "403", "404", "413", "500", "503"]);
    for (const code of ["200", "201"]) expect(schemaOf(responses[code])).toEqual(success);
    for (const code of ["400", "401", "403", "404", "413", "500", "503"]) expect(schemaOf(responses[code])).toEqual(error);
    expect(responses["401"]?.description).toMatch(/captures of the live gateway/);
    expect(responses["401"]?.description).toContain("The Pay Interface does not give HTTP status codes");
    expect(responses["503"]?.description).toMatch(/spec's choice/);
  });

  it("merges roles that share a status into one response", () => {
    const responses = responsesFor(success, error, withCode("created", 200), new Map(), DOCUMENT);
    expect(Object.keys(responses)).toEqual(["200", "400", "401", "403", "404", "413", "500", "503"]);
    expect(responses["200"]?.description).toMatch(/existing order.*creates the order/s);
  });

  it("without a status table, answers with one default response: any success body or the error shape", () => {
    const both = { anyOf: [success, { $ref: "#/components/schemas/Pay2Response" }] };
    expect(schemaOf(responsesFor(both, error, undefined, new Map(), DOCUMENT).default)).toEqual({ anyOf: [...both.anyOf, error] });
  });
});
