// /coaching: Creator+ requests a 1-on-1 session; it reaches support by email and shows its state.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { COACHING_MESSAGES } from "~/features/billing/coaching-messages";
import { requestCoaching } from "~/features/billing/coaching.server";
import type { SessionUser } from "~/lib/auth/session.server";
import { getDb } from "~/lib/db/client.server";
import { demoCookie, get, pageText, postForm, postFormRacing, signUp, userIdOf } from "../helpers";
import { mailTo, recordMail } from "../mailbox";

recordMail();

const SUPPORT = env.SUPPORT_EMAIL || "support@vidwise.app";
const GOAL = "Grow from 2,000 to 10,000 subscribers this year & choose my next series.";

async function requestsOf(email: string) {
  const { results } = await env.DB.prepare("SELECT goal, availability, status FROM coaching_requests WHERE user_id = ?")
    .bind(await userIdOf(email))
    .all();
  return results;
}

describe("/coaching", () => {
  it("is offered from the Account subscription card of Creator+ only", async () => {
    const link = /<a[^>]*href="\/coaching"[^>]*>Book your 1-on-1 strategy coaching<\/a>/;
    const creator = await signUp("coach-link-creator@example.com", undefined, { plan: "creator" });
    expect(await pageText(await get("/account", { cookie: creator }))).toMatch(link);
    const pro = await signUp("coach-link-pro@example.com", undefined, { plan: "pro" });
    expect(await pageText(await get("/account", { cookie: pro }))).not.toMatch(link);
  });

  it("takes a Creator+ request, stores it, mails support and shows it as requested", async () => {
    const email = "coach-creator@example.com";
    const cookie = await signUp(email, undefined, { plan: "creator" });
    const page = await pageText(await get("/coaching", { cookie }));
    expect(page).toContain("Request a session");
    expect(page).toContain("No sessions requested yet.");

    const response = await postForm(
      "/coaching",
      { intent: "request", goal: `  ${GOAL}\r\n`, availability: "Weekdays after 6pm CET" },
      { cookie },
    );
    expect(response.status).toBe(200);
    const text = await pageText(response);
    expect(text).toContain(COACHING_MESSAGES.sent);
    expect(text).toContain("Requested: our team will email you to set a time");
    expect(text).toContain(GOAL);
    expect(await requestsOf(email)).toEqual([
      { goal: GOAL, availability: "Weekdays after 6pm CET", status: "requested" },
    ]);

    const mail = await mailTo(SUPPORT, "coaching");
    expect(mail).toContain(email);
    expect(mail).toContain(GOAL);
    expect(mail).toContain("Weekdays after 6pm CET");
  });

  it("shows the booking's state as support moves it", async () => {
    const email = "coach-state@example.com";
    const cookie = await signUp(email);
    await postForm("/coaching", { intent: "request", goal: GOAL, availability: "Mornings" }, { cookie });
    const when = Date.UTC(2026, 11, 3, 15, 30);
    await env.DB.prepare("UPDATE coaching_requests SET status = 'scheduled', scheduled_for = ? WHERE user_id = ?")
      .bind(when, await userIdOf(email))
      .run();
    const scheduled = await pageText(await get("/coaching", { cookie }));
    expect(scheduled).toContain("Scheduled for Dec 3, 2026, 3:30 PM UTC");
    // While one is in progress the form is gone, and a second post books nothing.
    expect(scheduled).not.toContain("Request a session<");
    const again = await postForm("/coaching", { intent: "request", goal: GOAL, availability: "Mornings" }, { cookie });
    expect(again.status).toBe(409);
    expect(await pageText(again)).toContain(COACHING_MESSAGES.alreadyOpen);
    expect(await requestsOf(email)).toHaveLength(1);

    await env.DB.prepare("UPDATE coaching_requests SET status = 'done' WHERE user_id = ?")
      .bind(await userIdOf(email))
      .run();
    const done = await pageText(await get("/coaching", { cookie }));
    expect(done).toContain("Done");
    expect(done).toContain("Request a session");
  });

  it("books one session when two requests arrive at once (a double press, two tabs)", async () => {
    const email = "coach-race@example.com";
    const cookie = await signUp(email, undefined, { plan: "creator" });
    const send = () =>
      postFormRacing("/coaching", { intent: "request", goal: GOAL, availability: "Mornings" }, { cookie });
    // A first request of the session (modules, the session row) settles first, so the burst
    // below reaches the check at the same time.
    expect((await get("/coaching", { cookie })).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 8 }, send));
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(7).fill(409)]);
    for (const refused of answers.filter((r) => r.status === 409))
      expect(await pageText(refused)).toContain(COACHING_MESSAGES.alreadyOpen);
    expect(await requestsOf(email)).toHaveLength(1);
    // Support was told once.
    const mails = await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE kind = 'coaching' AND text LIKE ?")
      .bind(`%${email}%`)
      .first<{ n: number }>();
    expect(mails!.n).toBe(1);
  });

  it("books one session when the check runs for two requests at once", async () => {
    // The requests above interleave wherever their handlers await; here the two checks interleave
    // for sure: both read "nothing open" before either writes.
    const email = "coach-race-direct@example.com";
    await signUp(email, undefined, { plan: "creator" });
    const user = { id: await userIdOf(email), email, isDemo: false } as SessionUser;
    const deps = { db: getDb(env), env: {}, supportEmail: SUPPORT, user };
    const results = await Promise.allSettled(
      [0, 1].map(() => requestCoaching(deps, { goal: GOAL, availability: "Mornings" })),
    );
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.reason).toMatchObject({ status: 409, message: COACHING_MESSAGES.alreadyOpen });
    expect(await requestsOf(email)).toHaveLength(1);
  });

  it.each([
    ["a blank goal", { goal: "   ", availability: "Mornings" }, COACHING_MESSAGES.goalBlank],
    ["a short goal", { goal: "grow", availability: "Mornings" }, COACHING_MESSAGES.goalTooShort],
    ["a missing availability", { goal: GOAL }, COACHING_MESSAGES.availabilityBlank],
    ["an overlong goal", { goal: "x".repeat(2_001), availability: "Mornings" }, COACHING_MESSAGES.goalTooLong],
  ])("refuses %s with a clear message and keeps what was typed", async (label, fields, message) => {
    const email = `coach-invalid-${label.replaceAll(" ", "-")}@example.com`;
    const cookie = await signUp(email);
    const response = await postForm("/coaching", { intent: "request", ...fields }, { cookie });
    expect(response.status).toBe(400);
    const text = await pageText(response);
    expect(text).toContain(message);
    if ("availability" in fields) expect(text).toContain(fields.availability);
    expect(await requestsOf(email)).toEqual([]);
  });

  it.each(["starter", "pro", null] as const)(
    "tells %s what coaching is and that Creator+ includes it, and books nothing",
    async (plan) => {
      const email = `coach-${plan ?? "free"}@example.com`;
      const cookie = await signUp(email, undefined, { plan });
      const page = await pageText(await get("/coaching", { cookie }));
      expect(page).toContain("1-on-1 Channel Strategy Coaching is part of Creator+");
      expect(page).not.toContain("Request a session");
      const response = await postForm(
        "/coaching",
        { intent: "request", goal: GOAL, availability: "Mornings" },
        { cookie },
      );
      expect(response.status).toBe(402);
      expect(await pageText(response)).toContain(COACHING_MESSAGES.notIncluded);
      expect(await requestsOf(email)).toEqual([]);
    },
  );

  it("does not let the demo book, and links coaching from the app's navigation", async () => {
    const cookie = await demoCookie();
    const page = await pageText(await get("/coaching", { cookie }));
    expect(page).toContain(COACHING_MESSAGES.demo);
    expect(page).toContain('href="/coaching"');
    expect(
      (await postForm("/coaching", { intent: "request", goal: GOAL, availability: "Mornings" }, { cookie })).status,
    ).toBe(403);
  });
});
