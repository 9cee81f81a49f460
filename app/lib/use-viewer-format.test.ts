import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ViewerFormatProvider, useViewerFormat } from "./use-viewer-format";

const WHEN = "2026-12-03T15:30:00.000Z";

function Scheduled() {
  const { dateTime } = useViewerFormat();
  return createElement("p", null, dateTime(WHEN));
}

// The rendered text: React writes it between one tag pair here, so cut at the tags.
const text = (html: string) => html.replace(/^<p>|<\/p>$/g, "").replace(/\s/g, " ");

describe("useViewerFormat", () => {
  it("formats in the provider's zone and locale", () => {
    const html = renderToString(
      createElement(
        ViewerFormatProvider,
        { settings: { timeZone: "Asia/Tokyo", locale: "de-DE" } },
        createElement(Scheduled),
      ),
    );
    expect(text(html)).toBe("04.12.2026, 00:30 Asia/Tokyo");
  });

  it("formats in UTC and en-US without a provider or without settings (error pages)", () => {
    expect(text(renderToString(createElement(Scheduled)))).toBe("Dec 3, 2026, 3:30 PM UTC");
    expect(
      text(renderToString(createElement(ViewerFormatProvider, { settings: undefined }, createElement(Scheduled)))),
    ).toBe("Dec 3, 2026, 3:30 PM UTC");
  });

  it("refuses a zone the runtime does not know instead of throwing during render", () => {
    const html = renderToString(
      createElement(
        ViewerFormatProvider,
        { settings: { timeZone: "Nowhere/Land", locale: "en-US" } },
        createElement(Scheduled),
      ),
    );
    expect(text(html)).toBe("Dec 3, 2026, 3:30 PM UTC");
  });
});
