import type { GatewayIR } from "../../ir/ir.js";
import { GENERATED_HEADER, type EmitContext, type Emitter, type GeneratedFile } from "../emitter.js";
import { guidePage } from "./guides/guide-markdown.js";
import type { Guide } from "./guides/guide.js";
import { DATA_TYPES_PAGE, GROUPS_PAGE, linkRootFrom } from "../plan/doc-anchors.js";
import { EMITTER_NAMES } from "../plan/emitter-names.js";
import { buildDocsModel } from "./docs-model.js";
import { loadDocsTemplates } from "./templates.js";
import { DOCS_GUIDES_PAGE, DOCS_HTML_PAGE, DOCS_INDEX_PAGE, DOCS_ROOT, PACKAGE_README_PATH } from "../plan/output-plan.js";

/** The reference docs: Markdown pages (index, one per operation and version, data types, groups) and one self-contained HTML page. */
export const docsEmitter: Emitter = {
  name: EMITTER_NAMES.docs,
  // One page at a time: a large spec's pages together take hundreds of megabytes.
  *emit(ir: GatewayIR, { release }: EmitContext): Iterable<GeneratedFile> {
    // Read on every run (a few milliseconds), so that the watch mode shows a template's edit.
    const templates = loadDocsTemplates();
    const model = buildDocsModel(ir, release);
    const pageLinks = { dataTypesPage: DATA_TYPES_PAGE, groupsPage: GROUPS_PAGE };
    const page = (path: string, render: (context: unknown) => string, context: object, linkRoot: string): GeneratedFile => ({
      path: `${DOCS_ROOT}/${path}`,
      contents: render({ ...model, ...pageLinks, ...context, linkRoot }),
    });
    yield page(DOCS_INDEX_PAGE, templates.markdown.index, {}, "");
    yield page(DATA_TYPES_PAGE, templates.markdown.dataTypes, {}, "");
    yield page(GROUPS_PAGE, templates.markdown.groups, {}, "");
    for (const operation of model.operations)
      yield page(operation.page, templates.markdown.operation, { operation }, linkRootFrom(operation.page));
    yield page(DOCS_HTML_PAGE, templates.html, {}, "");
    yield { path: GUIDES_PAGE, contents: guidePage(GENERATED_HEADER, `Guides: ${model.title}`, GUIDES_INTRODUCTION, model.guides) };
    yield { path: PACKAGE_README_PATH, contents: readme(model.title, model.guides) };
  },
};

/** The docs' page of the guides, from the package root. */
const GUIDES_PAGE = `${DOCS_ROOT}/${DOCS_GUIDES_PAGE}`;
const GUIDES_INTRODUCTION =
  "How to install the package, validate a body, call the gateway, handle each error, and test against the gateway double. Every code block runs as printed, in page order, against one double; the reference for each operation is in [index.md](index.md).";

/** The package's README: the guides, after a line on what the package is and where its reference is. */
function readme(title: string, guides: readonly Guide[]): string {
  const introduction = `The generated package for the ${title}: models, validators, a typed client, a gateway double, JSON Schema, OpenAPI, the reference (\`${DOCS_ROOT}/${DOCS_HTML_PAGE}\`, \`${DOCS_ROOT}/index.md\`) and conformance test vectors. Every code block below runs as printed, in order, against one double.`;
  return guidePage(GENERATED_HEADER, title, introduction, guides);
}
