import { answerRefusal } from "~/lib/refusal.server";
import { RelativeAge } from "~/components/ui/relative-age";
import { trendWord } from "~/lib/trend-words";
import { Form, data, href, redirect, useNavigation, useSubmit } from "react-router";
import { ToolPage, ToolResults } from "~/components/tool-page/tool-page";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DownloadLink } from "~/components/ui/download-link";
import { getEnv } from "~/context";
import { useJobProgress } from "~/lib/job-progress";
import { BreakdownBars } from "~/features/comment-sentiment/components/breakdown-bars";
import { SentimentScoreChart } from "~/features/comment-sentiment/components/score-chart";
import { SentimentCards, countOf, scoreClass } from "~/features/comment-sentiment/components/sentiment-cards";
import { AudienceLanguages, SummaryLanguages } from "~/features/comment-sentiment/components/audience-languages";
import { PERIODS, type Period, parsePeriod } from "~/features/comment-sentiment/index";
import { activeRun, holdSpamOnYouTube, lastRunFailure, sentimentForm } from "~/features/comment-sentiment/index.server";
import {
  changesAllowed,
  heldNow,
  releaseHeld,
  writeBudgetLeft,
  writeToYouTube,
} from "~/features/youtube-actions/index.server";
import { draftReply, YOUTUBE_ACTION_MESSAGES } from "~/features/youtube-actions/index";
import { SpamHoldCard } from "~/features/youtube-actions/components/spam-hold-card";
import { ReplyCard } from "~/features/youtube-actions/components/reply-card";
import { requestsForIdeas } from "~/features/comment-sentiment/index.server";
import { uploadsWithSnapshots } from "~/features/channel-data/index.server";
import {
  analyzeCommentBatch,
  analyzeWorkspaceComments,
  sentimentView,
} from "~/features/comment-sentiment/index.server";
import { MAX_COMMENTS, MAX_COMMENT_LENGTH } from "~/features/comment-sentiment/index";
import {
  MIN_SCORED_TO_RANK,
  MIN_TREND_POINTS,
  type SentimentTrend,
  scoredCount,
} from "~/features/comment-sentiment/index";
import type { CommentSummary } from "~/features/comment-sentiment/index";
import { NO_COMMENTS_READ_YET, parsePastedComments } from "~/features/comment-sentiment/index";
import { LockedFeature, refusalOf } from "~/features/billing/components/locked-feature";
import { viewerInRequest, viewerOf } from "~/features/billing/index.server";
import { RunAllowanceNote, useRunRefusal } from "~/components/app-shell/run-allowance-note";
import { RoleNote } from "~/components/ui/role-note";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { wholeNumber } from "~/lib/format";
import type { Route } from "./+types/comment-sentiment";
import { log } from "~/lib/log.server";
import { withQuery } from "~/lib/links";
import { firstIssue, parseForm } from "~/lib/validation";

export const meta: Route.MetaFunction = () => [{ title: `Comment Sentiment · ${PRODUCT_NAME}` }];

const FAILED = "Failed to analyze comment sentiment. Please try again.";

// The CSV downloads are resource routes (/comment-sentiment/videos.csv, /comments.csv); the old
// ?export=videos|comments links still work: they are sent there with their period.
const oldCsvLinks: Route.MiddlewareFunction = ({ request }, next) => {
  const url = new URL(request.url);
  const kind = url.searchParams.get("export");
  if (request.method !== "GET" || (kind !== "videos" && kind !== "comments")) return next();
  throw redirect(exportHref(kind, parsePeriod(url.searchParams.get("period"))), 302);
};

export const middleware: Route.MiddlewareFunction[] = [oldCsvLinks];

function exportHref(kind: "videos" | "comments", period: Period) {
  return withQuery(
    kind === "videos" ? href("/comment-sentiment/videos.csv") : href("/comment-sentiment/comments.csv"),
    { period },
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const env = getEnv(context);
  const db = getDb(env);
  const period = parsePeriod(new URL(request.url).searchParams.get("period"));
  // The report as the plan shows it: Audience Demand Insights (requests, questions) are Pro and up.
  const [report, run, runFailure, consent, held, budget] = await Promise.all([
    viewerInRequest(context, user).then((viewer) => sentimentView(db, viewer, period)),
    activeRun(db, user.teamChannelId),
    lastRunFailure(db, user.teamChannelId),
    changesAllowed(db, user.teamId, user.teamChannelId),
    heldNow(db, user.teamChannelId),
    writeBudgetLeft(env, db, user.teamId),
  ]);
  // Drafted replies to the newest viewers' questions and requests (Audience Demand, Pro and up).
  const replies = report.demandLocked || !consent ? [] : await replyDrafts(db, user.teamChannelId);
  // A queued run that failed (or that the watchdog gave up on) says so until Analyze is pressed again.
  return {
    replies,
    report,
    run: run ? { id: run.id, total: run.total, scored: run.scored } : null,
    runFailure: run ? null : runFailure,
    spamHold: { consent, held, writesLeft: budget.team, resetsAt: budget.resetsAt },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const env = getEnv(context);
  const input = parseForm(await request.formData(), sentimentForm);
  const db = getDb(env);
  const viewer = await viewerOf(db, user);
  if (!input.success) return data({ message: null, error: firstIssue(input.error) }, { status: 400 });
  if (input.data.intent === "hold-spam" || input.data.intent === "release" || input.data.intent === "reply") {
    if (user.isDemo) return data({ message: null, error: YOUTUBE_ACTION_MESSAGES.demo }, { status: 403 });
    const who = { teamId: user.teamId, teamChannelId: user.teamChannelId, actorUserId: user.id };
    try {
      if (input.data.intent === "reply") {
        await writeToYouTube(env, db, {
          ...who,
          call: { method: "comments.insert", parentId: input.data.parentId, text: input.data.text },
        });
        return { message: "Reply posted on YouTube.", error: null };
      }
      if (input.data.intent === "release") {
        await releaseHeld(env, db, who, [input.data.id]);
        return { message: "Released: the comment is published on YouTube again.", error: null };
      }
      const outcome = await holdSpamOnYouTube(env, db, who);
      return { message: heldMessage(outcome), error: null };
    } catch (error) {
      return answerRefusal(error, (message) => ({ message: null, error: message, pasted: null }));
    }
  }
  if (input.data.intent === "paste") {
    // A refused paste (too large, unreadable) is answered before the run: it does not count.
    const parsed = await pastedComments(input.data.comments, input.data.file);
    if (!parsed.ok) return parsed.refusal;
    // The use-case meters the run and leaves out the requests and questions without the plan.
    try {
      const { summary, insights, locked } = await analyzeCommentBatch(db, viewer, parsed.comments);
      return {
        message: null,
        error: null,
        pasted: { count: parsed.comments.length, summary, insights, demandLocked: locked.length > 0 },
      };
    } catch (error) {
      return answerRefusal(error, (message) => ({ message: null, error: message, pasted: null }));
    }
  }
  try {
    // An analysis already running starts nothing new: it does not count.
    const outcome = await analyzeWorkspaceComments(db, viewer, env.SYNC_QUEUE);
    const message =
      outcome.mode === "inline"
        ? `Analyzed ${countOf(outcome.scored, "new comment")}.`
        : outcome.mode === "queued"
          ? `Analyzing ${countOf(outcome.total, "comment")} in batches; progress shows below.`
          : "An analysis is already running.";
    return { message, error: null };
  } catch (error) {
    return answerRefusal(
      error,
      (message) => ({ message: null, error: message, pasted: null }),
      () => {
        log.error("sentiment-analyze.failed", { error });
        return data({ message: null, error: FAILED }, { status: 500 });
      },
    );
  }
}

/** Replies shown at once: the newest questions and requests. */
const REPLIES_SHOWN = 5;

async function replyDrafts(db: ReturnType<typeof getDb>, teamChannelId: string) {
  const [{ comments }, { videos }] = await Promise.all([
    requestsForIdeas(db, teamChannelId, 200),
    uploadsWithSnapshots(db, teamChannelId, "own", 200),
  ]);
  const uploads = videos.map((v) => ({ id: v.youtubeId, title: v.title }));
  const askedBy = new Map<string, number>();
  for (const c of comments) if (c.request) askedBy.set(c.request, (askedBy.get(c.request) ?? 0) + 1);
  return comments.slice(0, REPLIES_SHOWN).map((c) => ({
    id: c.id,
    videoTitle: c.videoTitle,
    text: c.text,
    draft: draftReply(c, uploads, c.request ? (askedBy.get(c.request) ?? 1) : 0),
  }));
}

/** What a bulk hold did, in words: how many now, how many found, and what is left or waits. */
function heldMessage(outcome: Awaited<ReturnType<typeof holdSpamOnYouTube>>): string {
  const parts = [
    outcome.held > 0
      ? `Held ${countOf(outcome.held, "comment")} for review on YouTube.`
      : outcome.found > 0
        ? "Every comment read as spam is held already (or was released by you): nothing new to hold."
        : "No comment on your videos reads as spam: nothing was held.",
  ];
  if (outcome.gone > 0)
    parts.push(
      `${countOf(outcome.gone, "comment")} ${outcome.gone === 1 ? "was" : "were"} deleted on YouTube since Vidwise read ${outcome.gone === 1 ? "it" : "them"}: Vidwise no longer counts ${outcome.gone === 1 ? "it" : "them"}.`,
    );
  if (outcome.message) parts.push(`${wholeNumber(outcome.notHeld)} more not held: ${outcome.message}`);
  if (outcome.unscored > 0)
    parts.push(`${countOf(outcome.unscored, "comment")} not analysed yet: press Analyze, then hold again.`);
  return parts.join(" ");
}

const MAX_PASTE_BYTES = 2 * 1024 * 1024;

/** Pasted or uploaded comments, read and checked (at most MAX_COMMENTS, each cut to MAX_COMMENT_LENGTH). */
async function pastedComments(pasted: string | undefined, file: File | undefined) {
  const refuse = (error: string) => ({
    ok: false as const,
    refusal: data({ message: null, error, pasted: null }, { status: 400 }),
  });
  let text = pasted ?? "";
  if (file && file.size > 0) {
    if (file.size > MAX_PASTE_BYTES) return refuse("That file is over 2 MB. Split it and try again.");
    text = await file.text();
  }
  if (text.length > MAX_PASTE_BYTES) return refuse("That is over 2 MB of text. Split it and try again.");
  const { comments, error } = parsePastedComments(text);
  if (error) return refuse(error);
  if (comments.length > MAX_COMMENTS) return refuse(`Paste at most ${wholeNumber(MAX_COMMENTS)} comments at a time.`);
  return { ok: true as const, comments: comments.map((c) => ({ ...c, text: c.text.slice(0, MAX_COMMENT_LENGTH) })) };
}

function PasteCard({
  result,
  refusal,
}: {
  result: { count: number; summary: CommentSummary; insights: string[]; demandLocked: boolean } | null;
  /** The role's words when it may not run this (a viewer): the form is shown, disabled, with them. */
  refusal: string | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "paste";
  const closed = refusal !== null;
  return (
    <Card>
      <h2 className="text-lg font-semibold">Analyze any comments</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Paste comments (one per line), a CSV with a text column, or JSON, e.g. a competitor&apos;s video. Up to{" "}
        {wholeNumber(MAX_COMMENTS)} comments; nothing is stored.
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Because they are not stored, comments analyzed here never reach Content Ideas: its viewer requests come from
        your channel&apos;s synced comments only.
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="paste" />
        <label htmlFor="pasted-comments" className="block text-sm font-medium">
          Comments
        </label>
        <textarea
          id="pasted-comments"
          name="comments"
          rows={5}
          disabled={closed}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
        />
        <label htmlFor="pasted-file" className="block text-sm font-medium">
          …or a file (.txt, .csv, .json)
        </label>
        <input
          id="pasted-file"
          name="file"
          type="file"
          accept=".txt,.csv,.json,text/plain,text/csv,application/json"
          disabled={closed}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold dark:file:bg-slate-800 dark:file:text-slate-100"
        />
        <Button type="submit" variant="secondary" disabled={busy || closed}>
          {busy ? "Analyzing..." : "Analyze these comments"}
        </Button>
        {refusal ? <RoleNote>{refusal}</RoleNote> : null}
      </Form>
      {result ? (
        <div className="mt-4 space-y-2 text-sm" role="status">
          <p className="font-semibold">
            {countOf(result.count, "comment")}:{" "}
            {scoredCount(result.summary) === 0 ? (
              "no scorable comments"
            ) : (
              <>
                <span className={scoreClass(result.summary.sentimentScore)}>
                  {result.summary.sentimentScore.toFixed(1)}/10
                </span>{" "}
                · {result.summary.breakdown.positive}% positive · {result.summary.breakdown.neutral}% neutral ·{" "}
                {result.summary.breakdown.negative}% negative
              </>
            )}{" "}
            · {result.summary.spamCount} spam · {result.summary.unreadCount} in languages not read
          </p>
          <SummaryLanguages summary={result.summary} />
          {result.insights.length ? (
            <ul className="list-disc pl-5">
              {result.insights.map((i) => (
                <li key={i}>
                  <bdi>{i}</bdi>
                </li>
              ))}
            </ul>
          ) : null}
          {result.summary.requests.length ? (
            <p>
              <span className="font-semibold">Requests:</span>{" "}
              {result.summary.requests.slice(0, 6).map((r, i) => (
                <span key={r.topic}>
                  {i > 0 ? ", " : ""}
                  <bdi>{r.topic}</bdi> ({r.count})
                </span>
              ))}{" "}
              <span className="text-slate-600 dark:text-slate-300">(shown here only, not sent to Content Ideas)</span>
            </p>
          ) : null}
          {result.summary.themes.length ? (
            <p>
              <span className="font-semibold">Themes:</span>{" "}
              {result.summary.themes.slice(0, 8).map((t, i) => (
                <span key={t.phrase}>
                  {i > 0 ? ", " : ""}
                  <bdi>{t.phrase}</bdi>
                </span>
              ))}
            </p>
          ) : null}
          {/* The requests and questions were left out on the server: say which plan shows them. */}
          {result.demandLocked ? <LockedFeature feature="audience-demand" /> : null}
        </div>
      ) : null}
    </Card>
  );
}

function PeriodSelector({ period }: { period: string }) {
  const submit = useSubmit();
  return (
    <Form method="get" className="flex items-end gap-2" onChange={(e) => submit(e.currentTarget)}>
      <div>
        <label htmlFor="period" className="mb-1 block text-sm font-medium">
          Period
        </label>
        <select
          id="period"
          name="period"
          defaultValue={period}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
        >
          {Object.keys(PERIODS).map((p) => (
            <option key={p} value={p}>
              Last {p.replace("d", " days")}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </noscript>
    </Form>
  );
}

function trendLabel(trend: SentimentTrend) {
  return trend === "insufficient" ? (
    <span className="text-base">Not enough data yet</span>
  ) : (
    <span>{trendWord(trend)}</span>
  );
}

export default function CommentSentimentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { report, run, runFailure, spamHold, replies } = loaderData;
  const refusal = useRunRefusal();
  const navigation = useNavigation();
  const analyzing = navigation.state !== "idle" && navigation.formData?.get("intent") === "analyze";
  // A queued run's count comes from the small progress route; the page reloads once it ends.
  const live = useJobProgress(run?.id ?? null);
  const progress = live?.kind === "comment-analysis" ? live : run;

  const s = report.stats;
  const stats = [
    {
      label: "Comments Analyzed",
      value: wholeNumber(s.totalCommentsAnalyzed),
      // The period's analysed comments beside every date's, so the figure is not read as the channel's
      // stored comments (Account Settings) or another tool's all-dates count.
      hint: `viewers' comments of the last ${PERIODS[report.period]} days; ${wholeNumber(report.allDates.analysed)} over all dates`,
    },
    {
      label: "Avg Sentiment Score",
      value:
        s.avgSentimentScore === null ? (
          "—"
        ) : (
          <span className={scoreClass(s.avgSentimentScore)}>{s.avgSentimentScore.toFixed(1)}/10</span>
        ),
      hint:
        s.avgSentimentScore === null && s.totalCommentsAnalyzed > 0
          ? "no scorable comments"
          : "Vidwise estimate over every scored comment, from its shares: 5 = as many positive as negative",
    },
    {
      label: "Most Positive Video",
      value: (
        <span className="text-base">
          {s.mostPositiveVideo ?? "—"}
          {s.mostPositiveScore === null ? null : (
            <span className={`ml-1 ${scoreClass(s.mostPositiveScore)}`}>({s.mostPositiveScore.toFixed(1)}/10)</span>
          )}
        </span>
      ),
      hint: `highest score among videos with ${MIN_SCORED_TO_RANK}+ scored comments`,
    },
    {
      label: "Sentiment Trend",
      value: trendLabel(s.sentimentTrend),
      hint:
        s.sentimentTrend === "insufficient" ? (
          `needs ${MIN_TREND_POINTS} videos with ${MIN_SCORED_TO_RANK}+ scored comments (${s.rankedVideos} so far)`
        ) : s.lastAnalyzed ? (
          <RelativeAge iso={s.lastAnalyzed} prefix="Last analyzed " />
        ) : (
          "Not analyzed yet"
        ),
    },
  ];

  return (
    <ToolPage
      title="Comment Sentiment"
      intro="What your audience feels, asks for and complains about, video by video. Spam is left out of every figure; comments are read in English, Spanish, Portuguese, French, German, Italian, Hindi and Arabic, and those in other languages are counted apart."
      steps={[
        { title: "Collect", body: "Your comments come from your connected channel (or the demo's sample channel)." },
        { title: "Score", body: "Each comment is scored for sentiment, spam, language, questions and requests." },
        { title: "Act", body: "Themes, requests and complaints become concrete next steps." },
      ]}
      stats={stats}
      bestPractices={{
        items: [
          "Reply to questions in the first hours after upload: it lifts engagement.",
          "Turn repeated requests into videos, and say in the video that viewers asked for it.",
          "Watch the share of negative comments over several videos, not single harsh comments.",
          "Delete or hold spam: it hides real questions from you and your viewers.",
        ],
      }}
    >
      <div className="space-y-4">
        <Card className="flex flex-wrap items-end justify-between gap-4">
          <PeriodSelector period={report.period} />
          <div className="flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value="analyze" />
              <Button type="submit" disabled={analyzing || Boolean(run) || refusal !== null}>
                {analyzing ? "Analyzing..." : "Analyze"}
              </Button>
              <RunAllowanceNote />
            </Form>
            {report.records.length > 0 ? (
              <>
                <DownloadLink href={exportHref("videos", report.period)}>Export Report (videos)</DownloadLink>
                <DownloadLink href={exportHref("comments", report.period)}>Export comments</DownloadLink>
              </>
            ) : null}
          </div>
        </Card>
        {actionData?.message ? (
          <p
            role="status"
            className="rounded-lg bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100"
          >
            {actionData.message}
          </p>
        ) : null}
        {run ? (
          <Card aria-live="polite">
            <p className="text-sm font-semibold">
              Analyzing comments: {wholeNumber(progress?.scored ?? run.scored)} of{" "}
              {wholeNumber(progress?.total ?? run.total)}
            </p>
            <progress
              className="mt-2 w-full"
              max={progress?.total ?? run.total}
              value={progress?.scored ?? run.scored}
            />
            <noscript>
              <p className="mt-2 text-sm">
                <a
                  href={withQuery(href("/comment-sentiment"), { period: report.period })}
                  className="font-semibold text-brand-700 underline dark:text-brand-400"
                >
                  Refresh to see progress
                </a>
              </p>
            </noscript>
          </Card>
        ) : null}
        <ToolResults
          busy={analyzing}
          busyLabel="Scoring comments…"
          {...refusalOf(actionData?.error ?? runFailure)}
          errorTitle="Analysis Error"
          isEmpty={report.records.length === 0}
          empty={
            !report.hasComments
              ? {
                  title: "No comments to analyze yet",
                  body: report.channelConnected
                    ? NO_COMMENTS_READ_YET
                    : "Connect your YouTube channel in Account Settings so Vidwise can read your comments.",
                  action: <ButtonLink to="/account">Go to Account Settings</ButtonLink>,
                }
              : report.unscored > 0 && report.stats.lastAnalyzed === null
                ? {
                    title: "Ready to analyze",
                    body: `${countOf(report.unscored, "comment")} ${report.unscored === 1 ? "is" : "are"} waiting. Press Analyze to score them.`,
                  }
                : {
                    title: "No analyzed comments in this period",
                    body: "Choose a longer period, or press Analyze to score new comments.",
                  }
          }
        >
          {report.overall ? (
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              <Card className="flex flex-col">
                {report.chart.length > 0 ? (
                  <SentimentScoreChart title="Sentiment score by video, oldest to newest" points={report.chart} />
                ) : (
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    No video in this period has a scorable comment yet.
                  </p>
                )}
                {report.unscorableVideos > 0 ? (
                  <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                    {countOf(report.unscorableVideos, "video")} with no scorable comments (all spam or in languages not
                    read) left out.
                  </p>
                ) : null}
              </Card>
              <Card>
                <BreakdownBars title="Breakdown per video" records={report.records.slice(0, 8)} />
              </Card>
              {report.overall.insights.length > 0 || report.overall.requests.length > 0 ? (
                <Card className="lg:col-span-2">
                  <h2 className="text-lg font-semibold">Across all videos in this period</h2>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                    {report.overall.insights.map((i) => (
                      <li key={i}>
                        <bdi>{i}</bdi>
                      </li>
                    ))}
                  </ul>
                  {report.overall.requests.length > 0 ? (
                    <p className="mt-3 text-sm">
                      <span className="font-semibold">
                        Most requested (comments in the last {PERIODS[report.period]} days):
                      </span>{" "}
                      {report.overall.requests.map((r, i) => (
                        <span key={r.topic}>
                          {i > 0 ? ", " : ""}
                          <bdi>{r.topic}</bdi> ({r.count})
                        </span>
                      ))}
                    </p>
                  ) : null}
                  <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                    {countOf(report.overall.spamCount, "spam comment")} left out;{" "}
                    {countOf(report.overall.unreadCount, "comment")} in languages Vidwise does not read counted apart
                    (not scored, and not among the requests and questions).
                  </p>
                  <AudienceLanguages
                    languages={report.overall.languages}
                    className="mt-1 text-xs text-slate-600 dark:text-slate-400"
                  />
                </Card>
              ) : null}
            </div>
          ) : null}
          {report.demandLocked ? <LockedFeature feature="audience-demand" /> : null}
          <SentimentCards
            records={report.records}
            mostPositiveId={s.mostPositiveVideoId}
            minScoredToRank={MIN_SCORED_TO_RANK}
          />
        </ToolResults>
        <SpamHoldCard view={spamHold} refusal={refusal} />
        {replies.length > 0 ? <ReplyCard replies={replies} refusal={refusal} /> : null}
        <PasteCard
          result={actionData && "pasted" in actionData ? (actionData.pasted ?? null) : null}
          refusal={refusal}
        />
      </div>
    </ToolPage>
  );
}
