// Near-duplicates become one candidate: the strongest candidate seeds a topic and every later one
// on the same topic (terms.ts `sameTopic`) joins it, its evidence added. Seeds never chain: a
// candidate is compared with the seeds' own terms, so "linux laptop" cannot pull "laptop" into
// "linux".
import { type Candidate, type Part, strengthOf } from "./candidates";
import { sameTopic } from "./terms";

const sameTopicOf = (a: Candidate, b: Candidate) => sameTopic(a.terms, b.terms);

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
        parts: c.parts.map((p) => ({ ...p, evidence: [...p.evidence] })),
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
