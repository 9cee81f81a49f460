// Nobody reads or changes another user's subscription or checkout: the record, /success, the
// account forms, demo users, forged cross-site posts.
import { describe, expect, it, vi } from "vitest";
import { BILLING_INTENTS, BILLING_MESSAGES } from "~/features/billing/messages";
import { CROSS_SITE_HEADERS, demoCookie, pageText, signUp } from "../../helpers";
import { buy, call, customerOf, deliver, eventsFor, subscriptionRow } from "../billing-support";

describe("billing, security", () => {
  it("each user sees only their own subscription", async () => {
    const owner = "api-billing-owner@example.com";
    const ownerCookie = await signUp(owner, undefined, { plan: null });
    const { successPath } = await buy(ownerCookie, "creator");
    for (const event of await eventsFor((await customerOf(owner))!)) await deliver(event);
    const other = await signUp("api-billing-other@example.com", undefined, { plan: null });
    expect(await (await call("GET", "/api/subscription", { cookie: other })).json()).toEqual({
      success: true,
      subscription: null,
    });
    // Another user opening the owner's success URL is told there is nothing to confirm.
    const page = await pageText(await call("GET", successPath, { cookie: other }));
    expect(page).toContain("There is no subscription to confirm");
    expect(page).not.toContain("Creator+");
    // Cancelling acts on one's own subscription only.
    const cancel = await call("POST", "/account", { cookie: other, form: { intent: BILLING_INTENTS.cancelConfirmed } });
    expect(await pageText(cancel)).toContain(BILLING_MESSAGES.noSubscription);
    expect(await subscriptionRow(owner)).toMatchObject({ cancel_at_period_end: 0 });
  });

  it("demo users have no subscription and cannot subscribe", async () => {
    const cookie = await demoCookie();
    expect(await (await call("GET", "/api/subscription", { cookie })).json()).toEqual({
      success: true,
      subscription: null,
    });
    const refused = await call("POST", "/pricing", { cookie, form: { plan: "pro" } });
    expect(refused.status).toBe(403);
    // The demo has no Stripe: an "unavailable" refusal, which the page logs.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const portal = await call("POST", "/account", { cookie, form: { intent: BILLING_INTENTS.portal } });
    expect(await pageText(portal)).toContain(BILLING_MESSAGES.portalUnconfigured);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"event":"page.unavailable"'));
  });

  it("refuses a cross-site form post to start checkout or cancel", async () => {
    const cookie = await signUp("api-billing-csrf@example.com", undefined, { plan: null });
    for (const [path, form] of [
      ["/pricing", { plan: "pro" }],
      ["/account", { intent: BILLING_INTENTS.cancelConfirmed }],
    ] as const) {
      const response = await call("POST", path, { cookie, form, headers: CROSS_SITE_HEADERS });
      expect(response.status).toBe(403);
    }
    expect(await customerOf("api-billing-csrf@example.com")).toBeNull();
  });
});
