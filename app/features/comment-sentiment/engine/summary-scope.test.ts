import "./install-lexicon";
import { describe, expect, it } from "vitest";
import { analyzeComments } from "./summary";

// What the summary's lists cover: the same comments its figures describe (not spam, not a
// language the engine does not read). Spanish and Portuguese are read.
describe("requests and questions in the summary", () => {
  const batch = [
    { text: "can you make a video on home servers?", likeCount: 4 },
    { text: "what mic do you use?", likeCount: 9 },
    { text: "¿Podrías hacer un video sobre servidores caseros?", likeCount: 30 },
    { text: "Você pode fazer um vídeo sobre teclados mecânicos, por favor?", likeCount: 25 },
    { text: "¿Qué micrófono usas para grabar tus videos?", likeCount: 40 },
    { text: "Qual é o nome do teclado que você usa neste vídeo?", likeCount: 20 },
    { text: "9:51 is the part I needed, thanks", likeCount: 50 },
    { text: "Bu videoyu çok beğendim, devamını bekliyorum hocam", likeCount: 60 },
    { text: "Videonun ikinci bölümü ne zaman gelecek abi?", likeCount: 70 },
  ];
  const { comments, summary } = analyzeComments(batch);

  it("takes Spanish and Portuguese requests and questions in, most liked first", () => {
    expect(comments.slice(2, 6).map((c) => c.language)).toEqual(["es", "pt", "es", "pt"]);
    // The same topic asked in English and Spanish is one request with both comments.
    expect(summary.requests.map((r) => [r.topic, r.count])).toEqual([
      ["home servers", 2],
      ["teclados mecânicos", 1],
    ]);
    expect(summary.questions.map((q) => q.text)).toEqual([
      "¿Qué micrófono usas para grabar tus videos?",
      "Qual é o nome do teclado que você usa neste vídeo?",
      "what mic do you use?",
    ]);
  });

  it("counts a language it does not read apart, out of the lists", () => {
    expect(comments.slice(7).map((c) => [c.language, c.read])).toEqual([
      ["tr", false],
      ["tr", false],
    ]);
    expect(summary.unreadCount).toBe(2);
    expect(summary.unreadLanguages).toEqual({ tr: 2 });
    expect(summary.languages).toMatchObject({ en: 3, es: 2, pt: 2, tr: 2 });
    expect(summary.questions.map((q) => q.text)).not.toContain("Videonun ikinci bölümü ne zaman gelecek abi?");
  });

  it("does not take a comment that starts with a timestamp for a question", () => {
    expect(comments[6]!.question).toBe(false);
    expect(summary.questions.map((q) => q.text)).not.toContain("9:51 is the part I needed, thanks");
  });

  it("scores nothing, and asks nothing, when every comment is spam or in a language not read", () => {
    const { summary: none } = analyzeComments([
      { text: "sub4sub anyone?? 🔔 check my channel" },
      { text: "Bu videoyu çok beğendim, teşekkürler hocam" },
      { text: "Спасибо за видео, очень полезно!" },
    ]);
    expect(none.total - none.spamCount - none.unreadCount).toBe(0);
    expect(none.unreadLanguages).toEqual({ tr: 1, ru: 1 });
    expect(none.requests).toEqual([]);
    expect(none.questions).toEqual([]);
  });
});
