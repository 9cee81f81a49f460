import { answerRefusal } from "~/lib/refusal.server";
import { RelativeAge } from "~/components/ui/relative-age";
import { Link, data, href } from "react-router";
import { ToolPage, ToolResults } from "~/components/tool-page/tool-page";
import { DownloadLink } from "~/components/ui/download-link";
import { Card } from "~/components/ui/card";
import { ErrorBox } from "~/components/ui/error-box";
import { getEnv } from "~/context";
import { VERIFY_REQUIRED, mustConfirmEmail } from "~/features/auth/index.server";
import { lookupBurstGuard, youtubeClientFor } from "~/features/channel-data/index.server";
import { clientHash } from "~/lib/rate-limit.server";
import { useRunRefusal } from "~/components/app-shell/run-allowance-note";
import { AddChannelForm } from "~/features/competitor-monitor/components/add-channel-form";
import { ChannelCandidates } from "~/features/competitor-monitor/components/channel-candidates";
import { CompetitorChannelList, DemoNote, isSyncing } from "~/features/competitor-monitor/components/channel-list";
import { RefreshPanel } from "~/features/competitor-monitor/components/refresh-panel";
import { CompetitorVideoCards } from "~/features/competitor-monitor/components/video-cards";
import {
  COMPETITOR_MESSAGES,
  type CompetitorReport,
  addCompetitor,
  competitorReport,
  listCompetitors,
  removeCompetitor,
  setCompetitorActive,
} from "~/features/competitor-monitor/index.server";
import { refusalOf } from "~/features/billing/components/locked-feature";
import { viewerOf } from "~/features/billing/index.server";
import { forgetCommentScores } from "~/features/comment-sentiment/index.server";
import { competitorForm, keepOutliers, refreshCompetitorsMetered } from "~/features/competitor-monitor/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { compactNumber, wholeNumber } from "~/lib/format";
import type { Route } from "./+types/competitor-monitor";
import { log } from "~/lib/log.server";
import { viewerFormatSettings } from "~/lib/viewer-format";
import { firstIssue, parseForm } from "~/lib/validation";

export const meta: Route.MetaFunction = () => [{ title: `Competitor Monitor · ${PRODUCT_NAME}` }];

/** Cards shown until the visitor asks for all of them (?show=all). */
const FIRST_CARDS = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const db = getDb(getEnv(context));
  const showAll = new URL(request.url).searchParams.get("show") === "all";
  const channels = await listCompetitors(db, user.teamChannelId);
  let report: CompetitorReport | null = null;
  let reportError: string | null = null;
  try {
    // Publish weekdays and hours compared and named in the viewer's zone, as the page shows times.
    report = await competitorReport(
      db,
      user.teamChannelId,
      new Date(),
      viewerFormatSettings({ timeZone: user.timeZone }).timeZone,
    );
    // The outliers shown are kept in the track record, each once.
    await keepOutliers(db, user.teamChannelId, report, new Date());
  } catch (error) {
    log.error("competitor-report.failed", { error });
    reportError = COMPETITOR_MESSAGES.failed;
  }
  return {
    isDemo: user.isDemo,
    channels,
    stats: report?.stats ?? null,
    videos: report ? (showAll ? report.videos : report.videos.slice(0, FIRST_CARDS)) : [],
    totalVideos: report?.videos.length ?? 0,
    showAll,
    reportError,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const env = getEnv(context);
  const db = getDb(env);
  const parsed = parseForm(await request.formData(), competitorForm);
  if (!parsed.success)
    return data(
      { intent: null, message: null, error: firstIssue(parsed.error), candidates: null, submitted: null },
      { status: 400 },
    );
  const input = parsed.data;
  // Only adding and refreshing call YouTube: the client hash is worked out for them alone. The
  // ledger names what caused each call: an add's name search apart from the start it leads to.
  const deps = async (feature: "channel-start" | "competitor-refresh") => {
    const client = await clientHash(request);
    const source = youtubeClientFor(env, db, user.teamChannelId, { client, feature });
    const search = youtubeClientFor(env, db, user.teamChannelId, { client, feature: "channel-search" });
    // An add's lookups that reach YouTube count against the account's and the address's burst limits.
    const lookups = lookupBurstGuard(db, { accountId: user.id, client });
    return { db, source: { ...source, searchChannels: search.searchChannels }, queue: env.SYNC_QUEUE, lookups };
  };
  // Adding and refreshing spend the YouTube allowance everyone shares: a confirmed address first.
  if ((input.intent === "add" || input.intent === "refresh") && mustConfirmEmail(user)) {
    return data(
      { intent: input.intent, message: null, error: VERIFY_REQUIRED, candidates: null, submitted: null },
      { status: 403 },
    );
  }
  switch (input.intent) {
    case "add": {
      const submitted = (input.channel ?? "").slice(0, 2048);
      const { status, ...result } = await addCompetitor(await deps("channel-start"), user, input.channel);
      // A refused entry, or a name whose matches are on offer, stays in the field.
      const kept = result.error || result.candidates ? submitted.trim() : null;
      return data({ intent: input.intent, ...result, submitted: kept }, { status });
    }
    case "toggle": {
      const { status, ...result } = await setCompetitorActive(db, user, input.channelId, input.active === "true");
      return data({ intent: input.intent, ...result, candidates: null, submitted: null }, { status });
    }
    case "remove": {
      const { status, ...result } = await removeCompetitor(db, user, input.channelId, forgetCommentScores);
      return data({ intent: input.intent, ...result, candidates: null, submitted: null }, { status });
    }
    case "refresh": {
      // A refresh that failed or had no competitor to read analysed nothing: it does not count.
      try {
        const { status, ...result } = await refreshCompetitorsMetered(
          await deps("competitor-refresh"),
          await viewerOf(db, user),
          user,
        );
        return data({ intent: input.intent, ...result, candidates: null, submitted: null }, { status });
      } catch (error) {
        return answerRefusal(error, (message) => ({
          intent: input.intent,
          message: null,
          error: message,
          candidates: null,
          submitted: null,
        }));
      }
    }
  }
}

export default function CompetitorMonitorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { channels, stats, videos, totalVideos, showAll, reportError, isDemo } = loaderData;
  const refusal = useRunRefusal();
  const addResult = actionData?.intent === "add" ? actionData : null;
  const otherResult = actionData && actionData.intent !== "add" ? actionData : null;
  const candidates = addResult?.candidates ?? null;
  const added = addResult && !addResult.error && !candidates ? addResult.message : null;
  const activeCount = channels.filter((c) => c.isActive).length;
  const syncing = channels.some(isSyncing);

  const statTiles = [
    {
      label: "Videos Tracked",
      value: stats ? wholeNumber(stats.totalVideosTracked) : "—",
      hint: `from ${activeCount} active channel${activeCount === 1 ? "" : "s"}`,
    },
    {
      label: "Avg Views per Video",
      value: stats && stats.totalVideosTracked > 0 ? compactNumber(stats.avgViewsPerVideo) : "—",
    },
    {
      label: "Top Performing Channel",
      value: <span className="text-base">{stats?.topPerformingChannel ?? "—"}</span>,
      hint: "most views per tracked video",
    },
    {
      label: "Last Updated",
      value: stats?.lastUpdated ? <RelativeAge iso={stats.lastUpdated} /> : "—",
      hint: stats?.lastUpdated ? "newest statistics snapshot" : "No data yet",
    },
  ];

  return (
    <ToolPage
      title="Competitor Monitor"
      intro="Track the channels in your niche and see which of their videos beat their own normal, and why."
      steps={[
        {
          title: "Track",
          body: "Add the channels you compete with by @handle, link or name (a name search lets you pick the right channel). Active channels refresh once a day.",
        },
        {
          title: "Detect",
          body: "Every upload is compared with the median views of the channel's last 30 uploads at the same age: its outlier score.",
        },
        {
          title: "Learn",
          body: "Outliers come with what they did differently from the channel's usual: title, length, topic, timing.",
        },
      ]}
      stats={statTiles}
      bestPractices={{
        items: [
          "Monitor 3-5 channels close to your size and topic.",
          "Study outliers, not averages: they show what the audience wants now.",
          "Look for patterns across several outliers before copying a single one.",
          "Borrow the idea, never the packaging: make it yours.",
        ],
      }}
    >
      <div className="space-y-4">
        <Card className="space-y-4">
          <div>
            <h2 className="text-lg font-semibold">Monitored channels</h2>
            {channels.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                No competitor channels yet. Add the channels you want to follow: {PRODUCT_NAME} reads their uploads and
                statistics through the YouTube Data API and tells you which videos beat their channel&apos;s normal.
              </p>
            ) : null}
          </div>
          {otherResult?.error
            ? (refusalOf(otherResult.error).notice ?? <ErrorBox>{otherResult.error}</ErrorBox>)
            : null}
          {actionData?.message && !candidates ? (
            <p
              role="status"
              className="rounded-lg bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100"
            >
              {actionData.message}
            </p>
          ) : null}
          <CompetitorChannelList channels={channels} readOnly={refusal !== null} />
          {isDemo ? <DemoNote /> : null}
          {/* Adding, pausing and removing channels are the role's to refuse too: a viewer reads the list. */}
          {refusal ? null : (
            <AddChannelForm error={addResult?.error} submitted={addResult?.submitted} addedToken={added} />
          )}
          {candidates && addResult?.submitted ? (
            <ChannelCandidates name={addResult.submitted} message={addResult.message} candidates={candidates} />
          ) : null}
          {channels.length > 0 ? <RefreshPanel channels={channels} refusal={refusal} /> : null}
        </Card>

        <ToolResults
          error={reportError}
          errorTitle="Analysis Error"
          isEmpty={videos.length === 0}
          empty={
            channels.length === 0
              ? {
                  title: "No competitor channels yet",
                  body: "Add 3-5 channels above. Once their uploads are in, the videos that beat their channel's normal show here.",
                }
              : activeCount === 0
                ? { title: "All channels are paused", body: "Switch a channel to Active to see its videos here." }
                : syncing
                  ? {
                      title: "Syncing your competitors' uploads",
                      body: "Their videos and statistics are on their way; this list fills in by itself when the sync finishes.",
                    }
                  : {
                      title: "No videos tracked yet",
                      body: "Press Refresh to pull the active channels' recent uploads.",
                    }
          }
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold">Videos by outlier score</h2>
            <DownloadLink href={href("/competitor-monitor/videos.csv")} size="sm">
              Export all videos (CSV)
            </DownloadLink>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {showAll || totalVideos <= videos.length ? (
                `All ${wholeNumber(totalVideos)} tracked videos`
              ) : (
                <>
                  The {videos.length} strongest of {wholeNumber(totalVideos)} ·{" "}
                  <Link to="?show=all" className="font-semibold text-brand-700 underline dark:text-brand-400">
                    Show all
                  </Link>
                </>
              )}
            </p>
          </div>
          <CompetitorVideoCards videos={videos} />
          <Card>
            <details>
              <summary className="cursor-pointer font-semibold">How the numbers are measured</summary>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
                <li>
                  Outlier score: a video&apos;s views divided by the median views of the channel&apos;s last 30
                  comparable uploads (Shorts with Shorts) when they were the same age. 2.0× means twice the
                  channel&apos;s normal.
                </li>
                <li>
                  Views per hour: the gain between the two latest statistics readings, divided by the hours between
                  them; for a video read only once, its views divided by the hours from upload to that reading. Each
                  card says which.
                </li>
                <li>Trend score: where the outlier score ranks among all tracked videos, from 0 to 100.</li>
                <li>
                  Why it works and key takeaways: only differences measured against the channel&apos;s own uploads
                  (title length and pattern, numbers, questions, duration, a topic new to the channel, publish day and
                  hour).
                </li>
              </ul>
            </details>
          </Card>
        </ToolResults>
      </div>
    </ToolPage>
  );
}
