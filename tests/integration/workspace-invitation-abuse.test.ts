// Workspace invitations that cannot be turned against anyone (docs/team.md): only an account that
// confirmed its address invites or accepts; an address gets at most 3 invitation mails an hour from
// one workspace however many requests race for them (and no other workspace's invitations use
// them up or reveal themselves); a workspace sends at most 50 an hour, withdrawn ones included;
// what the inviter's address puts in the mail is plain text.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { TEAM_MESSAGES } from "~/features/team/index";
import { VERIFY_REQUIRED } from "~/features/auth/index.server";
import worker from "../../workers/app";
import {
  ORIGIN,
  count,
  freshIp,
  get,
  pageText,
  postForm,
  postJson,
  signUp,
  signUpUnverified,
  userIdOf,
  workspaceOf,
} from "../helpers";
import { mailTo, recordMail } from "../mailbox";

recordMail();

const OWNER = "abuse-owner@example.com";
const OTHER_OWNER = "abuse-other-owner@example.com";

let owner = "";
let otherOwner = "";

beforeAll(async () => {
  owner = await signUp(OWNER);
  otherOwner = await signUp(OTHER_OWNER);
}, 60_000);

/**
 * `postJson` for requests raced against each other: the Worker's handler called in this test's own
 * context (as tests/helpers.ts `postFormRacing` does for forms), so concurrent handlers never read
 * one another's body; their awaits interleave just the same.
 */
async function postJsonRacing(path: string, body: unknown, cookie: string): Promise<Response> {
  const request = new Request(ORIGIN + path, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": freshIp(), cookie },
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const invite = (cookie: string, email: string, role = "viewer") =>
  postJson("/api/workspace/members", { email, role }, { cookie });

const mailsTo = (email: string) =>
  count("SELECT count(*) AS n FROM email_outbox WHERE \"to\" = ? AND kind = 'workspace-invitation'", email);

/** Invitations to `email` whose link still works. */
const pendingTo = (email: string) =>
  count(
    "SELECT count(*) AS n FROM workspace_invitations WHERE email = ? AND accepted_at IS NULL AND voided_at IS NULL",
    email,
  );

/** The /invite path of the newest invitation mailed to `email`. */
async function invitationLink(email: string): Promise<string> {
  const mail = await mailTo(email, "workspace-invitation");
  const link = /http:\/\/vidwise\.test(\/invite\?token=[A-Za-z0-9_%-]+)/.exec(mail ?? "")?.[1];
  if (!link) throw new Error(`no invitation link mailed to ${email}: ${mail}`);
  return link;
}

const tokenOf = (path: string) => decodeURIComponent(new URL(path, ORIGIN).searchParams.get("token")!);

const acceptWith = (cookie: string, link: string) =>
  postForm("/invite", { token: tokenOf(link), intent: "accept-invitation" }, { cookie });

describe("an account that never confirmed its address", () => {
  it("cannot invite, on /api or on Account Settings: 403 with the confirm-first words, nothing written or mailed", async () => {
    const cookie = await signUpUnverified("abuse-unconfirmed-inviter@example.com");
    const target = "abuse-target-of-unconfirmed@example.com";
    const api = await invite(cookie, target);
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ success: false, error: VERIFY_REQUIRED });
    const form = await postForm("/account", { intent: "team-invite", email: target, role: "viewer" }, { cookie });
    expect(form.status).toBe(403);
    expect(await pageText(form)).toContain(VERIFY_REQUIRED);
    expect(await mailsTo(target)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM workspace_invitations WHERE email = ?", target)).toBe(0);
  });

  it("cannot accept: 403 telling them to confirm first; once confirmed, the same link works", async () => {
    const email = "abuse-unconfirmed-invitee@example.com";
    expect((await invite(owner, email)).status).toBe(201);
    const link = await invitationLink(email);
    // Someone signs up with the invited address and never follows the confirmation link.
    const cookie = await signUpUnverified(email);
    const refused = await acceptWith(cookie, link);
    expect(refused.status).toBe(403);
    expect(await pageText(refused)).toContain(TEAM_MESSAGES.confirmBeforeAccepting);
    const acting = await env.DB.prepare("SELECT acting_workspace_id AS acting FROM users WHERE email = ?")
      .bind(email)
      .first<{ acting: string | null }>();
    expect(acting).toEqual({ acting: null });
    expect(await pendingTo(email)).toBe(1);

    // The address's owner follows the link mailed at sign-up, then accepts.
    const verify = /\/verify-email\?token=[A-Za-z0-9_%-]+/.exec((await mailTo(email, "verify-email")) ?? "")?.[0];
    expect(verify).toBeTruthy();
    const token = decodeURIComponent(new URL(verify!, ORIGIN).searchParams.get("token")!);
    expect((await postForm("/verify-email", { token }, { cookie })).status).toBe(302);
    const accepted = await acceptWith(cookie, link);
    expect(accepted.status).toBe(302);
    const answer = (await (await get("/api/workspace", { cookie })).json()) as { id: string; role: string };
    expect(answer).toMatchObject({ id: await workspaceOf(OWNER), role: "viewer" });
  });
});

describe("the hourly allowance of invitation mails", () => {
  it("twelve invitations to one address at once send 3 mails; the rest are 429 and leave nothing behind", async () => {
    const target = "abuse-burst@example.com";
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        postJsonRacing("/api/workspace/members", { email: target, role: "viewer" }, owner),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(3).fill(201), ...Array(9).fill(429)]);
    for (const answer of answers.filter((a) => a.status === 429))
      expect(await answer.json()).toEqual({ success: false, error: TEAM_MESSAGES.tooManyMails });
    expect(await mailsTo(target)).toBe(3);
    // One link works (the newest); each refused request wrote no invitation and no log entry.
    expect(await pendingTo(target)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM workspace_invitations WHERE email = ?", target)).toBe(3);
    expect(
      await count(
        "SELECT count(*) AS n FROM audit_log WHERE action = 'member-invited' AND target LIKE ?",
        `${target} as %`,
      ),
    ).toBe(3);
  });

  it("is counted per workspace: another workspace still invites the address, and its 429 is its own", async () => {
    const target = "abuse-shared@example.com";
    for (let i = 0; i < 3; i++) expect((await invite(owner, target)).status).toBe(201);
    expect((await invite(owner, target)).status).toBe(429);
    const fromOther = await invite(otherOwner, target);
    expect(fromOther.status).toBe(201);
    expect(Object.keys((await fromOther.json()) as object).sort()).toEqual([
      "email",
      "expiresAt",
      "id",
      "role",
      "success",
    ]);
    expect(await mailsTo(target)).toBe(4);
    const newest = await mailTo(target, "workspace-invitation");
    expect(newest).toContain(`${OTHER_OWNER} invited you`);
  });

  it("a re-sent invitation voids the older link; a refused one leaves the newest working", async () => {
    const target = "abuse-resent@example.com";
    expect((await invite(owner, target)).status).toBe(201);
    const first = await invitationLink(target);
    expect((await invite(owner, target)).status).toBe(201);
    const second = await invitationLink(target);
    expect(second).not.toBe(first);
    expect((await invite(owner, target)).status).toBe(201);
    const third = await invitationLink(target);
    expect((await invite(owner, target)).status).toBe(429);
    expect(await pageText(await get(first))).toContain(TEAM_MESSAGES.invitationUnknown);
    expect(await pageText(await get(second))).toContain(TEAM_MESSAGES.invitationUnknown);
    expect(await pageText(await get(third))).toContain("Join a workspace");
    const cookie = await signUp(target);
    expect((await acceptWith(cookie, first)).status).toBe(404);
    expect((await acceptWith(cookie, third)).status).toBe(302);
  });

  it("withdrawing an invitation refuses its link and gives no mail back: revoke and re-send is no way round", async () => {
    const target = "abuse-revoked@example.com";
    const ownerId = await workspaceOf(OWNER);
    for (let i = 0; i < 3; i++) {
      expect((await invite(owner, target)).status).toBe(201);
      const row = await env.DB.prepare(
        "SELECT id FROM workspace_invitations WHERE workspace_id = ? AND email = ? AND voided_at IS NULL AND accepted_at IS NULL",
      )
        .bind(ownerId, target)
        .first<{ id: string }>();
      const revoked = await postForm("/account", { intent: "team-revoke", invitationId: row!.id }, { cookie: owner });
      expect(revoked.status).toBe(200);
      expect(await pageText(revoked)).toContain(TEAM_MESSAGES.revoked(target));
    }
    const link = await invitationLink(target);
    expect(await pageText(await get(link))).toContain(TEAM_MESSAGES.invitationUnknown);
    expect((await invite(owner, target)).status).toBe(429);
    expect(await mailsTo(target)).toBe(3);
  });
});

describe("the workspace's cap on invitations waiting", () => {
  it("holds under racing requests too: at 48 of 50 waiting, five at once give two invitations and three 409s", async () => {
    const email = "abuse-cap-owner@example.com";
    const cookie = await signUp(email);
    const teamChannelId = await workspaceOf(email);
    const ownerId = await userIdOf(email);
    const soon = Date.now() + 86_400_000;
    await env.DB.batch(
      Array.from({ length: 48 }, (_, i) =>
        env.DB.prepare(
          "INSERT INTO workspace_invitations (id, workspace_id, email, role, token_hash, invited_by, expires_at) VALUES (?, ?, ?, 'viewer', ?, ?, ?)",
        ).bind(`cap-${i}`, teamChannelId, `abuse-cap-${i}@example.com`, `cap-hash-${i}`, ownerId, soon),
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        postJsonRacing("/api/workspace/members", { email: `abuse-cap-new-${i}@example.com`, role: "viewer" }, cookie),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(await answer.json()).toEqual({ success: false, error: TEAM_MESSAGES.tooManyPending(50) });
    expect(
      await count(
        "SELECT count(*) AS n FROM workspace_invitations WHERE workspace_id = ? AND voided_at IS NULL",
        teamChannelId,
      ),
    ).toBe(50);
  });
});

describe("the workspace's hourly allowance of invitation mails", () => {
  /** Outbox copies of invitations mailed to addresses starting with `prefix`. */
  const mailsToPrefix = (prefix: string) =>
    count("SELECT count(*) AS n FROM email_outbox WHERE \"to\" LIKE ? AND kind = 'workspace-invitation'", `${prefix}%`);

  it("withdrawing is no way round it: 50 sent, 20 withdrawn, 20 new addresses get 429 and no mail", async () => {
    const email = "abuse-hour-owner@example.com";
    const cookie = await signUp(email);
    const teamChannelId = await workspaceOf(email);
    for (let i = 0; i < 50; i++) expect((await invite(cookie, `abuse-hour-${i}@example.com`)).status).toBe(201);
    // Twenty withdrawn on Account Settings, as an owner would: 30 left waiting, under the cap of 50.
    const waiting = await env.DB.prepare(
      "SELECT id FROM workspace_invitations WHERE workspace_id = ? AND voided_at IS NULL ORDER BY created_at LIMIT 20",
    )
      .bind(teamChannelId)
      .all<{ id: string }>();
    for (const { id } of waiting.results)
      expect((await postForm("/account", { intent: "team-revoke", invitationId: id }, { cookie })).status).toBe(200);
    for (let i = 0; i < 20; i++) {
      const refused = await invite(cookie, `abuse-hour-new-${i}@example.com`);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ success: false, error: TEAM_MESSAGES.tooManyWorkspaceMails(50) });
    }
    // Account Settings' form refuses alike.
    const form = await postForm(
      "/account",
      { intent: "team-invite", email: "abuse-hour-form@example.com", role: "viewer" },
      { cookie },
    );
    expect(form.status).toBe(429);
    expect(await pageText(form)).toContain(TEAM_MESSAGES.tooManyWorkspaceMails(50));
    expect(await mailsToPrefix("abuse-hour-")).toBe(50);
    expect(await count("SELECT count(*) AS n FROM workspace_invitations WHERE workspace_id = ?", teamChannelId)).toBe(
      50,
    );

    // An hour later the workspace invites again.
    await env.DB.prepare("UPDATE workspace_invitations SET created_at = created_at - 3660000 WHERE workspace_id = ?")
      .bind(teamChannelId)
      .run();
    expect((await invite(cookie, "abuse-hour-later@example.com")).status).toBe(201);
  });

  it("counts voided invitations under racing requests too: at 49 sent and none waiting, five at once give one", async () => {
    const email = "abuse-hour-race-owner@example.com";
    const cookie = await signUp(email);
    const teamChannelId = await workspaceOf(email);
    const ownerId = await userIdOf(email);
    const now = Date.now();
    // 49 mailed in the last few minutes, every one replaced or withdrawn since.
    await env.DB.batch(
      Array.from({ length: 49 }, (_, i) =>
        env.DB.prepare(
          "INSERT INTO workspace_invitations (id, workspace_id, email, role, token_hash, invited_by, expires_at, voided_at, created_at) VALUES (?, ?, ?, 'viewer', ?, ?, ?, ?, ?)",
        ).bind(
          `hour-${i}`,
          teamChannelId,
          `abuse-hour-race-${i}@example.com`,
          `hour-hash-${i}`,
          ownerId,
          now + 86_400_000,
          now - 60_000,
          now - 120_000,
        ),
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        postJsonRacing(
          "/api/workspace/members",
          { email: `abuse-hour-race-new-${i}@example.com`, role: "viewer" },
          cookie,
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 429, 429, 429, 429]);
    expect(await mailsToPrefix("abuse-hour-race-new-")).toBe(1);
  });
});

describe("the invitation mail", () => {
  it("carries the inviter's address as plain text: no markup, no control or direction characters", async () => {
    const inviter = "<b>ceo\u202Etxt.exe</b>-x@example.com";
    const cookie = await signUp(inviter);
    const target = "abuse-markup-target@example.com";
    expect((await invite(cookie, target)).status).toBe(201);
    const stored = await env.DB.prepare(
      "SELECT subject, text FROM email_outbox WHERE \"to\" = ? AND kind = 'workspace-invitation'",
    )
      .bind(target)
      .first<{ subject: string; text: string }>();
    const sent = await mailTo(target, "workspace-invitation");
    expect(stored).not.toBeNull();
    // Line breaks between the body's paragraphs are the mail's own; nothing else invisible is.
    const forbidden = /[<>\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/u;
    for (const part of [stored!.subject, stored!.text, sent!]) expect(part).not.toMatch(forbidden);
    expect(stored!.subject).not.toMatch(/\n/);
    expect(stored!.subject).toBe("ceotxt.exe-x@example.com invited you to their Vidwise workspace");
    expect(sent).toContain("ceotxt.exe-x@example.com invited you to their Vidwise workspace as a viewer.");
  });
});
