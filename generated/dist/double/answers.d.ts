import type { ServerResponse } from "node:http";
import type { Answer } from "./double-description.js";
/** An answer to send: status, body, and headers of its own. */
export interface Reply {
	status: number;
	body: unknown;
	headers?: Readonly<Record<string, string>>;
}
/** One of the double's answers as a reply: its status, and its error object in the error response. */
export declare function refusalOf(refusal: Answer, headers?: Readonly<Record<string, string>>): Reply;
export declare function isReply(value: object): value is Reply;
export declare function refuse(response: ServerResponse, refusal: Answer, headers?: Readonly<Record<string, string>>): void;
export declare function answer(response: ServerResponse, status: number, body: unknown, headers?: Readonly<Record<string, string>>): void;
