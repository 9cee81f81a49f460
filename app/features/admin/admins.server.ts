// Who may open /admin: users whose email is listed in ADMIN_EMAILS. Everyone else, demo users
// included, is told the page does not exist.
import { data, type RouterContextProvider } from "react-router";
import { getEnv } from "~/context";
import { adminEmails } from "~/lib/admin-emails";
import { requireUser } from "~/lib/auth/require-user.server";
import type { SessionUser } from "~/lib/auth/session.server";

export function isAdmin(
  env: Pick<Env, "ADMIN_EMAILS">,
  user: Pick<SessionUser, "email" | "isDemo" | "emailVerified"> | null,
): boolean {
  // A demo account is a throwaway anyone can open: never an admin, whatever its address. An
  // unverified one may belong to whoever signed up first with the address.
  if (!user || user.isDemo || !user.emailVerified) return false;
  return adminEmails(env.ADMIN_EMAILS).has(user.email.trim().toLowerCase());
}

/** The signed-in admin, or a 404 (the page's existence is not revealed to anyone else). */
export function requireAdmin(context: Readonly<RouterContextProvider>, request: Request): SessionUser {
  const user = requireUser(context, request);
  if (!isAdmin(getEnv(context), user)) throw data(null, { status: 404, statusText: "Not Found" });
  return user;
}
