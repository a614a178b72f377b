// Each change in a sentence a merchant developer understands: what moved (`length 1-40 -> 1-30`),
// and for a change that breaks or may break, why and whom (`callers that send more are refused`).
// Values are quoted by the caller's `quote` (code spans in Markdown); nothing is printed as JSON.

import type { Change, Level } from "./change.js";
import { deprecationChangeWords, removalWords } from "./deprecations.js";

type Quote = (text: string) => string;

/** The change in words: what moved. */
export function whatChanged(change: Change, quote: Quote): string {
  const before = change.before === null ? "none" : quote(change.before);
  const after = change.after === null ? "none" : quote(change.after);
  const facet = change.facet ?? change.kind.replace(/-/g, " ");
  const deprecation = deprecationChangeWords(change, quote);
  if (deprecation !== undefined) return deprecation;
  switch (change.kind) {
    case "version-added":
      return `version ${after} added${change.before === null ? "" : `, extending version ${before}`}`;
    case "version-removed":
      return removalWords(change, quote, `version ${before} removed`);
    case "default-version-changed":
      return `the client calls version ${after} instead of ${before}, and the unversioned types name version ${after}`;
    case "field-added":
      return `added (${after})`;
    case "field-removed":
      return removalWords(change, quote, "removed", before);
    case "enum-value-added":
      return `value ${after} added`;
    case "enum-value-removed":
      return `value ${before} removed`;
    case "rule-added":
      return `rule added: ${after}`;
    case "rule-removed":
      return `rule removed: ${before}`;
    case "gap-added":
    case "gap-removed":
    case "gap-widened":
    case "gap-shrunk":
    case "gap-changed":
      return regionWords(change, before, after);
    case "authentication-changed":
      if (change.facet === "scheme") return change.after === null ? `scheme ${before} removed` : `scheme ${after} added`;
      return `${facet} ${before} -> ${after}`;
    case "sensitivity-changed":
      return sensitivityWords(change, before, after);
    case "name-changed":
      return `renamed ${before} -> ${after}`;
    case "part-not-recorded":
      return `the snapshot compared with does not record this part${change.facet === undefined ? "" : ` (${change.facet})`}`;
    case "changed":
      return `${change.facet === undefined ? "a value" : quote(change.facet)} differs, which the report does not classify: ${before} -> ${after}`;
    default:
      return `${facet} ${before} -> ${after}`;
  }
}

/** A region of the reference's 'not shown' parts: unknown fields inside one are accepted. */
function regionWords(change: Change, before: string, after: string): string {
  const region = "the fields the reference does not show (accepted unchecked)";
  if (change.after === null) return `${region} no longer include ${before}`;
  if (change.before === null) return `${region} now include ${after}`;
  return `${region}: ${before} -> ${after}`;
}

function sensitivityWords(change: Change, before: string, after: string): string {
  if (change.after === null) return `no longer sensitive (was ${before}): logs and the double's answers show it in clear`;
  if (change.before === null) return `now sensitive (${after}): masked in logs and the double's answers`;
  return `masked as ${after} instead of ${before}`;
}

/** Why a breaking change breaks, or a warning may, and whom: a clause, or "" for the others. */
export function whyItMatters(change: Change, level: Level): string {
  if (level !== "breaking" && level !== "warning") return "";
  const reason = REASONS[change.kind];
  return typeof reason === "function" ? reason(change) : (reason ?? "");
}

const narrowsOrWidens = (change: Change): string =>
  change.direction === "response"
    ? "response readers may get values their code or storage was not made for"
    : "callers that send what it no longer allows are refused";

const REASONS: Partial<Record<Change["kind"], string | ((change: Change) => string)>> = {
  "version-removed": "calls to it fail and its types are gone",
  "default-version-changed": "calls that name no version change what they send and get",
  "field-added": "callers that do not send it are refused, and code that builds the object no longer compiles",
  "field-removed": (change) =>
    change.direction === "response"
      ? "code that reads it no longer compiles"
      : "callers that send it are refused, and code that sets it no longer compiles",
  "presence-changed": (change) =>
    change.direction === "response"
      ? "code that relies on it being there no longer compiles"
      : "callers that leave it out are refused, and code that builds the object no longer compiles",
  "type-changed": "code that reads or writes it no longer compiles",
  "bound-narrowed": narrowsOrWidens,
  "bound-widened": narrowsOrWidens,
  "bound-changed": narrowsOrWidens,
  "pattern-tightened": narrowsOrWidens,
  "pattern-loosened": narrowsOrWidens,
  "pattern-changed": narrowsOrWidens,
  "charset-tightened": narrowsOrWidens,
  "charset-loosened": narrowsOrWidens,
  "charset-changed": narrowsOrWidens,
  "format-changed": narrowsOrWidens,
  "enum-value-added": "readers may get a value their code does not handle: a switch over every value no longer compiles",
  "enum-value-removed": (change) =>
    change.direction === "response"
      ? "code that names the value no longer compiles"
      : "callers that send the value are refused, and code that names it no longer compiles",
  "list-opened": "readers may get values outside the list: a switch over every value no longer compiles",
  "list-closed": (change) =>
    change.direction === "response"
      ? "code that compares it with a value outside the list no longer compiles"
      : "callers that send a value outside the list are refused",
  "list-kind-changed": "code that reads or writes it no longer compiles",
  "gap-removed": "callers that send fields there (extraFields) are refused",
  "gap-shrunk": "callers that send fields there (extraFields) are refused",
  "gap-changed": "callers that send fields in the part it no longer covers are refused",
  "rule-added": narrowsOrWidens,
  "rule-tightened": narrowsOrWidens,
  "rule-removed": "readers relying on the rule may get answers that break it",
  "rule-loosened": "readers relying on the rule may get answers that break it",
  "rule-changed": (change) =>
    change.level === "warning"
      ? "the rule was rewritten into another kind: check by hand which bodies it refuses now"
      : "bodies valid before may be refused",
  "sensitivity-changed": "the value may reach logs in clear",
  "mask-changed": "logs and the double's answers show more of the value",
  "endpoint-changed": "every call a client built before makes fails",
  "path-parameter-added": "every call a client built before makes fails",
  "path-parameter-removed": "every call a client built before makes fails",
  "authentication-changed": "calls with the old credentials are refused",
  "client-changed": (change) =>
    change.level === "warning"
      ? "calls that succeeded may now fail: check them against your latency and answers"
      : "code that passes the old argument no longer compiles",
  "error-role-changed": "code that reads errors by the old name or value breaks",
  "status-changed": (change) =>
    change.level === "breaking"
      ? "code, tests and tools (openapi.json) that expect the old status break"
      : "error handling that branches on the status may take another branch",
  "double-changed": "error handling that branches on it may take another branch",
  "name-changed": "code and SDKs made from the package or its openapi.json that use the old name no longer compile",
  "part-not-recorded": "it was written by an older generator: check by hand what this part changed since",
  changed: "check it by hand",
};
