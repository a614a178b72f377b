/**
* The status roles the server sends by name without a canned answer (spec/api/double.yaml
* `status`). The spec's checker holds the same list, to refuse a double.yaml without one of them
* (its import rules keep it from importing this module; test/check/double-roles.test.ts ties the two).
*/
export const STATUS_ROLES = [
	"created",
	"ok",
	"invalidRequest"
];
/** The canned answers the server gives by name (spec/api/double.yaml `answers`), as STATUS_ROLES. */
export const ANSWER_ROLES = [
	"unauthenticated",
	"reusedTransaction",
	"laterTransaction",
	"serverBusy",
	"serverFailed",
	"notJson",
	"notFound",
	"tooLarge",
	"tooManyItems",
	"tooManyKeys",
	"methodNotAllowed",
	"wrongOrderState",
	"contradictsOrder",
	"unreportable",
	"unknownHeaderValue"
];
