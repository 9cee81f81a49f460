import { describe, expect, it } from "vitest";
import { SERIES_MESSAGES } from "~/features/series-planner/messages";
import { get, postForm, signUpUnverified, storeCount, workspaceOf } from "../../helpers";

async function seriesId(cookie: string, title: string) {
  const response = await postForm("/series-planner", { intent: "add-series", title }, { cookie });
  expect(response.status).toBe(302);
  return decodeURIComponent(/open=([^&#]+)/.exec(response.headers.get("location") ?? "")![1]!);
}

describe("GET /api/series, security", () => {
  it("needs a session", async () => {
    const response = await get("/api/series");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: SERIES_MESSAGES.signedOut });
  });

  it("refuses a forged session cookie", async () => {
    const response = await get("/api/series", { cookie: "vidwise_session=forged-token" });
    expect(response.status).toBe(401);
  });

  it("never returns another workspace's series", async () => {
    const owner = await signUpUnverified("series-api-owner@example.com");
    const other = await signUpUnverified("series-api-other@example.com");
    const id = await seriesId(owner, "Owner's secret series 51ab");
    await postForm(
      "/series-planner",
      { intent: "add-planned", seriesId: id, title: "Secret planned episode" },
      { cookie: owner },
    );
    const mine = (await (await get("/api/series", { cookie: owner })).json()) as { series: { id: string }[] };
    expect(mine.series.map((s) => s.id)).toEqual([id]);
    const theirs = await get("/api/series", { cookie: other });
    const text = await theirs.text();
    expect(theirs.status).toBe(200);
    expect(text).not.toContain("51ab");
    expect(text).not.toContain(id);
    expect(JSON.parse(text)).toMatchObject({ series: [], stats: { totalSeries: 0 } });
  });

  it("returns titles as data, never as markup", async () => {
    const cookie = await signUpUnverified("series-api-xss@example.com");
    await seriesId(cookie, "<script>alert(1)</script>");
    const response = await get("/api/series", { cookie });
    expect(response.headers.get("content-type")).toContain("application/json");
    const answer = (await response.json()) as { series: { title: string }[] };
    expect(answer.series[0]!.title).toBe("<script>alert(1)</script>");
    const html = await (await get("/series-planner", { cookie })).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    const workspace = await workspaceOf("series-api-xss@example.com");
    expect(await storeCount(workspace, "SELECT count(*) FROM series WHERE title = '<script>alert(1)</script>'")).toBe(
      1,
    );
  });
});
