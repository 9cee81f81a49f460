// What every loader and action can read from React Router's context.
import { createContext, type RouterContextProvider } from "react-router";
import type { SessionUser } from "~/lib/auth/session.server";

export type CloudflareContext = { env: Env; ctx: ExecutionContext; requestId: string };

export const cloudflareContext = createContext<CloudflareContext>();

// Set by the root middleware from the session cookie; null for visitors.
export const userContext = createContext<SessionUser | null>(null);

export function getEnv(context: Readonly<RouterContextProvider>): Env {
  return context.get(cloudflareContext).env;
}
