// The handlebars templates of templates/docs/: one environment for Markdown (its helpers escape for
// Markdown) and one for HTML (handlebars' own escaping). Partials are every file under `partials/`,
// named by file name; their final newline is dropped so that a partial can sit inside a table row.
//
// Every template and partial is precompiled once per text of the templates (handlebars' `precompile`,
// kept by tool-cache.ts), so that a run loads only handlebars' runtime: compiling them took a tenth
// of a second a run, and a partial registered as text was compiled again for every page.

import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type Handlebars from "handlebars";
import { cachedText } from "../../cache/tool-cache.js";
import { markdownCellCode, markdownCode, markdownFence, markdownText } from "../../language/markdown-text.js";

const TEMPLATE_ROOT = fileURLToPath(new URL("../../../templates/docs/", import.meta.url));
const require = createRequire(import.meta.url);
/** Handlebars' runtime only (its compiler is loaded when a template changed): the same API, less to load. */
const runtime = require("handlebars/runtime.js") as typeof Handlebars;
const HANDLEBARS_VERSION = (require("handlebars/package.json") as { version: string }).version;
/** A partial indents nothing: it may sit inside a table row or a code block. */
const COMPILE_OPTIONS = { preventIndent: true };

export type Render = (context: unknown) => string;

export interface DocsTemplates {
  markdown: Record<"index" | "operation" | "dataTypes" | "groups", Render>;
  html: Render;
}

const TEMPLATES = {
  markdown: { index: "index.md.hbs", operation: "operation.md.hbs", dataTypes: "data-types.md.hbs", groups: "groups.md.hbs" },
  html: { index: "index.html.hbs" },
} as const;

type Folder = keyof typeof TEMPLATES;

/** One folder's sources: its templates by name, its partials by name. */
interface FolderSources {
  templates: Record<string, string>;
  partials: Record<string, string>;
}

/** Read on every run (a few milliseconds), so that the watch mode shows a template's edit. */
export function loadDocsTemplates(): DocsTemplates {
  const markdown = environment(precompiled("markdown"), {
    mdText: (text: unknown) => new runtime.SafeString(text === undefined ? "" : markdownText(String(text))),
    mdCode: (text: unknown) => new runtime.SafeString(markdownCode(String(text))),
    mdCellCode: (text: unknown) => new runtime.SafeString(markdownCellCode(String(text))),
    mdFence: (language: unknown, text: unknown) => new runtime.SafeString(markdownFence(String(language), String(text))),
  });
  const html = environment(precompiled("html"), {});
  return {
    markdown: { index: markdown.index!, operation: markdown.operation!, dataTypes: markdown.dataTypes!, groups: markdown.groups! },
    html: html.index!,
  };
}

function readFolder(folder: Folder): FolderSources {
  const root = join(TEMPLATE_ROOT, folder);
  const templates = Object.fromEntries(
    Object.entries(TEMPLATES[folder]).map(([name, file]) => [name, readFileSync(join(root, file), "utf8")]),
  );
  const partials = Object.fromEntries(
    readdirSync(join(root, "partials"))
      .sort()
      .map((name) => [name.replace(/\..*$/, ""), readFileSync(join(root, "partials", name), "utf8").replace(/\n$/, "")]),
  );
  return { templates, partials };
}

/** Template specs (handlebars' precompiled JavaScript), evaluated once per text of the folder in a process. */
const evaluated = new Map<string, FolderSources>();

function precompiled(folder: Folder): FolderSources {
  const sources = readFolder(folder);
  const key = JSON.stringify([HANDLEBARS_VERSION, COMPILE_OPTIONS, sources]);
  let specs = evaluated.get(key);
  if (specs === undefined) {
    const code = cachedText("docs-templates", [key], () => precompile(sources));
    evaluated.set(key, (specs = JSON.parse(code) as FolderSources));
  }
  return specs;
}

/** Every template and partial of a folder as handlebars' precompiled JavaScript source. */
function precompile(sources: FolderSources): string {
  const compiler = require("handlebars") as typeof import("handlebars");
  const each = (texts: Record<string, string>) =>
    Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, String(compiler.precompile(text, COMPILE_OPTIONS))]));
  return JSON.stringify({ templates: each(sources.templates), partials: each(sources.partials) });
}

/** A template spec's source as the object handlebars' runtime takes (the code handlebars wrote itself). */
function templateSpec(source: string): Handlebars.TemplateDelegate {
  return new Function(`return ${source};`)() as Handlebars.TemplateDelegate;
}

function environment(specs: FolderSources, helpers: Record<string, Handlebars.HelperDelegate>): Record<string, Render> {
  const handlebars = runtime.create();
  handlebars.registerHelper({
    ...helpers,
    eq: (a: unknown, b: unknown) => a === b,
    ne: (a: unknown, b: unknown) => a !== b,
    // The last argument is handlebars' options object.
    concat: (...parts: unknown[]) => parts.slice(0, -1).join(""),
    object: (options: Handlebars.HelperOptions) => options.hash,
  });
  for (const [name, source] of Object.entries(specs.partials))
    handlebars.registerPartial(name, handlebars.template(templateSpec(source) as unknown as TemplateSpecification));
  return Object.fromEntries(
    Object.entries(specs.templates).map(([name, source]) => {
      const template = handlebars.template(templateSpec(source) as unknown as TemplateSpecification);
      return [name, (context: unknown) => template(context)];
    }),
  );
}

type TemplateSpecification = Parameters<typeof runtime.template>[0];
