/** From now on, package modules loaded by `require` (or imported as CommonJS) use and feed V8's code cache, with code of their own for `variant` (the command). */
export function installCodeCache(variant?: string, variantAtEnd?: () => string): void;

/** The code cache of a command whose runs the output cache may answer: code of its own for each kind of run. */
export function installCommandCodeCache(command: string, mayBeAnswered: boolean): void;

/** Said by a command's run: the output cache answered it (true), or its stages ran (false). */
export function recordRunAnswered(answered: boolean): void;

/** True when a module's text may call `import()`: such a module is left to Node. */
export function mayImportDynamically(content: string): boolean;

/** The file of a module's cached code, by its path, its text, V8's state (its flags among them) and `variant` (the command). */
export function cachedCodeFile(filename: string, content: string, variant?: string): string;
