// Plans and allowances follow the workspace (docs/team.md), at every door of the assistant: a
// member who holds Pro on their own account, working in a Free owner's workspace, gets from the
// in-app assistant and from MCP exactly what the owner gets, as the pages and /api give them; an
// analysis the assistant runs there spends the workspace's allowance, not the member's.
import { beforeAll, describe, expect, it } from "vitest";
import { FREE_ANALYSIS_NOT_FROM_APPS, ANALYSIS_LIMIT_ERROR } from "~/features/billing/index.server";
import { ROLE_MESSAGES } from "~/lib/auth/roles";
import { count, get, joinWorkspace, postJson, request, signUp, userIdOf, workspaceOf } from "../helpers";
import { seedSampleTemplate } from "../sample";
import { connect, giveSampleData, rpc } from "./mcp-support";

const OWNER = "plan-doors-owner@example.com";
const VIEWER = "plan-doors-viewer@example.com";
const MANAGER = "plan-doors-manager@example.com";

type ToolAnswer = { figures: Record<string, unknown>; missing?: string; locked?: boolean };
type AskAnswer = { answer: { content: string; sources: { tool: string; figures: Record<string, unknown> }[] } };

const runsOf = async (email: string) =>
  count("SELECT count(*) AS n FROM analysis_runs WHERE user_id = ?", await userIdOf(email));

async function mcpTool(token: string, name: string, args: Record<string, unknown> = {}) {
  const { body } = await rpc(token, "tools/call", { name, arguments: args });
  return body!.result!.structuredContent as unknown as ToolAnswer;
}

let owner = "";
let viewer = "";
let manager = "";

beforeAll(async () => {
  await seedSampleTemplate();
  owner = await signUp(OWNER, undefined, { plan: null });
  await giveSampleData(OWNER);
  const team = await workspaceOf(OWNER);
  // Both bought Pro for their own accounts, then joined the Free workspace.
  viewer = await signUp(VIEWER, undefined, { plan: "pro" });
  manager = await signUp(MANAGER, undefined, { plan: "pro" });
  await joinWorkspace(VIEWER, team, "viewer");
  await joinWorkspace(MANAGER, team, "manager");
}, 60_000);

describe("a Pro member in a Free workspace", () => {
  it("gets no upload timing over MCP, as the owner, the dashboard and /api/dashboard there", async () => {
    const ownerApp = await connect(owner);
    const locked = await mcpTool(ownerApp.access_token, "upload-timing");
    expect(locked).toMatchObject({ figures: {}, locked: true });
    expect(locked.missing).toMatch(/part of Pro and up/);

    for (const cookie of [viewer, manager]) {
      const app = await connect(cookie);
      expect(await mcpTool(app.access_token, "upload-timing")).toEqual(locked);
      // The same workspace's plan as the app's pages and /api read for this person.
      const api = (await (await get("/api/dashboard", { cookie })).json()) as { timing: unknown; locked?: unknown[] };
      expect(api.timing).toBeNull();
      expect(api.locked).toEqual([expect.objectContaining({ feature: "Optimal Upload Timing", plan: "Pro" })]);
      const bearer = await request("GET", "/api/dashboard", {
        headers: { authorization: `Bearer ${app.access_token}` },
      });
      expect(((await bearer.json()) as { timing: unknown }).timing).toBeNull();
    }
  });

  it("gets no title forecast over MCP: the Free workspace's analysis is not for connected apps, a viewer runs none", async () => {
    const title = "Budget Desk Setup Tour";
    const ownerApp = await connect(owner);
    const refused = await mcpTool(ownerApp.access_token, "title-forecast", { title });
    expect(refused.figures).toEqual({});
    expect(refused.missing).toBe(FREE_ANALYSIS_NOT_FROM_APPS.replace("(/pricing)", "(http://vidwise.test/pricing)"));

    const managerApp = await connect(manager);
    expect(await mcpTool(managerApp.access_token, "title-forecast", { title })).toEqual(refused);

    const viewerApp = await connect(viewer);
    const asViewer = await mcpTool(viewerApp.access_token, "title-forecast", { title });
    expect(asViewer.figures).toEqual({});
    expect(asViewer.missing).toBe(ROLE_MESSAGES.analyze);

    for (const email of [OWNER, MANAGER, VIEWER]) expect(await runsOf(email)).toBe(0);
  });

  it("gets the workspace's plan from the in-app assistant too, and its forecast spends the workspace's analysis", async () => {
    const timing = (await (
      await postJson("/api/ask", { message: "What day and hour should I publish?" }, { cookie: manager })
    ).json()) as AskAnswer;
    const source = timing.answer.sources.find((s) => s.tool === "upload-timing");
    expect(source?.figures ?? {}).toEqual({});
    expect(timing.answer.content).toContain("Pro");

    const ask = (message: string) => postJson("/api/ask", { message }, { cookie: manager });
    const first = (await (await ask('What if I titled it "Budget Desk Setup Tour"?')).json()) as AskAnswer;
    expect(first.answer.sources.find((s) => s.tool === "title-forecast")?.figures).toMatchObject({
      expectedViews: expect.any(Number),
    });
    // The owner's one free analysis, not a run on the manager's own Pro plan.
    expect(await runsOf(OWNER)).toBe(1);
    expect(await runsOf(MANAGER)).toBe(0);

    const second = (await (await ask('What if I titled it "My Honest Review After One Year"?')).json()) as AskAnswer;
    expect(second.answer.sources.find((s) => s.tool === "title-forecast")?.figures ?? {}).toEqual({});
    expect(second.answer.content).toContain(ANALYSIS_LIMIT_ERROR);
    expect(await runsOf(OWNER)).toBe(1);
  });
});
