import { createDiagnostic, type Diagnostic } from "../../diagnostics/diagnostic.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import { rawValueText } from "../value-lists.js";
import { at, isRead, type Located, type SpecModel } from "../spec-model.js";
import type { RawEnumValue } from "../spec-model.js";

type DataPath = (string | number)[];
type RawRule = Record<string, unknown>;
type DoubleFile = Located<Record<string, unknown>>;

/** Names a field of the catalogue, or gives a diagnostic at `dataPath` of the double's file. */
export type FieldCheck = (path: string, ...dataPath: DataPath) => Diagnostic[];

/**
 * The double's rules (spec/api/double.yaml `rules` and outcomes' `keeps`): every path they read or
 * write is a field of the catalogue, and a `rule` names an answer field of `rules` whose rule is no
 * `rule` itself.
 */
export function checkDoubleRules(double: DoubleFile, unknownField: FieldCheck): Diagnostic[] {
  const rules = (double.value.rules ?? {}) as Record<string, RawRule>;
  const outcomes = (double.value.outcomes ?? {}) as Record<string, { keeps?: Record<string, RawRule> }>;
  const check = (rule: RawRule, dataPath: DataPath) => checkRule({ double, rules, unknownField }, rule, dataPath);
  return [
    ...Object.entries(rules).flatMap(([path, rule]) => [...unknownField(path, "rules", path), ...check(rule, ["rules", path])]),
    ...Object.entries(outcomes).flatMap(([operation, outcome]) =>
      Object.entries(outcome.keeps ?? {}).flatMap(([fact, rule]) => check(rule, ["outcomes", operation, "keeps", fact])),
    ),
  ];
}

interface RuleContext {
  double: DoubleFile;
  rules: Record<string, RawRule>;
  unknownField: FieldCheck;
}

function checkRule(context: RuleContext, rule: RawRule, dataPath: DataPath): Diagnostic[] {
  const { unknownField } = context;
  const path = (key: string) => (typeof rule[key] === "string" ? unknownField(rule[key], ...dataPath, key) : []);
  const branch = (key: string) => {
    const part = rule[key];
    return isRule(part) ? checkRule(context, part, [...dataPath, key]) : [];
  };
  const parts: unknown[] = Array.isArray(rule.sum) ? rule.sum : [];
  return [
    ...path("from"),
    ...path("ifPresent"),
    ...parts.flatMap((part, index) => (typeof part === "string" ? unknownField(part, ...dataPath, "sum", index) : [])),
    ...branch("then"),
    ...branch("else"),
    ...(typeof rule.rule === "string" ? checkReference(context, rule.rule, [...dataPath, "rule"]) : []),
  ];
}

function isRule(value: unknown): value is RawRule {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A `rule` reference names an answer field of `rules`, whose rule is no reference itself. */
function checkReference({ double, rules }: RuleContext, name: string, dataPath: DataPath): Diagnostic[] {
  const known = Object.keys(rules);
  const named = Object.hasOwn(rules, name) ? rules[name] : undefined;
  if (named === undefined)
    return [createDiagnostic("unknown-double-rule", at(double, ...dataPath), { name, known: known.join(", ") }, didYouMean(name, known))];
  return typeof named.rule === "string" ? [createDiagnostic("chained-double-rule", at(double, ...dataPath), { name })] : [];
}

/**
 * Outcomes' `orderStatus` and `from` name order statuses: the values of the states' list whose field
 * the outcomes' answers report (order.status), or one the double states beyond it (`orderStatuses`).
 */
export function checkOutcomeStatuses(model: SpecModel, double: DoubleFile): Diagnostic[] {
  const outcomes = (double.value.outcomes ?? {}) as Record<string, { orderStatus?: unknown; from?: unknown; response?: object }>;
  const reported = new Set(Object.values(outcomes).flatMap((outcome) => Object.keys(outcome.response ?? {})));
  const lists = (model.documents.get("states")?.value.lists ?? {}) as Record<string, { field?: string; values?: RawEnumValue[] }>;
  const [name, list] = Object.entries(lists).find(([, candidate]) => candidate.field !== undefined && reported.has(candidate.field)) ?? [];
  if (name === undefined || list === undefined || !isRead(model, "states")) return [];
  const own = ((double.value.orderStatuses ?? []) as unknown[]).filter((status): status is string => typeof status === "string");
  const known = [...(list.values ?? []).map(rawValueText), ...own];
  const listName = `${list.field ?? name} (its list, or the double's orderStatuses)`;
  const unknown = (status: unknown, ...dataPath: DataPath) =>
    typeof status !== "string" || known.includes(status)
      ? []
      : [createDiagnostic("unknown-value", at(double, ...dataPath), { value: status, list: listName }, didYouMean(status, known))];
  return Object.entries(outcomes).flatMap(([operation, outcome]) => [
    ...unknown(outcome.orderStatus, "outcomes", operation, "orderStatus"),
    ...(Array.isArray(outcome.from) ? outcome.from : []).flatMap((status: unknown, index) =>
      unknown(status, "outcomes", operation, "from", index),
    ),
  ]);
}
