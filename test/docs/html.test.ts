// The HTML reference in a real browser (Debian's chromium driven by playwright-core, one launch):
// it loads from a file with no console error, has one row and one anchor per field of the IR,
// its filter narrows the rows and brings them back, and it fits a phone's width. A screenshot of
// each width is left in test-results/ for review.
//
// Without /usr/bin/chromium the browser test is reported as skipped, under a name that says how to
// enable it, and fails in CI (env CI set), where .ci/run installs chromium: a missing browser there
// is a broken setup, not a reason to skip.

import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FieldNode } from "../../generator/resolve/ir.js";
import { makeTempDir, removeTempDirs } from "../support/fixtures.js";
import { allFields, DIRECTIONS, fieldAnchor, loadDocs } from "./docs-support.js";

const CHROMIUM = "/usr/bin/chromium";
const NOT_RUN = "browser test did not run: install Debian's chromium (apt-get install chromium) to enable it";
const RESULTS = join(import.meta.dirname, "../../test-results");

if (!existsSync(CHROMIUM)) {
  describe("HTML reference in a browser", () => {
    if (process.env.CI) {
      it("needs Debian's chromium", () => {
        throw new Error(NOT_RUN);
      });
    } else {
      // Reported as skipped, under a name that says why, rather than passed.
      it.skip(NOT_RUN, () => {});
    }
  });
} else {
  describe("HTML reference in a browser", () => {
    let browser: Browser;
    let page: Page;
    const consoleErrors: string[] = [];
    const loaded = loadDocs();

    beforeAll(async () => {
      const { files } = await loaded;
      const directory = await makeTempDir("docs-html-");
      await writeFile(join(directory, "index.html"), files.get("docs/index.html") ?? "");
      browser = await chromium.launch({ executablePath: CHROMIUM });
      page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      page.on("pageerror", (error) => consoleErrors.push(String(error)));
      await page.goto(pathToFileURL(join(directory, "index.html")).href);
    });

    afterAll(async () => {
      await browser?.close();
      await removeTempDirs();
    });

    it("loads from a file with no console error", () => {
      expect(consoleErrors).toEqual([]);
    });

    it("has one field row per field, and one row per 'not shown' region, of each operation, version and direction", async () => {
      const { ir } = await loaded;
      for (const operation of ir.operations) {
        for (const direction of DIRECTIONS) {
          const table = `table.fields[data-operation="${operation.name}"][data-version="${operation.version}"][data-direction="${direction}"]`;
          expect(await page.locator(`${table} tr.field`).count(), table).toBe(allFields(operation[direction].root).length);
          const gapTexts = await page.locator(`${table} tr.gap`).allTextContents();
          expect(gapTexts.length, table).toBe(operation[direction].gaps.length);
          for (const gap of operation[direction].gaps) expect(gapTexts.join("\n")).toContain(gap.text.replace(/\s+/g, " "));
        }
      }
    });

    it("has an anchor on the row of every field", async () => {
      const { ir } = await loaded;
      const expected = ir.operations.flatMap((operation) =>
        DIRECTIONS.flatMap((direction) =>
          allFields(operation[direction].root).map((field) => ({ id: fieldAnchor(operation, direction, field.path), path: field.path })),
        ),
      );
      const wrong = await page.evaluate(
        (anchors) =>
          anchors
            .filter(({ id, path }) => document.getElementById(id)?.querySelector("td.path code")?.textContent !== path)
            .map(({ id }) => id),
        expected,
      );
      expect(wrong).toEqual([]);
    });

    it("narrows the rows to those matching the filter, and brings them all back when cleared", async () => {
      const { ir } = await loaded;
      const fields = everyTableField(ir);
      const query = pickQuery(fields);
      const matching = fields.filter((field) => `${field.path} ${field.description ?? ""}`.toLowerCase().includes(query.toLowerCase()));
      const visible = page.locator("tr.field:visible");

      await page.fill("#filter", query);
      expect(await visible.count()).toBe(matching.length);
      const shownPaths = await visible.locator("td.path code").allTextContents();
      expect(shownPaths.sort()).toEqual(matching.map((field) => field.path).sort());
      await page.screenshot({ path: join(RESULTS, "docs-filtered.png") });

      await page.fill("#filter", "");
      expect(await visible.count()).toBe(fields.length);
    });

    it("fits a phone's width (only the tables scroll sideways)", async () => {
      await mkdir(RESULTS, { recursive: true });
      await page.screenshot({ path: join(RESULTS, "docs.png") });
      await page.setViewportSize({ width: 390, height: 844 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(RESULTS, "docs-phone.png") });
    });
  });
}

/** Every field the HTML page tabulates: operations, the error shape and the shared groups. */
function everyTableField(ir: Awaited<ReturnType<typeof loadDocs>>["ir"]): FieldNode[] {
  return [
    ...ir.operations.flatMap((operation) => DIRECTIONS.flatMap((direction) => allFields(operation[direction].root))),
    ...allFields(ir.api.errorShape),
    ...ir.groups.flatMap((group) => allFields(group.root)),
  ];
}

/** The path of a nested array member (a path a reader would type), or of the deepest field. */
function pickQuery(fields: FieldNode[]): string {
  const nested = fields.filter((field) => field.path.includes("[]."));
  const candidates = nested.length > 0 ? nested : fields;
  return candidates.reduce((deepest, field) => (field.path.length > deepest.path.length ? field : deepest)).path;
}
