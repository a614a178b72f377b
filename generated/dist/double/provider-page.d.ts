import type { IncomingMessage, ServerResponse } from "node:http";
import type { DoubleDescription, ProviderVisit } from "./double-description.js";
/** The longest form body read: a choice and a token fit many times over. */
export declare const FORM_MAX_BYTES = 256;
/** A new page's form token: 256 random bits, URL-safe Base64. */
export declare function formToken(): string;
/**
* Answers a request for a provider page: GET shows it, POST records the payer's choice (once).
* `ownOrigin` is the origin of the redirect URLs the double gives, so the page's own.
*/
export declare function answerProviderPage(request: IncomingMessage, response: ServerResponse, visit: ProviderVisit | undefined, ownOrigin: string): Promise<void>;
/** What the provider's page shows of a request: its listed values, masked as any answer is. */
export declare function providerVisit(description: DoubleDescription, body: Record<string, unknown>): ProviderVisit;
