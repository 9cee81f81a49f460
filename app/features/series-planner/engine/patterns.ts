// Title patterns that mark a series: a numbered marker ("Part 2", "Pt. 3", "#4", "Episode 5",
// "Ep 6", "Day 12", "Vlog 36") after a shared stem, or a shared prefix before ":", "|" or a dash.
import { tokenize, unigrams } from "~/lib/title-words";

export type NumberedTitle = {
  /** Normalised stem before the marker ("python basics"), or "" when the title opens with it. */
  stem: string;
  /** The stem as written ("Python Basics"). */
  stemSurface: string;
  /** Normalised marker: "part", "episode", "day", "vlog" or "#". */
  marker: string;
  /** The marker as written ("Part", "Pt.", "#"). */
  markerSurface: string;
  /** Text between the stem and the marker as written (", " in "Smart Home From Scratch, Part 2"). */
  joiner: string;
  number: number;
  /** The separator between the number and the subtitle as written (": "), or "". */
  separator: string;
  /** Whatever follows the number after a separator ("Picking a Hub"), or "". */
  subtitle: string;
  /**
   * When the episode's own title comes first ("Stranded on Top of Iceland! - World Flight Episode
   * 17", "Get Ready With Me | VLOG 35"), the part of the stem after its last separator: the
   * series' name ("World Flight"), or "" when the marker stands alone after one. Null otherwise.
   */
  tail: { stem: string; stemSurface: string } | null;
};

const ROMAN: Readonly<Record<string, number>> = {
  i: 1,
  ii: 2,
  iii: 3,
  iv: 4,
  v: 5,
  vi: 6,
  vii: 7,
  viii: 8,
  ix: 9,
  x: 10,
};

const MARKERS: Readonly<Record<string, string>> = {
  part: "part",
  pt: "part",
  "pt.": "part",
  episode: "episode",
  ep: "episode",
  "ep.": "episode",
  day: "day",
  vlog: "vlog",
  "#": "#",
};

// The marker must start the title or follow a space or punctuation, and its number must end
// there: "Part 2", "Pt. 3", "#4", "Ep6", "Day 12", "Vlog 36", "Part II". "#shorts" and "30 Days" are not markers.
const NUMBERED =
  /(^|[\s,:;([|\-–—])(part|pt\.?|episode|ep\.?|day|vlog|#)\s*(\d{1,3}|[ivx]{1,4})(?=$|[\s,:;)\]|.!?\-–—])/iu;
/** Where a title's parts meet: a bar, a colon, an exclamation mark or a spaced dash. */
const PART_SEPARATOR = /\||:|!|\s[-–—]\s/u;

/** Separators after a subtitle's number, and between a prefix and the rest of a title. */
const SUBTITLE_START = /^\s*(?:[:|\-–—.]\s*)?/u;
// Leading spaces are taken from the start of their run only (lookbehind), so a long run is walked once.
const PREFIX_SEPARATOR = /(?:(?<!\s)\s+)?(?::|\||\s[-–—]\s)\s*/u;
const YEAR = /\b(?:19|20)\d{2}\b/gu;

/** Lower case, folded, punctuation at the ends removed, spaces collapsed. */
export function normaliseStem(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/['’ʼ`´]/gu, "")
    .replace(/[^\p{L}\p{N}#<>]+/gu, " ")
    .trim();
}

/** Whether a phrase names something (at least one non-stopword term), so "The #1 …" is no series. */
export function hasTerms(text: string): boolean {
  return unigrams(tokenize(text)).length > 0;
}

/** The numbered marker of a title, or null. */
export function parseNumbered(title: string): NumberedTitle | null {
  const match = NUMBERED.exec(title);
  if (!match) return null;
  const [whole, lead, markerRaw, numberRaw] = match as unknown as [string, string, string, string];
  const roman = ROMAN[numberRaw.toLowerCase()];
  const isRoman = !/^\d+$/.test(numberRaw);
  // Roman numerals only after "Part"/"Episode" ("Day V", "Vlog X" and "#iv" are not how anyone numbers).
  const marker = MARKERS[markerRaw.toLowerCase()]!;
  if (isRoman && (roman === undefined || marker === "day" || marker === "vlog" || marker === "#")) return null;
  const number = isRoman ? roman! : Number(numberRaw);
  if (number < 1) return null;
  const markerStart = match.index + lead.length;
  const before = title.slice(0, markerStart);
  const stemSurface = before.replace(/(?<![\s,:;([|\-–—])[\s,:;([|\-–—]+$/u, "").trim();
  const stem = normaliseStem(stemSurface);
  const tail = tailOf(before, stemSurface);
  // "The #1 Mistake …" numbers nothing; "I Really Don't Regret It | VLOG 43" is an episode's title.
  if (stem !== "" && !hasTerms(stemSurface) && tail?.stem !== "") return null;
  const after = title.slice(match.index + whole.length);
  const separator = SUBTITLE_START.exec(after)?.[0] ?? "";
  return {
    stem,
    stemSurface,
    marker,
    markerSurface: markerRaw,
    joiner: before.slice(stemSurface.length),
    number,
    separator: separator.trim() === "" ? (after.trim() === "" ? "" : " ") : `${separator.trim()} `,
    subtitle: after.slice(separator.length).trim(),
    tail,
  };
}

/** The title as a part of the series named by its tail ("World Flight Episode 17", "VLOG 35"). */
export function namedByTail(parsed: NumberedTitle): NumberedTitle {
  if (!parsed.tail) return parsed;
  const { stem, stemSurface } = parsed.tail;
  return { ...parsed, stem, stemSurface, joiner: stemSurface === "" ? "" : " " };
}

/**
 * Whether a title can join a series by its tail: a name after the episode's own title ("World
 * Flight"), or a numbered vlog. "Part N" after a colon cannot: different shows number their parts so.
 */
export function groupsByTail(parsed: NumberedTitle): boolean {
  return parsed.tail !== null && (parsed.tail.stem !== "" || parsed.marker === "vlog");
}

/**
 * How a series' numbered titles are named: by their shared stem, or, when the parts' stems differ
 * and each can join by its tail (every episode's own title first), by the tail. Planned titles
 * are named the same way as the published parts.
 */
export function seriesNaming(parts: readonly NumberedTitle[]): (title: NumberedTitle) => NumberedTitle {
  const stems = new Set(parts.map((p) => p.stem));
  return stems.size > 1 && parts.every(groupsByTail) ? namedByTail : (title) => title;
}

/** The series' name when the episode's own title comes first (see `NumberedTitle.tail`). */
function tailOf(before: string, stemSurface: string): NumberedTitle["tail"] {
  if (stemSurface === "") return null;
  if (/(?:\||:|!|\s[-–—])\s*$/u.test(before)) return { stem: "", stemSurface: "" };
  const parts = stemSurface.split(PART_SEPARATOR);
  if (parts.length < 2) return null;
  // A run of separators ("! - ") splits once per separator: what is left of it opens the part.
  const last = parts[parts.length - 1]!.replace(/^[\s|:!\-–—]+/u, "").trim();
  return hasTerms(last) ? { stem: normaliseStem(last), stemSurface: last } : null;
}

export type PrefixTitle = { key: string; surface: string; separator: string; rest: string; year: number | null };

/**
 * The prefix of a title before its first ":", "|" or spaced dash, with years generalised so a
 * yearly format ("Back to School Laptops 2025: …") is one series. Null when there is none.
 */
export function parsePrefix(title: string): PrefixTitle | null {
  const separator = PREFIX_SEPARATOR.exec(title);
  if (!separator || separator.index === 0) return null;
  const raw = title.slice(0, separator.index).trim();
  const rest = title.slice(separator.index + separator[0].length).trim();
  if (rest.length === 0 || !hasTerms(raw) || raw.split(/\s+/).length > 8) return null;
  const key = normaliseStem(raw.replace(YEAR, "<year>"));
  const surface = raw
    .replace(YEAR, "")
    .replace(/\s{2,}/g, " ")
    .trim();
  const year = raw.match(YEAR)?.[0];
  return { key, surface, separator: separator[0].trim(), rest, year: year ? Number(year) : null };
}

/** Whether a prefix holds a year (so the series is a yearly format). */
export function prefixIsYearly(key: string): boolean {
  return key.includes("<year>");
}
