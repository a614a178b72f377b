// The handlebars templates of templates/docs/, compiled once: one environment for Markdown (its
// helpers escape for Markdown) and one for HTML (handlebars' own escaping). Partials are every
// file under `partials/`, named by file name; their final newline is dropped so that a partial can
// sit inside a table row.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";
import { markdownCellCode, markdownCode, markdownFence, markdownText } from "../../text/markdown-text.js";

const TEMPLATE_ROOT = fileURLToPath(new URL("../../../templates/docs/", import.meta.url));

export type Render = (context: unknown) => string;

export interface DocsTemplates {
  markdown: Record<"index" | "operation" | "dataTypes" | "groups", Render>;
  html: Render;
}

export function loadDocsTemplates(): DocsTemplates {
  const markdown = environment("markdown", {
    mdText: (text: unknown) => new Handlebars.SafeString(text === undefined ? "" : markdownText(String(text))),
    mdCode: (text: unknown) => new Handlebars.SafeString(markdownCode(String(text))),
    mdCellCode: (text: unknown) => new Handlebars.SafeString(markdownCellCode(String(text))),
    mdFence: (language: unknown, text: unknown) => new Handlebars.SafeString(markdownFence(String(language), String(text))),
  });
  const html = environment("html", {});
  return {
    markdown: {
      index: compile(markdown, "markdown/index.md.hbs"),
      operation: compile(markdown, "markdown/operation.md.hbs"),
      dataTypes: compile(markdown, "markdown/data-types.md.hbs"),
      groups: compile(markdown, "markdown/groups.md.hbs"),
    },
    html: compile(html, "html/index.html.hbs"),
  };
}

function environment(folder: string, helpers: Record<string, Handlebars.HelperDelegate>): typeof Handlebars {
  const handlebars = Handlebars.create();
  handlebars.registerHelper({
    ...helpers,
    eq: (a: unknown, b: unknown) => a === b,
    ne: (a: unknown, b: unknown) => a !== b,
    // The last argument is handlebars' options object.
    concat: (...parts: unknown[]) => parts.slice(0, -1).join(""),
    object: (options: Handlebars.HelperOptions) => options.hash,
  });
  const partials = join(TEMPLATE_ROOT, folder, "partials");
  for (const name of readdirSync(partials).sort()) {
    handlebars.registerPartial(name.replace(/\..*$/, ""), readFileSync(join(partials, name), "utf8").replace(/\n$/, ""));
  }
  return handlebars;
}

function compile(handlebars: typeof Handlebars, file: string): Render {
  const template = handlebars.compile(readFileSync(join(TEMPLATE_ROOT, file), "utf8"), { preventIndent: true });
  return (context) => template(context);
}
