// What a viewer is offered on the tool pages: the role runs no analysis and changes nothing
// (app/lib/auth/roles.ts), so no page offers a live button that would only be refused. Every
// run/analyze/generate button a viewer meets is disabled with the role's words beside it; the
// pages' other forms (paste comments, save an idea, add a series, an A/B test, a competitor) are
// absent or disabled; the plan line promises the viewer no runs. The owner and a manager, on the
// same pages and data, keep their live buttons. Also: the channel switcher names the channel the
// page shows, and its Show button (the way to switch without JavaScript) is in sight.
import { beforeAll, describe, expect, it } from "vitest";
import { ROLE_MESSAGES } from "~/lib/auth/roles";
import { count, get, joinWorkspace, pageText, postForm, signUp, waitForSyncs, workspaceOf } from "../helpers";

const OWNER = "run-controls-owner@example.com";
const VIEWER = "run-controls-viewer@example.com";
const MANAGER = "run-controls-manager@example.com";

/** The outside check's pattern: a button whose words run something. */
const RUN_WORDS = /\b(analy[sz]e|generate|run)\b/i;
const TOOL_PAGES = [
  "/comment-sentiment",
  "/content-ideas",
  "/thumbnail-optimizer",
  "/series-planner",
  "/rpm-booster",
  "/dashboard",
  "/video-forecast",
  "/description-rewriter",
  "/competitor-monitor",
  "/youtube-tool",
];
/** Pages whose own run button the owner must still be offered, live. */
const RUN_PAGES = ["/comment-sentiment", "/content-ideas", "/thumbnail-optimizer", "/series-planner", "/rpm-booster"];

type Button = { text: string; attributes: string; disabled: boolean };

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

function buttonsIn(html: string): Button[] {
  return [...html.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)].map(([, attributes = "", inner = ""]) => ({
    text: decode(inner),
    attributes,
    disabled: /\sdisabled(=|\s|$)/.test(attributes),
  }));
}

/** Each POST form of the page (the shell's Log Out aside) with its buttons. */
function postForms(html: string) {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)]
    .filter(([, attributes = ""]) => /method="post"/i.test(attributes) && !/action="\/logout"/.test(attributes))
    .map(([, attributes = "", inner = ""]) => ({ attributes, buttons: buttonsIn(inner) }));
}

const liveRunButtons = (html: string) => buttonsIn(html).filter((b) => RUN_WORDS.test(b.text) && !b.disabled);

async function html(path: string, cookie: string) {
  const response = await get(path, { cookie });
  expect(response.status, path).toBe(200);
  return pageText(response);
}

let owner = "";
let viewer = "";
let manager = "";
let team = "";

async function ownerPosts(path: string, fields: Record<string, string>) {
  const response = await postForm(path, fields, { cookie: owner });
  expect(response.status, `${path} ${fields.intent ?? ""}`).toBeLessThan(400);
}

async function waitForCommentAnalysis(teamChannelId: string) {
  for (let i = 0; i < 600; i++) {
    const active = await count(
      "SELECT count(*) AS n FROM sentiment_runs WHERE workspace_id = ? AND status IN ('queued', 'running')",
      teamChannelId,
    );
    if (active === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("comment analysis did not finish");
}

beforeAll(async () => {
  owner = await signUp(OWNER);
  viewer = await signUp(VIEWER);
  manager = await signUp(MANAGER);
  team = await workspaceOf(OWNER);
  await joinWorkspace(VIEWER, team, "viewer");
  await joinWorkspace(MANAGER, team, "manager");
  await ownerPosts("/account", { intent: "connect-channel", channel: "@nineteen-sample" });
  await waitForSyncs(team);
  // The owner fills every tool, so the viewer meets each page's forms with something in them.
  await ownerPosts("/comment-sentiment", { intent: "analyze" });
  await waitForCommentAnalysis(team);
  await ownerPosts("/series-planner", { intent: "analyze" });
  await ownerPosts("/series-planner", { intent: "add-series", title: "Hand-made series" });
  await ownerPosts("/thumbnail-optimizer", {
    intent: "create-test",
    name: "Face vs product",
    element: "thumbnail",
    metric: "ctr",
    videoId: "",
    variant0: "Face",
    variant1: "Product",
    variant2: "",
  });
  await ownerPosts("/competitor-monitor", { intent: "add", channel: "@fifty-sample" });
  await waitForSyncs(team);
  await ownerPosts("/content-ideas", { intent: "generate" });
  await ownerPosts("/video-forecast", { title: "How to build a home server on a budget", topic: "home server" });
  await ownerPosts("/rpm-booster", { intent: "analyze" });
}, 180_000);

describe("a viewer on the tool pages", () => {
  for (const path of TOOL_PAGES) {
    it(`${path}: no button that runs something is live`, async () => {
      const page = await html(path, viewer);
      expect(liveRunButtons(page)).toEqual([]);
    });
  }

  for (const path of TOOL_PAGES.filter((p) => p !== "/dashboard")) {
    it(`${path}: no form the role refuses can be sent, and the plan line promises no runs`, async () => {
      const page = await html(path, viewer);
      // Every tool page's POST is an analysis to the role check: none may carry a live button.
      for (const form of postForms(page))
        expect(
          form.buttons.filter((b) => !b.disabled),
          form.attributes,
        ).toEqual([]);
      expect(page).not.toContain("no monthly cap");
      expect(page).not.toContain('data-testid="plan-status"');
      expect(page).not.toContain('data-testid="run-allowance"');
    });
  }

  it("each disabled run button has the role's words beside it", async () => {
    for (const path of [...RUN_PAGES, "/video-forecast", "/description-rewriter", "/youtube-tool"]) {
      const page = await html(path, viewer);
      expect(page, path).toContain('data-testid="role-note"');
      expect(page, path).toContain(ROLE_MESSAGES.analyze);
    }
    const monitor = await html("/competitor-monitor", viewer);
    expect(buttonsIn(monitor).find((b) => b.text === "Refresh")?.disabled).toBe(true);
    expect(monitor).toContain(ROLE_MESSAGES.analyze);
  });

  it("reads what the owner made: the series, the A/B test, the tracked channel", async () => {
    expect(decode(await html("/series-planner", viewer))).toContain("Hand-made series");
    expect(decode(await html("/thumbnail-optimizer", viewer))).toContain("Face vs product");
    expect(decode(await html("/competitor-monitor", viewer))).toContain("Fifty Fixes");
  });

  it("the paste form of Comment Sentiment is shown closed", async () => {
    const page = await html("/comment-sentiment", viewer);
    const paste = buttonsIn(page).find((b) => b.text === "Analyze these comments");
    expect(paste?.disabled).toBe(true);
    expect(page).toMatch(/<textarea[^>]*id="pasted-comments"[^>]*disabled=""/);
  });
});

describe("the owner and a manager on the same pages", () => {
  for (const path of RUN_PAGES) {
    it(`${path}: the owner is offered the run, live, with no role note`, async () => {
      const page = await html(path, owner);
      expect(liveRunButtons(page).length, path).toBeGreaterThan(0);
      expect(page).not.toContain('data-testid="role-note"');
    });
  }

  it("the owner keeps the other forms: add a series, a new A/B test, add a competitor", async () => {
    expect(buttonsIn(await html("/series-planner", owner)).some((b) => b.text === "Add Series" && !b.disabled)).toBe(
      true,
    );
    expect(
      buttonsIn(await html("/thumbnail-optimizer", owner)).some((b) => b.text === "Create Test" && !b.disabled),
    ).toBe(true);
    expect(buttonsIn(await html("/competitor-monitor", owner)).some((b) => b.text === "Add")).toBe(true);
    expect(await html("/dashboard", owner)).toContain('data-testid="plan-status"');
  });

  it("a manager may analyze: live run buttons, the plan line, no role note", async () => {
    for (const path of ["/series-planner", "/rpm-booster", "/youtube-tool"]) {
      const page = await html(path, manager);
      expect(liveRunButtons(page).length, path).toBeGreaterThan(0);
      expect(page).not.toContain('data-testid="role-note"');
    }
    expect(await html("/dashboard", manager)).toContain("no monthly cap on analyses");
  });
});

describe("the channel switcher", () => {
  beforeAll(async () => {
    await ownerPosts("/account", { intent: "add-channel", channel: "@oneupload-sample" });
    const rows = await count("SELECT count(*) AS n FROM workspaces WHERE parent_id = ?", team);
    expect(rows).toBe(1);
  }, 60_000);

  /** The switcher's form, the channel its list has selected, and its Show button. */
  function switcherOf(page: string) {
    const form = /<form[^>]*aria-label="Channel switcher"[^>]*>([\s\S]*?)<\/form>/.exec(page)?.[1] ?? "";
    const selected = /<option[^>]*selected=""[^>]*>([^<]*)<\/option>/.exec(form)?.[1] ?? null;
    const select = /<select[^>]*>/.exec(form)?.[0] ?? "";
    return { form, selected, select, show: buttonsIn(form).find((b) => b.text === "Show channel") };
  }

  for (const who of ["owner", "viewer"] as const) {
    it(`${who}: the list selects the channel the page shows, and Show channel is in sight`, async () => {
      const cookie = who === "owner" ? owner : viewer;
      for (const [channel, title] of [
        ["@nineteen-sample", "Nineteen Builds"],
        ["@oneupload-sample", "One Upload Workshop"],
      ] as const) {
        const id = await channelIdOf(channel);
        const page = await html(`/dashboard?channel=${id}`, cookie);
        const switcher = switcherOf(page);
        expect(decode(page)).toContain(`${title}: how the channel is doing`);
        expect(switcher.selected).toBe(title);
        // Not restored by the browser over the channel the page shows.
        expect(switcher.select.toLowerCase()).toContain('autocomplete="off"');
        expect(switcher.show).toBeDefined();
        expect(switcher.show!.disabled).toBe(false);
        expect(switcher.show!.attributes).not.toMatch(/sr-only|hidden/);
      }
    });
  }
});

async function channelIdOf(handle: string): Promise<string> {
  const answer = (await (await get("/api/workspace", { cookie: owner })).json()) as {
    channels: { id: string; handle: string | null }[];
  };
  const found = answer.channels.find((c) => `@${c.handle?.replace(/^@/, "")}` === handle);
  if (!found) throw new Error(`no channel ${handle}: ${JSON.stringify(answer.channels)}`);
  return found.id;
}
