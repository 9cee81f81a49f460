// Account Settings' Subscription card (and the pricing page's plan buttons) follow the workspace
// the person acts in and their role there: a viewer or manager of someone else's workspace who pays for a plan of their own is shown
// that workspace's plan by name and who manages it, with no billing form (neither the workspace's,
// which is its owner's, nor their own, which belongs to their own workspace). Back in their own
// workspace, their own subscription and its forms are there again. The HTML is the server's render,
// so this is also what a browser without JavaScript shows.
import { describe, expect, it, beforeAll } from "vitest";
import { ROLE_MESSAGES } from "~/lib/auth/roles";
import { get, joinWorkspace, pageText, postForm, signUp, workspaceOf } from "../helpers";

const OWNER = "billing-controls-owner@example.com";
const VIEWER = "billing-controls-viewer@example.com";
const MANAGER = "billing-controls-manager@example.com";

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The Subscription card of Account Settings as the server rendered it. */
async function subscriptionCard(cookie: string) {
  const response = await get("/account", { cookie });
  expect(response.status).toBe(200);
  const html = await pageText(response);
  const start = html.indexOf('id="subscription"');
  expect(start).toBeGreaterThan(-1);
  // The card runs to the next card's heading.
  const end = html.indexOf("<h2", start + 1);
  return html.slice(start, end === -1 ? undefined : end);
}

const BILLING_FORMS = ['value="billing-portal"', 'value="cancel-subscription"'];

let owner = "";
let viewer = "";
let manager = "";

beforeAll(async () => {
  owner = await signUp(OWNER, undefined, { plan: "pro" });
  // Each member pays for a plan of their own (Creator+), a bigger one than the workspace's.
  viewer = await signUp(VIEWER, undefined, { plan: "creator" });
  manager = await signUp(MANAGER, undefined, { plan: "creator" });
  const team = await workspaceOf(OWNER);
  await joinWorkspace(VIEWER, team, "viewer");
  await joinWorkspace(MANAGER, team, "manager");
}, 60_000);

describe("the Subscription card in someone else's workspace", () => {
  for (const [who, cookie] of [
    ["a viewer", () => viewer],
    ["a manager", () => manager],
  ] as const) {
    it(`${who} with a subscription of their own gets no billing form, nor their own plan`, async () => {
      const card = await subscriptionCard(cookie());
      for (const form of BILLING_FORMS) expect(card).not.toContain(form);
      const text = words(card);
      expect(text).not.toContain("Manage billing");
      expect(text).not.toContain("Cancel subscription");
      // A manager reads the workspace's plan by name (the owner's Pro); a viewer nothing of the
      // owner's billing; neither the person's own Creator+.
      if (who === "a manager") expect(text).toContain("This workspace's plan Pro");
      else expect(text).not.toMatch(/This workspace's plan|\bPro\b/);
      expect(text).not.toContain("Creator+");
      expect(text).toContain(ROLE_MESSAGES.billing);
      expect(card).toContain('href="#workspaces"');
    });
  }

  it("the owner keeps Manage billing for their own workspace", async () => {
    const card = await subscriptionCard(owner);
    expect(card).toContain('value="billing-portal"');
    expect(words(card)).toContain("Manage billing");
    expect(words(card)).toContain("Pro");
  });

  it("the pricing page offers a viewer or manager there no plan button, and says who chooses", async () => {
    for (const cookie of [viewer, manager]) {
      const html = await pageText(await get("/pricing", { cookie }));
      expect(html).not.toContain('name="plan"');
      expect(html).not.toContain("Current plan");
      expect(words(html)).toContain(ROLE_MESSAGES.billing);
      expect(html).toContain('href="/account#workspaces"');
    }
    const owners = await pageText(await get("/pricing", { cookie: owner }));
    expect(owners).toContain('name="plan"');
    expect(owners).toContain("Current plan");
    expect(owners).not.toContain(ROLE_MESSAGES.billing);
  });

  it("a viewer's billing form sent anyway from there is refused", async () => {
    const response = await postForm("/account", { intent: "billing-portal" }, { cookie: viewer });
    expect(response.status).toBe(403);
  });

  it("back in their own workspace, the viewer manages their own subscription again", async () => {
    const switched = await postForm(
      "/account",
      { intent: "switch-workspace", workspaceId: await workspaceOf(VIEWER) },
      { cookie: viewer },
    );
    expect(switched.status).toBeLessThan(400);
    const card = await subscriptionCard(viewer);
    expect(card).toContain('value="billing-portal"');
    expect(words(card)).toContain("Creator+");
    expect(words(card)).not.toContain(ROLE_MESSAGES.billing);
    expect(await pageText(await get("/pricing", { cookie: viewer }))).toContain("Current plan");
  });
});
