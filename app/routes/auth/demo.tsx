import { redirect } from "react-router";
import { getEnv, userContext } from "~/context";
import { createDemoAccount } from "~/features/auth/accounts.server";
import { copySampleStatements } from "~/features/channel-data/demo-copy.server";
import { getDb } from "~/lib/db/client.server";
import type { Route } from "./+types/demo";

// Only a POST starts a demo, so crawlers and link prefetches never create workspaces.
export function loader({ context }: Route.LoaderArgs) {
  return redirect(context.get(userContext) ? "/dashboard" : "/");
}

export async function action({ request, context }: Route.ActionArgs) {
  // Already signed in (real or demo): just open the app.
  if (context.get(userContext)) return redirect("/dashboard");
  const db = getDb(getEnv(context));
  const { cookie } = await createDemoAccount(db, request, (workspaceId) => copySampleStatements(workspaceId));
  return redirect("/dashboard", { headers: { "set-cookie": cookie } });
}
