// The kinds of input the fuzz run sends to every validator, each a fast-check arbitrary: arbitrary
// JSON, bodies built from the spec with random changes at every path, wrong types everywhere,
// `__proto__` / `constructor` / `prototype` as own keys at every level, null-prototype objects,
// sparse arrays, odd numbers and strings, values JSON cannot hold, and anything at all.
//
// Valid bodies are costly to generate (up to 4 ms for the largest message), so each kind starts
// from a pool of them made once per message and changes a copy: the variety is in the changes.

import fc from "fast-check";
import type { ObjectNode, TypeNode } from "../../generator/ir/ir.js";
import { validBody } from "../support/arbitraries.js";
import type { MessageCase } from "../support/gateway-ir.js";
import { anyValue } from "../support/scenarios.js";
import {
  NON_JSON_VALUES,
  ODD_SCALARS,
  pick,
  POLLUTING_VALUES,
  PROTOTYPE_KEYS,
  seededRandom,
  wrongTyped,
  type Random,
} from "./hostile-values.js";

export interface InputKind {
  name: string;
  /** Whether an input may hold a value whose reading throws: only then may a finding say so. */
  mayThrowOnRead: boolean;
  /**
   * Inputs, each in a wrapper: fast-check reads the values it generates (`cloneMethod in value`),
   * which a revoked proxy as the whole input would not survive.
   */
  arbitrary: fc.Arbitrary<{ input: unknown }>;
}

/** Wraps a mapper's result (see `InputKind.arbitrary`): the bare value never passes through fast-check. */
function wrapped<T>(make: (drawn: T) => unknown): (drawn: T) => { input: unknown } {
  return (drawn) => ({ input: make(drawn) });
}

type Body = Record<string, unknown>;

/** A place in a body: a key (or index) of an object (or array) in it. */
interface Slot {
  holder: Record<string | number, unknown>;
  key: string | number;
}

/** Every slot of a body made of plain objects and arrays, parents before children. */
function slotsOf(value: unknown, slots: Slot[] = []): Slot[] {
  if (typeof value !== "object" || value === null) return slots;
  const holder = value as Record<string | number, unknown>;
  for (const key of Object.keys(holder)) {
    slots.push({ holder, key: Array.isArray(holder) ? Number(key) : key });
    slotsOf(holder[key], slots);
  }
  return slots;
}

/** Every object and array of a body, the body first. */
function containersOf(body: unknown): object[] {
  const containers = typeof body === "object" && body !== null ? [body] : [];
  for (const { holder, key } of slotsOf(body)) {
    const value = holder[key];
    if (typeof value === "object" && value !== null) containers.push(value);
  }
  return containers;
}

/** Sets an own data property, so that `__proto__` is a key like any other. */
function setOwn(holder: object, key: string | number, value: unknown): void {
  Object.defineProperty(holder, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Through JSON text and back: what a server gets from `JSON.parse` (own `__proto__` keys included). */
function viaJsonText(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? null : JSON.parse(text);
}

/** A copy of one body of the pool, a seeded random source, and `extra` drawn by fast-check. */
function fromPool<T>(pool: readonly Body[], extra: fc.Arbitrary<T>): fc.Arbitrary<{ body: Body; random: Random; extra: T }> {
  return fc
    .tuple(fc.nat({ max: pool.length - 1 }), fc.integer(), extra)
    .map(([index, seed, drawn]) => ({ body: structuredClone(pool[index] as Body), random: seededRandom(seed), extra: drawn }));
}

/** Up to 4 slots changed: a random JSON value, another type, removed, or an unknown key beside it. */
function mutateAtRandomPaths(body: Body, random: Random, values: readonly unknown[]): Body {
  const changes = 1 + Math.floor(random() * 4);
  for (let change = 0; change < changes; change++) {
    const slots = slotsOf(body);
    if (slots.length === 0) break;
    const { holder, key } = pick(random, slots);
    const action = Math.floor(random() * 4);
    // Copies: the same value placed twice could end up inside itself.
    if (action === 0) setOwn(holder, key, values.length > 0 ? structuredClone(pick(random, values)) : null);
    else if (action === 1) setOwn(holder, key, wrongTyped(holder[key], random));
    else if (action === 2) delete holder[key];
    else if (!Array.isArray(holder))
      setOwn(holder, pick(random, ["unknownField", "x", ...PROTOTYPE_KEYS]), structuredClone(pick(random, values)));
  }
  return body;
}

/** Every value, parents first, replaced by one of another type with even odds (its children then go with it). */
function wrongTypesEverywhere(value: unknown, random: Random): unknown {
  if (typeof value !== "object" || value === null) return wrongTyped(value, random);
  const holder = value as Record<string, unknown>;
  for (const key of Object.keys(holder)) {
    holder[key] = random() < 0.5 ? wrongTyped(holder[key], random) : wrongTypesEverywhere(holder[key], random);
  }
  return value;
}

/** `__proto__`, `constructor` and `prototype` as own keys of every object, with polluting values. */
function prototypeKeysEverywhere(body: Body, random: Random): unknown {
  for (const container of containersOf(body)) {
    if (Array.isArray(container)) continue;
    for (const key of PROTOTYPE_KEYS) if (random() < 0.7) setOwn(container, key, JSON.parse(pick(random, POLLUTING_VALUES)));
  }
  return viaJsonText(body);
}

/** The same data with every object made by `Object.create(null)`. */
function withNullPrototypes(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(withNullPrototypes);
  const copy = Object.create(null) as Body;
  for (const key of Object.keys(value)) setOwn(copy, key, withNullPrototypes((value as Body)[key]));
  return copy;
}

/** Holes punched in arrays, lengths stretched (up to 2^32 - 1), array-likes for arrays, extra properties. */
function sparseArrays(body: Body, random: Random): Body {
  const arrays = containersOf(body).filter((container): container is unknown[] => Array.isArray(container));
  for (const array of arrays) {
    const change = Math.floor(random() * 5);
    if (change === 0 && array.length > 0) delete array[Math.floor(random() * array.length)];
    else if (change === 1) array.length += 1 + Math.floor(random() * 8);
    else if (change === 2) array.length = 2 ** 32 - 1;
    else if (change === 3) setOwn(array, "extra", pick(random, POLLUTING_VALUES));
    else array[array.length + Math.floor(random() * 4)] = array[0] ?? {};
  }
  const lists = slotsOf(body).filter(({ holder, key }) => Array.isArray(holder[key]));
  if (lists.length > 0 && random() < 0.3) {
    const { holder, key } = pick(random, lists);
    const list = holder[key] as unknown[];
    setOwn(holder, key, { ...list, length: list.length });
  }
  return body;
}

/** About a third of the leaves replaced by a number or a string at the edge of what JSON holds. */
function oddScalars(body: Body, random: Random, strings: readonly string[]): Body {
  for (const { holder, key } of slotsOf(body)) {
    const value = holder[key];
    if ((typeof value === "object" && value !== null) || random() >= 0.35) continue;
    setOwn(holder, key, random() < 0.7 || strings.length === 0 ? pick(random, ODD_SCALARS) : pick(random, strings));
  }
  return body;
}

/** About one value in five replaced by a value JSON cannot hold; cycles point back into the body. */
function nonJsonValues(body: Body, random: Random): unknown {
  for (const { holder, key } of slotsOf(body)) {
    if (random() >= 0.2) continue;
    const kind = pick(random, NON_JSON_VALUES);
    setOwn(holder, key, kind.make(body, holder));
  }
  return random() < 0.1 ? pick(random, NON_JSON_VALUES).make(body, body) : body;
}

/**
 * A body shaped like the message (some of its keys, objects where the spec has objects) with
 * arbitrary JSON values in it, so that random values reach deep fields, not only the top level.
 */
function specShaped(node: ObjectNode, random: Random, values: readonly unknown[]): Body {
  const body: Body = {};
  for (const field of node.fields) {
    if (random() < 0.5) continue;
    setOwn(body, field.name, shapedValue(field.type, random, values));
  }
  return body;
}

function shapedValue(type: TypeNode, random: Random, values: readonly unknown[]): unknown {
  if (random() < 0.3 || values.length === 0) return values.length === 0 ? null : pick(random, values);
  if (type.kind === "object") return specShaped(type, random, values);
  if (type.kind === "array") return Array.from({ length: Math.floor(random() * 3) }, () => shapedValue(type.items, random, values));
  return pick(random, values);
}

const JSON_VALUES = fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 6 });
const ANY_STRINGS = fc.array(fc.oneof(fc.string({ unit: "binary" }), fc.string({ unit: "grapheme" })), { maxLength: 4 });

/** The pool of valid bodies a message's kinds start from. */
export function validBodyPool(messageCase: MessageCase, size: number, seed: number): Body[] {
  return fc.sample(validBody(messageCase.operation, messageCase.direction), { numRuns: size, seed });
}

export function inputKinds(messageCase: MessageCase, pool: readonly Body[]): InputKind[] {
  const root = messageCase.message.root;
  const kind = (name: string, arbitrary: fc.Arbitrary<{ input: unknown }>, mayThrowOnRead = false): InputKind => ({
    name,
    mayThrowOnRead,
    arbitrary,
  });
  return [
    kind(
      "arbitrary JSON",
      fc
        .tuple(fc.integer(), JSON_VALUES, fc.jsonValue())
        .map(wrapped(([seed, values, whole]) => viaJsonText(seed % 4 === 0 ? whole : specShaped(root, seededRandom(seed), values)))),
    ),
    kind(
      "spec bodies, random changes at random paths",
      fromPool(pool, JSON_VALUES).map(wrapped(({ body, random, extra }) => viaJsonText(mutateAtRandomPaths(body, random, extra)))),
    ),
    kind(
      "wrong types everywhere",
      fromPool(pool, fc.constant(null)).map(wrapped(({ body, random }) => viaJsonText(wrongTypesEverywhere(body, random)))),
    ),
    kind(
      "__proto__, constructor, prototype at every level",
      fromPool(pool, fc.constant(null)).map(wrapped(({ body, random }) => prototypeKeysEverywhere(body, random))),
    ),
    kind(
      "Object.create(null) objects",
      fromPool(pool, JSON_VALUES).map(
        wrapped(({ body, random, extra }) => withNullPrototypes(random() < 0.5 ? body : mutateAtRandomPaths(body, random, extra))),
      ),
    ),
    kind("sparse arrays", fromPool(pool, fc.constant(null)).map(wrapped(({ body, random }) => sparseArrays(body, random)))),
    kind(
      "odd numbers and strings (1e308, -0, 5e-324, lone surrogates, NUL)",
      fromPool(pool, ANY_STRINGS).map(wrapped(({ body, random, extra }) => oddScalars(body, random, extra))),
    ),
    kind(
      "values JSON cannot hold (bigint, functions, cycles, throwing getters and proxies)",
      fromPool(pool, fc.constant(null)).map(wrapped(({ body, random }) => nonJsonValues(body, random))),
      true,
    ),
    kind(
      "anything (fc.anything), as the body or in a field",
      fromPool(pool, anyValue).map(wrapped(({ body, random, extra }) => anythingSomewhere(body, random, extra))),
    ),
  ];
}

/** `value` as the whole input (three times in ten), else at a random place of the body. */
function anythingSomewhere(body: Body, random: Random, value: unknown): unknown {
  const slots = slotsOf(body);
  if (slots.length === 0 || random() < 0.3) return value;
  const { holder, key } = pick(random, slots);
  setOwn(holder, key, value);
  return body;
}
