import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseVaderLexicon } from "~/features/comment-sentiment/engine/lexicon";
import { VADER_LEXICON_TSV } from "~/features/comment-sentiment/engine/lexicon-vader";
import { postJson, signUp } from "../helpers";

// The Worker reads the VADER lexicon from D1 (migrations/0016_vader_lexicon_data.sql, generated
// by scripts/vader-lexicon-migration.ts) instead of carrying it in its script.
describe("the sentiment lexicon in D1", () => {
  it("holds exactly the entries of the lexicon's source file", async () => {
    const { results } = await env.DB.prepare("SELECT token, valence FROM sentiment_lexicon").all<{
      token: string;
      valence: number;
    }>();
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
      {
        comments: [
          { id: "a", text: "This is yucky" },
          { id: "b", text: "I went there" },
        ],
      },
      { cookie },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { comments: { id: string; sentiment: { label: string } }[] };
    expect(body.comments.find((c) => c.id === "a")?.sentiment.label).toBe("negative");
    expect(body.comments.find((c) => c.id === "b")?.sentiment.label).toBe("neutral");
  });
});

// The sentiment model's weights travel the same way, in model_weights (tests/integration/
// model-weights.test.ts checks D1 holds exactly the trained file).
describe("the sentiment model in D1", () => {
  it("is what the Worker scores with: its vocabulary keeps text with nothing to read neutral", async () => {
    const cookie = await signUp("model@example.com");
    const response = await postJson(
      "/api/comments/analyze",
      {
        comments: [
          { id: "a", text: "#a#a#a#a#a#a#a#a" },
          { id: "b", text: "I love this, best video ever" },
          { id: "c", text: "worst video ever, total waste of time" },
        ],
      },
      { cookie },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      comments: { id: string; sentiment: { label: string; compound: number } }[];
    };
    const a = body.comments.find((c) => c.id === "a")?.sentiment;
    expect(a?.label).toBe("neutral");
    expect(a?.compound).toBe(0);
    expect(body.comments.find((c) => c.id === "b")?.sentiment.label).toBe("positive");
    expect(body.comments.find((c) => c.id === "c")?.sentiment.label).toBe("negative");
  });
});
