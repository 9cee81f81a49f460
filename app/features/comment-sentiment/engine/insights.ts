// Complaints by kind, the channel's sentiment trend, and actionable insights: plain sentences
// derived from the counts in a summary. Every sentence states a number the summary backs.
import { countOf as plural } from "~/lib/format";
import { scoreSentiment } from "./sentiment";
import type { CommentSummary, ComplaintCount } from "./types";

/** Kinds of complaint creators can act on, each with the words that name it. */
const COMPLAINT_KINDS: readonly { topic: string; pattern: RegExp }[] = [
  {
    topic: "audio",
    pattern:
      /\b(?:audio|sound(?:s|ed)?|mic|microphone|echo|echoey|echoy|muffled|volume|clipping|hear you|background music|music is too loud|music too loud)\b/,
  },
  {
    topic: "video length",
    pattern:
      /\b(?:too long|way too long|so long|intro|filler|get to the point|drags?|dragged|rambling|could'?ve been|could have been|half as long|minutes for this|padding)\b/,
  },
  {
    topic: "ads and sponsors",
    pattern: /\b(?:sponsor|sponsors|sponsored|sponsorship|ad|ads|ad read|adverts?|commercials?)\b/,
  },
  { topic: "clickbait", pattern: /\b(?:clickbait|clickbaity|misleading|title|thumbnail|clickbaited)\b/ },
  {
    topic: "pacing and editing",
    pattern: /\b(?:too fast|talk(?:s|ing)? (?:way |so |a bit |too )?fast|jump cuts?|editing|cuts|pacing|distracting)\b/,
  },
  {
    topic: "image quality",
    pattern: /\b(?:blurry|out of focus|lighting|resolution|pixelated|grainy|dark|low quality|camera quality)\b/,
  },
  {
    topic: "outdated or wrong information",
    pattern:
      /\b(?:outdated|out of date|wrong|incorrect|inaccurate|mistake|discontinued|prices? (?:are|is) (?:already )?wrong|misinformation)\b/,
  },
  {
    topic: "bias",
    pattern:
      /\b(?:biased|bias|shill|shilling|paid (?:you|review)|did they pay|sellout|feels like an ad|not a fair|unfair)\b/,
  },
  {
    topic: "steps that don't work",
    pattern:
      /\b(?:doesn'?t work|didn'?t work|not working|still (?:can'?t|doesn'?t|won'?t)|didn'?t help|does not work|don'?t work)\b/,
  },
];

const CONTRAST = /\b(?:but|however|though|although|except)\b/;

/**
 * The complaint kinds a comment raises: a kind's words in a comment that leans negative, or in
 * the part after "but" when that part does ("great video but the audio is echoey"). Leaning is
 * the compound ≤ −0.05 (P(negative) − P(positive) ≥ 0.05 by the model), a looser test than the
 * negative label: "the audio is so muffled" is a complaint even where the model's most probable
 * class is neutral.
 */
export function complaintKinds(text: string, compound: number): string[] {
  const lower = text.toLowerCase();
  let scope: string | null = compound <= -0.05 ? lower : null;
  if (scope === null) {
    const m = CONTRAST.exec(lower);
    if (m === null) return [];
    const after = lower.slice(m.index + m[0].length);
    if (scoreSentiment(after).compound > -0.05) return [];
    scope = after;
  }
  return COMPLAINT_KINDS.filter((k) => k.pattern.test(scope)).map((k) => k.topic);
}

export function countComplaints(perComment: readonly string[][], scored: number): ComplaintCount[] {
  const counts = new Map<string, number>();
  for (const kinds of perComment) for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts]
    .map(([topic, count]) => ({ topic, count, share: scored === 0 ? 0 : Math.round((1000 * count) / scored) / 10 }))
    .sort((a, b) => b.count - a.count);
}

/** Minimum change of the fitted line across the period, in points of the 0–10 score. */
export const TREND_THRESHOLD = 0.5;

/**
 * A video is ranked (Most Positive Video, the sentiment trend) only with at least this many
 * scored comments: two glowing comments do not make a video the most loved. The page states the
 * rule and marks the videos below it, so the list and the stat agree.
 */
export const MIN_SCORED_TO_RANK = 5;

/** Dated points a trend needs: two points always make a line, so they prove nothing. */
export const MIN_TREND_POINTS = 3;

export type SentimentTrend = "improving" | "declining" | "stable" | "insufficient";

/**
 * "improving", "declining" or "stable": the least-squares line of score over time (per video,
 * in the period) must rise or fall by at least TREND_THRESHOLD points between the first and the
 * last date. With fewer than MIN_TREND_POINTS dated points, or all on one day, there is no trend
 * to tell: "insufficient" (the page says there is not enough data yet), never "stable".
 */
export function sentimentTrend(points: readonly { publishedAt: string; score: number }[]): SentimentTrend {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const p of points) {
    const t = Date.parse(p.publishedAt);
    if (Number.isFinite(t) && Number.isFinite(p.score)) {
      xs.push(t / 86_400_000);
      ys.push(p.score);
    }
  }
  const n = xs.length;
  if (n < MIN_TREND_POINTS) return "insufficient";
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += ((xs[i] as number) - mx) * ((ys[i] as number) - my);
    sxx += ((xs[i] as number) - mx) ** 2;
  }
  if (sxx === 0) return "insufficient";
  const span = Math.max(...xs) - Math.min(...xs);
  const change = (sxy / sxx) * span;
  if (change >= TREND_THRESHOLD) return "improving";
  if (change <= -TREND_THRESHOLD) return "declining";
  return "stable";
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  es: "Spanish",
  pt: "Portuguese",
  fr: "French",
  de: "German",
  it: "Italian",
  id: "Indonesian",
  tr: "Turkish",
  en: "English",
  "hi-Latn": "Hindi (Latin letters)",
  hi: "Hindi",
  nl: "Dutch",
  pl: "Polish",
  tl: "Tagalog",
  vi: "Vietnamese",
  ru: "Russian",
  uk: "Ukrainian",
  ar: "Arabic",
  ur: "Urdu",
  fa: "Persian",
  ja: "Japanese",
  ko: "Korean",
  zh: "Chinese",
  th: "Thai",
  bn: "Bengali",
  ta: "Tamil",
  te: "Telugu",
  el: "Greek",
  he: "Hebrew",
};

/** Comments the summary's figures describe: neither spam nor in a language the engine does not read. */
export function scoredCount(summary: Pick<CommentSummary, "total" | "spamCount" | "unreadCount">): number {
  return summary.total - summary.spamCount - summary.unreadCount;
}

/** A language code in words ("es" → "Spanish", "hi-Latn" → "Hindi (Latin letters)"). */
export function languageName(code: string): string {
  return LANGUAGE_NAMES[code] ?? code;
}

/**
 * The audience's languages, most comments first: name, count, share of the non-spam comments
 * (whole percent) and whether the engine reads it. Undetermined ("und": emoji, one word) is left
 * out of the list, and so out of nothing else.
 */
export function audienceLanguages(
  summary: Pick<CommentSummary, "languages" | "unreadLanguages">,
): { code: string; name: string; count: number; share: number; read: boolean }[] {
  const total = Object.values(summary.languages).reduce((a, n) => a + n, 0);
  return Object.entries(summary.languages)
    .filter(([code]) => code !== "und")
    .map(([code, count]) => ({
      code,
      name: languageName(code),
      count,
      share: total === 0 ? 0 : Math.round((100 * count) / total),
      read: summary.unreadLanguages[code] === undefined,
    }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/**
 * Sentences a creator can act on, derived only from the summary's counts. A request's count is of
 * comments (one viewer asking twice counts twice) in the batch, which is the period's comments when
 * `periodDays` is given: the sentence says both, so it is never read as Content Ideas' count of
 * distinct viewers over every stored comment.
 */
export function actionableInsights(
  summary: CommentSummary,
  context?: { videoTitle?: string; periodDays?: number },
): string[] {
  const out: string[] = [];
  const scored = scoredCount(summary);
  const title = context?.videoTitle ? `“${context.videoTitle}”` : "this video";
  const asked = (n: number) =>
    `${plural(n, "comment", "comments")}${context?.periodDays ? ` in the last ${context.periodDays} days` : ""} asked`;

  for (const r of summary.requests.slice(0, 3)) {
    if (r.count < 2) break;
    if (/^part \d+$/.test(r.topic)) out.push(`${asked(r.count)} for a ${r.topic} of ${title}.`);
    else if (r.topic === "more like this") out.push(`${asked(r.count)} for more videos like ${title}.`);
    else out.push(`${asked(r.count)} for a video on ${r.topic}.`);
  }

  for (const c of summary.complaints.slice(0, 2)) {
    if (c.count < 2 || c.share < 3) break;
    out.push(`${Math.round(c.share)}% of comments (${c.count}) complain about ${c.topic}.`);
  }

  const qTheme = summary.questionThemes[0];
  if (qTheme !== undefined && qTheme.count >= 2) {
    out.push(
      `${plural(qTheme.count, "question is", "questions are")} about ${qTheme.phrase}: answer in a pinned comment or the description.`,
    );
  } else if (summary.questions.length >= 3) {
    out.push(
      `${plural(summary.questions.length, "comment", "comments")}${summary.questions.length === 10 ? " or more" : ""} ask questions: the most liked is “${summary.questions[0]?.text}”.`,
    );
  }

  if (scored >= 10) {
    const { positive, negative } = summary.breakdown;
    if (negative >= 25)
      out.push(
        `${negative}% of scored comments are negative (score ${summary.sentimentScore}/10): read the top negative comments first.`,
      );
    else if (positive >= 60)
      out.push(
        `${positive}% of scored comments are positive (score ${summary.sentimentScore}/10): viewers liked ${title}.`,
      );
  }

  // A language other than English that a tenth of the audience writes in: worth subtitles.
  const nonSpam = Math.max(1, summary.total - summary.spamCount);
  const second = audienceLanguages(summary).find((l) => l.code !== "en" && l.read && l.count >= 3 && l.share >= 10);
  if (second !== undefined)
    out.push(
      `${second.share}% of comments (${second.count}) are in ${second.name}: subtitles or a pinned reply in ${second.name} could reach them.`,
    );
  if (summary.unreadCount >= 3 && summary.unreadCount / nonSpam >= 0.05) {
    const langs = Object.entries(summary.unreadLanguages).sort((a, b) => b[1] - a[1]);
    const top = langs[0];
    const named = top !== undefined && top[1] >= 2 ? `, most often ${languageName(top[0])} (${top[1]})` : "";
    out.push(
      `${summary.unreadCount} comments are in languages Vidwise does not read yet${named}: counted, not scored.`,
    );
  }

  if (summary.spamCount >= 3)
    out.push(`${summary.spamCount} spam comments were left out of these figures: consider holding links for review.`);
  return out;
}
