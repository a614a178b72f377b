/* Generated from spec/ by the gateway generator. Do not edit. */
import { hasOwn, invalid, isBodyKey, isRecord, lengthWithin, missing, toResult, unreadableBody } from "../runtime/index.js";
export function validateErrorResponse(body) {
	try {
		if (!isRecord(body)) return toResult([invalid("", "The response body must be a JSON object.")]);
		const errors = [];
		checkErrorResponse(body, errors);
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
		return isRecord(body) && hasOwn(body, "error");
	} catch {
		return false;
	}
}
