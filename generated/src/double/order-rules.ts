/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/double) */
// What an order allows (spec/api/double.yaml outcomes): an operation applies to an existing order
// only from the statuses its outcome lists, and a later transaction may not state another value
// for a fact the order keeps (its currency, its amount). Each refusal is one of the double's
// answers, completed with the field it names.

import { applyRule, sameKeptValue } from "./answer-rules.js";
import type { Answer, DoubleDescription, DoubleOperation } from "./double-description.js";
import type { OrderState } from "./double-options.js";

/** A fact a request states: its value, and the request field it came from. */
export type StatedFacts = ReadonlyMap<string, { value: unknown; field: string }>;

/** The facts a request states that the operation's order keeps, by name. */
export function keptFacts(operation: DoubleOperation, body: Record<string, unknown>): StatedFacts {
  const facts = new Map<string, { value: unknown; field: string }>();
  for (const { fact, rule } of operation.keeps) {
    const { value, read } = applyRule(rule, body);
    if (value !== undefined) facts.set(fact, { value, field: read[0] ?? fact });
  }
  return facts;
}

/** The order's kept facts after a transaction: those it kept, then those the transaction states for the first time. */
export function factsAfter(state: OrderState, stated: StatedFacts): Record<string, unknown> {
  return { ...Object.fromEntries([...stated].map(([fact, { value }]) => [fact, value])), ...state.kept };
}

/**
 * The refusal of a call on an existing order: its status is one the operation does not apply from
 * (naming the order's path identifier), or the call states another value for a kept fact (naming
 * the request field); undefined when the call may go on.
 */
export function orderRefusal<Status extends string>(
  description: DoubleDescription<Status>,
  operation: DoubleOperation<Status>,
  state: OrderState<Status>,
  stated: StatedFacts,
): Answer | undefined {
  if (!operation.from.includes(state.status)) {
    const { status, error } = description.answers.wrongOrderState;
    const allowed = operation.from.length === 0 ? "a new order only" : `a new order, or one that is ${operation.from.join(" or ")}`;
    const explanation = `The order is ${state.status}; ${operation.name} applies to ${allowed}.`;
    return { status, error: description.complete(error, description.pathRoles.order, explanation) };
  }
  for (const [fact, { value, field }] of stated)
    if (Object.hasOwn(state.kept, fact) && !sameKeptValue(state.kept[fact], value)) {
      const { status, error } = description.answers.contradictsOrder;
      const explanation = `Differs from the order's ${fact}, which its earlier transactions stated.`;
      return { status, error: description.complete(error, field, explanation) };
    }
  return undefined;
}
