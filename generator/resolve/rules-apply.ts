// A rule an operation's message lists can be checked there only when the message has the fields it
// names: a rule naming a field the message lacks is a mistake of the spec, never a dead rule (the
// page would say it is checked) nor a failure of an emitter that looks the field up. Every field a
// rule names must be there, but the parts a sum adds: the source document's sums list sub-totals not
// every operation has, so a sum applies where its total and one part it adds are (a part a message
// lacks counts as zero there); a part it subtracts changes what the total means, so it must be there.
// Run on the IR, which knows each message's fields once versions are laid over each other.

import { createDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.js";
import { at, type SpecModel } from "../check/spec-model.js";
import type { Direction, GatewayIR, OperationIR, Rule, TypeNode } from "../ir/ir.js";

type IR = Omit<GatewayIR, "release">;

export function checkRulesApply(model: SpecModel, ir: IR): Diagnostic[] {
  return ir.operations.flatMap((operation) =>
    (["request", "response"] as const).flatMap((direction) => {
      const present = fieldPaths(operation[direction].root);
      return operation[direction].rules.flatMap((rule) =>
        missingFields(rule, present).map((path) => notApplicable(model, operation, direction, rule, path)),
      );
    }),
  );
}

/** The fields a rule needs that the message lacks. */
function missingFields(rule: Rule, present: ReadonlySet<string>): string[] {
  const lacking = (paths: readonly string[]) => paths.filter((path) => !present.has(path));
  switch (rule.kind) {
    case "sum": {
      const someAdded = rule.add.some((path) => present.has(path));
      return [...lacking([rule.total]), ...(someAdded ? [] : rule.add.slice(0, 1)), ...lacking(rule.subtract)];
    }
    case "sum-of-products":
      return lacking([rule.total, rule.array, ...rule.factors.map((factor) => `${rule.array}.${factor}`)]);
    case "required-if":
    case "only-if":
      return lacking([rule.field, rule.when.field]);
    default:
      return lacking(rule.fields);
  }
}

function notApplicable(model: SpecModel, operation: OperationIR, direction: Direction, rule: Rule, path: string): Diagnostic {
  const args = { id: rule.id, path, operation: operation.name, version: operation.version, direction };
  return createDiagnostic("rule-not-applicable", listingOf(model, operation, direction, rule.id), args);
}

/** Where the rule is listed for this message: in this version's file, or the version it extends that lists it. */
function listingOf(model: SpecModel, operation: OperationIR, direction: Direction, id: string) {
  const files = model.operations.filter((entry) => entry.value.operation === operation.name);
  const byVersion = new Map(files.map((entry) => [String(entry.value.version), entry]));
  for (let version: string | undefined = operation.version; version !== undefined;) {
    const entry = byVersion.get(version);
    if (entry === undefined) break;
    const index = entry.value[direction]?.rules?.indexOf(id) ?? -1;
    if (index >= 0) return at(entry, direction, "rules", index);
    version = entry.value.extends === undefined ? undefined : String(entry.value.extends);
  }
  const own = byVersion.get(operation.version);
  return own === undefined ? { file: operation.source.file, line: 1, column: 1 } : at(own, direction);
}

/** Every field path of a message, arrays' items and maps' values included. */
function fieldPaths(node: TypeNode, into = new Set<string>()): Set<string> {
  if (node.kind === "object")
    for (const field of node.fields) {
      into.add(field.path);
      fieldPaths(field.type, into);
    }
  else if (node.kind === "array") fieldPaths(node.items, into);
  else if (node.kind === "map") fieldPaths(node.value, into);
  return into;
}
