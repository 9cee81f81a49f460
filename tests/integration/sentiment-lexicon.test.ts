import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseVaderLexicon } from "~/features/comment-sentiment/engine/lexicon";
import { VADER_LEXICON_TSV } from "~/features/comment-sentiment/engine/lexicon-vader";
import { postJson, signUp } from "../helpers";

// The Worker reads the VADER lexicon from D1 (migrations/0016_vader_lexicon_data.sql, generated
// by scripts/vader-lexicon-migration.ts) instead of carrying it in its script.
describe("the sentiment lexicon in D1", () => {
  it("holds exactly the entries of the lexicon's source file", async () => {
    const { results } = await env.DB.prepare("SELECT token, valence FROM sentiment_lexicon").all<{ token: string; valence: number }>();
    const stored = new Map(results.map((r) => [r.token, r.valence]));
    const source = parseVaderLexicon(VADER_LEXICON_TSV);
    expect(stored.size).toBe(source.length);
    const differing = source.filter(([token, valence]) => stored.get(token) !== valence).map(([token]) => token);
    // When this fails, run `npx tsx scripts/vader-lexicon-migration.ts` after editing the lexicon.
    expect(differing).toEqual([]);
    // Emoticons differ by case only, and quotes survive the SQL.
    expect(stored.get(":D")).toBe(2.3);
    expect(stored.get("( '}{' )")).toBe(1.6);
  });

  it("is what the Worker scores with: a VADER-only word moves the score", async () => {
    const cookie = await signUp("lexicon@example.com");
    // "zealous" (+0.5) and "yucky" (-1.8) come only from VADER, not from our own word lists.
    const response = await postJson(
      "/api/comments/analyze",
      { comments: [{ id: "a", text: "This is yucky" }, { id: "b", text: "I went there" }] },
      { cookie },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { comments: { id: string; sentiment: { label: string } }[] };
    expect(body.comments.find((c) => c.id === "a")?.sentiment.label).toBe("negative");
    expect(body.comments.find((c) => c.id === "b")?.sentiment.label).toBe("neutral");
  });
});
