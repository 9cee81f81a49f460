import "./install-lexicon";
import { describe, expect, it } from "vitest";
import { analyzeComments } from "./summary";

// What the summary's lists cover: the same comments its figures describe (not spam, not other languages).
describe("requests and questions in the summary", () => {
  const batch = [
    { text: "can you make a video on home servers?", likeCount: 4 },
    { text: "what mic do you use?", likeCount: 9 },
    { text: "¿Podrías hacer un video sobre servidores caseros?", likeCount: 30 },
    { text: "Você pode fazer um vídeo sobre teclados mecânicos, por favor?", likeCount: 25 },
    { text: "¿Qué micrófono usas para grabar tus videos?", likeCount: 40 },
    { text: "Qual é o nome do teclado que você usa neste vídeo?", likeCount: 20 },
    { text: "9:51 is the part I needed, thanks", likeCount: 50 },
  ];
  const { comments, summary } = analyzeComments(batch);

  it("leaves Spanish and Portuguese requests and questions out, though they are counted apart", () => {
    expect(comments.slice(2, 6).map((c) => c.language)).toEqual(["es", "pt", "es", "pt"]);
    expect(summary.nonEnglishCount).toBe(4);
    expect(summary.requests.map((r) => r.topic)).toEqual(["home servers"]);
    expect(summary.questions.map((q) => q.text)).toEqual(["what mic do you use?"]);
    // Per comment the engine still says what each one asks.
    expect(comments[2]!.request).toBe("servidores caseros");
  });

  it("does not take a comment that starts with a timestamp for a question", () => {
    expect(comments[6]!.question).toBe(false);
    expect(summary.questions.map((q) => q.text)).not.toContain("9:51 is the part I needed, thanks");
  });

  it("scores nothing, and asks nothing, when every comment is spam or in another language", () => {
    const { summary: none } = analyzeComments([
      { text: "sub4sub anyone?? 🔔 check my channel" },
      { text: "¿Podrías hacer un video sobre servidores caseros?" },
      { text: "Muito obrigado pelo vídeo, ajudou demais!" },
    ]);
    expect(none.total - none.spamCount - none.nonEnglishCount).toBe(0);
    expect(none.requests).toEqual([]);
    expect(none.questions).toEqual([]);
  });
});
