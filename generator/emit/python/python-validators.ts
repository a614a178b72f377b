// The Python validators: one module per operation and version, from the same check descriptors as
// the TypeScript validators (emit/shared/facets/: leaf-checks, structure-checks, rule-checks), printed
// by print-python-condition.ts. One function per object of a message's tree walks its keys: each known
// key's checks, an unknown key refused (requests; tolerated in a 'not shown' region) or tolerated
// (responses), then the required keys that are missing. Then the cross-field rules (python-rules.ts).
// Every finding is collected; anything that raises (no JSON data) is answered by one finding (runtime
// unreadable.py). A body that passes makes nothing on its way: a path is joined only for a finding
// (python-path.ts), a rule's values are read once, and the valid answer is one constant.

import type { Direction, FieldGap, FieldNode, MessageIR, ObjectNode, OperationIR, Rule, TypeNode } from "../../ir/ir.js";
import { referenceSegments } from "../../language/spec-paths.js";
import type { Check, CheckContext, LeafChecks } from "../shared/facets/check.js";
import { leafChecks } from "../shared/facets/leaf-checks.js";
import { ARRAY_CHECK, OBJECT_CHECK, bodyCheck } from "../shared/facets/structure-checks.js";
import type { LeafNode } from "../shared/facets/facet.js";
import { commentLines, PythonWriter, pyString, snakeCase } from "./python-code.js";
import {
  DECIMAL_TEXT_PATTERNS,
  printPythonCondition,
  PythonPool,
  type PythonSubject,
  UNSIGNED_DECIMAL_TEXT,
} from "./print-python-condition.js";
import { PYTHON_ERROR_VALIDATOR } from "../plan/python-plan.js";
import { appendFinding, BODY_PATH, isLiteralPath, itemPath, keyPath, pathExpression, type PathParts } from "./python-path.js";
import { writePythonRules } from "./python-rules.js";

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
  const root = writeObject(parts, errorShape, "_check_error_response", { direction: "response", gapTest: undefined }, BODY_PATH);
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
  // Imported: the names the code or its constants call (a comment that says "missing" imports nothing).
  const code = `${constants.join("\n")}\n${body}`;
  const usedIn = (name: string) => new RegExp(BARE_NAMES.has(name) ? `\\b${name}\\b` : `\\b${name}\\(`).test(code);
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
    ...(constants.some((line) => line.includes("Decimal(")) ? ["from decimal import Decimal"] : []),
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

/** Runtime names the code reads without calling them. */
const BARE_NAMES: ReadonlySet<string> = new Set(["ABSENT", "NO_RECORD", "VALID"]);

const RUNTIME_NAMES = [
  "ABSENT",
  "NO_RECORD",
  "VALID",
  "checked_sum_differs",
  "compare_decimals",
  "compare_segments",
  "count_digits",
  "decimal_scale",
  "decimal_text",
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
  "length_within",
  "products_sum_differs",
  "reference_segments",
  "refusals_of",
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
  const root = writeObject(parts, message.root, `_check_${base}`, { direction: message.direction, gapTest }, BODY_PATH);
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
      // The day is passed down only to the checks whose fields need it.
      writer.line(`${root}(body, "", errors${clock ? ", today" : ""})`);
      if (message !== undefined) writePythonRules(writer, message, parts.pool);
      // The valid answer is one shared constant: nothing is made for a body that passes.
      writer.line("return to_result(errors) if errors else VALID");
    });
    writer.block("except Exception:", () => writer.line("return unreadable_body(body)"));
  });
}

/** Whether a field of the tree depends on today's date. */
function hasClockField(node: ObjectNode): boolean {
  return node.fields.some((field) => usesClock(field.type));
}

/** Whether a value's checks depend on today's date: its check function is then given `today`. */
function usesClock(type: TypeNode): boolean {
  if (type.kind === "object") return hasClockField(type);
  if (type.kind === "array") return usesClock(type.items);
  if (type.kind === "map") return usesClock(type.value);
  return type.kind === "string" && type.notInPast === true;
}

/** The arguments past a check function's value and path: the errors, and the day where its checks need it. */
function restArguments(clock: boolean): string {
  return clock ? "errors, today" : "errors";
}

/**
 * Where a check function stands: the path of the object that calls it (a field's check is called
 * with it as `parent`): literal outside lists, the local `parent` inside them.
 */
function parentOf(objectPath: PathParts): PathParts {
  return isLiteralPath(objectPath) ? objectPath : [{ local: "parent" }];
}

/**
 * How a check function is given its path: a field's check, its object's (`parent`); the body's, its
 * own (`path`); a list item's, its list's and its index (`indexed`: `path`, `index`), so that the
 * item's path is joined only where it is needed (a finding, a group or list inside it).
 */
type PathParameter = "parent" | "path" | "indexed";

/**
 * The signature of a check function: its value, its path, the errors found so far, and where a
 * check under it judges a date "not in the past", the day it is judged by (the caller's `today`).
 */
function signature(name: string, pathParameter: PathParameter, clock: boolean): string {
  const path = pathParameter === "indexed" ? "path: str, index: int" : `${pathParameter}: str`;
  return `def ${name}(value: object, ${path}, errors: list[ValidationError]${clock ? ", today: date | None" : ""}) -> None:`;
}

/**
 * A path the function passes on (to its fields, items or named values): a literal or one local; a
 * path joined from parts is joined once, into `path`.
 */
function passedPath(parts: ModuleParts, own: PathParts): PathParts {
  if (isLiteralPath(own) || (own.length === 1 && own[0] !== undefined && "local" in own[0])) return own;
  parts.writer.line(`path = ${pathExpression(own)}`);
  return [{ local: "path" }];
}

/**
 * Writes the check of an object (and, first, those of its fields); returns its function's name. Its
 * walk (writeWalk) reads each key once.
 */
function writeObject(
  parts: ModuleParts,
  node: ObjectNode,
  base: string,
  context: WalkContext,
  own: PathParts,
  pathParameter: PathParameter = "path",
): string {
  const walk = prepareWalk(parts, node, base, context, own, pathParameter);
  const name = uniqueName(parts, base);
  parts.writer.line();
  parts.writer.line();
  parts.writer.block(signature(name, pathParameter, hasClockField(node)), () => writeWalk(parts, walk, "value", "return"));
  return name;
}

/** An object's walk, ready to be written where its value is: what prepareWalk wrote before it, and how it finds each key's check. */
interface Walk {
  node: ObjectNode;
  context: WalkContext;
  own: PathParts;
  required: readonly FieldNode[];
  chained: readonly FieldNode[];
  /** The check function of each field that has one (every field but a chained leaf, checked inline). */
  functions: ReadonlyMap<string, string>;
  /** The table by key of the fields past the chain, where there are any. */
  table: string | undefined;
}

/** Writes the check functions of an object's fields, and its table by key where it has one (walkOf). */
function prepareWalk(
  parts: ModuleParts,
  node: ObjectNode,
  base: string,
  context: WalkContext,
  own: PathParts,
  pathParameter: PathParameter,
): Walk {
  const required = node.fields.filter((field) => field.presence === "required" || field.presence === "always");
  const { chained, tabled } = walkOf(node, required, pathParameter);
  const functions = new Map(
    node.fields
      .filter((field) => tabled.includes(field) || !isInlineLeaf(field))
      .map((field) => [field.name, writeField(parts, field, `${base}_${snakeCase(field.name)}`, context, own)] as const),
  );
  const table = tabled.length === 0 ? undefined : uniqueName(parts, `${base.toUpperCase()}_FIELDS`);
  if (table !== undefined) {
    const { writer } = parts;
    writer.line();
    writer.line();
    // Keyed by any object: a key that is not text is looked up as it is, and finds nothing.
    writer.line(`${table}: Final[dict[object, FieldCheck]] = {`);
    for (const field of tabled) writer.line(`    ${pyString(field.name)}: ${functions.get(field.name)},`);
    writer.line("}");
  }
  return { node, context, own, required, chained, functions, table };
}

/**
 * Writes an object's walk over `subject`, which `leave` ends early (`return` in its own function,
 * `continue` in its list's loop): the chained names compared in turn (a leaf's checks inline), then
 * the other known keys' checks through the table by key (given the object's path, so that a path is
 * built only for a finding), an unknown key refused (requests; tolerated in a 'not shown' region) or
 * tolerated (responses); then the required keys that are missing.
 */
function writeWalk(parts: ModuleParts, walk: Walk, subject: string, leave: "return" | "continue"): void {
  const { writer } = parts;
  const { node, context, own, table, functions } = walk;
  writer.block(`if ${printPythonCondition(OBJECT_CHECK, { value: subject, text: subject }, parts.pool)}:`, () => {
    writer.line(appendFinding(parts.pool, "invalid", own, OBJECT_CHECK.explanation));
    writer.line(leave);
  });
  // A chain joins a path of parts only where it is used (a finding, a group or list inside); a
  // table's calls all take it, so it is joined once.
  const path = table === undefined ? own : passedPath(parts, own);
  // What the walk does with a key no chained name equals: the table's check, or the unknown key's.
  const rest = () => {
    if (table === undefined) return writeUnknownKey(parts, node, context, path);
    // A key that is not text finds no check (the unknown key's key_text raises for it).
    writer.line(`check = ${table}.get(key)`);
    writer.block("if check is None:", () => writeUnknownKey(parts, node, context, path));
    writer.block("else:", () => writer.line(`check(field, ${pathExpression(path)}, errors)`));
  };
  writer.block(`for key, field in ${subject}.items():`, () => {
    if (walk.chained.length === 0) return rest();
    // A key that is not text is no JSON data: it equals no name (unless its own __eq__ says so, which
    // no JSON decoder's key does), and the unknown key's key_text raises for it; no test per key.
    walk.chained.forEach((field, index) =>
      writer.block(`${index === 0 ? "if" : "elif"} key == ${pyString(field.name)}:`, () => {
        const check = functions.get(field.name);
        if (check !== undefined) writer.line(`${check}(field, ${pathExpression(path)}, ${restArguments(usesClock(field.type))})`);
        else writeLeaf(parts, leafChecks(field.type as LeafNode, parts.checks), "field", keyPath(path, { text: field.name }));
      }),
    );
    writer.block("else:", rest);
  });
  for (const field of walk.required)
    writer.block(`if ${pyString(field.name)} not in ${subject}:`, () =>
      writer.line(appendFinding(parts.pool, "missing", keyPath(path, { text: field.name }))),
    );
}

/**
 * How an object's walk finds a key's check: the names it compares in turn (`chained`, the required
 * first: a body has them all), and those found through a table by key (`tabled`: a look-up and a
 * call, whatever the key's place). A field whose checks need the day is chained (a table's calls
 * take no day).
 *
 * Counted in CPython 3.11's instructions: a comparison in the chain costs 4; a look-up in the table
 * about 15, and 10 more where the field is a leaf (a call that a chained leaf, checked inline, does
 * not make; a group or list is a call either way). A key found past k chained names costs 4k more.
 * The fields past the required and the day's are tabled when, each as likely as the others, the
 * table costs less: their mean place past the chain, (n + 1) / 2 comparisons, against 15 + 10 x their
 * share of leaves. A list item's fields stay chained when there are at most 16 (the table's calls
 * would need the item's path joined for each item), as measured on the real spec's line items.
 */
function walkOf(
  node: ObjectNode,
  required: readonly FieldNode[],
  pathParameter: PathParameter,
): { chained: FieldNode[]; tabled: FieldNode[] } {
  if (pathParameter === "indexed" && node.fields.length <= ITEM_FIELDS_CHAINED_AT_MOST)
    return { chained: [...required, ...othersOf(node, required)], tabled: [] };
  const first = [...required, ...othersOf(node, required).filter((field) => usesClock(field.type))];
  const rest = othersOf(node, first);
  const leaves = rest.filter(isInlineLeaf).length;
  const chainCost = (COMPARISON_COST * (rest.length + 1)) / 2;
  const tableCost = LOOKUP_COST + (LEAF_CALL_COST * leaves) / Math.max(rest.length, 1);
  if (pathParameter === "indexed" || chainCost > tableCost) return { chained: first, tabled: rest };
  return { chained: [...first, ...rest], tabled: [] };
}

/** The object's fields but those given, in the spec's order. */
function othersOf(node: ObjectNode, given: readonly FieldNode[]): FieldNode[] {
  return node.fields.filter((field) => !given.includes(field));
}

/** The cost model of walkOf, in CPython 3.11 instructions (see there). */
const COMPARISON_COST = 4;
const LOOKUP_COST = 15;
const LEAF_CALL_COST = 10;
/** A list item's fields are chained up to this many (walkOf). */
const ITEM_FIELDS_CHAINED_AT_MOST = 16;

/** A leaf whose checks are one chain, written inline in its object's walk (a map has its own loop). */
function isInlineLeaf(field: FieldNode): boolean {
  return field.type.kind !== "object" && field.type.kind !== "array" && field.type.kind !== "map";
}

/** A key the object does not know: refused (requests; tolerated in a 'not shown' region) or tolerated (responses). */
function writeUnknownKey(parts: ModuleParts, node: ObjectNode, context: WalkContext, path: PathParts): void {
  const { writer } = parts;
  if (context.direction === "response") {
    writer.line("# responses grow over versions: unknown fields are tolerated (a key must still be text)");
    writer.line("key_text(key)");
    return;
  }
  const unknown = pathExpression(keyPath(path, { local: "name" }));
  writer.line("name = key_text(key)");
  if (node.open && context.gapTest !== undefined)
    writer.block(`if not ${context.gapTest}(${unknown}):`, () => writer.line(`errors.append(unsupported(${unknown}))`));
  else writer.line(`errors.append(unsupported(${unknown}))`);
}

/** Writes a field's check function, called with its object's path (`parent`); returns its name. */
function writeField(parts: ModuleParts, field: FieldNode, base: string, context: WalkContext, objectPath: PathParts): string {
  const { type } = field;
  const own = keyPath(parentOf(objectPath), { text: field.name });
  if (type.kind === "object") return writeObject(parts, type, base, context, own, "parent");
  const items =
    type.kind === "array" && type.items.kind === "object" ? itemCheckOf(parts, type.items, `${base}_item`, context, own) : undefined;
  const name = uniqueName(parts, base);
  const { writer } = parts;
  writer.line();
  writer.line();
  writer.block(signature(name, "parent", usesClock(type)), () => {
    if (type.kind === "array") writeArray(parts, type.items, items, own);
    else writeLeaf(parts, leafChecks(type as LeafNode, parts.checks), "value", own);
  });
  return name;
}

/**
 * How a list checks each of its objects: a walk that compares names only is written in the list's
 * own loop (no call per item); one with a table is a function given the list's path and the index,
 * which joins the item's path once for the table's calls.
 */
function itemCheckOf(parts: ModuleParts, node: ObjectNode, base: string, context: WalkContext, listPath: PathParts): ItemCheck {
  const walk = prepareWalk(parts, node, base, context, itemPath(passedListPath(listPath), "index"), "indexed");
  if (walk.table === undefined) return { walk };
  const name = uniqueName(parts, base);
  parts.writer.line();
  parts.writer.line();
  parts.writer.block(signature(name, "indexed", hasClockField(node)), () =>
    writeWalk(parts, { ...walk, own: itemPath([{ local: "path" }], "index") }, "value", "return"),
  );
  return { function: name };
}

type ItemCheck = { walk: Walk } | { function: string };

/** The path a list's loop gives its items: a literal or one local (passedPath joins any other into `path`). */
function passedListPath(own: PathParts): PathParts {
  return isLiteralPath(own) || (own.length === 1 && own[0] !== undefined && "local" in own[0]) ? own : [{ local: "path" }];
}

/** A list's check: the type, then each item: an object's walk (given the item's path), or a leaf's checks inline. */
function writeArray(parts: ModuleParts, items: TypeNode, itemCheck: ItemCheck | undefined, own: PathParts): void {
  const { writer } = parts;
  writer.block(`if ${printPythonCondition(ARRAY_CHECK, { value: "value", text: "value" }, parts.pool)}:`, () => {
    writer.line(appendFinding(parts.pool, "invalid", own, ARRAY_CHECK.explanation));
    writer.line("return");
  });
  if (items.kind === "array") throw new Error("nested arrays are not in the spec format");
  const path = itemCheck === undefined ? own : passedPath(parts, own);
  writer.block("for index, item in enumerate(value):", () => {
    if (itemCheck === undefined) writeLeaf(parts, leafChecks(items as LeafNode, parts.checks), "item", itemPath(path, "index"));
    else if ("walk" in itemCheck) writeWalk(parts, itemCheck.walk, "item", "continue");
    else writer.line(`${itemCheck.function}(item, ${pathExpression(path)}, index, ${restArguments(usesClock(items))})`);
  });
}

/** A leaf's checks, first failure only, as an if/elif chain; a finding's path is joined only then. */
function writeLeaf(parts: ModuleParts, checks: LeafChecks, value: string, path: PathParts): void {
  switch (checks.kind) {
    case "chain":
      return writeChain(parts, checks.checks, { value, text: value }, path);
    case "decimal": {
      const text = `${value}_text`;
      // Text is its own decimal text: no call for the usual case.
      parts.writer.line(`${text} = ${value} if isinstance(${value}, str) else decimal_text(${value})`);
      return writeChain(parts, checks.checks, { value, text }, path);
    }
    case "map":
      return writeMap(parts, checks, value, path);
  }
}

function writeChain(parts: ModuleParts, checks: readonly Check[], subject: PythonSubject, path: PathParts): void {
  // Past a check of the decimal text's form, the text is decimal text: bounds compare it as a Decimal.
  const formAt = checks.findIndex((check) => check.check === "matches" && DECIMAL_TEXT_PATTERNS.has(check.pattern));
  const unsigned = formAt !== -1 && (checks[formAt] as Extract<Check, { check: "matches" }>).pattern === UNSIGNED_DECIMAL_TEXT;
  checks.forEach((check, index) => {
    const past = formAt !== -1 && index > formAt;
    const fails = printPythonCondition(check, { ...subject, decimalText: past, unsignedDecimalText: past && unsigned }, parts.pool);
    parts.writer.block(`${index === 0 ? "if" : "elif"} ${fails}:`, () =>
      parts.writer.line(appendFinding(parts.pool, "invalid", path, check.explanation)),
    );
  });
}

function writeMap(parts: ModuleParts, checks: Extract<LeafChecks, { kind: "map" }>, value: string, own: PathParts): void {
  const { writer, pool } = parts;
  writer.block(`if ${printPythonCondition(checks.type, { value, text: value }, pool)}:`, () => {
    writer.line(appendFinding(pool, "invalid", own, checks.type.explanation));
    writer.line("return");
  });
  // A JSON object has as many names as keys; each key is read as text below.
  for (const check of checks.entries)
    writer.block(`if ${printPythonCondition(check, { value, text: value }, pool)}:`, () =>
      writer.line(appendFinding(pool, "invalid", own, check.explanation)),
    );
  const path = passedPath(parts, own);
  const entryPath = keyPath(path, { local: "name" });
  writer.block(`for key, entry in ${value}.items():`, () => {
    writer.line("name = key if isinstance(key, str) else key_text(key)");
    writer.block(`if ${printPythonCondition(checks.name, { value: "name", text: "name" }, pool)}:`, () =>
      writer.line(appendFinding(pool, "invalid", entryPath, checks.name.explanation)),
    );
    writer.block("else:", () => writeLeaf(parts, checks.value, "entry", entryPath));
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
