import { isAppError } from "~/lib/errors";
import { answerRefusal } from "~/lib/refusal.server";
import { useState } from "react";
import { Form, data, href, redirect, useNavigation } from "react-router";
import { ToolPage, ToolResults } from "~/components/tool-page/tool-page";
import { DownloadLink } from "~/components/ui/download-link";
import { RunRefusalNote, useRunRefusal } from "~/components/app-shell/run-allowance-note";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import { getEnv } from "~/context";
import { SeriesCard } from "~/features/series-planner/components/series-card";
import { MAX_TITLE_CHARACTERS, SERIES_MESSAGES } from "~/features/series-planner/index";
import { seriesFormSchema } from "~/features/series-planner/index.server";
import {
  addPlannedVideo,
  addUpload,
  createSeries,
  deleteSeries,
  editVideo,
  estimateViews,
  moveVideo,
  removeVideo,
  seriesPage,
  seriesTitleOf,
} from "~/features/series-planner/index.server";
import { refusalOf } from "~/features/billing/components/locked-feature";
import { viewerOf } from "~/features/billing/index.server";
import { analyzeSeriesLibrary } from "~/features/series-planner/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { countOf, lastRunText, wholeNumber } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/series-planner";
import { log } from "~/lib/log.server";
import { withQuery } from "~/lib/links";
import { firstIssue, formFields, parseForm } from "~/lib/validation";

export const meta: Route.MetaFunction = () => [{ title: `Series Planner · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const now = new Date();
  const page = await seriesPage(getDb(getEnv(context)), user.teamChannelId, now);
  // One series open at a time, named in the URL so it works without JavaScript.
  const wanted = new URL(request.url).searchParams.get("open");
  const open = page.series.some((s) => s.id === wanted) ? wanted : null;
  return { isDemo: user.isDemo, now: now.toISOString(), open, ...page };
}

type ActionResult = { intent: string; error: string; seriesId: string | null; title: string };

/** Back to the page with the series open, scrolled to it (or to the video that was changed). */
const backTo = (seriesId: string, anchor = `series-${seriesId}`) =>
  redirect(withQuery(href("/series-planner"), { open: seriesId }, anchor));

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  const db = getDb(getEnv(context));
  const now = new Date();
  // What was sent comes back with a refusal (cut to what the page shows), so the form keeps it.
  const sent = formFields(form);
  const intent = String(sent.intent ?? "").slice(0, 40);
  const refused = (
    error: string,
    seriesId: string | null = typeof sent.seriesId === "string" ? sent.seriesId.slice(0, 64) : null,
  ): ActionResult => ({ intent, error, seriesId, title: String(sent.title ?? "").slice(0, 200) });
  const refuse = (error: string, status: number, seriesId?: string | null) =>
    data<ActionResult>(refused(error, seriesId), { status });
  /** Runs an edit: back to the series it changed, or its refusal beside the form. */
  const answer = async (edit: () => Promise<string>, anchor?: string) => {
    try {
      return backTo(await edit(), anchor);
    } catch (error) {
      return answerRefusal(error, (message) => refused(message));
    }
  };

  const parsed = parseForm(form, seriesFormSchema);
  if (!parsed.success) return refuse(firstIssue(parsed.error), 400);
  const input = parsed.data;
  const ws = user.teamChannelId;
  switch (input.intent) {
    case "analyze": {
      try {
        await analyzeSeriesLibrary(db, await viewerOf(db, user, now), now);
        return redirect("/series-planner");
      } catch (error) {
        if (isAppError(error)) return refuse(error.message, error.status, null);
        log.error("series-planner-analyze.failed", { error });
        return refuse(SERIES_MESSAGES.analysisFailed, 500, null);
      }
    }
    case "add-series":
      return answer(() => createSeries(db, ws, input.title, now));
    case "delete-series": {
      try {
        await deleteSeries(db, ws, input.seriesId);
        return redirect("/series-planner");
      } catch (error) {
        return answerRefusal(error, (message) => refused(message));
      }
    }
    case "add-upload":
      return answer(() => addUpload(db, ws, input.seriesId, input.videoId, now));
    case "add-planned": {
      const seriesTitle = await seriesTitleOf(db, ws, input.seriesId);
      if (seriesTitle === null) return refuse(SERIES_MESSAGES.seriesNotFound, 404);
      const estimate = await estimateViews(db, ws, input.title, seriesTitle, now);
      try {
        const added = await addPlannedVideo(db, ws, {
          seriesId: input.seriesId,
          title: input.title,
          description: input.description,
          estimatedViews: estimate.text,
        });
        return backTo(added.seriesId, `video-${added.videoId}`);
      } catch (error) {
        return answerRefusal(error, (message) => refused(message));
      }
    }
    case "edit-video":
      return answer(
        () =>
          editVideo(
            db,
            ws,
            input.seriesId,
            input.entryId,
            {
              title: input.title,
              description: input.description,
              status: input.status,
              publishDate: input.publishDate,
            },
            now,
          ),
        `video-${input.entryId}`,
      );
    case "move-video":
      return answer(
        () => moveVideo(db, ws, input.seriesId, input.entryId, input.direction, now),
        `video-${input.entryId}`,
      );
    case "remove-video":
      return answer(() => removeVideo(db, ws, input.seriesId, input.entryId, now));
  }
}

function AddSeriesForm({ busy, result }: { busy: boolean; result: ActionResult | undefined }) {
  // The button waits for a non-blank title only where JavaScript can enable it again (spec §5).
  const hydrated = useHydrated();
  const refused = result?.intent === "add-series" ? result : undefined;
  const [title, setTitle] = useState(refused?.title ?? "");
  return (
    <Form
      method="post"
      action="/series-planner"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      aria-label="Add a series"
    >
      <input type="hidden" name="intent" value="add-series" />
      <TextField
        label="New series title"
        name="title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        maxLength={MAX_TITLE_CHARACTERS}
        placeholder="e.g. Van Build From Scratch"
        aria-required="true"
        disabled={busy}
        error={refused?.error ?? null}
        className="min-w-0 flex-1"
      />
      <Button type="submit" disabled={busy || (hydrated && title.trim().length === 0)} className="sm:mb-0.5">
        Add Series
      </Button>
    </Form>
  );
}

export default function SeriesPlannerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { series, stats, uploads, open, hasChannel, cadenceDays, lastAnalysedAt, lastAnalysis, isDemo } = loaderData;
  const now = new Date(loaderData.now);
  const refusal = useRunRefusal();
  const readOnly = refusal !== null;
  const navigation = useNavigation();
  const posting = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const analyzing = posting && navigation.formData?.get("intent") === "analyze";
  const result = actionData as ActionResult | undefined;
  // A refusal shows where it happened: under the add-series field, on the series' card, or above the list.
  const onCard =
    result !== undefined &&
    result.intent !== "analyze" &&
    result.intent !== "add-series" &&
    series.some((s) => s.id === result.seriesId);
  const topError = result && result.intent !== "add-series" && !onCard ? result.error : null;
  const cardError = (id: string) => (onCard && result?.seriesId === id ? result.error : null);

  const statTiles = [
    { label: "Total Series", value: wholeNumber(stats.totalSeries) },
    { label: "Planned Videos", value: wholeNumber(stats.plannedVideos), hint: "not yet published" },
    { label: "Published Videos", value: wholeNumber(stats.publishedVideos) },
    {
      label: "Avg Completion",
      value: stats.avgCompletion === null ? "—" : `${stats.avgCompletion}%`,
      hint:
        stats.seriesWithPlan === stats.totalSeries
          ? "published ÷ all videos, per series"
          : `published ÷ all videos, over the ${countOf(stats.seriesWithPlan, "series", "series")} with videos planned`,
    },
  ];

  return (
    <ToolPage
      title="Series Planner"
      intro={
        <>
          Group your videos into series that keep viewers watching, and plan the next ones. Series are found in your own
          library by their titles and topics, and measured: views, watch time, how viewers flow from part to part and
          what they ask for next.
          {isDemo ? " The demo plans the sample channel." : null}
        </>
      }
      steps={[
        {
          title: "Analyze",
          body: "Numbered titles (Part 2, #4, Episode 5), shared title prefixes and topic clusters of your uploads become series.",
        },
        {
          title: "Order",
          body: "Each series lists its videos in order, with its viewer flow, watch time and the episodes viewers ask for.",
        },
        {
          title: "Plan",
          body: "Add, edit, reorder and schedule videos; the forecaster estimates the next episode's views.",
        },
      ]}
      stats={statTiles}
      bestPractices={{
        items: [
          "Aim for 4-8 videos per series: long enough to build a habit, short enough to finish.",
          "Release episodes 3-7 days apart, so viewers remember the last one.",
          "Number your parts in the title (“Part 3”): viewers and YouTube's suggestions find the next one.",
          "End each episode with a link to the next, and put the series in a playlist.",
          "Watch the viewer flow: a steep drop after part 1 means the series promise needs work.",
        ],
      }}
    >
      <div className="space-y-6">
        <Card className="space-y-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="row-title">
              <h2 className="text-lg font-semibold">Find series in your library</h2>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {hasChannel
                  ? `Analyzing again adds new uploads to their series and updates the numbers; your planned videos and edits are kept. Last analysed: ${lastRunText(lastAnalysedAt, now)}.`
                  : "Connect your YouTube channel in Account Settings to find series in your library. You can add a series by hand meanwhile."}
                {cadenceDays !== null
                  ? ` Your channel uploads a long-form video every ${cadenceDays < 1.5 ? "day" : countOf(Math.round(cadenceDays), "day")} (median).`
                  : ""}
              </p>
              {/* What the last run found, or that it found none and why: said even when nothing was found. */}
              {hasChannel && lastAnalysis ? (
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="last-analysis">
                  {lastAnalysis.summary}
                </p>
              ) : null}
            </div>
            <Form method="post" action="/series-planner">
              <input type="hidden" name="intent" value="analyze" />
              <Button type="submit" disabled={posting || readOnly}>
                {analyzing ? "Analyzing..." : "Analyze Library"}
              </Button>
              <RunRefusalNote />
            </Form>
          </div>
          {/* Adding, editing and deleting series are the role's to refuse too: a viewer reads them. */}
          {readOnly ? null : (
            <AddSeriesForm key={`${stats.totalSeries}-${result?.error ?? ""}`} busy={posting} result={result} />
          )}
        </Card>
        <ToolResults
          busy={analyzing}
          busyLabel="Grouping your uploads into series and measuring them…"
          {...refusalOf(topError)}
          errorTitle={result?.intent === "analyze" ? SERIES_MESSAGES.analysisErrorTitle : "Could not save"}
          isEmpty={series.length === 0}
          empty={{
            title: hasChannel && lastAnalysis?.found === 0 ? "No series found in your library" : "No series yet",
            body: !hasChannel
              ? "Connect your YouTube channel in Account Settings so Vidwise can group your library into series, or add a series by hand above."
              : lastAnalysis?.found === 0
                ? `${lastAnalysis.summary} Number the parts of a series in their titles (“Part 2”) or give them a shared prefix (“Van Build: …”) and the next analysis finds them; or add a series by hand above.`
                : "Press Analyze Library to group your uploads into series, or add a series by hand above.",
            action: hasChannel ? undefined : <ButtonLink to="/account">Go to Account Settings</ButtonLink>,
          }}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold">Your series</h2>
            <DownloadLink href={href("/series-planner/series.csv")} size="sm">
              Export series (CSV)
            </DownloadLink>
          </div>
          <div className="space-y-4">
            {series.map((s) => (
              <SeriesCard
                key={s.id}
                series={s}
                open={s.id === open}
                uploads={uploads}
                busy={posting}
                readOnly={readOnly}
                error={cardError(s.id)}
              />
            ))}
          </div>
        </ToolResults>
      </div>
    </ToolPage>
  );
}
