// Near-duplicates become one candidate: the strongest candidate seeds a topic and every later one
// on the same topic (terms.ts `sameTopic`) joins it, its evidence added. Seeds never chain: a
// candidate is compared with the seeds' own terms, so "linux laptop" cannot pull "laptop" into
// "linux".
import { type Candidate, type Part, strengthOf } from "./candidates";
import { sameTopic } from "./terms";

const sameTopicOf = (a: Candidate, b: Candidate) => sameTopic(a.terms, b.terms);
/** A candidate's parts copied, so evidence added to them leaves the original as it was. */
const copiedParts = (c: Candidate): Part[] => c.parts.map((p) => ({ ...p, evidence: [...p.evidence] }));

function addPart(parts: Part[], part: Part) {
  const same = parts.find((p) => p.kind === part.kind);
  if (!same) {
    parts.push({ ...part, evidence: [...part.evidence] });
    return;
  }
  // Two sources of one kind on one topic: the stronger measure counts, both are shown, and the
  // evidence is thin only when both were.
  same.evidence.push(...part.evidence);
  same.strength = Math.max(same.strength, part.strength);
  same.newestMs = Math.max(same.newestMs, part.newestMs);
  same.thin = same.thin && part.thin ? same.thin : null;
}

export function candidatesMerge(candidates: readonly Candidate[]): Candidate[] {
  const ordered = [...candidates].sort((a, b) => strengthOf(b) - strengthOf(a) || a.label.localeCompare(b.label));
  const seeds: Candidate[] = [];
  for (const c of ordered) {
    const seed = seeds.find((s) => sameTopicOf(s, c));
    if (!seed) {
      seeds.push({
        ...c,
        parts: copiedParts(c),
        tags: [...c.tags],
        formatWords: [...c.formatWords],
        referenceDurations: [...c.referenceDurations],
      });
      continue;
    }
    for (const part of c.parts) addPart(seed.parts, part);
    seed.requested ||= c.requested;
    seed.tags.push(...c.tags);
    seed.formatWords.push(...c.formatWords.filter((w) => !seed.formatWords.includes(w)));
    seed.referenceDurations.push(...c.referenceDurations);
  }
  return seeds;
}

/**
 * A competitor's outlier on a topic one of the channel's recent uploads covered is no new idea,
 * but it backs the follow-up to that upload: a rival's 2× on a manager's press conference beside
 * "the same for the next match" of the channel's own interview with him. Each covered candidate's
 * outlier joins the first follow-up (best first) whose upload covers it. Returns the follow-ups that
 * gained one, apart from the rest.
 */
export function backFollowUps(
  followUps: readonly Candidate[],
  covered: readonly Candidate[],
  coveredBy: (followUp: Candidate, topic: Candidate) => boolean,
): { backed: Candidate[]; rest: Candidate[] } {
  const joined = new Map<Candidate, Candidate>();
  for (const topic of covered) {
    const outliers = topic.parts.filter((p) => p.kind === "competitor-outlier");
    if (outliers.length === 0) continue;
    const followUp = followUps.find((f) => coveredBy(f, topic));
    if (!followUp) continue;
    const into = joined.get(followUp) ?? { ...followUp, parts: copiedParts(followUp) };
    for (const part of outliers) addPart(into.parts, part);
    joined.set(followUp, into);
  }
  return { backed: [...joined.values()], rest: followUps.filter((f) => !joined.has(f)) };
}
