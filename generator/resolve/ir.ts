// The intermediate representation: the one typed model every emitter reads. It holds facts
// only (no YAML, no positions beyond a source reference for docs), sorted deterministically.

export type Direction = "request" | "response";

/** R and O are request presences, A and C response presences (seed 2.1). */
export type Presence = "required" | "optional" | "always" | "conditional";

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
  format?: StringFormat;
  maxDigits?: number;
}

export type StringFormat = "date" | "time" | "date-time" | "email" | "url" | "base64" | "json" | "telephone";

export interface DecimalNode {
  kind: "decimal";
  typeName: string;
  /** Shape of the string form, anchored. */
  pattern: string;
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
  /** Integer text, as the seed writes it: 9999999999999999 has no exact JSON number. */
  minimum?: string;
  maximum?: string;
}

export interface BooleanNode {
  kind: "boolean";
}

export interface EnumValue {
  value: string;
  description?: string;
}

export interface EnumNode {
  kind: "enum";
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
  source: SourceRef;
}

export type Rule = SumRule | SumOfProductsRule | AtLeastOneOfRule | RequiredIfRule | FirstTransactionOnlyRule;

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
  when: { field: string; equals: string[] };
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
  title: string;
  description?: string;
  section?: string;
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
  method: string;
  baseUrl: string;
  path: string;
  discriminator: string;
  description?: string;
  requestBody?: string;
  responseBody?: string;
}

export interface ApiIR {
  endpoint: EndpointIR;
  pathParameters: PathParameterIR[];
  /** The error shape of section 7, as a response object. */
  errorShape: ObjectNode;
  /** Document-level gaps and other sections kept for the docs, as read. */
  documentGaps: DocumentGap[];
  sections: Record<string, unknown>;
}

export interface GatewayIR {
  operations: OperationIR[];
  api: ApiIR;
}
