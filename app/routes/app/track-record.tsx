import { Form, data, href } from "react-router";
import { ToolPage } from "~/components/tool-page/tool-page";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DownloadLink } from "~/components/ui/download-link";
import { EmptyState } from "~/components/ui/empty-state";
import { ErrorBox } from "~/components/ui/error-box";
import { getEnv } from "~/context";
import {
  INVALID_FORM_ERROR,
  REPLAYED_NOTE,
  TRACK_RECORD_FAILED_ERROR,
  SCORED_AT_DAYS,
  type TrackRecordSuggestion,
  scoringState,
} from "~/features/track-record/index";
import { decideMatch, trackRecordFor, trackRecordForm } from "~/features/track-record/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { isAppError } from "~/lib/errors";
import { wholeNumber } from "~/lib/format";
import { log } from "~/lib/log.server";
import { useViewerFormat } from "~/lib/use-viewer-format";
import { parseForm } from "~/lib/validation";
import type { Route } from "./+types/track-record";

export const meta: Route.MetaFunction = () => [{ title: `Track Record · ${PRODUCT_NAME}` }];

const CSV_HREF = href("/track-record/suggestions.csv");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const page = await trackRecordFor(getDb(getEnv(context)), user.teamChannelId, new Date());
  return { isDemo: user.isDemo, ...page };
}

type ActionResult = { error: string | null };

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const parsed = parseForm(await request.formData(), trackRecordForm);
  if (!parsed.success) return data<ActionResult>({ error: INVALID_FORM_ERROR }, { status: 400 });
  const form = parsed.data;
  try {
    await decideMatch(
      getDb(getEnv(context)),
      user.teamChannelId,
      form.intent === "confirm"
        ? { decision: "confirm", suggestionId: form.suggestionId, videoId: form.videoId }
        : { decision: form.intent, suggestionId: form.suggestionId },
      new Date(),
    );
    return data<ActionResult>({ error: null });
  } catch (error) {
    if (isAppError(error)) return data<ActionResult>({ error: error.message }, { status: error.status });
    log.error("track-record.failed", { error });
    return data<ActionResult>({ error: TRACK_RECORD_FAILED_ERROR }, { status: 500 });
  }
}

const percent = (x: number | null) => (x === null ? "—" : `${Math.round(x * 100)}%`);

const KIND_LABEL: Record<string, string> = {
  forecast: "Forecast",
  idea: "Idea",
  title: "Title suggestion",
  description: "Description",
  "publish-time": "Best time to publish",
  "ab-verdict": "A/B verdict",
  outlier: "Competitor outlier",
};

const takenText = (s: TrackRecordSuggestion) =>
  s.taken === null ? "" : s.taken ? " · title taken" : " · title not taken";

function Outcome({ s, now }: { s: TrackRecordSuggestion; now: Date }) {
  const { date } = useViewerFormat();
  if (s.matchStatus === "unmade") return <span>Not made</span>;
  if (s.matchStatus !== "confirmed")
    return <span>{s.matchable ? "Waiting for its upload" : "Kept; not scored yet"}</span>;
  if (s.views28 === null) {
    const state = scoringState(s, now);
    if (state.kind === "waiting")
      return (
        <span>
          Confirmed; to be scored on {date(state.on)}, when the upload is {SCORED_AT_DAYS} days old
          {takenText(s)}
        </span>
      );
    if (state.kind === "unmeasured")
      return (
        <span>
          Confirmed; not scored: the upload passed {SCORED_AT_DAYS} days on {date(state.since)}, but no view count was
          read near that day and no daily views (Google or Studio) cover its first {SCORED_AT_DAYS} days, so its{" "}
          {SCORED_AT_DAYS}-day views are not known{takenText(s)}
        </span>
      );
    return <span>Confirmed; not scored: its upload is not among the channel&apos;s stored uploads{takenText(s)}</span>;
  }
  return (
    <span>
      {wholeNumber(s.views28)} views at 28 days
      {s.views7 !== null ? ` (${wholeNumber(s.views7)} at 7)` : ""}
      {s.inside !== null ? (s.inside ? " · inside the range" : " · outside the range") : ""}
      {s.beatMedian !== null ? (s.beatMedian ? " · beat your median" : " · below your median") : ""}
      {takenText(s)}
    </span>
  );
}

function MatchForms({ s }: { s: TrackRecordSuggestion }) {
  const label = `“${s.title}”`;
  return (
    <div className="mt-2 space-y-2">
      {s.matchStatus === "suggested" && s.upload ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm">
            Became <strong>{s.upload.title}</strong>?
          </p>
          <Form method="post" aria-label={`Confirm the match of ${label}`}>
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="suggestionId" value={s.id} />
            <input type="hidden" name="videoId" value={s.upload.id} />
            <Button type="submit" size="sm">
              Yes, that one
            </Button>
          </Form>
          <Form method="post" aria-label={`Refuse the match of ${label}`}>
            <input type="hidden" name="intent" value="reject" />
            <input type="hidden" name="suggestionId" value={s.id} />
            <Button type="submit" size="sm" variant="secondary">
              No
            </Button>
          </Form>
        </div>
      ) : null}
      {s.choices.length > 0 ? (
        <Form
          method="post"
          className="flex flex-wrap items-center gap-2"
          aria-label={`Pick the upload ${label} became`}
        >
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="suggestionId" value={s.id} />
          <label className="text-sm" htmlFor={`pick-${s.id}`}>
            {s.matchStatus === "suggested" ? "Or another upload:" : "Which upload did it become?"}
          </label>
          <select
            id={`pick-${s.id}`}
            name="videoId"
            className="max-w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
          >
            {s.choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
          <Button type="submit" size="sm" variant="secondary">
            This one
          </Button>
        </Form>
      ) : null}
      {s.matchStatus !== "confirmed" && s.matchStatus !== "unmade" ? (
        <Form method="post" aria-label={`Mark ${label} as not made`}>
          <input type="hidden" name="intent" value="unmade" />
          <input type="hidden" name="suggestionId" value={s.id} />
          <Button type="submit" size="sm" variant="secondary">
            I did not make it
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

export default function TrackRecordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { forecasts, ideas, titles, suggestions, replayed, awaitingConfirmation, missing, channel } = loaderData;
  const viewerFormat = useViewerFormat();
  // The moment the figures were read: "to be scored on" and "not scored" are said against it.
  const now = new Date(loaderData.computedAt);
  const result = actionData as ActionResult | undefined;
  const stats = [
    {
      label: "Forecasts scored",
      value: wholeNumber(forecasts.n),
      hint: replayed > 0 ? `${replayed} replayed` : "once an upload is 28 days old",
    },
    {
      label: "Inside the 80% range",
      value: forecasts.n ? `${forecasts.inside80} of ${forecasts.n}` : "—",
      hint: "about 80% expected",
    },
    {
      label: "Median error",
      value: percent(forecasts.mdape),
      hint: `channel median: ${percent(forecasts.medianBaselineMdape)}`,
    },
    {
      label: "Ideas that beat your median",
      value: ideas.matched ? `${ideas.beatMedian} of ${ideas.matched}` : "—",
      hint: `${wholeNumber(ideas.made)} ideas made`,
    },
  ];

  return (
    <ToolPage
      title="Track Record"
      intro={
        <>
          Every forecast and idea {PRODUCT_NAME} gives you is kept with its date and scored against what your upload
          actually did: how often the 80% range held, how far off the forecast was next to simply guessing your
          channel&apos;s median, and how the ideas you made did.
          {replayed > 0 ? ` ${REPLAYED_NOTE}` : null}
        </>
      }
      steps={[
        { title: "Kept", body: "Each forecast and idea batch is kept when it is made, with its range and date." },
        {
          title: "Matched",
          body: "When an upload looks like one, we ask; you confirm or pick the right upload in one click.",
        },
        {
          title: "Scored",
          body: "Its views at 7 and 28 days come from your snapshots, against your median as known then.",
        },
      ]}
      stats={stats}
      bestPractices={{
        items: [
          "Confirm matches as uploads go up: a forecast is only scored against the upload you say it became.",
          "Judge the range by its share: about 8 in 10 uploads should land inside an honest 80% range.",
          "Read the count beside each figure: with fewer than 10 cases, a share says little.",
        ],
      }}
    >
      <div className="space-y-6">
        {result?.error ? <ErrorBox>{result.error}</ErrorBox> : null}
        {missing ? (
          <EmptyState title="Nothing to score yet">{missing}</EmptyState>
        ) : (
          <Card>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 max-w-prose space-y-2 text-sm">
                <h2 className="text-lg font-semibold">
                  How accurate the forecasts have been{channel ? ` on ${channel.title}` : ""}
                </h2>
                {replayed > 0 ? (
                  <p className="rounded-md bg-amber-50 px-2 py-1 text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                    Replayed history: {replayed} forecasts computed at past dates with only the data known then.
                  </p>
                ) : null}
                <p>{forecasts.sentence}</p>
                <p>{ideas.sentence}</p>
                {titles.suggested > 0 ? <p>{titles.sentence}</p> : null}
                {awaitingConfirmation > 0 ? (
                  <p>
                    {awaitingConfirmation} {awaitingConfirmation === 1 ? "match waits" : "matches wait"} for you to
                    confirm below.
                  </p>
                ) : null}
              </div>
              <DownloadLink href={CSV_HREF}>Export CSV</DownloadLink>
            </div>
          </Card>
        )}
        {suggestions.length === 0 ? (
          <EmptyState title="No suggestions kept yet">
            Make a forecast on Video Forecast or generate ideas on Content Ideas: each is kept here and scored once its
            upload is 28 days old.
          </EmptyState>
        ) : (
          <section aria-labelledby="kept-heading" className="space-y-3">
            <h2 id="kept-heading" className="text-lg font-semibold">
              Every suggestion kept ({suggestions.length})
            </h2>
            <ul className="space-y-3">
              {suggestions.map((s) => (
                <li key={s.id}>
                  <Card>
                    <p className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-400">
                      {KIND_LABEL[s.kind] ?? s.kind} · {viewerFormat.calendarDay(s.madeAt)}
                      {s.origin === "replayed" ? " · replayed" : ""}
                    </p>
                    <p className="mt-1 font-medium break-words">{s.title}</p>
                    {s.low !== null && s.high !== null ? (
                      <p className="text-sm text-slate-700 dark:text-slate-300">
                        Range {wholeNumber(s.low)}–{wholeNumber(s.high)} views at 28 days
                        {s.expected !== null ? ` (expected ${wholeNumber(s.expected)})` : ""}
                        {s.baseline28 !== null ? `; your median then ${wholeNumber(s.baseline28)}` : ""}
                      </p>
                    ) : null}
                    <p className="text-sm text-slate-700 dark:text-slate-300">
                      <Outcome s={s} now={now} />
                    </p>
                    {s.matchStatus === "confirmed" && s.upload ? (
                      <p className="text-sm text-slate-600 dark:text-slate-400">Upload: {s.upload.title}</p>
                    ) : null}
                    {s.origin === "live" &&
                    s.matchable &&
                    s.matchStatus !== "confirmed" &&
                    s.matchStatus !== "unmade" ? (
                      <MatchForms s={s} />
                    ) : null}
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </ToolPage>
  );
}
