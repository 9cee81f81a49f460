// The client report through the Worker against D1: the print page and its CSV carry the
// same figures of the sample channel for the period asked; the agency's branding shows on Pro and
// not on Free; a viewer reads the report but cannot change the branding; a stranger gets a 404 for
// another workspace's report.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { copyWholeSample } from "~/features/channel-data/demo-copy.server";
import { scoreAllNow } from "~/features/comment-sentiment/index.server";
import { getDb } from "~/lib/db/client.server";
import { wholeNumber } from "~/lib/format";
import {
  get,
  joinWorkspace,
  ownUploadWithin,
  pageText,
  postForm,
  signUp,
  storeCount,
  storeRows,
  workspaceOf,
} from "../helpers";
import { parseCsv } from "~/lib/csv";
import { seedSampleTemplate } from "../sample";

const PRO = "report-pro@example.com";
const FREE = "report-free@example.com";
const VIEWER = "report-viewer@example.com";
const MANAGER = "report-manager@example.com";
const STRANGER = "report-stranger@example.com";
const DAY_MS = 86_400_000;
const LOGO = "https://agency.example/logo.png";

let pro = "";
let free = "";
let viewer = "";
let manager = "";
let stranger = "";
let proWorkspace = "";

async function giveSample(email: string) {
  const workspace = await workspaceOf(email);
  await copyWholeSample(getDb(env), workspace);
  return workspace;
}

/** Today's UTC midnight: the report's period is the whole UTC days before it. */
const todayStart = () => Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);

/** The own channel's uploads of the `days` whole UTC days before today, straight from the workspace's store. */
async function expected(teamChannelId: string, days: number) {
  const rows = (
    await storeRows(
      teamChannelId,
      `SELECT v.title, v.view_count AS views FROM videos v
       JOIN channels c ON c.workspace_id = v.workspace_id AND c.id = v.channel_id AND c.role = 'own'
       WHERE v.workspace_id = ? AND v.published_at >= ? AND v.published_at < ? ORDER BY v.view_count DESC`,
      teamChannelId,
      todayStart() - days * DAY_MS,
      todayStart(),
    )
  ).map(([title, views]) => ({ title: String(title), views: Number(views) }));
  return { count: rows.length, views: rows.reduce((a, r) => a + r.views, 0), top: rows[0] };
}

/** A data-testid's text on the page. */
function tile(html: string, id: string): string {
  return new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? "";
}

/** The CSV as rows of cells, read by the app's own CSV reader (the Studio import's, RFC 4180). */
async function csvRows(response: Response) {
  return parseCsv((await response.text()).replace(/^\uFEFF/, "").trim());
}

const valueOf = (rows: string[][], metric: string) => rows.find((r) => r[3] === metric)?.[4];

const brand = (fields: Record<string, string>) => ({ intent: "report-branding", ...fields });

beforeAll(async () => {
  await seedSampleTemplate();
  pro = await signUp(PRO, undefined, { plan: "pro" });
  free = await signUp(FREE, undefined, { plan: null });
  viewer = await signUp(VIEWER, undefined, { plan: null });
  manager = await signUp(MANAGER, undefined, { plan: null });
  stranger = await signUp(STRANGER);
  proWorkspace = await giveSample(PRO);
  await ownUploadWithin(proWorkspace, 7);
  await giveSample(FREE);
  // The Pro workspace's comments analysed, as Comment Sentiment's Analyze would.
  await scoreAllNow(getDb(env), proWorkspace);
  await joinWorkspace(VIEWER, proWorkspace, "viewer");
  await joinWorkspace(MANAGER, proWorkspace, "manager");
}, 120_000);

describe("the client report page", () => {
  it("shows the period's figures of the sample channel, each with its source, made for print", async () => {
    for (const days of [7, 28, 90]) {
      const response = await get(`/reports/client?period=${days}`, { cookie: pro });
      expect(response.status).toBe(200);
      const html = await pageText(response);
      const want = await expected(proWorkspace, days);
      expect(want.count).toBeGreaterThan(0);
      expect(tile(html, "report-uploads")).toBe(wholeNumber(want.count));
      expect(tile(html, "report-upload-views")).toBe(wholeNumber(want.views));
      expect(html).toContain(`Last ${days} days`);
      expect(html).toContain(want.top!.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
      expect(html).toContain("Source: YouTube Data API");
      // Subscribers gained come from the sample's Studio rows, when the period has any.
      expect(tile(html, "report-subscribers-gained")).not.toBe("");
    }
    const html = await pageText(await get("/reports/client?period=90", { cookie: pro }));
    // Outside the app's shell: no sidebar; the controls are marked not to print.
    expect(html).not.toContain('aria-label="Tools"');
    expect(html).toContain("report-no-print");
    expect(html).toContain("report-section");
  });

  it("refuses a period it does not offer, and sends a signed-out visitor to sign in", async () => {
    expect((await get("/reports/client?period=5", { cookie: pro })).status).toBe(400);
    const signedOut = await get("/reports/client?period=7");
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toContain("/login");
  });

  it("has a CSV of the same figures", async () => {
    const page = await pageText(await get("/reports/client?period=28", { cookie: pro }));
    const response = await get("/reports/client.csv?period=28", { cookie: pro });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const rows = await csvRows(response);
    expect(rows[0]).toEqual(["report_by", "period_days", "section", "metric", "value", "source"]);
    const want = await expected(proWorkspace, 28);
    expect(valueOf(rows, "uploads_published")).toBe(String(want.count));
    expect(valueOf(rows, "views_of_uploads")).toBe(String(want.views));
    expect(wholeNumber(Number(valueOf(rows, "uploads_published")))).toBe(tile(page, "report-uploads"));
    expect(wholeNumber(Number(valueOf(rows, "views_of_uploads")))).toBe(tile(page, "report-upload-views"));
    expect(wholeNumber(Number(valueOf(rows, "subscribers_gained")))).toBe(tile(page, "report-subscribers-gained"));
    expect(wholeNumber(Number(valueOf(rows, "channel_views")))).toBe(tile(page, "report-channel-views"));
    expect(rows.find((r) => r[3] === "uploads_published")?.[5]).toContain("YouTube Data API");
  });
});

describe("the sentiment summary", () => {
  it("reports the analysed comments of the period, on the page and in the CSV", async () => {
    // Comment Sentiment's nearest period to 28 days is its 30.
    // The workspace's comments and their scores are in its own store.
    const analysed = await storeCount(
      proWorkspace,
      `SELECT count(*) FROM comments c
       JOIN comment_scores s ON s.workspace_id = c.workspace_id AND s.comment_id = c.id
       JOIN videos v ON v.workspace_id = ? AND v.id = c.video_id
       JOIN channels ch ON ch.workspace_id = v.workspace_id AND ch.id = v.channel_id AND ch.role = 'own'
       WHERE c.workspace_id = ? AND c.published_at >= ? AND c.published_at <= ?
         AND coalesce(c.author_channel_id, '') <> v.channel_id`,
      proWorkspace,
      proWorkspace,
      todayStart() - 30 * DAY_MS,
      todayStart(),
    );
    expect(analysed).toBeGreaterThan(0);
    const html = await pageText(await get("/reports/client?period=28", { cookie: pro }));
    const sentiment = /data-testid="report-sentiment"[^>]*>([^<]*)</.exec(html)?.[1] ?? "";
    expect(sentiment.startsWith(`${wholeNumber(analysed)} comments analysed; average sentiment `)).toBe(true);
    expect(sentiment).toMatch(/ \d+(\.\d)?\/10 \(\d+% positive, \d+% neutral, \d+% negative\)/);
    // Pro includes Audience Demand Insights: what viewers asked for is listed.
    expect(html).toContain("Asked for: ");
    expect(html).toContain("Source: Comment Sentiment: the channel's analysed comments of the last 30 days");
    const rows = await csvRows(await get("/reports/client.csv?period=28", { cookie: pro }));
    expect(valueOf(rows, "comments_analyzed")).toBe(String(analysed));
  });
});

describe("white-label branding", () => {
  it("puts the agency's name and logo on a Pro workspace's report and CSV", async () => {
    const saved = await postForm("/account", brand({ agencyName: "Northwind Agency", logoUrl: LOGO }), { cookie: pro });
    expect(saved.status).toBe(200);
    expect(await pageText(saved)).toContain("Report branding saved");

    const response = await get("/reports/client?period=28", { cookie: pro });
    const html = await pageText(response);
    expect(tile(html, "report-brand")).toBe("Northwind Agency");
    expect(html).toContain(`src="${LOGO}"`);
    expect(html).toContain("Prepared by Northwind Agency.");
    // The page's policy lets that one logo origin load, and the header naming it is not sent.
    expect(response.headers.get("content-security-policy") ?? "").toContain("https://agency.example");
    expect(response.headers.get("x-vidwise-image-source")).toBeNull();
    const rows = await csvRows(await get("/reports/client.csv?period=28", { cookie: pro }));
    expect(rows[1]![0]).toBe("Northwind Agency");
  });

  it("refuses a logo that is not https", async () => {
    const response = await postForm("/account", brand({ agencyName: "X", logoUrl: "http://agency.example/a.png" }), {
      cookie: pro,
    });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain("The logo must be an https:// address");
  });

  it("keeps Vidwise's name on Free, with a note, even with branding stored", async () => {
    const refused = await postForm("/account", brand({ agencyName: "Free Agency" }), { cookie: free });
    expect(refused.status).toBe(403);
    expect(await pageText(refused)).toContain("White-label client reports are included with Pro and Creator+");
    // A workspace whose plan lapsed keeps its row; the report stops printing it.
    await env.DB.prepare(
      "INSERT INTO report_branding (workspace_id, agency_name, logo_url, updated_at) VALUES (?, 'Free Agency', ?, ?)",
    )
      .bind(await workspaceOf(FREE), LOGO, Date.now())
      .run();
    const html = await pageText(await get("/reports/client?period=28", { cookie: free }));
    expect(tile(html, "report-brand")).toBe("Vidwise");
    expect(html).not.toContain("Free Agency");
    expect(html).not.toContain(LOGO);
    expect(html).toContain("White-label client reports are included with Pro and Creator+");
  });
});

describe("who may read and who may brand", () => {
  it("lets a viewer read the report and its CSV, with the workspace's branding", async () => {
    const response = await get("/reports/client?period=28", { cookie: viewer });
    expect(response.status).toBe(200);
    const html = await pageText(response);
    expect(tile(html, "report-brand")).toBe("Northwind Agency");
    expect(tile(html, "report-uploads")).toBe(wholeNumber((await expected(proWorkspace, 28)).count));
    expect((await get("/reports/client.csv?period=28", { cookie: viewer })).status).toBe(200);
    // The export is on the workspace owners' activity log, with who downloaded it.
    const logged = await env.DB.prepare(
      "SELECT count(*) AS n FROM audit_log WHERE workspace_id = ? AND action = 'data-exported' AND actor_email = ? AND target = 'client-report-28d'",
    )
      .bind(proWorkspace, VIEWER)
      .first<{ n: number }>();
    expect(logged?.n).toBe(1);
  });

  it("refuses a viewer's branding change, allows a manager's", async () => {
    const refused = await postForm("/account", brand({ agencyName: "Viewer Agency" }), { cookie: viewer });
    expect(refused.status).toBe(403);
    expect(await pageText(refused)).toContain("Viewers can read this workspace but not change its settings");
    const row = await env.DB.prepare("SELECT agency_name AS name FROM report_branding WHERE workspace_id = ?")
      .bind(proWorkspace)
      .first<{ name: string }>();
    expect(row?.name).toBe("Northwind Agency");

    const allowed = await postForm("/account", brand({ agencyName: "Managed Agency", logoUrl: LOGO }), {
      cookie: manager,
    });
    expect(allowed.status).toBe(200);
    expect(tile(await pageText(await get("/reports/client", { cookie: viewer })), "report-brand")).toBe(
      "Managed Agency",
    );
  });

  it("answers a stranger 404 for another workspace's report, page and CSV", async () => {
    expect((await get(`/reports/client?period=28&workspace=${proWorkspace}`, { cookie: stranger })).status).toBe(404);
    expect((await get(`/reports/client.csv?period=28&workspace=${proWorkspace}`, { cookie: stranger })).status).toBe(
      404,
    );
    // Their own report has no channel, and says what to connect instead of inventing figures.
    const own = await pageText(await get("/reports/client", { cookie: stranger }));
    expect(own).toContain("No channel is connected");
    expect(own).not.toContain("Managed Agency");
    // A member may name the workspace explicitly.
    expect((await get(`/reports/client?workspace=${proWorkspace}`, { cookie: viewer })).status).toBe(200);
  });
});
