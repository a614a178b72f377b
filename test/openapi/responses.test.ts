// The responses of a path from the double section's status table: success statuses carry the
// operation's response, the others the error shape; without a table, one default response.

import { describe, expect, it } from "vitest";
import { responsesFor } from "../../generator/emit/openapi/responses.js";

const success = { $ref: "#/components/schemas/Pay1Response" };
const error = { $ref: "#/components/schemas/ErrorResponse" };
const status = {
  created: 201,
  ok: 200,
  invalidRequest: 400,
  unauthenticated: 401,
  notFound: 404,
  serverBusy: 503,
  serverFailed: 500,
  tooLarge: 413,
  methodNotAllowed: 405,
  requestRejected: 403,
};

const schemaOf = (response: unknown) => (response as { content: Record<string, { schema: unknown }> }).content["application/json"]?.schema;

describe("responsesFor", () => {
  it("gives each status of the table its body, in numeric order, saying where the status comes from", () => {
    const responses = responsesFor(success, error, status);
    // 405 is left out: the document describes the endpoint's own method only.
    expect(Object.keys(responses)).toEqual(["200", "201", "400", "401", "403", "404", "413", "500", "503"]);
    for (const code of ["200", "201"]) expect(schemaOf(responses[code])).toEqual(success);
    for (const code of ["400", "401", "403", "404", "413", "500", "503"]) expect(schemaOf(responses[code])).toEqual(error);
    expect(responses["401"]?.description).toMatch(/captures of the live gateway/);
    expect(responses["503"]?.description).toMatch(/spec's choice/);
  });

  it("merges roles that share a status into one response", () => {
    const responses = responsesFor(success, error, { ...status, created: 200 });
    expect(Object.keys(responses)).toEqual(["200", "400", "401", "403", "404", "413", "500", "503"]);
    expect(responses["200"]?.description).toMatch(/existing order.*creates the order/s);
  });

  it("without a status table, answers with one default response: any success body or the error shape", () => {
    const both = { anyOf: [success, { $ref: "#/components/schemas/Pay2Response" }] };
    expect(schemaOf(responsesFor(both, error, undefined).default)).toEqual({ anyOf: [...both.anyOf, error] });
  });
});
