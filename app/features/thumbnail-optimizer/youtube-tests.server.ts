// A/B tests run on YouTube itself: Vidwise sets each title (or thumbnail image) in turn for one
// whole reporting day (YouTube's day is Pacific time), reads what every day brought from the reach
// report (impressions and CTR; Shorts: views per day from Analytics), judges after every day with
// the sequential rule (engine/sequential.ts) and leaves the winner, or the original, on YouTube.
// A thumbnail test keeps its images in the store (youtube-test-images.server.ts), with the
// thumbnail the video had before, when YouTube's image host gave it, to put back.
//
// Each write goes through youtube-actions' writeToYouTube, in the name of the owner or manager who
// started the test: their consent and role are checked again at every swap. When either is gone
// the next step puts the original back (in the workspace owner's name, if consent still allows a
// write) and ends the test. The hourly cron runs the steps that are due (youtube_test_steps, in the
// control D1, so only workspaces with a running test have their store opened).
import { and, asc, eq, lte } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { AppError, isAppError } from "~/lib/errors";
import { log } from "~/lib/log.server";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { users, workspaceMembers } from "~/lib/auth/tables";
import { dailyViewsOf, ownUpload } from "~/features/channel-data/index.server";
import { reachDays } from "~/features/google-connection/index.server";
import { changesAllowed, writeBudgetLeft, writeToYouTube } from "~/features/youtube-actions/index.server";
import { YOUTUBE_ACTION_MESSAGES } from "~/features/youtube-actions/index";
import { MAX_TEST_DAYS, daysToClear, sequentialCtrVerdict, sequentialDailyVerdict } from "./engine/sequential";
import { abTestDays, abTestImages, abTestVariants, abTests } from "./store-tables";
import { SHORTS_NOTE } from "./messages";
import { youtubeTestSteps } from "./tables";
import {
  currentThumbnail,
  imageRows,
  keptImage,
  ORIGINAL_IMAGE,
  type TestImage,
  type ThumbnailUpload,
} from "./youtube-test-images.server";

const DAY_MS = 86_400_000;
const pacific = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" });
/** YouTube's reporting day (Pacific time) at `ms`, as YYYY-MM-DD. */
export const pacificDate = (ms: number) => pacific.format(new Date(ms));
/** The first minute of the next Pacific day after `ms` (DST-safe: walks the hours). */
export function nextPacificMidnight(ms: number): number {
  const today = pacificDate(ms);
  let t = Math.floor(ms / 3_600_000) * 3_600_000;
  while (pacificDate(t) === today) t += 3_600_000;
  return t;
}
const dayIndex = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export type YouTubeTestInput =
  | { videoId: string; element: "title"; variants: string[] }
  | { videoId: string; element: "thumbnail"; images: ThumbnailUpload[] };

const noun = (element: "title" | "thumbnail", n = 2) =>
  (element === "title" ? "title" : "thumbnail") + (n === 1 ? "" : "s");
const LETTERS = "ABC";

export type TestEstimate = {
  /** Days for a 10% CTR difference to come out clear on this video's impressions; null: not within the horizon. */
  days: number | null;
  impressionsPerDay: number | null;
  ctr: number | null;
  judge: "ctr" | "views";
  writesNeeded: number;
  writesLeftToday: number;
  budgetResetsAt: string;
  text: string;
};

/** How long a test of `variants` titles on this video will take, from the channel's own reach days. */
export async function testEstimate(
  env: Env,
  db: Db,
  ids: { teamId: string; teamChannelId: string },
  videoId: string,
  variants: number,
  now = new Date(),
  element: "title" | "thumbnail" = "title",
): Promise<TestEstimate> {
  const video = await ownUpload(db, ids.teamChannelId, videoId);
  if (!video) throw new AppError("not-found", "That video is not in your channel's library.");
  const to = pacificDate(now.getTime() - DAY_MS);
  const from = pacificDate(now.getTime() - 28 * DAY_MS);
  const days = await reachDays(db, ids.teamChannelId, { from, to, videoIds: [videoId] });
  const impressions = days.reduce((s, d) => s + d.impressions, 0);
  const clicks = days.reduce((s, d) => s + d.impressions * d.ctr, 0);
  const perDay = days.length > 0 ? impressions / days.length : null;
  const ctr = impressions > 0 ? clicks / impressions : null;
  const judge = video.isShort ? "views" : "ctr";
  const needed = judge === "ctr" && perDay !== null && ctr !== null ? daysToClear(perDay, ctr, variants) : null;
  const budget = await writeBudgetLeft(env, db, ids.teamId);
  const writesNeeded = (needed ?? MAX_TEST_DAYS) + 1;
  const spent = budget.team <= 0 || budget.deployment <= 0;
  const wait = spent
    ? ` Today's changes on YouTube are used up: the test can start after ${budget.resetsAt.slice(0, 16).replace("T", " ")} UTC.`
    : "";
  const swaps = ` Each day's swap is one change on YouTube (50 units of YouTube's allowance); ${Math.min(budget.team, budget.deployment)} are left today.`;
  let text: string;
  if (judge === "views" && element === "thumbnail")
    text = "YouTube's API cannot set a Short's thumbnail: test its titles instead.";
  else if (judge === "views")
    text = `${SHORTS_NOTE} It ends when one title's views per day are clearly higher, or after ${MAX_TEST_DAYS} days.`;
  else if (perDay === null || ctr === null)
    text = `No reach data for this video yet (YouTube's Reporting API sends each day's impressions a day or two later, from the day Google was connected), so how long the test takes cannot be said; it ends when the answer is clear, or after ${MAX_TEST_DAYS} days.`;
  else if (needed === null)
    text = `This video had about ${Math.round(perDay).toLocaleString("en-US")} impressions a day (CTR ${(ctr * 100).toFixed(1)}%, the reach report's last ${days.length} days): too few for a 10% CTR difference to become clear within ${MAX_TEST_DAYS} days. The test would likely end then without a winner, keeping the original.`;
  else
    text = `On this video's ${Math.round(perDay).toLocaleString("en-US")} impressions a day (CTR ${(ctr * 100).toFixed(1)}%, the reach report's last ${days.length} days), a 10% CTR difference between ${variants} ${noun(element)}, one whole day each in turn, typically shows in about ${needed} days; a bigger one sooner. It stops as soon as the answer is clear or cannot become clear (at most ${MAX_TEST_DAYS} days).`;
  return {
    days: needed,
    impressionsPerDay: perDay,
    ctr,
    judge,
    writesNeeded,
    writesLeftToday: Math.min(budget.team, budget.deployment),
    budgetResetsAt: budget.resetsAt,
    text:
      text +
      (element === "thumbnail" && judge === "ctr"
        ? " Include your current thumbnail as one of the images to measure the new ones against it."
        : "") +
      swaps +
      wait,
  };
}

/**
 * Starts a test on YouTube: checks consent, writes the first variant at once (which also checks
 * the starter's role and the write budget), and schedules the daily steps. Returns the test's id.
 * A thumbnail test first keeps a copy of the video's thumbnail from YouTube's image host (none
 * offline, or when the host does not answer: the test then says the first image stays if no
 * image wins).
 */
export async function startYouTubeTest(
  env: Env,
  db: Db,
  ids: { teamId: string; teamChannelId: string; userId: string },
  input: YouTubeTestInput,
  now = new Date(),
): Promise<string> {
  if (!(await changesAllowed(db, ids.teamId, ids.teamChannelId)))
    throw new AppError("forbidden", YOUTUBE_ACTION_MESSAGES.noConsent);
  const video = await ownUpload(db, ids.teamChannelId, input.videoId);
  if (!video) throw new AppError("not-found", "That video is not in your channel's library.");
  if (input.element === "thumbnail" && video.isShort)
    throw new AppError("invalid-input", "YouTube's API cannot set a Short's thumbnail: test its titles instead.");
  const store = workspaceDb(db, ids.teamChannelId);
  const running = await store
    .select({ id: abTests.id })
    .from(abTests)
    .where(
      and(
        eq(abTests.teamChannelId, ids.teamChannelId),
        eq(abTests.videoId, input.videoId),
        eq(abTests.state, "running"),
      ),
    )
    .get();
  if (running) throw new AppError("conflict", "A test is already running on this video: end it first.");
  const before = input.element === "thumbnail" ? await currentThumbnail(video.id, video.thumbnailUrl) : null;
  const names =
    input.element === "title"
      ? input.variants
      : input.images.map((image, i) => `Thumbnail ${LETTERS[i]} (${image.name})`.slice(0, 100));
  // The first swap is made before anything is stored: refused (consent, role, budget), nothing is kept.
  const first = await writeToYouTube(env, db, {
    teamId: ids.teamId,
    teamChannelId: ids.teamChannelId,
    actorUserId: ids.userId,
    call:
      input.element === "title"
        ? { method: "videos.update", videoId: input.videoId, title: input.variants[0]! }
        : { method: "thumbnails.set", videoId: input.videoId, ...imageOf(input.images[0]!) },
  });
  const id = crypto.randomUUID();
  const images =
    input.element === "thumbnail"
      ? [
          ...input.images.flatMap((image, position) => imageRows(ids.teamChannelId, id, position, image)),
          ...(before ? imageRows(ids.teamChannelId, id, ORIGINAL_IMAGE, before) : []),
        ]
      : [];
  await store.batch([
    store.insert(abTests).values({
      teamChannelId: ids.teamChannelId,
      id,
      videoId: input.videoId,
      name: `${input.element === "title" ? "Titles" : "Thumbnails"} of “${video.title.slice(0, 60)}” on YouTube`,
      element: input.element,
      metric: "ctr",
      createdAt: now,
      updatedAt: now,
      onYouTube: true,
      state: "running",
      startedBy: ids.userId,
      // A thumbnail test's original is its kept image (ORIGINAL_IMAGE), not a text.
      // The title YouTube had just before (it may have been changed in Studio since Vidwise last read it).
      original: input.element === "title" ? (first.previousTitle ?? video.title) : null,
      judge: video.isShort ? "views" : "ctr",
      horizonDays: MAX_TEST_DAYS,
      livePosition: 0,
    }),
    store
      .insert(abTestVariants)
      .values(names.map((name, position) => ({ teamChannelId: ids.teamChannelId, testId: id, position, name }))),
    ...images.map((row) => store.insert(abTestImages).values(row)),
  ]);
  await db.insert(youtubeTestSteps).values({
    teamChannelId: ids.teamChannelId,
    testId: id,
    teamId: ids.teamId,
    nextAt: new Date(nextPacificMidnight(now.getTime())),
  });
  return id;
}

const imageOf = (image: TestImage) => ({ image: image.bytes, contentType: image.contentType });

async function testOf(db: Db, teamChannelId: string, testId: string) {
  const store = workspaceDb(db, teamChannelId);
  const test = await store
    .select()
    .from(abTests)
    .where(and(eq(abTests.teamChannelId, teamChannelId), eq(abTests.id, testId)))
    .get();
  if (!test) throw new AppError("not-found", "That test does not exist.");
  const variants = await store
    .select()
    .from(abTestVariants)
    .where(and(eq(abTestVariants.teamChannelId, teamChannelId), eq(abTestVariants.testId, testId)))
    .orderBy(asc(abTestVariants.position));
  return { test, variants };
}

/** Ends the test: no more steps, and its images (uploads and the copy of the original) deleted. */
/** `live`: the variant left on YouTube; null when none is (the original is back); undefined: as it was. */
async function endTest(
  db: Db,
  teamChannelId: string,
  testId: string,
  outcome: string,
  live: number | null | undefined,
  now: Date,
) {
  const store = workspaceDb(db, teamChannelId);
  await store.batch([
    store
      .update(abTests)
      .set({
        state: "ended",
        outcome,
        endedAt: now,
        updatedAt: now,
        ...(live === undefined ? {} : { livePosition: live }),
      })
      .where(and(eq(abTests.teamChannelId, teamChannelId), eq(abTests.id, testId))),
    store
      .delete(abTestImages)
      .where(and(eq(abTestImages.teamChannelId, teamChannelId), eq(abTestImages.testId, testId))),
  ]);
  await db
    .delete(youtubeTestSteps)
    .where(and(eq(youtubeTestSteps.teamChannelId, teamChannelId), eq(youtubeTestSteps.testId, testId)));
}

type TestOnYouTube = Awaited<ReturnType<typeof testOf>>;

/** Sets variant `position` of the test on YouTube, in `actor`'s name. */
async function setVariant(
  env: Env,
  db: Db,
  teamId: string,
  { test, variants }: TestOnYouTube,
  position: number,
  actor: string,
) {
  const target = { teamId, teamChannelId: test.teamChannelId, actorUserId: actor };
  const videoId = test.videoId!;
  if (test.element === "title")
    return writeToYouTube(env, db, {
      ...target,
      call: { method: "videos.update", videoId, title: variants[position]!.name },
    });
  const image = await keptImage(db, test.teamChannelId, test.id, position);
  if (!image)
    throw new AppError(
      "not-found",
      "This test's images are no longer kept: upload the one you want in YouTube Studio.",
    );
  return writeToYouTube(env, db, { ...target, call: { method: "thumbnails.set", videoId, ...imageOf(image) } });
}

/**
 * Puts what the video had before the test back on YouTube, in `actor`'s name: false when there is
 * nothing to put back (a thumbnail Vidwise could not copy when the test started).
 */
async function setOriginal(env: Env, db: Db, teamId: string, { test, variants }: TestOnYouTube, actor: string) {
  const target = { teamId, teamChannelId: test.teamChannelId, actorUserId: actor };
  const videoId = test.videoId!;
  if (test.element === "title") {
    await writeToYouTube(env, db, {
      ...target,
      call: { method: "videos.update", videoId, title: test.original ?? variants[0]!.name },
    });
    return true;
  }
  const image = await keptImage(db, test.teamChannelId, test.id, ORIGINAL_IMAGE);
  if (!image) return false;
  await writeToYouTube(env, db, { ...target, call: { method: "thumbnails.set", videoId, ...imageOf(image) } });
  return true;
}

/** Sets variant `position` on YouTube (in the caller's name) and ends the test. */
export async function applyVariant(
  env: Env,
  db: Db,
  ids: { teamId: string; teamChannelId: string; userId: string },
  testId: string,
  position: number,
  now = new Date(),
): Promise<void> {
  const found = await testOf(db, ids.teamChannelId, testId);
  if (!found.test.onYouTube || !found.test.videoId)
    throw new AppError("invalid-input", "This test is not run on YouTube.");
  const variant = found.variants.find((v) => v.position === position);
  if (!variant) throw new AppError("invalid-input", `variant must be 0 to ${found.variants.length - 1}.`);
  await setVariant(env, db, ids.teamId, found, position, ids.userId);
  await endTest(db, ids.teamChannelId, testId, `“${variant.name}” applied on YouTube by hand.`, position, now);
}

/** The owner of a team (its home), in whose name the original goes back when the starter is gone. */
async function ownerOf(db: Db, teamId: string): Promise<string | null> {
  const row = await db.select({ id: users.id }).from(users).where(eq(users.homeTeamId, teamId)).get();
  return row?.id ?? null;
}

/** Whether the starter is still an owner or manager of the team (checked at every step, swap or not). */
async function stillOwnerOrManager(db: Db, userId: string, teamId: string): Promise<boolean> {
  const owner = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.homeTeamId, teamId)))
    .get();
  if (owner) return true;
  const member = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.teamId, teamId)))
    .get();
  return member?.role === "owner" || member?.role === "manager";
}

/** Each variant's impressions and clicks (or daily views) on the whole days it was live. */
async function evidence(
  db: Db,
  teamChannelId: string,
  videoId: string,
  judge: "ctr" | "views",
  days: { date: string; position: number }[],
  k: number,
) {
  if (days.length === 0) return { arms: [] as { impressions: number; clicks: number }[], daily: [] as number[][] };
  const from = days[0]!.date;
  const to = days.at(-1)!.date;
  const positionOn = new Map(days.map((d) => [d.date, d.position]));
  const arms = Array.from({ length: k }, () => ({ impressions: 0, clicks: 0 }));
  const daily: number[][] = Array.from({ length: k }, () => []);
  if (judge === "ctr") {
    for (const r of await reachDays(db, teamChannelId, { from, to, videoIds: [videoId] })) {
      const p = positionOn.get(r.date);
      if (p === undefined) continue;
      arms[p]!.impressions += r.impressions;
      arms[p]!.clicks += Math.round(r.impressions * r.ctr);
    }
  } else {
    for (const r of await dailyViewsOf(db, teamChannelId, videoId, from, to)) {
      const p = positionOn.get(r.date);
      if (p !== undefined) daily[p]!.push(r.views);
    }
  }
  return { arms, daily };
}

/**
 * One scheduled step of a running test (the hourly cron, at the start of each Pacific day):
 * judge the whole days so far; end with the winner, or the original when it cannot become clear
 * or the horizon is reached; otherwise set today's variant. Consent or role gone: the original
 * goes back and the test ends.
 */
export async function stepYouTubeTest(
  env: Env,
  db: Db,
  step: { teamChannelId: string; testId: string; teamId: string },
  now = new Date(),
) {
  const { teamChannelId, testId, teamId } = step;
  const found = await testOf(db, teamChannelId, testId);
  const { test, variants } = found;
  if (test.state !== "running" || !test.videoId || !test.startedBy)
    return endTest(db, teamChannelId, testId, test.outcome ?? "Ended.", undefined, now);
  const videoId = test.videoId;
  const starter = test.startedBy;
  const what = test.element === "title" ? "title" : "thumbnail";
  const store = workspaceDb(db, teamChannelId);
  const logged = await store
    .select({ date: abTestDays.date, position: abTestDays.position })
    .from(abTestDays)
    .where(and(eq(abTestDays.teamChannelId, teamChannelId), eq(abTestDays.testId, testId)))
    .orderBy(asc(abTestDays.date));
  const today = pacificDate(now.getTime());
  const k = variants.length;
  const live = test.livePosition ?? 0;
  const retryInAnHour = () =>
    db
      .update(youtubeTestSteps)
      .set({ nextAt: new Date(now.getTime() + 3_600_000) })
      .where(and(eq(youtubeTestSteps.teamChannelId, teamChannelId), eq(youtubeTestSteps.testId, testId)));
  /** Ends the test with the original back on YouTube (in `actor`'s name); `why` says why. */
  const endWithOriginal = async (why: string, actor: string) => {
    let outcome: string;
    let left: number | null | undefined = undefined;
    try {
      // A title test whose live title is the original already has nothing to write.
      const same = test.element === "title" && variants[live]?.name === test.original;
      if (same || (await setOriginal(env, db, teamId, found, actor))) {
        outcome = `${why} The original ${what} is on YouTube again.`;
        left = same ? live : null;
      } else
        outcome = `${why} Vidwise had no copy of the thumbnail from before the test, so “${variants[live]!.name}” stays: upload the original in YouTube Studio to put it back.`;
    } catch (error) {
      if (!isAppError(error)) throw error;
      // Today's writes spent or YouTube unreachable: the test ends at a later step, original back.
      if (error.code === "rate-limited" || error.code === "unavailable") return retryInAnHour();
      outcome =
        test.element === "title"
          ? `${why} The original title could not be put back by Vidwise (${error.message}): set “${test.original}” in YouTube Studio.`
          : `${why} The original thumbnail could not be put back by Vidwise (${error.message}): upload it in YouTube Studio.`;
    }
    await endTest(db, teamChannelId, testId, outcome, left, now);
  };
  const ownerOrStarter = async () => (await ownerOf(db, teamId)) ?? starter;

  if (!(await changesAllowed(db, teamId, teamChannelId)))
    return endWithOriginal("Stopped: consent to changes on YouTube was withdrawn.", await ownerOrStarter());
  if (!(await stillOwnerOrManager(db, starter, teamId)))
    return endWithOriginal(
      "Stopped: the person who started the test is no longer an owner or manager of this workspace.",
      await ownerOrStarter(),
    );

  // Judge on the whole days before today whose figures have arrived.
  const judged = logged.filter((d) => d.date < today);
  const { arms, daily } = await evidence(db, teamChannelId, videoId, test.judge ?? "ctr", judged, k);
  const verdict =
    judged.length === 0 ? null : test.judge === "views" ? sequentialDailyVerdict(daily) : sequentialCtrVerdict(arms);
  const started = logged[0]?.date ?? today;
  const elapsed = dayIndex(started, today);
  const refusedStop = (error: unknown) => {
    if (!isAppError(error) || error.code !== "forbidden") throw error;
    return endWithOriginal(`Stopped: ${error.message}`, starter);
  };
  if (verdict?.state === "winner") {
    const winner = verdict.winner;
    try {
      if (live !== winner) await setVariant(env, db, teamId, found, winner, starter);
    } catch (error) {
      return refusedStop(error);
    }
    const p = Math.max(...verdict.pairs.filter((q) => q.a === winner || q.b === winner).map((q) => q.pValue));
    return endTest(
      db,
      teamChannelId,
      testId,
      `“${variants[winner]!.name}” won (always-valid p ${p.toPrecision(2)} against each other ${what}, α 0.05 under daily looks): it stays on YouTube.`,
      winner,
      now,
    );
  }
  if (verdict?.state === "no-difference") return endWithOriginal("No difference worth acting on can be left.", starter);
  if (elapsed >= (test.horizonDays ?? MAX_TEST_DAYS))
    return endWithOriginal(`No clear answer after ${elapsed} days.`, starter);

  // Today's variant, one whole day each in turn from the first day.
  if (!logged.some((d) => d.date === today)) {
    const position = dayIndex(started, today) % k;
    try {
      if (live !== position) await setVariant(env, db, teamId, found, position, starter);
    } catch (error) {
      if (!isAppError(error)) throw error;
      if (error.code === "forbidden") return refusedStop(error);
      // Budget spent or YouTube unreachable: today is not counted, the step comes again in an hour.
      await retryInAnHour();
      return;
    }
    await store.batch([
      store.insert(abTestDays).values({ teamChannelId, testId, date: today, position }).onConflictDoNothing(),
      store
        .update(abTests)
        .set({ livePosition: position, updatedAt: now })
        .where(and(eq(abTests.teamChannelId, teamChannelId), eq(abTests.id, testId))),
    ]);
  }
  await db
    .update(youtubeTestSteps)
    .set({ nextAt: new Date(nextPacificMidnight(now.getTime())) })
    .where(and(eq(youtubeTestSteps.teamChannelId, teamChannelId), eq(youtubeTestSteps.testId, testId)));
}

/** The hourly cron: every test step due, each on its own (one failing leaves the others). */
export async function runDueYouTubeTests(env: Env, db: Db, now = new Date()): Promise<number> {
  const due = await db.select().from(youtubeTestSteps).where(lte(youtubeTestSteps.nextAt, now)).limit(100);
  let ran = 0;
  for (const step of due) {
    try {
      await stepYouTubeTest(env, db, step, now);
      ran++;
    } catch (error) {
      log.warn("job.youtube-test-step-failed", { teamChannelId: step.teamChannelId, testId: step.testId, error });
    }
  }
  return ran;
}
