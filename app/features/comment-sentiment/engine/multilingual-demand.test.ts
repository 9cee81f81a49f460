import "./install-lexicon";
import { describe, expect, it } from "vitest";
import { actionableInsights } from "./insights";
import { analyzeComment, analyzeComments } from "./summary";
import { topicGroupKey } from "./themes";

// Requests, questions and themes beyond English reach the summary (and from there Content Ideas)
// as English ones do. Hand-written comments, ours.

describe("requests in every language", () => {
  it("reads Hinglish and Arabic requests with the video before the topic or no verb", () => {
    expect(analyzeComment("Please ek video NAS setup pe bhi banao").request).toBe("nas setup");
    expect(analyzeComment("kya aap Proxmox pe video bana sakte ho?").request).toBe("proxmox");
    expect(analyzeComment("ممكن فيديو عن تركيب NAS…؟").request).toBe("تركيب nas");
    expect(analyzeComment("Kannst du ein Video über Heimserver machen?").request).toBe("heimserver");
  });

  it("counts a topic asked for in several languages once, with every comment", () => {
    const { summary } = analyzeComments(
      [
        "Haz un video sobre servidores caseros por favor",
        "¿Podrías hacer un video sobre servidores caseros?",
        "Please make a video on home servers",
        "Could you make a video about home servers?",
        "Fais une vidéo sur les serveurs maison stp",
        "Kannst du ein Video über Heimserver machen?",
        "Faz um vídeo sobre teclados mecânicos!",
        "Can you do a video on mechanical keyboards?",
        "Please ek video NAS setup pe bhi banao",
        "ممكن فيديو عن تركيب NAS…؟",
      ].map((text) => ({ text })),
    );
    const counts = Object.fromEntries(summary.requests.map((r) => [topicGroupKey(r.topic), r.count]));
    expect(counts).toEqual({ "home server": 6, "keyboard mechanical": 2, "nas setup": 2 });
    expect(summary.requests).toHaveLength(3);
  });

  it("groups by the English term of each word, whatever the order", () => {
    expect(topicGroupKey("servidores caseros")).toBe(topicGroupKey("home servers"));
    expect(topicGroupKey("teclados mecânicos")).toBe(topicGroupKey("mechanical keyboards"));
    expect(topicGroupKey("la cámara del teléfono")).toBe(topicGroupKey("phone camera"));
    expect(topicGroupKey("iphone 15")).not.toBe(topicGroupKey("iphone 14"));
  });
});

describe("themes skip each language's stop words", () => {
  const spanish = [
    "¿Qué micrófono usas en este video? Suena muy bien",
    "¿Qué cámara usas para grabar este video?",
    "Este video es muy bueno, gracias por un contenido sobre Linux",
    "Muy útil este video sobre Linux, un saludo",
    "¿Usas Linux en tu servidor?",
  ];
  const arabic = ["في رأيي هذا أفضل فيديو في القناة", "شرح رائع في كل مرة", "في انتظار الجزء الثاني في أقرب وقت"];

  it("never makes a theme of a function word in Spanish or Arabic", () => {
    const { summary } = analyzeComments([...spanish, ...arabic].map((text) => ({ text })));
    const phrases = summary.themes.map((t) => t.phrase.toLowerCase());
    for (const filler of ["este", "muy", "por", "un", "sobre", "usas", "في", "أفضل"])
      expect(phrases, filler).not.toContain(filler);
    expect(phrases).toContain("linux");
    for (const t of summary.questionThemes) expect(["usas", "este", "qué"]).not.toContain(t.phrase.toLowerCase());
  });

  it("writes no insight about questions being about a function word", () => {
    const comments = [...spanish, "¿Qué teclado usas?", "¿Qué monitor usas?"].map((text) => ({ text }));
    const { summary } = analyzeComments(comments);
    const insights = actionableInsights(summary).join("\n");
    expect(insights).not.toMatch(/about usas|about este|about qué/i);
  });
});

describe("romanised Hindi", () => {
  it("reads common Hinglish comment lines as Hindi", () => {
    for (const text of [
      "Please ek video NAS setup pe bhi banao",
      "Bhai kaunsa NAS lena chahiye 4 bay wala?",
      "Sir aapka explanation ekdum mast hai",
      "Yeh video bahut accha tha bhai, maza aa gaya",
    ])
      expect(analyzeComment(text).language, text).toBe("hi-Latn");
  });
});
