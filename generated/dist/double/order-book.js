export class OrderBook {
	#orders = new Map();
	/** Provider pages by merchant and order, for the orders whose answer gave a redirect URL. */
	#visits = new Map();
	/** The order's state as stored (not a copy), or undefined. */
	find(merchant, order) {
		return this.#orders.get(merchant)?.get(order);
	}
	record(merchant, order, state) {
		const orders = this.#orders.get(merchant) ?? new Map();
		this.#orders.set(merchant, orders.set(order, state));
	}
	visit(merchant, order) {
		return this.#visits.get(visitKey(merchant, order));
	}
	setVisit(merchant, order, visit) {
		this.#visits.set(visitKey(merchant, order), visit);
	}
	/** A copy of an order's state, with what the payer chose on its provider page; undefined for none. */
	copyOf(merchant, order) {
		const state = this.find(merchant, order);
		const choice = this.visit(merchant, order)?.choice;
		return state && {
			...state,
			transactions: [...state.transactions],
			kept: { ...state.kept },
			...choice === undefined ? {} : { payerChoice: choice }
		};
	}
	count(merchant) {
		return this.#orders.get(merchant)?.size ?? 0;
	}
}
function visitKey(merchant, order) {
	return `${merchant}\n${order}`;
}
