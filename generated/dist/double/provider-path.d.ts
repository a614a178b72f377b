/** The path of a provider page: `/provider/<merchant>/<order>`, each escaped. */
export declare function providerPath(merchant: string, order: string): string;
/** The merchant and order a provider path names, or undefined for any other path. */
export declare function parseProviderPath(path: string): {
	merchant: string;
	order: string;
} | undefined;
