// The forecast card's "Trend alignment" when it was not measured: it names what a signed-in
// creator can do (the primary topic on Account Settings, which the trends job reads) with a link
// to that page, not a Trends page the app does not have.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TrendHint } from "./forecast-card";

describe("the trend alignment hint", () => {
  it("links to Account Settings to set the topic as the primary topic", () => {
    const html = renderToStaticMarkup(
      createElement(MemoryRouter, null, createElement(TrendHint, { topic: "webcams" })),
    );
    expect(html).toContain('href="/account"');
    expect(html).toContain("Set it to “webcams” in Account Settings");
    expect(html).toContain("primary topic");
    expect(html).not.toMatch(/in Trends/);
  });
});
