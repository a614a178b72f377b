// The TypeScript printer of the cross-field rules (emit/shared/facets/rule-checks.ts gives them as
// checks): each rule in its own block after the field checks, reading the body by plain property
// reads where it only asks whether a part is there, and exactly (own keys of JSON objects) where it
// judges a value.

import type { MessageIR, ObjectNode, TypeNode } from "../../ir/ir.js";
import { isArrayPath, parentPath, propertyName } from "../../language/spec-paths.js";
import type { RuleCheck, RuleEntry, RuleFinding, WhenField } from "../shared/facets/check.js";
import { ruleEntry } from "../shared/facets/rule-checks.js";
import { _, arrayCode, commentText, identifier, joinCode, lineComment, Name, type Code } from "../shared/code.js";
import type { CodeWriter } from "../shared/code-writer.js";
import { runtime } from "../plan/runtime-plan.js";

/** `order.item[]` -> `["order", "item"]`: the property names a path walks through. */
function keysOf(path: string): string[] {
  return path.split(".").map(propertyName);
}

/** `(body as PropertyBag)["order"]?.["taxAmount"]`: the value at a path, by plain property reads. */
function plainRead(path: string): Code {
  return keysOf(path).reduce(
    (read, key, index) => (index === 0 ? _`${read}[${key}]` : _`${read}?.[${key}]`),
    _`(body as ${runtime.PropertyBag})`,
  );
}

/**
 * Whether any of the paths holds a value, by plain reads, for a rule the walk cannot tell (a part
 * inside a list, or under an object the message does not have). They find every key an exact read
 * finds, and maybe inherited or unenumerable ones too: then `sumDiffers` (`anyPart`) finds no part
 * present and judges nothing.
 */
function anyPresent(paths: readonly string[]): Code {
  return joinCode(
    paths.map((path) => _`${plainRead(path)} !== undefined`),
    _` || `,
  );
}

/**
 * A rule's exact reads (own keys of JSON objects only), written out key by key rather than walked
 * from a list of keys at run time: each group on the way is read once into a local (`groupOrder`),
 * declared before the line that uses it.
 */
class RuleReads {
  private readonly groups = new Map<string, { name: Name; initializer: Code }>();

  /** `ownAt(groupOrder, "amount")`: the value at the path. */
  valueAt(path: string): Code {
    const keys = keysOf(path);
    return _`${runtime.ownAt}(${this.holderOf(keys.slice(0, -1))}, ${keys.at(-1) as string})`;
  }

  /** Writes the declarations of the groups read so far. */
  declare(writer: CodeWriter): void {
    for (const { name, initializer } of this.groups.values()) writer.line(_`const ${name} = ${initializer};`);
  }

  private holderOf(keys: readonly string[]): Code {
    if (keys.length === 0) return _`body`;
    const dotted = keys.join(".");
    const known = this.groups.get(dotted);
    if (known) return _`${known.name}`;
    const parent = this.holderOf(keys.slice(0, -1));
    const name = this.localName(keys);
    this.groups.set(dotted, { name, initializer: _`${runtime.ownAt}(${parent}, ${keys.at(-1) as string})` });
    return _`${name}`;
  }

  /** `groupOrderMerchantCharge`, or a numbered name where a key makes no identifier. */
  private localName(keys: readonly string[]): Name {
    const words = keys.map((key) => key.charAt(0).toUpperCase() + key.slice(1)).join("");
    return new Name(/^[A-Za-z0-9]+$/.test(words) ? identifier(`group${words}`) : `group${this.groups.size}`);
  }
}

/** The rule's decimal at `path`, as `ruleDecimal` reads it: undefined when absent, null when not judged. */
function ruleDecimal(path: string, reads: RuleReads): Code {
  return _`${runtime.ruleDecimal}(${reads.valueAt(path)}, ${keysOf(path).join(".")}, refused)`;
}

/** By the dotted path of an object (`""` the body), the keys whose presence sets trigger bits. */
export type RuleTriggers = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** The message's rules as checks, and which parts of which the field checks' walk reports, with the bit each rule is told by. */
export interface TriggerPlan {
  rules: readonly RuleEntry[];
  byObject: RuleTriggers;
  bitOf: ReadonlyMap<RuleCheck, number>;
}

/** Bits 1 to 2^29: each stays a small integer, and `found & bit` never meets the sign bit. */
const TRIGGER_BITS = 30;

/**
 * A sum that applies when any part is present needs to know whether the body carries one: most
 * bodies carry none, and three property reads that miss cost a small body a twentieth of its time.
 * The walk of the object holding a part already meets every key the body sends (own and enumerable:
 * what JSON.stringify sends, `isBodyKey`), so it sets the rule's bit when it meets a part with a
 * value, a known field or not, and the objects' checks return the bits they found. A rule whose
 * parts the walk cannot tell (a part inside a list, or in an object the message does not have) reads
 * them as before. Once a part applies the sum, its parts are read with `ownAt`.
 */
export function triggerPlan(message: MessageIR): TriggerPlan {
  const rules = message.rules.map(ruleEntry);
  const byObject = new Map<string, Map<string, number>>();
  const bitOf = new Map<RuleCheck, number>();
  for (const { check } of rules) {
    if (check?.check !== "sumEquals" || check.appliesWhen !== "anyAddedPresent" || check.add.length === 0) continue;
    if (bitOf.size === TRIGGER_BITS || !check.add.every((path) => objectHolding(message.root, path) !== undefined)) continue;
    const bit = 2 ** bitOf.size;
    bitOf.set(check, bit);
    for (const path of check.add) {
      const holder = parentPath(path) ?? "";
      const keys = byObject.get(holder) ?? new Map<string, number>();
      const key = keysOf(path).at(-1) as string;
      keys.set(key, (keys.get(key) ?? 0) | bit);
      byObject.set(holder, keys);
    }
  }
  return { rules, byObject, bitOf };
}

/** The object node a path's last key sits in, when every step before it is an object field of the tree. */
function objectHolding(root: ObjectNode, path: string): ObjectNode | undefined {
  if (path.includes("[]")) return undefined;
  let node: ObjectNode | undefined = root;
  for (const key of keysOf(path).slice(0, -1)) {
    const type: TypeNode | undefined = node?.fields.find((field) => field.name === key)?.type;
    node = type?.kind === "object" ? type : undefined;
  }
  return node;
}

/**
 * Writes the checks of the message's cross-field rules, each in its own block, after the field checks:
 * a rule skips any value those refused. The rules told by the walk's bits read them in `found`.
 */
export function writeRuleChecks(writer: CodeWriter, plan: TriggerPlan): void {
  // The field checks' findings, gathered only when a rule that asks runs (most bodies carry no part
  // of a sum): the first `checked` findings, since the rules' own come after them.
  if (plan.rules.some(({ check }) => check !== undefined && readsRefusals(check))) {
    writer.line(_`const checked = errors.length;`);
    writer.line(_`let refused: ${runtime.Refusals} | undefined;`);
  }
  for (const rule of plan.rules) {
    writer.line(lineComment(`Rule ${rule.id}${rule.section ? ` (section ${rule.section})` : ""}: ${commentText(rule.text)}`));
    const { check, unchecked } = rule;
    if (check === undefined) {
      const reason = unchecked ?? "";
      writer.line(lineComment(`${reason.charAt(0).toUpperCase()}${reason.slice(1)}: not checked on a single body.`));
      continue;
    }
    writer.block(() => writeRule(writer, check, plan.bitOf.get(check)));
  }
}

/** A sum judges no value the field checks refused: it reads their findings. */
function readsRefusals(check: RuleCheck): boolean {
  return check.check !== "atLeastOneOf";
}

/** Neither the field nor the condition's field was refused (then the rule judges nothing: it has its finding). */
function notRefused(paths: readonly string[]): Code {
  return joinCode(
    paths.map((path) => _`!refused.covers(${keysOf(path).join(".")})`),
    _` && `,
  );
}

/** The first line of a rule that reads the refusals: gathered once, by the first such rule that runs. */
function gatherRefusals(writer: CodeWriter): void {
  writer.line(_`refused ??= ${runtime.refusalsOf}(errors, checked);`);
}

function finding({ kind, field, explanation }: RuleFinding): Code {
  return _`errors.push(${kind === "invalid" ? runtime.invalid : runtime.missing}(${field}, ${explanation}));`;
}

function writeRule(writer: CodeWriter, check: RuleCheck, bit: number | undefined): void {
  switch (check.check) {
    case "sumEquals": {
      if (check.appliesWhen === "always") return writeSum(writer, check);
      if (check.add.length === 0) return; // applies when an added part is present: with none, never
      // Most bodies carry none of the parts: then there is nothing to add up, and nothing is allocated.
      const carried = bit === undefined ? anyPresent(check.add) : _`(found & ${bit}) !== 0`;
      writer.write(_`if (${carried})`).block(() => writeSum(writer, check));
      return;
    }
    case "sumOfProductsEquals":
      return writeSumOfProducts(writer, check);
    case "atLeastOneOf": {
      const reads = new RuleReads();
      const parent = parentPath(check.fields[0] as string);
      const parentPresent = parent === undefined ? _`true` : _`${runtime.isRecord}(${reads.valueAt(parent)})`;
      const allAbsent = joinCode(
        check.fields.map((path) => _`${reads.valueAt(path)} === undefined`),
        _` && `,
      );
      reads.declare(writer);
      writer.line(_`if (${parentPresent} && ${allAbsent}) ${finding(check.finding)}`);
      return;
    }
    case "requiredIf": {
      const reads = new RuleReads();
      const condition = reads.valueAt(check.when.field);
      const required = reads.valueAt(check.field);
      reads.declare(writer);
      writer.line(_`const condition = ${condition};`);
      writer.write(_`if (${whenHolds(check.when)} && ${required} === undefined)`).block(() => {
        gatherRefusals(writer);
        // An object on the way to the field that its check refused (not an object) is not judged either.
        writer.line(_`if (${notRefused([check.field, check.when.field])}) ${finding(check.finding)}`);
      });
      return;
    }
    case "onlyIf": {
      const reads = new RuleReads();
      const restricted = reads.valueAt(check.field);
      const condition = reads.valueAt(check.when.field);
      reads.declare(writer);
      writer.line(_`const restricted = ${restricted};`);
      writer.line(_`const condition = ${condition};`);
      const applies = check.values === undefined ? _`restricted !== undefined` : holdsAnyOf(check.values);
      writer.write(_`if (${applies} && !${whenHolds(check.when)})`).block(() => {
        gatherRefusals(writer);
        writer.line(_`if (${notRefused([check.field, check.when.field])}) ${finding(check.finding)}`);
      });
      return;
    }
  }
}

/** Whether the rule's condition holds of the local `condition`: one of the values, or present. */
function whenHolds(when: WhenField): Code {
  if (!("equals" in when)) return _`(condition !== undefined)`;
  return _`(${oneOf(_`condition`, when.equals)})`;
}

function oneOf(value: Code, values: readonly string[]): Code {
  return joinCode(
    values.map((each) => _`${value} === ${each}`),
    _` || `,
  );
}

/** The local `restricted` is a string that is one of the values, or a comma-separated list that holds one. */
function holdsAnyOf(values: readonly string[]): Code {
  return _`typeof restricted === "string" && restricted.split(",").some((item) => ${oneOf(_`item`, values)})`;
}

function writeSum(writer: CodeWriter, check: Extract<RuleCheck, { check: "sumEquals" }>): void {
  const reads = new RuleReads();
  const total = ruleDecimal(check.total, reads);
  // An "any-part" rule is written inside a quick check that some part is present (writeRule); the
  // sum then also finds one, as an own key, or judges nothing.
  const parts = (paths: readonly string[]) => arrayCode(paths.map((path) => ruleDecimal(path, reads)));
  const added = parts(check.add);
  const subtracted = parts(check.subtract);
  const anyPart = check.appliesWhen === "anyAddedPresent";
  const unless = check.unlessPresent.map((path) => _` && ${reads.valueAt(path)} === undefined`);
  gatherRefusals(writer);
  reads.declare(writer);
  writer.line(_`const total = ${total};`);
  writer.line(
    _`if (typeof total === "string"${joinCode(unless, _``)} && ${runtime.sumDiffers}(total, ${added}, ${subtracted}, ${anyPart})) ${finding(check.finding)}`,
  );
}

function writeSumOfProducts(writer: CodeWriter, check: Extract<RuleCheck, { check: "sumOfProductsEquals" }>): void {
  if (!isArrayPath(check.list)) throw new Error(`${check.list} is not an array`);
  const reads = new RuleReads();
  const total = ruleDecimal(check.total, reads);
  const items = reads.valueAt(check.list);
  const list = keysOf(check.list).join(".");
  gatherRefusals(writer);
  reads.declare(writer);
  writer.line(_`const total = ${total};`);
  const products = _`${runtime.productsSumDiffers}(${items}, ${list}, ${arrayCode(check.factors)}, refused, total)`;
  writer.line(_`if (typeof total === "string" && ${products}) ${finding(check.finding)}`);
}
