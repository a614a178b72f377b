// The HTML reference in a real browser (Debian's chromium driven by playwright-core, one launch for
// the file): it loads with no console error; every field of the IR has its anchor in a tree that
// folds and unfolds; the search finds a field deep in a group by words in any order, keeps the query
// in the address and jumps to the field; the fixture's operation with two versions has a version
// switcher; nothing scrolls sideways at 390 or 1280 px, every group open; axe-core finds no
// violation in any kind of part of the page, light or dark (of the field trees, one row of each kind;
// every row in `npm run axe`); path identifiers never break and code scrolls rather than wraps;
// print shows every group. Screenshots, the page's size and its load time are written to
// test-results/docs/ for review (nothing here is timed).

import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GatewayIR } from "../../generator/ir/ir.js";
import { browserAvailable, launchChromium } from "../support/browser.js";
import { allFields, DIRECTIONS, fieldAnchor, loadDocs } from "./docs-support.js";
import {
  AXE_EVERY_ROW,
  axeViolations,
  deepField,
  FIXTURE_PAGE_FILE,
  openEveryGroup,
  PAGE_FILE,
  fieldRows,
  pageUrl,
  RESULTS,
  sidewaysOverflow,
  wordsOf,
} from "./html-page.js";

const WIDTHS = [1280, 390] as const;

describe.skipIf(!browserAvailable)("HTML reference in a browser", () => {
  let browser: Browser;
  let ir: GatewayIR;
  /** The one tab every test loads its page in (see `open`). */
  let tab: Page;
  const consoleErrors: string[] = [];

  /**
   * A fresh document of the reference (or the fixture's), in a colour scheme and at a width, its errors
   * collected. Every test loads it in the same tab: a tab of its own cost each test a renderer
   * process's start, about half a second. A navigation to a URL without a fragment always makes a new
   * document (a fresh window, DOM and script state), and the width, scheme and media are set anew
   * before it loads, so nothing one test did to its page reaches the next.
   */
  async function open(options: { width?: number; scheme?: "light" | "dark"; file?: string; query?: string } = {}): Promise<Page> {
    await tab.setViewportSize({ width: options.width ?? 1280, height: 900 });
    await tab.emulateMedia({ media: null, colorScheme: options.scheme ?? "light" });
    await tab.goto(pageUrl(options.file ?? PAGE_FILE, options.query));
    return tab;
  }

  beforeAll(async () => {
    ({ ir } = await loadDocs());
    await mkdir(RESULTS, { recursive: true });
    browser = await launchChromium();
    tab = await browser.newPage();
    tab.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    tab.on("pageerror", (error) => consoleErrors.push(String(error)));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("loads with no console error, names the API in its title, and writes its size and load time", async () => {
    const page = await open();
    expect(await page.title()).toContain(ir.api.endpoint.title ?? "API reference");
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      return {
        domContentLoadedMs: Math.round(navigation?.domContentLoadedEventEnd ?? 0),
        loadMs: Math.round(navigation?.loadEventEnd ?? 0),
      };
    });
    const html = await readFile(PAGE_FILE);
    const metrics = { bytes: html.length, gzipBytes: gzipSync(html).length, fields: await page.locator(".f[id]").count(), ...timing };
    await writeFile(join(RESULTS, "metrics.json"), `${JSON.stringify(metrics, null, 2)}\n`);
    expect(consoleErrors).toEqual([]);
  });

  it("has every field of every operation, version and direction under its anchor, and each 'not shown' region among them", async () => {
    const page = await open();
    for (const operation of ir.operations) {
      for (const direction of DIRECTIONS) {
        const expected = allFields(operation[direction].root).map((field) => ({
          id: fieldAnchor(operation, direction, field.path),
          name: field.path.slice(field.path.lastIndexOf(".") + 1),
        }));
        const wrong = await page.evaluate(
          (fields) =>
            fields.filter(
              ({ id, name }) =>
                document.getElementById(id)?.querySelector(":scope > summary, :scope > .h")?.firstElementChild?.textContent !== name,
            ),
          expected,
        );
        expect(wrong, `${operation.name} ${operation.version} ${direction}`).toEqual([]);
        const section = fieldAnchor(operation, direction, "").slice(0, -1);
        const gaps = await page.locator(`#${section} .gap`).allTextContents();
        expect(gaps.length, section).toBe(operation[direction].gaps.length);
        for (const gap of operation[direction].gaps) expect(gaps.join("\n")).toContain(gap.text.replace(/\s+/g, " "));
      }
    }
  });

  it("folds and unfolds a group: closed at first, open on a click, closed on another", async () => {
    const page = await open();
    const group = page.locator("details.f").first();
    const child = group.locator(":scope > .kids > .f").first();
    expect(await group.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    expect(await child.isVisible()).toBe(false);
    await group.locator(":scope > summary").click();
    expect(await child.isVisible()).toBe(true);
    await group.locator(":scope > summary").click();
    expect(await child.isVisible()).toBe(false);
  });

  it("finds a field deep in a group by its words in another order, keeps the query in the address, and jumps to it", async () => {
    const { field, depth, operationIndex } = deepField(ir);
    expect(depth).toBeGreaterThanOrEqual(2);
    const operation = ir.operations[operationIndex] as GatewayIR["operations"][number];
    const anchor = fieldAnchor(operation, "request", field.path);
    const page = await open();
    await page.keyboard.press("/");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("q");
    await page.keyboard.type(wordsOf(field.path));
    const result = page.locator(`#result-list a[href="#${anchor}"]`);
    expect(await result.count()).toBe(1);
    expect(new URL(page.url()).searchParams.get("q")).toBe(wordsOf(field.path));
    await page.screenshot({ path: join(RESULTS, "search-1280.png") });
    await result.click();
    expect(new URL(page.url()).hash).toBe(`#${anchor}`);
    expect(await page.locator(`[id="${anchor}"]`).isVisible()).toBe(true);
    expect(await page.locator(`[id="${anchor}"]`).evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(
      true,
    );
    await page.screenshot({ path: join(RESULTS, "search-jump-1280.png") });
  });

  it("goes to the first match on Enter, and shows the results of a query given in the address", async () => {
    const { field } = deepField(ir);
    const page = await open({ query: `?q=${encodeURIComponent(wordsOf(field.path))}` });
    expect(await page.inputValue("#q")).toBe(wordsOf(field.path));
    const first = await page.locator("#result-list a").first().getAttribute("href");
    expect(first).not.toBeNull();
    await page.focus("#q");
    await page.keyboard.press("Enter");
    expect(new URL(page.url()).hash).toBe(first);
    expect(await page.locator(`[id="${(first ?? "").slice(1)}"]`).isVisible()).toBe(true);
  });

  it("finds a field by an enumeration value and by words of its description", async () => {
    const page = await open();
    const operation = ir.operations[0] as GatewayIR["operations"][number];
    const valued = allFields(operation.request.root).find((field) => field.type.kind === "enum" && field.type.values.length > 1);
    expect(valued).toBeDefined();
    const value = valued?.type.kind === "enum" ? (valued.type.values.at(-1)?.value ?? "") : "";
    await page.fill("#q", value);
    expect(await page.locator(`#result-list a[href="#${fieldAnchor(operation, "request", valued?.path ?? "")}"]`).count()).toBe(1);
  });

  it("has a version switcher where an operation has more than one version, and says since which version a field exists", async () => {
    const page = await open({ file: FIXTURE_PAGE_FILE });
    const switchers = page.locator("nav.versions");
    expect(await switchers.count()).toBe(2);
    await switchers.first().locator("a:not([aria-current])").click();
    const target = new URL(page.url()).hash;
    expect(await page.locator(`${target} nav.versions a[aria-current]`).getAttribute("href")).toBe(target);
    expect(await page.locator(".since").count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(RESULTS, "fixture-versions-1280.png") });
  });

  for (const scheme of ["light", "dark"] as const) {
    it(`badges the fixture's deprecated version and field where axe-core finds no fault (${scheme} scheme)`, async () => {
      const page = await open({ file: FIXTURE_PAGE_FILE, scheme });
      await openEveryGroup(page);
      const badges = page.locator("span.deprecated");
      // PAY 1's heading, and billing.verified in the requests of both versions.
      expect(await badges.count()).toBe(3);
      expect(await badges.first().isVisible()).toBe(true);
      expect(await badges.first().evaluate((badge) => getComputedStyle(badge).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: join(RESULTS, `fixture-deprecated-${scheme}.png`) });
    });
    for (const width of WIDTHS) {
      it(`does not scroll sideways at ${width} px (${scheme}), every group open`, async () => {
        const page = await open({ width, scheme });
        await page.screenshot({ path: join(RESULTS, `${scheme}-${width}.png`) });
        await openEveryGroup(page);
        await page.fill("#q", "amount");
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await page.keyboard.press("Escape");
        await page.locator(`[id$="-example"]`).first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(RESULTS, `${scheme}-${width}-example.png`) });
      });
    }
  }

  // One page, axe added once. `npm test` keeps one field row of each kind (fieldRows in html-page.ts:
  // its depth, its element, the elements of its own), every other part of the page whole; `npm run
  // axe` checks every row. The whole page took 16 to 18 s a scheme, and timed out at a load of 40.
  it("has no accessibility violation found by axe-core in any kind of part of the page, light and dark", async () => {
    const page = await open();
    await openEveryGroup(page);
    const every = await fieldRows(page);
    expect(every.sections).toEqual(expect.arrayContaining(["guides", "endpoint", "errors", "authorize-100"]));
    const checked = await fieldRows(page, { keepOneOfEachKind: !AXE_EVERY_ROW });
    // Every section and every kind of row is still there; in npm test, far fewer rows than the page has.
    expect(checked.sections).toEqual(every.sections);
    expect(checked.kinds).toEqual(every.kinds);
    expect(checked.rows).toBeLessThanOrEqual(AXE_EVERY_ROW ? every.rows : every.rows / 2);
    expect(await page.locator("header.top, nav.toc, main > h1").count()).toBe(3);
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  }, 240_000);

  it("never breaks a path identifier inside its name at 1280 or 390 px", async () => {
    for (const width of WIDTHS) {
      const page = await open({ width });
      const cells = page.locator('#endpoint td[data-label="Parameter"] code');
      expect(await cells.count()).toBe(ir.api.pathParameters.length);
      const lines = await cells.evaluateAll((codes) => codes.map((code) => code.getClientRects().length));
      expect(lines, `${width} px`).toEqual(ir.api.pathParameters.map(() => 1));
    }
  });

  it("scrolls code sideways at 390 px instead of wrapping it inside its lines", async () => {
    const page = await open({ width: 390 });
    await openEveryGroup(page);
    const blocks = await page.locator("pre > code").evaluateAll((codes) =>
      codes.map((code) => ({
        // Kept on its lines (never wrapped inside a string), and scrolled where a line is longer than the box.
        wraps: getComputedStyle(code.parentElement as Element).whiteSpace !== "pre",
        overflow: getComputedStyle(code.parentElement as Element).overflowX,
        scrolls: (code.parentElement?.scrollWidth ?? 0) > (code.parentElement?.clientWidth ?? 0),
        focusable: code.parentElement?.tabIndex === 0,
      })),
    );
    expect(blocks.length).toBeGreaterThan(10);
    expect(blocks.filter((block) => block.wraps || block.overflow !== "auto")).toEqual([]);
    expect(blocks.some((block) => block.scrolls)).toBe(true);
    expect(blocks.every((block) => block.focusable)).toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  it("prints every group open, without the search and contents", async () => {
    const page = await open();
    await page.emulateMedia({ media: "print" });
    await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
    expect(await page.locator("details:not([open])").count()).toBe(0);
    expect(await page.locator("header.top").isVisible()).toBe(false);
    expect(await page.locator("nav.toc").isVisible()).toBe(false);
  });
});
