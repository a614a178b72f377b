/* Generated from spec/ by the gateway generator. Do not edit. */
import { hasOwn, invalid, isBodyKey, isRecord, lengthWithin, missing, ownAt, refusalsOf, toResult, unreadableBody } from "../runtime/index.js";
export function validateErrorResponse(body) {
	try {
		if (!isRecord(body)) return toResult([invalid("", "The response body must be a JSON object.")]);
		const errors = [];
		checkErrorResponse(body, errors);
		const checked = errors.length;
		let refused;
		// Rule explanation-only-for-invalid-request-or-busy (section 7): error.explanation is returned only when the cause is INVALID_REQUEST or SERVER_BUSY.
		{
			const groupError = ownAt(body, "error");
			const restricted = ownAt(groupError, "explanation");
			const condition = ownAt(groupError, "cause");
			if (restricted !== undefined && !(condition === "INVALID_REQUEST" || condition === "SERVER_BUSY")) {
				refused ??= refusalsOf(errors, checked);
				if (!refused.covers("error.explanation") && !refused.covers("error.cause")) errors.push(invalid("error.explanation", "error.explanation is returned only when the cause is INVALID_REQUEST or SERVER_BUSY."));
			}
		}
		// Rule field-only-for-invalid-request (section 7): error.field is returned only when the cause is INVALID_REQUEST and a field-level error occurred.
		{
			const groupError = ownAt(body, "error");
			const restricted = ownAt(groupError, "field");
			const condition = ownAt(groupError, "cause");
			if (restricted !== undefined && !(condition === "INVALID_REQUEST")) {
				refused ??= refusalsOf(errors, checked);
				if (!refused.covers("error.field") && !refused.covers("error.cause")) errors.push(invalid("error.field", "error.field is returned only when the cause is INVALID_REQUEST and a field-level error occurred."));
			}
		}
		// Rule support-code-only-for-failed-or-rejected (section 7): error.supportCode is returned only when the cause is SERVER_FAILED or REQUEST_REJECTED.
		{
			const groupError = ownAt(body, "error");
			const restricted = ownAt(groupError, "supportCode");
			const condition = ownAt(groupError, "cause");
			if (restricted !== undefined && !(condition === "SERVER_FAILED" || condition === "REQUEST_REJECTED")) {
				refused ??= refusalsOf(errors, checked);
				if (!refused.covers("error.supportCode") && !refused.covers("error.cause")) errors.push(invalid("error.supportCode", "error.supportCode is returned only when the cause is SERVER_FAILED or REQUEST_REJECTED."));
			}
		}
		// Rule validation-type-only-for-invalid-request (section 7): error.validationType is returned only for a field-level INVALID_REQUEST.
		{
			const groupError = ownAt(body, "error");
			const restricted = ownAt(groupError, "validationType");
			const condition = ownAt(groupError, "cause");
			if (restricted !== undefined && !(condition === "INVALID_REQUEST")) {
				refused ??= refusalsOf(errors, checked);
				if (!refused.covers("error.validationType") && !refused.covers("error.cause")) errors.push(invalid("error.validationType", "error.validationType is returned only for a field-level INVALID_REQUEST."));
			}
		}
		// Rule field-with-validation-type (section 7): A field-level error names its field (error.field) beside its validation type.
		{
			const groupError = ownAt(body, "error");
			const condition = ownAt(groupError, "validationType");
			if (condition !== undefined && ownAt(groupError, "field") === undefined) {
				refused ??= refusalsOf(errors, checked);
				if (!refused.covers("error.field") && !refused.covers("error.validationType")) errors.push(missing("error.field", "A field-level error names its field (error.field) beside its validation type."));
			}
		}
		// Rule validation-type-with-field (section 7): A field-level error has a validation type (error.validationType) beside the field it names.
		{
			const groupError = ownAt(body, "error");
			const condition = ownAt(groupError, "field");
			if (condition !== undefined && ownAt(groupError, "validationType") === undefined) {
				refused ??= refusalsOf(errors, checked);
				if (!refused.covers("error.validationType") && !refused.covers("error.field")) errors.push(missing("error.validationType", "A field-level error has a validation type (error.validationType) beside the field it names."));
			}
		}
		return toResult(errors);
	} catch {
		return unreadableBody(body);
	}
}
function checkErrorResponse(value, errors) {
	let requiredSeen = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "error": {
				requiredSeen++;
				const field = value["error"];
				checkErrorResponseError(field, "error", errors);
				break;
			}
			case "result": {
				requiredSeen++;
				const field = value["result"];
				if (typeof field !== "string" || field.length === 0) errors.push(invalid("result", "Must be a non-empty string."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
	if (requiredSeen !== 2) {
		if (!isBodyKey(value, "error")) errors.push(missing("error"));
		if (!isBodyKey(value, "result")) errors.push(missing("result"));
	}
}
function checkErrorResponseError(value, path, errors) {
	if (!isRecord(value)) {
		errors.push(invalid(path, "Must be a JSON object."));
		return;
	}
	let requiredSeen = 0;
	for (const key in value) {
		if (!hasOwn(value, key)) continue;
		switch (key) {
			case "cause": {
				requiredSeen++;
				const field = value["cause"];
				if (field !== "INVALID_REQUEST" && field !== "REQUEST_REJECTED" && field !== "SERVER_BUSY" && field !== "SERVER_FAILED") errors.push(invalid(path + ".cause", "Must be one of INVALID_REQUEST, REQUEST_REJECTED, SERVER_BUSY, SERVER_FAILED."));
				break;
			}
			case "explanation": {
				const field = value["explanation"];
				if (typeof field !== "string") errors.push(invalid(path + ".explanation", "Must be a string."));
				else if ((field.length < 1 || field.length > 1e3) && !lengthWithin(field, 1, 1e3)) errors.push(invalid(path + ".explanation", "Must be 1 to 1000 characters long."));
				break;
			}
			case "field": {
				const field = value["field"];
				if (typeof field !== "string") errors.push(invalid(path + ".field", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".field", "Must be 1 to 100 characters long."));
				break;
			}
			case "supportCode": {
				const field = value["supportCode"];
				if (typeof field !== "string") errors.push(invalid(path + ".supportCode", "Must be a string."));
				else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".supportCode", "Must be 1 to 100 characters long."));
				break;
			}
			case "validationType": {
				const field = value["validationType"];
				if (field !== "INVALID" && field !== "MISSING" && field !== "UNSUPPORTED") errors.push(invalid(path + ".validationType", "Must be one of INVALID, MISSING, UNSUPPORTED."));
				break;
			}
			default: // responses grow over versions: unknown fields are tolerated
			break;
		}
	}
	if (requiredSeen !== 1) {
		if (!isBodyKey(value, "cause")) errors.push(missing(path + ".cause"));
	}
}
export function isErrorResponse(body) {
	try {
		return isRecord(body) && (hasOwn(body, "error") || ownAt(body, "result") === "ERROR");
	} catch {
		return false;
	}
}
