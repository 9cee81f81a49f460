// Through the Worker: the primary keyword lands in the first 125 characters of
// the rewrite, letter for letter, for a keyword the title lacks and for one derived from a title
// whose folded form is not the written one ("TRUE STORIES" was returned as "true story").
import { describe, expect, it } from "vitest";
import { postJson, signUpUnverified } from "../../helpers";

type Rewrite = { rewrittenDescription: string; targetKeywords: string[]; improvements: string[] };

const inPreview = (text: string, keyword: string) => text.slice(0, 125).toLowerCase().includes(keyword);

describe("POST /api/description/rewrite puts the primary keyword in the preview", () => {
  it("leads with a typed keyword the title does not contain", async () => {
    const cookie = await signUpUnverified("desc-keyword-typed@example.com");
    const response = await postJson(
      "/api/description/rewrite",
      {
        title: "BABY NAME CHALLENGE!",
        description: "► Subscribe: https://www.youtube.com/user/example\n\nThanks for watching.",
        keywords: ["baby names"],
      },
      { cookie },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Rewrite;
    expect(body.targetKeywords[0]).toBe("baby names");
    expect(body.rewrittenDescription.startsWith("Baby names: BABY NAME CHALLENGE!\n\n► Subscribe")).toBe(true);
    expect(inPreview(body.rewrittenDescription, "baby names")).toBe(true);
  });

  it("returns a derived keyword as the title writes it, and places it", async () => {
    const cookie = await signUpUnverified("desc-keyword-derived@example.com");
    const response = await postJson(
      "/api/description/rewrite",
      {
        title: "AVICII: TRUE STORIES - Official Trailer",
        description:
          "🎬 Watch the full film on the link below, it has been years in the making and we are so proud of it!!!\nhttps://example.com/film",
      },
      { cookie },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Rewrite;
    expect(body.targetKeywords[0]).toBe("true stories");
    expect(inPreview(body.rewrittenDescription, body.targetKeywords[0]!)).toBe(true);
  });
});
