export declare function referenceSegments(path: string): string[];
export declare function compareReferenceOrder(a: string, b: string): number;
/** `compareReferenceOrder` of paths already split: validators split their constant bounds once, at generation. */
export declare function compareSegments(left: readonly string[], right: readonly string[]): number;
/** `path` is `ancestor` or lies below it (indexes ignored). */
export declare function isAtOrUnder(path: string, ancestor: string): boolean;
/** `path` lies below `ancestor`, not at it (indexes ignored): a region `within` an object holds its keys, not the object. */
export declare function isBelow(path: string, ancestor: string): boolean;
