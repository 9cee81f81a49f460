import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findChapters } from "./chapters";
import { measureDescription, rewriteDescription, targetKeywords, type RewriteInput, type RewriteOutput } from "./index";
import { findLinks } from "./links";

const LINE_BREAK = /\r\n|\r|\n/;
const crlf = (lines: string[]) => lines.join("\r\n");
const lf = (lines: string[]) => lines.join("\n");

/** Realistic descriptions: sponsor blocks, social lists, emoji, CRLF, every chapter style. */
const REVIEW: RewriteInput = {
  title: "Sony ZV-E10 vs Canon R50: Which Budget Camera Should You Buy?",
  keywords: ["budget camera", "sony zv-e10", "canon r50"],
  description: crlf([
    "I spent a month shooting with both of these cameras 📷 — here's what surprised me.",
    "",
    "🔶 SPONSOR: This video is sponsored by NordVPN. Get 70% off at https://nordvpn.com/techcreator (Sponsored)",
    "",
    "CHAPTERS",
    "1:30 Sony ZV-E10 overview",
    "4:05 Canon R50 overview",
    "8:40 Autofocus test",
    "12:10 Which budget camera wins?",
    "",
    "GEAR I USE",
    "• Mic: amzn.to/3abcXYZ",
    "• Tripod: https://www.amazon.com/dp/B0123?tag=me-20",
    "",
    "SOCIALS",
    "Instagram: instagram.com/techcreator",
    "Twitter/X: https://x.com/techcreator",
    "Discord: discord.gg/techcreator",
    "",
    "#sony #canon",
  ]),
};

const SOURDOUGH: RewriteInput = {
  title: "Easy Sourdough Bread for Beginners (No Mixer)",
  keywords: ["sourdough bread", "beginner"],
  description: lf([
    "Today we're baking a simple loaf with just flour, water and salt.",
    "No stand mixer needed!",
    "",
    "00:00 - Intro",
    "00:42 - Feeding the starter",
    "03:15 - Mixing the dough",
    "10:30 - Stretch and fold",
    "18:05 - Baking",
    "",
    "Recipe: myblog.com/sourdough",
    "Printable card (PDF): https://myblog.com/files/card.pdf",
    "Email: hello@myblog.com",
  ]),
};

const PODCAST: RewriteInput = {
  title: "Episode 142 – Marathon Training Mistakes with Coach Dana",
  keywords: ["marathon training", "coach dana"],
  description: lf([
    "In this episode Coach Dana explains the five mistakes she sees most often in runners who train for their first race.",
    "(0:00) Welcome",
    "(3:15) Dana's story",
    "(27:40) Mistake 1: too many easy miles?",
    "(58:02) Mistake 2: skipping strength work",
    "(1:02:03) Outro",
    "",
    "Show notes → https://podcast.example/ep142",
    "Study mentioned: https://en.wikipedia.org/wiki/Marathon_(sport).",
    "Support the show on Patreon: patreon.com/runpod",
    "Leave a comment with your own marathon training mistakes!",
  ]),
};

const GERMAN: RewriteInput = {
  title: "Kaffee Rösten zu Hause – Anfänger Guide ☕",
  keywords: ["kaffee rösten", "anfänger"],
  description: crlf([
    "Heute zeige ich euch, wie ihr zu Hause röstet. ☕🔥 #kaffee",
    "日本語: 自宅でコーヒーを焙煎する方法。",
    "",
    "0:20 Die Bohnen",
    "5:10 Rösten",
    "9:45 Abkühlen",
    "",
    "Shop: https://kaffee.example.de/shop",
  ]),
};

const RAGGED: RewriteInput = {
  title: "Workshop Update: New Workbench Build",
  keywords: ["workbench build"],
  description: "\n\n  Quick update from the workshop   \n\tNew bench is done\n\n\n",
};

const EMPTY: RewriteInput = { title: "Beginner Guitar Chords", keywords: ["guitar chord"], description: "" };

const PERFECT: RewriteInput = {
  title: "Tripod Review: Light, Cheap and Strong",
  keywords: ["tripod"],
  description: lf([
    "This tripod is light and strong, and it costs less than a meal out. I took it on a long hike to see how it holds up.",
    "",
    "The legs lock fast. The head turns smooth. It fits in a day bag, and it stays put in the wind.",
    "I would buy this tripod again. It is the one I pack first now.",
    "",
    "0:00 Intro",
    "0:45 Build and weight",
    "2:10 Wind test",
    "4:30 Verdict",
    "",
    "Get it here: https://example.com/tripod",
    "Subscribe for a new gear test each week.",
    "",
    "#tripod #travel #gear",
  ]),
};

const FIXTURES = { REVIEW, SOURDOUGH, PODCAST, GERMAN, RAGGED, EMPTY, PERFECT };

/** The contract: the original's content is all there, verbatim and in order; nothing got worse. */
/**
 * The original as the rewrite must keep it: all of it, or, when the rewrite says it cut the last
 * characters to make room for the hook within 5,000, all but those (rewrite.ts, makeRoom).
 */
function keptPart(input: RewriteInput, out: RewriteOutput): string {
  const cut = out.improvements.find((s) => s.startsWith("Cut the last "));
  if (!cut) return input.description;
  const count = Number(/^Cut the last ([\d,]+) characters/.exec(cut)![1]!.replace(/,/g, ""));
  const cps = [...input.description];
  expect(count).toBeGreaterThan(0);
  return cps.slice(0, cps.length - count).join("");
}

function expectPreserved(input: RewriteInput, out: RewriteOutput): void {
  const original = keptPart(input, out);
  const rewritten = out.rewrittenDescription;
  // Every line of the original, in order, among the rewrite's lines.
  const rewrittenLines = rewritten.split(LINE_BREAK);
  let at = 0;
  // (What follows the original's last line break is not a line of its own when empty.)
  const originalLines = original.split(LINE_BREAK);
  if (originalLines.at(-1) === "") originalLines.pop();
  for (const line of originalLines) {
    while (at < rewrittenLines.length && rewrittenLines[at] !== line) at++;
    expect(at, `line ${JSON.stringify(line)} kept in order`).toBeLessThan(rewrittenLines.length);
    at++;
  }
  // Taking out a 0:00 chapter line the rewrite added leaves the original as one unbroken block.
  const eol = rewritten.includes("\r\n") ? "\r\n" : "\n";
  const zeroLines = findChapters(rewritten.replace(/\r\n?/g, "\n")).filter((c) => c.seconds === 0);
  const candidates = [rewritten, ...zeroLines.map((c) => rewritten.replace(c.text + eol, ""))];
  const withoutZero = candidates.find((text) => text.includes(original));
  expect(withoutZero, "original kept as one block").toBeDefined();
  // Every URL and every timestamp line, verbatim.
  for (const url of findLinks(original)) expect(rewritten).toContain(url);
  for (const chapter of findChapters(original.replace(/\r\n?/g, "\n"))) expect(rewritten).toContain(chapter.text);
  // CRLF descriptions get CRLF additions.
  if (original.includes("\r\n") && !/(?<!\r)\n/.test(original)) expect(/(?<!\r)\n/.test(rewritten)).toBe(false);
  // Measured honestly; no rule the original passed fails, and the total never falls.
  expect(out.after).toEqual(measureDescription(rewritten, input.keywords));
  expect(out.before).toEqual(measureDescription(input.description, input.keywords));
  const cut = original !== input.description;
  // A rule the original passed stays passed, except one that every hook from the title costs:
  // then the rewrite says so. The hook's 20 points outweigh density (15) or readability (10), so
  // the score can fall only when a hook costs both, by 5 at most.
  const costs = out.improvements.find((s) => s.startsWith("The hook costs")) ?? "";
  for (const rule of out.after.rules) {
    if (out.before.rules.find((r) => r.id === rule.id)!.passed && !rule.passed)
      expect(costs, rule.id).toContain(rule.label);
  }
  // A cut to make room for the hook (said in the rewrite) may take hashtags or links with it.
  if (!cut) expect(out.after.seoScore).toBeGreaterThanOrEqual(out.before.seoScore - (costs ? 5 : 0));
  if (out.after.rules[0]!.passed === false && out.before.primaryKeyword !== null) {
    // The placement stays failed only for a description already over 5,000 characters (the API
    // refuses one) or a keyword longer than the preview.
    expect(
      out.improvements.some((s) => s.includes("nothing was added") || s.includes("Choose a shorter keyword")),
    ).toBe(true);
  }
  if (out.before.characters <= 5000) expect(out.after.characters).toBeLessThanOrEqual(5000);
  // Nothing a YouTube description may not hold, and no leftovers of templates.
  const addedText = (withoutZero ?? "").replace(original, "");
  expect(addedText).not.toMatch(/[<>]|undefined|null|NaN/);
}

describe("rewriteDescription keeps the original", () => {
  it.each(Object.entries(FIXTURES))("%s: every line, URL and timestamp verbatim, no rule worse", (_name, input) => {
    expectPreserved(input, rewriteDescription(input));
  });

  it("is deterministic", () => {
    for (const input of Object.values(FIXTURES))
      expect(rewriteDescription(input)).toEqual(rewriteDescription({ ...input, keywords: [...input.keywords] }));
  });

  it("keeps the invariants on generated descriptions (property)", () => {
    const lines = [
      ...REVIEW.description.split(LINE_BREAK),
      ...SOURDOUGH.description.split(LINE_BREAK),
      ...PODCAST.description.split(LINE_BREAK),
      ...GERMAN.description.split(LINE_BREAK),
      "Check out my last video: youtu.be/abc123",
      "🔥🔥🔥",
      "#camera #vlog #review #tech",
      "0:00 Intro",
      "00:10 Part two",
      "   ",
      "Merci d'avoir regardé ! À bientôt.",
    ];
    const titles = [
      REVIEW.title,
      SOURDOUGH.title,
      PODCAST.title,
      GERMAN.title,
      "5:00 AM Morning Routine #shorts",
      "",
      "Budget Camera",
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...lines), { maxLength: 30 }),
        fc.constantFrom("\n", "\r\n"),
        fc.constantFrom(...titles),
        fc.integer({ min: 0, max: 5 }),
        (picked, eol, title, limit) => {
          const input = { title, description: picked.join(eol), keywords: targetKeywords({ title }, limit) };
          const out = rewriteDescription(input);
          expectPreserved(input, out);
          expect(rewriteDescription(input)).toEqual(out);
        },
      ),
      { numRuns: 200, seed: 42 },
    );
  });
});

describe("rewriteDescription, what it adds", () => {
  it("rewrites a CRLF review: hook, 0:00 chapter, call to action and one hashtag", () => {
    const out = rewriteDescription(REVIEW);
    const lines = REVIEW.description.split("\r\n");
    expect(out.rewrittenDescription).toBe(
      crlf([
        "Sony ZV-E10 vs Canon R50: Which Budget Camera Should You Buy?",
        "",
        ...lines.slice(0, 5),
        "0:00 Intro",
        ...lines.slice(5),
        "",
        "If this helped, subscribe for more videos on budget camera.",
        "",
        "#budgetcamera",
      ]),
    );
    expect([out.before.seoScore, out.after.seoScore]).toEqual([35, 85]);
    expect(out.after.chapters).toEqual({ valid: true, count: 5, problems: [] });
    expect(out.after.hashtags.shownAboveTitle).toEqual(["#sony", "#canon", "#budgetcamera"]);
    // All three keywords were already somewhere in the description.
    expect(out.keywordsAdded).toEqual([]);
    expect(out.improvements).toEqual([
      "Opened with a hook from your title that names “budget camera” in the first 125 characters (it first appeared at character 282).",
      "Added “0:00 Intro” before your first timestamp (1:30), because YouTube's chapters must start at 0:00.",
      "Added a call to action at the end: “If this helped, subscribe for more videos on budget camera.”",
      "Added #budgetcamera at the end, so three hashtags show above the title.",
    ]);
    expect(out.reasoning).toBe(
      "SEO score 35 → 85: keyword placement character 282 → character 33 (+20 points); chapters 4 timestamps, not accepted → 5 valid chapters (+15 points); " +
        "hashtags 2 hashtags → 3 hashtags (+5 points); call to action none → present (+10 points). " +
        "Keyword density 14.0% → 21.9% (target 2–3%); readability (Flesch reading ease) 73 → 74; 516 → 666 of 5,000 characters. " +
        "Still failing: keyword density (21.9%).",
    );
  });

  it("lists the keywords the rewrite brought in, and keeps valid chapters as they are", () => {
    const out = rewriteDescription(SOURDOUGH);
    expect(out.keywordsAdded).toEqual(["sourdough bread", "beginner"]);
    expect(
      out.rewrittenDescription.startsWith("Easy Sourdough Bread for Beginners (No Mixer).\n\nToday we're baking"),
    ).toBe(true);
    expect(
      out.rewrittenDescription.endsWith(
        "Email: hello@myblog.com\n\nIf this helped, subscribe for more videos on sourdough bread.\n\n#sourdoughbread #beginner",
      ),
    ).toBe(true);
    expect(out.after.chapters).toEqual(out.before.chapters);
    expect(out.improvements).toContain(
      "Added #sourdoughbread and #beginner at the end, so two hashtags show above the title.",
    );
  });

  it("leaves a description that passes every rule exactly as it is", () => {
    const out = rewriteDescription(PERFECT);
    expect(out.before.seoScore).toBe(100);
    expect(out.rewrittenDescription).toBe(PERFECT.description);
    expect(out.after).toEqual(out.before);
    expect(out.improvements).toEqual([]);
    expect(out.keywordsAdded).toEqual([]);
    expect(out.reasoning).toBe(
      "SEO score 100 → 100: the description already passes every rule. Keyword density 2.5% → 2.5% (target 2–3%); readability (Flesch reading ease) 100 → 100; 442 → 442 of 5,000 characters. Every rule passes.",
    );
  });

  it("ends a Japanese hook with 。 and keeps the Japanese text", () => {
    const description = "京都と大阪も少し紹介します。\n0:00 はじめに\n1:00 浅草\n3:00 渋谷\nhttps://example.jp/tokyo";
    const out = rewriteDescription({
      title: "東京旅行ガイド #旅行",
      keywords: targetKeywords({ title: "東京旅行ガイド #旅行" }),
      description,
    });
    expect(out.rewrittenDescription.startsWith(`東京旅行ガイド。\n\n${description}`)).toBe(true);
    expect(out.keywordsAdded).toEqual(["東京", "旅行", "ガイ"]);
  });

  it("writes a short description from the title alone when the original is empty", () => {
    const out = rewriteDescription(EMPTY);
    expect(out.rewrittenDescription).toBe(
      "Beginner Guitar Chords.\n\nIf this helped, subscribe for more videos on guitar chords.\n\n#guitarchord",
    );
  });
});

describe("rewriteDescription, the hook", () => {
  it("adds none when the primary keyword is already in the first 125 characters", () => {
    const out = rewriteDescription({
      title: "Budget Camera Guide",
      keywords: ["budget camera"],
      description: "My budget camera guide. Subscribe! https://example.com #a #b #c",
    });
    expect(out.rewrittenDescription.startsWith("My budget camera guide.")).toBe(true);
  });

  it("leads with the keyword when the title does not name it, and says why", () => {
    // This once added no hook ("the hook is made only of the title's words"), and the
    // keyword stayed out of the preview: a keyword the creator typed is theirs to lead with.
    const out = rewriteDescription({
      title: "My Week in Tokyo",
      keywords: ["budget camera"],
      description: "Filmed everything. Subscribe!",
    });
    expect(out.rewrittenDescription.startsWith("Budget camera: My Week in Tokyo.\n\nFilmed everything.")).toBe(true);
    expect(out.after.rules[0]!.passed).toBe(true);
    expect(out.improvements).toEqual([
      "Opened with “Budget camera: My Week in Tokyo.” that names “budget camera” in the first 125 characters (it was missing from the description). Your title does not contain “budget camera”, so the hook leads with it.",
      "Added #budgetcamera at the end, so one hashtag shows above the title.",
    ]);
  });

  it("leaves a title's hashtags and links out, and never turns a title into a chapter line", () => {
    const out = rewriteDescription({
      title: "5:00 AM Morning Routine #shorts https://x.com",
      keywords: ["morning routine"],
      description: "0:00 Wake up\n1:00 Coffee\n2:00 Run\n\nSubscribe!",
    });
    expect(out.rewrittenDescription.split("\n")[0]).toBe("In this video: 5:00 AM Morning Routine.");
    expect(out.after.chapters).toEqual(out.before.chapters);
    expect(out.after.links).toEqual([]);
    expect(out.after.hashtags.all).toEqual(["#morningroutine"]);
  });

  it("is kept even when every hook pushes keyword density out of the 2–3% band, and says what it costs", () => {
    // 80 words with "tripod" twice after character 125: 2.5%. Every hook holds "Tripod" (the title is
    // one word and the keyword): 3 / 82 = 3.7%, half points (7 of 15). The placement's 20 points win.
    const filler = Array.from({ length: 38 }, () => "shot").join(" ");
    const description = `${filler} tripod ${filler} tripod.\nSubscribe: https://example.com #a #b #c`;
    const out = rewriteDescription({ title: "Tripod Review", keywords: ["tripod"], description });
    expect(out.before.keywordDensity).toBe(2.5);
    expect(out.rewrittenDescription).toBe(`Tripod Review.\n\n${description}`);
    expect(out.after.keywordDensity).toBe(3.7);
    expect(out.after.seoScore).toBe(out.before.seoScore + 20 - 8);
    expect(out.improvements).toEqual([
      "Opened with a hook from your title that names “tripod” in the first 125 characters (it first appeared at character 191).",
      "The hook costs “Keyword density 2–3%” (2.5% → 3.7%, −8 points), which your description passed: every hook from your title does, and the keyword in the preview is worth 20.",
    ]);
  });
});

// Each failure shape found on the real titles of the GB trending dev data (scripts/bench-packaging.ts).
describe("rewriteDescription, the hook on real title shapes", () => {
  const SOCIAL_FIRST = [
    "► Subscribe: https://www.youtube.com/user/sam?sub_confirmation=1",
    "► Instagram: https://instagram.com/sam",
    "► Twitter: https://twitter.com/sam",
    "",
    "Thanks for watching. I post a new video every week. I read all of your comments. See you soon!",
  ].join("\n");

  it("goes before a description that starts with links, and keeps the title's capitals", () => {
    const title = "HOMEWARE ACCESSORIES HAUL | DECORATING OUR NEW FLAT";
    const out = rewriteDescription({ title, description: SOCIAL_FIRST, keywords: targetKeywords({ title }) });
    expect(out.after.primaryKeyword).toBe("homeware accessories haul");
    expect(out.rewrittenDescription.startsWith(`${title}.\n\n${SOCIAL_FIRST}`)).toBe(true);
    // "HOMEWARE ACCESSORIES HAUL" ends at character 25.
    expect(out.after.rules[0]!.detail).toContain("characters 1–25");
  });

  it("splits a headline pile into sentences when the whole title as one sentence would fail readability", () => {
    // The description alone reads at Flesch 100 (short words, short sentences). The title as one
    // 12-word sentence of long words drags it under 60; its three parts as sentences of their own do not.
    const title =
      "Everything Experimental Television Documentary | Extraordinary Interdisciplinary Collaborations | Unbelievable";
    const description = "I like it. You can see it. We go out. Come with us. It is fun. Subscribe! https://x.com";
    const keywords = targetKeywords({ title });
    const out = rewriteDescription({ title, description, keywords });
    expect(out.before.rules.find((r) => r.id === "readability")!.passed).toBe(true);
    expect(out.after.rules[0]!.passed).toBe(true);
    expect(out.after.rules.find((r) => r.id === "readability")!.passed).toBe(true);
    expect(out.rewrittenDescription.split("\n")[0]).not.toBe(`${title}.`);
  });

  it("never picks a primary keyword whose words a quote or a hashtag separates in the title", () => {
    expect(targetKeywords({ title: "Mourinho 'shocked' by Southampton weather" })[0]).toBe("southampton weather");
    expect(targetKeywords({ title: "#tbt Windows 95 Video Guide with Jennifer Aniston" })[0]).toBe("jennifer aniston");
    const title = "Pilotwings' Lost Open World Reboot (Nintendo Wii) - Unseen64";
    const keywords = targetKeywords({ title });
    expect(keywords[0]).toBe("lost open world");
    const out = rewriteDescription({ title, description: "We found it. https://example.com", keywords });
    expect(out.after.rules[0]!.passed).toBe(true);
  });

  it("puts a Spanish title's keyword first before a Spanish description", () => {
    const title = "CR7 quiere VOLVER a INGLATERRA | ¿MALA RELACIÓN KUN-GABRIEL JESÚS?";
    const description =
      "¡Suscríbete a nuestro canal! https://www.youtube.com/c/canal\n\nHoy hablamos de fútbol y de los rumores de la semana.";
    const out = rewriteDescription({ title, description, keywords: targetKeywords({ title }) });
    expect(out.after.primaryKeyword).toBe("cr7 quiere volver");
    expect(out.after.rules[0]!.passed).toBe(true);
    expect(out.rewrittenDescription.endsWith(description) || out.rewrittenDescription.includes(description)).toBe(true);
  });

  it("goes before an emoji-led first line longer than the preview", () => {
    const title = "Everything I Ate In PARIS | Food Diary Friday Vlog";
    const description =
      "🥐🥖☕️ So this week I went to a city I have wanted to see for years and I ate so much good food that I lost count, here is all of it x\nhttps://instagram.com/mel";
    const out = rewriteDescription({ title, description, keywords: targetKeywords({ title }) });
    expect(out.after.primaryKeyword).toBe("food diary friday");
    expect(out.rewrittenDescription.startsWith(`${title}.\n\n🥐🥖☕️`)).toBe(true);
    expect(out.after.rules[0]!.passed).toBe(true);
  });

  it("uses the keyword alone, as the title writes it, when only that fits under 5,000 characters", () => {
    const title = "Yosuke Ideguchi AMAZING Goal Japan vs Australia 2-0 (2018 FIFA World Cup Qualifiers)";
    const description = "I like to film with it. ".repeat(300).slice(0, 4980);
    const out = rewriteDescription({ title, description, keywords: ["fifa world cup"] });
    // "FIFA World Cup." and a blank line: 17 characters, 4,997 in all; the title's part (33) would not fit.
    expect(out.rewrittenDescription).toBe(`FIFA World Cup.\n\n${description}`);
    expect(out.after.characters).toBe(4997);
    expect(out.improvements[0]).toBe(
      "Opened with a hook from your title, “FIFA World Cup.”, that names “fifa world cup” in the first 125 characters (it was missing from the description).",
    );
  });
});

describe("rewriteDescription, chapters (never inventing times)", () => {
  it("adds a 0:00 line in the shape of the first chapter line", () => {
    const out = rewriteDescription({
      title: "Desk Setup",
      keywords: [],
      description: "Tour.\n• 01:30 - Monitor\n• 03:00 - Chair\n• 05:00 - Lights",
    });
    expect(out.rewrittenDescription).toBe(
      "Tour.\n• 00:00 - Intro\n• 01:30 - Monitor\n• 03:00 - Chair\n• 05:00 - Lights\n\nIf this helped, subscribe for more videos like this.",
    );
    expect(out.after.chapters.valid).toBe(true);
  });

  it("does not add a 0:00 line when the first chapter is under 10 seconds in, and says so", () => {
    const description = "Tour.\n0:05 Monitor\n1:00 Chair\n2:00 Lights\nSubscribe!";
    const out = rewriteDescription({ title: "Desk Setup", keywords: [], description });
    expect(out.rewrittenDescription).toBe(description);
    expect(out.improvements).toEqual([
      "Did not add a 0:00 chapter: your first timestamp is 0:05, so a chapter before it would be shorter than 10 seconds. Change 0:05 to 0:00 yourself.",
      "Your chapters need your attention (the rewrite never invents, moves or sorts timestamps): The first timestamp is 0:05; YouTube's first chapter must start at 0:00.",
    ]);
  });

  it("does not repair a list of only two timestamps", () => {
    const description = "Tour.\n1:00 Chair\n2:00 Lights\nSubscribe!";
    expect(rewriteDescription({ title: "Desk Setup", keywords: [], description }).rewrittenDescription).toBe(
      description,
    );
  });

  it("reports descending or too-short chapters without touching them", () => {
    const description = "Tour.\n0:00 Intro\n2:00 Lights\n1:00 Chair\nSubscribe!";
    const out = rewriteDescription({ title: "Desk Setup", keywords: [], description });
    expect(out.rewrittenDescription).toBe(description);
    expect(out.improvements).toEqual([
      "Your chapters need your attention (the rewrite never invents, moves or sorts timestamps): 1:00 (“Chair”) comes after 2:00; timestamps must be in ascending order.",
    ]);
  });

  it("says when the 0:00 line alone does not make the list valid", () => {
    const out = rewriteDescription({
      title: "Desk Setup",
      keywords: [],
      description: "0:30 Monitor\n0:35 Chair\n2:00 Lights\nSubscribe!",
    });
    expect(out.rewrittenDescription.startsWith("0:00 Intro\n0:30 Monitor")).toBe(true);
    expect(out.improvements).toContain(
      "YouTube will still reject the chapters (the rewrite never invents, moves or sorts timestamps): “Monitor” (0:30 to 0:35) lasts 5 seconds; chapters must be at least 10 seconds long.",
    );
  });
});

describe("rewriteDescription, hashtags and length", () => {
  it("never adds a hashtag or link through the call to action", () => {
    const out = rewriteDescription({
      title: "My Week",
      keywords: ["#budgetcamera"],
      description: "Filmed everything. #a #b #c",
    });
    expect(out.rewrittenDescription).toBe(
      "Budgetcamera: My Week.\n\nFilmed everything. #a #b #c\n\nIf this helped, subscribe for more videos on budgetcamera.",
    );
    expect(out.after.hashtags.all).toEqual(["#a", "#b", "#c"]);
  });

  it("adds only as many hashtags as it takes to reach three", () => {
    const out = rewriteDescription({
      title: "Budget Camera vs Phone Camera",
      keywords: ["budget camera", "phone camera", "vlog"],
      description: "Budget camera or phone? #tech #review\nSubscribe!",
    });
    expect(out.after.hashtags.all).toEqual(["#tech", "#review", "#budgetcamera"]);
  });

  it("does not add to more than 15 hashtags, nor delete any, and says YouTube ignores them", () => {
    const description = `Budget camera test. Subscribe!\n${Array.from({ length: 18 }, (_, i) => `#t${String.fromCharCode(97 + i)}`).join(" ")}`;
    const out = rewriteDescription({ title: "Budget Camera", keywords: ["budget camera"], description });
    expect(out.rewrittenDescription).toBe(description);
    expect(out.improvements).toEqual([
      "Your description has 18 hashtags; with more than 15, YouTube ignores all of them. Delete at least 3 (the rewrite never removes your text).",
    ]);
  });

  it("adds what fits near the 5,000-character limit and says what it skipped", () => {
    const start = "Budget camera tips for you. ";
    const description = (start + "I like to film with it. ".repeat(300)).slice(0, 4980);
    const out = rewriteDescription({ title: "Budget Camera Tips", keywords: ["budget camera"], description });
    expect(out.before.characters).toBe(4980);
    expect(out.rewrittenDescription).toBe(`${description}\n\n#budgetcamera`);
    expect(out.after.characters).toBe(4995);
    expect(out.improvements).toEqual([
      "Added #budgetcamera at the end, so one hashtag shows above the title.",
      "Skipped the call to action: it would have made the description 5,056 characters, over YouTube's 5,000.",
    ]);
  });

  it("leaves a description over 5,000 characters as it is, and says so", () => {
    const description = "Budget camera. " + "word ".repeat(1100);
    const out = rewriteDescription({ title: "Budget Camera", keywords: ["budget camera"], description });
    expect(out.rewrittenDescription).toBe(description);
    expect(out.improvements).toEqual([
      "The description is already 5,515 characters, over YouTube's 5,000: nothing was added and nothing of yours was removed. Shorten it yourself.",
    ]);
  });

  it("never goes over 5,000 characters (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(FIXTURES)),
        fc.integer({ min: 4700, max: 5000 }),
        fc.constantFrom("x", "📷", "word "),
        (input, size, unit) => {
          const pad = unit.repeat(5000);
          const padded = {
            ...input,
            description:
              input.description +
              [...pad].slice(0, Math.max(0, size - measureDescription(input.description, []).characters)).join(""),
          };
          const out = rewriteDescription(padded);
          expect(out.after.characters).toBeLessThanOrEqual(5000);
          expectPreserved(padded, out);
        },
      ),
      { numRuns: 150, seed: 7 },
    );
  });
});
