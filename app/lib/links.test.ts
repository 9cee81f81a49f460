import { describe, expect, it } from "vitest";
import { withQuery } from "./links";

describe("withQuery", () => {
  it("adds the query with each value encoded, in order, then the fragment", () => {
    expect(withQuery("/login", { redirectTo: "/comment-sentiment?period=7d" })).toBe(
      "/login?redirectTo=%2Fcomment-sentiment%3Fperiod%3D7d",
    );
    expect(withQuery("/ask-vidwise", { c: "a b&c" }, "latest")).toBe("/ask-vidwise?c=a%20b%26c#latest");
    expect(withQuery("/success", { session_id: "cs_1", wait: 2 })).toBe("/success?session_id=cs_1&wait=2");
  });

  it("leaves out empty values, and the question mark with them", () => {
    expect(withQuery("/admin", { list: null, q: "", page: undefined })).toBe("/admin");
    expect(withQuery("/series-planner", { open: "s1" }, "")).toBe("/series-planner?open=s1");
  });
});
