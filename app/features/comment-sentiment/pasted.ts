// Comments pasted or uploaded to analyse any video's comments (a competitor's, say): plain
// lines, a CSV with a text column, or JSON (a list of strings or of { text, likeCount }).
import { parseCsv } from "~/lib/csv";

export type PastedComment = { text: string; likeCount?: number };

const TEXT_COLUMNS = ["text", "comment", "comment text", "textoriginal", "textdisplay", "content", "message"];
const LIKE_COLUMNS = ["likecount", "likes", "like count", "like_count"];

export function parsePastedComments(input: string): { comments: PastedComment[]; error: string | null } {
  const text = input.replace(/^\uFEFF/, "").trim();
  if (!text) return { comments: [], error: "Paste some comments or choose a file." };
  if (text.startsWith("[") || text.startsWith("{")) return fromJson(text);
  const firstLine = text.split(/\r?\n/, 1)[0]!.toLowerCase();
  const header = firstLine.split(",").map((c) => c.trim().replace(/^"|"$/g, ""));
  if (header.length > 1 && header.some((h) => TEXT_COLUMNS.includes(h))) return fromCsv(text);
  return {
    comments: text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => ({ text: line })),
    error: null,
  };
}

function fromJson(text: string) {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { comments: [], error: "This looks like JSON but could not be read. Check the brackets and quotes." };
  }
  const list = Array.isArray(data) ? data : (data as { comments?: unknown }).comments;
  if (!Array.isArray(list))
    return { comments: [], error: 'Expected a JSON list of comments, or { "comments": [...] }.' };
  const comments: PastedComment[] = [];
  for (const item of list) {
    if (typeof item === "string") comments.push({ text: item });
    else if (item && typeof item === "object" && typeof (item as { text?: unknown }).text === "string") {
      const like = Number((item as { likeCount?: unknown }).likeCount);
      comments.push({
        text: (item as { text: string }).text,
        likeCount: Number.isFinite(like) && like >= 0 ? like : undefined,
      });
    }
  }
  return {
    comments: comments.filter((c) => c.text.trim()),
    error: comments.length ? null : "No comment texts were found in the JSON.",
  };
}

function fromCsv(text: string) {
  const rows = parseCsv(text, { maxRows: 20_000 });
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const textAt = header.findIndex((h) => TEXT_COLUMNS.includes(h));
  const likeAt = header.findIndex((h) => LIKE_COLUMNS.includes(h));
  const comments = rows
    .slice(1)
    .map((r) => ({ text: (r[textAt] ?? "").trim(), likeCount: likeAt >= 0 ? Number(r[likeAt]) || 0 : undefined }))
    .filter((c) => c.text);
  return { comments, error: comments.length ? null : "The CSV has a text column but no comments in it." };
}
