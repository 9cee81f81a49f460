import { describe, expect, it } from "vitest";
import { askAbout, asks, quoteAround } from "./asks";
import { topicTerms } from "./terms";

const kinds = (text: string) => asks(text).map((a) => a.kind);

describe("a comment that asks nothing", () => {
  it("is neither a request nor a question, even when it names a topic", () => {
    for (const text of [
      "I did not watch the video. However, just take some glue and fix the fission 9 yourself.",
      "Great video, the home server part was my favourite",
      "Mine has the same fault, going to try this tonight",
      "This is the only video on youtube that gets so much views",
      "Gracias por el video, muy útil",
      "Super Video, danke!",
      "बहुत अच्छा वीडियो",
      "فيديو رائع جدا",
    ])
      expect(kinds(text), text).toEqual([]);
    expect(askAbout("I did not watch the video. However, just take some glue…", topicTerms("fission 9"))).toBeNull();
  });

  it("does not take bait, exclamations or promotion for asking", () => {
    for (const text of [
      "Who's watching in 2026?",
      "Anyone else here from TikTok?",
      "What?!",
      "Please subscribe to my channel, I make music too",
      "Please do buy these new Christmas shirts!",
      "Check out my channel please",
      "Suscríbete a mi canal por favor",
    ])
      expect(kinds(text), text).toEqual([]);
  });
});

describe("requests in every language the app reads", () => {
  it.each([
    ["Can you make a video on home servers?", "home servers"],
    ["Please do a tutorial about Proxmox", "proxmox"],
    ["You should review the Fission 9 next", "fission 9"],
    ["I'd love to see a NAS build", "nas build"],
    ["¿Podrías hacer un video sobre servidores caseros?", "servidores caseros"],
    ["Haz un video de teclados mecánicos por favor", "teclados mecánicos"],
    ["Faz um vídeo sobre teclados mecânicos!", "teclados mecânicos"],
    ["Fais une vidéo sur les serveurs maison stp", "serveurs maison"],
    ["Kannst du ein Video über Heimserver machen", "heimserver"],
    ["Potresti fare un video sulle tastiere meccaniche", "tastiere meccaniche"],
    ["Bhai iphone 15 pe video banao", "iphone"],
    ["कृपया iPhone पर वीडियो बनाइए", "iphone"],
    ["ممكن فيديو عن تركيب NAS؟", "nas"],
  ])("“%s” asks for %s", (text, topic) => {
    const ask = askAbout(text, topicTerms(topic));
    expect(ask).not.toBeNull();
    expect(ask!.kind).toBe("request");
  });

  it("keeps the asking sentence and the one after it when the topic follows the ask", () => {
    const ask = askAbout("Love the channel. Can you make a video? About home servers.", topicTerms("home servers"));
    expect(ask!.quote).toBe("Can you make a video? About home servers.");
  });

  it("quotes only the sentence that asks, not the rest of the comment", () => {
    const text =
      "I have watched every upload since 2019 and the editing keeps getting better. Could you do a comparison of the Fission 9 and the Take Down? Thanks!";
    const ask = askAbout(text, topicTerms("take down"));
    expect(ask!.quote).toBe("Could you do a comparison of the Fission 9 and the Take Down?");
  });
});

describe("questions", () => {
  it("a question mark in any script, or an asking opening, is a question", () => {
    expect(kinds("what nas do you use for your home server?")).toEqual(["question"]);
    expect(kinds("how do you keep the server quiet")).toEqual(["question"]);
    expect(kinds("¿Cuánto cuesta el servidor?")).toEqual(["question"]);
    expect(kinds("Pourquoi ce serveur ?")).toEqual(["question"]);
    expect(kinds("كم سعر السيرفر؟")).toEqual(["question"]);
    expect(kinds("yeh server kaise banaya")).toEqual(["question"]);
  });

  it("a question about something else does not count for the topic", () => {
    expect(askAbout("Nice server. How much did the camera cost?", topicTerms("home server"))).toBeNull();
  });
});

describe("quotes", () => {
  it("keeps a long sentence's quote around the topic, cut on words", () => {
    const long = `${"I really enjoy how you explain everything step by step and ".repeat(4)}could you make a video on the Fission 9 soon please`;
    const q = quoteAround(long, topicTerms("fission 9"));
    expect([...q].length).toBeLessThanOrEqual(162);
    expect(q).toMatch(/^…/);
    expect(q).toContain("Fission 9");
  });
});

describe("hostile input", () => {
  it("reads a 10,000-character comment of marks and words quickly", () => {
    const nasty = "what ? ".repeat(1_400) + "x";
    const started = performance.now();
    asks(nasty);
    askAbout("please ".repeat(1_400), ["home", "server"]);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
