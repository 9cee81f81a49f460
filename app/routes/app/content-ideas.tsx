import { answerRefusal } from "~/lib/refusal.server";
import { Form, data, href, useNavigation } from "react-router";
import { ToolPage, ToolResults } from "~/components/tool-page/tool-page";
import { DownloadLink } from "~/components/ui/download-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { getEnv } from "~/context";
import { AnalyzedPanel } from "~/features/content-ideas/components/analyzed-panel";
import { IdeaCard } from "~/features/content-ideas/components/idea-card";
import { dismissIdea, ideaForSeries, ideasPage, weeklyBatchFailure } from "~/features/content-ideas/index.server";
import { GENERATE_ERROR_TITLE, GENERATE_FAILED_ERROR, NO_EVIDENCE_MESSAGE } from "~/features/content-ideas/index";
import { ideasForm } from "~/features/content-ideas/index.server";
import { addPlannedVideo, listSeriesChoices } from "~/features/series-planner/index.server";
import { refusalOf } from "~/features/billing/components/locked-feature";
import { viewerOf } from "~/features/billing/index.server";
import { generateIdeaBatch } from "~/features/content-ideas/index.server";
import { RunAllowanceNote, useRunRefusal } from "~/components/app-shell/run-allowance-note";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { lastRunText, wholeNumber } from "~/lib/format";
import { useViewerFormat } from "~/lib/use-viewer-format";
import type { Route } from "./+types/content-ideas";
import { log } from "~/lib/log.server";
import { firstIssue, formFields, parseForm } from "~/lib/validation";

export const meta: Route.MetaFunction = () => [{ title: `Content Idea Generator · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const db = getDb(getEnv(context));
  const now = new Date();
  const [page, series, weeklyFailure] = await Promise.all([
    ideasPage(db, user.teamChannelId, now),
    listSeriesChoices(db, user.teamChannelId),
    weeklyBatchFailure(db, user.teamChannelId, now),
  ]);
  return { isDemo: user.isDemo, now: now.toISOString(), ...page, series, weeklyFailure };
}

type ActionResult = { intent: string; error: string | null; message: string | null };

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const env = getEnv(context);
  const db = getDb(env);
  const form = await request.formData();
  // The intent as sent comes back with every answer: the page shows it beside its button.
  const intent = String(formFields(form).intent ?? "");
  const answer = (result: Omit<ActionResult, "intent">, status = 200) =>
    data<ActionResult>({ intent, ...result }, { status });
  const refused = (message: string): ActionResult => ({ intent, error: message, message: null });

  const parsed = parseForm(form, ideasForm);
  if (!parsed.success) return answer({ error: firstIssue(parsed.error), message: null }, 400);
  const input = parsed.data;
  switch (input.intent) {
    case "generate": {
      try {
        // Metered by the use-case: a batch with no evidence analysed nothing and does not count.
        const now = new Date();
        const outcome = await generateIdeaBatch(db, await viewerOf(db, user, now), now, env.SYNC_QUEUE);
        if (!outcome.batch)
          return answer({ error: null, message: `${NO_EVIDENCE_MESSAGE} ${outcome.missing.join(" ")}`.trim() });
        return answer({ error: null, message: null });
      } catch (error) {
        return answerRefusal(error, refused, () => {
          log.error("content-ideas.failed", { intent, error });
          return answer({ error: GENERATE_FAILED_ERROR, message: null }, 500);
        });
      }
    }
    case "dismiss": {
      try {
        return answer({ error: null, message: await dismissIdea(db, user.teamChannelId, input.ideaId) });
      } catch (error) {
        return answerRefusal(error, refused);
      }
    }
    case "save-series": {
      try {
        // Composed here: the idea (Content Ideas) becomes a planned video (Series Planner).
        const found = await ideaForSeries(db, user.teamChannelId, input.ideaId);
        // "new" is the select's choice of a new series, named by newSeriesTitle.
        const seriesId = input.seriesId === "new" ? null : input.seriesId;
        await addPlannedVideo(db, user.teamChannelId, {
          seriesId,
          newSeriesTitle: input.newSeriesTitle,
          ...found.plannedVideo,
        });
        return answer({ error: null, message: found.savedMessage });
      } catch (error) {
        return answerRefusal(error, refused);
      }
    }
  }
}

export default function ContentIdeasPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hasChannel, batch, ideas, stats, series, isDemo, forecastNote } = loaderData;
  const now = new Date(loaderData.now);
  const { weekdayDateTime, relative } = useViewerFormat();
  const refusal = useRunRefusal();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const generating = submitting && navigation.formData?.get("intent") === "generate";
  const result = actionData as ActionResult | undefined;
  // This week's automatic batch gave up: said until a batch (Generate New Ideas) arrives.
  const generateError = result?.intent === "generate" ? result.error : loaderData.weeklyFailure;
  const otherError = result && result.intent !== "generate" ? result.error : null;
  const analyzed = stats.analyzed;

  const statTiles = [
    { label: "Total Generated", value: wholeNumber(stats.totalGenerated), hint: "ideas over every batch" },
    { label: "Last Generated", value: lastRunText(stats.lastGenerated, now) },
    {
      label: "Next Batch",
      // "in 3 days", "in 5 hours" in the viewer's language; the hint gives the time itself.
      value: stats.nextBatch ? relative(stats.nextBatch, now) : "—",
      hint: stats.nextBatch ? `${weekdayDateTime(stats.nextBatch)} · ${stats.nextBatchNote}` : stats.nextBatchNote,
    },
    {
      label: "Trends Analyzed",
      value: stats.trendsAnalyzed === null ? "—" : wholeNumber(stats.trendsAnalyzed),
      // One kind of thing: the keyword trends read. The batch's other sources are counted apart in
      // "What this batch looked at", never added in.
      hint: !analyzed
        ? "No data yet"
        : analyzed.trends === null
          ? "not counted for this batch: generate a new one"
          : "keyword trends read (rising and seasonal keywords); other sources below",
    },
  ];

  return (
    <ToolPage
      title="Content Idea Generator"
      intro={
        <>
          What to make next, ranked by evidence from your own data: what your viewers ask for, topics where you beat
          your median, competitor outliers on topics you have not covered, thin markets and rising or seasonal keywords.
          Each idea shows its evidence, a forecast and the best time to publish. A new batch of 3 arrives every Monday.
          {isDemo ? " The demo builds ideas from the sample channel." : null}
        </>
      }
      steps={[
        {
          title: "Gather",
          body: "Viewer requests and questions, your topics' relative views, competitor outliers, market searches and trends.",
        },
        {
          title: "Rank",
          body: "Score = demand evidence (log-scaled) × freshness; near-duplicates, covered and dismissed topics are dropped.",
        },
        {
          title: "Plan",
          body: "Titles in your measured patterns, a forecast range, difficulty from similar uploads, and save to a series.",
        },
      ]}
      stats={statTiles}
      bestPractices={{
        title: "Tips",
        items: [
          "Prefer ideas backed by more than one kind of evidence: requests plus a competitor outlier beat either alone.",
          "Open the evidence: reply to the viewers who asked when the video is out.",
          "Dismiss what you will never make; it will not come back.",
          "Test a new topic as a Short before committing a long video.",
        ],
      }}
    >
      <div className="space-y-6">
        <Card>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="min-w-0">
              <h2 className="text-lg font-semibold">Generate New Ideas</h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {hasChannel
                  ? "Builds 3 new ideas from your channel's data now and replaces the list; topics of the current list wait while others remain."
                  : "Connect your channel first: ideas are built from its data."}
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="generate" />
              <Button type="submit" disabled={submitting || !hasChannel || refusal !== null}>
                {generating ? "Generating..." : "Generate New Ideas"}
              </Button>
              <RunAllowanceNote />
            </Form>
          </div>
        </Card>

        {result?.message ? (
          <p
            role="status"
            className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900 dark:border-green-900 dark:bg-green-950 dark:text-green-200"
          >
            {result.message}
          </p>
        ) : null}
        {otherError ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
          >
            {otherError}
          </p>
        ) : null}

        <ToolResults
          busy={generating}
          busyLabel="Gathering evidence and ranking ideas…"
          {...refusalOf(generateError)}
          errorTitle={GENERATE_ERROR_TITLE}
          isEmpty={ideas.length === 0}
          empty={
            !hasChannel
              ? {
                  title: "Ideas need your channel's data",
                  body: "Connect your YouTube channel in Account Settings; ideas are built from your comments, your videos' performance, your competitors and your topic's trends.",
                  action: <ButtonLink to="/account">Go to Account Settings</ButtonLink>,
                }
              : !batch
                ? { title: "No ideas yet", body: "Press Generate New Ideas for a batch now, or wait for Monday's." }
                : batch.ideas.length > 0
                  ? {
                      title: "No ideas left in this batch",
                      body: "You dismissed every idea of this batch: press Generate New Ideas for more.",
                    }
                  : {
                      title: "No topic had enough evidence",
                      body: "This batch found nothing to rank: see the sources not included yet below.",
                    }
          }
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold">Your ideas</h2>
            <DownloadLink href={href("/content-ideas/ideas.csv")} size="sm">
              Export ideas (CSV)
            </DownloadLink>
          </div>
          {forecastNote ? (
            <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="ideas-forecast-note">
              {forecastNote}
            </p>
          ) : null}
          <div className="space-y-4">
            {ideas.map((idea) => (
              <IdeaCard key={idea.id} idea={idea} series={series} busy={submitting} readOnly={refusal !== null} />
            ))}
          </div>
        </ToolResults>

        {analyzed ? <AnalyzedPanel analyzed={analyzed} /> : null}
      </div>
    </ToolPage>
  );
}
