// The cross-field rules of a Python validator (the rule descriptors of emit/shared/facets/rule-checks.ts),
// printed after the field checks. Each value a rule reads is read once, into a local, however many
// rules read it (`order` once, then `order.amount` from it); what the field checks refused is
// gathered only when they found something, so a body that passes them makes nothing for the rules.

import type { MessageIR } from "../../ir/ir.js";
import { isArrayPath, parentPath, propertyName } from "../../language/spec-paths.js";
import type { RuleCheck, WhenField } from "../shared/facets/check.js";
import { ruleEntry } from "../shared/facets/rule-checks.js";
import { commentLines, type PythonWriter, pyString, snakeCase } from "./python-code.js";

/** `order.item[]` -> `["order", "item"]`. */
function keysOf(path: string): string[] {
  return path.split(".").map(propertyName);
}

/** A path as the findings and the refusals name it: `order.item`. */
function findingPath(path: string): string {
  return keysOf(path).join(".");
}

/**
 * The locals that hold the values the rules read, each written once, before the first rule that
 * reads it: `read_order` (the value, or ABSENT), and for a value read through, `in_order` (the JSON
 * object, or None when it is none).
 */
class RuleReads {
  private readonly values = new Map<string, string>();
  private readonly records = new Map<string, string>();
  private readonly names = new Set<string>();

  constructor(private readonly writer: PythonWriter) {}

  /** The local holding the value at `path` by own keys (ABSENT where the body has none). */
  at(path: string): string {
    return this.value(keysOf(path));
  }

  /** The local holding the JSON object at `path`, or None where the body has none there. */
  objectAt(path: string): string {
    return this.record(keysOf(path));
  }

  private value(keys: readonly string[]): string {
    const joined = JSON.stringify(keys);
    const known = this.values.get(joined);
    if (known !== undefined) return known;
    const key = pyString(keys.at(-1) as string);
    const name = this.unique(`read_${snakeCase(keys.join("_")) || "value"}`);
    // The body is a JSON object here (the entry checked it first).
    if (keys.length === 1) this.writer.line(`${name}: object = body.get(${key}, ABSENT)`);
    else {
      const holder = this.record(keys.slice(0, -1));
      this.writer.line(`${name}: object = ${holder}.get(${key}, ABSENT) if ${holder} is not None else ABSENT`);
    }
    this.values.set(joined, name);
    return name;
  }

  private record(keys: readonly string[]): string {
    const joined = JSON.stringify(keys);
    const known = this.records.get(joined);
    if (known !== undefined) return known;
    const value = this.value(keys);
    const name = this.unique(`in_${snakeCase(keys.join("_")) || "value"}`);
    this.writer.line(`${name}: dict[object, object] | None = ${value} if is_record(${value}) else None`);
    this.records.set(joined, name);
    return name;
  }

  private unique(base: string): string {
    let name = base;
    for (let index = 2; this.names.has(name); index++) name = `${base}_${index}`;
    this.names.add(name);
    return name;
  }
}

/** Writes the rules of a message into its entry function (after the field checks). */
export function writePythonRules(writer: PythonWriter, message: MessageIR): void {
  const rules = message.rules.map(ruleEntry);
  if (rules.some(({ check }) => check !== undefined && check.check !== "atLeastOneOf"))
    writer.line("refused = refusals_of(errors, len(errors)) if errors else None");
  const reads = new RuleReads(writer);
  for (const rule of rules) {
    for (const line of commentLines(
      `Rule ${rule.id}${rule.section ? ` (section ${rule.section})` : ""}: ${rule.text.replace(/\s+/g, " ")}`,
    ))
      writer.line(line);
    if (rule.check === undefined) {
      writer.line(`# ${(rule.unchecked ?? "").replace(/\s+/g, " ")}: not checked on a single body.`);
      continue;
    }
    writeRule(writer, reads, rule.check);
  }
}

function finding(check: RuleCheck): string {
  const { kind, field, explanation } = check.finding;
  return `errors.append(${kind === "invalid" ? "invalid" : "missing"}(${pyString(field)}, ${pyString(explanation)}))`;
}

/** True when none of the paths (nor a group or list around one) was refused by the field checks. */
function noneRefused(paths: readonly string[]): string {
  const tuple = `(${paths.map((path) => pyString(findingPath(path))).join(", ")}${paths.length === 1 ? "," : ""})`;
  return `(refused is None or not refused.covers_any(${tuple}))`;
}

/** A tuple of locals: `(read_a, read_b)`. */
function tupleOf(locals: readonly string[]): string {
  return `(${locals.join(", ")}${locals.length === 1 ? "," : ""})`;
}

/** Whether the local `condition` makes a rule's condition hold: a string among the values, or present. */
function whenHolds(condition: string, when: WhenField): string {
  if (!("equals" in when)) return `(${condition} is not ABSENT)`;
  return `(isinstance(${condition}, str) and (${when.equals.map((value) => `${condition} == ${pyString(value)}`).join(" or ")}))`;
}

/** Writes one rule: its reads (those not read yet), then one `if` whose cheapest tests come first. */
function writeRule(writer: PythonWriter, reads: RuleReads, check: RuleCheck): void {
  switch (check.check) {
    case "sumEquals": {
      const total = reads.at(check.total);
      const added = check.add.map((path) => reads.at(path));
      const subtracted = check.subtract.map((path) => reads.at(path));
      const unless = check.unlessPresent.map((path) => ` and ${reads.at(path)} is ABSENT`).join("");
      const anyAdded =
        check.appliesWhen === "anyAddedPresent" ? ` and not (${added.map((part) => `${part} is ABSENT`).join(" and ")})` : "";
      const refusals = noneRefused([check.total, ...check.add, ...check.subtract]);
      writer.block(
        `if ${total} is not ABSENT${unless}${anyAdded} and ${refusals} and sum_differs(${total}, ${tupleOf(added)}, ${tupleOf(subtracted)}):`,
        () => writer.line(finding(check)),
      );
      return;
    }
    case "sumOfProductsEquals": {
      if (!isArrayPath(check.list)) throw new Error(`${check.list} is not an array`);
      const total = reads.at(check.total);
      const items = reads.at(check.list);
      const factors = `(${check.factors.map(pyString).join(", ")}${check.factors.length === 1 ? "," : ""})`;
      const differs = `products_sum_differs(${items}, ${pyString(findingPath(check.list))}, ${factors}, refused, ${total})`;
      writer.block(`if ${total} is not ABSENT and ${items} is not ABSENT and ${noneRefused([check.total])} and ${differs}:`, () =>
        writer.line(finding(check)),
      );
      return;
    }
    case "atLeastOneOf": {
      const parent = parentPath(check.fields[0] as string);
      const parentPresent = parent === undefined ? "True" : `${reads.objectAt(parent)} is not None`;
      const allAbsent = check.fields.map((path) => `${reads.at(path)} is ABSENT`).join(" and ");
      writer.block(`if ${parentPresent} and ${allAbsent}:`, () => writer.line(finding(check)));
      return;
    }
    case "requiredIf": {
      const condition = reads.at(check.when.field);
      const field = reads.at(check.field);
      // An object on the way to the field that its check refused (not an object) is not judged either.
      writer.block(
        `if ${whenHolds(condition, check.when)} and ${field} is ABSENT and ${noneRefused([check.field, check.when.field])}:`,
        () => writer.line(finding(check)),
      );
      return;
    }
    case "onlyIf": {
      const restricted = reads.at(check.field);
      const condition = reads.at(check.when.field);
      const applies =
        check.values === undefined
          ? `${restricted} is not ABSENT`
          : `isinstance(${restricted}, str) and any(item in (${check.values.map(pyString).join(", ")},) for item in ${restricted}.split(","))`;
      writer.block(`if ${applies} and not ${whenHolds(condition, check.when)} and ${noneRefused([check.field, check.when.field])}:`, () =>
        writer.line(finding(check)),
      );
      return;
    }
  }
}
