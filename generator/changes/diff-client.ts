// The typed client's settings (spec/api/client.yaml), in words. The names of its path arguments are
// its callers' source: a rename breaks them. Its time-out, answer limit and retries are behaviour:
// a setting that lets fewer calls succeed (a shorter time-out, fewer attempts) is a warning, since
// whether a caller's calls still fit depends on that caller; one that lets more succeed is compatible.

import { compareText } from "../language/spec-paths.js";
import type { ClientIR, ReusedTransactionIR } from "../ir/ir.js";
import { changeAt, type Change, type Effect } from "./change.js";
import { duration, size } from "./plain-words.js";

const SITE = { operation: "*", version: "*", direction: "api" } as const;

type Client = ClientIR | undefined;

export function diffClient(before: Client, after: Client): Change[] {
  return [
    ...diffArguments(before, after),
    ...diffLimits(before, after),
    ...diffRetries(before, after),
    ...diffReusedTransaction(before, after),
  ];
}

/**
 * The refusal that tells, after an answer lost on the way, that the lost attempt was carried out: a
 * client that recognises another one (or none) tells its callers something else of such a call
 * (GatewayOutcomeUnknownError's transactionUsed), so each change is a warning.
 */
function diffReusedTransaction(before: Client, after: Client): Change[] {
  const [old, now] = [refusalWords(before?.retry.reusedTransaction), refusalWords(after?.retry.reusedTransaction)];
  if (old === now) return [];
  return [changeAt(SITE, "client", "client-changed", "undecided", old, now, "refusal of a reused transaction id")];
}

function refusalWords(reused: ReusedTransactionIR | undefined): string | null {
  if (reused === undefined) return null;
  const { cause, field, validationType } = reused.refusal;
  const members = [`cause ${cause}`, ...(field === undefined ? [] : [`field ${field}`])];
  if (validationType !== undefined) members.push(`validation type ${validationType}`);
  return `${members.join(", ")}, for {${reused.identifier}}`;
}

function diffArguments(before: Client, after: Client): Change[] {
  const argumentsOf = (client: Client) => new Map((client?.pathArguments ?? []).map((entry) => [entry.parameter, entry.argument]));
  const [old, now] = [argumentsOf(before), argumentsOf(after)];
  return [...new Set([...old.keys(), ...now.keys()])]
    .sort(compareText)
    .filter((parameter) => old.get(parameter) !== now.get(parameter))
    .map((parameter) =>
      changeAt(
        SITE,
        "client",
        "client-changed",
        "breaks",
        old.get(parameter) ?? null,
        now.get(parameter) ?? null,
        `the argument that gives {${parameter}}`,
      ),
    );
}

/** A number that lets fewer calls succeed when it goes down: each change, with its effect. */
function lowerIsStricter(facet: string, before: number | undefined, after: number | undefined, show: (value: number) => string): Change[] {
  if (before === after) return [];
  const effect: Effect = before !== undefined && after !== undefined && after > before ? "compatible" : "undecided";
  return [
    changeAt(
      SITE,
      "client",
      "client-changed",
      effect,
      before === undefined ? null : show(before),
      after === undefined ? null : show(after),
      facet,
    ),
  ];
}

function diffLimits(before: Client, after: Client): Change[] {
  return [
    ...lowerIsStricter("time-out per attempt", before?.timeoutMs, after?.timeoutMs, duration),
    ...lowerIsStricter("longest answer read", before?.maxResponseBytes, after?.maxResponseBytes, size),
  ];
}

function diffRetries(before: Client, after: Client): Change[] {
  const [old, now] = [before?.retry, after?.retry];
  const causes = (retry: typeof old) => new Set(retry?.causes ?? []);
  const [oldCauses, newCauses] = [causes(old), causes(now)];
  const dropped = [...oldCauses].filter((cause) => !newCauses.has(cause)).sort(compareText);
  const added = [...newCauses].filter((cause) => !oldCauses.has(cause)).sort(compareText);
  const retried = (effect: Effect, cause: string, was: boolean) =>
    changeAt(SITE, "client", "client-changed", effect, was ? cause : null, was ? null : cause, "errors retried");
  const delay = (facet: string, a: number | undefined, b: number | undefined) =>
    a === b
      ? []
      : [
          changeAt(
            SITE,
            "client",
            "client-changed",
            "compatible",
            a === undefined ? null : duration(a),
            b === undefined ? null : duration(b),
            facet,
          ),
        ];
  const connections =
    old?.connectionFailures === now?.connectionFailures
      ? []
      : [
          changeAt(
            SITE,
            "client",
            "client-changed",
            now?.connectionFailures ? "compatible" : "undecided",
            yesNo(old?.connectionFailures),
            yesNo(now?.connectionFailures),
            "failed connections retried",
          ),
        ];
  return [
    ...lowerIsStricter("attempts in all", old?.attempts, now?.attempts, String),
    ...dropped.map((cause) => retried("undecided", cause, true)),
    ...added.map((cause) => retried("compatible", cause, false)),
    ...connections,
    ...delay("first back-off", old?.baseDelayMs, now?.baseDelayMs),
    ...delay("longest back-off", old?.maxDelayMs, now?.maxDelayMs),
  ];
}

function yesNo(value: boolean | undefined): string | null {
  return value === undefined ? null : value ? "yes" : "no";
}
