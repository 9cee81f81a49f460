import { answerRefusal } from "~/lib/refusal.server";
import { Form, data, useNavigation } from "react-router";
import { ToolPage, ToolResults } from "~/components/tool-page/tool-page";
import { RunStatus } from "~/components/tool-page/run-status";
import { RunRefusalNote, useRunRefusal } from "~/components/app-shell/run-allowance-note";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ErrorBox } from "~/components/ui/error-box";
import { getEnv } from "~/context";
import { isFakeYouTube } from "~/features/channel-data/index.server";
import { optimizerForm, parseCreateTest, parseResults } from "~/features/thumbnail-optimizer/index.server";
import {
  createTest,
  deleteTest,
  listTests,
  readFromStudio,
  recordResults,
  testForResults,
  testVideoChoices,
} from "~/features/thumbnail-optimizer/index.server";
import { AbTestCard } from "~/features/thumbnail-optimizer/components/ab-test-card";
import { EffectsTable } from "~/features/thumbnail-optimizer/components/effects-table";
import { NewAbTestForm } from "~/features/thumbnail-optimizer/components/new-ab-test-form";
import { YouTubeTestForm } from "~/features/thumbnail-optimizer/components/youtube-test-form";
import { YouTubeThumbnailTestForm } from "~/features/thumbnail-optimizer/components/youtube-thumbnail-test-form";
import {
  applyVariant,
  readThumbnailUploads,
  startYouTubeTest,
  testEstimate,
} from "~/features/thumbnail-optimizer/index.server";
import { changesAllowed } from "~/features/youtube-actions/index.server";
import { SuggestionCard } from "~/features/thumbnail-optimizer/components/suggestion-card";
import {
  AB_TEST_ERROR_TITLE,
  ANALYSIS_ERROR_TITLE,
  ANALYSIS_FAILED_ERROR,
  SUGGESTED_VIDEOS,
} from "~/features/thumbnail-optimizer/index";
import { optimizerPage } from "~/features/thumbnail-optimizer/index.server";
import { analyzeThumbnails } from "~/features/thumbnail-optimizer/index.server";
import { thumbnailSource } from "~/features/thumbnail-optimizer/index.server";
import { refusalOf } from "~/features/billing/components/locked-feature";
import { viewerOf } from "~/features/billing/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { lastRunText, signedPercent, wholeNumber } from "~/lib/format";
import type { Route } from "./+types/thumbnail-optimizer";
import { log } from "~/lib/log.server";
import { firstIssue, formFields, parseForm } from "~/lib/validation";

export const meta: Route.MetaFunction = () => [{ title: `Thumbnail & Title Optimizer · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const db = getDb(getEnv(context));
  const [page, tests, choices, mayChange] = await Promise.all([
    optimizerPage(db, user.teamChannelId),
    listTests(db, user.teamChannelId),
    testVideoChoices(db, user.teamChannelId),
    changesAllowed(db, user.teamId, user.teamChannelId),
  ]);
  return { isDemo: user.isDemo, now: new Date().toISOString(), ...page, tests, choices, changesAllowed: mayChange };
}

type ActionResult = { intent: string; error: string | null; estimate?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const env = getEnv(context);
  const db = getDb(env);
  const form = await request.formData();
  // The intent as sent comes back with every answer: the page shows it beside its button.
  const intent = String(formFields(form).intent ?? "");
  const now = new Date();
  const refuse = (error: string, status: number) => data<ActionResult>({ intent, error }, { status });
  const done = () => data<ActionResult>({ intent, error: null });

  const parsed = parseForm(form, optimizerForm, { uploads: ["image"] });
  if (!parsed.success) return refuse(firstIssue(parsed.error), 400);
  const input = parsed.data;
  try {
    switch (input.intent) {
      case "analyze": {
        await analyzeThumbnails(
          db,
          await viewerOf(db, user, now),
          thumbnailSource({ offline: isFakeYouTube(env) }),
          now,
        );
        return done();
      }
      case "create-test": {
        const created = parseCreateTest(form);
        if (!created.ok) return refuse(created.error, 400);
        await createTest(db, user.teamChannelId, created.value, now);
        return done();
      }
      case "youtube-estimate":
      case "youtube-start": {
        const variants = [input.title0, input.title1, input.title2].filter((t) => t !== "");
        const ids = { teamId: user.teamId, teamChannelId: user.teamChannelId, userId: user.id };
        if (input.intent === "youtube-estimate") {
          const estimate = await testEstimate(env, db, ids, input.videoId, variants.length, now);
          return data<ActionResult>({ intent, error: null, estimate: estimate.text });
        }
        if (new Set(variants.map((t) => t.toLowerCase())).size !== variants.length)
          return refuse("The titles must differ.", 400);
        await startYouTubeTest(env, db, ids, { videoId: input.videoId, element: "title", variants }, now);
        return done();
      }
      case "youtube-thumbnail-estimate":
      case "youtube-thumbnail-start": {
        const ids = { teamId: user.teamId, teamChannelId: user.teamChannelId, userId: user.id };
        if (input.intent === "youtube-thumbnail-estimate") {
          // Sent without its files: each chosen file is its name.
          const chosen = input.image.filter((v) => (v instanceof File ? v.size > 0 : v !== "")).length;
          const estimate = await testEstimate(env, db, ids, input.videoId, Math.max(2, chosen), now, "thumbnail");
          return data<ActionResult>({ intent, error: null, estimate: estimate.text });
        }
        const images = await readThumbnailUploads(input.image);
        await startYouTubeTest(env, db, ids, { videoId: input.videoId, element: "thumbnail", images }, now);
        return done();
      }
      case "youtube-apply": {
        if (!input.testId) return refuse("That test does not exist.", 404);
        const ids = { teamId: user.teamId, teamChannelId: user.teamChannelId, userId: user.id };
        await applyVariant(env, db, ids, input.testId, input.variant, now);
        return done();
      }
      case "record-results":
      case "studio-fill":
      case "delete-test": {
        const testId = input.testId;
        if (!testId) return refuse("That test does not exist.", 404);
        if (input.intent === "delete-test") {
          await deleteTest(db, user.teamChannelId, testId);
          return done();
        }
        // Both buttons of the results form save what was typed; "studio-fill" then reads Studio
        // for the live dates just saved.
        const test = await testForResults(db, user.teamChannelId, testId);
        const results = parseResults(form, test.names, test.metric);
        if (!results.ok) return refuse(results.error, 400);
        await recordResults(db, user.teamChannelId, testId, results.value, now);
        if (input.intent === "studio-fill") await readFromStudio(db, user.teamChannelId, testId, now);
        return done();
      }
    }
  } catch (error) {
    return answerRefusal(
      error,
      (message): ActionResult => ({ intent, error: message }),
      () => {
        log.error("thumbnail-optimizer.failed", { intent, error });
        return refuse(ANALYSIS_FAILED_ERROR, 500);
      },
    );
  }
}

const RUN_STATUS_ID = "optimizer-run-status";

/** What the analysis does while the page waits for it: the steps the tool's own "How it works" lists. */
const analyzingMessage = (channelTitle: string) =>
  `Analyzing ${channelTitle}: measuring the title and thumbnail of each long-form video, then relating them to your click-through rate. The suggestions appear below when it is done.`;

export default function ThumbnailOptimizerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { channel, run, stats, tests, choices, isDemo, changesAllowed: mayChange } = loaderData;
  const now = new Date(loaderData.now);
  const refusal = useRunRefusal();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const pendingIntent = submitting ? String(navigation.formData?.get("intent") ?? "") : null;
  const analyzing = pendingIntent === "analyze";
  const result = actionData as ActionResult | undefined;
  const analysisError = result?.intent === "analyze" ? result.error : null;
  const testError = result && result.intent !== "analyze" ? result.error : null;
  const estimate = result?.intent === "youtube-estimate" ? (result.estimate ?? null) : null;
  const thumbnailEstimate = result?.intent === "youtube-thumbnail-estimate" ? (result.estimate ?? null) : null;
  const titles = new Map(choices.map((c) => [c.id, c.title]));

  const statTiles = [
    { label: "Total Optimizations", value: wholeNumber(stats.totalOptimizations) },
    {
      label: "Avg CTR Improvement",
      value: stats.avgCTRImprovement === null ? "—" : signedPercent(stats.avgCTRImprovement),
      hint:
        run && run.suggestions.length > 0 ? `measured effect, over the ${run.suggestions.length} shown` : "No data yet",
    },
    { label: "Videos Analyzed", value: wholeNumber(stats.videosAnalyzed), hint: "over every analysis" },
    { label: "Last Optimized", value: lastRunText(stats.lastOptimized, now) },
  ];

  return (
    <ToolPage
      title="Thumbnail & Title Optimizer"
      intro={
        <>
          Find out what makes your titles and thumbnails get clicked — measured on your own videos, with intervals —
          then test changes properly.
          {isDemo ? " The demo analyses the sample channel and its Studio numbers." : null}
        </>
      }
      steps={[
        {
          title: "Measure",
          body: "Title features and thumbnail image metrics are computed for every long-form video.",
        },
        { title: "Relate", body: "Each feature is compared with your CTR (or 7-day views) with a bootstrap interval." },
        {
          title: "Test",
          body: "Run an A/B test on one element and read its significance, interval and chance of being best.",
        },
      ]}
      stats={statTiles}
      bestPractices={{
        items: [
          "Keep titles under 60 characters so they are not cut on mobile.",
          "Run each test for at least 48 hours.",
          "Change one element at a time.",
        ],
      }}
    >
      <div className="space-y-6">
        {channel ? (
          <>
            <Card>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div>
                  <h2 className="text-lg font-semibold">Analyze {channel.title}</h2>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    Suggestions for your newest long-form videos (up to {SUGGESTED_VIDEOS}) that fall short of your
                    channel&apos;s usual CTR.
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="analyze" />
                  <Button
                    type="submit"
                    disabled={submitting || refusal !== null}
                    aria-busy={analyzing || undefined}
                    aria-describedby={RUN_STATUS_ID}
                  >
                    {analyzing ? "Analyzing..." : "Analyze"}
                  </Button>
                  <RunRefusalNote />
                </Form>
              </div>
              <RunStatus id={RUN_STATUS_ID} busy={analyzing} message={analyzingMessage(channel.title)} />
            </Card>
            <ToolResults
              busy={analyzing}
              busyLabel="Measuring your titles and thumbnails…"
              {...refusalOf(analysisError)}
              errorTitle={ANALYSIS_ERROR_TITLE}
              isEmpty={!run}
              empty={{
                title: "No analysis yet",
                body: "Press Analyze to measure your titles and thumbnails against your own click-through rate.",
              }}
            >
              {run ? (
                <div className="space-y-4">
                  <h2 className="text-lg font-semibold">Suggestions</h2>
                  {run.suggestions.length > 0 ? (
                    run.suggestions.map((s) => <SuggestionCard key={s.id} item={s} />)
                  ) : (
                    <p className="text-sm">No suggestion this time.</p>
                  )}
                  {run.note ? <p className="text-sm text-slate-700 dark:text-slate-300">{run.note}</p> : null}
                  <EffectsTable effects={run.effects} outcome={run.outcome} videosAnalyzed={run.videosAnalyzed} />
                </div>
              ) : null}
            </ToolResults>
          </>
        ) : (
          <ToolResults
            isEmpty
            {...refusalOf(analysisError)}
            errorTitle={ANALYSIS_ERROR_TITLE}
            empty={{
              title: "Connect your channel to analyze",
              body: "The analysis compares your own videos' titles and thumbnails with their click-through rate. Connect your YouTube channel (and import a Studio export for CTR) in Account Settings. A/B tests below work without one.",
              action: <ButtonLink to="/account">Go to Account Settings</ButtonLink>,
            }}
          />
        )}

        <section aria-labelledby="ab-tests-heading" className="space-y-4">
          <h2 id="ab-tests-heading" className="text-lg font-semibold">
            A/B tests
          </h2>
          {testError ? <ErrorBox title={AB_TEST_ERROR_TITLE}>{testError}</ErrorBox> : null}
          {/* Creating, recording and deleting tests are the role's to refuse too: a viewer reads them. */}
          {refusal || choices.length === 0 ? null : (
            <Card>
              <h3 className="mb-3 font-semibold">Title test on YouTube</h3>
              <YouTubeTestForm videos={choices} busy={submitting} changesAllowed={mayChange} estimate={estimate} />
            </Card>
          )}
          {refusal || !choices.some((c) => !c.isShort) || !mayChange ? null : (
            <Card>
              <h3 className="mb-3 font-semibold">Thumbnail test on YouTube</h3>
              {/* YouTube's API cannot set a Short's thumbnail: only long-form uploads are offered. */}
              <YouTubeThumbnailTestForm
                videos={choices.filter((c) => !c.isShort)}
                busy={submitting}
                estimate={thumbnailEstimate}
              />
            </Card>
          )}
          {refusal ? null : (
            <Card>
              <h3 className="mb-3 font-semibold">New test</h3>
              <NewAbTestForm videos={choices} busy={submitting} />
            </Card>
          )}
          {tests.length === 0 ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              No tests yet. Create one, run each variant (or use YouTube&apos;s Test &amp; Compare), then record the
              numbers here.
            </p>
          ) : (
            tests.map((t) => (
              <AbTestCard
                key={t.id}
                test={t}
                busy={submitting}
                readOnly={refusal !== null}
                videoTitle={t.videoId ? (titles.get(t.videoId) ?? null) : null}
              />
            ))
          )}
        </section>
      </div>
    </ToolPage>
  );
}
