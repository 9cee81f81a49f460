import { type RouterContextProvider, href, redirect } from "react-router";
import type { SessionUser } from "./session.server";
import { userContext } from "./user-context";
import { withQuery } from "~/lib/links";
import { requestedPage } from "~/lib/safe-redirect";

/**
 * The second layer of the guard: each loader and action asks for the user itself, so a page
 * moved out of the guarded layout can never serve data to a visitor.
 */
export function requireUser(context: Readonly<RouterContextProvider>, request: Request): SessionUser {
  const user = context.get(userContext);
  if (!user) {
    // The page, not React Router's data request for it: a client-side navigation asks for
    // "/comment-sentiment.data?_routes=…", and after signing in the person wants the page.
    throw redirect(withQuery(href("/login"), { redirectTo: requestedPage(new URL(request.url)) }));
  }
  return user;
}
