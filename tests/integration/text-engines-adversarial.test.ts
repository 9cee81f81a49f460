// Crafted text must never stall the Worker: every engine that runs regular expressions
// over what strangers write answers, with its usual shape, on the repeat patterns that make a
// backtracking expression explode, at the edge's maximum length. No timing here (speed is
// scripts/bench-text-engines.ts's job): an expression that backtracks exponentially simply never
// returns, and vitest fails the test once it passes the 30 s testTimeout.
import "~/features/comment-sentiment/engine/install-lexicon";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ATTACK_PATTERNS,
  buildAttack,
  PROBE_COMMENTS,
  TEXT_ENGINES,
  hostilePiece as piece,
  type AttackPattern,
} from "../data/adversarial-text";
import { demoCookie, postJson } from "../helpers";

/**
 * The ReDoS ladder: each pattern at every length from a few units up to 160 characters (one unit
 * more each step), then doubling to the maximum. An exponential expression is fast on the first
 * rungs and slower by a constant factor with each unit, so the rung where it first passes 30 s
 * fails here instead of the whole file hanging at the maximum length (run with --bail 1 to stop
 * there: the rungs after it would take hours).
 */
function ladder(pattern: AttackPattern, maxLength: number): number[] {
  const lengths: number[] = [];
  const fixed = pattern.prefix.length + pattern.suffix.length;
  for (let n = 1; fixed + n * pattern.unit.length <= Math.min(160, maxLength); n++)
    lengths.push(fixed + n * pattern.unit.length);
  for (let length = 256; length < maxLength; length *= 2) lengths.push(length);
  lengths.push(maxLength);
  return lengths;
}

describe("the ReDoS ladder: each known-bad shape, growing to the maximum length", () => {
  // The shapes that once stalled the Worker (85 ms at 60 characters, past the 30 s CPU
  // limit at ~160), through the engines that read them.
  const cases = [
    { engine: "Comment analysis (analyzeComment)", pattern: "laughter word (haa…x)" },
    { engine: "Comment analysis (analyzeComment)", pattern: "laughter after lol (ahah…hx)" },
    { engine: "Title words (tokenize, descriptionLead)", pattern: "hashtag run (#a#a…)" },
    { engine: "Email validation (emailField)", pattern: "email-like (a@a.a.a…)" },
    { engine: "Spam detection (detectSpam, duplicateKey)", pattern: "space run" },
    { engine: "Questions and requests (detectQuestion, extractRequest)", pattern: "newline and space runs" },
    { engine: "Ask Vidwise entities (extractEntities)", pattern: "title it (entities)" },
  ];
  for (const { engine: engineName, pattern: patternName } of cases) {
    const engine = TEXT_ENGINES.find((e) => e.name === engineName)!;
    const pattern = ATTACK_PATTERNS.find((p) => p.name === patternName)!;
    it.each(ladder(pattern, engine.maxLength))(`${engineName}: ${patternName} at %i characters`, (length) => {
      expect(engine.wellFormed(engine.run(buildAttack(pattern, length)))).toBe(true);
    });
  }
});

describe("the security probe's crafted comments", () => {
  it("are scored through POST /api/comments/analyze (a demo visitor may send them)", async () => {
    const response = await postJson(
      "/api/comments/analyze",
      { comments: PROBE_COMMENTS },
      { cookie: await demoCookie() },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      comments: { sentiment: { label: string }; spam: boolean }[];
      summary: { total: number };
    };
    expect(body.summary.total).toBe(PROBE_COMMENTS.length);
    // Every one gets a label; the repeated "so good !" reads as positive and none as negative
    // (the model is free to read "lol ahahah…" as amused rather than flat).
    const labels = body.comments.map((c) => c.sentiment.label);
    expect(labels).toHaveLength(PROBE_COMMENTS.length);
    expect(labels[3]).toBe("positive");
    expect(labels).not.toContain("negative");
  });
});

describe("every text engine on every attack pattern at its maximum length", () => {
  for (const engine of TEXT_ENGINES) {
    it(`${engine.name}: ${engine.edge}`, () => {
      for (const pattern of ATTACK_PATTERNS) {
        const text = buildAttack(pattern, engine.maxLength);
        expect(text.length, pattern.name).toBeLessThanOrEqual(engine.maxLength);
        expect(engine.wellFormed(engine.run(text)), pattern.name).toBe(true);
      }
    });
  }
});

describe("fast-check: random repeat shapes and random text over the hostile alphabet", () => {
  for (const engine of TEXT_ENGINES) {
    it(`${engine.name}: prefix + unit × n + suffix at the maximum length`, () => {
      fc.assert(
        fc.property(
          piece(12),
          piece(6).filter((unit) => unit.length > 0),
          piece(12),
          (prefix, unit, suffix) => {
            const text = buildAttack({ name: "random", prefix, unit, suffix }, engine.maxLength);
            return engine.wellFormed(engine.run(text));
          },
        ),
        { numRuns: 12 },
      );
    });

    it(`${engine.name}: any text over the hostile alphabet`, () => {
      fc.assert(
        fc.property(piece(Math.min(engine.maxLength, 2_000)), (text) => engine.wellFormed(engine.run(text))),
        { numRuns: 40 },
      );
    });
  }
});
