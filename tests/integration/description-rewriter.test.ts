import { beforeAll, describe, expect, it } from "vitest";
import {
  MISSING_INPUT_ERROR,
  REWRITE_ERROR_TITLE,
  VIDEO_NOT_FOUND_ERROR,
} from "~/features/description-rewriter/messages";
import {
  demoCookie,
  get,
  ownChannelWithUploads,
  pageText,
  postForm,
  signUp,
  storeCount,
  workspaceOf,
} from "../helpers";
import { seedSampleTemplate } from "../sample";

beforeAll(async () => {
  await seedSampleTemplate();
});

describe("/description-rewriter", () => {
  it("shows the spec's page to a new user, with an audit prompt to connect a channel", async () => {
    const cookie = await signUp("page-desc-empty@example.com");
    const text = await pageText(await get("/description-rewriter", { cookie }));
    expect(text).toContain("Smart Description Rewriter");
    for (const step of ["Keyword research", "AI optimization", "SEO enhancement"]) expect(text).toContain(step);
    expect(text).toContain("No rewrites yet");
    expect(text).toContain("first 125 characters");
    expect(text).toContain("Connect your YouTube channel and every description is scored");
  });

  it("answers a JavaScript-off post with the rewrite first, stats and cleared inputs", async () => {
    const cookie = await signUp("page-desc-post@example.com");
    const response = await postForm(
      "/description-rewriter",
      {
        intent: "rewrite",
        title: " Quiet home server build ",
        description: "I built a quiet server.\nParts: https://example.com/parts",
        keywords: "",
      },
      { cookie },
    );
    expect(response.status).toBe(200);
    const text = await pageText(response);
    expect(text).toContain("Quiet home server build");
    expect(text).toContain("https://example.com/parts");
    expect(text).toMatch(/\+\d+ SEO points/);
    expect(text).toMatch(/Total Rewrites<\/dt><dd[^>]*>1</);
    expect(text).toContain("just now");
    expect(text).toMatch(/name="title"[^>]*value=""|value=""[^>]*name="title"/);
  });

  it("weighs keywords by the account's own Content Analyzer searches, never naming another account's", async () => {
    const searcher = await signUp("desc-demand-searcher@example.com");
    const other = await signUp("desc-demand-other@example.com");
    expect((await postForm("/youtube-tool", { query: "laptop" }, { cookie: searcher })).status).toBe(200);
    const rewrite = (cookie: string) =>
      postForm(
        "/description-rewriter",
        { intent: "rewrite", title: "Best laptop for students", description: "My laptop review." },
        { cookie },
      ).then(pageText);
    expect(await rewrite(searcher)).toContain("search demand from 1 Content Analyzer search (“laptop”)");
    const text = await rewrite(other);
    expect(text).not.toContain("(“laptop”)");
    expect(text).toContain("no Content Analyzer search on this topic yet");
  });

  it("says whether the channel's history weighed the keywords: none connected, or too few uploads yet", async () => {
    const rewrite = (cookie: string) =>
      postForm(
        "/description-rewriter",
        { intent: "rewrite", title: "Restoring an old desk lamp", description: "A lamp restoration." },
        { cookie },
      ).then(pageText);
    const unconnected = await signUp("desc-history-none@example.com");
    expect(await rewrite(unconnected)).toContain("no channel history (connect your channel");
    const email = "desc-history-few@example.com";
    const cookie = await signUp(email);
    const ws = await workspaceOf(email);
    await ownChannelWithUploads(ws, { id: "UCdeschistoryfew000000000", title: "Lamp Fixes" }, [
      { id: "lampVideo1", title: "Lamp fix 1", daysAgo: 30 },
      { id: "lampVideo2", title: "Lamp fix 2", daysAgo: 60 },
    ]);
    const text = await rewrite(cookie);
    expect(text).toContain("not your channel's history yet");
    expect(text).toMatch(/from 4 long-form uploads a week old; it has \d\)/);
    expect(text).not.toContain("connect your channel");
  });

  it.each([
    ["a blank title", { title: "  ", description: "Text" }],
    ["a blank description", { title: "Title", description: "   " }],
  ])("refuses %s with the spec's message and keeps what was typed", async (_label, fields) => {
    const cookie = await signUp(`page-desc-blank-${fields.title.length}@example.com`);
    const response = await postForm("/description-rewriter", { intent: "rewrite", ...fields }, { cookie });
    expect(response.status).toBe(400);
    const text = await pageText(response);
    expect(text).toContain(REWRITE_ERROR_TITLE);
    expect(text).toContain(MISSING_INPUT_ERROR);
  });

  it("keeps the newest 5 and counts every rewrite", async () => {
    const email = "page-desc-five@example.com";
    const cookie = await signUp(email);
    for (let i = 1; i <= 6; i++) {
      const response = await postForm(
        "/description-rewriter",
        { intent: "rewrite", title: `Rewrite number ${i}`, description: `Description ${i}.` },
        { cookie },
      );
      expect(response.status).toBe(200);
    }
    const text = await pageText(await get("/description-rewriter", { cookie }));
    expect(text).not.toContain("Rewrite number 1<");
    const order = [6, 5, 4, 3, 2].map((i) => text.indexOf(`Rewrite number ${i}<`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toMatch(/Total Rewrites<\/dt><dd[^>]*>6</);
    const ws = await workspaceOf(email);
    expect(await storeCount(ws, "SELECT count(*) FROM description_rewrites WHERE workspace_id = ?", ws)).toBe(5);
  });

  it("audits the demo channel's descriptions worst first and rewrites one in a click", async () => {
    const cookie = await demoCookie();
    const page = await pageText(await get("/description-rewriter", { cookie }));
    expect(page).toMatch(/\d+ long-form descriptions scored against the checklist/);
    const videoId = /name="videoId" value="([A-Za-z0-9_-]{11})"/.exec(page)?.[1];
    expect(videoId).toBeDefined();
    const response = await postForm(
      "/description-rewriter",
      { intent: "rewrite-video", videoId: videoId! },
      { cookie },
    );
    expect(response.status).toBe(200);
    expect(await pageText(response)).toMatch(/Total Rewrites<\/dt><dd[^>]*>1</);
  });

  it("refuses a one-click rewrite of a video that is not the user's", async () => {
    const cookie = await signUp("page-desc-other-video@example.com");
    const response = await postForm(
      "/description-rewriter",
      { intent: "rewrite-video", videoId: "dQw4w9WgXcQ" },
      { cookie },
    );
    expect(response.status).toBe(404);
    expect(await pageText(response)).toContain(VIDEO_NOT_FOUND_ERROR);
  });
});
