import { errorResponseOf, findingAsError, invalid } from "../runtime/contract.js";
import { refusalOf } from "./answers.js";
/** The call a request's method and path make, or the answer to a request that makes none. */
export function routeOf(description, method, path) {
	const groups = description.pathPattern.exec(path)?.groups;
	if (!groups || !description.versions.has(groups.version)) return refusalOf(description.answers.notFound);
	if (method !== description.method) return refusalOf(description.answers.methodNotAllowed, { allow: description.method });
	const identifiers = new Map(description.pathParameters.map((parameter) => [parameter.name, decoded(groups[parameter.name])]));
	const badIdentifier = description.pathParameters.map((parameter) => ({
		parameter,
		problem: identifierProblem(identifiers.get(parameter.name), parameter)
	})).find(({ problem }) => problem !== undefined);
	if (badIdentifier !== undefined) {
		const refusal = findingAsError(invalid(badIdentifier.parameter.name, badIdentifier.problem));
		return {
			status: description.status.invalidRequest,
			body: errorResponseOf(refusal)
		};
	}
	const roles = description.pathRoles;
	return {
		version: groups.version,
		identifiers,
		merchant: identifiers.get(roles.merchant),
		order: identifiers.get(roles.order),
		transaction: identifiers.get(roles.transaction)
	};
}
/** The path of a request target, or "" when it is no URL path at all. */
export function pathOf(target) {
	try {
		return new URL(target ?? "/", "http://double").pathname;
	} catch {
		return "";
	}
}
/** A path segment decoded, or undefined when its percent-encoding is broken. */
function decoded(segment) {
	try {
		return segment === undefined ? undefined : decodeURIComponent(segment);
	} catch {
		return undefined;
	}
}
/** What is wrong with a path identifier, by its bounds in section 2.2, or undefined. */
export function identifierProblem(value, bounds) {
	if (value === undefined) return "Is not valid percent-encoded text.";
	const length = [...value].length;
	if (length < bounds.minLength || length > bounds.maxLength) return `Must be ${bounds.minLength} to ${bounds.maxLength} characters.`;
	if (bounds.pattern !== undefined && !bounds.pattern.test(value)) return "Contains characters that are not allowed.";
	// A URL resolves these segments away: no client can mean them as identifiers.
	if (value === "." || value === "..") return "Cannot be '.' or '..'.";
	return undefined;
}
