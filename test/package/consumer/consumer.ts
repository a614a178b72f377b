// A downstream SDK's view of generated/: typed models and validators, nothing else.
import {
  validateAuthorizeRequest,
  validateRequest,
  type AuthorizeRequest,
  type AuthorizeResponse,
  type InitiateBrowserPaymentRequest,
  type ValidationError,
  type VerifyResponse,
} from "@gateway/generated";

const request: AuthorizeRequest = {
  apiOperation: "AUTHORIZE",
  order: { currency: "USD", amount: "10.00", item: [{ name: "Book", quantity: "1", unitPrice: 10 }] },
  transaction: { source: "INTERNET" },
};

const initiate: InitiateBrowserPaymentRequest = { apiOperation: "INITIATE_BROWSER_PAYMENT", order: { amount: "1.00", currency: "EUR" } };

// Open lists keep their known values and take others: order.status VERIFIED after a VERIFY.
const status: NonNullable<NonNullable<VerifyResponse["order"]>["status"]> = "VERIFIED";

function firstField(errors: ValidationError[]): string | undefined {
  return errors[0]?.field;
}

const result = validateAuthorizeRequest(request);
if (!result.valid) console.log(firstField(result.errors));
const other = validateRequest("INITIATE_BROWSER_PAYMENT", 17, initiate);
const response: AuthorizeResponse = {};
export { other, response, status };
