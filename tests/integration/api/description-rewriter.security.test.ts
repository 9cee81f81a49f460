import { describe, expect, it } from "vitest";
import { MAX_REWRITE_BYTES } from "../../../workers/api/description-rewriter";
import { CROSS_SITE_ERROR } from "../../../workers/middleware";
import { REWRITE_SIGNED_OUT_ERROR } from "~/features/description-rewriter/messages";
import { CROSS_SITE_HEADERS, get, pageText, postJson, signUpUnverified, storeCount, workspaceOf } from "../../helpers";

const body = { title: "Private title 7f3a", description: "A private description." };

describe("POST /api/description/rewrite, security", () => {
  it("needs a session", async () => {
    const response = await postJson("/api/description/rewrite", body);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: REWRITE_SIGNED_OUT_ERROR });
  });

  it("refuses a cross-site post", async () => {
    const cookie = await signUpUnverified("desc-csrf@example.com");
    const response = await postJson("/api/description/rewrite", body, { cookie, headers: CROSS_SITE_HEADERS });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: CROSS_SITE_ERROR });
  });

  it("refuses a body over the limit with 413", async () => {
    const cookie = await signUpUnverified("desc-huge@example.com");
    const response = await postJson(
      "/api/description/rewrite",
      { title: "t", description: "a".repeat(MAX_REWRITE_BYTES) },
      { cookie },
    );
    expect(response.status).toBe(413);
  });

  it("keeps each user's rewrites to themselves", async () => {
    const owner = await signUpUnverified("desc-owner@example.com");
    const other = await signUpUnverified("desc-other@example.com");
    expect((await postJson("/api/description/rewrite", body, { cookie: owner })).status).toBe(200);
    expect(await pageText(await get("/description-rewriter", { cookie: owner }))).toContain("Private title 7f3a");
    expect(await pageText(await get("/description-rewriter", { cookie: other }))).not.toContain("Private title 7f3a");
  });

  it("stores markup as text, never as HTML", async () => {
    const cookie = await signUpUnverified("desc-xss@example.com");
    const response = await postJson(
      "/api/description/rewrite",
      { title: "<script>alert(1)</script>", description: "<img src=x onerror=alert(1)>" },
      { cookie },
    );
    expect(response.status).toBe(200);
    const html = await (await get("/description-rewriter", { cookie })).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<img src=x");
    const ws = await workspaceOf("desc-xss@example.com");
    expect(await storeCount(ws, "SELECT count(*) FROM description_rewrites")).toBeGreaterThan(0);
  });
});
