/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/double) */
// The double's answer to an accepted request: request values the response repeats, the values of
// the call and of the operation's outcome, then every field the response always carries once its
// group is there; sensitive values masked; checked against the operation's own response check.
// A pure function of its arguments (no clock, no network, nothing generated imported), so that the
// generator runs this very code to show the double's answer to each example of the docs.
import { fillWhereParentExists, getAt, setAt } from "./body-paths.js";
export function composeResponse(recipe, request, facts, checks) {
	const build = (dropped) => {
		const body = {};
		for (const path of recipe.echo) {
			const value = getAt(request, path);
			if (value !== undefined && !dropped.has(path)) setAt(body, path, value);
		}
		for (const { path, from } of recipe.copies) {
			const value = getAt(request, from);
			if (value !== undefined && !dropped.has(path)) setAt(body, path, value);
		}
		for (const { path, from } of recipe.values) {
			const value = factOf(facts, from);
			if (value !== undefined) setAt(body, path, value);
		}
		for (const { path, value } of recipe.outcome) setAt(body, path, value);
		for (const { path, sample } of recipe.always) fillWhereParentExists(body, path, sample);
		return checks.mask(body);
	};
	let body = build(new Set());
	let result = checks.validate(body);
	if (!result.valid) {
		// A request value the response form does not accept (other bounds in the response) is left out.
		const dropped = new Set(result.errors.map((error) => checks.fieldOf(error).replace(/\[[0-9]+\]/g, "[]")));
		body = build(dropped);
		result = checks.validate(body);
	}
	return {
		body,
		findings: result.valid ? [] : result.errors
	};
}
function factOf(facts, from) {
	return typeof from === "string" ? facts[from] : facts.parameters.get(from.parameter);
}
