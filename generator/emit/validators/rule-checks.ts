import type CodeBlockWriter from "code-block-writer";
import type { MessageIR, ObjectNode, Rule, SumRule, TypeNode } from "../../resolve/ir.js";
import { isArrayPath, parentPath, propertyName } from "../../paths/spec-paths.js";
import { UNCHECKED_RULE_REASON } from "../../resolve/resolve-operations.js";
import { commentText, identifier, literal } from "../shared/code.js";
import { rt } from "../plan/runtime-plan.js";

/** `order.item[]` -> `["order", "item"]`: the property names a path walks through. */
function keysOf(path: string): string[] {
  return path.split(".").map(propertyName);
}

/** `(body as PropertyBag)["order"]?.["taxAmount"]`: the value at a path, by plain property reads. */
function plainRead(path: string): string {
  const steps = keysOf(path).map((key, index) => `${index === 0 ? "" : "?."}[${literal(key)}]`);
  return `(body as ${rt.PropertyBag})${steps.join("")}`;
}

/**
 * Whether any of the paths holds a value, by plain reads, for a rule the walk cannot tell (a part
 * inside a list, or under an object the message does not have). They find every key an exact read
 * finds, and maybe inherited or unenumerable ones too: then `sumDiffers` (`anyPart`) finds no part
 * present and judges nothing.
 */
function anyPresent(paths: readonly string[]): string {
  return paths.map((path) => `${plainRead(path)} !== undefined`).join(" || ");
}

/**
 * A rule's exact reads (own keys of JSON objects only), written out key by key rather than walked
 * from a list of keys at run time: each group on the way is read once into a local (`groupOrder`),
 * declared before the line that uses it.
 */
class RuleReads {
  private readonly groups = new Map<string, { name: string; initializer: string }>();

  /** `ownAt(groupOrder, "amount")`: the value at the path. */
  valueAt(path: string): string {
    const keys = keysOf(path);
    return `${rt.ownAt}(${this.holderOf(keys.slice(0, -1))}, ${literal(keys.at(-1) as string)})`;
  }

  /** Writes the declarations of the groups read so far. */
  declare(writer: CodeBlockWriter): void {
    for (const { name, initializer } of this.groups.values()) writer.writeLine(`const ${name} = ${initializer};`);
  }

  private holderOf(keys: readonly string[]): string {
    if (keys.length === 0) return "body";
    const dotted = keys.join(".");
    const known = this.groups.get(dotted);
    if (known) return known.name;
    const parent = this.holderOf(keys.slice(0, -1));
    const name = this.localName(keys);
    this.groups.set(dotted, { name, initializer: `${rt.ownAt}(${parent}, ${literal(keys.at(-1) as string)})` });
    return name;
  }

  /** `groupOrderMerchantCharge`, or a numbered name where a key makes no identifier. */
  private localName(keys: readonly string[]): string {
    const words = keys.map((key) => key.charAt(0).toUpperCase() + key.slice(1)).join("");
    return /^[A-Za-z0-9]+$/.test(words) ? identifier(`group${words}`) : `group${this.groups.size}`;
  }
}

/** The rule's decimal at `path`, as `ruleDecimal` reads it: undefined when absent, null when not judged. */
function ruleDecimal(path: string, reads: RuleReads): string {
  return `${rt.ruleDecimal}(${reads.valueAt(path)}, ${literal(keysOf(path).join("."))}, refused)`;
}

/** By the dotted path of an object (`""` the body), the keys whose presence sets trigger bits. */
export type RuleTriggers = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** Which parts of which rules the field checks' walk reports, and the bit each rule is told by. */
export interface TriggerPlan {
  byObject: RuleTriggers;
  bitOf: ReadonlyMap<Rule, number>;
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
  const byObject = new Map<string, Map<string, number>>();
  const bitOf = new Map<Rule, number>();
  for (const rule of message.rules) {
    if (!rule.checkable || rule.kind !== "sum" || rule.when !== "any-part" || rule.add.length === 0) continue;
    if (bitOf.size === TRIGGER_BITS || !rule.add.every((path) => objectHolding(message.root, path) !== undefined)) continue;
    const bit = 2 ** bitOf.size;
    bitOf.set(rule, bit);
    for (const path of rule.add) {
      const holder = parentPath(path) ?? "";
      const keys = byObject.get(holder) ?? new Map<string, number>();
      const key = keysOf(path).at(-1) as string;
      keys.set(key, (keys.get(key) ?? 0) | bit);
      byObject.set(holder, keys);
    }
  }
  return { byObject, bitOf };
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
 * a rule skips any value those refused. `bitOf`: the rules told by the walk's bits, in `found`.
 */
export function writeRuleChecks(writer: CodeBlockWriter, rules: readonly Rule[], bitOf: ReadonlyMap<Rule, number>): void {
  // The field checks' findings, gathered only when a rule that asks runs (most bodies carry no part
  // of a sum): the first `checked` findings, since the rules' own come after them.
  if (rules.some(readsRefusals)) {
    writer.writeLine("const checked = errors.length;");
    writer.writeLine(`let refused: ${rt.Refusals} | undefined;`);
  }
  for (const rule of rules) {
    writer.writeLine(`// Rule ${rule.id}${rule.section ? ` (section ${rule.section})` : ""}: ${commentText(rule.text)}`);
    if (!rule.checkable) {
      writer.writeLine(
        `// ${UNCHECKED_RULE_REASON.charAt(0).toUpperCase()}${UNCHECKED_RULE_REASON.slice(1)}: not checked on a single body.`,
      );
      continue;
    }
    writer.block(() => writeRule(writer, rule, bitOf.get(rule)));
  }
}

/** A sum judges no value the field checks refused: it reads their findings. */
function readsRefusals(rule: Rule): boolean {
  return rule.checkable && (rule.kind === "sum" || rule.kind === "sum-of-products");
}

/** The first line of a rule that reads the refusals: gathered once, by the first such rule that runs. */
function gatherRefusals(writer: CodeBlockWriter): void {
  writer.writeLine(`refused ??= ${rt.refusalsOf}(errors, checked);`);
}

function writeRule(writer: CodeBlockWriter, rule: Rule, bit: number | undefined): void {
  switch (rule.kind) {
    case "sum": {
      if (rule.when === "always") return writeSum(writer, rule);
      if (rule.add.length === 0) return; // "any-part" with no parts never applies
      // Most bodies carry none of the parts: then there is nothing to add up, and nothing is allocated.
      const carried = bit === undefined ? anyPresent(rule.add) : `(found & ${bit}) !== 0`;
      writer.write(`if (${carried})`).block(() => writeSum(writer, rule));
      return;
    }
    case "sum-of-products": {
      if (!isArrayPath(rule.array)) throw new Error(`rule ${rule.id}: ${rule.array} is not an array`);
      const reads = new RuleReads();
      const total = ruleDecimal(rule.total, reads);
      const items = reads.valueAt(rule.array);
      const list = literal(keysOf(rule.array).join("."));
      const factors = `[${rule.factors.map(literal).join(", ")}]`;
      gatherRefusals(writer);
      reads.declare(writer);
      writer.writeLine(`const total = ${total};`);
      const products = `${rt.productsSumDiffers}(${items}, ${list}, ${factors}, refused, total)`;
      writer.writeLine(
        `if (typeof total === "string" && ${products}) errors.push(${rt.invalid}(${literal(rule.total)}, ${literal(rule.text)}));`,
      );
      return;
    }
    case "at-least-one-of": {
      const reads = new RuleReads();
      const parent = parentPath(rule.fields[0] as string);
      const parentPresent = parent === undefined ? "true" : `${rt.isRecord}(${reads.valueAt(parent)})`;
      const allAbsent = rule.fields.map((path) => `${reads.valueAt(path)} === undefined`).join(" && ");
      reads.declare(writer);
      writer.writeLine(
        `if (${parentPresent} && ${allAbsent}) errors.push(${rt.missing}(${literal(rule.fields[0] as string)}, ${literal(rule.text)}));`,
      );
      return;
    }
    case "required-if": {
      const reads = new RuleReads();
      const condition = reads.valueAt(rule.when.field);
      const required = reads.valueAt(rule.field);
      reads.declare(writer);
      writer.writeLine(`const condition = ${condition};`);
      const matches = rule.when.equals.map((value) => `condition === ${literal(value)}`).join(" || ");
      writer.writeLine(
        `if ((${matches}) && ${required} === undefined) errors.push(${rt.missing}(${literal(rule.field)}, ${literal(rule.text)}));`,
      );
      return;
    }
    case "first-transaction-only":
      return;
  }
}

function writeSum(writer: CodeBlockWriter, rule: SumRule): void {
  const reads = new RuleReads();
  const total = ruleDecimal(rule.total, reads);
  // An "any-part" rule is written inside a quick check that some part is present (writeRule); the
  // sum then also finds one, as an own key, or judges nothing.
  const parts = (paths: readonly string[]) => `[${paths.map((path) => ruleDecimal(path, reads)).join(", ")}]`;
  const added = parts(rule.add);
  const subtracted = parts(rule.subtract);
  const anyPart = rule.when === "any-part";
  gatherRefusals(writer);
  reads.declare(writer);
  writer.writeLine(`const total = ${total};`);
  writer.writeLine(
    `if (typeof total === "string" && ${rt.sumDiffers}(total, ${added}, ${subtracted}, ${anyPart})) errors.push(${rt.invalid}(${literal(rule.total)}, ${literal(rule.text)}));`,
  );
}
