import { describe, expect, it } from "vitest";
import { digestEmail } from "./digest-mail";
import { computeFigures } from "./figures";

const NOW = new Date("2026-11-23T08:00:00Z");
const DAY = 86_400_000;
const figuresOf = (id: string, title: string, views: number) =>
  computeFigures({
    days: 7,
    now: NOW,
    channel: { id, title, subscriberCount: 500 },
    periodUploads: [
      {
        id: `${id}-v`,
        title: `${title} upload`,
        publishedAt: new Date(NOW.getTime() - 2 * DAY),
        viewCount: views,
        isShort: false,
      },
    ],
    baselineUploads: [],
    channelDays: [],
    sentiment: null,
  });
const base = {
  appName: "Vidwise",
  workspaceName: "owner@example.com",
  recipient: "member@example.com",
  week: "2026-W48",
  origin: "https://app.test",
  unsubscribeLink: "https://app.test/u",
};

describe("the weekly digest's text", () => {
  it("one channel: its name in the subject and no channel headings", () => {
    const { subject, text } = digestEmail({
      ...base,
      channels: [{ figures: figuresOf("UCmain", "Main", 1200), ideas: null }],
    });
    expect(subject).toBe("Vidwise weekly digest: Main, week 2026-W48");
    expect(text).not.toContain("===");
    expect(text).toContain("- 1 upload published, 1,200 views on it so far.");
  });

  it("several channels: a section each, in order, each with its own figures and links to that channel", () => {
    const { subject, text } = digestEmail({
      ...base,
      channels: [
        { figures: figuresOf("UCmain", "Main", 1200), ideas: null },
        {
          figures: figuresOf("UCshorts", "Shorts", 80),
          ideas: { createdAt: "2026-11-20T00:00:00Z", ideas: [{ title: "A short idea", estimatedViews: "1K–3K" }] },
        },
      ],
    });
    expect(subject).toBe("Vidwise weekly digest: 2 channels, week 2026-W48");
    const main = text.indexOf("=== Main ===");
    const shorts = text.indexOf("=== Shorts ===");
    expect(main).toBeGreaterThan(0);
    expect(shorts).toBeGreaterThan(main);
    expect(text.slice(main, shorts)).toContain("1,200 views on it");
    expect(text.slice(shorts)).toContain("80 views on it");
    expect(text.slice(shorts)).toContain("- A short idea (Vidwise estimate of views: 1K–3K)");
    expect(text.slice(shorts)).toContain("https://app.test/content-ideas?channel=UCshorts");
    // The unsubscribe line comes once, at the end.
    expect(text.match(/Unsubscribe with one click/g)).toHaveLength(1);
  });

  it("names the reader's address and the workspace as they are written, in its footer", () => {
    const { text } = digestEmail({ ...base, channels: [{ figures: figuresOf("UCmain", "Main", 10), ideas: null }] });
    expect(text).toContain(
      "Sent to member@example.com because you opted in to the weekly digest of owner@example.com on Vidwise.",
    );
    expect(text).not.toContain("[.]");
  });

  it("refuses to write a digest of no channel", () => {
    expect(() => digestEmail({ ...base, channels: [] })).toThrow(RangeError);
  });
});
