// The redirect URL an Initiate Browser Payment answer gives leads to the double's stand-in for the
// payer's browser payment provider: in a real browser, the page shows the values double.yaml lists
// (escaped, with no script able to run), and the payer's choice to pay or cancel is recorded on the
// order without changing its status (the seed shows no transitions). The first choice is final, so
// only the page itself may send it: from the double's own origin, with the token of that order's page.

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GatewayClient, startGatewayMock, type RunningDouble } from "../../generated/dist/index.js";
import { FORM_MAX_BYTES } from "../../generated/dist/double/provider-page.js";
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

/** The HTML is a page with this title and heading. */
function expectPage(html: string, title: string, heading: string, message?: string): void {
  expect(html, message).toContain(`<title>${title}</title>`);
  expect(html, message).toContain(`<h1>${heading}</h1>`);
}

/** The form token the page of `redirectUrl` carries. */
async function tokenOf(redirectUrl: string): Promise<string> {
  const html = await (await fetch(redirectUrl)).text();
  const token = /<input type="hidden" name="token" value="([A-Za-z0-9_-]+)">/.exec(html)?.[1];
  if (token === undefined) throw new Error("the page carries no form token");
  return token;
}

/** POSTs a form to a provider page, from `origin` (the page's own by default; none when null). */
async function post(redirectUrl: string, form: string, origin: string | null = new URL(redirectUrl).origin) {
  const response = await fetch(redirectUrl, {
    method: "POST",
    body: form,
    headers: { "content-type": "application/x-www-form-urlencoded", ...(origin === null ? {} : { origin }) },
  });
  return { status: response.status, connection: response.headers.get("connection"), html: await response.text() };
}

describe("the provider page over HTTP", () => {
  it("writes every character HTML gives a meaning to as its entity, the ampersand first", async () => {
    const { redirectUrl } = await initiate(`Tea & "cake" <b>'s</b>`);
    const html = await (await fetch(redirectUrl)).text();
    expect(html).toContain("<dd>Tea &amp; &quot;cake&quot; &lt;b&gt;&#39;s&lt;/b&gt;</dd>");
  });

  it("shows the listed values that are text or numbers, one row after another, and leaves out those not given", async () => {
    const orderId = `provider-${++orderNumber}`;
    // The amount as a JSON number (the validators take one for a decimal), and no description.
    const answer = await client.initiateBrowserPayment({
      orderId,
      transactionId: "1",
      body: { order: { amount: 25 as unknown as string, currency: "EUR" } },
    });
    const html = await (await fetch(answer.browserPayment?.redirectUrl ?? "")).text();
    expect(html).toContain("<dt>order.amount</dt><dd>25</dd><dt>order.currency</dt><dd>EUR</dd>");
    expect(html).not.toContain("order.description");
    expect(html).not.toContain("undefined");
  });

  it("exists only for an order whose answer gave its URL, and takes GET and POST alone", async () => {
    const { redirectUrl } = await initiate("Train ticket");
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(page.headers.get("set-cookie")).toBeNull();
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toContain("Train ticket");
    // An order an Authorize made has no payment at a provider: no page.
    await client.authorize({ orderId: "provider-authorized", transactionId: "1", body: { order: { amount: "5.00", currency: "EUR" } } });
    expect(double.order(MERCHANT, "provider-authorized")?.status).toBe("AUTHORIZED");
    expect((await fetch(`${double.url}/provider/${MERCHANT}/provider-authorized`)).status).toBe(404);
    const missing = await fetch(`${double.url}/provider/${MERCHANT}/no-such-order`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("connection")).toBe("close");
    expectPage(await missing.text(), "Not found", "No such payment");
    const put = await fetch(redirectUrl, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, POST");
    expectPage(await put.text(), "Not allowed", "Method not allowed");
    const bad = await post(redirectUrl, `token=${await tokenOf(redirectUrl)}&choice=steal`);
    expect(bad.status).toBe(400);
    expectPage(bad.html, "Bad request", "Choose to pay or to cancel");
  });

  it("gives each order's page its own token of 256 random bits", async () => {
    const tokens = await Promise.all([initiate("One"), initiate("Two")].map(async (visit) => tokenOf((await visit).redirectUrl)));
    for (const token of tokens) expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(tokens[0]).not.toBe(tokens[1]);
    const { redirectUrl } = await initiate("Three");
    expect(await tokenOf(redirectUrl)).toBe(await tokenOf(redirectUrl));
  });

  it.each([
    ["another site", "http://attacker.example"],
    ["the same host on another port", "http://127.0.0.1:1"],
    ["the opaque origin", "null"],
    ["no Origin at all", null],
  ])("refuses a POST from %s, even with the page's token, and records nothing", async (_what, origin) => {
    const { orderId, redirectUrl } = await initiate("Cross-site");
    const refused = await post(redirectUrl, `token=${await tokenOf(redirectUrl)}&choice=paid`, origin);
    expect(refused.status).toBe(403);
    expectPage(refused.html, "Refused", "Only the payment page itself can send this form");
    expect(refused.connection).toBe("close");
    expect(double.order(MERCHANT, orderId)?.payerChoice).toBeUndefined();
    expect((await post(redirectUrl, `token=${await tokenOf(redirectUrl)}&choice=cancelled`)).status).toBe(200);
    expect(double.order(MERCHANT, orderId)?.payerChoice).toBe("cancelled");
  });

  it("refuses a POST from its own origin without this page's token, and records nothing", async () => {
    const { orderId, redirectUrl } = await initiate("Token");
    const other = await initiate("Another order");
    const token = await tokenOf(redirectUrl);
    const changed = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const form of [
      "choice=paid",
      "token=&choice=paid",
      `token=${await tokenOf(other.redirectUrl)}&choice=paid`,
      `token=${token.slice(0, -1)}&choice=paid`,
      `token=${token}A&choice=paid`,
      `token=${changed}&choice=paid`,
      `token=${token.toLowerCase()}&choice=paid`,
    ]) {
      const refused = await post(redirectUrl, form);
      expect(refused.status, form).toBe(403);
      expectPage(refused.html, "Refused", "This form is not from this payment&#39;s page", form);
    }
    expect(double.order(MERCHANT, orderId)?.payerChoice).toBeUndefined();
    expect((await post(redirectUrl, `choice=paid&token=${token}`)).status).toBe(200);
    expect(double.order(MERCHANT, orderId)?.payerChoice).toBe("paid");
  });

  it(`reads a form of up to ${FORM_MAX_BYTES} bytes, and refuses a longer one unread`, async () => {
    const { orderId, redirectUrl } = await initiate("Long form");
    const token = await tokenOf(redirectUrl);
    const padded = (length: number, choice: string) => {
      const base = `token=${token}&choice=${choice}&pad=`;
      return `${base}${"x".repeat(length - base.length)}`;
    };
    expect(padded(FORM_MAX_BYTES + 1, "paid")).toHaveLength(FORM_MAX_BYTES + 1);
    const refused = await post(redirectUrl, padded(FORM_MAX_BYTES + 1, "paid"));
    expect(refused.status).toBe(413);
    expect(refused.connection).toBe("close");
    expectPage(refused.html, "Too long", "The form is longer than the page sends");
    expect(double.order(MERCHANT, orderId)?.payerChoice).toBeUndefined();
    expect((await post(redirectUrl, padded(FORM_MAX_BYTES, "cancelled"))).status).toBe(200);
    expect(double.order(MERCHANT, orderId)?.payerChoice).toBe("cancelled");
  });

  it("keeps the first choice: a later POST with the token shows it and changes nothing", async () => {
    const { orderId, redirectUrl } = await initiate("First choice");
    const token = await tokenOf(redirectUrl);
    expect((await post(redirectUrl, `token=${token}&choice=paid`)).html).toContain("The payer paid this payment.");
    const again = await post(redirectUrl, `token=${token}&choice=cancelled`);
    expect(again.status).toBe(200);
    expect(again.html).toContain("The payer paid this payment.");
    expect(double.order(MERCHANT, orderId)).toMatchObject({ status: "INITIATED", payerChoice: "paid" });
  });
});

describe.skipIf(!browserAvailable)("the provider page in a browser", () => {
  // One browser for the three tests (each launch cost a second or more); each test has a page in a
  // context of its own, closed at its end.
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows the order escaped, records the payer's payment and keeps the order's status", async () => {
    const hostile = `<img src=x onerror="document.title='owned'">Trip <script>document.title='owned'</script>`;
    const { orderId, redirectUrl } = await initiate(hostile);
    const page = await browser.newPage();
    try {
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
      await page.context().close();
    }
  });

  it("records a cancellation", async () => {
    const { orderId, redirectUrl } = await initiate("Museum pass");
    const page = await browser.newPage();
    try {
      await page.goto(redirectUrl);
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect.poll(() => page.getByRole("status").textContent()).toBe("The payer cancelled this payment.");
      await expect.poll(() => double.order(MERCHANT, orderId)?.payerChoice).toBe("cancelled");
      expect(double.order(MERCHANT, orderId)).toMatchObject({ status: "INITIATED", payerChoice: "cancelled" });
    } finally {
      await page.context().close();
    }
  });
  it("refuses the choice a page of another site submits, and the payer's own choice still counts", async () => {
    const { orderId, redirectUrl } = await initiate("Concert");
    // Another site, with the best it can do: a form that submits itself, the page's real token included.
    const token = await tokenOf(redirectUrl);
    const attacker = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(`<!doctype html><title>Win a prize</title><form method="post" action="${redirectUrl}">
<input type="hidden" name="token" value="${token}"><input type="hidden" name="choice" value="cancelled"></form>
<script>document.forms[0].submit()</script>`);
    });
    await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
    const page = await browser.newPage();
    try {
      await page.goto(`http://localhost:${(attacker.address() as AddressInfo).port}/`);
      await page.waitForURL(redirectUrl);
      expect(await page.locator("h1").textContent()).toBe("Only the payment page itself can send this form");
      expect(double.order(MERCHANT, orderId)?.payerChoice).toBeUndefined();
      await page.goto(redirectUrl);
      await page.getByRole("button", { name: "Pay" }).click();
      await expect.poll(() => page.getByRole("status").textContent()).toBe("The payer paid this payment.");
      expect(double.order(MERCHANT, orderId)).toMatchObject({ status: "INITIATED", payerChoice: "paid" });
    } finally {
      await page.context().close();
      attacker.close();
    }
  });
});
