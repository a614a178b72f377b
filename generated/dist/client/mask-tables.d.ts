import type { KnownNode, MaskTables } from "./masking.js";
/** The sensitivity classes of spec/api/sensitivity.yaml: by dotted path, and by key name at any path. */
export declare const maskTables: MaskTables;
/** What the spec knows of an operation's request and response at a version; nothing for one it does not define. */
export declare function knownFieldsOf(operation: string, version: string): {
	request: KnownNode;
	response: KnownNode;
};
