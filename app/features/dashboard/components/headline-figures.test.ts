// The dashboard's headline figures as rendered: subscribers and total views, where they come from
// and when they were read, in a list a screen reader reads as label and value.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeadlineFigures } from "./headline-figures";

const render = (channel: Parameters<typeof HeadlineFigures>[0]["channel"]) =>
  renderToStaticMarkup(createElement(HeadlineFigures, { channel }));

describe("headline figures", () => {
  const readAt = new Date(Date.now() - 3 * 3_600_000 - 60_000).toISOString();

  it("shows subscribers and total views with their source and age", () => {
    const html = render({ subscriberCount: 1_140_962, viewCount: 365_107_880, isSample: false, readAt });
    expect(html).toContain('<h2 id="channel-totals" class="sr-only">Channel totals</h2>');
    expect(html).toMatch(/<dt[^>]*>Subscribers<\/dt><dd[^>]*>1\.1M<\/dd><dd[^>]*>1,140,962<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>Total views<\/dt><dd[^>]*>365\.1M<\/dd><dd[^>]*>365,107,880<\/dd>/);
    expect(html).toMatch(/From YouTube&#x27;s channel statistics, <time[^>]*>read 3h ago<\/time>\./);
  });

  it("says a hidden subscriber count is hidden", () => {
    const html = render({ subscriberCount: null, viewCount: 10, isSample: false, readAt });
    expect(html).toMatch(/Subscribers<\/dt><dd[^>]*>Hidden<\/dd><dd[^>]*>the channel hides its subscriber count/);
  });

  it("shows nothing for totals YouTube never gave", () => {
    expect(render({ subscriberCount: 10, viewCount: 10, isSample: false, readAt: null })).toBe("");
  });
});
