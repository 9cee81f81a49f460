import { Outlet } from "react-router";
import { AppShell } from "~/components/app-shell/app-shell";
import { getEnv } from "~/context";
import { allowanceText } from "~/features/billing/entitlements";
import { entitlementsOf } from "~/features/billing/entitlements.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { getDb } from "~/lib/db/client.server";
import type { Route } from "./+types/layout";

// Runs before every loader and action of the app's pages: no session, no access.
const requireSession: Route.MiddlewareFunction = ({ request, context }) => {
  requireUser(context, request);
};

export const middleware: Route.MiddlewareFunction[] = [requireSession];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  // Runs again after every action, so the count is right the moment an analysis spends it.
  const e = await entitlementsOf(getDb(getEnv(context)), user);
  const plan = { name: e.planName, text: allowanceText(e), left: e.analysesLeft, paid: e.planId !== null, demo: e.demo };
  return { user: { email: user.email, isDemo: user.isDemo, plan } };
}

export default function AppLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AppShell user={loaderData.user}>
      <Outlet />
    </AppShell>
  );
}
