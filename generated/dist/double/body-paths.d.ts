/** Own, plain-object check: prototype keys are never followed. */
export declare function isRecord(value: unknown): value is Record<string, unknown>;
export declare function getAt(body: unknown, path: string): unknown;
/** Sets `path` on a body, creating the groups on the way (not lists). */
export declare function setAt(body: Record<string, unknown>, path: string, value: unknown): void;
/** Sets the field wherever its parent group (or list item) exists, in place of any value it has. */
export declare function setWhereParentExists(body: Record<string, unknown>, path: string, value: unknown): void;
/**
* Takes out every group (or list item) that lacks one of `required` (dotted paths, parents first):
* the deepest first, so that a group taken out is in turn missing from its own parent.
*/
export declare function removeGroupsLacking(body: Record<string, unknown>, required: readonly string[]): void;
