// Where a request goes: the endpoint's path (version and path identifiers, each within its bounds
// in section 2.2) and its method. A request that goes nowhere gets the answer that says why.

import type { DoubleDescription } from "./double-description.js";
import { errorResponseOf, findingAsError, invalid } from "../runtime/contract.js";
import { refusalOf, type Reply } from "./answers.js";

/** A call as its path names it: the version, and the path identifiers by name and by role. */
export interface RoutedCall {
  version: string;
  identifiers: ReadonlyMap<string, string>;
  merchant: string;
  order: string;
  transaction: string;
}

/** The call a request's method and path make, or the answer to a request that makes none. */
export function routeOf(description: DoubleDescription, method: string | undefined, path: string): RoutedCall | Reply {
  const groups = description.pathPattern.exec(path)?.groups;
  if (!groups || !description.versions.has(groups.version as string)) return refusalOf(description.answers.notFound);
  if (method !== description.method) return refusalOf(description.answers.methodNotAllowed, { allow: description.method });
  const identifiers = new Map(description.pathParameters.map((parameter) => [parameter.name, decoded(groups[parameter.name])]));
  const badIdentifier = description.pathParameters
    .map((parameter) => ({ parameter, problem: identifierProblem(identifiers.get(parameter.name), parameter) }))
    .find(({ problem }) => problem !== undefined);
  if (badIdentifier !== undefined) {
    const refusal = findingAsError(invalid(badIdentifier.parameter.name, badIdentifier.problem as string));
    return { status: description.status.invalidRequest, body: errorResponseOf(refusal) };
  }
  const roles = description.pathRoles;
  return {
    version: groups.version as string,
    identifiers: identifiers as ReadonlyMap<string, string>,
    merchant: identifiers.get(roles.merchant) as string,
    order: identifiers.get(roles.order) as string,
    transaction: identifiers.get(roles.transaction) as string,
  };
}

/** The path of a request target, or "" when it is no URL path at all. */
export function pathOf(target: string | undefined): string {
  try {
    return new URL(target ?? "/", "http://double").pathname;
  } catch {
    return "";
  }
}

/** A path segment decoded, or undefined when its percent-encoding is broken. */
function decoded(segment: string | undefined): string | undefined {
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** What is wrong with a path identifier, by its bounds in section 2.2, or undefined. */
export function identifierProblem(value: string | undefined, bounds: DoubleDescription["pathParameters"][number]): string | undefined {
  if (value === undefined) return "Is not valid percent-encoded text.";
  const length = [...value].length;
  if (length < bounds.minLength || length > bounds.maxLength) return `Must be ${bounds.minLength} to ${bounds.maxLength} characters.`;
  if (bounds.pattern !== undefined && !bounds.pattern.test(value)) return "Contains characters that are not allowed.";
  // A URL resolves these segments away: no client can mean them as identifiers.
  if (value === "." || value === "..") return "Cannot be '.' or '..'.";
  return undefined;
}
