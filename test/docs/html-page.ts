// What the browser tests of the HTML reference share: where the pages and the review artefacts
// are, the fields each message should show, and small page probes.

import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import type { FieldNode, GatewayIR, ObjectNode } from "../../generator/ir/ir.js";
import { FIXTURES_ROOT, REPO_ROOT } from "../support/fixtures.js";

export const PAGE_FILE = join(REPO_ROOT, "generated", "docs", "index.html");
export const FIXTURE_PAGE_FILE = join(FIXTURES_ROOT, "minimal-spec.expected", "docs", "index.html");
export const pageUrl = (file: string, query = "") => `${pathToFileURL(file).href}${query}`;

/** Screenshots and figures for review (gitignored). */
export const RESULTS = join(REPO_ROOT, "test-results", "docs");

export const AXE_FILE = join(createRequire(import.meta.url).resolve("axe-core"), "..", "axe.min.js");

/**
 * axe-core over every field row of the reference (`npm run axe`), rather than over one row of each
 * kind (`npm test`; see `fieldRows`): the whole page took 16 to 18 s a colour scheme.
 */
export const AXE_EVERY_ROW = process.env["AXE_EVERY_ROW"] === "1";

/** Every field of an object with its depth (0 at the top), depth first. */
export function fieldsWithDepth(root: ObjectNode, depth = 0): { field: FieldNode; depth: number }[] {
  return root.fields.flatMap((field) => {
    const type = field.type.kind === "array" ? field.type.items : field.type;
    return [{ field, depth }, ...(type.kind === "object" ? fieldsWithDepth(type, depth + 1) : [])];
  });
}

/** The deepest field of the first operation's request that has a nested group: a field a reader must dig for. */
export function deepField(ir: GatewayIR): { field: FieldNode; depth: number; operationIndex: number } {
  const candidates = ir.operations.flatMap((operation, operationIndex) =>
    fieldsWithDepth(operation.request.root).map((entry) => ({ ...entry, operationIndex })),
  );
  return candidates.reduce((deepest, entry) => (entry.depth > deepest.depth ? entry : deepest));
}

/** The words a reader would type for a path, in another order: `order.item[].name` -> `name item order`. */
export function wordsOf(path: string): string {
  return path
    .split(/[.[\]]+/)
    .filter(Boolean)
    .reverse()
    .join(" ");
}

/** The sections of the main column, and the field rows of every tree on the page: how many, and of which kinds. */
export interface FieldRows {
  sections: string[];
  rows: number;
  /** Each kind of row once, sorted (see `fieldRows`). */
  kinds: string[];
}

/**
 * The page's field rows (each child of a tree or of a group's children: a field, a "not shown"
 * region), each of a kind: its depth, its element, and every element of its own (its heading, type,
 * bounds, values, links and badges; not the fields under it), by tag and classes. With
 * `keepOneOfEachKind`, every row is first taken off the page but the first of each kind and the
 * groups around those: what is left shows each kind of row once, at each depth, in its place.
 */
export function fieldRows(page: Page, { keepOneOfEachKind = false } = {}): Promise<FieldRows> {
  return page.evaluate((prune) => {
    const tagged = (element: Element) => [element.tagName.toLowerCase(), ...[...element.classList].sort()].join(".");
    const own = (row: Element) => [...row.children].filter((child) => !child.classList.contains("kids"));
    const kindOf = (row: Element, depth: number) => {
      const inner = new Set(own(row).flatMap((child) => [child, ...child.querySelectorAll("*")].map(tagged)));
      return [`depth ${depth}`, tagged(row), ...[...inner].sort()].join(" ");
    };
    const survey = () => {
      const rows: { row: Element; kind: string }[] = [];
      const visit = (container: Element, depth: number) => {
        for (const row of container.children) {
          rows.push({ row, kind: kindOf(row, depth) });
          const kids = row.querySelector(":scope > .kids");
          if (kids !== null) visit(kids, depth + 1);
        }
      };
      for (const tree of document.querySelectorAll(".tree")) visit(tree, 0);
      return rows;
    };
    if (prune) {
      const kept = new Map<string, Element>();
      const rows = survey();
      for (const { row, kind } of rows) if (!kept.has(kind)) kept.set(kind, row);
      const keep = [...kept.values()];
      for (const { row } of rows) if (!keep.some((each) => row.contains(each))) row.remove();
    }
    const rows = survey();
    return {
      sections: [...document.querySelectorAll("main > section[id]")].map((section) => section.id),
      rows: rows.length,
      kinds: [...new Set(rows.map(({ kind }) => kind))].sort(),
    };
  }, keepOneOfEachKind);
}

/** How far the page scrolls sideways: the document's width beyond the window's. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Opens every group of every tree (the widest the page gets). */
export function openEveryGroup(page: Page): Promise<void> {
  return page.evaluate(() => document.querySelectorAll("details").forEach((group) => (group.open = true)));
}

/**
 * The axe-core violations on the page, as `rule: target` lines: over the whole document, or over the
 * parts the selectors name (axe's `include` context). axe is added to the page once.
 */
export async function axeViolations(page: Page, parts?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE_FILE });
  const violations = await page.evaluate(async (selectors) => {
    const axe = (
      window as unknown as {
        axe: { run(context: unknown, options: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const context = selectors === undefined ? document : { include: selectors.map((selector) => [selector]) };
    const result = await axe.run(context, { resultTypes: ["violations"] });
    return result.violations.flatMap((violation) => violation.nodes.slice(0, 3).map((node) => `${violation.id}: ${node.target.join(" ")}`));
  }, parts);
  return violations;
}
