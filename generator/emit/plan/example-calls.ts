// One example call per operation and version, settled once for every output that shows it (the
// docs, the OpenAPI document): the path identifiers, a valid request built from the IR by the
// example-value builders, and the answer the gateway double gives to it on a new order, made by the
// double's own response builder (templates/package/src/double/response-body.ts) over the recipe
// the double emitter writes, masked as the client masks sensitive fields.

import type { ApiIR, DoubleIR, GatewayIR, OperationIR, PathParameterIR } from "../../ir/ir.js";
import { maskBody, type MaskTable } from "../../../templates/package/src/client/masking.js";
import { providerPath } from "../../../templates/package/src/double/provider-path.js";
import { composeResponse, type CallFacts } from "../../../templates/package/src/double/response-body.js";
import { basicUserParameter, basicUserPrefix } from "../shared/error-facts.js";
import { kebabCase } from "../emitter.js";
import { doubleRecipe } from "./double-recipes.js";
import { addOptionalLeaves, copyBody, type Body } from "./values/bodies.js";
import { accepts, exampleString, exampleValue } from "./values/example-values.js";
import { leafFindingPaths } from "./values/leaf-finding-paths.js";
import { keepRules } from "./values/rules.js";
import { applyChosenValues, chosenValues, type ChosenValue } from "./values/chosen-values.js";

/**
 * The double's clock in every example answer (the examples' tests give it to the double as `now`):
 * a fixed moment, so that the docs never change by themselves, and a believable one, a day after
 * the examples' order date (examples.yaml). A date an example shows that may not be in the past is
 * judged on this day.
 */
export const EXAMPLE_NOW = "2026-12-01T09:30:00.000Z";

/** The examples' day (the date of `EXAMPLE_NOW`). */
export const EXAMPLE_DAY = EXAMPLE_NOW.slice(0, 10);

/** The API password the examples show: a placeholder, which the examples' tests give the double. */
export const EXAMPLE_PASSWORD = "API_PASSWORD";

/** The roles a path identifier can have in a call: whom the call is for, and the order and transaction it is on. */
export type IdentifierRole = "merchant" | "order" | "transaction";

export interface ExampleIdentifier {
  name: string;
  value: string;
  role?: IdentifierRole;
  /** The client's option (the merchant) or call argument that gives it (spec/api/client.yaml). */
  argument?: string;
}

export interface ExampleCall {
  operation: OperationIR;
  identifiers: ExampleIdentifier[];
  /** The endpoint's path with the version and the identifiers filled in (percent-encoded). */
  path: string;
  /** The base URL the examples call: the spec's stand-in (`baseUrlExample`), or its placeholder. */
  baseUrl: string;
  /** Basic authentication's user id, when the spec has Basic authentication with a user id made of an identifier. */
  basicUser?: string;
  request: Body;
  /** The double's status for a request that creates the order, and its answer. */
  status: number;
  response: Body;
  /** The provider page's URL when the answer holds one: a page of the double, its stand-in for the payer's provider. */
  providerUrl?: string;
}

/** Every operation's example call; none without the double and client sections (no answer to show). */
export function exampleCalls(ir: GatewayIR): ExampleCall[] {
  const { double, client } = ir.api;
  if (double === undefined || client === undefined) return [];
  return ir.operations.map((operation) => exampleCall(ir.api, double, operation, exampleIdentifiers(ir.api, double, operation)));
}

/**
 * The path identifiers, each with its role and client argument, and a value its bounds accept; the
 * order and the transaction are the operation's and version's own, so that the examples run one
 * after the other against one double.
 */
function exampleIdentifiers(api: ApiIR, double: DoubleIR, operation: OperationIR): ExampleIdentifier[] {
  const roles = new Map<string, IdentifierRole>([
    [double.pathRoles.order, "order"],
    [double.pathRoles.transaction, "transaction"],
  ]);
  const merchant = basicUserParameter(api);
  if (merchant !== undefined) roles.set(merchant, "merchant");
  return api.pathParameters.map((parameter) => {
    const role = roles.get(parameter.name);
    const argument = api.client?.pathArguments.find((entry) => entry.parameter === parameter.name)?.argument;
    return {
      name: parameter.name,
      value: identifierValue(parameter, role, `${kebabCase(operation.name)}-${operation.version}`),
      ...(role !== undefined ? { role } : {}),
      ...(argument !== undefined ? { argument } : {}),
    };
  });
}

/**
 * `order-authorize-100` (the order and transaction of an operation's version; the merchant is
 * `merchant-1`) where the identifier's bounds take it, else `order-1`, else the plain example value of its type.
 */
function identifierValue(parameter: PathParameterIR, role: IdentifierRole | undefined, own: string): string {
  const owned = role === "order" || role === "transaction" ? [`${role}-${own}`] : [];
  const candidates = role === undefined ? [] : [...owned, `${role}-1`, `${role}1`];
  return candidates.find((candidate) => accepts(parameter.type, candidate)) ?? exampleString(parameter.type);
}

/**
 * The example request: the smallest valid body with every optional leaf of its groups, showing the
 * values spec/api/examples.yaml chose, its rules kept (a total is the sum of the parts shown).
 */
export function exampleRequest(operation: OperationIR, chosen: ReadonlyMap<string, ChosenValue>): Body {
  const body = minimalRequest(operation);
  addOptionalLeaves(operation.request.root, body);
  return withChosenValues(operation, body, chosen);
}

/** A valid body of the operation's request with the chosen values laid over it, its rules then kept again. */
export function withChosenValues(operation: OperationIR, body: Body, chosen: ReadonlyMap<string, ChosenValue>): Body {
  applyChosenValues(operation.request, body, chosen);
  keepRules(operation.request, body, new Set(), { paths: new Set() });
  // A field a rule added (a required-if's) shows its chosen value too; the totals follow again.
  applyChosenValues(operation.request, body, chosen);
  return keepRules(operation.request, body, new Set(), { paths: new Set() });
}

/** The smallest request that keeps every checkable rule: the required fields and what the rules require. */
export function minimalRequest(operation: OperationIR): Body {
  return keepRules(operation.request, exampleValue(operation.request.root) as Body, new Set(), { paths: new Set() });
}

function exampleCall(api: ApiIR, double: DoubleIR, operation: OperationIR, identifiers: ExampleIdentifier[]): ExampleCall {
  const valueOf = (role: IdentifierRole) => identifiers.find((identifier) => identifier.role === role)?.value ?? "";
  const path = identifiers.reduce(
    (filled, identifier) => filled.replace(`{${identifier.name}}`, encodeURIComponent(identifier.value)),
    api.endpoint.path.replace("{version}", encodeURIComponent(operation.version)),
  );
  const baseUrl = api.endpoint.baseUrlExample ?? api.endpoint.baseUrl;
  const facts: CallFacts = {
    parameters: new Map(identifiers.map((identifier) => [identifier.name, identifier.value])),
    version: operation.version,
    orderCreated: EXAMPLE_NOW,
    now: EXAMPLE_NOW,
    redirectUrl: `${baseUrl}${providerPath(valueOf("merchant"), valueOf("order"))}`,
  };
  const request = exampleRequest(operation, chosenValues(api, operation.name));
  const answer = composeResponse(doubleRecipe(operation, double), copyBody(request), facts, {
    validate: (body) => {
      const errors = leafFindingPaths(operation.response.root, body);
      return errors.length === 0 ? { valid: true } : { valid: false, errors };
    },
    fieldOf: (path) => path,
    mask: (body) => maskBody(body, maskTable(api)) as Body,
  });
  if (answer.findings.length > 0)
    throw new Error(`the double's example answer to ${operation.name} ${operation.version} breaks ${answer.findings.join(", ")}`);
  const merchant = identifiers.find((identifier) => identifier.role === "merchant");
  const showsProvider = JSON.stringify(answer.body).includes(facts.redirectUrl);
  return {
    operation,
    identifiers,
    path,
    baseUrl,
    ...(merchant !== undefined && hasBasic(api) ? { basicUser: `${basicUserPrefix(api)}${merchant.value}` } : {}),
    request,
    status: createdStatus(double),
    response: answer.body,
    ...(showsProvider ? { providerUrl: facts.redirectUrl } : {}),
  };
}

function hasBasic(api: ApiIR): boolean {
  return api.authentication?.schemes.some((scheme) => scheme.userParameter !== undefined) ?? false;
}

/** The status the double answers a request that creates its order with (the `created` role of spec/api/double.yaml). */
function createdStatus(double: DoubleIR): number {
  const status = double.statuses.find((candidate) => candidate.role === "created");
  if (status === undefined) throw new Error("spec/api/double.yaml has no created status");
  return status.code;
}

function maskTable(api: ApiIR): MaskTable {
  return new Map(api.sensitivity.flatMap((sensitive) => sensitive.paths.map((path) => [path, sensitive.mask] as const)));
}
