import type { IncomingMessage, ServerResponse } from "node:http";
import type { ProviderVisit } from "./double-description.js";
/** The path of a provider page: `/provider/<merchant>/<order>`, each escaped. */
export declare function providerPath(merchant: string, order: string): string;
/** The merchant and order a provider path names, or undefined for any other path. */
export declare function parseProviderPath(path: string): {
	merchant: string;
	order: string;
} | undefined;
/** Answers a request for a provider page: GET shows it, POST records the payer's choice (once). */
export declare function answerProviderPage(request: IncomingMessage, response: ServerResponse, visit: ProviderVisit | undefined): Promise<void>;
