import type { IncomingMessage, ServerResponse } from "node:http";
import type { ProviderVisit } from "./double-description.js";
/** Answers a request for a provider page: GET shows it, POST records the payer's choice (once). */
export declare function answerProviderPage(request: IncomingMessage, response: ServerResponse, visit: ProviderVisit | undefined): Promise<void>;
