/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/double) */
// The double's state: each merchant's orders, and the provider page each redirect URL leads to.
// Callers get copies; only a call the double carries out changes an order.

import type { ProviderVisit } from "./double-description.js";
import type { OrderState } from "./double-options.js";

export class OrderBook<Status extends string = string> {
  readonly #orders = new Map<string, Map<string, OrderState<Status>>>();
  /** Provider pages by merchant and order, for the orders whose answer gave a redirect URL. */
  readonly #visits = new Map<string, ProviderVisit>();

  /** The order's state as stored (not a copy), or undefined. */
  find(merchant: string, order: string): OrderState<Status> | undefined {
    return this.#orders.get(merchant)?.get(order);
  }

  record(merchant: string, order: string, state: OrderState<Status>): void {
    const orders = this.#orders.get(merchant) ?? new Map<string, OrderState<Status>>();
    this.#orders.set(merchant, orders.set(order, state));
  }

  visit(merchant: string, order: string): ProviderVisit | undefined {
    return this.#visits.get(visitKey(merchant, order));
  }

  setVisit(merchant: string, order: string, visit: ProviderVisit): void {
    this.#visits.set(visitKey(merchant, order), visit);
  }

  /** A copy of an order's state, with what the payer chose on its provider page; undefined for none. */
  copyOf(merchant: string, order: string): OrderState<Status> | undefined {
    const state = this.find(merchant, order);
    const choice = this.visit(merchant, order)?.choice;
    return (
      state && {
        ...state,
        transactions: [...state.transactions],
        kept: { ...state.kept },
        ...(choice === undefined ? {} : { payerChoice: choice }),
      }
    );
  }

  count(merchant: string): number {
    return this.#orders.get(merchant)?.size ?? 0;
  }
}

function visitKey(merchant: string, order: string): string {
  return `${merchant}\n${order}`;
}
