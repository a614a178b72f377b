import type { DoubleDescription } from "./double-description.js";
import { type Reply } from "./answers.js";
/** A call as its path names it: the version, and the path identifiers by name and by role. */
export interface RoutedCall {
	version: string;
	identifiers: ReadonlyMap<string, string>;
	merchant: string;
	order: string;
	transaction: string;
}
/** The call a request's method and path make, or the answer to a request that makes none. */
export declare function routeOf(description: DoubleDescription, method: string | undefined, path: string): RoutedCall | Reply;
/** The path of a request target, or "" when it is no URL path at all. */
export declare function pathOf(target: string | undefined): string;
/** What is wrong with a path identifier, by its bounds in section 2.2, or undefined. */
export declare function identifierProblem(value: string | undefined, bounds: DoubleDescription["pathParameters"][number]): string | undefined;
