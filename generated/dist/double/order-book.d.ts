import type { ProviderVisit } from "./double-description.js";
import type { OrderState } from "./double-options.js";
export declare class OrderBook<Status extends string = string> {
	#private;
	/** The order's state as stored (not a copy), or undefined. */
	find(merchant: string, order: string): OrderState<Status> | undefined;
	record(merchant: string, order: string, state: OrderState<Status>): void;
	visit(merchant: string, order: string): ProviderVisit | undefined;
	setVisit(merchant: string, order: string, visit: ProviderVisit): void;
	/** A copy of an order's state, with what the payer chose on its provider page; undefined for none. */
	copyOf(merchant: string, order: string): OrderState<Status> | undefined;
	count(merchant: string): number;
}
