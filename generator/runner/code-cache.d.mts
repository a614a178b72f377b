/** From now on, package modules loaded by `require` (or imported as CommonJS) use and feed V8's code cache, with code of their own for `variant` (the command). */
export function installCodeCache(variant?: string): void;

/** True when a module's text may call `import()`: such a module is left to Node. */
export function mayImportDynamically(content: string): boolean;

/** The file of a module's cached code, by its path, its text, V8's state (its flags among them) and `variant` (the command). */
export function cachedCodeFile(filename: string, content: string, variant?: string): string;
