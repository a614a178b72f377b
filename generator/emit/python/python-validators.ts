// The Python validators: one module per operation and version, from the same check descriptors as
// the TypeScript validators (emit/shared/facets/: leaf-checks, structure-checks, rule-checks), printed
// by print-python-condition.ts. One function per object of a message's tree walks its keys: each known
// key's checks, an unknown key refused (requests; tolerated in a 'not shown' region) or tolerated
// (responses), then the required keys that are missing. Then the cross-field rules. Every finding is
// collected; anything that raises (no JSON data) is answered by one finding (runtime unreadable.py).

import type { Direction, FieldGap, FieldNode, MessageIR, ObjectNode, OperationIR, Rule, TypeNode } from "../../ir/ir.js";
import { referenceSegments, isArrayPath, parentPath, propertyName } from "../../language/spec-paths.js";
import type { Check, CheckContext, LeafChecks, RuleCheck, WhenField } from "../shared/facets/check.js";
import { leafChecks } from "../shared/facets/leaf-checks.js";
import { ruleEntry } from "../shared/facets/rule-checks.js";
import { ARRAY_CHECK, OBJECT_CHECK, bodyCheck } from "../shared/facets/structure-checks.js";
import type { LeafNode } from "../shared/facets/facet.js";
import { commentLines, PythonWriter, pyString, snakeCase } from "./python-code.js";
import { printPythonCondition, PythonPool, type PythonSubject } from "./print-python-condition.js";
import { PYTHON_ERROR_VALIDATOR } from "../plan/python-plan.js";

/** The module of an operation and version, by name: `authorize_100`. */
export function pythonModuleName(operation: OperationIR): string {
  return `${snakeCase(operation.name)}_${operation.version}`;
}

/** `validate_authorize_100_request`, or the unversioned `validate_authorize_request`. */
export function pythonValidatorName(operation: OperationIR, direction: Direction, versioned = true): string {
  return `validate_${snakeCase(operation.name)}${versioned ? `_${operation.version}` : ""}_${direction}`;
}

/** What a module's code writes: its functions' lines, and the pool of constants they use. */
interface ModuleParts {
  writer: PythonWriter;
  pool: PythonPool;
  checks: CheckContext;
  /** Function names made so far, to keep each unique. */
  names: Set<string>;
}

function uniqueName(parts: ModuleParts, base: string): string {
  let name = base;
  for (let index = 2; parts.names.has(name); index++) name = `${base}_${index}`;
  parts.names.add(name);
  return name;
}

/** The validator module of an operation and version (both directions). */
export function pythonValidatorModule(operation: OperationIR, checks: CheckContext): string {
  const parts: ModuleParts = { writer: new PythonWriter(), pool: new PythonPool(), checks, names: new Set() };
  for (const message of [operation.request, operation.response]) writeMessage(parts, operation, message);
  return moduleText(parts, `The validators of ${operation.title} at version ${operation.version}: request and response.`);
}

/** The error response's validator module (section 7's shape, for every operation). */
export function pythonErrorResponseModule(
  errorShape: ObjectNode,
  rules: Rule[],
  result: { path: string; error: string },
  checks: CheckContext,
): string {
  const parts: ModuleParts = { writer: new PythonWriter(), pool: new PythonPool(), checks, names: new Set() };
  const root = writeObject(parts, errorShape, "_check_error_response", { direction: "response", gapTest: undefined });
  const { writer } = parts;
  const message: MessageIR = { direction: "response", root: errorShape, gaps: [], rules };
  writeEntry(parts, PYTHON_ERROR_VALIDATOR, "The error response of any operation.", "response", root, message, false);
  const keys = errorShape.fields.filter((field) => field.type.kind === "object").map((field) => field.name);
  const resultKey = result.path.split(".").at(-1) as string;
  const byResult = errorShape.fields.some((field) => field.path === result.path)
    ? [`body.get(${pyString(resultKey)}) == ${pyString(result.error)}`]
    : [];
  writer.line();
  writer.line();
  writer.block("def is_error_response(body: object) -> bool:", () => {
    writer.docstring("Whether the body is the error shape: a JSON object that has its error object's key. Never raises.");
    const tests = [...keys.map((key) => `${pyString(key)} in body`), ...byResult];
    const test = tests.length === 0 ? "False" : tests.join(" or ");
    writer.block("try:", () => writer.line(`return is_record(body) and (${test})`));
    // A body whose keys cannot be read is no error shape: the operation's validator then names the place.
    writer.block("except Exception:", () => writer.line("return False"));
  });
  return moduleText(parts, "The validator of the error response, the same for every operation.");
}

function moduleText(parts: ModuleParts, title: string): string {
  const body = parts.writer.toString();
  const constants = parts.pool.lines();
  // Imported: the names the code calls (a comment that says "missing" imports nothing).
  const usedIn = (name: string) => new RegExp(name === "ABSENT" ? "\\bABSENT\\b" : `\\b${name}\\(`).test(body);
  const used = RUNTIME_NAMES.filter(usedIn);
  const contract = CONTRACT_NAMES.filter(usedIn);

  const header = [
    `"""${title}`,
    "",
    "Generated from spec/ by the gateway generator. Do not edit.",
    '"""',
    "",
    "from __future__ import annotations",
    "",
    ...(constants.some((line) => line.includes("re.compile")) ? ["import re"] : []),
    "from datetime import date",
    "from typing import Final",
    "",
    `from ..runtime import ${["FieldCheck", "ValidationResult", ...used].filter((name) => name !== "FieldCheck" || body.includes("FieldCheck")).join(", ")}`,
    `from ..runtime.contract import ${["ValidationError", ...contract].join(", ")}`,
    "",
    ...constants,
    "",
  ];
  return `${header.join("\n")}\n${body}`;
}

const RUNTIME_NAMES = [
  "ABSENT",
  "compare_decimals",
  "compare_segments",
  "count_digits",
  "decimal_scale",
  "decimal_text",
  "enter_clock",
  "is_absolute_url",
  "is_at_or_under",
  "is_below",
  "is_calendar_date",
  "is_comma_list",
  "is_json_text",
  "is_list",
  "is_record",
  "is_whole_number",
  "key_text",
  "leave_clock",
  "length_within",
  "own_at",
  "products_sum_differs",
  "reference_segments",
  "refusals_of",
  "rule_decimal",
  "sum_differs",
  "to_result",
  "today_text",
  "unreadable_body",
] as const;

const CONTRACT_NAMES = ["invalid", "missing", "unsupported"] as const;

interface WalkContext {
  direction: Direction;
  /** The message's 'not shown' test, when it has field gaps (requests). */
  gapTest: string | undefined;
}

function writeMessage(parts: ModuleParts, operation: OperationIR, message: MessageIR): void {
  const base = `${snakeCase(operation.name)}_${operation.version}_${message.direction}`;
  const gapTest = message.direction === "request" && message.gaps.length > 0 ? uniqueName(parts, `_is_not_shown_in_${base}`) : undefined;
  const root = writeObject(parts, message.root, `_check_${base}`, { direction: message.direction, gapTest });
  if (gapTest !== undefined) writeGapTest(parts, gapTest, message.gaps);
  const doc = `${operation.title} ${message.direction} at version ${operation.version}.`;
  writeEntry(parts, pythonValidatorName(operation, message.direction), doc, message.direction, root, message, hasClockField(message.root));
}

function writeEntry(
  parts: ModuleParts,
  name: string,
  doc: string,
  direction: Direction,
  root: string,
  message: MessageIR | undefined,
  clock: boolean,
): void {
  const { writer } = parts;
  const check = bodyCheck(direction);
  writer.line();
  writer.line();
  writer.block(`def ${name}(body: object, *, today: date | None = None) -> ValidationResult:`, () => {
    writer.docstring(
      `${doc}\n\nEvery error is collected; \`today\` is the day a date "not in the past" is judged by (the UTC date of the system clock by default). Never raises.`,
    );
    writer.block("try:", () => {
      writer.block(`if ${printPythonCondition(check, { value: "body", text: "body" }, parts.pool)}:`, () =>
        writer.line(`return to_result([invalid("", ${pyString(check.explanation)})])`),
      );
      writer.line("errors: list[ValidationError] = []");
      if (clock) {
        writer.line("clock = enter_clock(today)");
        writer.block("try:", () => writer.line(`${root}(body, "", errors)`));
        writer.block("finally:", () => writer.line("leave_clock(clock)"));
      } else writer.line(`${root}(body, "", errors)`);
      if (message !== undefined) writeRules(parts, message);
      writer.line("return to_result(errors)");
    });
    writer.block("except Exception:", () => writer.line("return unreadable_body(body)"));
  });
}

/** Whether a field of the tree depends on today's date. */
function hasClockField(node: ObjectNode): boolean {
  return node.fields.some((field) => {
    const type = field.type.kind === "array" ? field.type.items : field.type.kind === "map" ? field.type.value : field.type;
    return type.kind === "object" ? hasClockField(type) : type.kind === "string" && type.notInPast === true;
  });
}

/**
 * Writes the check of an object (and, first, those of its fields); returns its function's name. A
 * field's check takes the value and its path; the object's walk calls it through a table by key.
 */
function writeObject(parts: ModuleParts, node: ObjectNode, base: string, context: WalkContext): string {
  const name = uniqueName(parts, base);
  const table = uniqueName(parts, `${base.toUpperCase()}_FIELDS`);
  const fieldChecks = node.fields.map(
    (field) => [field.name, writeField(parts, field, `${base}_${snakeCase(field.name)}`, context)] as const,
  );
  const { writer } = parts;
  writer.line();
  writer.line();
  writer.line(`${table}: Final[dict[str, FieldCheck]] = {`);
  for (const [key, check] of fieldChecks) writer.line(`    ${pyString(key)}: ${check},`);
  writer.line("}");
  const required = node.fields.filter((field) => field.presence === "required" || field.presence === "always");
  writer.line();
  writer.line();
  writer.block(`def ${name}(value: object, path: str, errors: list[ValidationError]) -> None:`, () => {
    writer.block(`if not is_record(value):`, () => {
      writer.line(`errors.append(invalid(path, ${pyString(OBJECT_CHECK.explanation)}))`);
      writer.line("return");
    });
    writer.line(`prefix = path + "." if path else ""`);
    writer.block("for key, field in value.items():", () => {
      writer.line(`check = ${table}.get(key) if isinstance(key, str) else None`);
      writer.block("if check is None:", () => {
        if (context.direction === "response") {
          writer.line("# responses grow over versions: unknown fields are tolerated (a key must still be text)");
          writer.line("key_text(key)");
          return;
        }
        writer.line("name = key_text(key)");
        if (node.open && context.gapTest !== undefined)
          writer.block(`if not ${context.gapTest}(prefix + name):`, () => writer.line("errors.append(unsupported(prefix + name))"));
        else writer.line("errors.append(unsupported(prefix + name))");
      });
      writer.block("else:", () => writer.line("check(field, prefix + key_text(key), errors)"));
    });
    for (const field of required)
      writer.block(`if ${pyString(field.name)} not in value:`, () =>
        writer.line(`errors.append(missing(prefix + ${pyString(field.name)}))`),
      );
  });
  return name;
}

/** Writes a field's check function; returns its name. */
function writeField(parts: ModuleParts, field: FieldNode, base: string, context: WalkContext): string {
  const { type } = field;
  if (type.kind === "object") return writeObject(parts, type, base, context);
  const items = type.kind === "array" ? writeItems(parts, type.items, `${base}_item`, context) : undefined;
  const name = uniqueName(parts, base);
  const { writer } = parts;
  writer.line();
  writer.line();
  writer.block(`def ${name}(value: object, path: str, errors: list[ValidationError]) -> None:`, () => {
    if (type.kind === "array") {
      writer.block(`if not is_list(value):`, () => {
        writer.line(`errors.append(invalid(path, ${pyString(ARRAY_CHECK.explanation)}))`);
        writer.line("return");
      });
      writer.block("for index, item in enumerate(value):", () => writer.line(`${items}(item, f"{path}[{index}]", errors)`));
    } else writeLeaf(parts, leafChecks(type as LeafNode, parts.checks), "value", "path");
  });
  return name;
}

/** The check of a list's item: an object's walk, or a leaf's checks. */
function writeItems(parts: ModuleParts, items: TypeNode, base: string, context: WalkContext): string {
  if (items.kind === "object") return writeObject(parts, items, base, context);
  if (items.kind === "array") throw new Error("nested arrays are not in the spec format");
  const name = uniqueName(parts, base);
  parts.writer.line();
  parts.writer.line();
  parts.writer.block(`def ${name}(value: object, path: str, errors: list[ValidationError]) -> None:`, () =>
    writeLeaf(parts, leafChecks(items as LeafNode, parts.checks), "value", "path"),
  );
  return name;
}

/** A leaf's checks, first failure only, as an if/elif chain. */
function writeLeaf(parts: ModuleParts, checks: LeafChecks, value: string, path: string): void {
  switch (checks.kind) {
    case "chain":
      return writeChain(parts, checks.checks, { value, text: value }, path);
    case "decimal": {
      const text = `${value}_text`;
      parts.writer.line(`${text} = decimal_text(${value})`);
      return writeChain(parts, checks.checks, { value, text }, path);
    }
    case "map":
      return writeMap(parts, checks, value, path);
  }
}

function writeChain(parts: ModuleParts, checks: readonly Check[], subject: PythonSubject, path: string): void {
  checks.forEach((check, index) => {
    const fails = printPythonCondition(check, subject, parts.pool);
    parts.writer.block(`${index === 0 ? "if" : "elif"} ${fails}:`, () =>
      parts.writer.line(`errors.append(invalid(${path}, ${pyString(check.explanation)}))`),
    );
  });
}

function writeMap(parts: ModuleParts, checks: Extract<LeafChecks, { kind: "map" }>, value: string, path: string): void {
  const { writer, pool } = parts;
  writer.block(`if ${printPythonCondition(checks.type, { value, text: value }, pool)}:`, () => {
    writer.line(`errors.append(invalid(${path}, ${pyString(checks.type.explanation)}))`);
    writer.line("return");
  });
  writer.line(`names = [key_text(key) for key in ${value}]`);
  for (const check of checks.entries)
    writer.block(`if ${printPythonCondition(check, { value: "names", text: "names" }, pool)}:`, () =>
      writer.line(`errors.append(invalid(${path}, ${pyString(check.explanation)}))`),
    );
  writer.block("for name in names:", () => {
    writer.line(`entry_path = f"{${path}}.{name}"`);
    writer.block(`if ${printPythonCondition(checks.name, { value: "name", text: "name" }, pool)}:`, () =>
      writer.line(`errors.append(invalid(entry_path, ${pyString(checks.name.explanation)}))`),
    );
    writer.block("else:", () => {
      writer.line(`entry = ${value}[name]`);
      writeLeaf(parts, checks.value, "entry", "entry_path");
    });
  });
}

/** The 'not shown' test of a message: the path lies in one of its regions. */
function writeGapTest(parts: ModuleParts, name: string, gaps: readonly FieldGap[]): void {
  const { writer, pool } = parts;
  writer.line();
  writer.line();
  writer.block(`def ${name}(path: str) -> bool:`, () => {
    if (gaps.some((gap) => gap.after !== undefined || gap.before !== undefined)) writer.line("segments = reference_segments(path)");
    const conditions = gaps.map((gap) => {
      for (const line of commentLines(gap.text.replace(/\s+/g, " "))) writer.line(line);
      const included = gap.includes.map((prefix) => `is_at_or_under(path, ${pyString(prefix)})`);
      const range = [
        ...(gap.within !== undefined ? [`is_below(path, ${pyString(gap.within)})`] : []),
        ...(gap.after !== undefined ? [`compare_segments(segments, ${pool.strings(referenceSegments(gap.after))}) > 0`] : []),
        ...(gap.before !== undefined ? [`compare_segments(segments, ${pool.strings(referenceSegments(gap.before))}) < 0`] : []),
      ];
      const hasRange = gap.after !== undefined || gap.before !== undefined;
      const all = [...included, ...(hasRange ? [range.join(" and ")] : [])];
      return all.length === 0 ? "False" : all.join(" or ");
    });
    writer.line(`return ${conditions.length === 0 ? "False" : conditions.map((condition) => `(${condition})`).join(" or ")}`);
  });
}

/** `order.item[]` -> `["order", "item"]`. */
function keysOf(path: string): string[] {
  return path.split(".").map(propertyName);
}

/** The value at a path by own keys: `own_at(own_at(body, "order"), "amount")`. */
function valueAt(path: string): string {
  return keysOf(path).reduce((read, key) => `own_at(${read}, ${pyString(key)})`, "body");
}

function writeRules(parts: ModuleParts, message: MessageIR): void {
  const rules = message.rules.map(ruleEntry);
  const { writer } = parts;
  if (rules.some(({ check }) => check !== undefined && check.check !== "atLeastOneOf"))
    writer.line("refused = refusals_of(errors, len(errors))");
  for (const rule of rules) {
    for (const line of commentLines(
      `Rule ${rule.id}${rule.section ? ` (section ${rule.section})` : ""}: ${rule.text.replace(/\s+/g, " ")}`,
    ))
      writer.line(line);
    if (rule.check === undefined) {
      writer.line(`# ${(rule.unchecked ?? "").replace(/\s+/g, " ")}: not checked on a single body.`);
      continue;
    }
    writeRule(parts, rule.check);
  }
}

function finding(check: RuleCheck): string {
  const { kind, field, explanation } = check.finding;
  return `errors.append(${kind === "invalid" ? "invalid" : "missing"}(${pyString(field)}, ${pyString(explanation)}))`;
}

function ruleDecimal(path: string): string {
  return `rule_decimal(${valueAt(path)}, ${pyString(keysOf(path).join("."))}, refused)`;
}

/** Whether the local `condition` makes a rule's condition hold: a string among the values, or present. */
function whenHolds(when: WhenField): string {
  if (!("equals" in when)) return "(condition is not ABSENT)";
  return `(isinstance(condition, str) and (${when.equals.map((value) => `condition == ${pyString(value)}`).join(" or ")}))`;
}

function writeRule(parts: ModuleParts, check: RuleCheck): void {
  const { writer } = parts;
  switch (check.check) {
    case "sumEquals": {
      const list = (paths: readonly string[]) => `[${paths.map(ruleDecimal).join(", ")}]`;
      writer.line(`total = ${ruleDecimal(check.total)}`);
      const differs = `sum_differs(total, ${list(check.add)}, ${list(check.subtract)}, ${check.appliesWhen === "anyAddedPresent" ? "True" : "False"})`;
      const unless = check.unlessPresent.map((path) => ` and ${valueAt(path)} is ABSENT`).join("");
      writer.block(`if isinstance(total, str)${unless} and ${differs}:`, () => writer.line(finding(check)));
      return;
    }
    case "sumOfProductsEquals": {
      if (!isArrayPath(check.list)) throw new Error(`${check.list} is not an array`);
      writer.line(`total = ${ruleDecimal(check.total)}`);
      const factors = `[${check.factors.map(pyString).join(", ")}]`;
      const differs = `products_sum_differs(${valueAt(check.list)}, ${pyString(keysOf(check.list).join("."))}, ${factors}, refused, total)`;
      writer.block(`if isinstance(total, str) and ${differs}:`, () => writer.line(finding(check)));
      return;
    }
    case "atLeastOneOf": {
      const parent = parentPath(check.fields[0] as string);
      const parentPresent = parent === undefined ? "True" : `is_record(${valueAt(parent)})`;
      const allAbsent = check.fields.map((path) => `${valueAt(path)} is ABSENT`).join(" and ");
      writer.block(`if ${parentPresent} and ${allAbsent}:`, () => writer.line(finding(check)));
      return;
    }
    case "requiredIf": {
      writer.line(`condition = ${valueAt(check.when.field)}`);
      // An object on the way to the field that its check refused (not an object) is not judged either.
      const unjudged = [check.field, check.when.field]
        .map((path) => `not refused.covers(${pyString(keysOf(path).join("."))})`)
        .join(" and ");
      writer.block(`if ${whenHolds(check.when)} and ${valueAt(check.field)} is ABSENT and ${unjudged}:`, () => writer.line(finding(check)));
      return;
    }
    case "onlyIf": {
      writer.line(`restricted = ${valueAt(check.field)}`);
      writer.line(`condition = ${valueAt(check.when.field)}`);
      const applies =
        check.values === undefined
          ? "restricted is not ABSENT"
          : `isinstance(restricted, str) and any(item in (${check.values.map(pyString).join(", ")},) for item in restricted.split(","))`;
      const unjudged = [check.field, check.when.field]
        .map((path) => `not refused.covers(${pyString(keysOf(path).join("."))})`)
        .join(" and ");
      writer.block(`if ${applies} and not ${whenHolds(check.when)} and ${unjudged}:`, () => writer.line(finding(check)));
      return;
    }
  }
}
