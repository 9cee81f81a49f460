import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { AB_TEST_ERROR_TITLE } from "~/features/thumbnail-optimizer/messages";
import { demoCookie, get, pageText, postForm, signUp, storeCount, storeRows, workspaceOf } from "../helpers";
import { seedSampleTemplate } from "../sample";

beforeAll(async () => {
  await seedSampleTemplate();
});

async function createTest(cookie: string, fields: Record<string, string> = {}) {
  return postForm(
    "/thumbnail-optimizer",
    {
      intent: "create-test",
      name: "Face vs product",
      element: "thumbnail",
      metric: "ctr",
      videoId: "",
      variant0: "Face",
      variant1: "Product",
      variant2: "",
      ...fields,
    },
    { cookie },
  );
}

async function testIdOf(email: string) {
  const rows = await storeRows(await workspaceOf(email), "SELECT id FROM ab_tests ORDER BY created_at DESC");
  return String(rows[0]![0]);
}

/** Impressions recorded on a test's variants, in the workspace of `email`'s store. */
const impressionsOf = async (email: string, testId: string) =>
  storeCount(
    await workspaceOf(email),
    "SELECT coalesce(sum(impressions), 0) FROM ab_test_variants WHERE test_id = ?",
    testId,
  );

describe("/thumbnail-optimizer", () => {
  it("asks a user without a channel to connect one, and still offers A/B tests", async () => {
    const cookie = await signUp("page-opt-empty@example.com");
    const text = await pageText(await get("/thumbnail-optimizer", { cookie }));
    expect(text).toContain("Connect your channel to analyze");
    expect(text).toContain("Create Test");
    expect(text).toContain("Keep titles under 60 characters");
  });

  it("analyzes the demo channel: suggestions from effects clear of zero, stats counted", async () => {
    const cookie = await demoCookie();
    const response = await postForm("/thumbnail-optimizer", { intent: "analyze" }, { cookie });
    expect(response.status).toBe(200);
    const text = await pageText(response);
    expect(text).toContain("What works on this channel");
    expect(text).toContain("Studio impressions CTR");
    const suggestions = text.match(/aria-label="Suggestion for /g) ?? [];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(text).toMatch(/Total Optimizations<\/dt><dd[^>]*>\d+</);
    expect(text).toMatch(/\+\d+% CTR \(95% interval [+−]\d+% to [+−]\d+%\)/);
    expect(text).toContain("just now");
    // Analyze again: the list is replaced, the totals grow.
    const again = await pageText(await postForm("/thumbnail-optimizer", { intent: "analyze" }, { cookie }));
    const first = Number(/Total Optimizations<\/dt><dd[^>]*>(\d+)</.exec(text)?.[1]);
    const second = Number(/Total Optimizations<\/dt><dd[^>]*>(\d+)</.exec(again)?.[1]);
    expect(second).toBe(first * 2);
    expect((again.match(/aria-label="Suggestion for /g) ?? []).length).toBe(suggestions.length);
  });

  it("has the run's live region on the page before Analyze is pressed, and the button points at it", async () => {
    const cookie = await demoCookie();
    const html = await pageText(await get("/thumbnail-optimizer", { cookie }));
    // Present and empty in the server's HTML: a screen reader announces the message when it appears.
    expect(html).toMatch(/<p id="optimizer-run-status" role="status" aria-live="polite"><\/p>/);
    const button = /<button[^>]*aria-describedby="optimizer-run-status"[^>]*>([^<]*)<\/button>/.exec(html);
    expect(button?.[1]).toBe("Analyze");
    expect(button?.[0]).toContain('type="submit"');
    expect(button?.[0]).not.toContain("aria-busy");
  });

  it("creates a test, records results and shows the verdict", async () => {
    const email = "page-opt-ab@example.com";
    const cookie = await signUp(email);
    expect((await createTest(cookie)).status).toBe(200);
    const testId = await testIdOf(email);
    const response = await postForm(
      "/thumbnail-optimizer",
      {
        intent: "record-results",
        testId,
        impressions0: "10000",
        clicks0: "400",
        impressions1: "10000",
        clicks1: "520",
      },
      { cookie },
    );
    expect(response.status).toBe(200);
    const text = await pageText(response);
    expect(text).toContain("Winner: Product");
    expect(text).toContain("4.00%");
    expect(text).toContain("5.20%");
  });

  it("says how many more impressions an inconclusive test needs", async () => {
    const email = "page-opt-more@example.com";
    const cookie = await signUp(email);
    await createTest(cookie);
    const testId = await testIdOf(email);
    const text = await pageText(
      await postForm(
        "/thumbnail-optimizer",
        { intent: "record-results", testId, impressions0: "1000", clicks0: "40", impressions1: "1000", clicks1: "48" },
        { cookie },
      ),
    );
    expect(text).toContain("No winner yet");
    expect(text).toMatch(/Keep running: about [\d,]+ more impressions needed/);
  });

  it.each([
    [
      "more clicks than impressions",
      { impressions0: "10", clicks0: "11", impressions1: "10", clicks1: "1" },
      "cannot have more clicks than impressions",
    ],
    [
      "a negative count",
      { impressions0: "-5", clicks0: "0", impressions1: "10", clicks1: "1" },
      "must be a whole number",
    ],
    ["a fraction", { impressions0: "10.5", clicks0: "0", impressions1: "10", clicks1: "1" }, "must be a whole number"],
  ])("refuses %s with 400 and leaves the results untouched", async (_label, fields, message) => {
    const email = `page-opt-bad-${Object.values(fields).join("-")}@example.com`;
    const cookie = await signUp(email);
    await createTest(cookie);
    const testId = await testIdOf(email);
    const response = await postForm(
      "/thumbnail-optimizer",
      { intent: "record-results", testId, ...fields },
      { cookie },
    );
    expect(response.status).toBe(400);
    const text = await pageText(response);
    expect(text).toContain(AB_TEST_ERROR_TITLE);
    expect(text).toContain(message);
    expect(await impressionsOf(email, testId)).toBe(0);
  });

  it("flags a title variant that phones will cut (over 60 characters)", async () => {
    const cookie = await signUp("page-opt-mobile@example.com");
    const long = "I Tried Every Budget Mechanical Keyboard Under $50 and Here Is the Winner"; // 73 characters
    const response = await createTest(cookie, {
      element: "title",
      variant0: long,
      variant1: "Budget Keyboards Under $50, Ranked",
    });
    expect(response.status).toBe(200);
    const text = await pageText(response);
    expect(text).toContain("(73 characters: cut on mobile)");
    expect(text.match(/cut on mobile\)/g)?.length).toBe(1);
  });

  it("refuses a test with one variant or two of the same name", async () => {
    const cookie = await signUp("page-opt-variants@example.com");
    expect((await createTest(cookie, { variant1: "" })).status).toBe(400);
    const same = await createTest(cookie, { variant1: "face" });
    expect(same.status).toBe(400);
    expect(await pageText(same)).toContain("Give each variant a different name.");
  });

  it("keeps another user's tests unreachable", async () => {
    const ownerEmail = "page-opt-owner@example.com";
    const owner = await signUp(ownerEmail);
    await createTest(owner, { name: "Secret test 91c" });
    const testId = await testIdOf(ownerEmail);
    const other = await signUp("page-opt-intruder@example.com");
    expect(await pageText(await get("/thumbnail-optimizer", { cookie: other }))).not.toContain("Secret test 91c");
    for (const intent of ["record-results", "delete-test", "studio-fill"]) {
      const response = await postForm(
        "/thumbnail-optimizer",
        { intent, testId, impressions0: "5", clicks0: "1", impressions1: "5", clicks1: "1" },
        { cookie: other },
      );
      expect(response.status).toBe(404);
    }
    expect(await impressionsOf(ownerEmail, testId)).toBe(0);
    expect(await pageText(await get("/thumbnail-optimizer", { cookie: owner }))).toContain("Secret test 91c");
  });

  it("deletes a test with its variants", async () => {
    const email = "page-opt-delete@example.com";
    const cookie = await signUp(email);
    await createTest(cookie);
    const testId = await testIdOf(email);
    expect((await postForm("/thumbnail-optimizer", { intent: "delete-test", testId }, { cookie })).status).toBe(200);
    expect(
      await storeCount(await workspaceOf(email), "SELECT count(*) FROM ab_test_variants WHERE test_id = ?", testId),
    ).toBe(0);
  });

  it("reads a variant's impressions and clicks from Studio's daily rows for its live dates", async () => {
    const cookie = await demoCookie();
    await get("/thumbnail-optimizer", { cookie });
    // The demo's daily Studio rows are read from the shared base its workspace names.
    const demo = await env.DB.prepare(
      "SELECT coalesce(data_workspace_id, id) AS id FROM workspaces WHERE kind = 'demo' ORDER BY created_at DESC",
    ).first<{ id: string }>();
    const video = await env.DB.prepare(
      "SELECT video_id AS id FROM daily_analytics WHERE workspace_id = ? AND video_id != '' GROUP BY video_id HAVING count(*) >= 4 LIMIT 1",
    )
      .bind(demo!.id)
      .first<{ id: string }>();
    if (!video) throw new Error("the sample has no daily Studio rows per video");
    const videoId = video.id;
    const days = await env.DB.prepare(
      "SELECT date FROM daily_analytics WHERE workspace_id = ? AND video_id = ? ORDER BY date LIMIT 4",
    )
      .bind(demo!.id, videoId)
      .all<{ date: string }>();
    await createTest(cookie, { videoId });
    const testId = /name="testId" value="([0-9a-f-]{36})"/.exec(
      await pageText(await get("/thumbnail-optimizer", { cookie })),
    )?.[1];
    const [d0, d1, d2, d3] = days.results.map((d) => d.date);
    const response = await postForm(
      "/thumbnail-optimizer",
      { intent: "studio-fill", testId: testId!, liveFrom0: d0!, liveTo0: d1!, liveFrom1: d2!, liveTo1: d3! },
      { cookie },
    );
    expect(response.status).toBe(200);
    const own = (await env.DB.prepare("SELECT id FROM workspaces WHERE kind = 'demo' ORDER BY created_at DESC").first<{
      id: string;
    }>())!.id;
    const rows = await storeRows(
      own,
      "SELECT impressions, clicks FROM ab_test_variants WHERE test_id = ? ORDER BY position",
      testId!,
    );
    expect(rows.length).toBe(2);
    for (const [impressions, clicks] of rows) {
      expect(Number(impressions)).toBeGreaterThan(0);
      expect(Number(clicks)).toBeLessThanOrEqual(Number(impressions));
    }
  });
});
