// The redirect URL an Initiate Browser Payment answer gives leads to the double's stand-in for the
// payer's browser payment provider: in a real browser, the page shows the values double.yaml lists
// (escaped, with no script able to run), and the payer's choice to pay or cancel is recorded on the
// order without changing its status (the seed shows no transitions).

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GatewayClient, startGatewayMock, type RunningDouble } from "../../generated/dist/index.js";
import { browserAvailable, launchChromium } from "../support/browser.js";
import { MERCHANT, PASSWORD } from "../support/client-harness.js";

let double: RunningDouble;
let client: GatewayClient;
let orderNumber = 0;

beforeAll(async () => {
  double = await startGatewayMock({ merchants: { [MERCHANT]: PASSWORD } });
  client = new GatewayClient({ baseUrl: double.url, merchantId: MERCHANT, apiPassword: PASSWORD });
});

afterAll(() => double.close());

async function initiate(description: string): Promise<{ orderId: string; redirectUrl: string }> {
  const orderId = `provider-${++orderNumber}`;
  const answer = await client.initiateBrowserPayment({
    orderId,
    transactionId: "1",
    body: { order: { amount: "25.00", currency: "EUR", description } },
  });
  const redirectUrl = answer.browserPayment?.redirectUrl;
  if (redirectUrl === undefined) throw new Error("the answer gives no redirect URL");
  return { orderId, redirectUrl };
}

describe("the provider page over HTTP", () => {
  it("exists only for an order whose answer gave its URL, and takes GET and POST alone", async () => {
    const { redirectUrl } = await initiate("Train ticket");
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await page.text()).toContain("Train ticket");
    expect((await fetch(`${double.url}/provider/${MERCHANT}/no-such-order`)).status).toBe(404);
    const put = await fetch(redirectUrl, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, POST");
    const bad = await fetch(redirectUrl, {
      method: "POST",
      body: "choice=steal",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(bad.status).toBe(400);
  });
});

describe.skipIf(!browserAvailable)("the provider page in a browser", () => {
  it("shows the order escaped, records the payer's payment and keeps the order's status", async () => {
    const hostile = `<img src=x onerror="document.title='owned'">Trip <script>document.title='owned'</script>`;
    const { orderId, redirectUrl } = await initiate(hostile);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(String(error)));
      await page.goto(redirectUrl);
      expect(await page.title()).toBe("Payment provider");
      expect(await page.locator("dd").first().textContent()).toBe(hostile);
      expect(await page.locator("dd").allTextContents()).toEqual([hostile, "25.00", "EUR"]);
      await page.getByRole("button", { name: "Pay" }).click();
      await expect.poll(() => page.getByRole("status").textContent()).toBe("The payer paid this payment.");
      expect(await page.title()).toBe("Payment provider");
      expect(errors).toEqual([]);
      expect(double.order(MERCHANT, orderId)).toMatchObject({ status: "INITIATED", payerChoice: "paid" });
    } finally {
      await browser.close();
    }
  });

  it("records a cancellation, and the first choice stands", async () => {
    const { orderId, redirectUrl } = await initiate("Museum pass");
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(redirectUrl);
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect.poll(() => page.getByRole("status").textContent()).toBe("The payer cancelled this payment.");
      const again = await fetch(redirectUrl, {
        method: "POST",
        body: "choice=paid",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(await again.text()).toContain("The payer cancelled this payment.");
      expect(double.order(MERCHANT, orderId)).toMatchObject({ status: "INITIATED", payerChoice: "cancelled" });
    } finally {
      await browser.close();
    }
  });
});
