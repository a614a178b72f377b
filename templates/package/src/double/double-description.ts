// What the generated double tells the hand-written server about the gateway: all of it comes from
// the spec (spec/api/double.yaml and the operations), so the server holds no gateway fact. Its
// answers are error objects and its findings the validators', both typed by the contract module.

import type { GatewayErrorObject, ValidationError } from "../runtime/contract.js";
import type { AnswerRule } from "./answer-rules.js";
import type { ResponseRecipe } from "./response-body.js";

/** An error answer: its HTTP status and error object (section 7). */
export interface Answer {
  status: number;
  error: GatewayErrorObject;
}
export type Finding = ValidationError;

export type Validation = { valid: true } | { valid: false; errors: Finding[] };

/** The payer's answer on the provider's page a redirect URL leads to. */
export type PayerChoice = "paid" | "cancelled";

/** What the provider's page shows of one order, and what the payer chose there. */
export interface ProviderVisit {
  shown: readonly { label: string; value: string }[];
  /** The secret the page's form carries: a choice is taken only with it, so only from the page itself. */
  token: string;
  choice?: PayerChoice;
}

export type { ValueSource } from "./response-body.js";

/**
 * An operation as the double serves it: how its response is made (`ResponseRecipe`), and its checks.
 * `Status` is the union of the order statuses the spec's outcomes give.
 */
export interface DoubleOperation<Status extends string = string> extends ResponseRecipe {
  name: string;
  version: string;
  orderStatus: Status;
  validateResponse(body: unknown): Validation;
  /** Fields only the first transaction of an order may carry, with the rule's text. */
  firstTransactionOnly: readonly { path: string; text: string }[];
  /** The statuses of an existing order the operation applies to (none: a new order only). */
  from: readonly Status[];
  /** The facts the order keeps, each read from the request by a rule: a later transaction may not state another value. */
  keeps: readonly { fact: string; rule: AnswerRule }[];
}

/**
 * The status roles the server sends by name without a canned answer (spec/api/double.yaml
 * `status`). The spec's checker holds the same list, to refuse a double.yaml without one of them
 * (its import rules keep it from importing this module; test/check/double-roles.test.ts ties the two).
 */
export const STATUS_ROLES = ["created", "ok", "invalidRequest"] as const;
export type StatusRole = (typeof STATUS_ROLES)[number];

/** The canned answers the server gives by name (spec/api/double.yaml `answers`), as STATUS_ROLES. */
export const ANSWER_ROLES = [
  "unauthenticated",
  "reusedTransaction",
  // Completed with the field and the text of the rule that was broken.
  "laterTransaction",
  "serverBusy",
  "serverFailed",
  "notJson",
  "notFound",
  "tooLarge",
  "tooManyItems",
  "tooManyKeys",
  "methodNotAllowed",
  // Completed with the order's path identifier and the statuses the operation applies from.
  "wrongOrderState",
  // Completed with the request field that states another value than the order keeps.
  "contradictsOrder",
  // Completed with the request field whose value a field the answer always carries cannot report.
  "unreportable",
  // Completed with the header whose value names no cause or fault the double gives.
  "unknownHeaderValue",
] as const;
export type AnswerRole = (typeof ANSWER_ROLES)[number];

export interface DoubleDescription<Status extends string = string> {
  method: string;
  /** Anchored, with named groups `version` and one per path identifier. */
  pathPattern: RegExp;
  /** The path identifiers the double keeps its state by: the merchant (whom Basic authentication names), the order, the transaction. */
  pathRoles: { merchant: string; order: string; transaction: string };
  discriminator: string;
  /** The provider's page a redirect URL leads to: the request values (dotted paths) it shows the payer. */
  provider: { shows: readonly string[] };
  /** The path identifiers' bounds (section 2.2), checked before anything else of a call. */
  pathParameters: readonly { name: string; minLength: number; maxLength: number; pattern?: RegExp }[];
  basicUserPrefix: string;
  /** HTTP status by role (spec/api/double.yaml): those the server sends without a canned answer. */
  status: Readonly<Record<string, number>> & { readonly [role in StatusRole]: number };
  /** Canned answers by role (spec/api/double.yaml), each with its status. */
  answers: Readonly<Record<string, Answer>> & { readonly [role in AnswerRole]: Answer };
  /** An error object with the field and explanation of this call. */
  complete(error: GatewayErrorObject, field: string, explanation: string): GatewayErrorObject;
  /** Error cause -> what a test gets when it asks for that cause (faults.causeRates, or the x-double-cause header). */
  onDemand: Readonly<Record<string, Answer>>;
  /** `OPERATION@version` -> operation. */
  operations: ReadonlyMap<string, DoubleOperation<Status>>;
  versions: ReadonlySet<string>;
  /** The request validator the body's discriminator selects at `version` (dates judged by `now`), or a finding on the discriminator. */
  validateRequest(version: string, body: Record<string, unknown>, options: { now: () => Date }): Validation;
  /** A copy of a body with its sensitive values masked. */
  mask(body: Record<string, unknown>): Record<string, unknown>;
  /** A request body as the log shows it: masked unless known safe to the operation its discriminator names at `version`. */
  maskForLog(version: string, body: Record<string, unknown>): Record<string, unknown>;
}
