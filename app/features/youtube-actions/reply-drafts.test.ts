import { describe, expect, it } from "vitest";
import { draftReply } from "./reply-drafts";

const uploads = [
  { id: "v1", title: "My desk setup tour 2026" },
  { id: "v2", title: "Budget webcam review: three cameras compared" },
];

describe("a drafted reply", () => {
  it("links the creator's own upload that answers a request", () => {
    const draft = draftReply(
      { id: "c", videoId: "v9", text: "Please do a webcam review!", request: "webcam review", question: false },
      uploads,
      1,
    );
    expect(draft).toBe(
      'Thanks for asking! I made a video on webcam review: "Budget webcam review: three cameras compared": https://www.youtube.com/watch?v=v2',
    );
  });

  it("says how many viewers asked when no upload answers it yet", () => {
    expect(
      draftReply(
        { id: "c", videoId: "v1", text: "Do a lighting guide", request: "lighting guide", question: false },
        uploads,
        4,
      ),
    ).toBe("Thanks for the idea! 4 of you have asked for lighting guide, so it is on my list for a future video.");
  });

  it("points a question to an upload sharing its words, never the one it is on, and else leaves the answer to the creator", () => {
    const question = {
      id: "c",
      videoId: "v9",
      text: "Which desk is in your setup tour?",
      request: null,
      question: true,
    };
    expect(draftReply(question, uploads, 0)).toContain("https://www.youtube.com/watch?v=v1");
    expect(draftReply({ ...question, videoId: "v1" }, uploads, 0)).toBe("Good question! ");
  });
});
