import type { GatewayIR } from "../../ir/ir.js";
import type { EmitContext, Emitter, GeneratedFile } from "../emitter.js";
import { DATA_TYPES_PAGE, GROUPS_PAGE, linkRootFrom } from "../plan/doc-anchors.js";
import { EMITTER_NAMES } from "../plan/emitter-names.js";
import { buildDocsModel } from "./docs-model.js";
import { loadDocsTemplates } from "./templates.js";
import { DOCS_HTML_PAGE, DOCS_INDEX_PAGE, DOCS_ROOT } from "../plan/output-plan.js";

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
  },
};
