export declare function referenceSegments(path: string): string[];
export declare function compareReferenceOrder(a: string, b: string): number;
/** `path` is `ancestor` or lies below it (indexes ignored). */
export declare function isAtOrUnder(path: string, ancestor: string): boolean;
