// Times and dates through the Worker: shown in the zone the creator chose and the locale the
// browser asks for, never as raw ISO dates.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { demoCookie, get, pageText, postForm, signUp, userIdOf } from "../helpers";
import { seedSampleTemplate } from "../sample";

beforeAll(async () => {
  await seedSampleTemplate();
});

/** The words inside <main>, as the acceptance check reads them: no scripts, styles or tags. */
function mainText(html: string): string {
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? html;
  return main
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

// ICU writes a narrow no-break space before "AM"/"PM": compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, " ");

async function chooseTimeZone(cookie: string, timeZone: string) {
  const response = await postForm("/dashboard", { intent: "time-zone", timeZone }, { cookie });
  expect(response.status).toBe(200);
}

async function scheduleCoaching(email: string, cookie: string, when: number) {
  await postForm(
    "/coaching",
    { intent: "request", goal: "Plan my next series.", availability: "Evenings" },
    { cookie },
  );
  await env.DB.prepare("UPDATE coaching_requests SET status = 'scheduled', scheduled_for = ? WHERE user_id = ?")
    .bind(when, await userIdOf(email))
    .run();
}

describe("times in the viewer's zone", () => {
  // 15:30 UTC on 3 December is 00:30 on 4 December in Tokyo.
  const WHEN = Date.UTC(2026, 11, 3, 15, 30);

  it("shows a coaching session in UTC until a zone is chosen, then in Asia/Tokyo, a day later", async () => {
    const email = "dates-coaching-tokyo@example.com";
    const cookie = await signUp(email, undefined, { plan: "creator" });
    await scheduleCoaching(email, cookie, WHEN);
    expect(plain(await pageText(await get("/coaching", { cookie })))).toContain(
      "Scheduled for Dec 3, 2026, 3:30 PM UTC",
    );

    await chooseTimeZone(cookie, "Asia/Tokyo");
    const page = plain(await pageText(await get("/coaching", { cookie })));
    expect(page).toContain("Scheduled for Dec 4, 2026, 12:30 AM Asia/Tokyo");
    expect(page).not.toContain("3:30 PM UTC");
  });

  it("writes the same time in the browser's language (Accept-Language: de-DE)", async () => {
    const email = "dates-coaching-german@example.com";
    const cookie = await signUp(email, undefined, { plan: "creator" });
    await scheduleCoaching(email, cookie, WHEN);
    await chooseTimeZone(cookie, "Asia/Tokyo");
    const page = plain(
      await pageText(await get("/coaching", { cookie, headers: { "accept-language": "de-DE,de;q=0.9,en;q=0.5" } })),
    );
    expect(page).toContain("Scheduled for 04.12.2026, 00:30 Asia/Tokyo");
  });

  it("falls back to en-US for a language the runtime cannot format, and to UTC for visitors", async () => {
    const email = "dates-coaching-fallback@example.com";
    const cookie = await signUp(email, undefined, { plan: "creator" });
    await scheduleCoaching(email, cookie, WHEN);
    const page = plain(
      await pageText(await get("/coaching", { cookie, headers: { "accept-language": "zz-ZZ, *;q=0.1" } })),
    );
    expect(page).toContain("Scheduled for Dec 3, 2026, 3:30 PM UTC");
    const root = await (await get("/pricing")).text();
    // The root loader's data, as the browser receives it: the visitor's zone is UTC.
    expect(root).toContain('\\"timeZone\\",\\"UTC\\"');
  });
});

describe("a fresh demo shows dates in words, in the viewer's zone", () => {
  const PAGES = ["/dashboard", "/series-planner", "/content-ideas", "/competitor-monitor", "/video-forecast"];

  it.each(PAGES)("%s has no raw ISO date inside <main> for a viewer in Asia/Tokyo", async (path) => {
    const cookie = await demoCookie();
    await chooseTimeZone(cookie, "Asia/Tokyo");
    const response = await get(path, { cookie });
    expect(response.status).toBe(200);
    const text = mainText(await response.text());
    expect(text.length).toBeGreaterThan(200);
    expect(text.match(/\b20\d\d-\d\d-\d\d\b/g) ?? []).toEqual([]);
  });

  it("writes the dashboard's KPI window as a date in words", async () => {
    const cookie = await demoCookie();
    const text = plain(mainText(await (await get("/dashboard", { cookie })).text()));
    expect(text).toMatch(/28 days to [A-Z][a-z]{2} \d{1,2}, 20\d\d/);
  });
});
