// What the doc templates render: the IR rearranged into pages, rows and anchors. The templates
// only lay it out; every word about the gateway comes from here, that is from the IR.

import { presenceByCode } from "../../ir/presence.js";
import { documentName } from "../shared/document-title.js";
import { packageGuides } from "./guides/guides.js";
import { guideViews } from "./guides/guide-views.js";
import { NODE_ENGINES } from "../plan/package-facts.js";
import type {
  AuthenticationSchemeIR,
  DocumentGap,
  GatewayIR,
  Mask,
  MessageIR,
  OperationIR,
  Rule,
  SensitivityClass,
  TypeNode,
} from "../../ir/ir.js";
import { UNCHECKED_RULE_REASON } from "../../ir/unchecked-rules.js";
import { everyField } from "../../ir/field-walk.js";
import { versionKey, type ReleaseView } from "../../ir/release-view.js";
import { GENERATED_HEADER } from "../emitter.js";
import { groupAnchor, messageAnchor, operationAnchor, operationPage, typeAnchor } from "../plan/doc-anchors.js";
import { fieldRows, withGapRows, type FieldRow, type Row, type RowContext } from "./field-rows.js";
import { fieldTree, ruleAnchor, type TreeItem } from "./field-tree.js";
import { sharedPathNotes } from "./shared-paths.js";
import { boundPhrases, typeLabel, type BoundPhrase } from "./type-text.js";
import { CHANGELOG_PATH, VECTORS_README_PATH, fromDocsRoot } from "../plan/output-plan.js";
import { exampleKey, exampleViews, type ExampleView } from "./example-views.js";
import { versionDeprecationView, type DeprecationView } from "./deprecation-view.js";

export interface MessageView {
  direction: string;
  heading: string;
  anchor: string;
  rows: Row[];
  fieldCount: number;
  /** The presence codes the message's fields carry, each with its meaning: "R required, O optional". */
  presenceLegend: string;
  rules: RuleView[];
  /** The fields as a tree, for the HTML page. */
  tree: TreeItem[];
}

export interface RuleView {
  id: string;
  anchor: string;
  text: string;
  section?: string;
  checkable: boolean;
  /** Why the generated validators do not check it, when they do not. */
  uncheckedReason?: string;
}

export interface OperationView {
  name: string;
  version: string;
  /** What this version changes from the version it extends, each change in words. */
  history?: { base: string; changes: string[] };
  title: string;
  description?: string;
  section?: string;
  anchor: string;
  page: string;
  request: MessageView;
  response: MessageView;
  /** An example request, the double's answer, and the call as curl and TypeScript, the request validated in Python (absent without a double section). */
  example?: ExampleView;
  /** Set when this version is deprecated. */
  deprecated?: DeprecationView;
}

export interface DataTypeView {
  name: string;
  /** The type as section 2.1 names it. */
  title: string;
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
  tree: TreeItem[];
}

export interface SensitivityView {
  name: string;
  description: string;
  section?: string;
  masking: string;
  paths: string[];
  /** Key names masked wherever they appear. */
  keys: string[];
}

/** What the client does when a lost answer leaves a call's outcome unknown, and how a merchant reconciles (spec/api/client.yaml). */
const OUTCOME_UNKNOWN =
  "Outcome unknown: an attempt whose answer is lost (a time-out, a connection lost once the request was sent) may have been carried out. The client does not retry a time-out (GatewayTimeoutError); it retries a lost connection with the same transaction id, and when the gateway refuses that retry (as a reused transaction id, or otherwise) it rejects with GatewayOutcomeUnknownError, never with the refusal's own error. Either way, never send the payment again under a new transaction id: that could authorize twice. This interface has no operation that retrieves an order or a transaction, so reconcile outside it first (the gateway's merchant reports or support, with the call's order and transaction ids).";

/** Where the generated client and double mask sensitive data: said once, for the section and for each field. */
const MASKED_WHERE = "in the client's log lines and error messages and in the double's responses";

/** `release.unreleased`: what the spec holds since the package's latest release, which the version line mentions. */
export function buildDocsModel(ir: GatewayIR, release: ReleaseView) {
  const context: RowContext = {
    knownTypes: new Map<string, TypeNode>(ir.dataTypes.map((type) => [type.name, type.node])),
    dataTypes: ir.dataTypes,
    sensitivityNotes: new Map(ir.api.sensitivity.map((sensitive) => [sensitive.name, sensitivityNote(sensitive)])),
  };
  const examples = exampleViews(ir);
  return {
    header: GENERATED_HEADER,
    /** The API's name (the source document's title), for the page's title and heading. */
    title: ir.api.endpoint.title ?? "API reference",
    /** The source document as product text names it ("the Payment Gateway REST Interface"). */
    documentName: documentName(ir.api),
    /** The guides: README.md, the guides page and a section of the HTML page. */
    guides: guideViews(
      packageGuides(ir, { version: release.version, node: NODE_ENGINES, ...(ir.api.package ? { license: ir.api.package.license } : {}) }),
    ),
    sharedPaths: sharedPathNotes(ir),
    /** Whether anything is deprecated: the HTML page styles the badge only then. */
    hasDeprecations: hasDeprecations(ir),
    operations: ir.operations.map((operation) => ({
      ...operationView(operation, versionChain(operation, ir.operations), context, release),
      ...optionalView("deprecated", versionDeprecationView(operation, ir.operations)),
      versions: versionLinks(operation, ir.operations),
      ...(examples.has(exampleKey(operation)) ? { example: examples.get(exampleKey(operation)) } : {}),
    })),
    packageVersion: release.version,
    changelogPage: fromDocsRoot(CHANGELOG_PATH),
    ...(release.unreleased === undefined ? {} : { unreleased: release.unreleased }),
    ...apiViews(ir, context),
    ...catalogueViews(ir, context),
    sensitivityIntro: `These fields are masked ${MASKED_WHERE}, and a key of a listed name wherever it appears. A value the spec does not know for a message (an extra field, one of a 'not shown' region) is masked whole in the client's log events and errors and in the double's log.`,
    sensitivity: ir.api.sensitivity.map((sensitive): SensitivityView => ({
      name: sensitive.name,
      description: sensitive.description,
      ...(sensitive.section !== undefined ? { section: sensitive.section } : {}),
      masking: maskPhrase(sensitive.mask),
      paths: sensitive.paths,
      keys: sensitive.keys,
    })),
    /** The conformance vectors' README, from the docs folder. */
    testVectorsPage: fromDocsRoot(VECTORS_README_PATH),
  };
}

/** "Sensitive (card-number): shown as its first 6 and last 4 characters ...", from the class. */
function sensitivityNote(sensitive: SensitivityClass): string {
  // The kept-ends phrase ends in a quoted fill character, which a comma keeps apart from what follows.
  const separator = sensitive.mask === "replace" ? " " : ", ";
  return `Sensitive (${sensitive.name}): ${maskPhrase(sensitive.mask)}${separator}${MASKED_WHERE}.`;
}

function maskPhrase(mask: Mask): string {
  if (mask === "replace") return "replaced whole";
  return `shown as its first ${mask.keepFirst} and last ${mask.keepLast} characters, the others as "${mask.with}"`;
}

/**
 * The versioning table: every version of every operation, from the operation files (the section's
 * own `versions:` map restates some of them, and is checked against them), with the one the client
 * calls where there are several.
 */
function versionRows(ir: GatewayIR): { operation: string; version: string }[] {
  const names = [...new Set(ir.operations.map((operation) => operation.name))];
  return names.map((name) => {
    const versions = ir.operations.filter((operation) => operation.name === name);
    const calls = versions.find((operation) => operation.isDefault)?.version;
    const listed = versions.map((operation) => operation.version).join(", ");
    return { operation: name, version: versions.length > 1 && calls !== undefined ? `${listed} (the client calls ${calls})` : listed };
  });
}

/** The api/ sections, each with the 'not shown' gaps of its own document. */
function apiViews(ir: GatewayIR, context: RowContext) {
  const { knownTypes, dataTypes } = context;
  // The documents some section shows, so that the gaps of every other one are still listed.
  const shownDocuments = new Set<string>();
  const gapsOf = (document: string) => {
    shownDocuments.add(document);
    return ir.api.documentGaps.filter((gap) => gap.document === document).map(gapView);
  };
  const { endpoint, pathParameters, authentication, errors, states, events, limits, versioning } = ir.api;
  const sections = {
    endpoint: { ...endpoint, gaps: [...gapsOf("endpoint"), ...gapsOf("path-parameters")] },
    pathParameters: pathParameters.map((parameter) => ({
      name: parameter.name,
      description: parameter.description,
      type: typeLabel({ type: parameter.type }, dataTypes),
      bounds: boundPhrases({ type: parameter.type }, knownTypes),
    })),
    authentication: authentication && {
      ...authentication,
      schemes: authentication.schemes.map((scheme) => ({ ...scheme, ...userIdOf(scheme) })),
      gaps: gapsOf("authentication"),
    },
    errors: {
      section: errors?.section,
      description: errors?.description,
      ...(ir.api.client?.retry.reusedTransaction === undefined ? {} : { outcomeUnknown: OUTCOME_UNKNOWN }),
      rows: fieldRows(ir.api.errorShape, "error", context),
      tree: fieldTree(fieldRows(ir.api.errorShape, "error", context), [], "error"),
      gaps: gapsOf("errors"),
    },
    states: states && { ...states, gaps: gapsOf("states") },
    events: events && { ...events, gaps: gapsOf("events") },
    limits: limits && { ...limits, gaps: gapsOf("limits") },
    versioning: versioning && { ...versioning, versions: versionRows(ir), gaps: gapsOf("versioning") },
  };
  return {
    ...sections,
    /** Gaps of api/ documents no section above shows, so that none is dropped. */
    otherGaps: ir.api.documentGaps.filter((gap) => !shownDocuments.has(gap.document)).map(gapView),
  };
}

/** A Basic user id as the scheme makes it: its prefix, then the path identifier in braces (`merchant.{merchantId}`). */
function userIdOf(scheme: AuthenticationSchemeIR): { userId?: string } {
  if (scheme.userPrefix === undefined) return {};
  return { userId: `${scheme.userPrefix}${scheme.userParameter === undefined ? "" : `{${scheme.userParameter}}`}` };
}

/** The data types and shared groups, the pages fields link to. */
function catalogueViews(ir: GatewayIR, context: RowContext) {
  return {
    dataTypes: ir.dataTypes.map((type): DataTypeView => ({
      name: type.name,
      title: type.title,
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
      tree: fieldTree(fieldRows(group.root, groupAnchor(group.name), context), [], groupAnchor(group.name)),
    })),
  };
}

/** Every version of the operation, with its anchor, where it has more than one: the version switcher. */
function versionLinks(
  operation: OperationIR,
  operations: readonly OperationIR[],
): { version: string; anchor: string; current: boolean; deprecated: boolean }[] {
  const versions = operations.filter((candidate) => candidate.name === operation.name);
  if (versions.length < 2) return [];
  return versions.map((version) => ({
    version: version.version,
    anchor: operationAnchor(version),
    current: version === operation,
    deprecated: version.deprecated !== undefined,
  }));
}

function optionalView<K extends string>(key: K, view: DeprecationView | undefined): { [P in K]?: DeprecationView } {
  return (view === undefined ? {} : { [key]: view }) as { [P in K]?: DeprecationView };
}

/** Whether a version, or a field of any message, group or the error shape, is deprecated. */
function hasDeprecations(ir: GatewayIR): boolean {
  const roots = [
    ...ir.operations.flatMap((operation) => [operation.request.root, operation.response.root]),
    ...ir.groups.map((group) => group.root),
    ir.api.errorShape,
  ];
  return (
    ir.operations.some((operation) => operation.deprecated !== undefined) ||
    roots.some((root) => everyField(root).some((field) => field.deprecated !== undefined))
  );
}

/** The operation, then the version it extends, and so on to the first. */
function versionChain(operation: OperationIR, operations: readonly OperationIR[]): OperationIR[] {
  const chain = [operation];
  for (let current = operation; current.extends !== undefined;) {
    const base = operations.find((candidate) => candidate.name === current.name && candidate.version === current.extends);
    if (base === undefined || chain.includes(base)) break;
    chain.push(base);
    current = base;
  }
  return chain;
}

/** Each field of the message that a version of the chain lacks, with the oldest version since which it is there. */
function sinceVersions(chain: readonly OperationIR[], direction: "request" | "response"): Map<string, string> {
  const pathsOf = (operation: OperationIR) => new Set(everyField(operation[direction].root).map((field) => field.path));
  const [own, ...bases] = chain.map(pathsOf);
  const since = new Map<string, string>();
  for (const path of own ?? []) {
    const missingAt = bases.findIndex((paths) => !paths.has(path));
    if (missingAt !== -1) since.set(path, chain[missingAt]?.version ?? "");
  }
  return since;
}

function operationView(operation: OperationIR, chain: readonly OperationIR[], context: RowContext, release: ReleaseView): OperationView {
  const history = release.versionChanges[versionKey(operation)];
  return {
    name: operation.name,
    version: operation.version,
    ...(history !== undefined ? { history } : {}),
    title: operation.title,
    ...(operation.description !== undefined ? { description: operation.description } : {}),
    ...(operation.section !== undefined ? { section: operation.section } : {}),
    anchor: operationAnchor(operation),
    page: operationPage(operation),
    request: messageView(operation, operation.request, "Request", { ...context, since: sinceVersions(chain, "request") }),
    response: messageView(operation, operation.response, "Response", { ...context, since: sinceVersions(chain, "response") }),
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
    presenceLegend: presenceLegend(rows),
    rules: message.rules.map((rule) => ruleView(rule, anchor)),
    tree: fieldTree(withGapRows(rows, message.gaps), message.rules, anchor),
  };
}

/** The codes the rows carry, in the order of presenceByCode. */
function presenceLegend(rows: FieldRow[]): string {
  const carried = new Set(rows.map((row) => row.presence));
  return Object.entries(presenceByCode)
    .filter(([, presence]) => carried.has(presence))
    .map(([code, presence]) => `${code} ${presence}`)
    .join(", ");
}

function ruleView(rule: Rule, scope: string): RuleView {
  return {
    id: rule.id,
    anchor: ruleAnchor(scope, rule.id),
    text: rule.text,
    ...(rule.section !== undefined ? { section: rule.section } : {}),
    checkable: rule.checkable,
    ...(rule.checkable ? {} : { uncheckedReason: `it ${UNCHECKED_RULE_REASON}` }),
  };
}

function gapView(gap: DocumentGap): { text: string; section?: string } {
  return { text: gap.text, ...(gap.section !== undefined ? { section: gap.section } : {}) };
}
