// A downstream SDK's view of generated/: typed models, validators, the client and the double.
import {
  GatewayClient,
  InvalidRequestError,
  startGatewayMock,
  validateAuthorizeRequest,
  validateRequest,
  type AuthorizeRequest,
  type AuthorizeResponse,
  type InitiateBrowserPaymentRequest,
  type ValidationError,
  type Verify100Response,
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
const response: AuthorizeResponse = {
  merchant: "TESTMERCHANT",
  order: { id: "order-1", creationTime: "2026-11-25T00:00:00.000Z", lastUpdatedTime: "2026-11-25T00:00:00.000Z" },
  transaction: { id: "1", amount: "10.00", currency: "USD", type: "AUTHORIZATION" },
};
// Always provided (sections 2.4 and 2.5): read without `?.`.
const orderId: string = response.order.id;
const named: Parameters<GatewayClient["authorize"]>[0] = {
  orderId,
  transactionId: "1",
  // @ts-expect-error: apiOperation is the client method's to set
  body: { apiOperation: "AUTHORIZE", order: { currency: "USD" } },
};
export { named, other, response, status };

/** The README's example of calling authorize against the double, as a consumer writes it. */
export async function authorizeAgainstTheDouble(): Promise<void> {
  const double = await startGatewayMock({ merchants: { TESTMERCHANT: "secret-password" } });
  const client = new GatewayClient({ baseUrl: double.url, merchantId: "TESTMERCHANT", apiPassword: "secret-password" });
  try {
    const response = await client.authorize({
      orderId: "order-1",
      transactionId: "1",
      body: { order: { amount: "10.00", currency: "USD" } },
    });
    console.log(response, double.order("TESTMERCHANT", "order-1")?.status);
    const raw = await client.raw.verify({ orderId: "order-verify", transactionId: "1", body: { order: { currency: "USD" } } });
    const status: string | undefined = raw.body.order.status;
    console.log(raw.status, raw.headers.get("content-type"), status);
    // A call may name the version it calls, typed with that version's models.
    const pinned: Verify100Response = await client.verify(
      { orderId: "order-2", transactionId: "1", body: { order: { currency: "USD" } } },
      { version: "100" },
    );
    // @ts-expect-error: the spec defines no version 99 of Verify
    await client.verify({ orderId: "order-3", transactionId: "1", body: { order: { currency: "USD" } } }, { version: "99" });
    console.log(pinned.order?.id);
  } catch (error) {
    if (error instanceof InvalidRequestError) console.log(error.error.field, error.error.validationType, error.status);
    else throw error;
  }
  await double.close();
}
