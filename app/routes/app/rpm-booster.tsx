import { answerRefusal } from "~/lib/refusal.server";
import { Form, data, href, redirect, useNavigation } from "react-router";
import { ToolPage, ToolResults } from "~/components/tool-page/tool-page";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { getEnv } from "~/context";
import { AnalysisPanel } from "~/features/rpm-booster/components/analysis-panel";
import { EarlierAnalyses } from "~/features/rpm-booster/components/earlier-analyses";
import { ImportGuide } from "~/features/rpm-booster/components/import-guide";
import { MeasuredNotes } from "~/features/rpm-booster/components/measured-notes";
import { RecommendationCard } from "~/features/rpm-booster/components/recommendation-card";
import { dailyRevenueText, sourceText } from "~/features/rpm-booster/components/source-line";
import { RPM_ERROR_TITLE, RPM_FAILED_ERROR, UNKNOWN_ACTION_ERROR } from "~/features/rpm-booster/index";
import { MISSING_ALL } from "~/features/rpm-booster/index";
import { rpmPage } from "~/features/rpm-booster/index.server";
import { runRpmAnalysis } from "~/features/rpm-booster/index.server";
import { parseAnalyzeForm } from "~/features/rpm-booster/index.server";
import { refusalOf } from "~/features/billing/components/locked-feature";
import { viewerOf } from "~/features/billing/index.server";
import { RunAllowanceNote, useRunRefusal } from "~/components/app-shell/run-allowance-note";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { formatMoney as dollars, lastRunText, wholeNumber } from "~/lib/format";
import { useViewerFormat } from "~/lib/use-viewer-format";
import type { Route } from "./+types/rpm-booster";
import { log } from "~/lib/log.server";

export const meta: Route.MetaFunction = () => [{ title: `RPM Booster · ${PRODUCT_NAME}` }];

const CSV_HREF = href("/rpm-booster/videos.csv");

// The CSV download is a resource route (/rpm-booster/videos.csv); the old ?format=csv link still
// works: it is sent there. Any other value of format renders the page.
const oldCsvLink: Route.MiddlewareFunction = ({ request }, next) => {
  if (request.method !== "GET" || new URL(request.url).searchParams.get("format") !== "csv") return next();
  throw redirect(CSV_HREF, 302);
};

export const middleware: Route.MiddlewareFunction[] = [oldCsvLink];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const page = await rpmPage(getDb(getEnv(context)), user.teamChannelId);
  return { isDemo: user.isDemo, now: new Date().toISOString(), ...page };
}

type ActionResult = { error: string | null };

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  if (!parseAnalyzeForm(form)) return data<ActionResult>({ error: UNKNOWN_ACTION_ERROR }, { status: 400 });
  const db = getDb(getEnv(context));
  const now = new Date();
  try {
    await runRpmAnalysis(db, await viewerOf(db, user, now), now);
    return data<ActionResult>({ error: null });
  } catch (error) {
    return answerRefusal(
      error,
      (message): ActionResult => ({ error: message }),
      () => {
        log.error("rpm-booster.failed", { error });
        return data<ActionResult>({ error: RPM_FAILED_ERROR }, { status: 500 });
      },
    );
  }
}

export default function RpmBoosterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { latest, earlier, stats, source, stale, isDemo } = loaderData;
  const now = new Date(loaderData.now);
  const viewerFormat = useViewerFormat();
  const refusal = useRunRefusal();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "analyze";
  const result = actionData as ActionResult | undefined;
  const analysis = latest?.analysis ?? null;
  const hasRevenue = source.kind !== "none";
  // What to import: the newest run's own sentence, or before any run the engine's sentence for no data.
  const missing = latest ? latest.missing : hasRevenue ? null : MISSING_ALL;

  const statTiles = [
    {
      label: "Current RPM",
      value: analysis ? dollars(analysis.currentRPM) : "—",
      hint: analysis ? `last 28 days, to ${viewerFormat.calendarDay(analysis.window.to)}` : "No data yet",
    },
    {
      label: "Your Median RPM",
      value: analysis?.channelMedianRPM != null ? dollars(analysis.channelMedianRPM) : "—",
      hint: "per-video median, shown instead of an industry average: no published figure is authoritative",
    },
    {
      label: "Potential Increase",
      value: analysis ? `+${dollars(analysis.potentialMonthlyIncrease)}` : "—",
      hint: analysis ? "per 28 days, upper bound" : "No data yet",
    },
    {
      label: "Total Analyses",
      value: wholeNumber(stats.totalAnalyses),
      hint: `last: ${lastRunText(stats.lastAnalyzed, now)}`,
    },
  ];

  return (
    <ToolPage
      title="RPM Booster"
      intro={
        <>
          See what earns you the most per thousand views, and what to change to earn more. Every figure comes from your
          own revenue (YouTube Studio exports, or YouTube Analytics through your Google connection); every
          recommendation shows the numbers behind it and what it would be worth.
          {isDemo ? " The demo analyses the sample channel's generated revenue." : null}
        </>
      }
      steps={[
        {
          title: "Import",
          body: "Import your YouTube Studio export with estimated revenue and RPM, per video and per day.",
        },
        {
          title: "Break down",
          body: "RPM now and its trend, then by video length, topic, Shorts share and season, against your own median.",
        },
        {
          title: "Improve",
          body: "Recommendations with the projected RPM and the gain per 28 days each one is worth.",
        },
      ]}
      stats={statTiles}
      bestPractices={{
        items: [
          "Place mid-rolls in videos over 8 minutes at natural breaks.",
          "Plan your highest-value topics for Q4, when advertisers pay most.",
          "Judge RPM over a full 28 days or a quarter, not a single week: one viral video can swing it.",
          "Compare your RPM with your own median and best videos; published “RPM by niche” figures are unsourced.",
          "Re-import your Studio export monthly and analyze again to see whether a change paid off.",
        ],
      }}
    >
      <div className="space-y-6">
        <Card>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="min-w-0">
              <h2 className="text-lg font-semibold">Analyze your RPM</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {!hasRevenue
                  ? "No revenue data imported yet: the analysis will say what to import."
                  : analysis
                    ? source.googleDays > 0 && source.importedAt === null
                      ? "Analyze again once your Google connection has brought in a few more weeks of revenue to see whether a change paid off."
                      : "Analyze again after each new Studio import to see whether a change paid off."
                    : sourceText(source, viewerFormat)}
              </p>
            </div>
            <Form method="post" aria-label="Analyze RPM">
              <input type="hidden" name="intent" value="analyze" />
              <Button type="submit" disabled={busy || refusal !== null}>
                {busy ? "Analyzing..." : "Analyze RPM"}
              </Button>
              <RunAllowanceNote />
            </Form>
          </div>
          {stale && latest ? (
            <p className="mt-3 text-sm text-amber-800 dark:text-amber-300" role="status">
              Revenue data was imported after this analysis ({viewerFormat.date(latest.createdAt)}). Analyze RPM again
              to include it.
            </p>
          ) : null}
        </Card>

        {missing && !busy ? <ImportGuide missing={missing} /> : null}

        <ToolResults
          busy={busy}
          busyLabel="Analyzing your revenue data…"
          {...refusalOf(result?.error)}
          errorTitle={RPM_ERROR_TITLE}
          isEmpty={!latest}
          empty={{
            title: "No analysis yet",
            body: hasRevenue
              ? "Click Analyze RPM to measure your RPM and find what would raise it. Your last 5 analyses are kept."
              : "Import your revenue first (see above), then click Analyze RPM.",
          }}
        >
          {latest ? (
            <div className="space-y-6">
              {analysis ? (
                <AnalysisPanel
                  analysis={analysis}
                  run={`Analysis #${latest.totalAnalyses}, ${lastRunText(latest.createdAt, now)}`}
                  source={sourceText(source, viewerFormat)}
                  dailyOrigin={dailyRevenueText(source)}
                  csvHref={source.videosWithRevenue > 0 ? CSV_HREF : null}
                />
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  Analysis #{latest.totalAnalyses}, {lastRunText(latest.createdAt, now)}: no analysis, the revenue data
                  is missing.
                </p>
              )}
              {analysis ? (
                <section aria-labelledby="rpm-recommendations" className="space-y-4">
                  <h2 id="rpm-recommendations" className="text-lg font-semibold">
                    Recommendations ({latest.recommendations.length})
                  </h2>
                  {latest.recommendations.length > 0 ? (
                    latest.recommendations.map((item) => <RecommendationCard key={item.id} item={item} />)
                  ) : (
                    <p className="text-sm text-slate-700 dark:text-slate-300">
                      None of the measured drivers shows a clear gain for your channel right now; what was checked is
                      listed below.
                    </p>
                  )}
                </section>
              ) : null}
              <MeasuredNotes checked={latest.checked} notMeasured={latest.notMeasured} />
              <EarlierAnalyses runs={earlier} />
            </div>
          ) : null}
        </ToolResults>
      </div>
    </ToolPage>
  );
}
