// The calls the guides make, in TypeScript and curl: each on its own order (so that every block of
// every guide runs, in page order, against one double), with the examples' merchant and password,
// and a body built from the IR: the smallest valid request, its rules kept.

import type { GatewayIR, OperationIR, StringNode } from "../../../ir/ir.js";
import { defaultVersions } from "../../emitter.js";
import { EXAMPLE_PASSWORD, exampleCalls, withChosenValues, type ExampleCall, type IdentifierRole } from "../../plan/example-calls.js";
import { chosenValues } from "../../plan/values/chosen-values.js";
import { exampleValue, accepts } from "../../plan/values/example-values.js";
import { keepRules } from "../../plan/values/rules.js";
import type { Body } from "../../plan/values/bodies.js";
import { identifier, literal } from "../../shared/code.js";
import { typeScriptLiteral } from "../snippets.js";

/** The operation the guides call, its example call (identifiers, base URL), and its smallest valid body. */
export interface GuideSubject {
  operation: OperationIR;
  call: ExampleCall;
  body: Body;
  discriminator: string;
}

/** The first operation the client calls by default, with its example call; none without client and double. */
export function guideSubject(ir: GatewayIR): GuideSubject | undefined {
  const operation = defaultVersions(ir)[0];
  const call = exampleCalls(ir).find((candidate) => candidate.operation === operation);
  if (operation === undefined || call === undefined) return undefined;
  const body = exampleValue(operation.request.root) as Body;
  keepRules(operation.request, body, new Set(), { paths: new Set() });
  return {
    operation,
    call,
    body: withChosenValues(operation, body, chosenValues(ir.api, operation.name)),
    discriminator: ir.api.endpoint.discriminator,
  };
}

/** The value of the identifier of a role in the subject's example call. */
export function identifierValue(subject: GuideSubject, role: IdentifierRole): string {
  return subject.call.identifiers.find((entry) => entry.role === role)?.value ?? "";
}

/** An order id of its own for guide block `tag` (`order-guide-2`), within the identifier's bounds. */
export function guideOrderId(ir: GatewayIR, subject: GuideSubject, tag: number): string {
  const name = subject.call.identifiers.find((entry) => entry.role === "order")?.name;
  const type: StringNode | undefined = ir.api.pathParameters.find((parameter) => parameter.name === name)?.type;
  const candidate = `order-guide-${tag}`;
  return type === undefined || accepts(type, candidate) ? candidate : `${identifierValue(subject, "order")}${tag}`;
}

/** `new GatewayClient({ baseUrl, <merchant option>, apiPassword })` with the base URL as the given expression. */
export function clientConstruction(subject: GuideSubject, baseUrl: string): string {
  const merchant = subject.call.identifiers.find((entry) => entry.role === "merchant" && entry.argument !== undefined);
  const options = [
    `baseUrl: ${baseUrl}`,
    ...(merchant ? [`${identifier(merchant.argument as string)}: ${literal(merchant.value)}`] : []),
    ...(subject.call.basicUser !== undefined ? [`apiPassword: ${literal(EXAMPLE_PASSWORD)}`] : []),
  ];
  return `new GatewayClient({ ${options.join(", ")} })`;
}

/** The call's parameters: every identifier but the merchant's as its argument, the order's replaced, and the body without the discriminator. */
export function callParameters(subject: GuideSubject, order: string, body: Body = subject.body): string {
  const { [subject.discriminator]: _selector, ...rest } = body;
  const params = Object.fromEntries([
    ...subject.call.identifiers
      .filter((entry) => entry.role !== "merchant" && entry.argument !== undefined)
      .map((entry) => [entry.argument as string, entry.role === "order" ? order : entry.value]),
    ["body", rest],
  ]);
  return typeScriptLiteral(params);
}

/** `startGatewayMock({ merchants: { <merchant>: <password> } })`: the double the guides' TypeScript starts. */
export function doubleStart(subject: GuideSubject): string {
  return `await startGatewayMock({ merchants: { ${literal(identifierValue(subject, "merchant"))}: ${literal(EXAMPLE_PASSWORD)} } })`;
}

/** The path of the subject's call on another order. */
export function pathOnOrder(subject: GuideSubject, order: string): string {
  const example = encodeURIComponent(identifierValue(subject, "order"));
  return subject.call.path.replace(`/${example}/`, `/${encodeURIComponent(order)}/`);
}
