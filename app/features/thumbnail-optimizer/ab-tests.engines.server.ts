// A/B tests of a video's title or thumbnail, kept per workspace: 2-3 variants, each with the
// impressions and clicks it got (typed in, or read from Studio's daily CTR for the dates it was
// live), or the watch time share YouTube's Test & Compare reported. The statistics are the
// engine's (engine/ab-test.ts); nothing here decides a winner.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { abTestDays, abTestImages, abTestVariants, abTests } from "./store-tables";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { dailyCtrOf, hasStoredVideo, ownUploadChoices } from "~/features/channel-data/index.server";
import { recordOnce } from "~/features/track-record/index.server";
import { log } from "~/lib/log.server";
import {
  type AbTestEvaluation,
  type AbTestResponse,
  type AbVariantInput,
  abTestResponse,
  evaluateAbTest,
} from "./engine/ab-test";

/** Tests kept per workspace; creating one more is refused with a message. */
export const MAX_AB_TESTS = 20;

export type AbVariant = {
  position: number;
  name: string;
  impressions: number;
  clicks: number;
  watchShare: number | null;
  liveFrom: string | null;
  liveTo: string | null;
};

export type AbTest = {
  id: string;
  name: string;
  element: "title" | "thumbnail";
  metric: "ctr" | "watch-share";
  videoId: string | null;
  variants: AbVariant[];
  createdAt: string;
  updatedAt: string;
  /** The CTR statistics once every variant has impressions; null before, and for watch-share tests. */
  evaluation: AbTestEvaluation | null;
  /** Test & Compare's verdict from the shares typed in: the highest share, or null. */
  watchShareLeader: string | null;
  /** Run on YouTube itself (youtube-tests.server.ts): its state, the title live now, how it ended. */
  onYouTube: boolean;
  state: "running" | "ended" | null;
  livePosition: number | null;
  outcome: string | null;
  judge: "ctr" | "views" | null;
};

export type NewTest = {
  name: string;
  element: "title" | "thumbnail";
  metric: "ctr" | "watch-share";
  videoId: string | null;
  variants: string[];
};

export async function createTest(db: Db, teamChannelId: string, input: NewTest, now: Date): Promise<string> {
  const store = workspaceDb(db, teamChannelId);
  const existing = await store
    .select({ n: sql<number>`count(*)` })
    .from(abTests)
    .where(eq(abTests.teamChannelId, teamChannelId))
    .get();
  if ((existing?.n ?? 0) >= MAX_AB_TESTS) {
    throw new AppError("limit-reached", `You can keep at most ${MAX_AB_TESTS} tests. Delete a finished one first.`);
  }
  if (input.videoId) {
    if (!(await hasStoredVideo(db, teamChannelId, input.videoId)))
      throw new AppError("not-found", "That video is not in your channel's library.");
  }
  const id = crypto.randomUUID();
  await store.batch([
    store.insert(abTests).values({
      teamChannelId,
      id,
      name: input.name,
      element: input.element,
      metric: input.metric,
      videoId: input.videoId,
      createdAt: now,
      updatedAt: now,
    }),
    store
      .insert(abTestVariants)
      .values(input.variants.map((name, position) => ({ teamChannelId, testId: id, position, name }))),
  ]);
  return id;
}

export type VariantResult = {
  impressions: number;
  clicks: number;
  watchShare: number | null;
  liveFrom: string | null;
  liveTo: string | null;
};

/** What the results form of a test needs to be checked: how it is measured and its variants' names. */
export async function testForResults(
  db: Db,
  teamChannelId: string,
  testId: string,
): Promise<{ metric: AbTest["metric"]; names: string[] }> {
  const [test, variants] = await Promise.all([
    testRow(db, teamChannelId, testId),
    variantRows(db, teamChannelId, testId),
  ]);
  return { metric: test.metric, names: variants.map((v) => v.name) };
}

/** Videos offered when creating a test: the own channel's newest uploads. */
const TEST_VIDEO_CHOICES = 30;

export async function testVideoChoices(
  db: Db,
  teamChannelId: string,
): Promise<{ id: string; title: string; isShort: boolean }[]> {
  return ownUploadChoices(db, teamChannelId, TEST_VIDEO_CHOICES);
}

/** Replaces every variant's recorded results at once (a half-updated test would compare apples and pears). */
export async function recordResults(
  db: Db,
  teamChannelId: string,
  testId: string,
  results: VariantResult[],
  now: Date,
): Promise<void> {
  const test = await testRow(db, teamChannelId, testId);
  const variants = await variantRows(db, teamChannelId, testId);
  if (results.length !== variants.length)
    throw new AppError("invalid-input", `Enter results for all ${variants.length} variants.`);
  const store = workspaceDb(db, teamChannelId);
  await store.batch([
    store
      .update(abTests)
      .set({ updatedAt: now })
      .where(and(eq(abTests.teamChannelId, teamChannelId), eq(abTests.id, test.id))),
    ...results.map((r, position) =>
      store
        .update(abTestVariants)
        .set({
          impressions: r.impressions,
          clicks: r.clicks,
          watchShare: r.watchShare,
          liveFrom: r.liveFrom,
          liveTo: r.liveTo,
        })
        .where(
          and(
            eq(abTestVariants.teamChannelId, teamChannelId),
            eq(abTestVariants.testId, testId),
            eq(abTestVariants.position, position),
          ),
        ),
    ),
  ]);
  // The track record keeps each verdict with its date: the winning variant, on the
  // test's video when it has one. Read again with the same winner, it is not kept twice.
  const decided = evaluate(
    test.metric,
    variants.map((v, i) => ({ ...v, ...results[i]! })),
  );
  const winner = decided.evaluation?.winner ?? decided.watchShareLeader;
  if (winner)
    await recordOnce(db, teamChannelId, [
      {
        kind: "ab-verdict",
        title: winner,
        topic: test.name,
        source: `A/B test ${test.id} (${test.element})`,
        madeAt: now,
        videoId: test.videoId,
      },
    ]).catch((error: unknown) => log.error("track-record.record-failed", { tool: "ab-test", error }));
}

/**
 * Impressions and clicks per variant from Studio's daily rows of the test's video for the dates
 * each variant was live (clicks = impressions × CTR, per day, rounded). Variants without dates or
 * without Studio rows for them are refused with a message saying which.
 */
export async function readFromStudio(db: Db, teamChannelId: string, testId: string, now: Date): Promise<void> {
  const test = await testRow(db, teamChannelId, testId);
  if (!test.videoId)
    throw new AppError("invalid-input", "Pick the test's video first: Studio's daily CTR is read per video.");
  const variants = await variantRows(db, teamChannelId, testId);
  const results: VariantResult[] = [];
  for (const v of variants) {
    if (!v.liveFrom || !v.liveTo)
      throw new AppError("invalid-input", `Enter the dates “${v.name}” was live to read its numbers from Studio.`);
    const days = await dailyCtrOf(db, teamChannelId, test.videoId, v.liveFrom, v.liveTo);
    const usable = days.filter((d) => d.impressions !== null && d.ctr !== null);
    if (usable.length === 0) {
      throw new AppError(
        "invalid-input",
        `No Studio daily data for this video between ${v.liveFrom} and ${v.liveTo}. Import a Studio export with daily impressions and CTR for it in Account Settings.`,
      );
    }
    const impressions = usable.reduce((sum, d) => sum + d.impressions!, 0);
    const clicks = usable.reduce((sum, d) => sum + Math.round((d.impressions! * d.ctr!) / 100), 0);
    results.push({
      impressions,
      clicks: Math.min(clicks, impressions),
      watchShare: v.watchShare,
      liveFrom: v.liveFrom,
      liveTo: v.liveTo,
    });
  }
  await recordResults(db, teamChannelId, testId, results, now);
}

export async function deleteTest(db: Db, teamChannelId: string, testId: string): Promise<void> {
  const test = await testRow(db, teamChannelId, testId);
  // Its scheduled swaps would otherwise go on without it.
  if (test.onYouTube && test.state === "running")
    throw new AppError("conflict", "This test is running on YouTube: keep one of its variants first, then delete it.");
  const store = workspaceDb(db, teamChannelId);
  await store.batch([
    store
      .delete(abTestVariants)
      .where(and(eq(abTestVariants.teamChannelId, teamChannelId), eq(abTestVariants.testId, testId))),
    store.delete(abTestDays).where(and(eq(abTestDays.teamChannelId, teamChannelId), eq(abTestDays.testId, testId))),
    store
      .delete(abTestImages)
      .where(and(eq(abTestImages.teamChannelId, teamChannelId), eq(abTestImages.testId, testId))),
    store.delete(abTests).where(and(eq(abTests.teamChannelId, teamChannelId), eq(abTests.id, testId))),
  ]);
}

async function testRow(db: Db, teamChannelId: string, testId: string) {
  const row = await workspaceDb(db, teamChannelId)
    .select()
    .from(abTests)
    .where(and(eq(abTests.teamChannelId, teamChannelId), eq(abTests.id, testId)))
    .get();
  // Another workspace's test is indistinguishable from a missing one.
  if (!row) throw new AppError("not-found", "That test does not exist.");
  return row;
}

async function variantRows(db: Db, teamChannelId: string, testId: string) {
  return workspaceDb(db, teamChannelId)
    .select()
    .from(abTestVariants)
    .where(and(eq(abTestVariants.teamChannelId, teamChannelId), eq(abTestVariants.testId, testId)))
    .orderBy(asc(abTestVariants.position));
}

function evaluate(metric: AbTest["metric"], variants: AbVariant[]): Pick<AbTest, "evaluation" | "watchShareLeader"> {
  if (metric === "watch-share") {
    const shares = variants.filter((v) => v.watchShare !== null);
    if (shares.length !== variants.length) return { evaluation: null, watchShareLeader: null };
    const top = [...shares].sort((a, b) => b.watchShare! - a.watchShare!);
    const leader = top[0]!.watchShare! > top[1]!.watchShare! ? top[0]!.name : null;
    return { evaluation: null, watchShareLeader: leader };
  }
  if (variants.some((v) => v.impressions === 0)) return { evaluation: null, watchShareLeader: null };
  return {
    evaluation: evaluateAbTest(variants.map((v) => ({ name: v.name, impressions: v.impressions, clicks: v.clicks }))),
    watchShareLeader: null,
  };
}

export async function listTests(db: Db, teamChannelId: string): Promise<AbTest[]> {
  const store = workspaceDb(db, teamChannelId);
  const [tests, variants] = await Promise.all([
    store
      .select()
      .from(abTests)
      .where(eq(abTests.teamChannelId, teamChannelId))
      .orderBy(desc(abTests.createdAt))
      .limit(MAX_AB_TESTS),
    store
      .select()
      .from(abTestVariants)
      .where(eq(abTestVariants.teamChannelId, teamChannelId))
      .orderBy(asc(abTestVariants.position)),
  ]);
  return tests.map((t) => {
    const own = variants
      .filter((v) => v.testId === t.id)
      .map((v) => ({
        position: v.position,
        name: v.name,
        impressions: v.impressions,
        clicks: v.clicks,
        watchShare: v.watchShare,
        liveFrom: v.liveFrom,
        liveTo: v.liveTo,
      }));
    return {
      id: t.id,
      name: t.name,
      element: t.element,
      metric: t.metric,
      videoId: t.videoId,
      variants: own,
      createdAt: t.createdAt.toISOString(),
      updatedAt: t.updatedAt.toISOString(),
      onYouTube: t.onYouTube,
      state: t.state,
      livePosition: t.livePosition,
      outcome: t.outcome,
      judge: t.judge,
      ...evaluate(t.metric, own),
    };
  });
}

/** POST /api/ab-test/evaluate's answer for typed-in variants: the same statistics as a stored test's. */
export async function evaluateVariants(variants: readonly AbVariantInput[]): Promise<AbTestResponse> {
  return abTestResponse(evaluateAbTest(variants));
}
