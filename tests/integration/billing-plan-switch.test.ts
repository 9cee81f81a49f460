// A subscriber's switch to another plan through the Worker against the in-process Stripe fake: a
// Pro owner at the channel limit picks Creator+ on /pricing, Stripe's portal opens on the
// confirmation of exactly that switch (flow_data subscription_update_confirm), Confirm applies it
// and returns to Account Settings, and the customer.subscription.updated webhook moves the plan.
import { describe, expect, it, vi } from "vitest";
import { BILLING_MESSAGES } from "~/features/billing/messages";
import { pageText, signUp } from "../helpers";
import {
  PRICES,
  UNCONFIGURED,
  buy,
  call,
  customerOf,
  deliver,
  eventsFor,
  fakeStripe,
  subscriptionRow,
} from "./billing-support";

/** A Pro subscriber, paid through the fake's Checkout and confirmed on /success. */
async function proOwner(email: string) {
  const cookie = await signUp(email, undefined, { plan: null });
  const { successPath } = await buy(cookie, "pro");
  await call("GET", successPath, { cookie });
  expect(await subscriptionRow(email)).toMatchObject({ plan_id: "pro", price_id: PRICES.pro });
  return cookie;
}

describe("switching plans from /pricing", () => {
  it("takes a Pro owner from Creator+ on /pricing to Stripe's confirmation, and the webhook moves the plan", async () => {
    const email = "switch-pro-creator@example.com";
    const cookie = await proOwner(email);
    const subscriptionId = (await subscriptionRow(email))!.subscription_id as string;

    const pricing = await pageText(await call("GET", "/pricing", { cookie }));
    expect(pricing).toMatch(/<input[^>]*name="plan"[^>]*value="creator"[\s\S]*?Switch to Creator\+/);

    const chosen = await call("POST", "/pricing", { cookie, form: { plan: "creator" } });
    expect(chosen.status).toBe(302);
    const portalPath = new URL(chosen.headers.get("location")!, "http://vidwise.test").pathname;
    expect(portalPath).toMatch(/^\/fake-stripe\/portal\/bps_fake[0-9a-f]+$/);

    // Stripe's page names the switch before anything changes.
    const confirm = await call("GET", portalPath, { cookie });
    const confirmText = await pageText(confirm);
    expect(confirmText).toContain("Confirm your new plan");
    expect(confirmText).toContain(PRICES.pro);
    expect(confirmText).toContain(PRICES.creator);
    expect(confirmText).toContain("$149.00 per month");
    expect(await subscriptionRow(email)).toMatchObject({ plan_id: "pro" });

    const confirmed = await call("POST", portalPath, { cookie, form: { confirm: subscriptionId } });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("http://vidwise.test/account#subscription");

    // The webhook Stripe sends for the change moves the stored plan (read back from Stripe).
    const customer = (await customerOf(email))!;
    const updated = (await eventsFor(customer)).filter((e) => e.type === "customer.subscription.updated").at(-1)!;
    expect(updated).toBeDefined();
    expect((await deliver(updated)).status).toBe(200);
    expect(await subscriptionRow(email)).toMatchObject({
      subscription_id: subscriptionId,
      plan_id: "creator",
      price_id: PRICES.creator,
      unit_amount: 14900,
      subscription_status: "active",
    });
    // One subscription, switched: never a second one beside it.
    const list = (await (await fakeStripe("GET", `/v1/subscriptions?customer=${customer}&status=all`)).json()) as {
      data: { id: string }[];
    };
    expect(list.data.map((s) => s.id)).toEqual([subscriptionId]);

    const account = await pageText(await call("GET", "/account", { cookie }));
    expect(account).toContain("Creator+");
    const after = await pageText(await call("GET", "/pricing", { cookie }));
    expect(after).toContain("Your plan: Creator+");
    expect(after).toContain("Switch to Pro");
    // The portal session's flow is done: opening it again shows the portal's home, not a second switch.
    expect(await pageText(await call("GET", portalPath, { cookie }))).not.toContain("Confirm your new plan");
  });

  it("refuses the plan already held, and says the stub text on a server without Stripe", async () => {
    const email = "switch-same@example.com";
    const cookie = await proOwner(email);
    const same = await call("POST", "/pricing", { cookie, form: { plan: "pro" } });
    expect(same.status).toBe(409);
    expect(await pageText(same)).toContain(BILLING_MESSAGES.samePlan);
    // Stripe missing here is an "unavailable" refusal: the page logs it.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const unconfigured = await call("POST", "/pricing", { cookie, form: { plan: "creator" }, overrides: UNCONFIGURED });
    expect(unconfigured.status).toBe(503);
    expect(await pageText(unconfigured)).toContain(BILLING_MESSAGES.portalUnconfigured);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"event":"page.unavailable"'));
  });

  it("says 'Failed to open billing portal' with Stripe's words when Stripe refuses the switch", async () => {
    const cookie = await proOwner("switch-refused@example.com");
    const response = await call("POST", "/pricing", {
      cookie,
      form: { plan: "creator" },
      overrides: { STRIPE_PRICE_CREATOR_PLUS: "price_not_in_stripe" },
    });
    expect(response.status).toBe(409);
    expect(await pageText(response)).toContain(BILLING_MESSAGES.portalFailed("No such price: 'price_not_in_stripe'"));
  });
});

describe("the fake's portal flows, as Stripe checks them", () => {
  it("refuses a switch of another customer's subscription or of an item that is not the subscription's", async () => {
    const email = "switch-fake-checks@example.com";
    await proOwner(email);
    const customer = (await customerOf(email))!;
    const subscriptionId = (await subscriptionRow(email))!.subscription_id as string;
    const other = (await (await fakeStripe("POST", "/v1/customers", { email: "x@example.com" })).json()) as {
      id: string;
    };
    const flow = (forCustomer: string, item: string) =>
      fakeStripe("POST", "/v1/billing_portal/sessions", {
        customer: forCustomer,
        return_url: "http://vidwise.test/account",
        "flow_data[type]": "subscription_update_confirm",
        "flow_data[subscription_update_confirm][subscription]": subscriptionId,
        "flow_data[subscription_update_confirm][items][0][id]": item,
        "flow_data[subscription_update_confirm][items][0][price]": PRICES.creator,
      });
    expect((await flow(other.id, "si_whatever")).status).toBe(404);
    expect((await flow(customer, "si_not_this_one")).status).toBe(404);
  });
});
