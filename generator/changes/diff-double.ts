// The gateway double's behaviour (spec/api/double.yaml), in words. Its success statuses are the
// API's: a client, a test or openapi.json that expects 201 for a created order breaks when it
// becomes 200 or goes. An error's status or cause moving may change which branch a caller's error
// handling takes: a warning. Its answers' words, values and outcomes are the double's own behaviour,
// compatible, each said in a sentence a test author can act on.

import { compareText } from "../language/spec-paths.js";
import type { DoubleAnswer, DoubleIR, DoubleRule, DoubleStatus, DoubleValueSource } from "../ir/ir.js";
import { changeAt, type Change, type ChangeKind, type Effect } from "./change.js";
import { plainText } from "./plain-words.js";

const SITE = { operation: "*", version: "*", direction: "api" } as const;
const RESPONSE = { operation: "*", version: "*", direction: "response" } as const;

type Double = DoubleIR | undefined;

export function diffDouble(before: Double, after: Double): Change[] {
  return [
    ...diffStatuses(before?.statuses ?? [], after?.statuses ?? []),
    ...diffAnswers(before?.answers ?? [], after?.answers ?? []),
    ...diffEntries(
      "answer on demand for cause",
      before?.onDemand,
      after?.onDemand,
      (entry) => entry.cause,
      (entry) => entry.answer,
    ),
    ...diffEntries(
      "value of answer field",
      before?.values,
      after?.values,
      (entry) => entry.path,
      (entry) => sourceText(entry.from),
    ),
    ...diffEntries(
      "answer field derived by rule",
      before?.rules,
      after?.rules,
      (entry) => entry.path,
      (entry) => ruleText(entry.rule),
    ),
    ...behaviour("order statuses beyond the source document's list", list(before?.orderStatuses), list(after?.orderStatuses)),
    ...diffEntries("after", before?.outcomes, after?.outcomes, (entry) => entry.operation, outcomeText),
    ...diffSequences(before, after),
    ...diffEntries(
      "order kept by",
      roles(before),
      roles(after),
      (entry) => entry.role,
      (entry) => `{${entry.parameter}}`,
    ),
    ...behaviour("shown on the payer's page", list(before?.provider.shows), list(after?.provider.shows)),
  ];
}

/** Which operation the double takes after which on one order: `B after A` where B applies from the status A leaves. */
function sequences(double: Double): Set<string> {
  const outcomes = double?.outcomes ?? [];
  return new Set(
    outcomes.flatMap((first) =>
      outcomes.filter((next) => (next.from ?? []).includes(first.orderStatus)).map((next) => `${next.operation} after ${first.operation}`),
    ),
  );
}

/**
 * An order's sequence the double took and now refuses breaks a test that makes it (a change of an
 * outcome's status, or of another's `from`); one it now takes is compatible.
 */
function diffSequences(before: Double, after: Double): Change[] {
  const [old, now] = [sequences(before), sequences(after)];
  const word = (taken: boolean) => (taken ? "taken" : "refused");
  return [...new Set([...old, ...now])]
    .sort(compareText)
    .flatMap((pair) =>
      old.has(pair) === now.has(pair)
        ? []
        : behaviour(
            `on one order, ${pair}`,
            word(old.has(pair)),
            word(now.has(pair)),
            "double-changed",
            old.has(pair) ? "breaks" : "compatible",
          ),
    );
}

function behaviour(
  facet: string,
  before: string | null,
  after: string | null,
  kind: ChangeKind = "double-changed",
  effect: Effect = "compatible",
): Change[] {
  return before === after ? [] : [changeAt(SITE, "double", kind, effect, before, after, facet)];
}

function list(values: readonly string[] | undefined): string | null {
  return values === undefined ? null : values.join(", ") || "nothing";
}

function roles(double: Double): { role: string; parameter: string }[] {
  return double === undefined ? [] : Object.entries(double.pathRoles).map(([role, parameter]) => ({ role, parameter }));
}

/** Entries of a table keyed by `keyOf`, each told `facet key: before -> after`. */
function diffEntries<T>(
  facet: string,
  before: readonly T[] | undefined,
  after: readonly T[] | undefined,
  keyOf: (entry: T) => string,
  textOf: (entry: T) => string,
): Change[] {
  const table = (entries: readonly T[] | undefined) => new Map((entries ?? []).map((entry) => [keyOf(entry), textOf(entry)]));
  const [old, now] = [table(before), table(after)];
  return [...new Set([...old.keys(), ...now.keys()])]
    .sort(compareText)
    .flatMap((key) => behaviour(`${facet} ${key}`, old.get(key) ?? null, now.get(key) ?? null));
}

function sourceText(source: DoubleValueSource): string {
  if (typeof source === "object") return `the path's {${source.parameter}}`;
  return {
    orderCreated: "the time the order was made",
    now: "the time of the answer",
    version: "the version called",
    redirectUrl: "the payer's page",
  }[source];
}

/** A rule of the double in words: `order.amount if given, else the sum of order.netAmount and ...`. */
export function ruleText(rule: DoubleRule): string {
  if ("from" in rule) return rule.from;
  if ("sum" in rule) return `the sum of ${rule.sum.join(" and ")}`;
  if ("value" in rule) return JSON.stringify(rule.value);
  if ("rule" in rule) return `as ${rule.rule}`;
  const branch = (part: DoubleRule | undefined) => (part === undefined ? "nothing" : ruleText(part));
  return `(${branch(rule.then)} if ${rule.ifPresent} is given, else ${branch(rule.else)})`;
}

function outcomeText(outcome: DoubleIR["outcomes"][number]): string {
  const values = outcome.response.map((entry) => `${entry.path} ${entry.value}`).join(", ");
  // Snapshots of releases made before `from` and `keeps` have neither.
  const from = outcome.from ?? [];
  const keeps = (outcome.keeps ?? []).map((entry) => `${entry.fact} (${ruleText(entry.rule)})`).join(", ");
  return [
    `the order is ${outcome.orderStatus}`,
    `on a new order${from.length === 0 ? "" : ` or one that is ${from.join(" or ")}`}`,
    ...(keeps === "" ? [] : [`the order keeps ${keeps}`]),
    ...(values === "" ? [] : [`and the answer has ${values}`]),
  ].join(", ");
}

/**
 * A status that carries the operation's response is the API's success status: changed or gone, it
 * breaks whoever checks it (and openapi.json loses the response). An error status moved is a
 * warning; a status added is compatible.
 */
function diffStatuses(before: readonly DoubleStatus[], after: readonly DoubleStatus[]): Change[] {
  const roles = [...new Set([...before, ...after].map((status) => status.role))].sort(compareText);
  return roles.flatMap((role) => {
    const [a, b] = [before.find((status) => status.role === role), after.find((status) => status.role === role)];
    const success = (a ?? b)?.carries === "response";
    const moved: Effect = success ? "breaks" : "undecided";
    const facet = `${success ? "success" : "error"} status ${role}`;
    // A success status is the whole response's: its path is the response's, "".
    const status = (effect: Effect, old: string | null, now: string | null) =>
      changeAt(success ? RESPONSE : SITE, success ? "" : "HTTP status", "status-changed", effect, old, now, facet);
    if (a === undefined) return [status("compatible", null, statusText(b as DoubleStatus))];
    if (b === undefined) return [status(moved, statusText(a), null)];
    return [
      ...(a.code === b.code && a.carries === b.carries ? [] : [status(moved, statusText(a), statusText(b))]),
      ...(a.description === b.description
        ? []
        : [changeAt(SITE, "HTTP status", "documentation-changed", "documents", a.description, b.description, facet)]),
      ...(a.seen === b.seen ? [] : [changeAt(SITE, "HTTP status", "documentation-changed", "documents", seenText(a), seenText(b), facet)]),
    ];
  });
}

function statusText(status: DoubleStatus): string {
  const carries = { response: "with the operation's response", error: "with the error object", "another-method": "for another method" }[
    status.carries
  ];
  return `${status.code} ${carries}`;
}

function seenText(status: DoubleStatus): string {
  return status.seen === "captures" ? "seen in captures of the gateway" : "the spec's choice";
}

/** An answer's status or cause moved changes a caller's error branch (a warning); its words are the double's. */
function diffAnswers(before: readonly DoubleAnswer[], after: readonly DoubleAnswer[]): Change[] {
  const roles = [...new Set([...before, ...after].map((answer) => answer.role))].sort(compareText);
  return roles.flatMap((role) => {
    const [a, b] = [before.find((answer) => answer.role === role), after.find((answer) => answer.role === role)];
    if (a === undefined || b === undefined)
      return behaviour(`answer ${role}`, a === undefined ? null : answerText(a), b === undefined ? null : answerText(b));
    const keys = [...new Set([...Object.keys(a.error), ...Object.keys(b.error)])].sort(compareText) as (keyof DoubleAnswer["error"])[];
    return [
      ...behaviour(`answer ${role}'s status`, a.status, b.status, "double-changed", "undecided"),
      ...keys.flatMap((key) =>
        behaviour(
          `answer ${role}'s ${key}`,
          a.error[key] ?? null,
          b.error[key] ?? null,
          "double-changed",
          key === "cause" ? "undecided" : "compatible",
        ),
      ),
    ];
  });
}

function answerText(answer: DoubleAnswer): string {
  return `status ${answer.status}, ${plainText(answer.error)}`;
}
