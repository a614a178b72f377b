/** From now on, package modules loaded by `require` (or imported as CommonJS) use and feed V8's code cache. */
export function installCodeCache(): void;
