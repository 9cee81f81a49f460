import { redirect } from "react-router";
import { getEnv, userContext } from "~/context";
import { deleteDemoWorkspace } from "~/features/auth/index.server";
import { clearedSessionCookie, deleteSession } from "~/lib/auth/session.server";
import { getDb } from "~/lib/db/client.server";
import type { Route } from "./+types/logout";
import { log } from "~/lib/log.server";

// Logging out changes state, so it is a POST; a GET (a link, a prefetch) just goes home.
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(userContext);
  const cookie = clearedSessionCookie(request);
  if (user) {
    const db = getDb(getEnv(context));
    try {
      // A demo holds nothing worth keeping: leaving it removes the whole workspace.
      if (user.isDemo) await deleteDemoWorkspace(db, user.teamChannelId);
      else await deleteSession(db, user.sessionId);
    } catch (error) {
      // The spec: log out even if clearing fails. The cookie is cleared regardless.
      log.error("logout.cleanup-failed", { error });
    }
  }
  return redirect("/landing", { headers: { "set-cookie": cookie } });
}
