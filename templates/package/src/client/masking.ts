// Masking of sensitive values for log lines, errors and the double's responses. The tables of which
// paths and key names hold which kind of data, and of what the spec knows of each message, are
// generated from the spec; this file only knows how to apply them.

import { hideCardNumbers } from "./card-numbers.js";
import { setOwn } from "./own-properties.js";

/** Keep the ends, fill the middle (card numbers: first 6, last 4), or replace the whole value. */
export type Mask = { keepFirst: number; keepLast: number; with: string } | "replace";

/** Dotted path with `[]` for list items (`order.item[].name`) -> mask. */
export type MaskTable = ReadonlyMap<string, Mask>;

/** The sensitivity classes: by dotted path, and by key name wherever the key appears (as the spec writes it). */
export interface MaskTables {
  paths: MaskTable;
  keys: MaskTable;
}

/**
 * What the spec knows of a message: 0 for a value, an object for an object's keys, `[node]` for a
 * map's values (any key). Lists are walked through: a list's node is its items' node.
 */
export type KnownNode = 0 | { readonly [key: string]: KnownNode } | readonly [KnownNode];

/** How a message is masked for a log line or an error. */
export interface LogMasking {
  tables: MaskTables;
  /** What the spec knows of the message; undefined when it knows nothing of it. */
  known: KnownNode | undefined;
  /** Show the values the spec cannot classify (for a test's logger); the classes still mask theirs. */
  showUnknown?: boolean;
  /** Told every value the masking hid: the call's secrets, searched for in what the server echoes. */
  onMasked?: (value: unknown) => void;
}

export const REDACTED = "[redacted]";

/** Deeper than this, a copy for a log line stops: hostile bodies must not cost a stack. */
const MAX_DEPTH = 64;
/** Keys longer than this are cut in a log line or a path: a 50 MB key stays out of both. */
export const LONGEST_KEY_SHOWN = 64;

function maskValue(value: unknown, mask: Mask): unknown {
  if (mask === "replace") return REDACTED;
  const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
  if (text === undefined) return REDACTED;
  const kept = mask.keepFirst + mask.keepLast;
  if (text.length <= kept) return mask.with.repeat(text.length);
  return text.slice(0, mask.keepFirst) + mask.with.repeat(text.length - kept) + text.slice(text.length - mask.keepLast);
}

/** A copy of `body` with every value under a masked path masked. The input is not changed. */
export function maskBody(body: unknown, table: MaskTable, path: string = "", depth = 0): unknown {
  if (depth > MAX_DEPTH) return REDACTED;
  if (Array.isArray(body)) return body.map((item) => maskBody(item, table, `${path}[]`, depth + 1));
  if (typeof body !== "object" || body === null) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => {
      const child = path === "" ? key : `${path}.${key}`;
      const mask = table.get(child);
      return [key, mask === undefined ? maskBody(value, table, child, depth + 1) : maskValue(value, mask)];
    }),
  );
}

/** A key name as the classes compare it: without regard to case, `-` or `_`. */
export function keyName(key: string): string {
  return key.toLowerCase().replace(/[-_]/g, "");
}

/** The key masks of each table, by compared name. */
const keyMasks = new WeakMap<MaskTables, ReadonlyMap<string, Mask>>();

function keyMaskOf(tables: MaskTables, key: string): Mask | undefined {
  let masks = keyMasks.get(tables);
  if (masks === undefined) keyMasks.set(tables, (masks = new Map([...tables.keys].map(([name, mask]) => [keyName(name), mask]))));
  return masks.get(keyName(key));
}

/** A key as a log line shows it: card numbers hidden, cut past LONGEST_KEY_SHOWN characters. */
export function shownKey(key: string): string {
  return hideCardNumbers(cutKey(key));
}

/** Keys longer than LONGEST_KEY_SHOWN cut, with "…" (a surrogate pair is never split). */
export function cutKey(key: string): string {
  if (key.length <= LONGEST_KEY_SHOWN) return key;
  const end = /[\uD800-\uDBFF]/.test(key[LONGEST_KEY_SHOWN - 1] as string) ? LONGEST_KEY_SHOWN - 1 : LONGEST_KEY_SHOWN;
  return `${key.slice(0, end)}…`;
}

/**
 * A copy of a message for a log line or an error, masked unless known safe: a key of a class's names
 * and a path of a class are masked as the class says, wherever they are; a value at a path the spec
 * does not know for this message (a field it does not list, one of a 'not shown' region, an extra
 * field) is replaced whole, unless `showUnknown`; card numbers in the values shown are hidden. Lists
 * and objects are walked (their keys shown, cut and with card numbers hidden). The input is not changed.
 */
export function maskForLog(body: unknown, masking: LogMasking): unknown {
  return maskNode(body, masking, "", masking.known, 0);
}

function maskNode(value: unknown, masking: LogMasking, path: string, known: KnownNode | undefined, depth: number): unknown {
  if (depth > MAX_DEPTH) return hidden(value, masking);
  if (Array.isArray(value)) return value.map((item) => maskNode(item, masking, `${path}[]`, known, depth + 1));
  if (typeof value === "object" && value !== null) return maskObject(value, masking, path, known, depth);
  if (known === undefined && masking.showUnknown !== true) return hidden(value, masking);
  if (typeof value === "string") return hideCardNumbers(value);
  return typeof value === "number" && hideCardNumbers(String(value)) !== String(value) ? REDACTED : value;
}

function maskObject(value: object, masking: LogMasking, path: string, known: KnownNode | undefined, depth: number): object {
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const child = path === "" ? key : `${path}.${key}`;
    const mask = keyMaskOf(masking.tables, key) ?? masking.tables.paths.get(child);
    if (mask !== undefined) masking.onMasked?.(inner);
    const shown = mask === undefined ? maskNode(inner, masking, child, knownChild(known, key), depth + 1) : maskValue(inner, mask);
    setOwn(copy, shownKey(key), shown);
  }
  return copy;
}

function hidden(value: unknown, masking: LogMasking): string {
  masking.onMasked?.(value);
  return REDACTED;
}

/** What the spec knows of a key's value, from what it knows of the object holding it. */
function knownChild(known: KnownNode | undefined, key: string): KnownNode | undefined {
  if (known === undefined || known === 0) return undefined;
  if (Array.isArray(known)) return (known as readonly [KnownNode])[0];
  return Object.hasOwn(known, key) ? (known as { readonly [key: string]: KnownNode })[key] : undefined;
}
