// Chapters, by YouTube Help's rules ("Video chapters"): the first timestamp must be 0:00, there
// must be at least three timestamps in ascending order, and each chapter must be at least 10
// seconds long. The last chapter runs to the end of the video, whose length is not known here,
// so only the chapters before it are checked for length.
//
// A chapter line is a timestamp at the start of a line followed by a label, e.g. "0:00 Intro",
// "00:00 - Intro", "1:02:03 Outro", "(3:15) Setup", "[3:15] Setup", "• 3:15 Setup",
// "▶️ 3:15 Setup". The timestamp may follow a short bullet (up to four symbols) and sit in
// brackets. Two label-first forms are accepted too, because they are unambiguous: "Setup (3:15)"
// / "Setup [3:15]" and "Setup - 3:15". A time inside a sentence ("at 3:15 I show…") is not one.
// Timestamps read m:ss, mm:ss or h:mm:ss, with seconds (and minutes after hours) below 60.

export const MIN_CHAPTERS = 3;
export const MIN_CHAPTER_SECONDS = 10;

export type ChapterLine = {
  /** Index of the line in the folded description. */
  line: number;
  /** UTF-16 offset of the line's first character in the folded description. */
  lineStart: number;
  text: string;
  seconds: number;
  timestamp: string;
  label: string;
  /** Where the timestamp and label stand inside `text`. */
  timestampAt: [number, number];
  labelAt: [number, number];
};

const TS = String.raw`\d{1,2}(?::\d{2}){1,2}`;
const LEAD = String.raw`\s*(?:[^\p{L}\p{N}\s(\[]{1,4}\s*)?`;
// Anchored at the start, greedy to the end: linear even on long lines (the label is trimmed after).
// The separator run is taken whole (the lookahead): the label could otherwise start inside it, and
// a line that fails at the end (a "\r" before it) retried the label from every dash of a long run.
const SEPARATOR = "[-–—:|.·•>»~]";
const TIME_FIRST = new RegExp(
  String.raw`^(${LEAD}[(\[]?)(${TS})([)\]]?(?:\s*${SEPARATOR}+(?!${SEPARATOR})\s*|\s+))(\S.*)$`,
  "du",
);
const LEAD_ONLY = new RegExp(`^${LEAD}`, "u");
// Label-first forms are found from the end of the (trimmed) line.
const TIME_LAST_BRACKET = new RegExp(String.raw`[(\[](${TS})[)\]]$`, "u");
const TIME_LAST_DASH = new RegExp(String.raw`[-–—]\s+(${TS})$`, "u");
const HAS_TIME = /\d:\d\d/;
const MEANINGFUL = /[\p{L}\p{N}\p{So}]/u;

/** Seconds of "m:ss", "mm:ss" or "h:mm:ss"; null when not a valid time. */
export function parseTimestamp(text: string): number | null {
  if (!new RegExp(`^${TS}$`).test(text)) return null;
  const parts = text.split(":").map(Number);
  if (parts.length === 3) {
    const [h = 0, m = 0, s = 0] = parts;
    return m < 60 && s < 60 ? h * 3600 + m * 60 + s : null;
  }
  const [m = 0, s = 0] = parts;
  return s < 60 ? m * 60 + s : null;
}

/** The chapter a line declares, or null. `line`/`lineStart` are filled in by findChapters. */
export function parseChapterLine(text: string): Omit<ChapterLine, "line" | "lineStart"> | null {
  if (!HAS_TIME.test(text)) return null;
  const timeFirst = TIME_FIRST.exec(text);
  if (timeFirst?.indices) {
    const ts = timeFirst[2] ?? "";
    const label = (timeFirst[4] ?? "").trimEnd();
    const seconds = parseTimestamp(ts);
    const [tsStart = 0, tsEnd = 0] = timeFirst.indices[2] ?? [];
    const [labelStart = 0] = timeFirst.indices[4] ?? [];
    if (seconds !== null && MEANINGFUL.test(label)) {
      return {
        text,
        seconds,
        timestamp: ts,
        label,
        timestampAt: [tsStart, tsEnd],
        labelAt: [labelStart, labelStart + label.length],
      };
    }
  }
  // "Setup (3:15)", "Setup [3:15]", "Setup - 3:15".
  const trimmed = text.trimEnd();
  const bracket = TIME_LAST_BRACKET.exec(trimmed);
  const dash = bracket ? null : TIME_LAST_DASH.exec(trimmed);
  const end = bracket ?? dash;
  if (!end || (dash && !/\s/u.test(trimmed[dash.index - 1] ?? ""))) return null;
  const ts = end[1] ?? "";
  const seconds = parseTimestamp(ts);
  const before = trimmed.slice(0, end.index).trimEnd();
  const labelStart = LEAD_ONLY.exec(before)?.[0].length ?? 0;
  const label = before.slice(labelStart);
  if (seconds === null || label === "" || !MEANINGFUL.test(label) || new RegExp(TS).test(label)) return null;
  const tsStart = end.index + end[0].lastIndexOf(ts);
  return {
    text,
    seconds,
    timestamp: ts,
    label,
    timestampAt: [tsStart, tsStart + ts.length],
    labelAt: [labelStart, labelStart + label.length],
  };
}

/** Chapter lines of a folded description (line breaks already "\n"), in order. */
export function findChapters(folded: string): ChapterLine[] {
  const chapters: ChapterLine[] = [];
  let offset = 0;
  folded.split("\n").forEach((text, line) => {
    const chapter = parseChapterLine(text);
    if (chapter) chapters.push({ ...chapter, line, lineStart: offset });
    offset += text.length + 1;
  });
  return chapters;
}

export type ChapterCheck = { valid: boolean; count: number; problems: string[]; startsAtZero: boolean };

const MAX_LISTED = 5;

/** YouTube's rules applied to the chapter lines; every problem in plain English. */
export function checkChapters(chapters: readonly ChapterLine[]): ChapterCheck {
  const count = chapters.length;
  if (count === 0) {
    return {
      valid: false,
      count,
      startsAtZero: false,
      problems: ["No chapter timestamps found; YouTube needs at least three, starting at 0:00."],
    };
  }
  const problems: string[] = [];
  const first = chapters[0]!;
  const startsAtZero = first.seconds === 0;
  if (!startsAtZero)
    problems.push(`The first timestamp is ${first.timestamp}; YouTube's first chapter must start at 0:00.`);
  if (count < MIN_CHAPTERS)
    problems.push(`Only ${count} timestamp${count === 1 ? "" : "s"}; YouTube needs at least ${MIN_CHAPTERS}.`);
  const detailed: string[] = [];
  for (let i = 1; i < count; i++) {
    const prev = chapters[i - 1]!;
    const cur = chapters[i]!;
    const gap = cur.seconds - prev.seconds;
    if (gap <= 0) {
      detailed.push(
        `${cur.timestamp} (“${cur.label}”) comes after ${prev.timestamp}; timestamps must be in ascending order.`,
      );
    } else if (gap < MIN_CHAPTER_SECONDS) {
      detailed.push(
        `“${prev.label}” (${prev.timestamp} to ${cur.timestamp}) lasts ${gap} second${gap === 1 ? "" : "s"}; chapters must be at least ${MIN_CHAPTER_SECONDS} seconds long.`,
      );
    }
  }
  problems.push(...detailed.slice(0, MAX_LISTED));
  if (detailed.length > MAX_LISTED)
    problems.push(`…and ${detailed.length - MAX_LISTED} more timestamps out of order or too close together.`);
  return { valid: problems.length === 0, count, problems, startsAtZero };
}

/**
 * The line that opens the chapter list at 0:00, in the shape of the first chapter line:
 * "• 01:30 - Setup" gives "• 00:00 - Intro", "Setup (1:30)" gives "Intro (0:00)".
 */
export function zeroChapterLine(first: ChapterLine, label = "Intro"): string {
  const { text } = first;
  const [tsStart, tsEnd] = first.timestampAt;
  const [labelStart, labelEnd] = first.labelAt;
  const zero = first.timestamp.replace(/\d/g, "0");
  const pieces = [
    { at: [tsStart, tsEnd] as const, with: zero },
    { at: [labelStart, labelEnd] as const, with: label },
  ].sort((a, b) => b.at[0] - a.at[0]);
  let out = text;
  for (const piece of pieces) out = out.slice(0, piece.at[0]) + piece.with + out.slice(piece.at[1]);
  return out;
}
