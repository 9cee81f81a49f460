import { describe, expect, it } from "vitest";
import { digestEmail, velocityText } from "./digest";
import { type KeywordTrend, currentSurges } from "./surges";

const NOV = new Date("2026-11-16T09:00:00Z");
const trend = (keyword: string, over: Partial<KeywordTrend> = {}): KeywordTrend => ({
  keyword,
  signal: "steady",
  velocity: 2,
  peakMonth: null,
  dataPoints: 1_460,
  lastUpdated: "2026-11-16T06:30:00.000Z",
  ...over,
});
const base = {
  appName: "Vidwise",
  origin: "https://app.example",
  unsubscribeLink: "https://app.example/unsubscribe?token=abc",
  supportEmail: "support@example.com",
};

describe("digestEmail", () => {
  it("names the keyword in the subject and shows the numbers behind a spike", () => {
    const { subject, text } = digestEmail({
      ...base,
      surges: currentSurges([trend("budget laptops", { signal: "spiking", velocity: 72.44 })], NOV),
    });
    expect(subject).toBe("Surge alert: budget laptops is spiking");
    expect(text).toContain("* budget laptops: spiking");
    expect(text).toContain("Interest +72.4% week over week");
    expect(text).toContain("Measured from 1,460 readings, the newest on 2026-11-16.");
    expect(text).toContain("https://app.example/content-ideas");
    expect(text).toContain("Unsubscribe, no sign-in needed: https://app.example/unsubscribe?token=abc");
    expect(text).toContain("https://app.example/account");
    expect(text).toContain("support@example.com");
    // Whose figures these are: ours, from YouTube's search results.
    expect(text).toMatch(/Every figure below is a Vidwise estimate \(computed by .+, not reported by YouTube\)\./);
  });

  it("shows a coming peak with its month, and counts the other keywords in the subject", () => {
    const surges = currentSurges(
      [
        trend("gift guides", { peakMonth: "December", velocity: -4 }),
        trend("ski trips", { signal: "spiking", velocity: 61, peakMonth: "December" }),
        trend("advent calendars", { peakMonth: "December", velocity: null }),
      ],
      NOV,
    );
    const { subject, text } = digestEmail({ ...base, surges });
    expect(subject).toBe("Surge alert: ski trips is spiking, and 2 more keywords");
    expect(text).toContain("* ski trips: spiking, and peaks next month (December 2026)");
    expect(text).toContain("* gift guides: peaks next month (December 2026)");
    expect(text).toContain("Seasonal peak month: December.");
    expect(text).toContain("Week over week now: -4.0%.");
    expect(text).toContain("Week over week now: not measured yet.");
    // One block per keyword, even with two reasons.
    expect(text.match(/^\* ski trips/gm)).toHaveLength(1);
  });

  it("says 'peaks in' for a lone peak, and refuses to write an empty digest", () => {
    const surges = currentSurges([trend("gift guides", { peakMonth: "December" })], NOV);
    expect(digestEmail({ ...base, surges }).subject).toBe("Surge alert: gift guides peaks in December");
    expect(() => digestEmail({ ...base, surges: [] })).toThrow(RangeError);
  });

  it("formats velocity with its sign and one decimal", () => {
    expect(velocityText(50.05)).toBe("+50.1%");
    expect(velocityText(-0.01)).toBe("0.0%");
    expect(velocityText(null)).toBe("not measured yet");
  });
});
