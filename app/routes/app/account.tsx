import { Link, data, redirect } from "react-router";
import type { AppError } from "~/lib/errors";
import { answerRefusal } from "~/lib/refusal.server";
import { YouTubeApiError } from "~/features/channel-data/index";
import { Card } from "~/components/ui/card";
import { getEnv } from "~/context";
import {
  changePassword,
  deleteAccount,
  hasPassword,
  listSessions,
  signOutOtherSessions,
  updateSettings,
} from "~/features/account/index.server";
import { ApiAccessCard } from "~/features/api-access/index";
import {
  apiAccessAction,
  apiAccessView,
  isApiAccessIntent,
  revokeAllApiAccess,
} from "~/features/api-access/index.server";
import { youtubeDataApiStatus } from "~/features/channel-data/index.server";
import { googleAnalyticsStatus } from "~/features/google-connection/index.server";
import { removeGoogleConnection } from "~/features/google-connection/index.server";
import {
  DeleteAccountCard,
  EmailVerificationCard,
  PasswordCard,
  SessionsCard,
  SettingsCard,
} from "~/features/account/components/account-forms";
import { ACCOUNT_DELETED_PATH, ACCOUNT_MESSAGES } from "~/features/account/index";
import {
  billingAction,
  isBillingIntent,
  subscriptionCardView,
  workspacePlanView,
} from "~/features/billing/index.server";
import { SubscriptionCard } from "~/features/billing/components/subscription-card";
import { planSummary, viewerInRequest, viewerOf } from "~/features/billing/index.server";
import { FREE_PLAN_NAME } from "~/features/billing/index";
import { mustConfirmEmail, sendVerificationLink } from "~/features/auth/index.server";
import { TOO_MANY_ATTEMPTS } from "~/features/auth/index";
import { ApiStatusCard } from "~/features/account/components/api-status-card";
import {
  addTeamChannel,
  CHANNEL_MESSAGES,
  channelsOfTeam,
  connectChannel,
  importStudioFiles,
  removeTeamChannel,
  teamChannelsContext,
} from "~/features/channel-data/index.server";
import { channelsIncluded } from "~/features/billing/index";
import { ChannelCard } from "~/features/channel-data/components/channel-card";
import { StudioImportCard } from "~/features/channel-data/components/studio-import-card";
import { StorageCard } from "~/features/channel-data/components/storage-card";
import {
  channelOverview,
  forgetWorkspacesInLedger,
  nextReadings,
  storageUse,
} from "~/features/channel-data/index.server";
import { TIME_ZONE_SETTING_ID, TimeZoneForm } from "~/features/dashboard/components/time-zone-form";
import { GoogleConnectionCard } from "~/features/google-connection/components/google-connection-card";
import { disconnectGoogle, googleConnectionView } from "~/features/google-connection/index.server";
import { GOOGLE_DISCONNECT_INTENT, GOOGLE_MESSAGES } from "~/features/google-connection/index";
import { timeZoneOf, updateTimeZone } from "~/features/dashboard/index.server";
import { EmailAlertsCard, SURGE_ALERTS_INTENT } from "~/features/surge-alerts/components/email-alerts-card";
import { setSurgeAlerts, surgeAlertState } from "~/features/surge-alerts/index.server";
import { MembersCard, WorkspaceSwitcher } from "~/features/team/index";
import { forgetConversationsOf } from "~/features/ask-vidwise/index.server";
import { log } from "~/lib/log.server";
import { BRANDING_INTENT, DIGEST_INTENT, ReportBrandingCard, WeeklyDigestCard } from "~/features/reports/index";
import {
  brandingView,
  digestState,
  reportsFormSchema,
  saveReportBranding,
  setWeeklyDigest,
} from "~/features/reports/index.server";
import {
  isTeamIntent,
  membershipsOf,
  recordActivity,
  teamAction,
  TEAM_FORM_LISTS,
  teamFormSchema,
  teamView,
} from "~/features/team/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { mayNot } from "~/lib/auth/roles";
import { teamOwnerOf } from "~/lib/auth/workspace-owner.server";
import { clearedSessionCookie } from "~/lib/auth/session.server";
import { DEFAULT_SUPPORT_EMAIL, PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { clientHash, clientKey, isAllowed } from "~/lib/rate-limit.server";
import { timeZoneChoices } from "~/lib/time-zone";
import { firstIssue, formValues, parseForm } from "~/lib/validation";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [{ title: `Account Settings · ${PRODUCT_NAME}` }];

/** The words for Google's redirect back, by the flash the callback named. */
function googleFlashOf(flash: string | null): string | null {
  if (flash === "connected") return GOOGLE_MESSAGES.connected;
  if (flash === "connected-changes") return GOOGLE_MESSAGES.connectedWithChanges;
  if (flash === "changes-not-granted") return GOOGLE_MESSAGES.changesNotGranted;
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const env = getEnv(context);
  const db = getDb(env);
  // Without JavaScript the API Status card's Refresh reloads with ?status=check.
  const checkStatus = new URL(request.url).searchParams.get("status") === "check";
  // Read once: the person's plan card and branding, and the channels the workspace's plan includes.
  const viewer = viewerInRequest(context, user);
  const [
    overview,
    sessions,
    surgeAlerts,
    timeZone,
    insights,
    analytics,
    google,
    plan,
    apiAccess,
    passwordSet,
    storage,
    team,
    weeklyDigest,
    reportBranding,
    channels,
  ] = await Promise.all([
    channelOverview(db, user.teamChannelId),
    listSessions(db, user),
    surgeAlertState(db, user),
    timeZoneOf(db, user.id),
    checkStatus ? youtubeDataApiStatus(env, db, "signed-in") : null,
    checkStatus ? googleAnalyticsStatus(env, db, user.teamChannelId) : null,
    googleConnectionView(env, db, user.teamChannelId),
    // Demo users have no subscription to read (spec §6).
    viewer.then((v) => planSummary(db, v)),
    apiAccessView(db, user, new URL(request.url).origin),
    user.isDemo ? true : hasPassword(db, user.id),
    // A demo stores nothing of its own (it reads the shared base): no storage to show.
    user.isDemo ? null : storageUse(db, user.teamChannelId),
    teamView(db, user),
    digestState(db, user),
    viewer.then((v) => brandingView(db, user, v)),
    context.get(teamChannelsContext)(),
  ]);
  // When the channel is read again: a sync that found nothing due then says so. The sample
  // channel (a demo's, or a fresh account's) is never read from YouTube.
  const own = overview.channel;
  const readings = own && !own.isSample && !user.isDemo ? await nextReadings(db, own) : null;
  const settingsRefusal = mayNot(user.role, "settings");
  // Billing follows the workspace and the role in it: a manager or viewer of someone else's
  // workspace gets neither its billing nor their own (whose forms act from their own workspace).
  const billingRefusal = user.isDemo ? null : mayNot(user.role, "billing");
  return {
    email: user.email,
    // A viewer changes no setting or connection: the cards show what the data is and who may change
    // it, instead of buttons the role check would refuse.
    settingsRefusal,
    // Deleting the account from someone else's workspace is refused (it would delete theirs).
    deleteRefusal: mayNot(user.role, "delete-workspace"),
    readings,
    isDemo: user.isDemo,
    // Read here, not in the component: the message lives in a server-only module.
    studioImportDemoMessage: user.isDemo ? CHANNEL_MESSAGES.demoImport : null,
    // The plan in force, or "Free User" (a lapsed or cancelled plan falls back to it).
    accountType: user.isDemo ? "Demo" : (plan?.name ?? FREE_PLAN_NAME),
    subscription: billingRefusal ? null : subscriptionCardView(plan?.subscription ?? null),
    workspacePlan: billingRefusal ? workspacePlanView((await viewer).plan, billingRefusal, user.role) : null,
    // The tools follow the workspace owner's topic: that is what a viewer, who cannot change it, is shown.
    primaryTopic: settingsRefusal
      ? ((await teamOwnerOf(db, user.teamId))?.primaryTopic ?? user.primaryTopic)
      : user.primaryTopic,
    emailVerified: !mustConfirmEmail(user),
    justVerified: new URL(request.url).searchParams.get("verified") === "1",
    supportEmail: env.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL,
    overview,
    sessions,
    surgeAlerts,
    timeZone,
    timeZones: timeZoneChoices(),
    status: insights && analytics ? { insights, analytics } : null,
    google,
    // After Google's redirect back (/google/callback): a fixed message, never text from the URL.
    googleFlash: googleFlashOf(new URL(request.url).searchParams.get("google")),
    apiAccess,
    passwordSet,
    storage,
    team,
    weeklyDigest,
    reportBranding,
    channels: {
      list: channels.map(({ id, title, handle, videoCount, first, teamChannelId, paused }) => ({
        id,
        title,
        handle,
        videoCount,
        first,
        teamChannelId,
        paused,
      })),
      current: channels.find((channel) => channel.teamChannelId === user.teamChannelId)?.id ?? null,
      included: channelsIncluded((await viewer).plan),
    },
  };
}

/** A refusal of one of the account's own cards, pointing at the form's field when it names one. */
function cardRefusal(intent: string) {
  return (message: string, refusal: AppError) => {
    const field = refusal.details.field;
    return { intent, result: { ok: false, message, ...(typeof field === "string" ? { field } : {}) } };
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const env = getEnv(context);
  const db = getDb(env);
  const form = await request.formData();
  const intent = form.get("intent");
  const values = formValues(form, [
    "primaryTopic",
    "currentPassword",
    "newPassword",
    "confirmPassword",
    "password",
    "enabled",
  ]);
  if (isBillingIntent(intent)) {
    try {
      const { result, redirectTo } = await billingAction(env, db, user, String(intent), new URL(request.url).origin);
      if (redirectTo) return redirect(redirectTo);
      return data({ intent: "billing", billing: result });
    } catch (error) {
      return answerRefusal(error, (message) => ({ intent: "billing", billing: { ok: false, message } }));
    }
  }
  if (isTeamIntent(intent)) {
    // Members, roles, invitations and the workspace switch (features/team): one schema for the forms.
    const parsed = parseForm(form, teamFormSchema, { lists: TEAM_FORM_LISTS });
    if (!parsed.success)
      return data({ intent: "team", teamResult: { ok: false, message: firstIssue(parsed.error) } }, { status: 400 });
    let message: string;
    try {
      message = await teamAction(env, db, user, parsed.data, new URL(request.url).origin);
    } catch (error) {
      return answerRefusal(error, (refusal) => ({ intent: "team", teamResult: { ok: false, message: refusal } }));
    }
    // After a switch, a fresh request reads the session in the workspace chosen.
    if (parsed.data.intent === "switch-workspace") return redirect("/account#workspaces");
    return data({ intent: "team", teamResult: { ok: true, message } });
  }
  if (intent === DIGEST_INTENT || intent === BRANDING_INTENT) {
    // The weekly digest opt-in (the person's own) and the report branding (a setting): one schema.
    const parsed = parseForm(form, reportsFormSchema);
    if (!parsed.success)
      return data(
        { intent: String(intent), result: { ok: false, message: firstIssue(parsed.error) } },
        { status: 400 },
      );
    const chosen = parsed.data;
    try {
      const message =
        chosen.intent === "weekly-digest"
          ? await setWeeklyDigest(db, user, chosen)
          : await saveReportBranding(db, user, await viewerOf(db, user), chosen);
      return data({ intent: chosen.intent, result: { ok: true, message } }, { status: 200 });
    } catch (error) {
      return answerRefusal(error, cardRefusal(chosen.intent));
    }
  }
  if (isApiAccessIntent(intent)) {
    try {
      return data({ intent: "api-access", apiAccessResult: await apiAccessAction(db, user, String(intent), form) });
    } catch (error) {
      return answerRefusal(error, (message) => ({
        intent: "api-access",
        apiAccessResult: { ok: false as const, message },
      }));
    }
  }
  switch (intent) {
    case "connect-channel": {
      const refused = (message: string) => ({ intent, channelError: message });
      try {
        const plan = (await viewerOf(db, user)).plan;
        await connectChannel({ db, env, user, plan, client: await clientHash(request) }, form);
      } catch (error) {
        // YouTube's own failure (not found, not configured, unreachable) is shown in its words, with its status.
        return answerRefusal(error, refused, () => {
          if (error instanceof YouTubeApiError) return data(refused(error.message), { status: error.status });
          log.error("connect-channel.failed", { error });
          return data(refused(CHANNEL_MESSAGES.failed), { status: 500 });
        });
      }
      // Connections are on the owners' activity log, said as the person typed the channel.
      await recordActivity(db, user, "channel-connected", String(form.get("channel") ?? ""));
      return data({ intent, channelError: null });
    }
    case "add-channel":
    case "remove-channel": {
      try {
        const message =
          intent === "add-channel"
            ? await addTeamChannel(
                { db, env, user, plan: (await viewerOf(db, user)).plan, client: await clientHash(request) },
                form,
              )
            : await removeTeamChannel(db, user, form);
        return data({ intent, channelsResult: { ok: true, message } });
      } catch (error) {
        const refused = (message: string) => ({ intent, channelsResult: { ok: false, message } });
        // YouTube's own failure (not configured, unreachable) is shown in its words, with its status.
        return answerRefusal(error, refused, () => {
          if (error instanceof YouTubeApiError) return data(refused(error.message), { status: error.status });
          throw error;
        });
      }
    }
    case "import-studio": {
      try {
        const { status, outcomes } = await importStudioFiles({ db, env, user }, form);
        const imported = outcomes.filter((o) => o.status !== "failed").map((o) => o.fileName);
        if (imported.length > 0) await recordActivity(db, user, "studio-imported", imported.join(", "));
        return data({ intent, importError: null, outcomes }, { status });
      } catch (error) {
        return answerRefusal(error, (message) => ({ intent, importError: message, outcomes: [] }));
      }
    }
    case "settings": {
      try {
        return data({ intent, result: { ok: true, message: await updateSettings(db, user, values) } });
      } catch (error) {
        return answerRefusal(error, cardRefusal(intent));
      }
    }
    case "password": {
      // Retyping a password is a log-in attempt: the same per-address limit, counters and locks.
      if (!(await isAllowed(env.AUTH_LIMITER, `password-confirm:${clientKey(request)}`)))
        return data({ intent, result: { ok: false, message: TOO_MANY_ATTEMPTS } }, { status: 429 });
      try {
        const message = await changePassword(db, user, values, clientKey(request));
        return data({ intent, result: { ok: true, message } });
      } catch (error) {
        return answerRefusal(error, cardRefusal(intent));
      }
    }
    case "sign-out-others": {
      const alsoRevoke =
        form.get("revokeApiAccess") === "yes" ? (userId: string) => revokeAllApiAccess(db, userId) : undefined;
      return data({ intent, result: { ok: true, message: await signOutOtherSessions(db, user, alsoRevoke) } });
    }
    case "delete-account": {
      if (!(await isAllowed(env.AUTH_LIMITER, `password-confirm:${clientKey(request)}`)))
        return data({ intent, result: { ok: false, message: TOO_MANY_ATTEMPTS } }, { status: 429 });
      // The workspaces this person works in besides their own: their conversations there live in
      // those workspaces' stores, which no cascade reaches (decision 012).
      // Each of their channels keeps its own store: the workspace's and its channel rows'.
      const teams = (await membershipsOf(db, user)).filter((m) => !m.own).map((m) => m.teamId);
      const channelRows = (await Promise.all(teams.map((team) => channelsOfTeam(db, team)))).flat();
      const joined = [...new Set([...teams, ...channelRows.map((channel) => channel.teamChannelId)])];
      // The account's own workspace and its channel rows: their ids leave the quota ledger with them.
      const own = [user.homeTeamId, ...(await channelsOfTeam(db, user.homeTeamId)).map((c) => c.teamChannelId)];
      try {
        await deleteAccount(db, user, values.password, clientKey(request), env, (teamChannelId) =>
          removeGoogleConnection(env, db, teamChannelId),
        );
      } catch (error) {
        return answerRefusal(error, cardRefusal(intent));
      }
      await forgetWorkspacesInLedger(db, [...new Set(own)]);
      for (const teamChannelId of joined)
        await forgetConversationsOf(db, teamChannelId, user.id).catch((error: unknown) =>
          log.error("account.forget-conversations-failed", { teamChannelId, error }),
        );
      // The flag puts the confirmation on the page they land on, with or without JavaScript.
      return redirect(ACCOUNT_DELETED_PATH, { headers: { "set-cookie": clearedSessionCookie(request) } });
    }
    case "resend-verification": {
      if (user.isDemo)
        return data({ intent, result: { ok: false, message: ACCOUNT_MESSAGES.demoNoPassword } }, { status: 403 });
      try {
        await sendVerificationLink(env, db, user.id, new URL(request.url).origin);
      } catch (error) {
        return answerRefusal(error, cardRefusal(intent));
      }
      return data({ intent, result: { ok: true, message: ACCOUNT_MESSAGES.verificationSent } });
    }
    case "time-zone": {
      const { status, ...result } = await updateTimeZone(db, user.id, form);
      return data({ intent, timeZoneResult: result }, { status });
    }
    case SURGE_ALERTS_INTENT: {
      try {
        const message = await setSurgeAlerts(db, user, values);
        return data({ intent, result: { ok: true, message } }, { status: 200 });
      } catch (error) {
        return answerRefusal(error, cardRefusal(intent));
      }
    }
    case GOOGLE_DISCONNECT_INTENT: {
      let message: string;
      try {
        message = await disconnectGoogle(env, db, user);
      } catch (error) {
        return answerRefusal(error, cardRefusal(intent));
      }
      await recordActivity(db, user, "google-disconnected", "YouTube Analytics (Google)");
      return data({ intent, result: { ok: true, message } });
    }
    default:
      return data({ intent: null, error: "Unknown action." }, { status: 400 });
  }
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const resultFor = (intent: string) =>
    actionData && actionData.intent === intent && "result" in actionData ? actionData.result : null;
  const channelError = actionData && "channelError" in actionData ? actionData.channelError : null;
  const importResult = actionData && "outcomes" in actionData ? actionData : null;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">Account Settings</h1>
      <div className="grid gap-6 md:grid-cols-3">
        <Card className="md:col-span-2">
          <h2 className="text-lg font-semibold">Profile</h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Email</dt>
              <dd className="font-medium">{loaderData.email}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Account type</dt>
              <dd className="font-medium">{loaderData.accountType}</dd>
            </div>
          </dl>
          {loaderData.isDemo ? (
            <p className="mt-4 text-sm">
              You are exploring the demo workspace.{" "}
              <Link to="/signup" className="font-semibold text-brand-700 underline dark:text-brand-400">
                Create a real account
              </Link>{" "}
              to connect your own channel.
            </p>
          ) : null}
        </Card>
        <SubscriptionCard
          view={loaderData.subscription}
          isDemo={loaderData.isDemo}
          result={actionData && "billing" in actionData ? actionData.billing : null}
          workspacePlan={loaderData.workspacePlan}
        />
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        <Card className="md:col-span-3">
          <h2 className="text-lg font-semibold">Quick Actions</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <Link to="/suggestions" className="font-semibold text-brand-700 underline dark:text-brand-400">
                Send feedback
              </Link>
            </li>
            <li>
              <a
                href={`mailto:${loaderData.supportEmail}`}
                className="font-semibold text-brand-700 underline dark:text-brand-400"
              >
                {loaderData.supportEmail}
              </a>
            </li>
          </ul>
        </Card>
      </div>
      <WorkspaceSwitcher memberships={loaderData.team.memberships} />
      <MembersCard
        view={loaderData.team}
        result={actionData && "teamResult" in actionData ? actionData.teamResult : null}
        channels={loaderData.channels.list}
      />
      <EmailVerificationCard
        verified={loaderData.emailVerified}
        justVerified={loaderData.justVerified}
        result={resultFor("resend-verification")}
      />
      <ApiStatusCard initial={loaderData.status} />
      <SettingsCard
        primaryTopic={loaderData.primaryTopic}
        result={resultFor("settings")}
        refusal={loaderData.settingsRefusal}
      />
      <Card id={TIME_ZONE_SETTING_ID}>
        <h2 className="text-lg font-semibold">Time zone</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Publish-time advice (the dashboard&apos;s upload timing) is given in this zone.
        </p>
        <TimeZoneForm
          current={loaderData.timeZone ?? "UTC"}
          chosen={loaderData.timeZone !== null}
          choices={loaderData.timeZones}
          result={actionData && "timeZoneResult" in actionData ? actionData.timeZoneResult : undefined}
        />
      </Card>
      <ChannelCard
        overview={loaderData.overview}
        isDemo={loaderData.isDemo}
        error={channelError}
        readings={loaderData.readings}
        refusal={loaderData.settingsRefusal}
        channels={{
          ...loaderData.channels,
          result: actionData && "channelsResult" in actionData ? actionData.channelsResult : null,
        }}
      />
      <GoogleConnectionCard
        view={loaderData.google}
        isDemo={loaderData.isDemo}
        flash={loaderData.googleFlash}
        result={resultFor(GOOGLE_DISCONNECT_INTENT)}
        refusal={loaderData.settingsRefusal}
      />
      <StudioImportCard
        history={loaderData.overview.imports}
        outcomes={importResult?.outcomes}
        error={importResult?.importError}
        demoMessage={loaderData.studioImportDemoMessage}
        refusal={loaderData.settingsRefusal}
      />
      {loaderData.storage ? <StorageCard use={loaderData.storage} /> : null}
      <EmailAlertsCard state={loaderData.surgeAlerts} result={resultFor(SURGE_ALERTS_INTENT)} />
      <WeeklyDigestCard state={loaderData.weeklyDigest} result={resultFor(DIGEST_INTENT)} />
      <ReportBrandingCard view={loaderData.reportBranding} result={resultFor(BRANDING_INTENT)} />
      <PasswordCard isDemo={loaderData.isDemo} passwordSet={loaderData.passwordSet} result={resultFor("password")} />
      <SessionsCard
        sessions={loaderData.sessions}
        apiAccessCount={loaderData.apiAccess.clients.length + loaderData.apiAccess.tokens.length}
        result={resultFor("sign-out-others")}
      />
      <ApiAccessCard
        view={loaderData.apiAccess}
        result={actionData && "apiAccessResult" in actionData ? actionData.apiAccessResult : null}
      />
      {loaderData.isDemo ? null : (
        <DeleteAccountCard result={resultFor("delete-account")} refusal={loaderData.deleteRefusal} />
      )}
    </div>
  );
}
