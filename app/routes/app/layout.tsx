import { Outlet, data, isRouteErrorResponse } from "react-router";
import { AppShell, type ShellUser } from "~/components/app-shell/app-shell";
import { ToolErrorCard } from "~/components/app-shell/tool-error-card";
import { ErrorPage } from "~/components/marketing/error-page";
import { roleRefusalOf } from "~/lib/auth/role-refusal";
import { cloudflareContext, getEnv, onlyPausedChannelsContext } from "~/context";
import { allowanceText } from "~/features/billing/index";
import { payerPlanContext, payerPlanOnce, workspaceEntitlementsOf } from "~/features/billing/index.server";
import { teamNameOf } from "~/features/team/index.server";
import { PAUSED_CHANNELS_ONLY, channelsOnce, teamChannelsContext } from "~/features/channel-data/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { type RoleRefusal, requireRoleForAction } from "~/lib/auth/require-role.server";
import { ACCOUNT_PAGE, mayNot, routePattern } from "~/lib/auth/roles";
import { getDb } from "~/lib/db/client.server";
import { useRootData } from "~/lib/root-data";
import type { Route } from "./+types/layout";

// Runs before every loader and action of the app's pages: no session, no access.
const requireSession: Route.MiddlewareFunction = ({ request, context }) => {
  requireUser(context, request);
};

// A member whose every channel is paused (the plan lapsed) reads none of them: only Account
// Settings opens, where they can switch to another workspace.
const refuseOnlyPausedChannels: Route.MiddlewareFunction = ({ context, pattern }) => {
  if (context.get(onlyPausedChannelsContext) && routePattern(pattern) !== ACCOUNT_PAGE)
    throw data({ roleRefusal: PAUSED_CHANNELS_ONLY } satisfies RoleRefusal, { status: 403 });
};

// Every action of the app's pages passes the role check once, here (app/lib/auth/roles.ts).
const requireRole: Route.MiddlewareFunction = async ({ request, context, pattern }) => {
  await requireRoleForAction(context, request, pattern);
};

// The workspace's channels, read once per request by whichever loader asks first (the switcher here,
// Account Settings, the dashboard's portfolio).
const shareChannels: Route.MiddlewareFunction = ({ request, context }) => {
  context.set(teamChannelsContext, channelsOnce(getDb(getEnv(context)), requireUser(context, request)));
};

// Who pays for the acting workspace and their plan, read once per request by whichever loader asks
// first (the plan badge here, the page's viewer).
const sharePayerPlan: Route.MiddlewareFunction = ({ request, context }) => {
  context.set(payerPlanContext, payerPlanOnce(getDb(getEnv(context)), requireUser(context, request)));
};

export const middleware: Route.MiddlewareFunction[] = [
  requireSession,
  refuseOnlyPausedChannels,
  requireRole,
  shareChannels,
  sharePayerPlan,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  // Runs again after every action, so the count is right the moment an analysis spends it.
  // The acting workspace's plan: a member working in an owner's workspace sees (and spends) its allowance.
  const db = getDb(getEnv(context));
  const [e, channels] = await Promise.all([
    context
      .get(payerPlanContext)()
      .then((payerPlan) => workspaceEntitlementsOf(db, payerPlan, user.isDemo)),
    // The switcher's list.
    context.get(teamChannelsContext)(),
  ]);
  const plan = {
    name: e.planName,
    text: allowanceText(e),
    left: e.analysesLeft,
    paid: e.planId !== null,
    demo: e.demo,
  };
  // This request's id (the x-request-id header, the log lines' requestId): an error card names it.
  // Working in someone else's workspace: every page says whose, and as what.
  const acting =
    user.teamId !== user.homeTeamId
      ? { name: (await teamNameOf(db, user.teamId)) ?? "another", role: user.role }
      : null;
  const current = channels.find((channel) => channel.teamChannelId === user.teamChannelId)?.id ?? null;
  // The role's words when it may run no analysis here (a viewer): the pages disable their run
  // buttons with them. Such a person spends no allowance, so is sent no plan line promising runs.
  const runRefusal = mayNot(user.role, "analyze");
  return {
    user: {
      email: user.email,
      isDemo: user.isDemo,
      plan: runRefusal ? undefined : plan,
      acting,
      runRefusal,
      // A paused channel is not read, so the switcher does not offer it (Account Settings lists it, and why).
      channels: { current, list: channels.filter((c) => !c.paused).map(({ id, title }) => ({ id, title })) },
    },
    requestId: context.get(cloudflareContext).requestId,
  };
}

// Loaded with every navigation, not only after actions: the request id an error card shows is
// then the failing request's own (a tool's loader fails in the same request as this one), and
// the sidebar's analyses-left count is current on every page. One small D1 read per navigation.
export const shouldRevalidate = () => true;

export default function AppLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AppShell user={loaderData.user}>
      <Outlet />
    </AppShell>
  );
}

/**
 * A tool that fails (its loader or action throws, or it throws a 404) shows an error card inside
 * the shell instead of swapping the whole app for the marketing error page. The shell needs the
 * signed-in user: from this layout's loader, or the root's when this one did not run. When a
 * middleware threw (the sign-in guard's redirect is not an error; an admin-only 404 is) no loader
 * ran at all, and the site's error page answers, as before.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const rootUser = useRootData()?.user;
  const user: ShellUser | null =
    loaderData?.user ?? (rootUser ? { email: rootUser.email, isDemo: rootUser.isDemo } : null);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const refusal = roleRefusalOf(error);
  if (!user) return <ErrorPage notFound={notFound} detail={errorDetail(error)} roleRefusal={refusal} />;
  return (
    <AppShell user={user}>
      {refusal ? (
        <div
          role="alert"
          className="mx-auto max-w-2xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <h1 className="text-lg font-semibold">Not with your role</h1>
          <p className="mt-2 text-sm">{refusal}</p>
        </div>
      ) : (
        <ToolErrorCard notFound={notFound} requestId={loaderData?.requestId ?? null} />
      )}
    </AppShell>
  );
}

function errorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || String(error.status);
  return error instanceof Error ? error.message : "Unknown error";
}
