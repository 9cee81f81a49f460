import { describe, expect, it } from "vitest";
import { requestCandidates } from "./candidates";
import type { AudienceComment } from "./types";

const comment = (id: string, author: string, publishedAt: string): AudienceComment => ({
  id,
  videoId: "v1",
  videoTitle: "My NAS build",
  author,
  text: "Please make a video on home servers",
  likeCount: 0,
  publishedAt,
  request: "home servers",
  question: false,
});

describe("a viewer request's evidence", () => {
  it("counts distinct viewers and their comments, and says when the comments were written", () => {
    const [candidate] = requestCandidates([
      comment("a", "UC-ana", "2025-03-04T10:00:00Z"),
      comment("b", "UC-ana", "2026-10-01T10:00:00Z"),
      comment("c", "UC-ben", "2026-11-20T10:00:00Z"),
    ]);
    const text = candidate!.parts[0]!.evidence[0]!.text;
    expect(text).toMatch(
      /^2 viewers asked for a video on home servers? in 3 comments under 1 video from March 2025 to November 2026;/i,
    );
  });

  it("names the one month when every comment is from it", () => {
    const [candidate] = requestCandidates([
      comment("a", "UC-ana", "2026-11-02T10:00:00Z"),
      comment("b", "UC-ben", "2026-11-20T10:00:00Z"),
    ]);
    expect(candidate!.parts[0]!.evidence[0]!.text).toContain("under 1 video in November 2026;");
  });
});

describe("requests in several languages", () => {
  const asked = (id: string, author: string, text: string, request: string): AudienceComment => ({
    ...comment(id, author, "2026-11-02T10:00:00Z"),
    text,
    request,
  });

  it("makes one idea of one topic asked for in Spanish, English, French and Arabic, counting every viewer", () => {
    const candidates = requestCandidates([
      asked("a", "UC-ana", "Haz un video sobre servidores caseros por favor", "servidores caseros"),
      asked("b", "UC-ben", "¿Podrías hacer un video sobre servidores caseros?", "servidores caseros"),
      asked("c", "UC-cid", "Please make a video on home servers", "home servers"),
      asked("d", "UC-dan", "Fais une vidéo sur les serveurs maison stp", "serveurs maison"),
      asked("e", "UC-eve", "Faz um vídeo sobre teclados mecânicos!", "teclados mecânicos"),
      asked("f", "UC-fay", "Can you do a video on mechanical keyboards?", "mechanical keyboards"),
      asked("g", "UC-gus", "Please ek video NAS setup pe bhi banao", "nas setup"),
      asked("h", "UC-hal", "ممكن فيديو عن تركيب NAS…؟", "تركيب nas"),
    ]);
    expect(candidates.map((c) => [c.terms.slice().sort().join(" "), c.parts[0]!.evidence[0]!.count])).toEqual([
      ["home server", 4],
      ["keyboard mechanical", 2],
      ["nas", 2],
    ]);
  });
});
