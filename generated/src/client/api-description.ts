/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/client) */
// What the generated client tells the hand-written one about the gateway: all of it comes from the
// spec, so this file and base-client.ts hold no gateway fact.

import type { Finding, GatewayError, GatewayErrorInit, GatewayErrorObject } from "./errors.js";
import type { KnownNode, MaskTables } from "./masking.js";

export type Validation = { valid: true } | { valid: false; errors: Finding[] };

export interface PathParameter {
  /** The name in the path template (`orderid`). */
  name: string;
  /** The name of the client option or call argument that gives the value (`orderId`). */
  argument: string;
  minLength: number;
  maxLength: number;
  /** Anchored pattern of allowed characters, when the spec restricts them. */
  pattern?: RegExp;
}

export interface OperationDescription {
  /** The discriminator value (`AUTHORIZE`). */
  name: string;
  version: string;
  validateRequest(body: unknown): Validation;
  validateResponse(body: unknown): Validation;
  /** What the spec knows of the request and of the response (the error shape's members included): the rest is masked whole in logs. */
  known: { request: KnownNode; response: KnownNode };
  /** Set when the spec deprecates this version: since when, the sunset, what to call instead, in words. */
  deprecation?: string;
}

/** The refusal that says a retried transaction identifier is already used on its order (spec/api/client.yaml). */
export interface ReusedTransaction {
  /** The call argument that gives the transaction identifier. */
  argument: string;
  /** Whether an error object is that refusal. */
  isRefusal(error: GatewayErrorObject): boolean;
}

export interface ApiDescription {
  method: string;
  /** Path with `{version}` and `{<parameter>}` placeholders. */
  pathTemplate: string;
  discriminator: string;
  basicUserPrefix: string;
  /**
   * The client option naming whom the client calls for (the path identifier Basic authentication's
   * user id is made of): one per client, as its credentials are; every other path identifier is an
   * argument of each call. Undefined when the spec names none.
   */
  identityOption?: string;
  pathParameters: readonly PathParameter[];
  /** Versions of each operation the spec defines, by method name: each validates with its own validators. */
  versions: Readonly<Record<string, Readonly<Record<string, OperationDescription>>>>;
  /** The version each method calls when a call names none (spec/api/client.yaml). */
  defaultVersions: Readonly<Record<string, string>>;
  isErrorResponse(body: unknown): boolean;
  /** The error class of each cause. */
  errorFor(init: GatewayErrorInit): GatewayError;
  /** The field an error object names, if any. */
  errorField(error: GatewayErrorObject): string | undefined;
  masks: MaskTables;
  timeoutMs: number;
  maxResponseBytes: number;
  retry: {
    causes: readonly string[];
    connectionFailures: boolean;
    attempts: number;
    baseDelayMs: number;
    maxDelayMs: number;
    reusedTransaction?: ReusedTransaction;
  };
}
