// The page role check decides by the route the router matched, not by how the path is spelled:
// React Router matches "/Account", "/%61ccount" and "/account.data" to Account Settings, so each
// spelling must meet the same refusal that "/account" meets.
import { beforeAll, describe, expect, it } from "vitest";
import { count, joinWorkspace, pageText, postForm, signUp, workspaceOf } from "../helpers";

const OWNER = "role-path-owner@example.com";
const MANAGER = "role-path-manager@example.com";
const PASSWORD = "correct horse battery staple";

let manager = "";

beforeAll(async () => {
  await signUp(OWNER, undefined, { plan: "pro" });
  manager = await signUp(MANAGER, PASSWORD);
  await joinWorkspace(MANAGER, await workspaceOf(OWNER), "manager");
}, 60_000);

describe("a manager's Account Settings actions, however the path is spelled", () => {
  for (const path of ["/account", "/Account", "/ACCOUNT", "/%61ccount", "/ACCOUNT.data", "/account/"]) {
    it(`${path}: billing is refused by the role check`, async () => {
      const response = await postForm(path, { intent: "billing-portal" }, { cookie: manager });
      expect(response.status).toBe(403);
      expect(await pageText(response)).toContain("Only the workspace's owner can manage billing and plans.");
    });
  }

  it("/Account: deleting the workspace is refused before the password is read", async () => {
    const response = await postForm("/Account", { intent: "delete-account", password: PASSWORD }, { cookie: manager });
    expect(response.status).toBe(403);
    expect(await pageText(response)).toContain("Only the workspace's owner can delete it.");
    expect(await count("SELECT count(*) AS n FROM users WHERE email = ?", MANAGER)).toBe(1);
  });

  it("/%61ccount: the manager's own time zone stays theirs to change", async () => {
    const response = await postForm(
      "/%61ccount",
      { intent: "time-zone", timeZone: "Europe/Berlin" },
      { cookie: manager },
    );
    expect(response.status).toBe(200);
  });
});
