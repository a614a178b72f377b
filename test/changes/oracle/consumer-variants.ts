// The calls the consumer makes beyond its typed ones, as data: the other full bodies and the single
// values, a field sent through `extraFields` into each region the reference does not show, and each
// path identifier at its shortest and longest.

import { clientMethodName } from "../../../generator/emit/plan/output-plan.js";
import { isInGap } from "../../../generator/ir/regions.js";
import type { FieldGap, GatewayIR, OperationIR } from "../../../generator/ir/ir.js";
import { allFields } from "../../support/gateway-ir.js";
import { fillerCharacter } from "../../support/mutations.js";
import { stringFits } from "../../support/string-values.js";
import { deleteAt, getAt } from "../../support/body-paths.js";
import { exampleBody, placeValue } from "../../support/example-bodies.js";
import type { Body, MessageBodies } from "./consumer-bodies.js";
import { callShape } from "./consumer-calls.js";
import { operationKey } from "./consumer-source.js";

export interface Variant {
  label: string;
  method: string;
  version?: string;
  body: unknown;
  extraFields?: Record<string, unknown>;
  /** Path identifiers given instead of the run's own (`orderId`). */
  arguments?: Record<string, string>;
  /**
   * Made by a client of the old package too: what the wire carries beyond the body's fields (a
   * region's field, a path identifier). Its bodies the new validators judge in either client.
   */
  wire?: true;
}

export function variantsOf(ir: GatewayIR, bodies: ReadonlyMap<string, MessageBodies>): Variant[] {
  return ir.operations.flatMap((operation, position) => {
    const of = bodies.get(operationKey(operation));
    if (of === undefined) throw new Error(`no bodies for ${operationKey(operation)}`);
    const call = (label: string, body: unknown, more: Partial<Variant> = {}): Variant => ({
      label: `${operation.name} ${operation.version} ${label}`,
      method: clientMethodName(operation),
      version: operation.version,
      body,
      ...more,
    });
    const unversioned = (label: string, body: unknown): Variant => {
      const { version: _version, ...rest } = call(label, body);
      return { ...rest, label: `${operation.name} default ${label}` };
    };
    return [
      ...of.full.slice(1).map((body, index) => call(`full ${index + 1}`, body)),
      // Calls that name no version send the default version's bodies to whatever the default is.
      ...(operation.isDefault ? of.full.slice(1).map((body, index) => unversioned(`full ${index + 1}`, body)) : []),
      ...of.single.map((body, index) => call(`single ${index + 1}`, body)),
      ...regionFields(operation).map((path, index) =>
        call(`region ${index + 1}`, of.minimal, { extraFields: { [path]: "oracle" }, wire: true }),
      ),
      ...regionItemFields(operation).map((path, index) =>
        call(`region item ${index + 1}`, withKey(of.full[0] ?? of.minimal, path), { wire: true }),
      ),
      // Once: an order id given here names the same order in every call that gives it.
      ...(position === 0 ? identifierEnds(ir) : []).map(({ argument, value }, index) =>
        call(`identifier ${index + 1}`, of.minimal, { arguments: { [argument]: value }, wire: true }),
      ),
    ];
  });
}

/** A field path inside each of the request's 'not shown' regions, where one outside lists and known fields is found. */
function regionFields(operation: OperationIR): string[] {
  const known = new Set(allFields(operation.request.root).map((field) => field.path));
  const usable = (gap: FieldGap) => (path: string) => !path.includes("[]") && !known.has(path) && isInGap(gap, path);
  return operation.request.gaps.flatMap((gap) => [
    ...gap.includes.map((path) => `${path}.oracleExtra`).filter(usable(gap)),
    ...[rangeCandidates(gap).find(usable(gap))].filter((path): path is string => path !== undefined),
  ]);
}

/** A path inside a region's range that lies in a list item: extraFields cannot name it, the body carries it. */
function regionItemFields(operation: OperationIR): string[] {
  const known = new Set(allFields(operation.request.root).map((field) => field.path));
  return operation.request.gaps.flatMap((gap) => {
    const found = rangeCandidates(gap).find((path) => path.includes("[]") && !known.has(path) && isInGap(gap, path));
    return found === undefined ? [] : [found];
  });
}

/** The body with a key set at a spec path through its first list items, where the objects on the way are there. */
function withKey(body: Body, specPath: string): Body {
  const copy = structuredClone(body);
  const segments = specPath.split(".").flatMap((segment) => (segment.endsWith("[]") ? [segment.slice(0, -2), 0] : [segment]));
  const parent = getAt(copy, segments.slice(0, -1));
  if (typeof parent === "object" && parent !== null) (parent as Record<string, unknown>)[String(segments.at(-1))] = "oracle";
  return copy;
}

/**
 * Bodies only an edit suggests, each one the old package accepts: for a required-if rule that
 * applies to more values than it did, the smallest body with one of those values and the field it
 * requires left out. A consumer may send any value the old package takes; these are the ones worth
 * sending against this edit.
 */
export function editVariants(before: GatewayIR, after: GatewayIR, accepts: (operation: OperationIR, body: Body) => boolean): Variant[] {
  return after.operations.flatMap((operation) => {
    const old = before.operations.find((candidate) => candidate.name === operation.name && candidate.version === operation.version);
    if (old === undefined) return [];
    const bodies = operation.request.rules.flatMap((rule) => {
      if (rule.kind !== "required-if" || !rule.checkable || [rule.field, rule.when.field].some((path) => path.includes("[]"))) return [];
      if (!("equals" in rule.when)) return [];
      const was = old.request.rules.find((candidate) => candidate.id === rule.id);
      const known = was?.kind === "required-if" && "equals" in was.when ? was.when.equals : [];
      return rule.when.equals.filter((value) => !known.includes(value)).map((value) => triggered(old, rule.when.field, value, rule.field));
    });
    return bodies
      .filter((body): body is Body => body !== undefined && accepts(old, body))
      .map((body, index) => ({
        label: `${old.name} ${old.version} edit ${index + 1}`,
        method: clientMethodName(old),
        version: old.version,
        body,
      }));
  });
}

/** The smallest body with `trigger` set to `value` and `field` left out; undefined where the old message lacks either. */
function triggered(operation: OperationIR, trigger: string, value: string, field: string): Body | undefined {
  const fields = new Set(allFields(operation.request.root).map((entry) => entry.path));
  if (!fields.has(trigger)) return undefined;
  const body = exampleBody(operation.request);
  placeValue(operation.request, body, trigger, value);
  const segments = field.split(".");
  if (getAt(body, segments) !== undefined) deleteAt(body, segments);
  return body;
}

/** Paths that may lie inside a region's range (after one field, before another, below an object). */
function rangeCandidates(gap: FieldGap): string[] {
  if (gap.after === undefined && gap.before === undefined) return [];
  return [
    ...(gap.after === undefined ? [] : [`${gap.after}Zz`]),
    ...(gap.within === undefined ? [] : [`${gap.within}.zzOracle`, `${gap.within}.aaOracle`]),
  ];
}

/** The client's identity (the merchant) at the shortest and longest its identifier allows, but the consumer's own. */
export function identityEnds(ir: GatewayIR): string[] {
  const shape = callShape(ir);
  const parameter = ir.api.pathParameters.find((candidate) => shape.arguments.get(candidate.name) === shape.identity);
  if (shape.identity === undefined || parameter === undefined) return [];
  const fill = fillerCharacter(parameter.type).toUpperCase();
  const lengths = [parameter.type.minLength ?? 1, parameter.type.maxLength ?? 40];
  return lengths.map((length) => fill.repeat(Math.max(length, 1))).filter((value) => stringFits(parameter.type, value));
}

/** Each path identifier named per call (not the client's identity) at its shortest and longest. */
function identifierEnds(ir: GatewayIR): { argument: string; value: string }[] {
  const shape = callShape(ir);
  return ir.api.pathParameters.flatMap((parameter) => {
    const argument = shape.arguments.get(parameter.name);
    if (argument === undefined || argument === shape.identity) return [];
    const fill = fillerCharacter(parameter.type);
    const lengths = [parameter.type.minLength ?? 1, parameter.type.maxLength ?? 40];
    return lengths
      .map((length) => ({ argument, value: fill.repeat(Math.max(length, 1)) }))
      .filter(({ value }) => stringFits(parameter.type, value));
  });
}
