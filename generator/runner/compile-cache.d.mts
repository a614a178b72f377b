/** The folder of the generator's sources (generator/). */
export const GENERATOR_ROOT: string;

/**
 * The folder of compiled JavaScript for the generator's current sources (generator/ and
 * templates/package/src/ laid out as in the repository): verified, or compiled now, under
 * `cacheRoot` (node_modules/.cache/gateway-codegen/generator-js/ by default). `needed` selects the
 * files verified, by path in the folder (those the caller loads); every file by default.
 */
export function compiledGenerator(cacheRoot?: string, needed?: (path: string) => boolean): Promise<string>;
