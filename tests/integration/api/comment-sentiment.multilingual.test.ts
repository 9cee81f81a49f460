import { describe, expect, it } from "vitest";
import { postJson, signUp } from "../../helpers";

// Comments beyond English through the Worker: the weights of the multilingual and language models come from D1
// (migration 0028), like the English model's. Comments in every language the engine reads get a
// language, a score, their requests and their spam; a language it does not read is said so.

type Result = {
  id: string;
  sentiment: { label: string; compound: number };
  spam: boolean;
  spamReasons: string[];
  language: string;
  read: boolean;
  question: boolean;
  request: string | null;
};
type Body = {
  comments: Result[];
  summary: {
    total: number;
    spamCount: number;
    unreadCount: number;
    languages: Record<string, number>;
    unreadLanguages: Record<string, number>;
    requests: { topic: string; count: number }[];
    questions: { text: string }[];
    topPositive: string[];
    topNegative: string[];
  };
};

const COMMENTS = [
  // Praise, a complaint and a request per language.
  { id: "es-pos", text: "Me encantó este video, muchas gracias por compartir, eres el mejor 😍" },
  { id: "es-neg", text: "Qué video tan malo, una pérdida de tiempo total, no lo recomiendo 😡" },
  { id: "es-req", text: "Haz un video de cómo armar una PC gamer por favor" },
  { id: "pt-pos", text: "Adorei o vídeo, muito obrigado, conteúdo excelente 👏👏" },
  { id: "pt-req", text: "Faz um vídeo sobre teclados mecânicos, valeu!" },
  { id: "fr-pos", text: "Super vidéo, merci beaucoup, j'adore ta chaîne ❤️" },
  { id: "fr-req", text: "part 2 s'il vous plaît" },
  { id: "de-pos", text: "Richtig gutes Video, vielen Dank für die Mühe 👍" },
  { id: "de-req", text: "Mach mal ein Video über Linux Gaming bitte" },
  { id: "it-pos", text: "Bellissimo video, grazie mille, sei bravissimo ❤️" },
  { id: "hi-req", text: "आईफोन 15 पर वीडियो बनाओ" },
  { id: "hinglish-req", text: "bhai iphone 15 pe video banao please" },
  { id: "ar-pos", text: "فيديو رائع جدا شكرا لك على هذا الشرح الجميل ❤️" },
  { id: "ar-req", text: "ممكن تعمل فيديو عن المونتاج؟" },
  // Spam in Spanish and Arabic.
  { id: "es-spam", text: "Gana dinero desde casa, escríbeme al WhatsApp +52 55 1234 5678" },
  { id: "ar-spam", text: "اشترك في قناتي" },
  // A language the engine does not read.
  { id: "tr", text: "Bu videoyu çok beğendim, teşekkürler hocam" },
  { id: "en", text: "Great video, thanks!" },
];

describe("POST /api/comments/analyze in the creator's language", () => {
  it("reads comments in every supported language: language, score, requests and spam", async () => {
    const cookie = await signUp("api-multilingual@example.com");
    const response = await postJson("/api/comments/analyze", { comments: COMMENTS }, { cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Body;
    const by = new Map(body.comments.map((c) => [c.id, c]));

    expect(
      Object.fromEntries(
        ["es-pos", "pt-pos", "fr-pos", "de-pos", "it-pos", "hi-req", "hinglish-req", "ar-pos"].map((id) => [
          id,
          by.get(id)!.language,
        ]),
      ),
    ).toEqual({
      "es-pos": "es",
      "pt-pos": "pt",
      "fr-pos": "fr",
      "de-pos": "de",
      "it-pos": "it",
      "hi-req": "hi",
      "hinglish-req": "hi-Latn",
      "ar-pos": "ar",
    });
    for (const id of ["es-pos", "pt-pos", "fr-pos", "de-pos", "it-pos", "ar-pos"])
      expect(by.get(id), id).toMatchObject({ read: true, sentiment: { label: "positive" } });
    expect(by.get("es-neg")).toMatchObject({ read: true, sentiment: { label: "negative" } });

    expect(by.get("es-req")!.request).toBe("cómo armar una pc gamer");
    expect(by.get("pt-req")!.request).toBe("teclados mecânicos");
    expect(by.get("fr-req")!.request).toBe("part 2");
    expect(by.get("de-req")!.request).toBe("linux gaming");
    expect(by.get("hi-req")!.request).toBe("आईफोन 15");
    expect(by.get("hinglish-req")!.request).toBe("iphone 15");
    expect(by.get("ar-req")!.request).toBe("المونتاج");

    expect(by.get("es-spam")).toMatchObject({ spam: true });
    expect(by.get("es-spam")!.spamReasons.length).toBeGreaterThan(0);
    expect(by.get("ar-spam")).toMatchObject({ spam: true });

    // Not read: said so, never a silent neutral.
    expect(by.get("tr")).toMatchObject({ language: "tr", read: false, sentiment: { compound: 0, label: "neutral" } });
    expect(body.summary.unreadCount).toBe(1);
    expect(body.summary.unreadLanguages).toEqual({ tr: 1 });
    expect(body.summary.languages).toMatchObject({
      es: 3,
      pt: 2,
      fr: 2,
      de: 2,
      ar: 2,
      hi: 1,
      "hi-Latn": 1,
      tr: 1,
      en: 1,
    });
    expect(body.summary.spamCount).toBe(2);

    // The requests feed the summary like English ones do.
    const topics = body.summary.requests.map((r) => r.topic);
    for (const topic of ["cómo armar una pc gamer", "teclados mecânicos", "part 2", "linux gaming", "المونتاج"])
      expect(topics).toContain(topic);
    expect(body.summary.topNegative).toContain(COMMENTS[1]!.text);
  });
});
