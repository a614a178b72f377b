// Names of the shared group components. A group is named after the spec group mounted there, else
// after the field that holds it, plus the direction when all its places share one (`AddressRequest`:
// request groups refuse unknown fields, response groups tolerate them). When two variants would take
// one name, the variant found in more places keeps it and the others take their path
// (`BillingAddressRequest`), then their message's name as well, then a number.

import type { Direction } from "../../ir/ir.js";
import { pascalCase } from "../emitter.js";

/** One place a group schema sits: `key` is the schema itself, as JSON. */
export interface Occurrence {
  key: string;
  path: string;
  message: string;
  direction?: Direction;
  group?: string;
}

interface Candidate {
  key: string;
  places: number;
  names: string[];
}

/** A name that starts with a digit (`3ds`) is no identifier in most languages: it takes its path. */
function ownName(first: Occurrence, group: string | undefined, path: string): string {
  const segment = first.path.slice(first.path.lastIndexOf(".") + 1);
  if (group !== undefined) return pascalCase(group);
  return /^[0-9]/.test(segment) ? path : pascalCase(segment);
}

function candidateOf(key: string, found: readonly Occurrence[]): Candidate {
  const first = found[0] as Occurrence;
  const directions = new Set(found.map((occurrence) => occurrence.direction));
  const suffix = directions.size === 1 && first.direction !== undefined ? pascalCase(first.direction) : "";
  const groups = new Set(found.map((occurrence) => occurrence.group));
  const group = groups.size === 1 ? first.group : undefined;
  const path = pascalCase(first.path);
  return { key, places: found.length, names: [`${ownName(first, group, path)}${suffix}`, `${path}${suffix}`, `${first.message}${path}`] };
}

function byKey(occurrences: readonly Occurrence[]): Map<string, Occurrence[]> {
  const groups = new Map<string, Occurrence[]>();
  for (const occurrence of occurrences) groups.set(occurrence.key, [...(groups.get(occurrence.key) ?? []), occurrence]);
  return groups;
}

/** Schema key -> component name, in order of first occurrence. */
export function nameComponents(occurrences: readonly Occurrence[]): Map<string, string> {
  const candidates = [...byKey(occurrences)].map(([key, found]) => candidateOf(key, found));
  // Most places first, so that the variant used most keeps the plain name; stable otherwise.
  const byPlaces = [...candidates].sort((a, b) => b.places - a.places);
  const taken = new Set<string>();
  const chosen = new Map<string, string>();
  for (const candidate of byPlaces) {
    const last = candidate.names[candidate.names.length - 1] as string;
    let name = candidate.names.find((name) => !taken.has(name)) ?? last;
    for (let counter = 2; taken.has(name); counter++) name = `${last}${counter}`;
    taken.add(name);
    chosen.set(candidate.key, name);
  }
  return new Map(candidates.map((candidate) => [candidate.key, chosen.get(candidate.key) as string]));
}
