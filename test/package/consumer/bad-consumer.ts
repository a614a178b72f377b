// Must NOT type-check: the models reject what the spec rejects.
import type { AuthorizeRequest } from "@gateway/generated";

export const wrongEnum: AuthorizeRequest = {
  apiOperation: "AUTHORIZE",
  order: { currency: "USD", amount: "1", item: [{ name: "x", quantity: "1", unitPrice: "1", industryCategory: "NOT_A_CATEGORY" }] },
};
export const missingCurrency: AuthorizeRequest = { apiOperation: "AUTHORIZE", order: { amount: "1" } };
export const unknownField: AuthorizeRequest = {
  apiOperation: "AUTHORIZE",
  order: { currency: "USD", amount: "1", item: [{ name: "x", quantity: "1", unitPrice: "1", colour: "red" }] },
};
