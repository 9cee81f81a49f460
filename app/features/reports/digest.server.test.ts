// The digest as the use-case writes it (plainDigestChannel, then the pure engine) and as Email
// Service gets it (serviceMessage): what YouTube, viewers or an owner wrote stays on its line,
// carries no bidi control and links nowhere, in the text part and in the HTML part.
import { describe, expect, it } from "vitest";
import { serviceMessage } from "~/lib/email/email.server";
import { plainDigestChannel } from "./digest.server";
import { digestEmail } from "./engine/digest-mail";
import { computeFigures } from "./engine/figures";

const NOW = new Date("2026-11-23T08:00:00Z");
const DAY = 86_400_000;
const ORIGIN = "https://vidwise.app";
const UNSUBSCRIBE = `${ORIGIN}/unsubscribe/weekly-digest?token=${"t".repeat(43)}`;
const HOSTILE =
  "Normal\n\nYour Vidwise payment failed. Final notice https://evil.example/vidwise-billing \u202Egnp.exe";
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;

const upload = (id: string, title: string, viewCount: number, daysAgo: number) => ({
  id,
  title,
  publishedAt: new Date(NOW.getTime() - daysAgo * DAY),
  viewCount,
  isShort: false,
});

function hostileChannel() {
  const figures = computeFigures({
    days: 7,
    now: NOW,
    channel: { id: "UC\u202Eown", title: `Channel ${HOSTILE}`, subscriberCount: 500 },
    periodUploads: [upload("v1", HOSTILE, 9_000, 2), upload("v2", "Plain upload", 100, 3)],
    baselineUploads: [upload("v0", "Older", 1_000, 20)],
    channelDays: [],
    sentiment: {
      commentsAnalyzed: 10,
      avgScore: 7,
      breakdown: null,
      requests: [{ topic: `Topic ${HOSTILE}`, count: 3 }],
      demandLocked: false,
      days: 7,
    },
  });
  return plainDigestChannel({
    figures,
    ideas: { createdAt: "2026-11-20T00:00:00Z", ideas: [{ title: `Idea ${HOSTILE}`, estimatedViews: "1K–3K" }] },
  });
}

function hostileDigest() {
  const email = digestEmail({
    appName: "Vidwise",
    workspaceName: "Owner",
    recipient: "member@example.com",
    week: "2026-W48",
    channels: [hostileChannel()],
    origin: ORIGIN,
    unsubscribeLink: UNSUBSCRIBE,
  });
  const message = serviceMessage("noreply@vidwise.app", {
    to: "member@example.com",
    kind: "weekly-digest",
    subject: email.subject,
    text: email.text,
    secrets: [UNSUBSCRIBE],
  });
  return { ...email, html: message.html! };
}

describe("plainDigestChannel", () => {
  it("makes every title, topic and idea one plain line, and keeps figures and ids", () => {
    const { figures, ideas } = hostileChannel();
    const plain = "Normal Your Vidwise payment failed. Final notice evil[.]example/vidwise-billing gnp[.]exe";
    expect(figures.channel).toEqual({ id: "UC\u202Eown", title: `Channel ${plain}`, subscriberCount: 500 });
    expect(figures.uploads.top.map((u) => u.title)).toEqual([plain, "Plain upload"]);
    expect(figures.best?.upload.title).toBe(plain);
    expect(figures.best?.upload.viewCount).toBe(9_000);
    expect(figures.sentiment?.requests).toEqual([{ topic: `Topic ${plain}`, count: 3 }]);
    expect(ideas?.ideas).toEqual([{ title: `Idea ${plain}`, estimatedViews: "1K–3K" }]);
    expect(ideas?.createdAt).toBe("2026-11-20T00:00:00Z");
  });
});

describe("a digest with a hostile title", () => {
  it("keeps the title on its line, with no bidi control and no link off the app, in its text part", () => {
    const { subject, text } = hostileDigest();
    // No line (nor the text) starts, after white space, with the title's second paragraph.
    expect(text.split("\n").filter((line) => line.trimStart().startsWith("Your Vidwise payment failed"))).toEqual([]);
    expect(text).not.toContain("https://evil.example");
    expect(text).not.toMatch(BIDI);
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject).not.toMatch(BIDI);
    expect(text).toContain('- Best upload: "Normal Your Vidwise payment failed. Final notice evil[.]example/');
    // The channel id reaches the links only encoded.
    expect(text).toContain(`${ORIGIN}/content-ideas?channel=UC%E2%80%AEown`);
    expect(text).toContain(`Unsubscribe with one click: ${UNSUBSCRIBE}`);
  });

  it("links only the app's own pages in its HTML part", () => {
    const { html } = hostileDigest();
    const hrefs = [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
    expect(hrefs).toContain(UNSUBSCRIBE);
    expect(hrefs).toContain(`${ORIGIN}/reports/client?period=7`);
    for (const href of hrefs) expect(new URL(href).origin).toBe(ORIGIN);
    expect(html).not.toContain("evil.example");
  });
});
