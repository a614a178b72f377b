import type { DoubleDescription } from "./double-description.js";
/** The merchants' passwords, refused at start-up when one is not a non-empty string. */
export declare function checkedPasswords(merchants: Readonly<Record<string, unknown>>): Map<string, string>;
/** The bytes of `Basic <token>` when the token is canonical Base64, or undefined. */
export declare function basicCredentials(header: string | undefined): Buffer | undefined;
/** Whether a secret sent is the one expected, compared in constant time whatever their lengths. */
export declare function sameSecret(sent: string, expected: string): boolean;
/** Whether the Authorization header names `user` with `password` (undefined for an unknown merchant). */
export declare function authenticates(header: string | undefined, user: string, password: string | undefined): boolean;
/**
* The merchants' passwords, checked, by merchant id; a merchant no call could name (its id outside
* section 2.2's bounds) is a mistake of the options, said at once.
*/
export declare function checkedMerchants(merchants: Readonly<Record<string, unknown>>, description: DoubleDescription): Map<string, string>;
