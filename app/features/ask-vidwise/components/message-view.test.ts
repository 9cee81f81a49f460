// The chat's answer as rendered: which references become links (the rule itself: answer-links.ts).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MessageView } from "./message-view";

const render = (content: string, href = "/dashboard") =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(MessageView, {
        latest: false,
        message: {
          id: "m1",
          role: "assistant",
          content,
          sources: [{ tool: "upload-timing", href, title: "Upload timing", figures: [] }],
        },
      }),
    ),
  );

describe("an answer on the page", () => {
  it("links only same-origin app paths: a protocol-relative reference stays text", () => {
    const html = render("Read the comment “tips (//0x5db8d822)” and see your dashboard (/dashboard).");
    expect(html).toContain('href="/dashboard"');
    expect(html).not.toContain('href="//0x5db8d822"');
    expect(html).toContain("(//0x5db8d822)");
  });

  it("does not link a source whose page is not an app path", () => {
    expect(render("No pages.", "//evil.example")).not.toContain('href="//evil.example"');
  });
});
