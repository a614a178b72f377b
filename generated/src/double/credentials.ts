/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/double) */
// Basic authentication as the double checks it: the merchants' passwords are settled at start-up
// (an empty one would let anyone in who sends an empty password), the credentials must be canonical
// Base64 (RFC 7617 with RFC 4648: padded, no other characters, nothing after the padding), and
// they are compared as bytes in constant time, so the answer's timing tells nothing of the password.
// The provider page's form tokens are compared the same way.

import { createHash, timingSafeEqual } from "node:crypto";
import { DoubleOptionError } from "./option-error.js";
import type { DoubleDescription } from "./double-description.js";
import { identifierProblem } from "./routing.js";

const SCHEME = "Basic ";

/** The digest compared: equal-length inputs for timingSafeEqual, whatever the lengths sent. */
function digest(bytes: Uint8Array): Buffer {
  return createHash("sha256").update(bytes).digest();
}

/** The merchants' passwords, refused at start-up when one is not a non-empty string. */
export function checkedPasswords(merchants: Readonly<Record<string, unknown>>): Map<string, string> {
  const passwords = new Map<string, string>();
  for (const [merchant, password] of Object.entries(merchants)) {
    if (typeof password !== "string" || password === "")
      throw new DoubleOptionError(
        "merchants",
        `merchant id ${JSON.stringify(merchant)} has no API password: an empty password would authenticate any caller`,
      );
    passwords.set(merchant, password);
  }
  return passwords;
}

/** The bytes of `Basic <token>` when the token is canonical Base64, or undefined. */
export function basicCredentials(header: string | undefined): Buffer | undefined {
  if (header === undefined || !header.startsWith(SCHEME)) return undefined;
  const token = header.slice(SCHEME.length);
  const bytes = Buffer.from(token, "base64");
  // Buffer skips characters it does not know and stops at padding; only its own encoding is read.
  return bytes.toString("base64") === token ? bytes : undefined;
}

/** Whether a secret sent is the one expected, compared in constant time whatever their lengths. */
export function sameSecret(sent: string, expected: string): boolean {
  return timingSafeEqual(digest(Buffer.from(sent, "utf8")), digest(Buffer.from(expected, "utf8")));
}

/** Whether the Authorization header names `user` with `password` (undefined for an unknown merchant). */
export function authenticates(header: string | undefined, user: string, password: string | undefined): boolean {
  if (password === undefined) return false;
  const sent = basicCredentials(header);
  // Digests of both sides: timingSafeEqual needs equal lengths, and the length sent must not matter.
  return sent !== undefined && timingSafeEqual(digest(sent), digest(Buffer.from(`${user}:${password}`, "utf8")));
}

/**
 * The merchants' passwords, checked, by merchant id; a merchant no call could name (its id outside
 * section 2.2's bounds) is a mistake of the options, said at once.
 */
export function checkedMerchants(merchants: Readonly<Record<string, unknown>>, description: DoubleDescription): Map<string, string> {
  const checked = checkedPasswords(merchants);
  const bounds = description.pathParameters.find((parameter) => parameter.name === description.pathRoles.merchant);
  for (const merchant of checked.keys()) {
    const problem = bounds === undefined ? undefined : identifierProblem(merchant, bounds);
    if (problem !== undefined)
      throw new DoubleOptionError("merchants", `merchant id ${JSON.stringify(merchant)} cannot be called: ${problem}`);
  }
  return checked;
}
