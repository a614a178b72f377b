// A response field always provided all the way up to the body ('A', in groups that are 'A' too) must
// have a value in every answer of the double: the double makes no value up, and takes out a group
// that lacks a field it always carries, which it cannot do to the body or to a group the response
// always has. So every way the double fills such a field must hold for every valid request: a value
// of the call (`values`), the outcome's, the request's own at the same path when the request requires
// it (and every group above it), or a rule of double.yaml whose every branch reads only request
// fields the request is sure to give (required ones; in a branch, the field it asked about; one of
// an at-least-one-of rule whose other fields that branch knows absent). A field none of these
// determines is a mistake of the spec, located at the rule that can leave it without a value, or at
// what states it always provided. Run on the IR, which knows each message's fields and presences.

import { createDiagnostic, type Diagnostic, type SourceLocation } from "../diagnostics/diagnostic.js";
import { at, keyAt, type SpecModel } from "../check/spec-model.js";
import { buildCatalogue } from "../check/catalogue.js";
import { ancestorsOf } from "../language/spec-paths.js";
import type { DoubleIR, DoubleRule, FieldNode, GatewayIR, OperationIR, TypeNode } from "../ir/ir.js";

type IR = Omit<GatewayIR, "release">;

/** What a branch of a rule knows of the request: fields it asked about, given or absent. */
interface Known {
  given: ReadonlySet<string>;
  absent: ReadonlySet<string>;
}

const NOTHING_KNOWN: Known = { given: new Set(), absent: new Set() };

export function checkAnswersDetermined(model: SpecModel, ir: IR): Diagnostic[] {
  const double = ir.api.double;
  if (double === undefined) return [];
  return ir.operations.flatMap((operation) => {
    const outcome = double.outcomes.find((candidate) => candidate.operation === operation.name);
    if (outcome === undefined) return [];
    const sure = sureRequestFields(operation);
    const filled = new Set([...outcome.response.map(({ path }) => path), ...double.values.map(({ path }) => path)]);
    const always = alwaysToTheBody(operation.response.root);
    // Groups some value is certainly set in, always provided or not (a rule's value is set only where its group is there).
    const leaves = leavesOf(operation.response.root);
    const made = new Set([...leaves].filter((path) => filled.has(path) || sure.isGiven(path, NOTHING_KNOWN)).flatMap(ancestorsOf));
    return [...always].flatMap((path) => {
      if (filled.has(path) || sure.isGiven(path, NOTHING_KNOWN)) return [];
      const rule = double.rules.find((entry) => entry.path === path)?.rule;
      const parent = ancestorsOf(path)[0];
      const reasons =
        rule === undefined
          ? [
              `no value of the call, of the outcome or of a rule gives it, and the request ${sure.has(path) ? "may leave it out" : "has no such field"}`,
            ]
          : parent !== undefined && !made.has(parent)
            ? [`its rule sets it only where its group '${parent}' is, which no value the double always gives makes`]
            : unsureReasons(inlined(rule, double.rules), NOTHING_KNOWN, sure);
      if (reasons.length === 0) return [];
      const args = { path, operation: operation.name, version: operation.version, why: reasons.join("; ") };
      return [createDiagnostic("undetermined-answer", placeOf(model, operation, path, rule !== undefined), args)];
    });
  });
}

/** Leaf fields (no lists) always provided in their group, and every group above them too. */
function alwaysToTheBody(node: TypeNode, out = new Set<string>()): Set<string> {
  if (node.kind !== "object") return out;
  for (const field of node.fields.filter((candidate) => candidate.presence === "always" && !candidate.path.includes("[]"))) {
    if (field.type.kind === "object") alwaysToTheBody(field.type, out);
    else if (field.type.kind !== "array" && field.type.kind !== "map") out.add(field.path);
  }
  return out;
}

/** Leaf fields of a message (no lists), whatever their presence. */
function leavesOf(node: TypeNode, out = new Set<string>()): Set<string> {
  if (node.kind !== "object") return out;
  for (const field of node.fields.filter((candidate) => !candidate.path.includes("[]"))) {
    if (field.type.kind === "object") leavesOf(field.type, out);
    else if (field.type.kind !== "array" && field.type.kind !== "map") out.add(field.path);
  }
  return out;
}

/** Which request fields a valid request is sure to give, given what a rule's branch knows. */
interface SureFields {
  isGiven(path: string, known: Known): boolean;
  /** Whether the request has the field at all. */
  has(path: string): boolean;
}

function sureRequestFields(operation: OperationIR): SureFields {
  const fields = new Map<string, FieldNode>();
  const walk = (node: TypeNode) => {
    if (node.kind === "object")
      for (const field of node.fields) {
        fields.set(field.path, field);
        walk(field.type);
      }
  };
  walk(operation.request.root);
  const required = (path: string) => [path, ...ancestorsOf(path)].every((each) => fields.get(each)?.presence === "required");
  const oneOf = operation.request.rules.flatMap((rule) => (rule.kind === "at-least-one-of" ? [rule.fields] : []));
  return {
    has: (path) => fields.has(path),
    isGiven: (path, known) =>
      !known.absent.has(path) &&
      (known.given.has(path) ||
        required(path) ||
        oneOf.some((group) => group.includes(path) && group.every((other) => other === path || known.absent.has(other)))),
  };
}

/** Why a rule may give no value: the request fields it hangs on that a request may leave out (none: it always gives one). */
function unsureReasons(rule: DoubleRule, known: Known, sure: SureFields): string[] {
  if ("value" in rule || "rule" in rule) return [];
  if ("from" in rule) return sure.isGiven(rule.from, known) ? [] : [`its value comes from '${rule.from}', which a request may leave out`];
  if ("sum" in rule)
    return rule.sum.some((path) => sure.isGiven(path, known))
      ? []
      : [`its value is the sum of ${rule.sum.map((path) => `'${path}'`).join(", ")}, all of which a request may leave out`];
  const asked = rule.ifPresent;
  const withGiven = { given: new Set([...known.given, asked]), absent: known.absent };
  const withAbsent = { given: known.given, absent: new Set([...known.absent, asked]) };
  const branch = (taken: DoubleRule | undefined, what: string, branchKnown: Known) =>
    taken === undefined
      ? [`its rule gives no value when '${asked}' is ${what}`]
      : unsureReasons(taken, branchKnown, sure).map((reason) => `when '${asked}' is ${what}, ${reason}`);
  if (sure.isGiven(asked, known)) return branch(rule.then, "given", withGiven);
  if (known.absent.has(asked)) return branch(rule.else, "absent", withAbsent);
  return [...branch(rule.then, "given", withGiven), ...branch(rule.else, "absent", withAbsent)];
}

/** A rule with each reference to another answer field's rule replaced by that rule (the check stage refuses a missing or chained one). */
function inlined(rule: DoubleRule, rules: DoubleIR["rules"]): DoubleRule {
  if ("rule" in rule) {
    const named = rules.find((entry) => entry.path === rule.rule)?.rule;
    return named === undefined || "rule" in named ? rule : named;
  }
  if (!("ifPresent" in rule)) return rule;
  return {
    ifPresent: rule.ifPresent,
    ...(rule.then === undefined ? {} : { then: inlined(rule.then, rules) }),
    ...(rule.else === undefined ? {} : { else: inlined(rule.else, rules) }),
  };
}

/**
 * Where the mistake is: the double's rule for the field, when it has one; else where the response
 * states the field (its operation file, this version's or one it extends); else its catalogue row.
 */
function placeOf(model: SpecModel, operation: OperationIR, path: string, hasRule: boolean): SourceLocation {
  const double = model.documents.get("double");
  if (hasRule && double !== undefined) return keyAt(double, "rules", path);
  const files = model.operations.filter((entry) => entry.value.operation === operation.name);
  const byVersion = new Map(files.map((entry) => [String(entry.value.version), entry]));
  for (let version: string | undefined = operation.version; version !== undefined;) {
    const entry = byVersion.get(version);
    if (entry === undefined) break;
    if (entry.value.response?.fields?.[path] !== undefined) return keyAt(entry, "response", "fields", path);
    version = entry.value.extends === undefined ? undefined : String(entry.value.extends);
  }
  // The row, or the member of a group mounted there.
  const row = model.fields.get(path) ?? buildCatalogue(model).get(path)?.origin;
  if (row !== undefined) return row.value.presence?.response === undefined ? keyAt(row) : at(row, "presence", "response");
  return { file: operation.source.file, line: 1, column: 1 };
}
