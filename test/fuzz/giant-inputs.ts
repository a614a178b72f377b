// The giant inputs, a handful of fixed cases per message rather than fast-check runs: nesting
// 10^6 deep, arrays of 10^6 items, objects of 10^6 keys, 50 MB strings. The short run in `npm test`
// builds the same cases smaller (`GiantScale`).

import type { StringNode } from "../../generator/ir/ir.js";
import { exampleBody, placeValue } from "../support/example-bodies.js";
import { fieldSites, type FieldSite, type MessageCase } from "../support/gateway-ir.js";
import { deepArray, deepObject, representativeSites } from "../support/hostile.js";
import { fillerCharacter } from "../support/mutations.js";

export interface GiantScale {
  depth: number;
  items: number;
  stringBytes: number;
}

export const FULL_SCALE: GiantScale = { depth: 1_000_000, items: 1_000_000, stringBytes: 50 * 1024 * 1024 };

/**
 * The time bound of a call on a giant input, proportional to its size as JSON text: a fixed part,
 * and a budget per byte. The costliest bytes are those that each earn a finding (`{},` is three
 * bytes and three MISSING findings, every one collected as the contract says), about 2 µs a byte
 * when measured; the budget allows for a busy machine and a collection of the findings' garbage.
 */
export const GIANT_CALL_BOUND = { baseMs: 250, microsecondsPerByte: 5 } as const;

export function giantBoundMs(bytes: number): number {
  return GIANT_CALL_BOUND.baseMs + (GIANT_CALL_BOUND.microsecondsPerByte * bytes) / 1000;
}

export interface GiantCase {
  label: string;
  /** The length of the input as JSON text (or near it), which the time bound is proportional to. */
  bytes: number;
  make(): unknown;
}

/** Values built once per process and shared by the cases (validators never change their input). */
const built = new Map<string, unknown>();
function once<T>(key: string, make: () => T): T {
  if (!built.has(key)) built.set(key, make());
  return built.get(key) as T;
}

/** The message's smallest valid body with `value` at the field `site`. */
function bodyWith(messageCase: MessageCase, site: FieldSite, value: unknown): Record<string, unknown> {
  const body = exampleBody(messageCase.message);
  placeValue(messageCase.message, body, site.field.path, value);
  return body;
}

export function giantCases(messageCase: MessageCase, scale: GiantScale): GiantCase[] {
  const { depth, items, stringBytes } = scale;
  const sites = fieldSites([messageCase]);
  const objectSite = sites.find((site) => site.field.type.kind === "object");
  const listSite = sites.find((site) => site.field.type.kind === "array" && site.node.kind === "object");
  const mapSite = sites.find((site) => site.node.kind === "map");
  const deepArrays = () => once(`array ${depth}`, () => deepArray(depth));
  const deepObjects = (key: string) => once(`object ${depth} ${key}`, () => deepObject(depth, key));
  const emptyObjects = () => once(`objects ${items}`, () => Array.from({ length: items }, () => ({})));
  const nulls = () => once(`nulls ${items}`, () => Array.from({ length: items }, () => null));
  const wide = () => once(`keys ${items}`, () => Object.fromEntries(Array.from({ length: items }, (_, index) => [`k${index}`, index])));
  const cases: GiantCase[] = [
    { label: `an array ${depth} deep as the body`, bytes: 2 * depth, make: deepArrays },
    { label: `an object ${depth} deep as the body`, bytes: 6 * depth, make: () => deepObjects("a") },
    { label: `${items} nulls as the body`, bytes: 5 * items, make: nulls },
    { label: `${items} unknown keys in the body`, bytes: 16 * items, make: () => ({ ...exampleBody(messageCase.message), ...wide() }) },
    {
      label: `a ${stringBytes}-character unknown key`,
      bytes: stringBytes,
      make: () => ({ ...exampleBody(messageCase.message), [filler("k", stringBytes)]: 1 }),
    },
  ];
  if (objectSite) {
    const own = objectSite.field.type.kind === "object" ? (objectSite.field.type.fields[0]?.name ?? "a") : "a";
    cases.push(
      {
        label: `an array ${depth} deep at ${objectSite.field.path}`,
        bytes: 2 * depth,
        make: () => bodyWith(messageCase, objectSite, deepArrays()),
      },
      {
        label: `an object ${depth} deep, keyed '${own}', at ${objectSite.field.path}`,
        bytes: (own.length + 5) * depth,
        make: () => bodyWith(messageCase, objectSite, deepObjects(own)),
      },
    );
  }
  if (listSite) {
    cases.push(
      {
        label: `${items} empty objects at ${listSite.field.path}`,
        bytes: 3 * items,
        make: () => bodyWith(messageCase, listSite, emptyObjects()),
      },
      { label: `${items} nulls at ${listSite.field.path}`, bytes: 5 * items, make: () => bodyWith(messageCase, listSite, nulls()) },
      {
        label: `an array ${depth} deep at ${listSite.field.path}`,
        bytes: 2 * depth,
        make: () => bodyWith(messageCase, listSite, deepArrays()),
      },
    );
  }
  if (mapSite) {
    cases.push({
      label: `${items} entries at ${mapSite.field.path}`,
      bytes: 16 * items,
      make: () => bodyWith(messageCase, mapSite, wide()),
    });
  }
  cases.push(...giantStrings(messageCase, stringBytes));
  return cases;
}

/** `character` repeated to `length` UTF-16 units, built once per process. */
function filler(character: string, length: number): string {
  return once(`text ${character} ${length}`, () => character.repeat(Math.ceil(length / character.length)));
}

/** 50 MB strings in one field of each kind of constraint of the message (and emoji in the first). */
function giantStrings(messageCase: MessageCase, stringBytes: number): GiantCase[] {
  const sites = representativeSites([messageCase]);
  return sites.flatMap((site, index): GiantCase[] => {
    const at = site.field.path;
    // The value is built when the case runs: the cases are listed long before, and a 50 MB string each adds up.
    const place = (value: () => unknown) => () => bodyWith(messageCase, site, value());
    switch (site.node.kind) {
      case "string": {
        const cases = [
          {
            label: `${stringBytes} allowed characters at ${at}`,
            bytes: stringBytes,
            make: place(() => filler(fillerCharacter(site.node as StringNode), stringBytes)),
          },
        ];
        if (index === 0)
          cases.push({ label: `${stringBytes / 2} emoji at ${at}`, bytes: 2 * stringBytes, make: place(() => filler("😀", stringBytes)) });
        return cases;
      }
      case "decimal":
        return [
          { label: `${stringBytes} digits at ${at}`, bytes: stringBytes, make: place(() => filler("1", stringBytes)) },
          { label: `a ${stringBytes}-digit fraction at ${at}`, bytes: stringBytes, make: place(() => `0.${filler("0", stringBytes)}1`) },
        ];
      case "map":
        return [
          {
            label: `a ${stringBytes}-character entry name at ${at}`,
            bytes: stringBytes,
            make: place(() => ({ [filler("k", stringBytes)]: "v" })),
          },
          {
            label: `a ${stringBytes}-character entry value at ${at}`,
            bytes: stringBytes,
            make: place(() => ({ name: filler("v", stringBytes) })),
          },
        ];
      default:
        return [{ label: `${stringBytes} characters at ${at}`, bytes: stringBytes, make: place(() => filler("A", stringBytes)) }];
    }
  });
}
