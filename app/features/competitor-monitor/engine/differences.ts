// What a video does differently from its channel's usual, measured. Each check states a
// difference only when it clears a stated bar; a video that matches its channel gets none.
//
// The norm is the channel's comparable uploads (baseline.ts: same format when possible), the 30
// published most recently before the video (or the 30 nearest when fewer than 5 came before).
// Style and timing checks need at least 5 of them; the new-topic check needs 5 earlier uploads.
import { tokenize, unigrams } from "~/lib/title-words";
import { median } from "~/lib/stats";
import { localSlot } from "~/lib/upload-timing";

export const MIN_NORM = 5;
/** A pattern is "unusual" when at most this share of the norm's titles has it... */
export const RARE_SHARE = 0.25;
/** ...and "usual" when at least this share has it (so leaving it out is a difference). */
export const USUAL_SHARE = 0.75;
/** Title length differs when off the median by 10+ characters and 25%+. */
const TITLE_CHARS_MIN = 10;
const TITLE_SHARE_MIN = 0.25;
/** Duration differs when 30%+ longer or shorter and at least a minute apart. */
const DURATION_RATIO = 1.3;
const DURATION_MIN_SECONDS = 60;
/** A topic is new when 3+ of the video's topic words, and 40%+ of them, never appeared in earlier titles or tags. */
const NEW_WORDS_MIN = 3;
const NEW_WORDS_SHARE = 0.4;
/** Timing differs when the video's slot holds at most 15% of the norm and the usual one 30%+. */
const SLOT_RARE_SHARE = 0.15;
const SLOT_USUAL_SHARE = 0.3;
/** Hours differ when 3+ hours from the usual hour (around the clock). */
const HOUR_GAP_MIN = 3;

export type NormVideo = {
  id: string;
  title: string;
  tags: string[];
  publishMs: number;
  durationSeconds: number;
  isShort: boolean;
};

export type Difference = {
  kind:
    "topic" | "number" | "question" | "brackets" | "versus" | "caps" | "duration" | "title-length" | "weekday" | "hour";
  /** Clause for whyItWorks: "covers a topic new to the channel (NAS, homelab)". */
  clause: string;
  /** A key takeaway line. */
  takeaway: string;
};

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** Upper-case words that are names, not shouting. */
const ACRONYMS = new Set([
  "HDMI",
  "NASA",
  "JSON",
  "HTML",
  "HTTP",
  "WIFI",
  "OLED",
  "QLED",
  "UEFI",
  "BIOS",
  "ASMR",
  "NVME",
  "SATA",
  "USB",
  "LCD",
  "AMD",
  "RTX",
  "GPU",
  "CPU",
  "SSD",
  "HDR",
]);

const TITLE_PATTERNS: { kind: Difference["kind"]; test: (title: string) => boolean; has: string; lacks: string }[] = [
  { kind: "number", test: (t) => /\p{N}/u.test(t), has: "a number in the title", lacks: "no number in the title" },
  { kind: "question", test: (t) => /[?？]/u.test(t), has: "a question for a title", lacks: "no question in the title" },
  {
    kind: "brackets",
    test: (t) => /[[\](){}【】]/u.test(t),
    has: "brackets in the title",
    lacks: "no brackets in the title",
  },
  {
    kind: "versus",
    test: (t) => /(?:^|[^\p{L}])(?:vs\.?|versus)(?=$|[^\p{L}])/iu.test(t),
    has: 'a "vs" comparison title',
    lacks: 'no "vs" in the title',
  },
  { kind: "caps", test: (t) => capsWords(t).length > 0, has: "an ALL-CAPS word", lacks: "no ALL-CAPS word" },
];

/** Shouted words: 4+ letters, all upper case, not a known acronym. */
export function capsWords(title: string): string[] {
  return title
    .normalize("NFKC")
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4 && /^\p{Lu}+$/u.test(w) && !ACRONYMS.has(w));
}

export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

const ofNorm = (count: number, total: number) => `${count} of the channel's last ${total}`;
const verb = (count: number, one: string, many: string) => (count === 1 ? one : many);

function titlePatternDifferences(video: NormVideo, norm: readonly NormVideo[]): Difference[] {
  const out: Difference[] = [];
  for (const pattern of TITLE_PATTERNS) {
    const count = norm.filter((n) => pattern.test(n.title)).length;
    const share = count / norm.length;
    const has = pattern.test(video.title);
    if (has && share <= RARE_SHARE) {
      const example = pattern.kind === "caps" ? ` ("${capsWords(video.title)[0]}")` : "";
      // "none of its last 5 titles does", "only 1 of … does", "only 2 of … do".
      const few = count === 0 ? "none" : `only ${count}`;
      const one = count <= 1;
      out.push({
        kind: pattern.kind,
        clause: `uses ${pattern.has}${example} (${few} of its last ${norm.length} titles ${one ? "does" : "do"})`,
        takeaway: `${capitalise(pattern.has)}${example}: ${few} of the channel's last ${norm.length} titles ${one ? "has" : "have"} one.`,
      });
    } else if (!has && share >= USUAL_SHARE) {
      out.push({
        kind: pattern.kind,
        clause: `has ${pattern.lacks} (${count} of its last ${norm.length} titles ${verb(count, "does", "do")})`,
        takeaway: `${capitalise(pattern.lacks)}, unlike ${ofNorm(count, norm.length)} titles.`,
      });
    }
  }
  return out;
}

function titleLengthDifference(video: NormVideo, norm: readonly NormVideo[]): Difference | null {
  const length = [...video.title].length;
  const usual = median(norm.map((n) => [...n.title].length));
  if (usual === null || usual === 0) return null;
  const gap = length - usual;
  if (Math.abs(gap) < TITLE_CHARS_MIN || Math.abs(gap) / usual < TITLE_SHARE_MIN) return null;
  const word = gap < 0 ? "shorter" : "longer";
  return {
    kind: "title-length",
    clause: `has a ${word} title (${length} characters against a usual ${Math.round(usual)})`,
    takeaway: `${capitalise(word)} title: ${length} characters against the channel's usual ${Math.round(usual)}.`,
  };
}

function durationDifference(video: NormVideo, norm: readonly NormVideo[]): Difference | null {
  if (video.isShort || !(video.durationSeconds > 0)) return null;
  const usual = median(norm.filter((n) => n.durationSeconds > 0).map((n) => n.durationSeconds));
  if (usual === null || usual === 0) return null;
  const gap = video.durationSeconds - usual;
  const ratio = video.durationSeconds / usual;
  if (Math.abs(gap) < DURATION_MIN_SECONDS || (ratio < DURATION_RATIO && ratio > 1 / DURATION_RATIO)) return null;
  const minutes = Math.round(Math.abs(gap) / 60);
  const word = gap > 0 ? "longer" : "shorter";
  return {
    kind: "duration",
    clause: `runs ${formatDuration(video.durationSeconds)} against a usual ${formatDuration(usual)} (${minutes} min ${word})`,
    takeaway: `${capitalise(word)} video: ${formatDuration(video.durationSeconds)} against the channel's median ${formatDuration(usual)}.`,
  };
}

const vocabularyCache = new WeakMap<NormVideo, Map<string, string>>();

/**
 * Content words of a title and tags, with the way they were written (cached: each upload is part
 * of every later upload's history).
 */
function vocabulary(video: NormVideo): Map<string, string> {
  const cached = vocabularyCache.get(video);
  if (cached) return cached;
  const words = new Map<string, string>();
  for (const token of unigrams(tokenize(video.title))) if (!words.has(token.term)) words.set(token.term, token.surface);
  for (const tag of video.tags)
    for (const token of unigrams(tokenize(tag))) if (!words.has(token.term)) words.set(token.term, token.surface);
  vocabularyCache.set(video, words);
  return words;
}

/**
 * The words that say what a video is about: its tags' words when it has 3 or more (tags name
 * topics; titles are full of hooks like "mistakes" and "later"), else its title's and tags'.
 */
function topicWords(video: NormVideo): Map<string, string> {
  const fromTags = new Map<string, string>();
  for (const tag of video.tags)
    for (const token of unigrams(tokenize(tag))) if (!fromTags.has(token.term)) fromTags.set(token.term, token.surface);
  return fromTags.size >= 3 ? fromTags : vocabulary(video);
}

function topicDifference(video: NormVideo, earlier: readonly NormVideo[]): Difference | null {
  if (earlier.length < MIN_NORM) return null;
  const known = new Set<string>();
  for (const n of earlier) for (const term of vocabulary(n).keys()) known.add(term);
  const words = topicWords(video);
  const fresh = [...words.entries()].filter(([term]) => !known.has(term));
  if (fresh.length < NEW_WORDS_MIN || fresh.length / words.size < NEW_WORDS_SHARE) return null;
  // Shown as the title wrote them when it did ("AI", not the tag's "ai").
  const shown = fresh.slice(0, 3).map(([term, surface]) => vocabulary(video).get(term) ?? surface);
  return {
    kind: "topic",
    clause: `covers a topic new to the channel (${shown.join(", ")})`,
    takeaway: `New topic for the channel: ${fresh.length} of its ${words.size} topic words (${shown.join(", ")}) never appeared in its ${earlier.length} earlier uploads' titles or tags.`,
  };
}

/** Share of the norm in each slot, and the most common slot (ties to the lowest). */
function slotCounts(values: readonly number[], slots: number): { counts: number[]; usual: number } {
  const counts = new Array<number>(slots).fill(0);
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  let usual = 0;
  for (let i = 1; i < slots; i++) if (counts[i]! > counts[usual]!) usual = i;
  return { counts, usual };
}

// Weekday and hour are read in the viewer's zone (UTC until they choose one), the zone every time
// on their pages is shown in: "went out at 23:00 Asia/Tokyo", not a UTC hour to convert by hand.
function timingDifferences(video: NormVideo, norm: readonly NormVideo[], timeZone: string): Difference[] {
  const slot = (ms: number) => localSlot(new Date(ms).toISOString(), timeZone);
  // localSlot counts Monday as 0; WEEKDAYS here starts on Sunday.
  const weekdayOf = (ms: number) => (slot(ms).weekday + 1) % 7;
  const out: Difference[] = [];
  const total = norm.length;
  const day = weekdayOf(video.publishMs);
  const days = slotCounts(
    norm.map((n) => weekdayOf(n.publishMs)),
    7,
  );
  if (
    day !== days.usual &&
    days.counts[day]! / total <= SLOT_RARE_SHARE &&
    days.counts[days.usual]! / total >= SLOT_USUAL_SHARE
  ) {
    out.push({
      kind: "weekday",
      clause: `went out on a ${WEEKDAYS[day]} rather than the usual ${WEEKDAYS[days.usual]}`,
      takeaway: `Published on a ${WEEKDAYS[day]}; the channel usually posts on ${WEEKDAYS[days.usual]}s (${days.counts[days.usual]} of its last ${total}).`,
    });
  }
  const hour = slot(video.publishMs).hour;
  const hours = slotCounts(
    norm.map((n) => slot(n.publishMs).hour),
    24,
  );
  const gap = Math.min(Math.abs(hour - hours.usual), 24 - Math.abs(hour - hours.usual));
  const near = [-1, 0, 1].reduce((sum, d) => sum + hours.counts[(hour + d + 24) % 24]!, 0);
  if (
    gap >= HOUR_GAP_MIN &&
    near / total <= SLOT_RARE_SHARE &&
    hours.counts[hours.usual]! / total >= SLOT_USUAL_SHARE
  ) {
    const zone = timeZone === "Etc/UTC" ? "UTC" : timeZone;
    const hh = (h: number) => `${String(h).padStart(2, "0")}:00 ${zone}`;
    out.push({
      kind: "hour",
      clause: `went out at ${hh(hour)} rather than the usual ${hh(hours.usual)}`,
      takeaway: `Published at ${hh(hour)}; the channel usually posts at ${hh(hours.usual)} (${hours.counts[hours.usual]} of its last ${total}).`,
    });
  }
  return out;
}

/** Every measured difference, most telling first: topic, title pattern, duration, title length, timing. */
export function differences(
  video: NormVideo,
  norm: readonly NormVideo[],
  earlier: readonly NormVideo[],
  timeZone = "UTC",
): Difference[] {
  const out: Difference[] = [];
  const topic = topicDifference(video, earlier);
  if (topic) out.push(topic);
  if (norm.length >= MIN_NORM) {
    out.push(...titlePatternDifferences(video, norm));
    const duration = durationDifference(video, norm);
    if (duration) out.push(duration);
    const length = titleLengthDifference(video, norm);
    if (length) out.push(length);
    out.push(...timingDifferences(video, norm, timeZone));
  }
  return out;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
