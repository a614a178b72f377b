/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/double) */
// The double's answer to an accepted request: request values the response repeats, the values of
// the call, those its rules derive and the operation's outcome states; a group that lacks a field the
// response always carries in it is left out (no value is made up for it); sensitive values masked;
// checked against the operation's own response check.
// A pure function of its arguments (no clock, no network, nothing generated imported), so that the
// generator runs this very code to show the double's answer to each example of the docs.
import { applyRule } from "./answer-rules.js";
import { getAt, removeGroupsLacking, setAt, setWhereParentExists } from "./body-paths.js";
/**
* The answer: its body, the findings of the response check on it (none unless the recipe is wrong),
* and, when a field the answer always carries would report a request value its bounds refuse, that
* value's request field (the double refuses the request rather than leave the field out or make a
* value up).
*/
export function composeResponse(recipe, request, facts, checks) {
	const build = (dropped) => {
		const body = {};
		for (const path of recipe.echo) {
			const value = getAt(request, path);
			if (value !== undefined && !dropped.has(path)) setAt(body, path, value);
		}
		for (const { path, from } of recipe.values) {
			const value = factOf(facts, from);
			if (value !== undefined) setAt(body, path, value);
		}
		for (const { path, rule } of recipe.rules) {
			const { value } = applyRule(rule, request);
			if (value !== undefined && !dropped.has(path)) setWhereParentExists(body, path, value);
		}
		for (const { path, value } of recipe.outcome) setAt(body, path, value);
		removeGroupsLacking(body, recipe.always);
		return checks.mask(body);
	};
	let body = build(new Set());
	let result = checks.validate(body);
	if (!result.valid) {
		const refused = new Set(result.errors.map((error) => recipePath(checks.fieldOf(error))));
		const unreportable = unreportableValue(recipe, request, refused);
		if (unreportable !== undefined) return {
			body,
			findings: [],
			unreportable
		};
		// A request value the response form does not accept (other bounds in the response) is left out.
		body = build(refused);
		result = checks.validate(body);
	}
	return {
		body,
		findings: result.valid ? [] : result.errors
	};
}
/**
* The recipe's path a finding points into: the field itself, or, for a finding on a list's item
* (`items[2].name`), the list, since no recipe path crosses a list and a list is copied whole.
*/
function recipePath(field) {
	const list = field.indexOf("[");
	return list === -1 ? field : field.slice(0, list);
}
/** The first derived value of a field the answer always carries that the response check refused, with its request field. */
function unreportableValue(recipe, request, refused) {
	for (const { path, rule } of recipe.rules) {
		if (!refused.has(path) || !recipe.always.includes(path)) continue;
		const [field] = applyRule(rule, request).read;
		if (field !== undefined) return {
			field,
			path
		};
	}
	return undefined;
}
function factOf(facts, from) {
	return typeof from === "string" ? facts[from] : facts.parameters.get(from.parameter);
}
