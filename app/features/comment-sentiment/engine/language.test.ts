import "./install-lexicon";
import { describe, expect, it } from "vitest";
import { detectLanguage } from "./language";
import { tokenize } from "./tokenize";

const lang = (text: string) => detectLanguage(text, tokenize(text));

describe("language", () => {
  it("keeps English English, mentions and slang included", () => {
    for (const t of [
      "Great video, thanks!",
      "@maria_lopez what mic is that?",
      "lol",
      "first",
      "this slaps ngl",
      "Super helpful video",
      "no cap this is the best review",
    ]) {
      expect(lang(t), t).toBe("en");
    }
  });

  it("returns und for emoji-only or too-short unknown text", () => {
    expect(lang("🔥🔥🔥")).toBe("und");
    expect(lang("W")).toBe("und");
    expect(lang("2:31")).toBe("und");
  });

  it("detects Latin-script languages", () => {
    const cases: [string, string][] = [
      ["Excelente video, muy útil 👍", "es"],
      ["¿Qué micrófono usas?", "es"],
      ["Muito bom, parabéns pelo conteúdo!", "pt"],
      ["Super Video, danke!", "de"],
      ["Der Ton ist leider ziemlich schlecht", "de"],
      ["Merci pour la vidéo, très clair", "fr"],
      ["Bhai bahut badhiya video hai 🔥", "hi-Latn"],
      ["Sir please Hindi me bhi video banao", "hi-Latn"],
      ["Mantap bang, sangat membantu", "id"],
      ["Video utilissimo, grazie!", "it"],
      ["Harika video, teşekkürler", "tr"],
      ["Dank je wel, echt een goede uitleg", "nl"],
      ["Salamat po sa video, sobrang galing", "tl"],
      ["Video rất hay, cảm ơn bạn nhiều", "vi"],
    ];
    for (const [t, code] of cases) expect(lang(t), t).toBe(code);
  });

  it("reads a fan's short comment in the language it is written in, not as Dutch or English", () => {
    const cases: [string, string][] = [
      ["te amo Shakira", "es"],
      ["te sigo amando Shakira", "es"],
      ["increible", "es"],
      ["No te preocupes, te entendemos", "es"],
      ["esta canción es hermosa", "es"],
      ["amei, perfeita demais", "pt"],
      ["echt schön", "de"],
    ];
    for (const [t, code] of cases) expect(lang(t), t).toBe(code);
    // Dutch keeps its "te" and "echt".
    expect(lang("Dank je wel, echt een goede uitleg")).toBe("nl");
  });

  it("detects scripts", () => {
    expect(lang("Отличное видео, спасибо!")).toBe("ru");
    expect(lang("素晴らしい動画です！")).toBe("ja");
    expect(lang("很好的视频")).toBe("zh");
    expect(lang("정말 유용한 영상이네요")).toBe("ko");
    expect(lang("فيديو رائع شكرا لك")).toBe("ar");
    expect(lang("बहुत अच्छी वीडियो है भाई")).toBe("hi");
  });
});
