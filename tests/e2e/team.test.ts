// Members and roles in the browser: an owner invites a viewer from Account Settings with JavaScript on;
// the invitation arrives by mail; the viewer, with JavaScript off, signs up, opens the link,
// accepts with the plain form and then works in the owner's workspace, where an analysis is not
// offered (its button disabled, with the words saying which roles may); the owner's activity log
// shows the team's moves.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import {
  assertNoHorizontalOverflow,
  confirmEmail,
  latestMail,
  launch,
  newContext,
  signUp,
  uniqueEmail,
  waitForHydration,
  watchErrors,
} from "./support.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

describe("Members and roles", () => {
  test("invite with JavaScript on, accept with it off; the viewer reads and is refused an analysis", async () => {
    const ownerEmail = uniqueEmail("team-owner");
    const viewerEmail = uniqueEmail("team-viewer");

    // The owner, JavaScript on, on a phone: the Members card fits and invites.
    const owner = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const ownerPage = await owner.newPage();
    const errors = watchErrors(ownerPage);
    await signUp(ownerPage, ownerEmail);
    await confirmEmail(ownerPage, ownerEmail);
    await ownerPage.goto("/account#members");
    await waitForHydration(ownerPage);
    const members = ownerPage.locator("#members");
    await members.getByRole("heading", { name: "Members" }).waitFor();
    await assertNoHorizontalOverflow(ownerPage);
    await members.getByRole("textbox", { name: "Invite by email" }).fill(viewerEmail);
    await members.getByRole("combobox", { name: "Role of the invited person" }).selectOption("viewer");
    await members.getByRole("button", { name: "Send invitation" }).click();
    await members.getByText(`${viewerEmail} · viewer`).waitFor();
    assert.deepEqual(errors, []);

    const mail = await latestMail(viewerEmail, "workspace-invitation");
    const link = mail?.match(/https?:\/\/\S+\/invite\?token=\S+/)?.[0];
    assert.ok(link, `the invitation was mailed with its link: ${mail?.slice(0, 200)}`);

    // The viewer, JavaScript off: signs up, confirms the address (an invitation is accepted only by
    // an address its holder has proven), opens the link, accepts with the plain form.
    const viewer = await newContext(browser, { javaScriptEnabled: false });
    const viewerPage = await viewer.newPage();
    await signUp(viewerPage, viewerEmail);
    await confirmEmail(viewerPage, viewerEmail);
    await viewerPage.goto(link);
    await viewerPage.getByText(ownerEmail).first().waitFor();
    await viewerPage.getByRole("button", { name: "Accept the invitation" }).click();
    await viewerPage.waitForURL((url) => !url.pathname.startsWith("/invite"));
    const workspace = (await (await viewer.request.get("/api/workspace")).json()) as {
      name: string;
      role: string;
      members: { email: string; role: string }[];
    };
    assert.equal(workspace.role, "viewer");
    assert.equal(workspace.name, ownerEmail);
    assert.deepEqual(
      workspace.members.map((m) => [m.email, m.role]).sort(),
      [
        [ownerEmail, "owner"],
        [viewerEmail, "viewer"],
      ].sort(),
    );

    // Every page says whose workspace this is and what a viewer may do.
    await viewerPage.goto("/dashboard");
    assert.match(
      await viewerPage.getByRole("status").filter({ hasText: "You are working in" }).innerText(),
      new RegExp(`You are working in ${ownerEmail.replace(/[.]/g, "\\.")}'s workspace as a viewer`),
    );

    // A viewer is not offered the analysis: the button is disabled, with the role's words beside it.
    await viewerPage.goto("/youtube-tool");
    assert.ok(await viewerPage.getByRole("button", { name: "Analyze", exact: true }).isDisabled());
    assert.equal(
      (await viewerPage.getByTestId("role-note").innerText()).trim(),
      "Viewers can read this workspace but not run analyses. Ask an owner or manager.",
    );

    // The owner's activity log shows the invitation and its acceptance (a fresh load: the same
    // URL with its #members would only scroll).
    await ownerPage.goto("/account");
    await ownerPage.locator("#members").getByText("Activity").click();
    const activity = await ownerPage.locator("#members").innerText();
    assert.match(activity, /member invited/);
    assert.match(activity, /invitation accepted/);
    await owner.close();
    await viewer.close();
  });
});
