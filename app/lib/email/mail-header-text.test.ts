import { describe, expect, it } from "vitest";
import { MAIL_HEADER_TEXT_MAX, mailHeaderText } from "./mail-header-text";

// Everything the guarantee rules out, as one character class.
const RULED_OUT = /[<>\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ud800-\udfff]/u;

describe("mailHeaderText", () => {
  it("leaves an ordinary address or name as it is", () => {
    expect(mailHeaderText("owner@example.com")).toBe("owner@example.com");
    expect(mailHeaderText("Zoë Müller-Øberg")).toBe("Zoë Müller-Øberg");
    expect(mailHeaderText("山田太郎")).toBe("山田太郎");
  });

  it("drops markup and the right-to-left override of the reported address", () => {
    expect(mailHeaderText("<b>ceo\u202Etxt.exe</b>-x@example.com")).toBe("ceotxt.exe-x@example.com");
    expect(mailHeaderText("<<script>>alert(1)<</script>>@x.io")).toBe("alert(1)@x.io");
    expect(mailHeaderText('a<img src=x onerror="y">b')).toBe("ab");
    // What looks like a tag goes, whatever is inside it.
    expect(mailHeaderText("1 < 2 > 0")).toBe("1 0");
    expect(mailHeaderText("a > b")).toBe("a b");
  });

  it("removes bidi controls, direction marks and invisible characters", () => {
    for (const c of ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"])
      expect(mailHeaderText(`ab${c}cd`)).toBe("abcd");
    for (const c of ["\u200E", "\u200F", "\u061C", "\u200B", "\u200D", "\u2060", "\uFEFF", "\u00AD"])
      expect(mailHeaderText(`ab${c}cd`)).toBe("abcd");
  });

  it("keeps the text on one line: controls and separators become one space", () => {
    expect(mailHeaderText("a\r\nBcc: victim@example.com")).toBe("a Bcc: victim@example.com");
    expect(mailHeaderText("a\u2028b\u2029c\u0085d\te\u0000f\u007Fg")).toBe("a b c d e f g");
    expect(mailHeaderText("  spaced \n\n out  ")).toBe("spaced out");
  });

  it("replaces a lone surrogate, and cuts long text without splitting a character", () => {
    expect(mailHeaderText("a\uD800b")).toBe("a\uFFFDb");
    const long = "😀".repeat(300);
    const cut = mailHeaderText(long);
    expect(Array.from(cut)).toHaveLength(MAIL_HEADER_TEXT_MAX);
    expect(cut.endsWith("😀…")).toBe(true);
    expect(mailHeaderText("abcdef", 4)).toBe("abc…");
  });

  it("never lets a ruled-out character through, whatever it is given", () => {
    let all = "";
    for (let cp = 0; cp < 0x3000; cp++) all += String.fromCodePoint(cp);
    const out = mailHeaderText(all + "<i>x</i>" + all, 100_000);
    expect(out).not.toMatch(RULED_OUT);
    expect(out).not.toMatch(/\s{2}/u);
  });
});
