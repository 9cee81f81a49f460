import { describe, expect, it } from "vitest";
import { bigrams, descriptionLead, displayTerm, singular, tokenize, unigrams } from "./title-words";

const terms = (text: string) => unigrams(tokenize(text)).map((t) => t.term);

describe("tokenize", () => {
  it("drops stopwords, YouTube filler, years and bare numbers, folds plurals", () => {
    expect(terms("The 10 BEST Mechanical Keyboards of 2026 (Video)")).toEqual(["mechanical", "keyboard"]);
    expect(terms("How to build a home server - you're doing it wrong!")).toEqual(["build", "home", "server"]);
  });
  it("keeps letter-digit terms", () => {
    expect(terms("RTX 4090 vs M3 in 4K")).toEqual(["rtx", "m3", "4k"]);
  });
  it("folds styled Unicode letters and ignores emoji", () => {
    expect(terms("𝗡𝗔𝗦 build 🔥🔥")).toEqual(["nas", "build"]);
    expect(terms("🔥🤯✨")).toEqual([]);
  });
  it("splits unspaced scripts into character pairs and keeps other scripts whole", () => {
    expect(terms("東京旅行")).toEqual(["東京", "京旅", "旅行"]);
    expect(terms("हिंदी में कोडिंग")).toEqual(["हिंदी", "में", "कोडिंग"]);
    expect(terms("Café crème")).toEqual(["café", "crème"]);
  });
  it("pairs only words that stood next to each other", () => {
    expect(bigrams(tokenize("Home Server build")).map((t) => t.term)).toEqual(["home server", "server build"]);
    expect(bigrams(tokenize("home and server")).map((t) => t.term)).toEqual([]);
    expect(bigrams(tokenize("home, server")).map((t) => t.term)).toEqual([]);
  });
});

describe("singular", () => {
  it.each([
    ["keyboards", "keyboard"],
    ["batteries", "battery"],
    ["switches", "switch"],
    ["boxes", "box"],
    ["news", "news"],
    ["series", "series"],
    ["glass", "glass"],
    ["analysis", "analysis"],
    ["gps", "gps"],
  ])("%s -> %s", (word, expected) => expect(singular(word)).toBe(expected));
});

describe("descriptionLead", () => {
  it("keeps the opening paragraphs and drops links, sponsor lines and hashtag walls", () => {
    const description = [
      "Building a quiet NAS for the living room.",
      "",
      "This video is sponsored by Codeloom: https://codeloom.example/x",
      "Gear I use: www.example.com/gear",
      "",
      "#nas #homelab",
    ].join("\n");
    expect(descriptionLead(description)).toBe("Building a quiet NAS for the living room.");
  });
  it("caps the length", () => {
    expect(descriptionLead("word ".repeat(500)).length).toBeLessThanOrEqual(400);
  });
});

describe("displayTerm", () => {
  it("keeps acronyms and mixed case as written, title-cases the rest", () => {
    expect(
      displayTerm(
        "nas",
        new Map([
          ["nas", 5],
          ["NAS", 1],
        ]),
      ),
    ).toBe("NAS");
    expect(displayTerm("typescript", new Map([["TypeScript", 2]]))).toBe("TypeScript");
    // Seen only in lower case, a name still gets its maker's spelling.
    expect(displayTerm("iphone case", new Map([["iphone case", 3]]))).toBe("iPhone Case");
    expect(
      displayTerm(
        "keyboard",
        new Map([
          ["Keyboards", 2],
          ["keyboards", 9],
        ]),
      ),
    ).toBe("Keyboard");
    expect(displayTerm("stop", new Map([["STOP", 3]]))).toBe("STOP");
    expect(displayTerm("insane", new Map([["INSANE", 3]]))).toBe("Insane");
    expect(displayTerm("home server", new Map([["Home Server", 1]]))).toBe("Home Server");
    // Seen only in lower case, a word without a vowel is read letter by letter.
    expect(displayTerm("mini pc", undefined)).toBe("Mini PC");
    expect(displayTerm("wolverhampton wanderers fc", undefined)).toBe("Wolverhampton Wanderers FC");
    expect(displayTerm("bbc tv", undefined)).toBe("BBC TV");
    // Short words without a vowel that are read as words keep their case.
    expect(displayTerm("mr bean vs st patrick", undefined)).toBe("Mr Bean Vs St Patrick");
  });
});
