// Seasonal Topic Surge Alerts through the Worker against D1: the weekly digest (who, what, when),
// its unsubscribe link without signing in, and the Account Settings switch.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { sendSurgeDigests } from "~/features/surge-alerts/surge-alerts.server";
import { getDb } from "~/lib/db/client.server";
import { REDACTED } from "~/lib/email/email.server";
import {
  CROSS_SITE_HEADERS,
  ORIGIN,
  demoCookie,
  get,
  pageText,
  postForm,
  signUp,
  signUpUnverified,
  workspaceOf,
} from "../helpers";
import { mailTo, recordMail } from "../mailbox";

recordMail();

const DAY_MS = 86_400_000;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const NOW = Date.now();
const mailEnv = { ...env, APP_URL: ORIGIN } as Env;

function run(at = NOW) {
  return sendSurgeDigests(mailEnv, getDb(env), new Date(at));
}

function insertPoints(keyword: string, points: { at: number; value: number }[]) {
  const insert = env.DB.prepare(
    "INSERT INTO trend_points (keyword, at, views_per_day, uploads_per_week, videos_sampled) VALUES (?, ?, ?, 5, 50)",
  );
  return env.DB.batch(points.map((p) => insert.bind(keyword, p.at, p.value)));
}

/** Two weeks of daily readings up to an hour ago: last week at `before`, this week at `after` views a day. */
function seedWeeks(keyword: string, before: number, after: number) {
  return insertPoints(
    keyword,
    Array.from({ length: 14 }, (_, i) => ({ at: NOW - 3_600_000 - (13 - i) * DAY_MS, value: i < 7 ? before : after })),
  );
}

/** 400 days of flat readings, doubled in the calendar month after this one: its seasonal peak. */
async function seedPeakNextMonth(keyword: string) {
  const peak = (new Date(NOW).getUTCMonth() + 1) % 12;
  const points = Array.from({ length: 400 }, (_, i) => {
    const at = NOW - 3_600_000 - i * DAY_MS;
    return { at, value: new Date(at).getUTCMonth() === peak ? 200 : 100 };
  });
  for (let i = 0; i < points.length; i += 90) await insertPoints(keyword, points.slice(i, i + 90));
  return MONTHS[peak]!;
}

async function setTopic(cookie: string, topic: string) {
  const response = await postForm("/account", { intent: "settings", primaryTopic: topic }, { cookie });
  expect(response.status).toBe(200);
}

async function sentTo(email: string): Promise<{ subject: string; text: string }[]> {
  const rows = await env.DB.prepare(
    "SELECT subject, text FROM email_outbox WHERE \"to\" = ? AND kind = 'surge-alert' ORDER BY created_at",
  )
    .bind(email)
    .all<{ subject: string; text: string }>();
  return rows.results;
}

/** The newest alert as mailed (from the log, whole) and its unsubscribe token. */
async function mailedAlert(email: string) {
  const text = await mailTo(email, "surge-alert");
  const link = text?.match(/http:\/\/vidwise\.test\/unsubscribe\?token=([A-Za-z0-9_-]+)/);
  return { text: text ?? "", path: link ? link[0].slice(ORIGIN.length) : "", token: link?.[1] ?? "" };
}

const unsubscribedAt = async (email: string) =>
  (
    await env.DB.prepare(
      "SELECT s.unsubscribed_at AS at FROM surge_alerts s JOIN users u ON u.id = s.user_id WHERE u.email = ?",
    )
      .bind(email)
      .first<{ at: number | null }>()
  )?.at ?? null;

describe("the weekly digest", () => {
  it("mails a spiking followed keyword once, with its numbers and a working unsubscribe link", async () => {
    await seedWeeks("budget laptops", 100, 250);
    const cookie = await signUp("spike@example.com");
    await setTopic(cookie, "Budget  Laptops");

    const result = await run();
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const mails = await sentTo("spike@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Surge alert: budget laptops is spiking");

    const { text, path, token } = await mailedAlert("spike@example.com");
    expect(text).toContain("Interest +150.0% week over week");
    expect(text).toContain("Measured from 14 readings");
    expect(text).toContain(`${ORIGIN}/content-ideas`);
    expect(token).toHaveLength(43);

    // The stored copy has no live link; the token's SHA-256 is what the table keeps.
    expect(mails[0]!.text).toContain(REDACTED);
    expect(mails[0]!.text).not.toContain(token);
    expect(mails[0]!.text).toContain("Interest +150.0% week over week");
    const stored = await env.DB.prepare("SELECT unsubscribe_token_hash AS h FROM surge_alerts").all<{ h: string }>();
    expect(stored.results.map((r) => r.h)).not.toContain(token);

    // Opening the link (no cookie) shows a form and changes nothing: mail scanners open links.
    const page = await get(path);
    expect(page.status).toBe(200);
    const html = await pageText(page);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Unsubscribe<\/button>/);
    expect(html).not.toContain("spike@example.com");
    expect(await unsubscribedAt("spike@example.com")).toBeNull();

    // The button posts the token, without signing in.
    const done = await postForm("/unsubscribe", { token });
    expect(done.status).toBe(200);
    expect(await pageText(done)).toContain("You are unsubscribed from Seasonal Topic Surge Alerts.");
    expect(await unsubscribedAt("spike@example.com")).not.toBeNull();
    // Pressing it again is harmless.
    expect((await postForm("/unsubscribe", { token })).status).toBe(200);

    // Unsubscribed: nothing more, whatever surges.
    await seedWeeks("budget laptops spring", 100, 400);
    await env.DB.prepare("INSERT INTO trend_keywords (workspace_id, keyword) VALUES (?, ?)")
      .bind(await workspaceOf("spike@example.com"), "budget laptops spring")
      .run();
    await run(NOW + 8 * DAY_MS);
    expect(await sentTo("spike@example.com")).toHaveLength(1);
  });

  it("sends nothing within 7 days, and an unchanged surge is not sent again the next week", async () => {
    await seedWeeks("home workouts", 100, 180);
    await seedWeeks("kettlebells", 100, 100);
    const cookie = await signUp("weekly@example.com");
    await setTopic(cookie, "home workouts");
    await env.DB.prepare("INSERT INTO trend_keywords (workspace_id, keyword) VALUES (?, ?)")
      .bind(await workspaceOf("weekly@example.com"), "kettlebells")
      .run();

    await run();
    expect(await sentTo("weekly@example.com")).toHaveLength(1);
    const firstLink = (await mailedAlert("weekly@example.com")).token;

    // A tracked keyword starts spiking a day later: still within the week, so it waits.
    await env.DB.prepare("DELETE FROM trend_points WHERE keyword = 'kettlebells'").run();
    await seedWeeks("kettlebells", 100, 300);
    await run(NOW + DAY_MS);
    await run(NOW + 6 * DAY_MS);
    expect(await sentTo("weekly@example.com")).toHaveLength(1);

    // A week on: only the new surge is mailed; home workouts, still spiking, is not repeated.
    await run(NOW + 7 * DAY_MS);
    const mails = await sentTo("weekly@example.com");
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe("Surge alert: kettlebells is spiking");
    expect(mails[1]!.text).not.toContain("home workouts:");

    // The next week both still spike and nothing is new: no email at all.
    await run(NOW + 14 * DAY_MS);
    expect(await sentTo("weekly@example.com")).toHaveLength(2);

    // Each alert carries a new link; the old one is refused without saying why it belonged to whom.
    const old = await get(`/unsubscribe?token=${firstLink}`);
    expect(old.status).toBe(404);
    expect(await pageText(old)).toContain("This unsubscribe link is not valid.");
    const { token } = await mailedAlert("weekly@example.com");
    expect(token).not.toBe(firstLink);
    expect((await postForm("/unsubscribe", { token })).status).toBe(200);
  });

  it("mails a keyword whose seasonal peak month is next month, with the month", async () => {
    const month = await seedPeakNextMonth("gift guides");
    const cookie = await signUp("peak@example.com");
    await setTopic(cookie, "gift guides");
    await run();
    const mails = await sentTo("peak@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Surge alert: gift guides peaks in ${month}`);
    expect(mails[0]!.text).toContain(`Seasonal peak month: ${month}.`);
    expect(mails[0]!.text).toContain("Week over week now: 0.0%.");
  });

  it("mails nobody when nothing surges, and never demo or unconfirmed accounts", async () => {
    await seedWeeks("steady topic", 100, 110);
    await seedWeeks("demo spike", 100, 400);
    const calm = await signUp("calm@example.com");
    await setTopic(calm, "steady topic");

    const unconfirmed = await signUpUnverified("unconfirmed@example.com");
    await setTopic(unconfirmed, "demo spike");

    const demo = await demoCookie();
    await setTopic(demo, "demo spike");
    // Even with a confirmed address on record, a demo account gets no mail.
    await env.DB.prepare("UPDATE users SET email_verified_at = ? WHERE is_demo = 1").bind(NOW).run();
    const demoEmail = (await env.DB.prepare("SELECT email FROM users WHERE is_demo = 1").first<{ email: string }>())!
      .email;

    await run();
    for (const email of ["calm@example.com", "unconfirmed@example.com", demoEmail])
      expect(await sentTo(email), email).toHaveLength(0);
  });

  it("sends nothing without APP_URL, and says why in the log", async () => {
    await seedWeeks("no address", 100, 400);
    const cookie = await signUp("no-url@example.com");
    await setTopic(cookie, "no address");
    const log = vi.spyOn(console, "log");
    // wrangler.toml sets APP_URL for production: a deployment without it is simulated here.
    const result = await sendSurgeDigests({ ...env, APP_URL: undefined } as Env, getDb(env), new Date(NOW));
    expect(result).toEqual({ considered: 0, sent: 0, skipped: 0 });
    expect(log.mock.calls.flat().join(" ")).toContain("APP_URL is not set");
    log.mockRestore();
    expect(await sentTo("no-url@example.com")).toHaveLength(0);
  });
});

describe("the unsubscribe page", () => {
  const unknown = "A".repeat(43);

  it("refuses a broken or unknown link with a clear message, and changes nothing", async () => {
    for (const path of [
      "/unsubscribe",
      "/unsubscribe?token=short",
      `/unsubscribe?token=${"x".repeat(500)}`,
      "/unsubscribe?token=%3Cscript%3E",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      const html = await pageText(response);
      expect(html, path).toContain("This unsubscribe link is incomplete.");
      expect(html, path).not.toContain(">Unsubscribe</button>");
    }
    const response = await get(`/unsubscribe?token=${unknown}`);
    expect(response.status).toBe(404);
    expect(await pageText(response)).toContain("This unsubscribe link is not valid.");
    expect((await postForm("/unsubscribe", { token: unknown })).status).toBe(404);
    expect((await postForm("/unsubscribe", { token: "bad" })).status).toBe(400);
    expect((await postForm("/unsubscribe", {})).status).toBe(400);
  });

  it("accepts a mail provider's one-click POST (RFC 8058) with the token in the URL", async () => {
    await seedWeeks("one click", 100, 400);
    const cookie = await signUp("oneclick@example.com");
    await setTopic(cookie, "one click");
    await run();
    const { path } = await mailedAlert("oneclick@example.com");
    // A mail provider posts from its servers: no Origin, no cookie.
    const response = await SELF.fetch(`${ORIGIN}${path}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(200);
    expect(await unsubscribedAt("oneclick@example.com")).not.toBeNull();
  });

  it("refuses a forged cross-site form post (the same-origin rule of every write)", async () => {
    await seedWeeks("forged", 100, 400);
    const cookie = await signUp("forged@example.com");
    await setTopic(cookie, "forged");
    await run();
    const { token } = await mailedAlert("forged@example.com");
    expect((await postForm("/unsubscribe", { token }, { headers: CROSS_SITE_HEADERS })).status).toBe(403);
    expect(await unsubscribedAt("forged@example.com")).toBeNull();
  });
});

describe("the Email alerts card in Account Settings", () => {
  it("shows the state and turns alerts off and on without JavaScript", async () => {
    await seedWeeks("toggle topic", 100, 400);
    const cookie = await signUp("toggle@example.com");
    await setTopic(cookie, "toggle topic");
    let page = await pageText(await get("/account", { cookie }));
    expect(page).toContain("Email alerts");
    expect(page).toMatch(/data-testid="surge-alerts-status">On</);
    expect(page).toContain("None sent yet");
    // Every other part of the page is still there.
    for (const part of ["Profile", "Content Intelligence Settings", "Security", "Active sessions", "Delete account"])
      expect(page).toContain(part);

    const off = await postForm("/account", { intent: "surge-alerts", enabled: "off" }, { cookie });
    expect(off.status).toBe(200);
    page = await pageText(off);
    expect(page).toContain("Seasonal Topic Surge Alerts are off.");
    expect(page).toMatch(/data-testid="surge-alerts-status">Off</);
    await run();
    expect(await sentTo("toggle@example.com")).toHaveLength(0);

    const on = await postForm("/account", { intent: "surge-alerts", enabled: "on" }, { cookie });
    expect(on.status).toBe(200);
    expect(await pageText(on)).toContain("Seasonal Topic Surge Alerts are on.");
    await run();
    expect(await sentTo("toggle@example.com")).toHaveLength(1);
    page = await pageText(await get("/account", { cookie }));
    // The date in words, as every page writes dates (the account's zone is UTC until chosen).
    expect(page).toContain(
      `Last alert email</dt><dd class="font-medium">${new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(NOW)}`,
    );
  });

  it("refuses a bad choice, a demo account and a visitor", async () => {
    const cookie = await signUp("choice@example.com");
    const bad = await postForm("/account", { intent: "surge-alerts", enabled: "maybe" }, { cookie });
    expect(bad.status).toBe(400);
    expect(await pageText(bad)).toContain("Choose on or off.");
    expect((await postForm("/account", { intent: "surge-alerts" }, { cookie })).status).toBe(400);

    const demo = await demoCookie();
    const refused = await postForm("/account", { intent: "surge-alerts", enabled: "off" }, { cookie: demo });
    expect(refused.status).toBe(403);
    expect(await pageText(refused)).toContain("Demo accounts get no email.");

    const visitor = await postForm("/account", { intent: "surge-alerts", enabled: "off" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/login/);
  });
});
