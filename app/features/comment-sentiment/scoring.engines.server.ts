// Scoring the workspace's comments and keeping the results. Analyze scores only comments with
// no stored score (or one from an older engine); a few thousand are scored in the request, more
// go to the queue in batches, each within a Worker's CPU budget, with progress in sentiment_runs.
import { and, count, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { excluded, rowsPerStatement } from "~/lib/db/raw-batch";
import { commentScores, sentimentRuns } from "./tables";
// The one place scores are written beside channel data's rows: allowed by name in tests/architecture/tables.test.ts.
import { comments, placeOfChannelData, videos, withChannelData } from "~/features/channel-data/index.server";
import { commentForEngine, notByVideosChannel, scoreOfComment, videoOfComment } from "./comment-joins.server";
import { stuckBefore } from "~/lib/job-policy";
import { yieldToRequests } from "~/lib/yield-to-requests";
import { analyzeComments } from "./engine/summary";
import type { CommentInput } from "./engine/types";
import { ensureScoringData } from "./scoring-data.server";

/**
 * Bump when the engine's scores change, so stored scores are recomputed.
 * 2: spam rules and model measured on real comment sections; neutral questions and specs.
 * 3: label and score from the learned sentiment model (decision 011); more spam rules.
 * 4: comments in Spanish, Portuguese, French, German, Italian, Hindi and Arabic read:
 *    learned language detection, the multilingual model, requests and spam in those languages.
 * 5: a comment with nothing negative in it is not negative (requests, praise emoji and idioms:
 *    sentiment.ts classifyComment); Hindi requests with the video named first.
 * 6: the compound blends the lexicon in (sentiment.ts LEXICON_IN_COMPOUND); plain questions and
 *    "not gonna lie" are not negative; spam rules for trading subs, search bait, "call me" numbers.
 * 7: spam rules written from general knowledge of YouTube comment spam (apologies for the spam,
 *    skip pleas, new-artist intros, subscriber aims, channel links and names, earnings claims).
 * 8: the English model retrained with its penalty chosen for text it never learned from (each
 *    training set left out in turn); spam shapes of releases, shout-outs for subs, votes, sites
 *    to win, a relative's channel, one's own campaign.
 * 9: a stretched feeling word alone ("amaaaazing") and letters in a styled font ("𝐋𝐨𝐯𝐞 𝐭𝐡𝐢𝐬")
 *    are read instead of called neutral; the spam model alone no longer flags a viewer saying they
 *    subscribed ("this made me subscribe").
 * 10: "holy shit" is amazement and "can't sing for shit" an insult; spam shapes of feedback asked
 *    for one's own video, recruiting "talent", chain letters, invitations in Spanish and Portuguese.
 * 11: spam shapes of likes counted as prayers, one's own uploads sent to be watched ("I upload
 *    prank videos, go check them out"), a contest's votes begged.
 * 12: idioms of music and comedy comments: "can't stop listening", "on repeat", "gives me chills",
 *    "never gets old" are praise, "this killed me" is laughter; "my ears are bleeding", "drink
 *    bleach" are not; spam shapes of a relative's channel; the model no longer decides alone on a
 *    fan pointing to the artist's work ("check out her other songs").
 * 13: a word spelled out letter by letter ("P E A C E") is read as that word; "what has the world
 *    come to", "is getting old", "voice of an angel", "catchy", "overplayed" are read.
 * 14: a fan pointing to a named artist's or the artist's new work ("check out Eminem's new album,
 *    it's fire") is not spam, unless it brings a link or something of the writer's; one's own new
 *    song sent for a hearing ("I just made a song, please listen") is, and so are "escuchen mi
 *    cover", "sub por sub", "te sigo si me sigues", "Besucht meinen Kanal", a site to download
 *    any song for free, a group's own parody of this song pitched, "I need 50 more subs", "5 likes
 *    and I'll upload", one's cover announced, a collection for oneself, a plea for one's dream,
 *    one's stream or new page, shoutouts for likes, loans, weight loss and dating offered,
 *    demos asked for, more views for sale, "new rapper here", stage names, priced services, "can u
 *    lik my vids too", fan clubs to join, one's own take on this song or one's band's gigs,
 *    "support me by subscribing", goods for sale, "suscríbanse porfa", "apoyen a este pequeño
 *    youtuber", "deem uma olhada no meu canal", "en mi canal" with a call to go there, "by the
 *    way… I have a minecraft channel"; the model no longer decides alone on "plz come 2 my
 *    country".
 * 15: one's playlist pitched, "my mixtape is out", "my snapchat is on my page", "ask me how I
 *    doubled my money", a like that wins a surprise, "if you want me to make a cover", "it's up
 *    on my channel", "you should listen to my band"; "my favourite cover" invites to nobody's.
 * 16: "follow my blog", one's lyric video or remix "if anyone wants to hear it", "lose weight fast",
 *    "I just started making music" beside "would mean alot".
 * 17: views bought told as a friend's luck ("got 10k views using a site"), "lonely girl … write me",
 *    "free instagram followers", "$85 every hour" beside "work from my laptop".
 * 18: a fan's short comment is read in its language ("te amo Shakira" was Dutch, so not read).
 * 19: in Spanish and Portuguese, "acabo de subir mi primera canción, escúchenla", "trocar
 *    inscrição", "sou nova no youtube, me ajudem", "sigam minha página", "yo me suscribo a tu canal".
 * 20: a pitch's sign-off, "thanks for your time", beside "check this awesome EDM & House mix" (a
 *    few words may now stand between "this" and what is pointed to).
 */
export const ENGINE_VERSION = 20;
/** Comments scored in one request or one queue message. */
export const BATCH_SIZE = 2_000;
/** Up to this many new comments are scored at once; more become a queued run. */
export const INLINE_LIMIT = 4_000;

export type SentimentMessage = { kind: "sentiment"; runId: string };
type Queue = { send(message: SentimentMessage): Promise<unknown> };

// A score lives beside its comment (`s.workspace_id = c.workspace_id`): it is the engine's reading
// of that text alone, the same for every workspace that reads the comment. So a demo reads the
// scores of its base's comments, scored when the base was prepared (demo-showcase, scoreAllNow),
// and finds nothing new to score.
//
// "Unscored": the comments of the reading workspace's videos, not by the video's channel, with no
// score or one from an older engine.
const unscoredIn = (storedUnder: string) =>
  and(
    eq(comments.teamChannelId, storedUnder),
    notByVideosChannel,
    or(isNull(commentScores.commentId), lt(commentScores.engineVersion, ENGINE_VERSION)),
  );

export async function countUnscored(db: Db, teamChannelId: string): Promise<number> {
  const row = await withChannelData(db, teamChannelId, ({ db, storedUnder }) =>
    db
      .select({ n: count() })
      .from(comments)
      .innerJoin(videos, videoOfComment(teamChannelId))
      .leftJoin(commentScores, scoreOfComment)
      .where(unscoredIn(storedUnder))
      .get(),
  );
  return row?.n ?? 0;
}

/**
 * Scores up to `limit` unscored comments (whole videos together, so copy-paste bots show). With
 * `pause`, the batch is read in parts of whole videos with `pause` awaited between them
 * (analyzeInParts): the same readings, the thread free for other requests between parts.
 */
export async function scoreBatch(
  db: Db,
  teamChannelId: string,
  limit = BATCH_SIZE,
  now = new Date(),
  pause?: () => Promise<void>,
): Promise<number> {
  // Asked once: the scores are written where the comments are.
  const place = await placeOfChannelData(db, teamChannelId);
  const rows = await place.db
    .select(commentForEngine)
    .from(comments)
    .innerJoin(videos, videoOfComment(teamChannelId))
    .leftJoin(commentScores, scoreOfComment)
    .where(unscoredIn(place.storedUnder))
    .orderBy(comments.videoId, comments.publishedAt)
    .limit(limit);
  if (rows.length === 0) return 0;
  // A score lives beside its comment: in the workspace's own store, or its demo base's in the control D1.
  const commentsWorkspace = place.storedUnder;
  await ensureScoringData(db);
  // videoId: copy-paste bots are recognised within a video, not across a whole channel.
  const inputs = rows.map((r) => ({
    id: r.id,
    videoId: r.video_id,
    text: r.text,
    likeCount: r.like_count,
    publishedAt: new Date(r.published_at).toISOString(),
    author: r.author,
  }));
  const scored = pause ? await analyzeInParts(inputs, pause) : analyzeComments(inputs).comments;
  // `request` is the commenter's own words: every value is a bound parameter, never SQL text.
  const values: (typeof commentScores.$inferInsert)[] = scored.map((c) => ({
    teamChannelId: commentsWorkspace,
    commentId: c.id,
    compound: c.sentiment.compound,
    label: c.sentiment.label,
    spam: c.spam,
    language: c.language,
    question: c.question,
    request: c.request,
    engineVersion: ENGINE_VERSION,
    analyzedAt: now,
  }));
  const [first, ...rest] = rowsPerStatement(commentScores, values).map((chunk) =>
    place.db
      .insert(commentScores)
      .values(chunk)
      .onConflictDoUpdate({
        target: [commentScores.teamChannelId, commentScores.commentId],
        set: {
          compound: excluded(commentScores.compound),
          label: excluded(commentScores.label),
          spam: excluded(commentScores.spam),
          language: excluded(commentScores.language),
          question: excluded(commentScores.question),
          request: excluded(commentScores.request),
          engineVersion: excluded(commentScores.engineVersion),
          analyzedAt: excluded(commentScores.analyzedAt),
        },
      }),
  );
  // One transaction: a batch's scores land together or not at all.
  if (first) await place.db.batch([first, ...rest]);
  return rows.length;
}

/** Comments read between two pauses of analyzeInParts (about a tenth of a second of CPU locally). */
const PART_SIZE = 200;

/**
 * analyzeComments' per-comment readings of `inputs` (in video order), read in parts of whole
 * videos of about PART_SIZE comments with `pause` between them. The readings are the batch's at
 * once: each comment is read on its own, and copies are compared within a video
 * (findDuplicateSpam), which a part always holds whole.
 */
async function analyzeInParts(
  inputs: (CommentInput & { videoId: string })[],
  pause: () => Promise<void>,
): Promise<ReturnType<typeof analyzeComments>["comments"]> {
  const out: ReturnType<typeof analyzeComments>["comments"] = [];
  let from = 0;
  while (from < inputs.length) {
    let to = Math.min(from + PART_SIZE, inputs.length);
    while (to < inputs.length && inputs[to]?.videoId === inputs[to - 1]?.videoId) to++;
    if (from > 0) await pause();
    out.push(...analyzeComments(inputs.slice(from, to)).comments);
    from = to;
  }
  return out;
}

/**
 * Scores every unscored comment of the workspace now, batch by batch, and returns how many: a
 * small Analyze (up to INLINE_LIMIT), and a demo base being prepared (demo-showcase), whose idea
 * batch and series analysis read the scores next, where a queued run would still be going. The
 * base is the sample channel, a fixed few thousand comments (four batches, about a second
 * locally), so it fits one invocation. Ends because each batch's comments leave the unscored set.
 */
export async function scoreAllNow(db: Db, teamChannelId: string, now = new Date()): Promise<number> {
  let scored = 0;
  for (let n = BATCH_SIZE; n === BATCH_SIZE; scored += n) n = await scoreBatch(db, teamChannelId, BATCH_SIZE, now);
  return scored;
}

/**
 * scoreAllNow, the same scores, with the thread given to other requests between parts of each
 * batch: for a run in the background (the demo showcase on a fresh server), where one batch
 * read at once held every other request for seconds (docs/benchmarks.md "Demo start on a
 * fresh server").
 */
export async function scoreAllNowYielding(db: Db, teamChannelId: string, now = new Date()): Promise<number> {
  let scored = 0;
  for (let n = BATCH_SIZE; n === BATCH_SIZE; scored += n) {
    if (scored > 0) await yieldToRequests();
    n = await scoreBatch(db, teamChannelId, BATCH_SIZE, now, yieldToRequests);
  }
  return scored;
}

export type AnalyzeOutcome =
  | { mode: "inline"; scored: number }
  | { mode: "queued"; runId: string; total: number }
  | { mode: "running"; runId: string };

/** The Analyze button: scores what is new now, or queues a run when there is a lot. */
export async function startAnalysis(
  db: Db,
  queue: Queue,
  teamChannelId: string,
  now = new Date(),
): Promise<AnalyzeOutcome> {
  const active = await activeRun(db, teamChannelId, now);
  if (active) return { mode: "running", runId: active.id };
  // A new attempt: a stuck run is replaced (ended here, so its late batches do nothing) and an
  // earlier failure's message has been seen.
  await db
    .update(sentimentRuns)
    .set({ status: "failed", error: null, finishedAt: sql`coalesce(${sentimentRuns.finishedAt}, ${now.getTime()})` })
    .where(and(eq(sentimentRuns.teamChannelId, teamChannelId), sql`${sentimentRuns.status} <> 'done'`));
  const pending = await countUnscored(db, teamChannelId);
  if (pending <= INLINE_LIMIT) return { mode: "inline", scored: await scoreAllNow(db, teamChannelId, now) };
  const runId = crypto.randomUUID();
  await db.insert(sentimentRuns).values({ id: runId, teamChannelId, status: "queued", total: pending, updatedAt: now });
  try {
    await queue.send({ kind: "sentiment", runId });
  } catch (error) {
    // Nothing would ever run it: failed now, so Analyze is not "already running" forever.
    await failAnalysis(db, runId, now);
    throw error;
  }
  return { mode: "queued", runId, total: pending };
}

/** One queue message: a batch, its progress, and the next message while comments remain. */
export async function runAnalysisBatch(db: Db, queue: Queue, runId: string, now = new Date()) {
  const run = await db.select().from(sentimentRuns).where(eq(sentimentRuns.id, runId)).get();
  if (!run || run.status === "done" || run.status === "failed") return;
  const scored = await scoreBatch(db, run.teamChannelId, BATCH_SIZE, now);
  const finished = scored < BATCH_SIZE;
  await db
    .update(sentimentRuns)
    .set({
      status: finished ? "done" : "running",
      scored: run.scored + scored,
      resends: 0,
      updatedAt: now,
      finishedAt: finished ? now : null,
    })
    // A run ended meanwhile (replaced or failed by the watchdog) stays ended.
    .where(and(eq(sentimentRuns.id, runId), sql`${sentimentRuns.status} IN ('queued', 'running')`));
  if (!finished) await queue.send({ kind: "sentiment", runId });
}

/**
 * One analysis run of the workspace by id, for the progress route; null if not its. `active` is
 * activeRun's rule: queued or running, and not stuck.
 */
export async function analysisRunProgress(db: Db, teamChannelId: string, id: string, now = new Date()) {
  const run = await db
    .select()
    .from(sentimentRuns)
    .where(and(eq(sentimentRuns.teamChannelId, teamChannelId), eq(sentimentRuns.id, id)))
    .get();
  if (!run) return null;
  const lastMove = (run.updatedAt ?? run.createdAt).getTime();
  const active = (run.status === "queued" || run.status === "running") && lastMove >= stuckBefore(now).getTime();
  return { id: run.id, status: run.status, total: run.total, scored: run.scored, active };
}

/** The run in progress; a stuck one (no batch for JOB_WATCHDOG.stuckAfterMs) is not: Analyze may start anew. */
export async function activeRun(db: Db, teamChannelId: string, now = new Date()) {
  return db
    .select()
    .from(sentimentRuns)
    .where(
      and(
        eq(sentimentRuns.teamChannelId, teamChannelId),
        sql`${sentimentRuns.status} IN ('queued', 'running')`,
        sql`coalesce(${sentimentRuns.updatedAt}, ${sentimentRuns.createdAt}) >= ${stuckBefore(now).getTime()}`,
      ),
    )
    .orderBy(desc(sentimentRuns.createdAt))
    .get();
}

/** The spec's Analysis Error text, shown on the page for a run that failed. */
export const ANALYSIS_FAILED_MESSAGE = "Failed to analyze comment sentiment. Please try again.";

/** Marks a run failed with the message the page shows until the next Analyze. */
export async function failAnalysis(db: Db, runId: string, now = new Date()) {
  await db
    .update(sentimentRuns)
    .set({ status: "failed", error: ANALYSIS_FAILED_MESSAGE, finishedAt: now })
    .where(eq(sentimentRuns.id, runId));
}

/** The newest run's failure, while no newer Analyze has started: what the page shows as the error. */
export async function lastRunFailure(db: Db, teamChannelId: string): Promise<string | null> {
  const run = await db
    .select({ status: sentimentRuns.status, error: sentimentRuns.error })
    .from(sentimentRuns)
    .where(eq(sentimentRuns.teamChannelId, teamChannelId))
    .orderBy(desc(sentimentRuns.createdAt))
    .get();
  return run?.status === "failed" ? run.error : null;
}
