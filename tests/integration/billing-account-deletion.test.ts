// Deleting an account with a subscription, through the Worker against the in-process Stripe fake:
// the subscription is cancelled at Stripe before anything is deleted (a Stripe failure deletes
// nothing), only Stripe's ids are kept, and the webhooks that follow are answered and ignored.
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { ACCOUNT_MESSAGES } from "~/features/account/messages";
import { pageText, signUp } from "../helpers";
import { buy, call, customerOf, deliver, eventsFor, fakeStripe, startCheckout } from "./billing-support";

const PASSWORD = "correct horse battery";

async function subscribed(email: string) {
  const cookie = await signUp(email, PASSWORD, { plan: null });
  await buy(cookie, "pro");
  const customer = (await customerOf(email))!;
  const subId = (
    (await (await fakeStripe("GET", `/v1/subscriptions?customer=${customer}`)).json()) as { data: { id: string }[] }
  ).data[0]!.id;
  return { cookie, customer, subId };
}

const stripeStatus = async (subId: string) =>
  ((await (await fakeStripe("GET", `/v1/subscriptions/${subId}`)).json()) as { status: string }).status;
const deleteAccount = (cookie: string) =>
  call("POST", "/account", { cookie, form: { intent: "delete-account", password: PASSWORD } });
const userCount = async (email: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(email).first<{ n: number }>())!.n;
const closedRecord = (customer: string) =>
  env.DB.prepare("SELECT * FROM closed_stripe_customers WHERE customer_id = ?")
    .bind(customer)
    .first<Record<string, unknown>>();

describe("deleting an account that pays for a plan", () => {
  it("says on the confirmation that an active subscription is cancelled immediately", async () => {
    const cookie = await signUp("delete-notice@example.com", PASSWORD, { plan: null });
    const page = await pageText(await call("GET", "/account", { cookie }));
    expect(page).toContain(ACCOUNT_MESSAGES.deleteCancelsSubscription);
  });

  it("cancels the subscription at Stripe, keeps only Stripe's ids, and answers the webhooks that follow", async () => {
    const email = "delete-paying@example.com";
    const { cookie, customer, subId } = await subscribed(email);
    expect(await stripeStatus(subId)).toBe("active");

    const response = await deleteAccount(cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/landing?account=deleted");
    expect(await userCount(email)).toBe(0);
    expect(await stripeStatus(subId)).toBe("canceled");

    const record = await closedRecord(customer);
    expect(record).toMatchObject({ customer_id: customer, subscription_ids: JSON.stringify([subId]) });
    expect(Object.keys(record!).sort()).toEqual(["closed_at", "customer_id", "subscription_ids"]);

    // Every event about the customer (the purchase's, and the cancellation's) is answered 200 and stores nothing.
    const events = await eventsFor(customer);
    expect(events.map((e) => e.type)).toContain("customer.subscription.deleted");
    for (const event of events) {
      const answer = await deliver(event);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ received: true, ignored: true });
    }
    const rows = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM subscriptions WHERE customer_id = ?) + (SELECT count(*) FROM stripe_customers WHERE customer_id = ?) AS n",
    )
      .bind(customer, customer)
      .first<{ n: number }>();
    expect(rows!.n).toBe(0);
  });

  it("deletes nothing when Stripe cannot cancel, and says so", async () => {
    const email = "delete-stripe-down@example.com";
    const { cookie, customer, subId } = await subscribed(email);
    expect((await fakeStripe("POST", `/_fake/subscriptions/${subId}/fail_next_cancel`)).status).toBe(200);

    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await deleteAccount(cookie);
    expect(response.status).toBe(502);
    const text = await pageText(response);
    expect(text).toContain("could not be cancelled at Stripe");
    expect(text).toContain("nothing was deleted");
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"event":"page.unavailable"'));
    expect(await userCount(email)).toBe(1);
    expect(await stripeStatus(subId)).toBe("active");
    expect(await closedRecord(customer)).toBeNull();

    // Once Stripe answers again, the same form works.
    expect((await deleteAccount(cookie)).status).toBe(302);
    expect(await stripeStatus(subId)).toBe("canceled");
  });

  it("cancels a subscription paid for in another tab after the account was deleted", async () => {
    const email = "delete-open-checkout@example.com";
    const cookie = await signUp(email, PASSWORD, { plan: null });
    const checkoutPath = await startCheckout(cookie, "starter");
    const customer = (await customerOf(email))!;
    expect((await deleteAccount(cookie)).status).toBe(302);

    // The Checkout page was still open: the person pays anyway.
    const sessionId = checkoutPath.split("/").at(-1)!;
    expect((await fakeStripe("POST", `/_fake/checkout/sessions/${sessionId}/complete`)).status).toBe(200);
    const created = (await eventsFor(customer)).find((e) => e.type === "customer.subscription.created")!;
    const subId = (JSON.parse(created.payload) as { data: { object: { id: string } } }).data.object.id;
    expect(await stripeStatus(subId)).toBe("active");

    expect((await deliver(created)).status).toBe(200);
    expect(await stripeStatus(subId)).toBe("canceled");
  });
});
