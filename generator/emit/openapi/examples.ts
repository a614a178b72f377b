// The docs' example calls (emit/plan/example-calls.ts) as OpenAPI examples: each request variant's
// body as a named example (named after its discriminator value, so that a tool picks the request and
// its answer by one name), the double's answer under the status it answers with, and the path
// identifiers' values.

import type { OperationIR } from "../../ir/ir.js";
import type { ExampleCall } from "../plan/example-calls.js";
import type { JsonSchema } from "../shared/schema-for-node.js";

/** The calls of the operations that share one version's path. */
export function callsOf(calls: readonly ExampleCall[], operations: readonly OperationIR[]): ExampleCall[] {
  return calls.filter((call) => operations.includes(call.operation));
}

function named(calls: readonly ExampleCall[], value: (call: ExampleCall) => unknown, what: string): JsonSchema {
  return Object.fromEntries(
    calls.map((call) => [
      call.operation.name,
      { summary: `${call.operation.title}, version ${call.operation.version}: ${what}`, value: value(call) },
    ]),
  );
}

/** `examples` of the request body: one per variant. */
export function requestExamples(calls: readonly ExampleCall[]): JsonSchema {
  return calls.length === 0 ? {} : { examples: named(calls, (call) => call.request, "the docs' example request") };
}

/** Status -> `examples` of the response the double gives each variant's example request. */
export function responseExamples(calls: readonly ExampleCall[]): Map<number, JsonSchema> {
  const byStatus = new Map<number, ExampleCall[]>();
  for (const call of calls) byStatus.set(call.status, [...(byStatus.get(call.status) ?? []), call]);
  return new Map(
    [...byStatus].map(([status, answered]) => [
      status,
      named(answered, (call) => call.response, "the gateway double's answer on a new order"),
    ]),
  );
}

/** The example value of a path identifier (the same in every call). */
export function parameterExample(calls: readonly ExampleCall[], name: string): JsonSchema {
  const value = calls[0]?.identifiers.find((identifier) => identifier.name === name)?.value;
  return value === undefined ? {} : { example: value };
}
