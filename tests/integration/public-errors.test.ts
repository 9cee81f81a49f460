import { describe, expect, it } from "vitest";
import { get, pageText, signUp } from "../helpers";

/** The rendered page without its scripts (React Router repeats the loader data in one). */
const visible = async (response: Response) => (await pageText(response)).replace(/<script[\s\S]*?<\/script>/g, "");

describe("the 404 page", () => {
  it("a hidden page (/admin for a non-admin) renders the designed 404 with a way back to the dashboard", async () => {
    const cookie = await signUp("not-an-admin@example.com");
    const response = await get("/admin", { cookie });
    expect(response.status).toBe(404);
    const html = await visible(response);
    expect(html).not.toContain("Unexpected Application Error!");
    expect(html).toContain("Page not found");
    expect(html).toContain("<title>Page not found · Vidwise</title>");
    expect(html).toMatch(/<a[^>]*href="\/dashboard"[^>]*>Go to Dashboard<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to the home page<\/a>/);
  });

  it("unknown paths still redirect to / (spec §2)", async () => {
    for (const path of ["/no-such-page", "/dashboard/extra", "/admin/x"]) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe("/");
    }
  });
});
