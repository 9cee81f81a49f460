// The Forecast's reasoning and recommendations, written from the numbers the engine measured.
// Every sentence quotes a figure and says what it is based on; nothing is said that was not
// measured on the channel (or given by the market tools).
import { countOf as plural, wholeNumber } from "~/lib/format";
import type { AgeCheck, AgeCurveSource } from "./age-check";
import type { BacktestSummary, CompetitionLevel, ProbabilityMeasure } from "./types";

export function formatViews(n: number): string {
  return wholeNumber(Math.max(0, Math.round(n)));
}

/** A log effect as a whole percentage change: ln(1.12) → 12. */
export const effectPercent = (logEffect: number): number => Math.round((Math.exp(logEffect) - 1) * 100);

/** "+12%" / "−8%" from a log effect. */
export function percentChange(logEffect: number): string {
  const pct = effectPercent(logEffect);
  return pct >= 0 ? `+${pct}%` : `−${Math.abs(pct)}%`;
}

/** "an 8%", "an 11%", "an 80%", otherwise "a": the article as the number is spoken. */
export function article(n: number): "a" | "an" {
  return n === 8 || n === 11 || n === 18 || (n >= 80 && n <= 89) ? "an" : "a";
}

export { plural };

export type NarrativeFacts = {
  basis: "channel" | "few-videos" | "market" | "none";
  format: "long-form" | "Shorts";
  expected: number;
  min: number;
  max: number;
  /** Views at 28 days; null without history. */
  channelMedian: number | null;
  recentCount: number;
  successPercent: number | null;
  /** The forecast is the channel's median (its chance of beating it is 50% by definition). */
  isMedian?: boolean;
  /**
   * The median the channel model issued (views at 28 days of every known upload, any format), when
   * it differs from `channelMedian` (the format's last 40 it compares): the text says which is which.
   */
  issuedMedian?: { views: number; uploads: number } | null;
  usedEffects: boolean;
  similar: { title: string; logVsMedian: number }[];
  topicEffect: number;
  titleEffects: { phrase: string; logEffect: number; uploads: number; present: boolean }[];
  slot: { label: string; logEffect: number } | null;
  bestSlot: { label: string; logEffect: number } | null;
  market: {
    competitionLevel: CompetitionLevel | null;
    trendAlignment: number | null;
    trendVelocity: number | null;
    usedDemand: boolean;
  };
  backtest: BacktestSummary;
  knownUploads: number;
  conformal: boolean;
  /** How past uploads' views were put on the 28-day scale, and the check of the curve on them (age-check.ts). */
  ageCurve: { source: AgeCurveSource; check: AgeCheck | null };
  /**
   * The title's topic record and the channel's recent run (channel-signals.ts), log effects, and
   * whether the issued forecast moved by them (`used`); null when none could be read.
   */
  signals?: {
    used: boolean;
    uploads: number;
    shift: number;
    topicEffect: number;
    recentEffect: number;
    recentUploads: number;
    words: { word: string; uploads: number; logEffect: number }[];
    matched: { title: string; logVsMedian: number }[];
  } | null;
};

/** Below this (3%) either way, a topic record is "about as well as your median". */
const NO_EFFECT = Math.log(1.03);

/**
 * The uploads that show a topic record's direction: how many ran on the side of the median the
 * record moves the forecast to, and two of them, furthest that way first (the newest shared
 * upload may well have gone the other way, and quoting it alone beside the effect reads as a
 * contradiction).
 */
function recordExamples(
  matched: readonly { title: string; logVsMedian: number }[],
  effect: number,
): { agreeing: number; examples: string } {
  const toward = (m: { logVsMedian: number }) => (effect < 0 ? -m.logVsMedian : m.logVsMedian);
  const agreeing = matched.filter((m) => toward(m) > 0);
  const shown = [...agreeing].sort((a, b) => toward(b) - toward(a)).slice(0, 2);
  return {
    agreeing: agreeing.length,
    examples: shown.map((m) => `"${m.title}" (${percentChange(m.logVsMedian)})`).join(", "),
  };
}

/**
 * The signals in words: what the uploads sharing words of this title or its topic did, the recent
 * run, and — plainly — when the channel's history shows no difference for titles like this one.
 */
function signalSentences(sig: NonNullable<NarrativeFacts["signals"]>): string[] {
  const out: string[] = [];
  const words = sig.words.slice(0, 3).map((w) => `"${w.word}"`);
  if (sig.matched.length === 0)
    out.push(
      `On your channel's history, titles like this one do no better or worse than your median: none of your ${plural(sig.uploads, "upload")} shares a topic word with it, so its topic moves nothing either way.`,
    );
  else if (Math.abs(sig.topicEffect) < NO_EFFECT)
    out.push(
      `On your channel's history, titles like this one do no better or worse than your median: your uploads sharing its words (${words.join(", ")}) did about as well as it (${percentChange(sig.topicEffect)} once weighed).`,
    );
  else {
    const { agreeing, examples } = recordExamples(sig.matched, sig.topicEffect);
    const side = sig.topicEffect < 0 ? "below" : "above";
    out.push(
      `Your uploads sharing words of this title or its topic (${words.join(", ")}): ${agreeing} of ${sig.matched.length} ran ${side} your median, e.g. ${examples}. Weighed, they move this forecast by ${percentChange(sig.topicEffect)}: on real channels' uploads, a title's record like this is what measurably moved a video against its channel's median.`,
    );
  }
  if (sig.recentUploads > 0 && Math.abs(sig.recentEffect) >= Math.log(1.01))
    out.push(
      `Your last ${plural(sig.recentUploads, "upload")} ran ${sig.recentEffect >= 0 ? "above" : "below"} your median, which on real channels carries over: ${percentChange(sig.recentEffect)}.`,
    );
  out.push(
    "Title form (length, numbers, questions, capitals, brackets) made no difference on real channels' uploads once tested out of sample, so it does not move the forecast.",
  );
  return out;
}

export function backtestSentence(b: BacktestSummary): string {
  if (b.n === 0 || b.mdape === null || b.coverage80 === null)
    return "There are not yet enough past uploads with 28 days of views to test this forecast on your channel.";
  const inside = Math.round(b.coverage80 * b.n);
  return `On your last ${plural(b.n, "upload")} this forecast was off by ${Math.round(b.mdape)}% (median), and ${inside} of ${b.n} landed inside the range.`;
}

/**
 * The early projection's backtest in words (fractions in): "Checked on 119 videos of the
 * training held back and cut like these: the forecast was off by 22% (median), where assuming
 * no more views would be off by 52%; 90% of them landed inside the 80% range."
 */
export function trajectoryBacktestSentence(b: {
  n: number;
  mdape: number | null;
  coverage80: number | null;
  noGrowthMdape: number | null;
}): string {
  if (b.n === 0 || b.mdape === null)
    return "Not checked: the training has too few videos with a later reading to hold some back and test the forecast on.";
  const off = Math.round(b.mdape * 100);
  const flat =
    b.noGrowthMdape === null
      ? ""
      : `, where assuming no more views would be off by ${Math.round(b.noGrowthMdape * 100)}%`;
  const inside =
    b.coverage80 === null ? "" : `; ${Math.round(b.coverage80 * 100)}% of them landed inside the 80% range`;
  return `Checked on ${plural(b.n, "case")} from videos held back from the training and cut like these: the forecast was off by ${off}% (median)${flat}${inside}.`;
}

const pct = (x: number) => `${Math.round(x * 100)}%`;
/** video-backtest.ts' MIN_CALIBRATION_FORECASTS (not imported: the narrative stays free of the engines). */
const MIN_SHOWN_FORECASTS = 20;

/**
 * What the shown probabilities rest on, in words: "This forecast is your channel's median, so
 * its chance of beating the median is 50% by definition." or "Checked on 57 past forecasts for
 * your channel: of those that said 60–80%, 69% (9 of 13) beat your median; the chances scored
 * 0.21 (Brier, 0 best) against 0.25 for always saying the usual rate." or why none is shown.
 */
export function probabilitySentence(c: {
  isMedian: boolean;
  successPercent: number | null;
  beat: ProbabilityMeasure | null;
  viral: ProbabilityMeasure | null;
  viralShown: boolean;
  /** The chance is the signals', calibrated on real channels' uploads (`beat` is that check), not on this channel. */
  fromRealChannels?: boolean;
}): string {
  const parts: string[] = [];
  const b = c.beat;
  if (c.isMedian)
    parts.push("This forecast is your channel's median, so its chance of beating the median is 50% by definition.");
  else if (c.fromRealChannels && c.successPercent !== null && b && b.brier !== null && b.brierConstant !== null) {
    const p = c.successPercent / 100;
    const row = b.table.find((r) => p >= r.from && (p < r.to || r.to === 1));
    const bin =
      row && row.n > 0 && row.happened !== null
        ? ` Of the chances there that said ${pct(row.from)}–${pct(row.to)}, ${pct(row.happened)} (${wholeNumber(Math.round(row.happened * row.n))} of ${wholeNumber(row.n)}) beat their median;`
        : "";
    parts.push(
      `The chance comes from how far uploads with a topic record and a recent run like these beat their channel's median on real channels (${wholeNumber(b.n)} uploads of YouTube trending channels, checked out of sample).${bin} the chances scored ${b.brier.toFixed(3)} (Brier score, 0 best) against ${b.brierConstant.toFixed(3)} for always saying the usual rate.`,
    );
  } else if (c.successPercent !== null && b && b.brier !== null && b.brierConstant !== null) {
    const p = c.successPercent / 100;
    const row = b.table.find((r) => p >= r.from && (p < r.to || r.to === 1));
    const bin =
      row && row.n > 0 && row.happened !== null
        ? `of those that said ${pct(row.from)}–${pct(row.to)}, ${pct(row.happened)} (${Math.round(row.happened * row.n)} of ${row.n}) beat your median; `
        : "";
    parts.push(
      `The chance is checked on ${plural(b.n, "past forecast")} for your channel: ${bin}the chances scored ${b.brier.toFixed(2)} (Brier score, 0 best) against ${b.brierConstant.toFixed(2)} for always saying the usual rate.`,
    );
  } else
    parts.push(
      b && b.n > 0
        ? `No chance of beating your median is shown: on ${plural(b.n, "past forecast")} for your channel it was not measurably better than saying the usual rate.`
        : "No chance of beating your median is shown: there are not yet enough past forecasts on your channel to check one against what happened.",
    );
  if (!c.viralShown)
    parts.push(
      c.viral && c.viral.n >= MIN_SHOWN_FORECASTS
        ? `Viral potential (3 times your median) is not shown: on ${plural(c.viral.n, "past forecast")} for your channel its chances were no better than saying the usual rate.`
        : "Viral potential (3 times your median) is not shown until its chances can be checked on enough of your own uploads.",
    );
  return parts.join(" ");
}

export function writeReasoning(f: NarrativeFacts): string {
  const s: string[] = [];
  if (f.basis === "none") {
    return "There is no upload with views and no market data for this topic, so there is nothing to forecast from yet: run a Content Analyzer search for the topic, or forecast again once uploads have views.";
  }
  if (f.basis === "market") {
    s.push(
      `This is a market estimate only: with no uploads of your own to learn from, it takes the typical 28-day views of recent videos on this topic, so the range is wide (${formatViews(f.min)}–${formatViews(f.max)}).`,
    );
  } else if (f.basis === "few-videos") {
    const moved = f.signals?.used === true;
    const chance =
      moved && f.successPercent !== null
        ? `, ${article(f.successPercent)} ${f.successPercent}% chance of beating your median`
        : "";
    s.push(
      `With ${plural(f.knownUploads, "past upload")} (fewer than 8), this is ${f.market.usedDemand ? "a market estimate blended with your uploads' median" : moved ? `your uploads' median (${formatViews(f.channelMedian ?? 0)} views) moved by ${percentChange(f.signals?.shift ?? 0)} for this title, as much as real channels' uploads say its topic record and your recent run are worth` : "your uploads' median alone"}, not a model fitted on your channel, so the range is wide: about ${formatViews(f.expected)} views, ${formatViews(f.min)}–${formatViews(f.max)}${chance}.`,
    );
    if (moved && f.signals) s.push(...signalSentences(f.signals));
  } else if (f.channelMedian !== null) {
    s.push(
      `Your last ${plural(f.recentCount, `${f.format} upload`)} reached a median of ${formatViews(f.channelMedian)} views at 28 days (each measured at the same age, recent uploads weighted most).`,
    );
  }
  if (f.basis === "channel") {
    const chance =
      f.successPercent === null
        ? ""
        : f.isMedian
          ? f.issuedMedian
            ? `, which is the median at 28 days of all ${plural(f.issuedMedian.uploads, "upload")} you have published (the median above is of your last ${plural(f.recentCount, `${f.format} upload`)} the model compares): a 50% chance of beating that median, by definition`
            : ", which is your median itself: a 50% chance of beating it, by definition"
          : `, ${article(f.successPercent)} ${f.successPercent}% chance of beating your median`;
    s.push(
      `This one: about ${formatViews(f.expected)} views at 28 days, 80% range ${formatViews(f.min)}–${formatViews(f.max)}${chance}.`,
    );
    if (f.signals?.used) {
      s.push(
        `It starts from ${f.issuedMedian ? `the median at 28 days of all ${plural(f.issuedMedian.uploads, "upload")} you have published, ${formatViews(f.issuedMedian.views)} views (the median above is of your last ${plural(f.recentCount, `${f.format} upload`)} the model compares),` : "your median"} and moves ${percentChange(f.signals.shift)} for this title.`,
      );
      s.push(...signalSentences(f.signals).slice(0, -1));
    } else if (f.similar.length > 0) {
      const examples = f.similar
        .slice(0, 2)
        .map((x) => `"${x.title}" (${percentChange(x.logVsMedian)})`)
        .join(", ");
      s.push(
        `Your uploads on similar topics, e.g. ${examples} against your median at the time, move this forecast by ${percentChange(f.topicEffect)}, once their topic words are weighed by how many uploads used them and by how well topic words predicted your past uploads.`,
      );
    } else {
      s.push("None of your past titles is close to this topic, so the topic adds nothing either way.");
    }
    const mattered = f.titleEffects.filter((t) => t.present);
    if (f.titleEffects.length === 0)
      s.push("No title feature measurably changed views on your channel (none reached two standard errors).");
    else if (mattered.length > 0)
      s.push(
        `On your channel, titles with ${mattered.map((t) => `${t.phrase} did ${percentChange(t.logEffect)} (${plural(t.uploads, "upload")})`).join("; ")}, and this title has ${mattered.length === 1 ? "it" : "them"}.`,
      );
    // The slot's fitted effect moves the forecast only when the channel's own effects are issued.
    if (f.slot && Math.abs(f.slot.logEffect) >= 0.03 && !f.signals?.used)
      s.push(
        `Publishing ${f.slot.label} moves this forecast by ${percentChange(f.slot.logEffect)}: the model's estimate for that slot once topic, title and length are accounted for.`,
      );
    if (f.signals?.used)
      s.push(
        "The effects fitted on your channel alone have not beaten this on your past uploads, so the forecast is your median moved only by the topic record and recent run, weighed as real channels' uploads say.",
      );
    else if (!f.usedEffects)
      s.push(
        "The measured effects have not beaten your plain median on past uploads yet, so the forecast is the median itself.",
      );
  }
  const m = f.market;
  const market: string[] = [];
  if (m.competitionLevel) market.push(`competition is ${m.competitionLevel.toLowerCase()}`);
  if (m.trendAlignment !== null) market.push(`trend alignment ${Math.round(m.trendAlignment)}/100`);
  if (m.trendVelocity !== null)
    market.push(
      `interest ${m.trendVelocity >= 0 ? "up" : "down"} ${Math.abs(Math.round(m.trendVelocity))}% week over week`,
    );
  if (market.length > 0) s.push(`Market: ${market.join(", ")}.`);
  s.push(backtestSentence(f.backtest));
  const curveSentence = ageCurveSentence(f.ageCurve);
  if (curveSentence && f.basis !== "market") s.push(curveSentence);
  return s.join(" ");
}

/** How the past uploads' views were compared, in a creator's words (null when nothing needs saying). */
function ageCurveSentence({ source, check }: NarrativeFacts["ageCurve"]): string | null {
  if (source === "default")
    return "Views at other ages were put on the 28-day scale with a typical growth curve: there are not enough snapshots of your own videos to fit one.";
  if (source !== "as-given" || !check) return null;
  return `Your uploads' view counts are compared as given: your ${check.uploads} uploads are all of about the same age, so nothing shows whether their counts were read today or soon after publishing, and a growth curve would only move them all by one guess. So this forecast is of views at about the age your uploads had when counted, not at exactly 28 days; a connected channel's snapshots give 28-day views.`;
}

const TOPIC_ADVICE = Math.log(1.1);

export function writeRecommendations(f: NarrativeFacts, scores: { topicScore: number | null }): string[] {
  const out: string[] = [];
  if (f.basis !== "channel") {
    // A forecast is made for a connected channel (or a history sent to the API): what is missing
    // is uploads with views, not a connection, so none of these sends the creator to connect it.
    out.push(
      f.basis === "none"
        ? "Forecast again once your first uploads have views: the forecast then starts from them."
        : f.basis === "few-videos"
          ? `Your channel has ${plural(f.knownUploads, "upload")} with views so far: from 8 on, the forecast is fitted on your own channel and tested on it.`
          : "Until your uploads have views the forecast leans on the market: from 8 uploads on, it is fitted on your own channel and tested on it.",
    );
    if (!f.market.usedDemand)
      out.push("Run a Content Analyzer search for this topic to add market demand to the estimate.");
  }
  for (const t of f.titleEffects) {
    if (t.logEffect > 0 && !t.present)
      out.push(
        `Consider ${t.phrase} in the title: on your channel, titles with one did ${percentChange(t.logEffect)} (${plural(t.uploads, "upload")}).`,
      );
    if (t.logEffect < 0 && t.present)
      out.push(
        `Consider dropping ${t.phrase}: on your channel, titles with it did ${percentChange(t.logEffect)} (${plural(t.uploads, "upload")}).`,
      );
  }
  if (
    f.bestSlot &&
    f.slot &&
    f.bestSlot.logEffect - f.slot.logEffect >= Math.log(1.1) &&
    f.bestSlot.label !== f.slot.label
  ) {
    out.push(
      `Publish ${f.bestSlot.label} instead: your uploads there did ${percentChange(f.bestSlot.logEffect - f.slot.logEffect)} against the planned slot.`,
    );
  }
  // Topic advice needs both a real effect (10% or more either way) and a clear rank among recent uploads.
  if (scores.topicScore !== null && f.similar.length > 0) {
    if (scores.topicScore <= 30 && f.topicEffect <= -TOPIC_ADVICE)
      out.push(
        `Uploads on similar topics move this forecast by ${percentChange(f.topicEffect)}: find a new angle, or give it your strongest title and thumbnail.`,
      );
    else if (scores.topicScore >= 70 && f.topicEffect >= TOPIC_ADVICE)
      out.push(
        `Uploads on similar topics move this forecast by ${percentChange(f.topicEffect)}: a proven topic for your audience.`,
      );
  }
  // The same advice from the topic record the signals read (small channels have no fitted effects).
  const sig = f.signals;
  if (sig?.used && scores.topicScore !== null && sig.matched.length > 0 && f.similar.length === 0) {
    if (scores.topicScore <= 30 && sig.topicEffect <= -TOPIC_ADVICE)
      out.push(
        `Your uploads sharing words of this title or its topic move this forecast by ${percentChange(sig.topicEffect)}: find a new angle, or give it your strongest title and thumbnail.`,
      );
    else if (scores.topicScore >= 70 && sig.topicEffect >= TOPIC_ADVICE)
      out.push(
        `Your uploads sharing words of this title or its topic move this forecast by ${percentChange(sig.topicEffect)}: a proven topic for your audience.`,
      );
  }
  if (f.market.competitionLevel === "High")
    out.push(
      "Competition on this topic is high: a specific angle or a clearly better format will matter more than usual.",
    );
  if (f.market.trendVelocity !== null && f.market.trendVelocity > 20)
    out.push(`Interest is rising (${Math.round(f.market.trendVelocity)}% week over week): publishing soon catches it.`);
  if (f.max > 0 && f.min > 0 && f.max / f.min > 8)
    out.push("The range is wide: treat the expected figure as a middle, not a promise.");
  return out.slice(0, 5);
}

/**
 * Each score in words (the page shows it under the score, and instead of a bare "—" when there is
 * none): what the score rests on, or why none was measured.
 */
export function scoreNotes(
  f: NarrativeFacts,
  scores: { titleScore: number | null; topicScore: number | null; timingScore: number | null },
): { title: string; topic: string; timing: string } {
  const uploads = plural(f.knownUploads, "upload");
  const noHistory =
    f.knownUploads === 0
      ? "Not measured: there are no uploads of your own to compare with."
      : f.market.usedDemand
        ? `Not measured: with ${uploads} the forecast leans on the market estimate, which has no title or topic in it.`
        : `Not measured: ${uploads} is too few to compare titles with (it takes two).`;
  const title =
    scores.titleScore === null
      ? noHistory
      : f.titleEffects.length > 0
        ? `Ranks this title's features among your recent uploads', by what they measurably did on your channel: ${f.titleEffects
            .slice(0, 2)
            .map((t) => `${t.phrase} ${percentChange(t.logEffect)}`)
            .join(", ")}.`
        : "No difference: no title feature (length, numbers, questions, capitals, brackets) measurably changed views on your channel, nor on real channels' uploads tested out of sample, so every title ranks in the middle.";
  const sig = f.signals;
  const topic =
    scores.topicScore === null
      ? noHistory
      : sig && (sig.used || f.similar.length === 0)
        ? sig.matched.length === 0
          ? `No difference: none of your ${uploads} shares a topic word with this title, so on your history it does no better or worse than your median.`
          : Math.abs(sig.topicEffect) < NO_EFFECT
            ? `About your median: your uploads sharing its words did about as well as it (${percentChange(sig.topicEffect)} once weighed), so the topic barely moves this forecast.`
            : `Ranks this title's topic record (${percentChange(sig.topicEffect)}: how your uploads sharing its words did against your median) among your recent uploads' own.`
        : `Ranks this title's topic effect (${percentChange(f.topicEffect)}) among your recent uploads' own.`;
  const timing =
    scores.timingScore === null
      ? `Not measured: publication slots are compared from 15 uploads on (you have ${f.knownUploads}), so timing does not move this forecast.`
      : f.slot
        ? `Ranks the planned slot (${f.slot.label}, ${percentChange(f.slot.logEffect)}) among your recent uploads' slots.`
        : "Ranks the planned slot among your recent uploads' slots.";
  return { title, topic, timing };
}
