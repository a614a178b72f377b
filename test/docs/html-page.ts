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

/**
 * One of each kind of part of the page: its header and contents, every section of the main column
 * but the operations after the first (each made by the same template from the same kinds of rows).
 */
export async function pageParts(page: Page): Promise<string[]> {
  const sections = await page.evaluate(() =>
    [...document.querySelectorAll("main > section[id]")].map((section) => ({
      id: section.id,
      operation: section.classList.contains("op"),
    })),
  );
  const firstOperation = sections.find((section) => section.operation);
  const kept = sections.filter((section) => !section.operation || section === firstOperation);
  return ["header.top", "nav.toc", "main > h1", ...kept.map((section) => `#${CSS_ESCAPE(section.id)}`)];
}

/** An id as a CSS selector's identifier (the page's ids are letters, digits and dashes). */
function CSS_ESCAPE(id: string): string {
  if (!/^[A-Za-z][\w-]*$/.test(id)) throw new Error(`an id the selector cannot name plainly: ${id}`);
  return id;
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
