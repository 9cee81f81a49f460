import { describe, expect, it } from "vitest";
import { FIRST_USE_QUESTIONS } from "../__fixtures__/first-use-questions";
import { HELD_BACK, SECOND_SET, TUNE, VIEWERS_ASK } from "../__fixtures__/multilingual-questions";
import { FRESH, HELD_OUT, QUESTIONS } from "../__fixtures__/questions";
import { HELD_BACK_2, HELD_BACK_PHRASINGS } from "../../../../scripts/training/ask-router/held-back";
import { HELD_BACK_3 } from "../../../../scripts/training/ask-router/held-back-3";
import { MORE_TRAINING_PHRASINGS } from "../../../../scripts/training/ask-router/phrasings-more";
import { GROWTH_TRAINING_PHRASINGS } from "../../../../scripts/training/ask-router/phrasings-growth";
import { TRAINING_PHRASINGS } from "../../../../scripts/training/ask-router/phrasings";
import { foldWord, glossOf, languageOf } from "./multilingual";
import { argsFor, route } from "./route";
import { installRouterModel } from "./router-model";
import { ROUTER_MODEL_DATA } from "./router-weights";

installRouterModel(ROUTER_MODEL_DATA);

/** Every English question the team has: none may be read as another language. */
const ENGLISH_QUESTIONS = [
  ...Object.values(TRAINING_PHRASINGS).flat(),
  ...Object.values(MORE_TRAINING_PHRASINGS).flat(),
  ...Object.values(GROWTH_TRAINING_PHRASINGS).flat(),
  ...HELD_BACK_PHRASINGS.map(([q]) => q),
  ...HELD_BACK_2.map(([q]) => q),
  ...HELD_BACK_3.map(([q]) => q),
  ...[...QUESTIONS, ...HELD_OUT, ...FRESH].map((c) => c.question),
  ...FIRST_USE_QUESTIONS.map((c) => c.question),
];

describe("the question's language", () => {
  it.each(Object.entries(VIEWERS_ASK))("reads %s", (lang, question) => {
    expect(languageOf(question)).toBe(lang);
  });

  it("reads romanised Hindi as Hindi, with its English loanwords", () => {
    expect(languageOf("mere viewers kya maang rahe hain?")).toBe("hi-latn");
  });

  it("leaves every English question English, so none of them routes differently", () => {
    expect(ENGLISH_QUESTIONS.length).toBeGreaterThan(1500);
    expect(ENGLISH_QUESTIONS.filter((q) => languageOf(q) !== null)).toEqual([]);
  });

  it("keeps an English question with a topic in another language English", () => {
    expect(languageOf("Is there demand for tacos al pastor videos?")).toBeNull();
    expect(languageOf('How did "Qué piden mis espectadores" do?')).toBeNull();
  });
});

describe("the English gloss", () => {
  it("folds accents and the variant letters of Hindi and Arabic", () => {
    expect(foldWord("Qué")).toBe("que");
    expect(foldWord("Wünschen")).toBe("wunschen");
    expect(foldWord("माँग")).toBe(foldWord("मांग"));
    expect(foldWord("बढ़ाऊं")).toBe(foldWord("बढाऊं"));
    expect(foldWord("أرباح")).toBe("ارباح");
  });

  it("writes the words the router knows", () => {
    expect(glossOf("¿Qué piden mis espectadores?")).toEqual({ language: "es", text: "what ask for my viewers?" });
    expect(glossOf("मेरे दर्शक क्या मांग रहे हैं?")?.text).toBe("my viewers what ask for are?");
    expect(glossOf("ماذا يطلب مشاهدو قناتي؟")?.text).toBe("what ask for viewers my channel?");
  });

  it("keeps quoted text and unknown words of a Latin-script language as written", () => {
    expect(glossOf('¿Hay demanda de "servidores caseros" en mi nicho?')?.text).toBe(
      'are there demand of "servidores caseros" in my niche?',
    );
  });
});

describe("routing questions in the audience's languages", () => {
  it.each(Object.entries(VIEWERS_ASK))(
    "answers %s's “what do my viewers ask for?” from the viewer requests",
    (_l, q) => {
      const routed = route(q);
      expect(routed).toMatchObject({ kind: "intent", intent: "requests" });
      expect(routed.tools[0]).toBe("viewer-requests");
    },
  );

  it.each([
    "¿Cómo consigo más vistas?",
    "Como consigo mais visualizações?",
    "Comment avoir plus de vues ?",
    "Wie bekomme ich mehr Aufrufe?",
    "Come ottengo più visualizzazioni?",
    "मुझे ज़्यादा व्यूज़ कैसे मिलेंगे?",
    "كيف أحصل على مشاهدات أكثر؟",
  ])("sends “how do I get more views?” (%s) to the ideas, not to RPM", (q) => {
    expect(route(q).tools[0]).toBe("content-ideas");
  });

  it.each(TUNE.map((c) => [`${c.lang}: ${c.question}`, c] as const))("%s", (_l, c) => {
    expect(route(c.question).intent).toBe(c.kind);
  });

  // Written before the lexicon, scored as it stands (docs/benchmarks.md): a smoke test of our own
  // phrasings. The bar guards against a lexicon change that makes it worse.
  it("routes most of the held-back phrasings to the kind that answers them, and none to the off-topic reply", () => {
    const routed = HELD_BACK.map((c) => ({ c, r: route(c.question) }));
    const right = routed.filter(({ c, r }) => r.intent === c.kind);
    expect(HELD_BACK).toHaveLength(64);
    expect(right.length).toBeGreaterThanOrEqual(HELD_BACK_BAR);
    expect(routed.filter(({ r }) => r.kind === "off-topic").map(({ c }) => c.question)).toEqual([]);
  });

  // Written after the lexicon by its author and scored once (41/48); its misses then added words
  // (positive/negative, German compounds, "say" verbs): a regression guard, no longer unseen.
  it("routes at least 90% of the second, looser held-back set", () => {
    const right = SECOND_SET.filter((c) => route(c.question).intent === c.kind);
    expect(right.length / SECOND_SET.length).toBeGreaterThanOrEqual(0.9);
  });

  it("reads a period and the subscriber count through the gloss", () => {
    const routed = route("¿Qué piden mis espectadores en los últimos 30 días?");
    expect(routed.intent).toBe("requests");
    expect(argsFor("viewer-requests", routed.entities)).toEqual({ days: 30 });
    expect(route("Quantos inscritos eu tenho?")).toMatchObject({ intent: "kpis", focus: { kind: "subscribers" } });
    for (const q of [
      "¿Cuál de mis videos funcionó mejor?",
      "Qual dos meus vídeos foi melhor?",
      "Welches meiner Videos lief am besten?",
    ])
      expect(route(q), q).toMatchObject({ intent: "forecast", focus: { kind: "best-upload" } });
    for (const q of [
      "¿Cuántas vistas tendrá mi próximo video?",
      "Quantas visualizações meu próximo vídeo vai ter?",
      "Combien de vues aura ma prochaine vidéo ?",
      "Wie viele Aufrufe bekommt mein nächstes Video?",
      "Quante visualizzazioni avrà il mio prossimo video?",
      "मेरे अगले वीडियो को कितने व्यूज मिलेंगे?",
      "كم مشاهدة سيحصل عليها فيديوي القادم؟",
    ])
      expect(route(q), q).toMatchObject({ intent: "forecast", focus: { kind: "next-upload" } });
    for (const q of [
      "¿Qué tipo de videos funcionan mejor en mi canal?",
      "Qual tema funciona melhor para mim?",
      "Quel sujet marche le mieux pour moi ?",
      "Welches Thema funktioniert bei mir am besten?",
      "Quale tipo di video funziona meglio per me?",
    ])
      expect(route(q), q).toMatchObject({ intent: "next-video", focus: { kind: "best-topic" } });
  });

  it("refuses another channel's private numbers in another language too", () => {
    expect(route("¿Cuál es el RPM de mis competidores?")).toMatchObject({
      kind: "refusal",
      refusal: { kind: "other-channel" },
    });
  });

  it("finds a named video in the question as written", () => {
    const titles = ["Mi servidor casero con una Raspberry Pi"];
    const routed = route("¿Por qué mi servidor casero con una Raspberry Pi no funcionó?", titles);
    expect(routed.entities.videoTitle).toBe(titles[0]);
  });
});

/** Held-back phrasings routed right, of 64, below which the test fails: 90% (64/64 when scored once: docs/benchmarks.md). */
const HELD_BACK_BAR = 58;
