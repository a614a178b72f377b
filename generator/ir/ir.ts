// The intermediate representation: the one typed model every emitter reads. It holds facts
// only (no YAML, no positions beyond a source reference for docs), sorted deterministically.

import type { StringFormat } from "../language/string-formats.js";

export type { StringFormat };

export type Direction = "request" | "response";

/** R and O are request presences, A and C response presences (seed 2.1). */
export type Presence = "required" | "optional" | "always" | "conditional";

/** What replaces a deprecated thing: a field, by path; or an operation, at a version or at its default. */
export type Replacement = { field: string } | { operation: string; version?: string };

/** A `deprecated:` marker: still part of the API, and going away. */
export interface Deprecation {
  /** YYYY-MM-DD: when the deprecation was announced. */
  since: string;
  /** YYYY-MM-DD: after this day it may stop working or be removed. */
  sunset?: string;
  replacement?: Replacement;
}

export interface SourceRef {
  file: string;
  section?: string;
}

export type TypeNode = ObjectNode | ArrayNode | StringNode | DecimalNode | IntegerNode | BooleanNode | EnumNode | MapNode;

export interface ObjectNode {
  kind: "object";
  fields: FieldNode[];
  /** True when a 'not shown' region may hold keys of this object. */
  open: boolean;
}

export interface ArrayNode {
  kind: "array";
  items: TypeNode;
}

export interface StringNode {
  kind: "string";
  typeName: string;
  minLength?: number;
  maxLength?: number;
  lengths?: number[];
  /** Body of a regular-expression character class; every character must be in it. */
  charset?: string;
  pattern?: string;
  /** What `pattern` means, in the source document's words (a field's, or its data type's rule). */
  patternText?: string;
  format?: StringFormat;
  maxDigits?: number;
  /** A date that may not be before today (the UTC date of the validators' clock). */
  notInPast?: boolean;
}

export interface DecimalNode {
  kind: "decimal";
  typeName: string;
  /** Shape of the string form, anchored. */
  pattern: string;
  /** Whether the pattern admits a negative value. */
  signed: boolean;
  minLength?: number;
  maxLength?: number;
  /** Decimal strings, compared exactly. */
  minimum?: string;
  maximum?: string;
  exclusiveMinimum?: string;
  scale?: number;
}

export interface IntegerNode {
  kind: "integer";
  /** The data type (seed 2.1); absent on nodes the generator makes itself. */
  typeName?: string;
  /** Integer text, as the seed writes it: 9999999999999999 has no exact JSON number. */
  minimum?: string;
  maximum?: string;
}

export interface BooleanNode {
  kind: "boolean";
  typeName?: string;
}

export interface EnumValue {
  value: string;
  description?: string;
}

export interface EnumNode {
  kind: "enum";
  typeName?: string;
  values: EnumValue[];
  /** Set when the seed gives the list only in part: the reason, in the seed's words. */
  open?: string;
  /** A comma-separated list of values rather than one value. */
  list: boolean;
}

export interface MapNode {
  kind: "map";
  maxEntries?: number;
  keyCharset: string;
  keyMinLength: number;
  keyMaxLength: number;
  value: TypeNode;
}

export interface FieldNode {
  name: string;
  /** Spec path with `[]` for arrays: `order.item[].name`. */
  path: string;
  presence: Presence;
  type: TypeNode;
  description?: string;
  defaultValue?: string | number | boolean;
  seedText?: string;
  /** The shared group (`GroupIR`) mounted here with `use:`. */
  group?: string;
  /** Sensitivity class name (`ApiIR.sensitivity`). */
  sensitive?: string;
  /** Deprecated in this operation, version and direction. */
  deprecated?: Deprecation;
  source: SourceRef;
}

/** A region of the original reference the seed marks 'not shown'. */
export interface FieldGap {
  within?: string;
  after?: string;
  before?: string;
  includes: string[];
  /** Catalogue fields inside the region are left out of the message too. */
  omitsKnown: boolean;
  text: string;
  source: SourceRef;
}

export interface DocumentGap {
  text: string;
  section?: string;
  /** The `kind` of the api/ document it sits in (`authentication`, `errors`...). */
  document: string;
  source: SourceRef;
}

export type Rule = SumRule | SumOfProductsRule | AtLeastOneOfRule | RequiredIfRule | OnlyIfRule | FirstTransactionOnlyRule;

/** What a rule asks of one field of the body: that it is one of some values, or that it is present. */
export type FieldCondition = { field: string; equals: string[] } | { field: string; present: true };

interface RuleBase {
  id: string;
  text: string;
  section?: string;
  /** Checked by a stateless validator; false for rules that need the order's history. */
  checkable: boolean;
}

/** total = sum(add) - sum(subtract), when `when` holds. */
export interface SumRule extends RuleBase {
  kind: "sum";
  total: string;
  add: string[];
  subtract: string[];
  /** `any-part`: only when at least one of `add` is present. */
  when: "any-part" | "always";
  /** The sum applies only to a body that has none of these fields (`order.amount`, where a net amount stands in for it). */
  unlessPresent: string[];
}

/** total = sum over array items of the product of factors (absent factors count as zero). */
export interface SumOfProductsRule extends RuleBase {
  kind: "sum-of-products";
  total: string;
  array: string;
  factors: string[];
}

export interface AtLeastOneOfRule extends RuleBase {
  kind: "at-least-one-of";
  fields: string[];
}

export interface RequiredIfRule extends RuleBase {
  kind: "required-if";
  field: string;
  when: FieldCondition;
}

/**
 * `field` (or, with `values`, `field` holding one of them: the value, or an item of it as a comma-separated
 * list) is allowed only where `when` holds.
 */
export interface OnlyIfRule extends RuleBase {
  kind: "only-if";
  field: string;
  values?: string[];
  when: FieldCondition;
}

export interface FirstTransactionOnlyRule extends RuleBase {
  kind: "first-transaction-only";
  fields: string[];
}

export interface MessageIR {
  direction: Direction;
  root: ObjectNode;
  gaps: FieldGap[];
  rules: Rule[];
}

export interface OperationIR {
  /** The discriminator value, e.g. AUTHORIZE. */
  name: string;
  version: string;
  /** The version this one states its differences from (`extends:`). */
  extends?: string;
  /** The version the client calls and the unversioned model names stand for (spec/api/client.yaml). */
  isDefault: boolean;
  title: string;
  description?: string;
  section?: string;
  /** This version is deprecated; an operation whose every version is, is deprecated as a whole. */
  deprecated?: Deprecation;
  request: MessageIR;
  response: MessageIR;
  source: SourceRef;
}

export interface PathParameterIR {
  name: string;
  type: StringNode;
  description?: string;
}

export interface EndpointIR {
  /** The API's name, as the seed's title gives it. */
  title?: string;
  method: string;
  baseUrl: string;
  /** A stand-in for the base URL where a tool needs a value (OpenAPI's server variable default). */
  baseUrlExample?: string;
  path: string;
  discriminator: string;
  description?: string;
  requestBody?: string;
  responseBody?: string;
  /** The path as the seed writes it (`{base_url}/rest/version/<version>/...`). */
  seedPath?: string;
  /** The version in the path per operation, as the endpoint table gives it. */
  versions?: { operation: string; version: string }[];
}

export interface ApiIR {
  endpoint: EndpointIR;
  pathParameters: PathParameterIR[];
  /** The error shape of section 7, as a response object. */
  errorShape: ObjectNode;
  /** The rules of the error shape (spec/api/errors.yaml `rules`): section 7's "returned only when ..." conditions. */
  errorRules: Rule[];
  /** What the generated code's findings and errors use of the shape. */
  errorContract: ErrorContractIR;
  /** Document-level gaps, kept for the docs as read. */
  documentGaps: DocumentGap[];
  /** Typed api/ sections, each absent when the spec has no such document. */
  authentication?: AuthenticationIR;
  states?: StatesIR;
  errors?: ErrorsIR;
  events?: EventsIR;
  limits?: LimitsIR;
  versioning?: VersioningIR;
  sensitivity: SensitivityClass[];
  /** Absent when the spec has no double section. */
  double?: DoubleIR;
  /** Absent when the spec has no client section. */
  client?: ClientIR;
  /** What the package states about itself (spec/api/package.yaml); absent without that file. */
  package?: PackageIR;
  /** The values the docs' examples show (spec/api/examples.yaml); absent without that file. */
  examples?: ExamplesIR;
}

/** What the generated package states about itself where the seed is silent. */
export interface PackageIR {
  /** package.json's `license`: an SPDX expression, or UNLICENSED for a private package. */
  license: string;
}

/** Chosen example values: catalogue path -> value, for every example, and per operation instead. */
export interface ExamplesIR {
  values: ExampleValue[];
  operations: { operation: string; values: ExampleValue[] }[];
}

export interface ExampleValue {
  /** A catalogue path (`order.item[].name`). */
  path: string;
  value: string | number | boolean;
}

/** How a class of sensitive data is masked: kept ends with a fill character, or replaced whole. */
export type Mask = { keepFirst: number; keepLast: number; with: string } | "replace";

export interface SensitivityClass {
  name: string;
  description: string;
  mask: Mask;
  section?: string;
  /** Dotted paths (with `[]`) of the fields of this class, across every operation and direction. */
  paths: string[];
  /** Key names of this class at any path, known to the spec or not (compared without case, `-` or `_`). */
  keys: string[];
}

/** Where the double takes a response value from: a path identifier, or a fact of the call. */
export type DoubleValueSource = { parameter: string } | "orderCreated" | "now" | "version" | "redirectUrl";

/** An HTTP status the double answers with, by role (spec/api/double.yaml). */
export interface DoubleStatus {
  role: string;
  code: number;
  /** The operation's response, the error shape, or the error shape for another method on the path. */
  carries: "response" | "error" | "another-method";
  /** Seen in public captures of the live gateway, or the spec's choice. */
  seen: "captures" | "choice";
  description: string;
}

/** An error object of section 7 the double answers with, and the status role it is sent with. */
export interface DoubleAnswer {
  role: string;
  status: string;
  error: { cause: string; explanation?: string; field?: string; validationType?: string; supportCode?: string };
}

/**
 * How the double derives an answer value from the request (spec/api/double.yaml `rules`): a request
 * value, the decimal sum of those given, a stated value, one of two rules by whether a request path is
 * given (a branch left out gives no value), or what another answer field's rule gives.
 */
export type DoubleRule =
  { from: string } | { sum: string[] } | { value: string } | { ifPresent: string; then?: DoubleRule; else?: DoubleRule } | { rule: string };

/** What an operation does to an order (spec/api/double.yaml `outcomes`). */
export interface DoubleOutcome {
  operation: string;
  orderStatus: string;
  /** The statuses of an existing order it applies to (none: a new order only). */
  from: string[];
  /** The facts the order keeps, each read from the request by a rule. */
  keeps: { fact: string; rule: DoubleRule }[];
  response: { path: string; value: string }[];
}

/** The gateway double's behaviour (spec/api/double.yaml). */
export interface DoubleIR {
  /** In the file's order, which is the order the OpenAPI descriptions follow. */
  statuses: DoubleStatus[];
  answers: DoubleAnswer[];
  /** Error cause -> the answer role a test gets when it asks for that cause. */
  onDemand: { cause: string; answer: string }[];
  /** The path identifiers the double keeps its state by. */
  pathRoles: { order: string; transaction: string };
  /** The provider's page a redirect URL leads to: the request values (dotted paths) it shows the payer. */
  provider: { shows: string[] };
  values: { path: string; from: DoubleValueSource }[];
  /** Response path <- the rule that derives its value. */
  rules: { path: string; rule: DoubleRule }[];
  /** Order statuses the double gives beyond the part of the states' list the source document shows. */
  orderStatuses: string[];
  outcomes: DoubleOutcome[];
}

/** The typed client's behaviour (spec/api/client.yaml). */
export interface ClientIR {
  /** Path identifier -> argument name. */
  pathArguments: { parameter: string; argument: string }[];
  timeoutMs: number;
  /** The longest answer the client reads, in bytes. */
  maxResponseBytes: number;
  retry: {
    causes: string[];
    connectionFailures: boolean;
    attempts: number;
    baseDelayMs: number;
    maxDelayMs: number;
    /** The refusal of a retry whose transaction id is already used, when the spec names it. */
    reusedTransaction?: ReusedTransactionIR;
  };
}

/**
 * The refusal that says a transaction id is already used on its order (spec/api/client.yaml names
 * one of the double's answers): after an attempt of unknown outcome, it means that attempt reached the gateway.
 */
export interface ReusedTransactionIR {
  /** The path identifier whose value the refusal says is used. */
  identifier: string;
  /** The members that recognise the refusal: those the answer states but its explanation and support code. */
  refusal: { cause: string; field?: string; validationType?: string };
}

export interface GatewayIR {
  operations: OperationIR[];
  api: ApiIR;
  /** The data types of seed 2.1, in the order the spec lists them. */
  dataTypes: DataTypeIR[];
  /** The shared groups (seed 2.3), sorted by name. */
  groups: GroupIR[];
}

/** One data type (seed 2.1): its own facets, as a node named after it. */
export interface DataTypeIR {
  name: string;
  /** The type as section 2.1 names it (`Upper case alphabetic text`); the name when they agree. */
  title: string;
  description?: string;
  section?: string;
  node: TypeNode;
}

/** A shared group, with its members as an object and the paths where it is mounted. */
export interface GroupIR {
  name: string;
  description?: string;
  section?: string;
  root: ObjectNode;
  mountedAt: string[];
}

export interface AuthenticationSchemeIR {
  id: string;
  description: string;
  /** Text the user id starts with, for a scheme that has one. */
  userPrefix?: string;
  /** The path identifier the user id is made of (after the prefix). */
  userParameter?: string;
}

export interface AuthenticationIR {
  section?: string;
  description?: string;
  schemes: AuthenticationSchemeIR[];
  notes: string[];
}

/** A named list of states (`lists:` of the states section). */
export interface StateListIR {
  name: string;
  /** The field whose values these are. */
  field?: string;
  description?: string;
  values: EnumValue[];
  /** Set when the seed gives the list only in part. */
  open?: string;
}

export interface StatesIR {
  section?: string;
  lists: StateListIR[];
  /** Lists kept elsewhere, by name: the field that holds them. */
  references: { name: string; field: string }[];
}

/** The error section's words; the shape itself is `ApiIR.errorShape`. */
export interface ErrorsIR {
  section?: string;
  description?: string;
}

/** How the generated code speaks the error shape (spec/api/errors.yaml `roles`): paths and values. */
export interface ErrorContractIR {
  /** The field of an error response's result, and the value it has there (`result`, `ERROR`). */
  result: { path: string; error: string };
  /** The object that holds the error's details (`error`). */
  object: string;
  /** The cause field, and the cause of a body that does not conform (`INVALID_REQUEST`). */
  cause: { path: string; invalidRequest: string };
  /** The validation type field, and its value for each kind of finding. */
  validationType: { path: string; invalid: string; missing: string; unsupported: string };
  /** Where a finding names its field, and where it explains itself. */
  field: string;
  explanation: string;
}

export interface EventsIR {
  section?: string;
  /** The field holding the address notifications go to. */
  target?: string;
  statements: string[];
}

export interface LimitsIR {
  section?: string;
  /** Each statement with the fields it bounds (path parameters as `{name}`). */
  statements: { text: string; fields: string[] }[];
}

export interface VersioningIR {
  section?: string;
  pathSegment?: string;
  /** The response field reporting the version. */
  responseField?: string;
  versions: { operation: string; version: string }[];
  statements: string[];
}
