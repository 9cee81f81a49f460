import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tokenize, unigrams } from "~/lib/title-words";
import { targetKeywords } from "./index";
import { firstOccurrence } from "./keywords";

const titleWords = (title: string) => new Set(unigrams(tokenize(title)).map((t) => t.term));
const wordsOf = (term: string) => unigrams(tokenize(term)).map((t) => t.term);

describe("targetKeywords", () => {
  it("without data, takes the title's phrases first, then its other terms, as the title writes them", () => {
    expect(targetKeywords({ title: "Best Budget Cameras for YouTube in 2026 (Sony vs Canon)" })).toEqual([
      "budget cameras",
      "sony",
      "canon",
    ]);
  });

  it("weights the title's terms by search demand, and never takes a demand term the title lacks", () => {
    const keywords = targetKeywords({
      title: "Sony ZV-E10 Review: Best Budget Vlogging Camera",
      demandTerms: [
        { term: "zv e10", weight: 300_000 },
        { term: "vlogging camera", weight: 100_000 },
        { term: "Sony", weight: 50_000 },
        { term: "iphone", weight: 999_999 },
        { term: "gopro hero", weight: 800_000 },
      ],
    });
    // zv e10: 1.2 + 1 = 2.2; sony: 1 + 1 = 2; vlogging camera: 1.2 + 1/3; sony zv and sony zv e10 have all
    // their words taken already; zv e10 review and budget vlogging camera: 1.5 each, in title order.
    // Each is returned as the title writes it ("zv-e10"), which the checklist reads as "zv e10".
    expect(keywords).toEqual(["zv-e10", "sony", "vlogging camera", "zv-e10 review", "budget vlogging camera"]);
  });

  it("uses channel terms at half the weight of demand terms", () => {
    const title = "Tripod vs Gimbal for Travel";
    expect(targetKeywords({ title }, 3)).toEqual(["tripod", "gimbal", "travel"]);
    expect(targetKeywords({ title, channelTerms: [{ term: "travel", weight: 10 }] }, 3)).toEqual([
      "travel",
      "tripod",
      "gimbal",
    ]);
    // Demand for gimbal (1.0) beats the channel's travel (0.5).
    expect(
      targetKeywords(
        { title, channelTerms: [{ term: "travel", weight: 10 }], demandTerms: [{ term: "gimbals", weight: 5 }] },
        3,
      ),
    ).toEqual(["gimbal", "travel", "tripod"]);
  });

  it("puts requested keywords first, as typed, and fills the rest from the title", () => {
    expect(
      targetKeywords({ title: "Best Budget Cameras (Sony vs Canon)", requested: ["Low Light", "budget cameras"] }),
    ).toEqual(["low light", "budget cameras", "sony", "canon"]);
    expect(targetKeywords({ title: "Best Budget Cameras", requested: ["a", "b", "c"] }, 2)).toEqual(["a", "b"]);
  });

  it("makes the primary keyword a phrase of the title, even when a scattered data term scores higher", () => {
    expect(
      targetKeywords({ title: "A Camera on a Budget", demandTerms: [{ term: "budget camera", weight: 1000 }] }),
    ).toEqual(["camera", "budget camera"]);
  });

  it("returns a keyword as written, never the folded form the words are compared in", () => {
    // Folded, these were "true story", "orlean", "zomby", "puská": not words anyone searches.
    expect(targetKeywords({ title: "AVICII: TRUE STORIES - Official Trailer" })[0]).toBe("true stories");
    expect(targetKeywords({ title: "New Orleans Saints Highlights" })[0]).toBe("orleans saints highlights");
    expect(targetKeywords({ title: "FIFA Puskás Award 2017 - ALL NOMINEES" })[0]).toBe("fifa puskás award");
    expect(targetKeywords({ title: "Assassin’s Creed Origins: Order of the Ancients" })[0]).toBe(
      "assassin’s creed origins",
    );
  });

  it("gives a title of filler words its own first part as the keyword, and respects the limit", () => {
    expect(
      targetKeywords({ title: "The BEST video EVER!!! 🔥", demandTerms: [{ term: "camera", weight: 5 }] }),
    ).toEqual(["the best video ever"]);
    expect(targetKeywords({ title: "I REALLY DON'T REGRET IT | VLOG 43" })).toEqual(["i really don't regret it"]);
    expect(targetKeywords({ title: "Was It Worth It?" })).toEqual(["was it worth it"]);
    expect(targetKeywords({ title: "🔥🔥 !!! ..." })).toEqual([]);
    expect(targetKeywords({ title: "Was It Worth It?" }, 0)).toEqual([]);
    expect(targetKeywords({ title: "Budget Camera Sony Canon Nikon Fuji Panasonic" }, 2)).toHaveLength(2);
    expect(targetKeywords({ title: "Budget Camera" }, 0)).toEqual([]);
  });

  it("cuts Japanese titles into character pairs, without overlapping pairs unless data backs them", () => {
    expect(targetKeywords({ title: "東京旅行ガイド" })).toEqual(["東京", "旅行", "ガイ"]);
    expect(targetKeywords({ title: "東京旅行ガイド", demandTerms: [{ term: "旅行", weight: 10 }] })).toEqual([
      "旅行",
      "東京",
      "ガイ",
    ]);
  });

  it("ignores non-finite and non-positive weights", () => {
    const title = "Tripod vs Gimbal";
    expect(
      targetKeywords({
        title,
        demandTerms: [
          { term: "gimbal", weight: Number.NaN },
          { term: "gimbal", weight: -5 },
        ],
      }),
    ).toEqual(["tripod", "gimbal"]);
  });

  it("never returns a term absent from the title unless requested, and finds one in any title with a word (property)", () => {
    const vocabulary = [
      "camera",
      "budget",
      "sony",
      "lens",
      "tripod",
      "review",
      "travel",
      "vlog",
      "gimbal",
      "drone",
      "editing",
      "beginner",
      "the",
      "best",
      "for",
      "2026",
      "4K",
      "iPhone",
      "東京",
      "cámara",
    ];
    const phrase = fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 3 }).map((w) => w.join(" "));
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...vocabulary), { minLength: 0, maxLength: 10 }).map((w) => w.join(" ")),
        fc.array(fc.record({ term: phrase, weight: fc.double({ min: -10, max: 1e6, noNaN: true }) }), {
          maxLength: 12,
        }),
        fc.array(fc.record({ term: phrase, weight: fc.double({ min: 0, max: 1e6, noNaN: true }) }), { maxLength: 12 }),
        fc.integer({ min: 0, max: 8 }),
        (title, demandTerms, channelTerms, limit) => {
          const keywords = targetKeywords({ title, demandTerms, channelTerms }, limit);
          const allowed = titleWords(title);
          expect(keywords.length).toBeLessThanOrEqual(limit);
          expect(new Set(keywords).size).toBe(keywords.length);
          // Any title with a word gives a keyword: the primary is a phrase of the title, as written.
          if (limit > 0 && /[\p{L}\p{N}]/u.test(title)) {
            expect(keywords.length).toBeGreaterThanOrEqual(1);
            expect(firstOccurrence(title, keywords[0]!)).not.toBeNull();
          }
          const fallback = allowed.size === 0 || wordsOf(keywords[0] ?? "").length === 0;
          for (const keyword of keywords) {
            expect(keyword).toBe(keyword.toLowerCase());
            expect(title.toLowerCase()).toContain(keyword.split(" ")[0]);
            if (fallback) continue;
            const words = wordsOf(keyword);
            expect(words.length).toBeGreaterThanOrEqual(1);
            expect(words.length).toBeLessThanOrEqual(3);
            for (const word of words) expect(allowed.has(word)).toBe(true);
          }
          expect(targetKeywords({ title, demandTerms, channelTerms }, limit)).toEqual(keywords);
        },
      ),
      { numRuns: 300, seed: 20260601 },
    );
  });
});
