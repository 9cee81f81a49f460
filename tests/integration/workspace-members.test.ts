// Members, roles and invitations of a workspace: an owner invites a viewer and a manager
// (the link mailed), each accepts on /invite with the plain form, then acts in the owner's
// workspace with what the role allows; strangers and members of other workspaces see nothing of it;
// a used or expired invitation is refused.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  count,
  get,
  pageText,
  storeCount,
  postForm,
  postJson,
  request,
  sessionCookieFrom,
  signUp,
  workspaceOf,
} from "../helpers";
import { mailTo, recordMail } from "../mailbox";
import { seedOwnChannel } from "./forecast-fixtures";
import { dailyCleanup } from "~/features/housekeeping/cleanup.server";
import { TEAM_MESSAGES } from "~/features/team/index";
import { getDb } from "~/lib/db/client.server";

recordMail();

const OWNER = "team-owner@example.com";
const VIEWER = "team-viewer@example.com";
const MANAGER = "team-manager@example.com";
const STRANGER = "team-stranger@example.com";

type WorkspaceAnswer = {
  success: true;
  id: string;
  name: string | null;
  role: string;
  channels: { id: string; title: string }[];
  members: { email: string; role: string }[];
};

const workspaceOfCookie = async (cookie: string) =>
  (await (await get("/api/workspace", { cookie })).json()) as WorkspaceAnswer;

/** The token of the newest invitation mailed to `email`, from the link in the mail. */
async function invitationLink(email: string): Promise<string> {
  const mail = await mailTo(email, "workspace-invitation");
  const link = /http:\/\/vidwise\.test(\/invite\?token=[A-Za-z0-9_%-]+)/.exec(mail ?? "")?.[1];
  if (!link) throw new Error(`no invitation link mailed to ${email}: ${mail}`);
  return link;
}

/** The page's words without tags. */
const words = async (response: Response) => (await pageText(response)).replace(/<[^>]+>/g, "");

const tokenOf = (path: string) => decodeURIComponent(new URL(path, "http://x").searchParams.get("token")!);

/** Opens the invitation page and sends its accept form as a browser without JavaScript would: its fields, nothing added. */
async function accept(cookie: string, path: string) {
  const page = await pageText(await get(path, { cookie }));
  const form = /<form[^>]*method="post"[^>]*>(.*?)<\/form>/s.exec(page)?.[1] ?? "";
  expect(form).toMatch(/<button[^>]*type="submit"[^>]*>Accept the invitation<\/button>/);
  const fields = Object.fromEntries(
    [...form.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  expect(fields).toEqual({ token: tokenOf(path), intent: "accept-invitation" });
  return postForm("/invite", fields, { cookie });
}

let owner = "";
let viewer = "";
let manager = "";
let stranger = "";
let ownerWorkspace = "";
let viewerLink = "";
let managerLink = "";

beforeAll(async () => {
  owner = await signUp(OWNER, undefined, { plan: "pro" });
  viewer = await signUp(VIEWER);
  // A free account of their own: in the owner's workspace they work under the owner's Pro plan.
  manager = await signUp(MANAGER, undefined, { plan: null });
  stranger = await signUp(STRANGER);
  ownerWorkspace = await workspaceOf(OWNER);
  await seedOwnChannel(ownerWorkspace);
}, 60_000);

describe("an owner's workspace on /api/workspace", () => {
  it("has its owner (backfill and sign-up both write the owner row) and its channel", async () => {
    const answer = await workspaceOfCookie(owner);
    expect(answer.success).toBe(true);
    expect(answer.id).toBe(ownerWorkspace);
    expect(answer.role).toBe("owner");
    expect(answer.members).toEqual([{ email: OWNER, role: "owner" }]);
    expect(answer.channels).toEqual([
      expect.objectContaining({ id: "UCforecast0000000000000", title: "Forecast Test" }),
    ]);
  });
});

describe("inviting", () => {
  it("the owner invites a viewer and a manager: 201 with the invitation, the /invite link mailed", async () => {
    const invited = await postJson("/api/workspace/members", { email: VIEWER, role: "viewer" }, { cookie: owner });
    expect(invited.status).toBe(201);
    const body = (await invited.json()) as { success: boolean; email: string; role: string; expiresAt: string };
    expect(body.success).toBe(true);
    expect(body).toMatchObject({ email: VIEWER, role: "viewer" });
    const days = (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    viewerLink = await invitationLink(VIEWER);

    // The other way in: Account Settings' invite form.
    const form = await postForm(
      "/account",
      { intent: "team-invite", email: MANAGER, role: "manager" },
      { cookie: owner },
    );
    expect(form.status).toBe(200);
    expect(await pageText(form)).toContain(`Invitation sent to ${MANAGER}`);
    managerLink = await invitationLink(MANAGER);

    // Only the hash of the token is stored.
    const stored = JSON.stringify(await env.DB.prepare("SELECT * FROM workspace_invitations").all());
    expect(stored).not.toContain(tokenOf(viewerLink));
    const owners = await pageText(await get("/account", { cookie: owner }));
    expect(owners).toContain("Pending invitations");
    expect(owners).toContain(VIEWER);
  });

  it("refuses a bad role and a bad address with the schema's words", async () => {
    const badRole = await postJson(
      "/api/workspace/members",
      { email: "x@example.com", role: "owner" },
      { cookie: owner },
    );
    expect(badRole.status).toBe(400);
    expect(((await badRole.json()) as { error: string }).error).toContain("manager or viewer");
    const badEmail = await postJson("/api/workspace/members", { email: "nope", role: "viewer" }, { cookie: owner });
    expect(badEmail.status).toBe(400);
  });
});

describe("accepting", () => {
  it("signed out, the page asks to sign in or sign up and come back", async () => {
    const page = await pageText(await get(viewerLink));
    const text = await words(await get(viewerLink));
    expect(text).toContain(`${OWNER} invited ${VIEWER} to ${OWNER}'s Vidwise workspace as a viewer.`);
    expect(page).toContain(`/login?redirectTo=${encodeURIComponent(viewerLink)}`);
    expect(page).toContain(`/signup?redirectTo=${encodeURIComponent(viewerLink)}`);
  });

  it("someone signed in with another address is told the invitation was sent elsewhere", async () => {
    const page = await pageText(await get(viewerLink, { cookie: stranger }));
    expect(page).toContain(`This invitation was sent to ${VIEWER}`);
    const attempt = await postForm(
      "/invite",
      { token: tokenOf(viewerLink), intent: "accept-invitation" },
      { cookie: stranger },
    );
    expect(attempt.status).toBe(403);
    expect((await workspaceOfCookie(stranger)).id).not.toBe(ownerWorkspace);
  });

  it("the viewer accepts with the form and then acts in the owner's workspace", async () => {
    const accepted = await accept(viewer, viewerLink);
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/dashboard");
    const answer = await workspaceOfCookie(viewer);
    expect(answer.id).toBe(ownerWorkspace);
    expect(answer.role).toBe("viewer");
    expect(answer.channels.map((c) => c.title)).toEqual(["Forecast Test"]);
    expect(answer.members).toContainEqual({ email: VIEWER, role: "viewer" });
    // Every page says whose workspace it is and what a viewer may do there; the owner's own pages do not.
    const page = await pageText(await get("/dashboard", { cookie: viewer }));
    expect(page).toMatch(/You are working in <span[^>]*>team-owner@example\.com<\/span>/);
    expect(page).toContain("as a viewer: you can read every tool; analyses, settings and billing are for its owners");
    expect(await pageText(await get("/dashboard", { cookie: owner }))).not.toContain("You are working in");
    // Each tool page says what a viewer may do there before any button is pressed.
    const viewerNote = "You are a viewer in this workspace: you can read what this tool has found";
    expect(await words(await get("/video-forecast", { cookie: viewer }))).toContain(viewerNote);
    expect(await words(await get("/video-forecast", { cookie: owner }))).not.toContain(viewerNote);
  });

  it("the manager accepts too", async () => {
    expect((await accept(manager, managerLink)).status).toBe(302);
    expect(await workspaceOfCookie(manager)).toMatchObject({ id: ownerWorkspace, role: "manager" });
  });

  it("an invitation works once", async () => {
    const again = await postForm(
      "/invite",
      { token: tokenOf(viewerLink), intent: "accept-invitation" },
      { cookie: viewer },
    );
    expect(again.status).toBe(409);
    expect(await pageText(await get(viewerLink, { cookie: viewer }))).toContain("already been accepted");
  });

  it("an expired invitation is refused", async () => {
    const response = await postJson("/api/workspace/members", { email: STRANGER, role: "viewer" }, { cookie: owner });
    expect(response.status).toBe(201);
    const link = await invitationLink(STRANGER);
    await env.DB.prepare("UPDATE workspace_invitations SET expires_at = ? WHERE email = ?")
      .bind(Date.now() - 1000, STRANGER)
      .run();
    expect(await pageText(await get(link, { cookie: stranger }))).toContain("This invitation has expired");
    const attempt = await postForm(
      "/invite",
      { token: tokenOf(link), intent: "accept-invitation" },
      { cookie: stranger },
    );
    expect(attempt.status).toBe(400);
    expect((await workspaceOfCookie(stranger)).id).not.toBe(ownerWorkspace);
  });
});

describe("what each role may do", () => {
  const forecastBody = { title: "How to build a home server on a budget", topic: "home server" };

  it("a viewer is refused analyses on /api with 403 naming the roles that may", async () => {
    const refused = await postJson("/api/forecast/video", forecastBody, { cookie: viewer });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      success: false,
      error: "Viewers can read this workspace but not run analyses. Ask an owner or manager.",
    });
    // Every analysis endpoint of the table at once, and the assistant's chat.
    for (const path of ["/api/comments/analyze", "/api/forecast/trajectory", "/api/ideas/generate", "/api/ask"]) {
      const response = await postJson(path, {}, { cookie: viewer });
      expect(response.status, path).toBe(403);
    }
    // Reading is fine.
    expect((await get("/api/dashboard", { cookie: viewer })).status).not.toBe(403);
  });

  it("a viewer's personal API token is the same person: reads the owner's workspace, refused analyses", async () => {
    const body = new URLSearchParams({ intent: "api-token-create", name: "viewer script", days: "90" });
    for (const scope of ["channel", "forecasts"]) body.append("scope", scope);
    const created = await request("POST", "/account", {
      body: body.toString(),
      contentType: "application/x-www-form-urlencoded",
      cookie: viewer,
    });
    expect(created.status).toBe(200);
    const token = /vwp_[A-Za-z0-9_-]{43}/.exec(await created.text())?.[0];
    expect(token).toBeTruthy();
    const headers = { authorization: `Bearer ${token}` };
    const read = (await (await request("GET", "/api/workspace", { headers })).json()) as WorkspaceAnswer;
    expect(read).toMatchObject({ id: ownerWorkspace, role: "viewer" });
    const refused = await request("POST", "/api/forecast/video", { body: forecastBody, headers });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toContain("Viewers can read this workspace");
  });

  it("a manager runs the same analysis on the owner's channel, under the workspace's plan, not their own", async () => {
    const runsOf = (email: string) =>
      count("SELECT count(*) AS n FROM analysis_runs r JOIN users u ON u.id = r.user_id WHERE u.email = ?", email);
    const ownerRuns = await runsOf(OWNER);
    // The manager's own account is free (one analysis): two runs here both go through, on the owner's Pro.
    for (let i = 0; i < 2; i++) {
      const response = await postJson("/api/forecast/video", forecastBody, { cookie: manager });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { forecast: { title: string } };
      expect(body.forecast.title).toBe(forecastBody.title);
    }
    expect(await runsOf(OWNER)).toBe(ownerRuns + 2);
    expect(await runsOf(MANAGER)).toBe(0);
    // The plan badge shows the workspace's plan, not the manager's own Free one.
    const dashboard = await pageText(await get("/dashboard", { cookie: manager }));
    expect(dashboard).not.toContain("Free User");
    expect(dashboard).toContain("Pro plan: no monthly cap on analyses");
  });

  it("a viewer's page actions are refused with the same words; switching workspace is not", async () => {
    const tool = await postForm("/video-forecast", forecastBody, { cookie: viewer });
    expect(tool.status).toBe(403);
    expect(await pageText(tool)).toContain("Viewers can read this workspace but not run analyses");
    const settings = await postForm("/account", { intent: "settings", primaryTopic: "x" }, { cookie: viewer });
    expect(settings.status).toBe(403);
    expect(await pageText(settings)).toContain("not change its settings or connections");
    const billing = await postForm("/account", { intent: "billing-portal" }, { cookie: viewer });
    expect(billing.status).toBe(403);
    expect(await pageText(billing)).toContain("Only the workspace's owner can manage billing");
    // The pages outside the app that buy or connect ask the same rule.
    const checkout = await postForm("/pricing", { plan: "pro" }, { cookie: viewer });
    expect(checkout.status).toBe(403);
    expect(await pageText(checkout)).toContain("Only the workspace's owner can manage billing");
    const google = await postForm("/google/connect", {}, { cookie: viewer });
    expect(google.status).toBe(403);
    // What stays open: their own time zone, on Account Settings and on the dashboard (which saves
    // the browser's zone by itself: a viewer's dashboard must not turn into a refusal).
    expect(
      (await postForm("/account", { intent: "time-zone", timeZone: "Europe/Berlin" }, { cookie: viewer })).status,
    ).toBe(200);
    expect(
      (await postForm("/dashboard", { intent: "time-zone", timeZone: "Europe/Paris" }, { cookie: viewer })).status,
    ).toBe(200);
  });

  it("a manager may not invite, buy or delete the workspace", async () => {
    const invite = await postJson(
      "/api/workspace/members",
      { email: "more@example.com", role: "viewer" },
      { cookie: manager },
    );
    expect(invite.status).toBe(403);
    expect(((await invite.json()) as { error: string }).error).toContain("Only the workspace's owner");
    const deletion = await postForm(
      "/account",
      { intent: "delete-account", password: "correct horse battery" },
      { cookie: manager },
    );
    expect(deletion.status).toBe(403);
    expect(await pageText(deletion)).toContain("Only the workspace's owner can delete it");
    const billing = await postForm("/account", { intent: "cancel-subscription" }, { cookie: manager });
    expect(billing.status).toBe(403);
  });

  it("a viewer may not invite either", async () => {
    const invite = await postJson(
      "/api/workspace/members",
      { email: "more@example.com", role: "viewer" },
      { cookie: viewer },
    );
    expect(invite.status).toBe(403);
  });
});

describe("other workspaces", () => {
  it("a stranger sees their own workspace, none of the owner's, and cannot switch into it", async () => {
    const answer = await workspaceOfCookie(stranger);
    expect(answer.id).not.toBe(ownerWorkspace);
    expect(answer.members).toEqual([{ email: STRANGER, role: "owner" }]);
    expect(answer.channels).toEqual([]);
    const channel = (await (await get("/api/channel", { cookie: stranger })).json()) as Record<string, unknown>;
    expect(JSON.stringify(channel)).not.toContain("Forecast Test");
    const attempt = await postForm(
      "/account",
      { intent: "switch-workspace", workspaceId: ownerWorkspace },
      { cookie: stranger },
    );
    expect(attempt.status).toBe(404);
    expect(await pageText(attempt)).toContain("You are not a member of that workspace");
    expect((await workspaceOfCookie(stranger)).id).not.toBe(ownerWorkspace);
  });

  it("the viewer, switched back to their own workspace, sees their own again; and can return", async () => {
    const own = await workspaceOf(VIEWER);
    const back = await postForm("/account", { intent: "switch-workspace", workspaceId: own }, { cookie: viewer });
    expect(back.status).toBe(302);
    expect(await workspaceOfCookie(viewer)).toMatchObject({ id: own, role: "owner" });
    // Owner of their own workspace: analyses are not refused for role there.
    expect((await postJson("/api/forecast/video", { title: "A", topic: "B" }, { cookie: viewer })).status).not.toBe(
      403,
    );
    await postForm("/account", { intent: "switch-workspace", workspaceId: ownerWorkspace }, { cookie: viewer });
    expect(await workspaceOfCookie(viewer)).toMatchObject({ id: ownerWorkspace, role: "viewer" });
  });
});

describe("an invited person without an account", () => {
  it("signs up from the invitation page, comes back to it, confirms the address and accepts", async () => {
    const email = "team-newcomer@example.com";
    expect((await postJson("/api/workspace/members", { email, role: "viewer" }, { cookie: owner })).status).toBe(201);
    const link = await invitationLink(email);
    const signup = await postForm("/signup", { email, password: "correct horse battery", redirectTo: link });
    expect(signup.status).toBe(302);
    const cookie = sessionCookieFrom(signup);
    // Through the check-your-email page every sign-up lands on, which sends the new account back.
    const onward = await get(signup.headers.get("location")!, { cookie });
    expect([onward.status, onward.headers.get("location")]).toEqual([302, link]);
    // Owning the address is what the invitation trusts: not before the sign-up mail's link is followed.
    const early = await accept(cookie, link);
    expect(early.status).toBe(403);
    expect(await pageText(early)).toContain(TEAM_MESSAGES.confirmBeforeAccepting);
    const verify = /\/verify-email\?token=[A-Za-z0-9_%-]+/.exec((await mailTo(email, "verify-email")) ?? "")?.[0];
    expect(verify).toBeTruthy();
    expect((await postForm("/verify-email", { token: tokenOf(verify!) }, { cookie })).status).toBe(302);
    expect((await accept(cookie, link)).status).toBe(302);
    expect(await workspaceOfCookie(cookie)).toMatchObject({ id: ownerWorkspace, role: "viewer" });
  });

  it("an address gets at most 3 invitation mails an hour from one workspace", async () => {
    const email = "team-often@example.com";
    for (let i = 0; i < 3; i++)
      expect((await postJson("/api/workspace/members", { email, role: "viewer" }, { cookie: owner })).status).toBe(201);
    const fourth = await postJson("/api/workspace/members", { email, role: "viewer" }, { cookie: owner });
    expect(fourth.status).toBe(429);
  });
});

describe("exports", () => {
  it("a viewer may download the workspace's data; each download is on the owner's activity log, by whom", async () => {
    const csv = await get("/track-record/suggestions.csv", { cookie: viewer });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const page = await pageText(await get("/account", { cookie: owner }));
    expect(page).toMatch(new RegExp(`${VIEWER.replace(/[.]/g, "\\.")} · data exported: track-record`));
  });
});

describe("managing members on /account", () => {
  it("the owner changes a role and removes a member; the log shows it; the removed member is back home", async () => {
    const viewerId = (await env.DB.prepare("SELECT id FROM users WHERE email = ?")
      .bind(VIEWER)
      .first<{ id: string }>())!.id;
    const promoted = await postForm(
      "/account",
      { intent: "team-role", userId: viewerId, role: "manager" },
      { cookie: owner },
    );
    expect(promoted.status).toBe(200);
    expect((await workspaceOfCookie(viewer)).role).toBe("manager");
    // On a phone the role form wraps inside the card: the select shrinks, Change role goes below it.
    const roleForm = /<form[^>]*class="([^"]*)"[^>]*>(?:(?!<\/form>)[\s\S])*?Change role/.exec(
      await pageText(promoted),
    );
    expect(roleForm?.[1]).toMatch(/(^| )flex-wrap( |$)/);
    expect(roleForm?.[1]).toMatch(/(^| )min-w-0( |$)/);
    expect(roleForm?.[0]).toMatch(/<select[^>]*class="[^"]*max-w-full/);
    const removed = await postForm("/account", { intent: "team-remove", userId: viewerId }, { cookie: owner });
    expect(removed.status).toBe(200);
    const after = await workspaceOfCookie(viewer);
    expect(after.id).toBe(await workspaceOf(VIEWER));
    expect((await workspaceOfCookie(owner)).members.map((m) => m.email)).not.toContain(VIEWER);
    const page = await pageText(await get("/account", { cookie: owner }));
    expect(page).toContain("member removed");
    expect(page).toContain("role changed");
    expect(page).toContain("member invited");
  });

  it("a role form with an unknown role is refused by its schema", async () => {
    const response = await request("POST", "/account", {
      body: new URLSearchParams({ intent: "team-role", userId: "x", role: "owner" }).toString(),
      contentType: "application/x-www-form-urlencoded",
      cookie: owner,
    });
    expect(response.status).toBe(400);
  });
});

describe("the daily clean-up", () => {
  it("removes invitations a day after they expired or were accepted, and keeps pending ones", async () => {
    const rows = async () =>
      (
        await env.DB.prepare(
          "SELECT email, accepted_at IS NOT NULL AS accepted FROM workspace_invitations ORDER BY email",
        ).all<{ email: string; accepted: number }>()
      ).results;
    const before = await rows();
    expect(before.filter((r) => r.accepted).map((r) => r.email)).toContain(VIEWER);
    // Two days on: the accepted ones and the expired one are past the cutoff; the pending ones (7 days) are not.
    const counts = await dailyCleanup(getDb(env), new Date(Date.now() + 2 * 86_400_000));
    expect(counts.invitations).toBeGreaterThanOrEqual(3);
    const after = await rows();
    expect(after.map((r) => r.email)).not.toContain(VIEWER);
    expect(after.map((r) => r.email)).not.toContain(STRANGER);
    expect(after.map((r) => r.email)).toContain("team-often@example.com");
  });
});

describe("a member who deletes their account", () => {
  it("leaves nothing of theirs in the owner's store: their conversations there go too", async () => {
    const email = "team-leaving-manager@example.com";
    const cookie = await signUp(email);
    const invited = await postJson("/api/workspace/members", { email, role: "manager" }, { cookie: owner });
    expect(invited.status).toBe(201);
    expect((await accept(cookie, await invitationLink(email))).status).toBe(302);
    const asked = await postJson("/api/ask", { message: "When should I upload?" }, { cookie });
    expect(asked.status).toBe(200);
    const leaving = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!
      .id;
    const theirs = () => storeCount(ownerWorkspace, "SELECT count(*) FROM conversations WHERE user_id = ?", leaving);
    expect(await theirs()).toBe(1);
    // An account is deleted from the person's own workspace (in another's, that form is the owner's).
    const home = await workspaceOf(email);
    expect((await postForm("/account", { intent: "switch-workspace", workspaceId: home }, { cookie })).status).toBe(
      302,
    );
    const deleted = await postForm(
      "/account",
      { intent: "delete-account", password: "correct horse battery" },
      { cookie },
    );
    expect(deleted.status).toBe(302);
    expect(await theirs()).toBe(0);
  });
});

describe("when the owner's workspace goes", () => {
  it("its members are back in their own workspace, and their accounts stay", async () => {
    expect((await workspaceOfCookie(manager)).id).toBe(ownerWorkspace);
    await env.DB.prepare("DELETE FROM workspaces WHERE id = ?").bind(ownerWorkspace).run();
    const after = await workspaceOfCookie(manager);
    expect(after).toMatchObject({ id: await workspaceOf(MANAGER), role: "owner" });
    const row = await env.DB.prepare("SELECT acting_workspace_id AS acting FROM users WHERE email = ?")
      .bind(MANAGER)
      .first<{ acting: string | null }>();
    expect(row).toEqual({ acting: null });
  });
});
