// The request bodies the throughput comparison runs, built from the IR alone so that they follow the
// spec: minimal, typical, large (every field, 50-item arrays), one error, many errors.

import type { MessageIR, OperationIR } from "../../generator/ir/ir.js";
import { getAt, presentValues, setAt, type PresentValue } from "../../test/support/body-paths.js";
import { exampleBody, exampleValue, placeValue } from "../../test/support/example-bodies.js";
import { allFields, findField, ruleFieldPaths } from "../../test/support/gateway-ir.js";
import { satisfyRules } from "../../test/support/rule-fixes.js";
import { faultFor } from "./faults.js";
import { fullValue, sampleValue } from "./sample-values.js";

export interface BenchBody {
  label: string;
  body: Record<string, unknown>;
  expectValid: boolean;
}

type Body = Record<string, unknown>;

/** What a merchant commonly sends (seed sections 2.4-2.9); paths a message lacks are skipped. */
const TYPICAL_PATHS = [
  "order.amount",
  "order.currency",
  "order.reference",
  "order.description",
  "order.item[].name",
  "order.item[].description",
  "order.item[].sku",
  "order.item[].quantity",
  "order.item[].unitPrice",
  "order.itemAmount",
  "customer.email",
  "customer.firstName",
  "customer.lastName",
  "customer.phone",
  "billing.address.street",
  "billing.address.city",
  "billing.address.postcodeZip",
  "billing.address.stateProvinceCode",
  "billing.address.country",
  "shipping.firstName",
  "shipping.lastName",
  "shipping.address.street",
  "shipping.address.city",
  "shipping.address.postcodeZip",
  "shipping.address.country",
  "device.ipAddress",
  "device.browser",
  "transaction.reference",
];
const TYPICAL_LINE_ITEMS = 3;

export function benchBodies(operation: OperationIR): BenchBody[] {
  const message = operation.request;
  const typical = typicalBody(message);
  return [
    { label: "minimal", body: exampleBody(message), expectValid: true },
    { label: "typical", body: typical, expectValid: true },
    { label: "large", body: largeBody(message), expectValid: true },
    { label: "1 error", body: withOneFault(message, typical), expectValid: false },
    { label: "many errors", body: withEveryLeafFaulty(message, typical), expectValid: false },
  ];
}

/** Rules kept the way the property tests keep them: sub-totals recomputed, triggers answered. */
function keepRules(message: MessageIR, body: Body): Body {
  const values: Record<string, unknown> = {};
  for (const rule of message.rules) {
    if (rule.kind === "at-least-one-of") values[rule.id] = exampleValue(findField(message.root, rule.fields[0] as string).type);
    if (rule.kind === "required-if") values[rule.id] = exampleValue(findField(message.root, rule.field).type);
  }
  return satisfyRules(message, body, { values, preferAdding: true });
}

export function typicalBody(message: MessageIR): Body {
  const body = exampleBody(message);
  const fields = allFields(message.root);
  for (const path of TYPICAL_PATHS) {
    const field = fields.find((candidate) => candidate.path === path);
    if (field !== undefined) placeValue(message, body, path, sampleValue(field.type));
  }
  for (const value of presentValues(message.root, body))
    if (value.role === "field" && value.node.kind === "array") repeatFirstItem(body, value, TYPICAL_LINE_ITEMS);
  return keepRules(message, body);
}

function repeatFirstItem(body: Body, array: PresentValue, count: number): void {
  const items = getAt(body, array.segments);
  if (!Array.isArray(items) || items.length === 0) return;
  setAt(
    body,
    array.segments,
    Array.from({ length: count }, () => structuredClone(items[0])),
  );
}

export function largeBody(message: MessageIR): Body {
  return keepRules(message, fullValue(message.root) as Body);
}

/**
 * Leaves a fault can go into: no group, no map entry (the map itself takes the fault), and no value
 * a cross-field rule reads (its rule would be skipped rather than broken).
 */
function faultSites(message: MessageIR, body: Body): PresentValue[] {
  const ruleFields = ruleFieldPaths(message);
  return presentValues(message.root, body).filter(
    (value) => value.role !== "entry" && faultFor(value.node) !== undefined && !ruleFields.has(value.field.path),
  );
}

/** The first leaf with a length bound made one character too long (else the first leaf given a fault). */
function withOneFault(message: MessageIR, valid: Body): Body {
  const body = structuredClone(valid);
  const sites = faultSites(message, body);
  const site = sites.find((value) => value.node.kind === "string" && value.node.maxLength !== undefined) ?? sites[0];
  if (site === undefined) throw new Error("no leaf to put a fault in");
  setAt(body, site.segments, faultFor(site.node));
  return body;
}

function withEveryLeafFaulty(message: MessageIR, valid: Body): Body {
  const body = structuredClone(valid);
  for (const site of faultSites(message, body)) setAt(body, site.segments, faultFor(site.node));
  return body;
}
