// What the doc templates render: the IR rearranged into pages, rows and anchors. The templates
// only lay it out; every word about the gateway comes from here, that is from the IR.

import type { DocumentGap, GatewayIR, MessageIR, OperationIR, Rule, TypeNode } from "../../resolve/ir.js";
import { VECTORS_ROOT } from "../test-vectors/emit-test-vectors.js";
import { GENERATED_HEADER } from "../emitter.js";
import { groupAnchor, messageAnchor, operationAnchor, operationPage, typeAnchor } from "./anchors.js";
import { fieldRows, maskPhrase, withGapRows, type FieldRow, type Row, type RowContext } from "./field-rows.js";
import { boundPhrases, typeLabel, type BoundPhrase } from "./type-text.js";

export interface MessageView {
  direction: string;
  heading: string;
  anchor: string;
  rows: Row[];
  fieldCount: number;
  rules: RuleView[];
}

export interface RuleView {
  id: string;
  text: string;
  section?: string;
  checkable: boolean;
}

export interface OperationView {
  name: string;
  version: string;
  title: string;
  description?: string;
  section?: string;
  anchor: string;
  page: string;
  request: MessageView;
  response: MessageView;
}

export interface DataTypeView {
  name: string;
  anchor: string;
  description?: string;
  /** The kind of JSON value, from the node. */
  base: string;
  bounds: BoundPhrase[];
}

export interface GroupView {
  name: string;
  anchor: string;
  description?: string;
  section?: string;
  mountedAt: string[];
  rows: FieldRow[];
}

export interface SensitivityView {
  name: string;
  description: string;
  section?: string;
  masking: string;
  paths: string[];
}

export function buildDocsModel(ir: GatewayIR) {
  const context: RowContext = {
    knownTypes: new Map<string, TypeNode>(ir.dataTypes.map((type) => [type.name, type.node])),
    sensitivity: new Map(ir.api.sensitivity.map((sensitive) => [sensitive.name, sensitive])),
  };
  return {
    header: GENERATED_HEADER,
    operations: ir.operations.map((operation) => operationView(operation, context)),
    ...apiViews(ir, context),
    ...catalogueViews(ir, context),
    sensitivity: ir.api.sensitivity.map((sensitive): SensitivityView => ({
      name: sensitive.name,
      description: sensitive.description,
      ...(sensitive.section !== undefined ? { section: sensitive.section } : {}),
      masking: maskPhrase(sensitive.mask).replace(/,$/, ""),
      paths: sensitive.paths,
    })),
    /** The conformance vectors' README, from the docs folder. */
    testVectorsPage: `../${VECTORS_ROOT}/README.md`,
  };
}

/** The api/ sections, each with the 'not shown' gaps of its own document. */
function apiViews(ir: GatewayIR, context: RowContext) {
  const { knownTypes } = context;
  const gapsOf = (document: string) => ir.api.documentGaps.filter((gap) => gap.document === document).map(gapView);
  const { endpoint, pathParameters, authentication, errors, states, events, limits, versioning } = ir.api;
  return {
    endpoint: { ...endpoint, gaps: [...gapsOf("endpoint"), ...gapsOf("path-parameters")] },
    pathParameters: pathParameters.map((parameter) => ({
      name: parameter.name,
      description: parameter.description,
      type: typeLabel({ type: parameter.type }, knownTypes),
      bounds: boundPhrases({ type: parameter.type }, knownTypes),
    })),
    authentication: authentication && { ...authentication, gaps: gapsOf("authentication") },
    errors: {
      section: errors?.section,
      description: errors?.description,
      rows: fieldRows(ir.api.errorShape, "error", context),
      gaps: gapsOf("errors"),
    },
    states: states && { ...states, gaps: gapsOf("states") },
    events: events && { ...events, gaps: gapsOf("events") },
    limits: limits && { ...limits, gaps: gapsOf("limits") },
    versioning: versioning && { ...versioning, gaps: gapsOf("versioning") },
    /** Gaps of api/ documents no section above shows, so that none is dropped. */
    otherGaps: ir.api.documentGaps.filter((gap) => !SHOWN_DOCUMENTS.has(gap.document)).map(gapView),
  };
}

const SHOWN_DOCUMENTS = new Set(["endpoint", "path-parameters", "authentication", "errors", "states", "events", "limits", "versioning"]);

/** The data types and shared groups, the pages fields link to. */
function catalogueViews(ir: GatewayIR, context: RowContext) {
  return {
    dataTypes: ir.dataTypes.map((type): DataTypeView => ({
      name: type.name,
      anchor: typeAnchor(type.name),
      ...(type.description !== undefined ? { description: type.description } : {}),
      base: type.node.kind === "enum" && type.node.list ? "enum list" : type.node.kind,
      // No known types here: a type's own charset and pattern are what its row is for.
      bounds: boundPhrases({ type: type.node }, new Map()),
    })),
    dataTypesSection: ir.dataTypes.find((type) => type.section !== undefined)?.section,
    groups: ir.groups.map((group): GroupView => ({
      name: group.name,
      anchor: groupAnchor(group.name),
      ...(group.description !== undefined ? { description: group.description } : {}),
      ...(group.section !== undefined ? { section: group.section } : {}),
      mountedAt: group.mountedAt,
      rows: fieldRows(group.root, groupAnchor(group.name), context),
    })),
  };
}

function operationView(operation: OperationIR, context: RowContext): OperationView {
  return {
    name: operation.name,
    version: operation.version,
    title: operation.title,
    ...(operation.description !== undefined ? { description: operation.description } : {}),
    ...(operation.section !== undefined ? { section: operation.section } : {}),
    anchor: operationAnchor(operation),
    page: operationPage(operation),
    request: messageView(operation, operation.request, "Request", context),
    response: messageView(operation, operation.response, "Response", context),
  };
}

function messageView(operation: OperationIR, message: MessageIR, heading: string, context: RowContext): MessageView {
  const anchor = messageAnchor(operation, message.direction);
  const rows = fieldRows(message.root, anchor, context);
  return {
    direction: message.direction,
    heading,
    anchor,
    rows: withGapRows(rows, message.gaps),
    fieldCount: rows.length,
    rules: message.rules.map(ruleView),
  };
}

function ruleView(rule: Rule): RuleView {
  return { id: rule.id, text: rule.text, ...(rule.section !== undefined ? { section: rule.section } : {}), checkable: rule.checkable };
}

function gapView(gap: DocumentGap): { text: string; section?: string } {
  return { text: gap.text, ...(gap.section !== undefined ? { section: gap.section } : {}) };
}
