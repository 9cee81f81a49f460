// The role check's refusal as the error boundaries receive it: a 403 whose data carries the words
// saying which role may (app/lib/auth/require-role.server.ts throws it from the app layout's
// middleware). Browser-safe: both the root's boundary and the app layout's read it.
import { isRouteErrorResponse } from "react-router";

/** The refusal's words, or null when `error` is anything else. */
export function roleRefusalOf(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status !== 403) return null;
  const body: unknown = error.data;
  return typeof body === "object" && body !== null && "roleRefusal" in body && typeof body.roleRefusal === "string"
    ? body.roleRefusal
    : null;
}
