/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/double) */
// Where the double's stand-in for the payer's provider lives: `/provider/<merchant>/<order>`. Pure,
// so that the generator builds the same redirect URL for the docs' example answers.

/** The path of a provider page: `/provider/<merchant>/<order>`, each escaped. */
export function providerPath(merchant: string, order: string): string {
  return `/provider/${encodeURIComponent(merchant)}/${encodeURIComponent(order)}`;
}

/** The merchant and order a provider path names, or undefined for any other path. */
export function parseProviderPath(path: string): { merchant: string; order: string } | undefined {
  const match = /^\/provider\/([^/]+)\/([^/]+)$/.exec(path);
  if (!match) return undefined;
  try {
    return { merchant: decodeURIComponent(match[1] as string), order: decodeURIComponent(match[2] as string) };
  } catch {
    return undefined;
  }
}
