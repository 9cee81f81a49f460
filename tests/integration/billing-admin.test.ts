// /admin's subscriptions and MRR, from the stored rows (docs/billing.md: active and past_due count).
import { describe, expect, it } from "vitest";
import { pageText, signUp } from "../helpers";
import { buy, call, customerOf, deliver, eventsFor, fakeStripe } from "./billing-support";

async function subscriber(email: string, plan: string) {
  const cookie = await signUp(email, undefined, { plan: null });
  await buy(cookie, plan);
  const customer = (await customerOf(email))!;
  for (const event of await eventsFor(customer)) await deliver(event);
  return customer;
}

describe("/admin subscriptions", () => {
  it("counts subscriptions by status and plan and sums MRR of active and past-due ones", async () => {
    const admin = "billing-admin@example.com";
    const adminCookie = await signUp(admin, undefined, { plan: null });
    await subscriber("mrr-starter@example.com", "starter");
    const pro = await subscriber("mrr-pro@example.com", "pro");
    const creator = await subscriber("mrr-creator@example.com", "creator");
    // Pro's renewal fails (still billed: counts); Creator+ ends (does not).
    const proSub = (
      (await (await fakeStripe("GET", `/v1/subscriptions?customer=${pro}`)).json()) as { data: { id: string }[] }
    ).data[0]!.id;
    await fakeStripe("POST", `/_fake/customers/${pro}/fail_next_payment`);
    await fakeStripe("POST", `/_fake/subscriptions/${proSub}/renew`);
    const creatorSub = (
      (await (await fakeStripe("GET", `/v1/subscriptions?customer=${creator}`)).json()) as { data: { id: string }[] }
    ).data[0]!.id;
    await fakeStripe("POST", `/_fake/subscriptions/${creatorSub}/cancel_now`);
    for (const customer of [pro, creator]) for (const event of await eventsFor(customer)) await deliver(event);

    const page = await pageText(
      await call("GET", "/admin", { cookie: adminCookie, overrides: { ADMIN_EMAILS: admin } }),
    );
    expect(page).toContain("MRR (USD)");
    expect(page).toContain("$108.00");
    expect(page).toMatch(/<td[^>]*>active<\/td><td[^>]*>Starter<\/td><td[^>]*>1<\/td>/);
    expect(page).toMatch(/<td[^>]*>past_due<\/td><td[^>]*>Pro<\/td><td[^>]*>1<\/td>/);
    expect(page).toMatch(/<td[^>]*>canceled<\/td><td[^>]*>Creator\+<\/td><td[^>]*>1<\/td>/);
  });
});
