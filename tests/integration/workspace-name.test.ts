// A workspace goes by the name its owner gives it (an agency's, a client's) instead of the owner's
// address: the members' "working in" line, GET /api/workspace and the invitation mail and page say
// it. Only the owner names it; the name is one plain line.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { get, joinWorkspace, pageText, postForm, signUp, workspaceOf } from "../helpers";
import { mailTo, recordMail } from "../mailbox";
import { TEAM_MESSAGES } from "~/features/team/messages";

recordMail();

const OWNER = "named-owner@example.com";
const MANAGER = "named-manager@example.com";

let owner = "";
let manager = "";

beforeAll(async () => {
  owner = await signUp(OWNER, undefined, { plan: "pro" });
  manager = await signUp(MANAGER);
  await joinWorkspace(MANAGER, await workspaceOf(OWNER), "manager");
}, 60_000);

/** The newest invitation mail to `email` as the outbox keeps it (subject and text). */
async function invitationMail(email: string) {
  const row = await env.DB.prepare(
    "SELECT subject, text FROM email_outbox WHERE \"to\" = ? AND kind = 'workspace-invitation' ORDER BY created_at DESC",
  )
    .bind(email)
    .first<{ subject: string; text: string }>();
  if (!row) throw new Error(`no invitation mail to ${email}`);
  return row;
}

const nameOf = async (cookie: string) =>
  ((await (await get("/api/workspace", { cookie })).json()) as { name: string | null }).name;

describe("naming the workspace", () => {
  it("goes by the owner's address until named", async () => {
    expect(await nameOf(owner)).toBe(OWNER);
  });

  it("the owner names it on Account Settings; members, /api and invitations then use the name", async () => {
    const saved = await postForm("/account", { intent: "team-name", name: "  Northwind Agency  " }, { cookie: owner });
    expect(saved.status).toBe(200);
    expect(await pageText(saved)).toContain(TEAM_MESSAGES.renamed("Northwind Agency"));
    expect(await nameOf(owner)).toBe("Northwind Agency");
    expect(await nameOf(manager)).toBe("Northwind Agency");
    expect(await pageText(await get("/dashboard", { cookie: manager }))).toContain("Northwind Agency");

    await postForm(
      "/account",
      { intent: "team-invite", email: "named-guest@example.com", role: "viewer" },
      { cookie: owner },
    );
    const link = /\/invite\?token=[A-Za-z0-9_%-]+/.exec(
      (await mailTo("named-guest@example.com", "workspace-invitation")) ?? "",
    )?.[0];
    expect(link).toBeTruthy();
    expect(await pageText(await get(link!))).toContain("Northwind Agency");
    // The mail says who invited to which workspace, in its subject and its text.
    const mail = await invitationMail("named-guest@example.com");
    expect(mail.subject).toBe(`${OWNER} invited you to the Vidwise workspace "Northwind Agency"`);
    expect(mail.text).toContain(`${OWNER} invited you to the Vidwise workspace "Northwind Agency" as a viewer.`);
  });

  it("an invitation mail carries a name that looks like an address as text, not as a link", async () => {
    await postForm("/account", { intent: "team-name", name: "Prizes at win.example" }, { cookie: owner });
    await postForm(
      "/account",
      { intent: "team-invite", email: "named-guest-2@example.com", role: "manager" },
      { cookie: owner },
    );
    const mail = await invitationMail("named-guest-2@example.com");
    expect(mail.subject).toBe(`${OWNER} invited you to the Vidwise workspace "Prizes at win[.]example"`);
    expect(mail.text).toContain(
      `${OWNER} invited you to the Vidwise workspace "Prizes at win[.]example" as a manager.`,
    );
    await postForm("/account", { intent: "team-name", name: "Northwind Agency" }, { cookie: owner });
  });

  it("refuses an empty name, a long one and one with line breaks or direction marks, keeping the old", async () => {
    for (const [name, words] of [
      ["   ", TEAM_MESSAGES.nameRequired],
      ["x".repeat(61), TEAM_MESSAGES.nameTooLong(60)],
      ["Agency\nYour payment failed", TEAM_MESSAGES.namePlain],
      ["Agency \u202Egnp.exe", TEAM_MESSAGES.namePlain],
      ["<b>Agency</b>", TEAM_MESSAGES.namePlain],
    ] as const) {
      const refused = await postForm("/account", { intent: "team-name", name }, { cookie: owner });
      expect(refused.status).toBe(400);
      expect(await pageText(refused)).toContain(words);
    }
    expect(await nameOf(owner)).toBe("Northwind Agency");
  });

  it("a manager may not rename the owner's workspace", async () => {
    const refused = await postForm("/account", { intent: "team-name", name: "Taken Over" }, { cookie: manager });
    expect(refused.status).toBe(403);
    expect(await nameOf(owner)).toBe("Northwind Agency");
  });
});
