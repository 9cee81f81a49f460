import { Outlet } from "react-router";
import { AppShell } from "~/components/app-shell/app-shell";
import { requireUser } from "~/lib/auth/require-user.server";
import type { Route } from "./+types/layout";

// Runs before every loader and action of the app's pages: no session, no access.
const requireSession: Route.MiddlewareFunction = ({ request, context }) => {
  requireUser(context, request);
};

export const middleware: Route.MiddlewareFunction[] = [requireSession];

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { user: { email: user.email, isDemo: user.isDemo } };
}

export default function AppLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AppShell user={loaderData.user}>
      <Outlet />
    </AppShell>
  );
}
