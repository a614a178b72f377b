// The cross-field rules of a Python validator (the rule descriptors of emit/shared/facets/rule-checks.ts),
// printed after the field checks. Each value a rule reads is read once, into a local, however many
// rules read it (`order` once, then `order.amount` from it); what the field checks refused is
// gathered only when they found something, so a body that passes them makes nothing for the rules.

import { everyField } from "../../ir/field-walk.js";
import { isInGap } from "../../ir/regions.js";
import type { MessageIR } from "../../ir/ir.js";
import { isArrayPath, parentPath, propertyName } from "../../language/spec-paths.js";
import type { RuleCheck, WhenField } from "../shared/facets/check.js";
import { ruleEntry } from "../shared/facets/rule-checks.js";
import { commentLines, type PythonWriter, pyString, snakeCase } from "./python-code.js";
import { DECIMAL_TEXT_PATTERNS, type PythonPool } from "./print-python-condition.js";
import { appendFinding } from "./python-path.js";

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
 * object, or the runtime's empty NO_RECORD when it is none: a read from it is ABSENT, with no test).
 */
class RuleReads {
  private readonly values = new Map<string, string>();
  private readonly records = new Map<string, string>();
  private readonly names = new Set<string>();
  /** The reads made in each open block, innermost last: a read inside a block is gone after it. */
  private readonly scopes: { values: string[]; records: string[] }[] = [{ values: [], records: [] }];

  constructor(private readonly writer: PythonWriter) {}

  /** Writes `if test:` and its body, whose reads are forgotten after it (the body may not run). */
  block(test: string, body: () => void): void {
    this.writer.block(`if ${test}:`, () => {
      this.scopes.push({ values: [], records: [] });
      body();
      const scope = this.scopes.pop();
      for (const key of scope?.values ?? []) this.values.delete(key);
      for (const key of scope?.records ?? []) this.records.delete(key);
    });
  }

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
      this.writer.line(`${name}: object = ${holder}.get(${key}, ABSENT)`);
    }
    this.values.set(joined, name);
    this.scopes.at(-1)?.values.push(joined);
    return name;
  }

  private record(keys: readonly string[]): string {
    const joined = JSON.stringify(keys);
    const known = this.records.get(joined);
    if (known !== undefined) return known;
    const value = this.value(keys);
    const name = this.unique(`in_${snakeCase(keys.join("_")) || "value"}`);
    this.writer.line(`${name}: dict[object, object] = ${value} if is_record(${value}) else NO_RECORD`);
    this.records.set(joined, name);
    this.scopes.at(-1)?.records.push(joined);
    return name;
  }

  private unique(base: string): string {
    let name = base;
    for (let index = 2; this.names.has(name); index++) name = `${base}_${index}`;
    this.names.add(name);
    return name;
  }
}

/**
 * Whether a path a rule reads holds, whenever the rule is judged, decimal text or nothing. A rule is
 * judged only where none of its parts was refused, so a part there has passed its own checks: a
 * decimal whose form is decimal text qualifies; so does a path that is no field of a request outside
 * its 'not shown' regions, since a key there is refused (UNSUPPORTED), so it is absent when judged.
 */
function holdsDecimalTextWhenJudged(message: MessageIR): (path: string) => boolean {
  const fields = new Map(everyField(message.root).map((field) => [field.path, field] as const));
  return (path) => {
    const field = fields.get(path);
    if (field !== undefined) return field.type.kind === "decimal" && DECIMAL_TEXT_PATTERNS.has(field.type.pattern);
    return message.direction === "request" && !message.gaps.some((gap) => isInGap(gap, path));
  };
}

/** Writes the rules of a message into its entry function (after the field checks). */
export function writePythonRules(writer: PythonWriter, message: MessageIR, pool: PythonPool): void {
  const checked = holdsDecimalTextWhenJudged(message);
  const rules = message.rules.map(ruleEntry);
  const scope = refusalScope(rules.flatMap(({ check }) => (check === undefined ? [] : [check])));
  if (scope.around.length > 0) writer.line(`refused = refusals_of(errors, ${refusalScopeArguments(scope, pool)}) if errors else None`);
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
    writeRule(writer, reads, rule.check, checked, pool);
  }
}

function finding(check: RuleCheck, pool: PythonPool): string {
  const { kind, field, explanation } = check.finding;
  return appendFinding(pool, kind === "invalid" ? "invalid" : "missing", [{ text: field }], explanation);
}

/**
 * The paths a rule is not judged past when its field checks refused one (or a group or list around
 * one): its own. A sum of products also reads its list's items' factors (`refuses_item_field`).
 */
function refusedPaths(check: RuleCheck): string[] {
  switch (check.check) {
    case "sumEquals":
      return [check.total, ...check.add, ...check.subtract];
    case "sumOfProductsEquals":
      // The total, the list and every group around them, in the one test (the runtime reads only the items' factors).
      return [check.total, check.list];
    case "requiredIf":
    case "onlyIf":
      return [check.field, check.when.field];
    case "atLeastOneOf":
      return [];
  }
}

/** What of the field checks' refusals can matter to a message's rules: every rule's paths with the groups around them, and the factors of each summed list's items. */
interface RefusalScope {
  around: string[];
  itemFields: { prefix: string; names: string[] }[];
}

function refusalScope(checks: readonly RuleCheck[]): RefusalScope {
  const around = pathsAround(checks.flatMap(refusedPaths).map(findingPath));
  const itemFields = new Map<string, Set<string>>();
  for (const check of checks)
    if (check.check === "sumOfProductsEquals") {
      const prefix = `${findingPath(check.list)}[`;
      const names = itemFields.get(prefix) ?? new Set<string>();
      for (const factor of check.factors) names.add(factor);
      itemFields.set(prefix, names);
    }
  return { around, itemFields: [...itemFields].map(([prefix, names]) => ({ prefix, names: [...names].sort() })) };
}

/**
 * `refusals_of`'s arguments past the findings: the scope as constants. A refusal outside it matters
 * to no rule, so refusals_of answers None and each rule is judged as on a body the field checks passed.
 */
function refusalScopeArguments(scope: RefusalScope, pool: PythonPool): string {
  if (scope.itemFields.length === 0) return pool.values(scope.around);
  const itemFields = pool.itemFields(scope.itemFields);
  return `${pool.values(scope.around)}, ${itemFields}`;
}

/**
 * True when none of the paths (nor a group or list around one) was refused by the field checks: the
 * paths and every group or list around each are one constant set, which the refusals must miss (one
 * look-up in C, where testing each path's groups in turn took a call per path).
 */
function noneRefused(paths: readonly string[], pool: PythonPool): string {
  return `(refused is None or refused.isdisjoint(${pool.values(pathsAround(paths.map(findingPath)))}))`;
}

/** The paths and every group or list around each: `order.item[0].sku` -> `order`, `order.item`, `order.item[0]`, itself. */
export function pathsAround(paths: readonly string[]): string[] {
  const around = new Set<string>();
  for (const path of paths) {
    for (let index = 1; index < path.length; index++) if (path[index] === "." || path[index] === "[") around.add(path.slice(0, index));
    around.add(path);
  }
  return [...around].sort();
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

/**
 * Writes a rule as nested tests, cheapest first, each reading only what it needs: a body without a
 * rule's total, or without any of its parts, reads nothing more for it. Each step reads (at its depth)
 * and returns its test; the finding is written inside the last.
 */
function writeSteps(reads: RuleReads, steps: readonly (() => string)[], write: () => void): void {
  const [first, ...rest] = steps;
  if (first === undefined) return write();
  const test = first();
  if (test === "True") return writeSteps(reads, rest, write);
  reads.block(test, () => writeSteps(reads, rest, write));
}

/** Writes one rule: its reads (those not read yet), then its tests, cheapest first. */
function writeRule(writer: PythonWriter, reads: RuleReads, check: RuleCheck, checked: (path: string) => boolean, pool: PythonPool): void {
  const report = () => writer.line(finding(check, pool));
  switch (check.check) {
    case "sumEquals": {
      let total = "";
      let added: string[] = [];
      return writeSteps(
        reads,
        [
          () => {
            // The added parts are read with the total, before any test: later rules read them too.
            total = reads.at(check.total);
            added = check.add.map((path) => reads.at(path));
            return `${total} is not ABSENT`;
          },
          () =>
            check.unlessPresent.length === 0 ? "True" : check.unlessPresent.map((path) => `${reads.at(path)} is ABSENT`).join(" and "),
          () => (check.appliesWhen === "anyAddedPresent" ? `not (${added.map((part) => `${part} is ABSENT`).join(" and ")})` : "True"),
          () => {
            const subtracted = check.subtract.map((path) => reads.at(path));
            const refusals = noneRefused(refusedPaths(check), pool);
            // Parts their own checks held to decimal text are not read for their form again.
            const trusted = [check.total, ...check.add, ...check.subtract].every(checked);
            return `${refusals} and ${trusted ? "checked_sum_differs" : "sum_differs"}(${total}, ${tupleOf(added)}, ${tupleOf(subtracted)})`;
          },
        ],
        report,
      );
    }
    case "sumOfProductsEquals": {
      if (!isArrayPath(check.list)) throw new Error(`${check.list} is not an array`);
      let total = "";
      return writeSteps(
        reads,
        [
          () => {
            total = reads.at(check.total);
            return `${total} is not ABSENT`;
          },
          () => {
            const items = reads.at(check.list);
            const factors = `(${check.factors.map(pyString).join(", ")}${check.factors.length === 1 ? "," : ""})`;
            const listPath = check.list.endsWith("[]") ? check.list : `${check.list}[]`;
            const trusted = checked(check.total) && check.factors.every((factor) => checked(`${listPath}.${factor}`));
            const differs = `products_sum_differs(${items}, ${pyString(findingPath(check.list))}, ${factors}, refused, ${total}${trusted ? ", True" : ""})`;
            return `${items} is not ABSENT and ${noneRefused(refusedPaths(check), pool)} and ${differs}`;
          },
        ],
        report,
      );
    }
    case "atLeastOneOf": {
      const parent = parentPath(check.fields[0] as string);
      return writeSteps(
        reads,
        [
          () => {
            // The fields are read with their object, before any test: later rules read them too.
            const present = parent === undefined ? "True" : `${reads.objectAt(parent)} is not NO_RECORD`;
            for (const path of check.fields) reads.at(path);
            return present;
          },
          () => check.fields.map((path) => `${reads.at(path)} is ABSENT`).join(" and "),
        ],
        report,
      );
    }
    case "requiredIf":
      return writeSteps(
        reads,
        [
          () => whenHolds(reads.at(check.when.field), check.when),
          // An object on the way to the field that its check refused (not an object) is not judged either.
          () => `${reads.at(check.field)} is ABSENT and ${noneRefused(refusedPaths(check), pool)}`,
        ],
        report,
      );
    case "onlyIf":
      return writeSteps(
        reads,
        [
          () => {
            const restricted = reads.at(check.field);
            return check.values === undefined
              ? `${restricted} is not ABSENT`
              : `isinstance(${restricted}, str) and any(item in (${check.values.map(pyString).join(", ")},) for item in ${restricted}.split(","))`;
          },
          () => `not ${whenHolds(reads.at(check.when.field), check.when)} and ${noneRefused(refusedPaths(check), pool)}`,
        ],
        report,
      );
  }
}
