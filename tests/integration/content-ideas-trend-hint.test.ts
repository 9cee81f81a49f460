// Content Ideas lists what a batch went without. Without trend points for the topic yet, the hint
// follows the account as it is: an owner who set the topic and confirmed the address is told when
// the topic is measured, never asked again to do either.
import { describe, expect, it } from "vitest";
import { get, pageText, postForm, signUp, waitForSyncs, workspaceOf } from "../helpers";

const EMAIL = "ideas-trend-hint@example.com";

describe("Content Ideas' hint about trends", () => {
  it("does not ask a confirmed owner with a topic to set the topic or confirm the address", async () => {
    const cookie = await signUp(EMAIL);
    const ws = await workspaceOf(EMAIL);
    expect((await postForm("/account", { intent: "settings", primaryTopic: "home servers" }, { cookie })).status).toBe(
      200,
    );
    await postForm("/account", { intent: "connect-channel", channel: "@nineteen-sample" }, { cookie });
    await waitForSyncs(ws);
    const generated = await postForm("/content-ideas", { intent: "generate" }, { cookie });
    expect(generated.status).toBeLessThan(400);
    const page = (await pageText(await get("/content-ideas", { cookie }))).replace(/\s+/g, " ");
    expect(page).toContain("No trend measurements for “home servers” yet: it is measured every 6 hours");
    expect(page).not.toMatch(/set (your|the) primary topic/i);
    expect(page).not.toMatch(/confirm (your|the owner's) email/i);
  });
});
