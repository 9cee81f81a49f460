import { answerRefusal } from "~/lib/refusal.server";
import { useState } from "react";
import { Form, data, href, useNavigation } from "react-router";
import { ToolPage, ToolResults } from "~/components/tool-page/tool-page";
import { DownloadLink } from "~/components/ui/download-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import { getEnv } from "~/context";
import { ForecastCard } from "~/features/video-forecast/components/forecast-card";
import { LatestUploads } from "~/features/video-forecast/components/latest-uploads";
import { FORECAST_ERROR_TITLE, FORECAST_FAILED_ERROR } from "~/features/video-forecast/index";
import { forecastFormBlocker, MAX_TITLE_LENGTH, MAX_TOPIC_LENGTH } from "~/features/video-forecast/index";
import { parseForecastForm } from "~/features/video-forecast/index.server";
import { LockedFeature, refusalOf } from "~/features/billing/components/locked-feature";
import { viewerInRequest, viewerOf } from "~/features/billing/index.server";
import { forecastPageFor, forecastVideo } from "~/features/video-forecast/index.server";
import { RunAllowanceNote, useRunRefusal } from "~/components/app-shell/run-allowance-note";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { lastRunText, wholeNumber } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/video-forecast";
import { log } from "~/lib/log.server";

export const meta: Route.MetaFunction = () => [{ title: `Video Performance Forecaster · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const now = new Date();
  const db = getDb(getEnv(context));
  // The Viral Potential Predictor is Pro and up: the use-case keeps the label on the server without it.
  const page = await forecastPageFor(db, await viewerInRequest(context, user), now);
  return { isDemo: user.isDemo, now: now.toISOString(), ...page };
}

type ActionResult = { id: string | null; error: string | null; title: string; topic: string };

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  const submitted = {
    title: String(form.get("title") ?? "").slice(0, 1_000),
    topic: String(form.get("topic") ?? "").slice(0, 1_000),
  };
  const parsed = parseForecastForm(form);
  if (!parsed.ok) return data<ActionResult>({ id: null, error: parsed.error, ...submitted }, { status: 400 });
  const db = getDb(getEnv(context));
  const now = new Date();
  try {
    const run = await forecastVideo(
      db,
      await viewerOf(db, user, now),
      { title: parsed.title, topic: parsed.topic },
      now,
    );
    return data<ActionResult>({ id: run.forecast.id, error: null, title: "", topic: "" });
  } catch (error) {
    return answerRefusal(
      error,
      (message): ActionResult => ({ id: null, error: message, ...submitted }),
      () => {
        log.error("video-forecast.failed", { error });
        return data<ActionResult>({ id: null, error: FORECAST_FAILED_ERROR, ...submitted }, { status: 500 });
      },
    );
  }
}

const FORM_FIELDS = [
  {
    name: "title",
    label: "Video title",
    maxLength: MAX_TITLE_LENGTH,
    placeholder: "e.g. I built a silent home server for $300",
  },
  { name: "topic", label: "Topic", maxLength: MAX_TOPIC_LENGTH, placeholder: "e.g. home servers" },
] as const;

function ForecastForm({ busy, result }: { busy: boolean; result: ActionResult | undefined }) {
  // The button is disabled for empty fields only where JavaScript can enable it again.
  const hydrated = useHydrated();
  // A viewer's role runs no forecast: the form is shown closed, with the role's note under it.
  const closed = useRunRefusal() !== null;
  // A stored forecast clears the inputs (spec §4: the form is keyed by its id); a refused one keeps them.
  const initial = result?.error ? { title: result.title, topic: result.topic } : { title: "", topic: "" };
  const [values, setValues] = useState(initial);
  const blocker = forecastFormBlocker(values);
  // Said beside the button only when it is what keeps the button disabled.
  const why = hydrated && !busy && !closed ? blocker : null;
  return (
    <Form method="post" className="space-y-4" aria-label="Forecast a video">
      <div className="grid gap-4 md:grid-cols-2">
        {FORM_FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            name={f.name}
            value={values[f.name]}
            onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            maxLength={f.maxLength}
            placeholder={f.placeholder}
            aria-required="true"
            disabled={busy || closed}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          type="submit"
          disabled={busy || closed || (hydrated && blocker !== null)}
          aria-describedby={why ? "forecast-form-why" : undefined}
        >
          {busy ? "Forecasting..." : "Forecast Performance"}
        </Button>
        {/* Polite: it changes as the creator types, and is read when it does without taking focus. */}
        <p id="forecast-form-why" aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
          {why}
        </p>
      </div>
      <RunAllowanceNote />
    </Form>
  );
}

export default function VideoForecastPage({ loaderData, actionData }: Route.ComponentProps) {
  const { channel, forecasts, stats, latest, latestCheck, isDemo, viralIncluded } = loaderData;
  const now = new Date(loaderData.now);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const result = actionData as ActionResult | undefined;

  const statTiles = [
    { label: "Total Forecasts", value: wholeNumber(stats.totalForecasts) },
    {
      label: "Avg Success Probability",
      value: stats.avgSuccessProbability === null ? "—" : `${stats.avgSuccessProbability}%`,
      hint: forecasts.length > 0 ? `over the ${forecasts.length} shown` : "No data yet",
    },
    {
      label: "High Potential Videos",
      value: wholeNumber(stats.highPotentialVideos),
      hint: "success probability 80% or more",
    },
    { label: "Last Forecast", value: lastRunText(stats.lastForecast, now) },
  ];

  return (
    <ToolPage
      title="Video Performance Forecaster"
      intro={
        <>
          Estimate how a video will do before you make it, from your own channel&apos;s history: its views after 28 days
          with an 80% range, the chance it beats your channel&apos;s median, and how accurate this forecast has been on
          your past uploads.
          {isDemo ? " The demo forecasts against the sample channel." : null}
        </>
      }
      steps={[
        { title: "Describe", body: "Enter a working title and its topic." },
        {
          title: "Forecast",
          body: "A model fitted on your own uploads (and the market when your history is short) predicts 28-day views with a range.",
        },
        { title: "Decide", body: "Check its backtested error and your scores, then keep the strongest idea." },
      ]}
      stats={statTiles}
      bestPractices={{
        items: [
          "Aim for 80%+ success probability before you commit to a big production.",
          "Forecast several titles for one idea and keep the strongest.",
          "Read the backtest: a forecast that was off by 50% on your last uploads is a range, not a promise.",
          "Watch your latest uploads: one behind the norm after a day or two is the moment to rework its title or thumbnail.",
        ],
      }}
    >
      {channel ? (
        <div className="space-y-6">
          <Card>
            <h2 className="mb-3 text-lg font-semibold">Forecast a video</h2>
            <ForecastForm key={result?.id ?? "form"} busy={busy} result={result} />
          </Card>
          <ToolResults
            busy={busy}
            busyLabel="Forecasting video performance…"
            {...refusalOf(result?.error)}
            errorTitle={FORECAST_ERROR_TITLE}
            isEmpty={forecasts.length === 0}
            empty={{
              title: "No forecasts yet",
              body: "Enter a title and a topic above to forecast your next video. Your 5 most recent forecasts stay here.",
            }}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-semibold">Your forecasts</h2>
              <DownloadLink href={href("/video-forecast/forecasts.csv")} size="sm">
                Export forecasts (CSV)
              </DownloadLink>
            </div>
            <div className="space-y-4">
              {forecasts.map((item) => (
                <ForecastCard key={item.id} item={item} now={now} viralIncluded={viralIncluded} />
              ))}
            </div>
          </ToolResults>
          {viralIncluded ? null : <LockedFeature feature="viral-potential" />}
          <LatestUploads uploads={latest} now={now} check={latestCheck ?? null} />
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Forecasts read the uploads and view snapshots of {channel.title}, with your competitors&apos; videos for
            ages your own do not cover yet.
          </p>
        </div>
      ) : (
        <ToolResults
          isEmpty
          {...refusalOf(result?.error)}
          errorTitle={FORECAST_ERROR_TITLE}
          empty={{
            title: "Connect your channel to forecast",
            body: "Forecasts are fitted on your own videos. Connect your YouTube channel in Account Settings and the forecaster is ready once its videos are in.",
            action: <ButtonLink to="/account">Go to Account Settings</ButtonLink>,
          }}
        />
      )}
    </ToolPage>
  );
}
