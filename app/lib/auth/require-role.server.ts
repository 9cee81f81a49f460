// The role check of the app's page actions, run once by the app layout's middleware
// before any action: a viewer runs no analysis and changes no setting, a manager buys nothing and
// deletes no workspace (roles.ts). Refused, it throws a 403 carrying the words saying which role
// may; the layout's error boundary shows them inside the app.
import { type RouterContextProvider, data } from "react-router";
import { formFields } from "~/lib/validation";
import { requireUser } from "./require-user.server";
import { ACCOUNT_PAGE, mayNot, pageActionNeeds, routePattern } from "./roles";
import type { SessionUser } from "./session.server";

/** What the layout's error boundary reads back from the thrown 403. */
export type RoleRefusal = { roleRefusal: string };

export async function requireRoleForAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  pattern: string,
) {
  if (request.method === "GET" || request.method === "HEAD") return;
  const refusal = await actionRoleRefusal(requireUser(context, request), request, pattern);
  if (refusal) throw data({ roleRefusal: refusal } satisfies RoleRefusal, { status: 403 });
}

/**
 * Why `user`'s role may not send this page action, or null. `pattern` is the matched route's
 * pattern (React Router's `pattern` argument), so the check names the action the router runs however
 * the path is spelled. Also for the pages outside the app layout that sell or connect (pricing,
 * Google connect), which answer the words in their own way.
 */
export async function actionRoleRefusal(
  user: Pick<SessionUser, "role">,
  request: Request,
  pattern: string,
): Promise<string | null> {
  // Only Account Settings mixes personal forms with the workspace's: its intent says which.
  const route = routePattern(pattern);
  const intent = route === ACCOUNT_PAGE ? await intentOf(request) : null;
  const needs = pageActionNeeds(route, intent);
  return needs ? mayNot(user.role, needs) : null;
}

/** The form's `intent`, read from a copy of the request (the action reads the original). */
async function intentOf(request: Request): Promise<string | null> {
  try {
    const { intent } = formFields(await request.clone().formData());
    return typeof intent === "string" ? intent : null;
  } catch {
    return null;
  }
}
