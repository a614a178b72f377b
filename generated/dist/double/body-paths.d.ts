/** Own, plain-object check: prototype keys are never followed. */
export declare function isRecord(value: unknown): value is Record<string, unknown>;
export declare function getAt(body: unknown, path: string): unknown;
/** Sets `path` on a body, creating the groups on the way (not lists). */
export declare function setAt(body: Record<string, unknown>, path: string, value: unknown): void;
/** Sets the field wherever its parent group (or list item) exists and the field does not. */
export declare function fillWhereParentExists(body: Record<string, unknown>, path: string, value: unknown): void;
