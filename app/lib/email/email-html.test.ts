import { describe, expect, it } from "vitest";
import { emailHtml, escapeHtml } from "./email-html";

/** The tags a document holds, in order (names only). */
const tags = (html: string) => [...html.matchAll(/<\/?([a-z][a-z0-9]*)/gi)].map((m) => m[1]!.toLowerCase());
/** Every href in the document, unescaped the way a browser reads the attribute. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
const APP = "https://vidwise.app";
const FIXED_TAGS = new Set(["html", "head", "meta", "title", "body", "div", "h1", "p", "br", "a"]);

describe("escapeHtml", () => {
  it("escapes the five characters that can open markup or end an attribute", () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe(
      "&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;",
    );
  });
  it("leaves other text, emoji included, as it is", () => {
    expect(escapeHtml("Ünïcödé 🎬 title")).toBe("Ünïcödé 🎬 title");
  });
});

describe("emailHtml", () => {
  it("turns a user's markup into text: no tag but the fixed ones, the words still readable", () => {
    const html = emailHtml(
      "New feedback <b>bold</b>",
      'Message:\n<img src=x onerror="alert(1)"><a href="javascript:evil()">click</a>',
    );
    expect(new Set(tags(html.replace("<!doctype html>", "")))).toEqual(
      new Set([...FIXED_TAGS].filter((t) => t !== "a")),
    );
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("<title>New feedback &lt;b&gt;bold&lt;/b&gt;</title>");
    expect(html).not.toContain('javascript:evil()"');
  });

  it("links http(s) URLs with the whole query, leaving sentence punctuation outside", () => {
    const link = "https://vidwise.app/verify-email?token=a%2Bb&x=1";
    const html = emailHtml("Confirm", `Confirm here:\n\n${link}.\n\nOr copy (${link}) by hand.`, APP);
    expect(hrefs(html)).toEqual([link, link]);
    expect(html).toContain(`${escapeHtml(link)}</a>.`);
    expect(html).toContain(`${escapeHtml(link)}</a>) by hand.`);
  });

  it("never links other schemes and keeps a quote from leaving the href", () => {
    const html = emailHtml("s", `javascript:alert(1) ftp://host/file https://vidwise.app/a"onmouseover="x`, APP);
    expect(hrefs(html)).toEqual(["https://vidwise.app/a"]);
    expect(html).toContain("&quot;onmouseover=&quot;x");
  });

  it("links only URLs on the app's own origin; any other stays text, readable and escaped", () => {
    const own = "https://vidwise.app/unsubscribe/weekly-digest?token=abc";
    const text = [
      "Normal",
      "Final notice https://evil.example/vidwise-billing and http://vidwise.app/x (another scheme is another origin)",
      "https://vidwise.app@evil.example/ https://vidwise.app.evil.example/ https://vidwise.app:8443/ http://evil.example/?https://vidwise.app/",
      `Unsubscribe: ${own}`,
    ].join("\n");
    const html = emailHtml("Digest", text, `${APP}/`);
    expect(hrefs(html)).toEqual([own]);
    expect(hrefs(html).every((href) => new URL(href).origin === APP)).toBe(true);
    expect(html).toContain("Final notice https://evil.example/vidwise-billing and");
    expect(html).toContain(escapeHtml("http://evil.example/?https://vidwise.app/"));
  });

  it("links nothing when it is not told the app's origin, or is told something that is not one", () => {
    const text = "Confirm: https://vidwise.app/verify-email?token=t";
    for (const origin of [undefined, null, "", "not a url", "javascript:alert(1)", "ftp://vidwise.app"])
      expect(emailHtml("s", text, origin)).not.toContain("<a ");
  });

  it("keeps the text's paragraphs and lines", () => {
    const html = emailHtml("s", "First line\nsecond line\n\n\nNext paragraph\r\n\r\nLast");
    expect([...html.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((m) => m[1])).toEqual([
      "First line<br>\nsecond line",
      "Next paragraph",
      "Last",
    ]);
  });

  it("is a document a screen reader can announce: language, title and heading from the subject", () => {
    const html = emailHtml("Confirm your Vidwise email address", "Hello");
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain("<title>Confirm your Vidwise email address</title>");
    expect(html).toMatch(/<h1[^>]*>Confirm your Vidwise email address<\/h1>/);
  });
});
