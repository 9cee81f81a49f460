import { describe, expect, it } from "vitest";
import { postJson, signUp } from "../../helpers";

// Requests and praise written as YouTube viewers write them (emoji, idioms) are not negative
// through the Worker, with the models loaded from D1 as in production; a Hindi request naming the
// video first is a request; a complaint stays a complaint.

type Body = {
  comments: { id: string; sentiment: { label: string; compound: number }; request: string | null }[];
  summary: { topNegative: string[]; requests: { topic: string; count: number }[] };
};

const COMMENTS = [
  { id: "p0", text: "pls make a video about noise cancelling headphones 🙏" },
  { id: "p1", text: "need a follow-up on this 😅😅" },
  { id: "p2", text: "Can't believe this is free 💯" },
  { id: "p3", text: "killed this. great job." },
  { id: "p4", text: "you nailed it 🔥🔥" },
  { id: "hi", text: "कृपया अगला वीडियो कैमरा सेटिंग्स पर बनाइए" },
  { id: "bad", text: "This is the worst tutorial I have ever seen, total waste of time" },
];

describe("POST /api/comments/analyze: requests and praise", () => {
  it("labels none of the requests and praise negative, and keeps the complaint", async () => {
    const cookie = await signUp("api-not-negative@example.com");
    const response = await postJson("/api/comments/analyze", { comments: COMMENTS }, { cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Body;
    const by = new Map(body.comments.map((c) => [c.id, c]));
    for (const id of ["p0", "p1", "p2", "p3", "p4"]) expect(by.get(id)!.sentiment.label, id).not.toBe("negative");
    expect(by.get("bad")!.sentiment.label).toBe("negative");
    expect(body.summary.topNegative).toEqual([COMMENTS[6]!.text]);
    expect(by.get("p0")!.request).toBe("noise cancelling headphones");
    expect(by.get("hi")!.request).toBe("कैमरा सेटिंग्स");
    expect(body.summary.requests.map((r) => r.topic)).toContain("कैमरा सेटिंग्स");
  });
});
