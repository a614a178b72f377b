// Every difference between two IRs comes out as at least one change: each value of every file of
// the minimal fixture (each facet of each field, each presence, bound, gap, rule, api setting) is
// mutated in turn; the mutated spec is either refused, or its surface equals the original's (the
// value is not part of the API, and that must be a key listed below), or the report names a change.

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { isMap, isPair, isScalar, isSeq, parseDocument, visit, type Document, type Node } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { comparableSurface } from "../../generator/changes/comparable.js";
import { compareSurfaces } from "../../generator/changes/report.js";
import { surfaceOf, type ApiSurface } from "../../generator/changes/surface.js";
import { checkSpec } from "../../generator/check/check-spec.js";
import { SpecError } from "../../generator/diagnostics/diagnostic.js";
import { loadSpec, parseSpecFile } from "../../generator/load/load-spec.js";
import type { SpecFile } from "../../generator/load/spec-file.js";
import { resolveSpec } from "../../generator/resolve/resolve.js";
import { copyFixture, removeTempDirs } from "../support/fixtures.js";

afterAll(removeTempDirs);

/**
 * Values that are not part of the API surface: the seed section a file or row cites; a fields
 * file's own introduction (the IR keeps no node for a file of rows; noted for the reference docs);
 * a row's default presence (`presence: { response: A }`), which the operations that select the row
 * may state again, and which a path identifier, always in the path, does not have.
 */
function outsideSurface(mutation: Mutation): boolean {
  if (mutation.key === "section") return true;
  if (mutation.key === "description") return mutation.depth === 1 && mutation.file.startsWith("fields/");
  return mutation.key === "request" || mutation.key === "response";
}

interface Mutation {
  file: string;
  /** Where in the file, as `key.key[index]`. */
  at: string;
  key: string;
  /** How many mapping keys lie above the value (1: a key of the file itself). */
  depth: number;
  text: string;
}

/** The mutations of one file: each scalar changed (a second way where the first is refused), each list shortened. */
function mutationsOf(file: SpecFile, text: string): Mutation[][] {
  const groups: Mutation[][] = [];
  const document = parseDocument(text);
  visit(document, {
    Scalar(_key, node, path) {
      const parent = path.at(-1);
      // A mapping key is a name, not a value: renaming a field is a removal and an addition, which the values cover.
      if (isMap(parent) && parent.items.some((pair) => pair.key === node)) return;
      const key = keyOf(path);
      if (key === "kind") return;
      groups.push(variantsOf(node.value).map((value) => mutated(file.path, document, node, value, key, depthOf(path))));
    },
    Seq(_key, node, path) {
      if (node.items.length < 2) return;
      const copy = document.clone();
      const target = findNode(copy, node.range?.[0]);
      if (isSeq(target)) target.items.pop();
      groups.push([{ file: file.path, at: `${keyOf(path)}[]`, key: keyOf(path), depth: depthOf(path), text: copy.toString() }]);
    },
  });
  return groups;
}

/** Presence codes swapped within their direction, so that the mutation stays a valid spec. */
const OTHER_PRESENCE: Readonly<Record<string, string>> = { R: "O", O: "R", A: "C", C: "A" };

function variantsOf(value: unknown): unknown[] {
  if (typeof value === "boolean") return [!value];
  if (typeof value === "string" && OTHER_PRESENCE[value] !== undefined) return [OTHER_PRESENCE[value]];
  if (typeof value === "number") return [value + 1, value - 1];
  if (typeof value === "string") return [`${value}x`, `X${value}`, ""];
  return [];
}

/** The file with one value changed, in a copy of its parsed document (a clone: parsing it again took a third of the test). */
function mutated(file: string, document: Document.Parsed, node: Node, value: unknown, key: string, depth: number): Mutation {
  const copy = document.clone();
  const target = findNode(copy, node.range?.[0]);
  if (isScalar(target)) target.value = value;
  return { file, at: `${key}@${node.range?.[0] ?? 0}`, key, depth, text: copy.toString() };
}

function depthOf(path: readonly unknown[]): number {
  return path.filter((step) => isPair(step)).length;
}

function findNode(document: Document, offset: number | undefined): Node | undefined {
  let found: Node | undefined;
  visit(document, (_key, node) => {
    if (found === undefined && (isScalar(node) || isSeq(node)) && node.range?.[0] === offset) found = node;
  });
  return found;
}

/** The nearest mapping key above a node. */
function keyOf(path: readonly unknown[]): string {
  for (let index = path.length - 1; index >= 0; index--) {
    const step = path[index] as { key?: unknown };
    if (step && typeof step === "object" && "key" in step && isScalar(step.key)) return String(step.key.value);
  }
  return "";
}

function surfaceOfFiles(files: SpecFile[], metaSchema: string): ApiSurface {
  return surfaceOf(resolveSpec(checkSpec(files, metaSchema)));
}

describe("the diff engine misses no difference", () => {
  it("reports a change for every mutation of the minimal fixture that the spec accepts and that reaches the surface", async () => {
    const root = await copyFixture("minimal-spec");
    const metaSchema = join(root, "spec.schema.json");
    const files = await loadSpec(root);
    const texts = new Map(
      await Promise.all(files.map(async (file) => [file.path, await readFile(join(root, file.path), "utf8")] as const)),
    );
    const original = surfaceOfFiles(files, metaSchema);
    const outcomes = { refused: 0, reported: 0, outsideSurface: [] as Mutation[], sameMeaning: [] as string[], missed: [] as string[] };
    for (const file of files) {
      for (const variants of mutationsOf(file, texts.get(file.path) ?? "")) {
        const accepted = variants
          .map((mutation) => ({ mutation, surface: tryBuild(files, mutation, metaSchema) }))
          .find((outcome) => outcome.surface !== undefined);
        if (accepted === undefined) {
          outcomes.refused++;
          continue;
        }
        const { mutation, surface } = accepted as { mutation: Mutation; surface: ApiSurface };
        const where = `${mutation.file} ${mutation.at}`;
        const report = compareSurfaces(original, surface, { from: "fixture", to: where });
        if (report.changes.length > 0) outcomes.reported++;
        else if (JSON.stringify(surface) === JSON.stringify(original)) outcomes.outsideSurface.push(mutation);
        // Written otherwise, the same meaning (a character set's ranges in another order): no change for anyone.
        else if (JSON.stringify(comparableSurface(surface)) === JSON.stringify(comparableSurface(original)))
          outcomes.sameMeaning.push(where);
        else outcomes.missed.push(where);
      }
    }
    expect(outcomes.missed).toEqual([]);
    // Only character sets can be written otherwise by a one-character mutation and keep their meaning.
    expect(
      outcomes.sameMeaning.every((where) => /(charset|extraChars|keyCharset)@/.test(where)),
      outcomes.sameMeaning.join(", "),
    ).toBe(true);
    const unexpected = outcomes.outsideSurface.filter((mutation) => !outsideSurface(mutation));
    expect(unexpected.map((mutation) => `${mutation.file} ${mutation.at}`)).toEqual([]);
    // The test reaches far: most values of the fixture are facts of the API.
    expect(outcomes.reported).toBeGreaterThan(100);
  });
});

function tryBuild(files: readonly SpecFile[], mutation: Mutation, metaSchema: string): ApiSurface | undefined {
  const parsed = parseSpecFile(mutation.file, mutation.text);
  if (parsed.problems.length > 0) return undefined;
  const mutatedFiles = files.map((file) => (file.path === mutation.file ? parsed : file));
  try {
    return surfaceOfFiles(mutatedFiles, metaSchema);
  } catch (error) {
    if (error instanceof SpecError) return undefined;
    throw error;
  }
}
