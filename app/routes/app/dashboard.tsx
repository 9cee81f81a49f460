import { Form, Link, data } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { getEnv } from "~/context";
import { DEFAULT_TOPIC } from "~/features/account/index";
import { CheckEmailNotice } from "~/features/auth/components/check-email";
import { mustConfirmEmail } from "~/features/auth/index.server";
import { CadenceCard } from "~/features/dashboard/components/cadence-card";
import { GettingStarted } from "~/features/dashboard/components/getting-started";
import { HeadlineFigures } from "~/features/dashboard/components/headline-figures";
import { KpiPanel } from "~/features/dashboard/components/kpi-panel";
import { MomentumCard } from "~/features/dashboard/components/momentum-card";
import { TimeZoneNote } from "~/features/dashboard/components/time-zone-form";
import { TimingHeatmap } from "~/features/dashboard/components/timing-heatmap";
import { VisibilityCard } from "~/features/dashboard/components/visibility-card";
import { portfolioFor, timeZoneOf, updateTimeZone } from "~/features/dashboard/index.server";
import { teamChannelsContext } from "~/features/channel-data/index.server";
import { isGoogleConfigured } from "~/features/google-connection/index.server";
import { PortfolioCard } from "~/features/dashboard/components/portfolio-card";
import { dashboardView } from "~/features/dashboard/index.server";
import { LockedFeature } from "~/features/billing/components/locked-feature";
import { viewerInRequest } from "~/features/billing/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { mayNot } from "~/lib/auth/roles";
import { teamOwnerOf } from "~/lib/auth/workspace-owner.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { log } from "~/lib/log.server";
import { trackRecordLine } from "~/features/track-record/index.server";
import type { Route } from "./+types/dashboard";
import { useViewerFormat } from "~/lib/use-viewer-format";

export const meta: Route.MetaFunction = () => [{ title: `Dashboard · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const now = new Date();
  const db = getDb(getEnv(context));
  const chosen = await timeZoneOf(db, user.id);
  const timeZone = chosen ?? "UTC";
  const setupReadOnly = mayNot(user.role, "settings") !== null;
  // The tools follow the workspace owner's topic: a viewer's Getting started shows whether that one
  // is set, not the viewer's own (which nothing in this workspace reads).
  const primaryTopic = setupReadOnly
    ? ((await teamOwnerOf(db, user.teamId))?.primaryTopic ?? user.primaryTopic)
    : user.primaryTopic;
  // Optimal Upload Timing is Pro and up: the use-case leaves it out (null) without it.
  const dashboard = await dashboardView(db, await viewerInRequest(context, user), {
    primaryTopic,
    defaultTopic: DEFAULT_TOPIC,
    timeZone,
    now,
  });
  // The track record's one line; a failure there never costs the dashboard.
  const trackRecord = await trackRecordLine(db, user.teamChannelId, now).catch((error: unknown) => {
    log.error("dashboard.track-record-failed", { error });
    return null;
  });
  // Several channels: every channel's row and the KPIs rolled up, above the chosen one's dashboard.
  const portfolio = await portfolioFor(db, await context.get(teamChannelsContext)(), now);
  return {
    isDemo: user.isDemo,
    // A viewer changes no setting or connection: Getting started shows them the steps without links.
    setupReadOnly,
    // Where Google is set up, YouTube Analytics fills the KPIs in one step: offered before the CSVs.
    googleOffered: isGoogleConfigured(getEnv(context)),
    // Until the address is confirmed, the first thing said is where the link went.
    emailToConfirm: mustConfirmEmail(user) ? user.email : null,
    portfolio,
    trackRecord,
    timeZoneChosen: chosen !== null,
    now: now.toISOString(),
    ...dashboard,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const { status, ...result } = await updateTimeZone(getDb(getEnv(context)), user.id, await request.formData());
  return data(result, { status });
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const { date } = useViewerFormat();
  const hasData = d.channel !== null;
  const setupLeft = d.steps.some((s) => !s.done);
  const studio = d.studioImportedAt
    ? `your YouTube Studio export imported ${date(d.studioImportedAt)}`
    : "YouTube Studio data";
  const google = "YouTube Analytics (your Google connection)";
  const source = !d.kpis.window
    ? null
    : d.daysBySource.google === 0
      ? studio
      : d.daysBySource.studio === 0
        ? google
        : `${studio} and ${google} (a day imported from Studio keeps Studio's figures)`;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        {/* "Welcome back!" (the spec's title) once the dashboard has a channel to report on; before
            that the person has not really started here yet, whatever the account's age. */}
        <h1 className="text-3xl font-bold tracking-tight">
          {hasData ? "Welcome back!" : `Welcome to ${PRODUCT_NAME}!`}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
          {hasData
            ? `${d.channel!.title}: how the channel is doing, computed from its own numbers.`
            : "Your channel's health at a glance, once Vidwise has its data: the KPIs creators care about, computed from your own numbers."}
        </p>
        {d.emailToConfirm ? (
          <div className="mt-4 max-w-3xl">
            <CheckEmailNotice email={d.emailToConfirm}>
              {/* Account Settings' own resend, which then shows how it went. */}
              <Form method="post" action="/account" className="mt-3">
                <input type="hidden" name="intent" value="resend-verification" />
                <Button type="submit" variant="secondary" size="sm">
                  Send a new link
                </Button>
              </Form>
            </CheckEmailNotice>
          </div>
        ) : null}
      </header>

      {d.channel ? <HeadlineFigures channel={d.channel} /> : null}

      {d.portfolio ? <PortfolioCard portfolio={d.portfolio} /> : null}

      {setupLeft ? <GettingStarted steps={d.steps} readOnly={d.setupReadOnly} google={d.googleOffered} /> : null}

      <KpiPanel report={d.kpis} source={source} />

      {d.trackRecord ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {d.trackRecord}{" "}
          <Link to="/track-record" className="font-medium text-brand-700 underline dark:text-brand-400">
            See the track record
          </Link>
        </p>
      ) : null}

      {hasData ? (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <VisibilityCard score={d.visibility} />
            <MomentumCard latest={d.latest} />
          </div>
          {d.timing ? (
            <div>
              <TimingHeatmap timing={d.timing} />
              <TimeZoneNote current={d.timing.timeZone} chosen={d.timeZoneChosen} />
            </div>
          ) : (
            <LockedFeature feature="upload-timing" />
          )}
          <CadenceCard cadence={d.cadence} sentiment={d.sentiment} />
        </>
      ) : (
        <Card>
          <h2 className="text-lg font-semibold">Visibility, momentum, upload timing and burnout</h2>
          {d.setupReadOnly ? (
            <p className="mt-1 text-sm">
              These are computed from the channel&apos;s uploads and their views over time: they appear once an owner or
              manager of this workspace connects its channel.
            </p>
          ) : (
            <>
              <p className="mt-1 text-sm">
                These are computed from your uploads and their views over time: connect your channel to see them.
              </p>
              <div className="mt-3">
                <ButtonLink to="/account">Go to Account Settings</ButtonLink>
              </div>
            </>
          )}
        </Card>
      )}
    </div>
  );
}
