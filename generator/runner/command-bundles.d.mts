/** The folder, inside a compiled folder, that holds the bundles, laid out as the compiled modules are. */
export const BUNDLE_FOLDER: string;

/** The commands of cli/run.mjs that run from the bundle. */
export const BUNDLED_COMMANDS: readonly string[];

/** The bundle, relative to the compiled folder (`commands.generate()` starts a command), and the script that starts the emit worker from it. */
export const COMMANDS_BUNDLE: string;
export const WORKER_SCRIPT: string;

/** True for a file of the bundle (a path relative to the compiled folder): all a bundled run loads of it. */
export function isBundleFile(path: string): boolean;

/** Packages left to node_modules, loaded by `require` from the bundle. */
export const UNBUNDLED_PACKAGES: readonly string[];

/** True when this Node can load a bundle: one that `require`s an ES module. */
export function canRunBundles(): boolean;

/**
 * Writes the bundles of the modules compiled into `folder`, under `folder/bundle/`, with the packages
 * installed in `nodeModules`, and returns their checksums by path (relative to `folder`), for the
 * compiled folder's manifest.
 */
export function writeCommandBundles(folder: string, nodeModules: string): Promise<Record<string, string>>;
