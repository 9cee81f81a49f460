import { type RouterContextProvider, href, redirect } from "react-router";
import { userContext } from "~/context";
import type { SessionUser } from "./session.server";
import { withQuery } from "~/lib/links";

/**
 * The second layer of the guard: each loader and action asks for the user itself, so a page
 * moved out of the guarded layout can never serve data to a visitor.
 */
export function requireUser(context: Readonly<RouterContextProvider>, request: Request): SessionUser {
  const user = context.get(userContext);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(withQuery(href("/login"), { redirectTo: url.pathname + url.search }));
  }
  return user;
}
