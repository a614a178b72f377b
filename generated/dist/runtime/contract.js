/** The `result` of an error response. */
export const ERROR_RESULT = "ERROR";
/** The cause of a body that does not conform. */
export const INVALID_REQUEST_CAUSE = "INVALID_REQUEST";
/** A value that fails its rule (INVALID). */
export function invalid(field, explanation) {
	return {
		cause: "INVALID_REQUEST",
		field,
		validationType: "INVALID",
		explanation
	};
}
/** A required value that is absent (MISSING). */
export function missing(field, explanation = "A value is required.") {
	return {
		cause: "INVALID_REQUEST",
		field,
		validationType: "MISSING",
		explanation
	};
}
/** A field the spec does not know (UNSUPPORTED). */
export function unsupported(field, explanation = "The field is not supported.") {
	return {
		cause: "INVALID_REQUEST",
		field,
		validationType: "UNSUPPORTED",
		explanation
	};
}
// Accessors: the hand-written client and double read errors and findings through these, never by
// the members' names, so the spec alone names them.
/** The kind of a finding, by its validation type. */
export function findingKind(finding) {
	const kinds = {
		"INVALID": "invalid",
		"MISSING": "missing",
		"UNSUPPORTED": "unsupported"
	};
	return Object.hasOwn(kinds, finding.validationType) ? kinds[finding.validationType] : undefined;
}
/** The field a finding names. */
export function findingField(finding) {
	return finding.field;
}
/** The cause of an error object. */
export function errorCause(error) {
	return error.cause;
}
/** A finding as the error object of an error response; one on the body as a whole ("") is no field-level error: it names no field and has no validation type. */
export function findingAsError(finding) {
	const at = finding.field === "" ? {} : {
		field: finding.field,
		validationType: finding.validationType
	};
	return {
		cause: finding.cause,
		...at,
		explanation: finding.explanation
	};
}
/** The error object and the result of an error response. */
export function errorResponseParts(response) {
	return {
		result: response.result,
		error: response.error
	};
}
/** An error response around an error object. */
export function errorResponseOf(error) {
	return {
		result: "ERROR",
		error
	};
}
/** One line that says an error: its cause, the field and validation type it names, its explanation. */
export function errorSummary(error) {
	const where = error.field ? ` on ${error.field}` : "";
	const kind = error.validationType ? ` (${error.validationType})` : "";
	return `${error.cause}${where}${kind}${error.explanation ? `: ${error.explanation}` : ""}`;
}
