// The client report shared by link, through the Worker against D1: the owner makes a link on the
// report page with its plain form, a signed-out client opens the one report it was made for (the
// channel's title and figures, no settings words, no app navigation, no link into the app, never
// indexed), a viewer and the demo cannot make one, a stranger cannot make or stop one for another
// workspace, a made-up token opens nothing, and stopping, replacing or removing the channel makes
// the link answer 404. The report's channel picker shows the channel chosen (a GET form with a
// Show button), and the pricing page says what each plan gives a team.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { copyWholeSample } from "~/features/channel-data/demo-copy.server";
import { fakeYouTubeWorld } from "~/dev/youtube/fake-world";
import { getDb } from "~/lib/db/client.server";
import {
  count,
  demoCookie,
  get,
  joinWorkspace,
  pageText,
  postForm,
  signUp,
  waitForSyncs,
  workspaceOf,
} from "../helpers";
import { seedSampleTemplate } from "../sample";

/** Every link's address in the page, in order. */
const linksOf = (html: string) => [...html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => m[1]);

const OWNER = "share-owner@example.com";
const VIEWER = "share-viewer@example.com";
const MANAGER = "share-manager@example.com";
const STRANGER = "share-stranger@example.com";

const NINETEEN = fakeYouTubeWorld().competitors.find((d) => d.channel.handle === "nineteen-sample")!.channel.youtubeId;

/** What a client must never read: the creator's settings and what to connect or run. */
const SETTINGS_WORDS = /Account Settings|connect Google|import YouTube Studio|not connected|run Comment Sentiment/i;
const SHARED_LINK = /\/reports\/shared\/([A-Za-z0-9_-]{16,})/;

let owner = "";
let viewer = "";
let manager = "";
let stranger = "";
let team = "";

type PageForm = { method: string; html: string; fields: Record<string, string> };

/** The page's forms as a browser would send them: hidden inputs and the submit button's name and value. */
function formsOf(html: string): PageForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, attributes, inner]) => {
    const fields: Record<string, string> = {};
    for (const [input] of inner!.matchAll(/<(?:input|button)\b[^>]*>/g)) {
      const name = /\bname="([^"]*)"/.exec(input)?.[1];
      const value = /\bvalue="([^"]*)"/.exec(input)?.[1] ?? "";
      const hiddenOrSubmit = /type="(?:hidden|submit)"/.test(input) || input.startsWith("<button");
      if (name && hiddenOrSubmit) fields[name] = value.replace(/&amp;/g, "&");
    }
    return { method: /\bmethod="([^"]*)"/.exec(attributes!)?.[1]?.toLowerCase() ?? "get", html: inner!, fields };
  });
}

function postFormMatching(html: string, pattern: RegExp): PageForm | undefined {
  return formsOf(html).find((form) => form.method === "post" && pattern.test(form.html));
}

/** Makes a link the way the page does: GET the report, post its share form. */
async function makeLink(cookie: string, query = "") {
  const page = await pageText(await get(`/reports/client${query}`, { cookie }));
  const form = postFormMatching(page, /share/i);
  expect(form, "the report page has a share form").toBeDefined();
  const response = await postForm("/reports/client", form!.fields, { cookie });
  expect(response.status).toBe(200);
  const html = await pageText(response);
  const token = SHARED_LINK.exec(html)?.[1];
  expect(token, "the answer shows the link").toBeDefined();
  // The whole address, ready to send.
  expect(html).toContain(`http://vidwise.test/reports/shared/${token}`);
  return token!;
}

const open = (token: string) => get(`/reports/shared/${token}`);

/** A data-testid's text on the page. */
function tile(html: string, id: string): string {
  return new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? "";
}

/** The page's body without its scripts (React Router's hydration data repeats the words). */
const bodyOf = (html: string) =>
  (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html).replace(/<script\b[\s\S]*?<\/script>/g, "");

beforeAll(async () => {
  await seedSampleTemplate();
  owner = await signUp(OWNER, undefined, { plan: "pro" });
  viewer = await signUp(VIEWER, undefined, { plan: null });
  manager = await signUp(MANAGER, undefined, { plan: null });
  stranger = await signUp(STRANGER, undefined, { plan: "pro" });
  team = await workspaceOf(OWNER);
  // The sample channel (Northwind Tech Lab) as the workspace's first, its comments not analysed.
  await copyWholeSample(getDb(env), team);
  await copyWholeSample(getDb(env), await workspaceOf(STRANGER));
  // The sample's channel holds the workspace's first slot, as connecting it would have claimed it.
  await env.DB.prepare(
    "UPDATE workspaces SET own_channel_id = (SELECT id FROM channels WHERE workspace_id = ? AND role = 'own') WHERE id = ?",
  )
    .bind(team, team)
    .run();
  await joinWorkspace(VIEWER, team, "viewer");
  await joinWorkspace(MANAGER, team, "manager");
}, 120_000);

describe("sharing the client report by link", () => {
  it("the owner makes a link with the page's form; signed out, it opens that report and nothing else", async () => {
    const teamPage = await pageText(await get("/reports/client?period=28", { cookie: owner }));
    const token = await makeLink(owner, "?period=28");
    expect(await count("SELECT count(*) AS n FROM report_shares WHERE workspace_id = ?", team)).toBe(1);
    // Only the token's SHA-256 is kept.
    expect(await count("SELECT count(*) AS n FROM report_shares WHERE token_hash = ?", token)).toBe(0);

    const response = await open(token);
    expect(response.status).toBe(200);
    const html = await pageText(response);
    const body = bodyOf(html);
    expect(body).toContain("Channel report: Sample: Northwind Tech Lab");
    expect(body).toContain("Last 28 days");
    // The same figures as the team's page, read fresh.
    expect(tile(html, "report-uploads")).toBe(tile(teamPage, "report-uploads"));
    expect(tile(html, "report-upload-views")).toBe(tile(teamPage, "report-upload-views"));
    // The team's page says what to run; the client's says only what is not in it.
    expect(teamPage).toMatch(/run Comment Sentiment/);
    expect(body).not.toMatch(SETTINGS_WORDS);
    expect(body).toContain("What viewers said: no analysed comments in this period.");
    // No menu, no link into the app, no form, none of the creator's controls. The only links are
    // the ones YouTube's API policies ask of every page: the legal pages and the credit to YouTube.
    expect(body).not.toContain('aria-label="Tools"');
    const links = linksOf(body);
    expect(links.slice(-3)).toEqual(["https://www.youtube.com", "/terms", "/privacy"]);
    // Before them, the top uploads, each to its video on YouTube.
    expect(links.length).toBeGreaterThan(3);
    for (const link of links.slice(0, -3)) expect(link).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/);
    expect(body).not.toMatch(/<form\b/);
    expect(body).not.toContain("Download CSV");
    expect(body).not.toContain("Share with your client");
    // Never indexed, never cached, and the token is not sent on as a referrer.
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(html).toContain('<meta name="referrer" content="no-referrer"');
    expect(response.headers.get("referrer-policy")).toMatch(
      /^(no-referrer|strict-origin-when-cross-origin|same-origin)$/,
    );
    expect(response.headers.get("cache-control")).toContain("no-store");
  });

  it("shows the owner the link once, then that the report is shared, with a form to stop it", async () => {
    const page = await pageText(await get("/reports/client?period=28", { cookie: owner }));
    expect(page).toContain("has been shared by link since");
    expect(page).not.toMatch(SHARED_LINK);
    expect(postFormMatching(page, /revoke|stop sharing|unshare/i)).toBeDefined();
  });

  it("stopping the link makes it answer 404, with no word of whose it was", async () => {
    const token = await makeLink(owner, "?period=7");
    expect((await open(token)).status).toBe(200);
    const page = await pageText(await get("/reports/client?period=7", { cookie: owner }));
    const stop = postFormMatching(page, /revoke|stop sharing|unshare/i);
    expect(stop).toBeDefined();
    const stopped = await postForm("/reports/client", stop!.fields, { cookie: owner });
    expect(stopped.status).toBe(200);
    expect(await pageText(stopped)).toContain("The link stopped working");
    const gone = await open(token);
    expect(gone.status).toBe(404);
    const text = bodyOf(await pageText(gone));
    expect(text).toContain("This report link does not work");
    expect(text).not.toContain("Northwind");
    expect(linksOf(text)).toEqual(["https://www.youtube.com", "/terms", "/privacy"]);
    // The 28-day link is still there.
    expect(
      await count("SELECT count(*) AS n FROM report_shares WHERE workspace_id = ? AND period_days = 28", team),
    ).toBe(1);
  });

  it("a new link replaces the channel's link for that period: the old one answers 404", async () => {
    const first = await makeLink(owner, "?period=90");
    const second = await makeLink(owner, "?period=90");
    expect(second).not.toBe(first);
    expect((await open(first)).status).toBe(404);
    expect((await open(second)).status).toBe(200);
  });

  it("a made-up token, a malformed one or none opens nothing", async () => {
    expect((await open("A".repeat(43))).status).toBe(404);
    expect((await open("not-a-token")).status).toBe(404);
    expect((await open(`${"A".repeat(43)}%00`)).status).toBe(404);
  });

  it("a manager may make one; a viewer and the demo may not (403)", async () => {
    expect(await makeLink(manager, "?period=7")).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const viewerPage = await pageText(await get("/reports/client?period=28", { cookie: viewer }));
    expect(postFormMatching(viewerPage, /share/i)).toBeUndefined();
    expect(viewerPage).toContain("Owners and managers can share this report with a link.");
    const before = await count("SELECT count(*) AS n FROM report_shares");
    const refused = await postForm("/reports/client", { intent: "share-create", period: "28" }, { cookie: viewer });
    expect(refused.status).toBe(403);
    expect(await pageText(refused)).toContain("Viewers can read this workspace but not change its settings");
    const revoke = await postForm("/reports/client", { intent: "share-revoke", period: "28" }, { cookie: viewer });
    expect(revoke.status).toBe(403);
    expect(await count("SELECT count(*) AS n FROM report_shares")).toBe(before);

    const demo = await demoCookie();
    const demoRefused = await postForm("/reports/client", { intent: "share-create", period: "28" }, { cookie: demo });
    expect(demoRefused.status).toBe(403);
    expect(await count("SELECT count(*) AS n FROM report_shares")).toBe(before);
  });

  it("a stranger cannot make or stop a link of another workspace (404), and their own link opens only theirs", async () => {
    const before = await count("SELECT count(*) AS n FROM report_shares WHERE workspace_id = ?", team);
    for (const intent of ["share-create", "share-revoke"]) {
      const response = await postForm(
        "/reports/client",
        { intent, period: "28", workspace: team },
        { cookie: stranger },
      );
      expect(response.status).toBe(404);
      expect(await pageText(response)).not.toMatch(SHARED_LINK);
    }
    expect(await count("SELECT count(*) AS n FROM report_shares WHERE workspace_id = ?", team)).toBe(before);

    const theirs = await makeLink(stranger, "?period=28");
    const row = await env.DB.prepare(
      "SELECT workspace_id AS workspace FROM report_shares WHERE workspace_id = ? AND period_days = 28",
    )
      .bind(await workspaceOf(STRANGER))
      .first<{ workspace: string }>();
    expect(row?.workspace).toBe(await workspaceOf(STRANGER));
    expect((await open(theirs)).status).toBe(200);
    // The owner's 28-day link was not touched by the stranger's.
    expect(
      await count("SELECT count(*) AS n FROM report_shares WHERE workspace_id = ? AND period_days = 28", team),
    ).toBe(1);
  });

  it("a signed-out POST to the report page is sent to sign in, and makes nothing", async () => {
    const before = await count("SELECT count(*) AS n FROM report_shares");
    const response = await postForm("/reports/client", { intent: "share-create", period: "28" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("/login");
    expect(await count("SELECT count(*) AS n FROM report_shares")).toBe(before);
  });
});

describe("the channel picker", () => {
  let second = "";

  beforeAll(async () => {
    const added = await postForm("/account", { intent: "add-channel", channel: "@nineteen-sample" }, { cookie: owner });
    expect(added.status).toBe(200);
    const row = await env.DB.prepare("SELECT id FROM workspaces WHERE parent_id = ?")
      .bind(team)
      .first<{ id: string }>();
    second = row!.id;
    await waitForSyncs(second);
  }, 60_000);

  it("lists the workspace's channels in a GET form with a Show button, and shows the one chosen", async () => {
    const sample = await pageText(await get(`/reports/client?period=28&channel=${NINETEEN}`, { cookie: owner }));
    expect(sample).toContain("Channel report: Nineteen Builds");
    const picker = formsOf(sample).find((form) => form.method === "get" && /name="channel"/.test(form.html));
    expect(picker, "a GET form with a channel select").toBeDefined();
    expect(picker!.html).toContain("Sample: Northwind Tech Lab");
    expect(picker!.html).toContain("Nineteen Builds");
    expect(picker!.html).toMatch(/<button[^>]*type="submit"[^>]*>Show<\/button>/);
    expect(picker!.html).toMatch(new RegExp(`<option value="${NINETEEN}" selected`));

    const sampleId = /<option value="([^"]+)"[^>]*>Sample: Northwind Tech Lab</.exec(picker!.html)?.[1];
    expect(sampleId).toBeDefined();
    const back = await pageText(await get(`/reports/client?period=28&channel=${sampleId}`, { cookie: owner }));
    expect(back).toContain("Channel report: Sample: Northwind Tech Lab");
    // A viewer reads the other channel too; a channel the workspace does not hold is a 404, never another's report.
    expect(await pageText(await get(`/reports/client?channel=${NINETEEN}`, { cookie: viewer }))).toContain(
      "Channel report: Nineteen Builds",
    );
    expect((await get("/reports/client?channel=UCnotinthisworkspace", { cookie: owner })).status).toBe(404);
  });

  it("a link made for the second channel opens that channel, and dies with it", async () => {
    const token = await makeLink(owner, `?period=28&channel=${NINETEEN}`);
    const html = bodyOf(await pageText(await open(token)));
    expect(html).toContain("Channel report: Nineteen Builds");
    expect(html).not.toContain("Northwind");
    const removed = await postForm("/account", { intent: "remove-channel", channelId: NINETEEN }, { cookie: owner });
    expect(removed.status).toBe(200);
    expect((await open(token)).status).toBe(404);
  });
});

describe("how long a link works, and whose it is", () => {
  const AGENCY = "share-life-owner@example.com";
  const STAFF = "share-life-manager@example.com";
  const LEAVER = "share-life-leaver@example.com";
  let agency = "";
  let staff = "";
  let agencyTeam = "";

  /** Posts the report page's form whose words match `pattern`, as the page has it for `cookie`. */
  async function postPageForm(cookie: string, query: string, pattern: RegExp) {
    const page = await pageText(await get(`/reports/client${query}`, { cookie }));
    const form = postFormMatching(page, pattern);
    expect(form, `the report page has a form matching ${pattern}`).toBeDefined();
    return postForm("/reports/client", form!.fields, { cookie });
  }

  const DAY_MS = 86_400_000;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

  beforeAll(async () => {
    agency = await signUp(AGENCY, undefined, { plan: "pro" });
    staff = await signUp(STAFF, undefined, { plan: null });
    agencyTeam = await workspaceOf(AGENCY);
    await copyWholeSample(getDb(env), agencyTeam);
    await env.DB.prepare(
      "UPDATE workspaces SET own_channel_id = (SELECT id FROM channels WHERE workspace_id = ? AND role = 'own') WHERE id = ?",
    )
      .bind(agencyTeam, agencyTeam)
      .run();
    await joinWorkspace(STAFF, agencyTeam, "manager");
  }, 120_000);

  it("works 90 days, says until when, and once expired opens nothing until renewed: the same address again", async () => {
    const token = await makeLink(agency, "?period=7");
    const page = await pageText(await get("/reports/client?period=7", { cookie: agency }));
    expect(page).toContain(`The link works until ${day(Date.now() + 90 * DAY_MS)} (UTC).`);
    expect((await open(token)).status).toBe(200);

    // Its 90 days are over.
    await env.DB.prepare("UPDATE report_shares SET expires_at = ? WHERE workspace_id = ? AND period_days = 7")
      .bind(Date.now() - 60_000, agencyTeam)
      .run();
    const gone = await open(token);
    expect(gone.status).toBe(404);
    expect(bodyOf(await pageText(gone))).toContain("This report link does not work: it expired");
    const expired = await pageText(await get("/reports/client?period=7", { cookie: agency }));
    expect(expired).toContain(`The link expired on ${day(Date.now())} (UTC)`);

    const renewed = await postPageForm(agency, "?period=7", /Renew the link/);
    expect(renewed.status).toBe(200);
    const answer = await pageText(renewed);
    expect(answer).toContain(`until ${day(Date.now() + 90 * DAY_MS)}: your client keeps the same address.`);
    expect(answer).not.toMatch(SHARED_LINK);
    expect((await open(token)).status).toBe(200);
    const row = await env.DB.prepare(
      "SELECT expires_at AS until FROM report_shares WHERE workspace_id = ? AND period_days = 7",
    )
      .bind(agencyTeam)
      .first<{ until: number }>();
    expect(Math.abs(row!.until - (Date.now() + 90 * DAY_MS))).toBeLessThan(60_000);
    // A viewer may not renew one.
    const viewerRenew = await postForm("/reports/client", { intent: "share-renew", period: "7" }, { cookie: viewer });
    expect(viewerRenew.status).toBe(403);
  });

  it("stops when the manager who made it is removed, and stays stopped if they are invited back; the owner's stays", async () => {
    const theirs = await makeLink(staff, "?period=90");
    const owners = await makeLink(agency, "?period=28");
    expect((await open(theirs)).status).toBe(200);

    const staffId = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(STAFF).first<{ id: string }>();
    const removed = await postForm("/account", { intent: "team-remove", userId: staffId!.id }, { cookie: agency });
    expect(removed.status).toBe(200);
    expect((await open(theirs)).status).toBe(404);
    expect((await open(owners)).status).toBe(200);
    // The owner's page no longer calls that report shared: a new link can be made for it.
    const page = await pageText(await get("/reports/client?period=90", { cookie: agency }));
    expect(page).not.toContain("has been shared by link since");

    await joinWorkspace(STAFF, agencyTeam, "manager");
    expect((await open(theirs)).status).toBe(404);
  });

  it("goes with the account of the member who made it", async () => {
    const leaver = await signUp(LEAVER, undefined, { plan: null });
    await joinWorkspace(LEAVER, agencyTeam, "manager");
    const token = await makeLink(leaver, "?period=90");
    expect((await open(token)).status).toBe(200);
    // An account is deleted from its own workspace (a manager elsewhere may not delete accounts there).
    const own = await workspaceOf(LEAVER);
    expect(
      (await postForm("/account", { intent: "switch-workspace", workspaceId: own }, { cookie: leaver })).status,
    ).toBe(302);
    const deleted = await postForm(
      "/account",
      { intent: "delete-account", password: "correct horse battery" },
      { cookie: leaver },
    );
    expect(deleted.status).toBe(302);
    expect((await open(token)).status).toBe(404);
    expect(
      await count("SELECT count(*) AS n FROM report_shares WHERE workspace_id = ? AND period_days = 90", agencyTeam),
    ).toBe(0);
  });

  it("reads UTC days and says so, whatever the owner's time zone: nothing of it reaches the client", async () => {
    await env.DB.prepare("UPDATE users SET time_zone = 'Pacific/Kiritimati' WHERE email = ?").bind(AGENCY).run();
    const token = await makeLink(agency, "?period=28");
    const teamPage = await pageText(await get("/reports/client?period=28", { cookie: agency }));
    const shared = bodyOf(await pageText(await open(token)));
    const period = /Last 28 days, (\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2}) \(UTC\)/;
    expect(shared).toMatch(period);
    expect(period.exec(shared)?.slice(1)).toEqual(period.exec(teamPage)?.slice(1));
    expect(shared).not.toContain("Kiritimati");
  });
});

describe("the menu", () => {
  it("the app's menu leads to the client report", async () => {
    const dashboard = await pageText(await get("/dashboard", { cookie: owner }));
    expect(dashboard).toMatch(/<a[^>]*href="\/reports\/client"[^>]*>Client Report<\/a>/);
  });
});

describe("the pricing page for teams", () => {
  /** A row of the teams table: its cells' words, tags removed. */
  function teamRow(html: string, label: string): string[] {
    const table = /data-testid="team-table"[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
    const row = [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].find((r) => r[1]!.includes(`>${label}<`))?.[1] ?? "";
    return [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) =>
      cell[1]!
        .replace(/<svg[\s\S]*?<\/svg>/g, "")
        .replace(/<[^>]+>/g, "")
        .trim(),
    );
  }

  it("lists members, channels per workspace, white-label reports and the weekly digest for each plan", async () => {
    const html = await pageText(await get("/pricing"));
    expect(html).toContain("For teams and agencies");
    // The spec's plan words stay.
    expect(html).toContain("Start Smart for $29");
    expect(html).toContain("Compare plans");
    // Free, Starter, Pro, Creator+.
    expect(teamRow(html, "Channels per workspace")).toEqual(["1 channel", "1 channel", "3 channels", "10 channels"]);
    expect(teamRow(html, "White-label client reports")).toEqual([
      "Not included",
      "Not included",
      "Included",
      "Included",
    ]);
    expect(teamRow(html, "Members")).toEqual(["Unlimited", "Unlimited", "Unlimited", "Unlimited"]);
    expect(teamRow(html, "Weekly digest")).toHaveLength(4);
    expect(teamRow(html, "Client report by link")).toEqual(["Included", "Included", "Included", "Included"]);
  });
});
