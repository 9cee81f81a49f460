// Account Settings' API access actions: create and revoke personal tokens, disconnect a client.
// Every one acts on the signed-in user's own rows only; demo and unconfirmed accounts get none.
import { z } from "zod";
import type { SessionUser } from "~/lib/auth/session.server";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { API_ACCESS_MESSAGES as M } from "./messages";
import { SCOPES } from "./scopes";
import type { ApiAccessView } from "./components/api-access-card";
import { eq } from "drizzle-orm";
import { apiGrants, apiTokens } from "./tables";
import {
  connectedClients,
  createPersonalToken,
  personalTokens,
  revokeGrant,
  revokePersonalToken,
} from "./tokens.server";

export const API_ACCESS_INTENTS = {
  createToken: "api-token-create",
  revokeToken: "api-token-revoke",
  revokeClient: "api-client-revoke",
} as const;
export const MAX_PERSONAL_TOKENS = 20;

/** What an action did, for the card; a refusal is thrown as an AppError with the card's words. */
export type ApiAccessResult = { ok: true; message: string; token?: string };

const createForm = z.object({
  name: z.string({ error: M.tokenName }).trim().min(1, { error: M.tokenName }).max(60, { error: M.tokenName }),
  scopes: z.array(z.enum(SCOPES)).min(1, { error: M.tokenScopes }),
  days: z.enum(["30", "90", "365"], { error: M.tokenDays }).transform(Number),
});

export function isApiAccessIntent(intent: unknown): boolean {
  return (Object.values(API_ACCESS_INTENTS) as unknown[]).includes(intent);
}

export function tokenRefusal(user: SessionUser): string | null {
  if (user.isDemo) return M.demoTokens;
  if (!user.emailVerified) return M.unverifiedTokens;
  return null;
}

export async function apiAccessAction(
  db: Db,
  user: SessionUser,
  intent: string,
  form: FormData,
): Promise<ApiAccessResult> {
  if (user.isDemo) throw new AppError("forbidden", M.demoTokens);
  const id = String(form.get("id") ?? "").slice(0, 100);
  switch (intent) {
    case API_ACCESS_INTENTS.createToken: {
      const refusal = tokenRefusal(user);
      if (refusal) throw new AppError("forbidden", refusal);
      const parsed = createForm.safeParse({
        name: form.get("name") ?? undefined,
        scopes: form.getAll("scope"),
        days: form.get("days") ?? "90",
      });
      if (!parsed.success) throw new AppError("invalid-input", parsed.error.issues[0]?.message ?? M.tokenName);
      if ((await personalTokens(db, user.id)).length >= MAX_PERSONAL_TOKENS)
        throw new AppError("limit-reached", M.tooManyTokens, { status: 400 });
      const token = await createPersonalToken(db, user.id, parsed.data);
      return { ok: true, message: M.tokenCreated, token };
    }
    case API_ACCESS_INTENTS.revokeToken:
      if (!(await revokePersonalToken(db, user.id, id))) throw new AppError("not-found", M.tokenNotFound);
      return { ok: true, message: M.tokenRevoked };
    case API_ACCESS_INTENTS.revokeClient:
      if (!(await revokeGrant(db, user.id, id))) throw new AppError("not-found", M.clientNotFound);
      return { ok: true, message: M.clientRevoked };
    default:
      throw new AppError("invalid-input", "Unknown action.");
  }
}

/** A stored time as the card shows it: "2026-11-23 15:04 UTC" (server-rendered, the same everywhere). */
/** An instant for the card, which shows it in the viewer's zone and locale (app/lib/viewer-format.ts). */
function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** The card's lists for this user (demo accounts have none: they can create neither). */
export async function apiAccessView(db: Db, user: SessionUser, origin: string): Promise<ApiAccessView> {
  const mcpUrl = `${origin}/mcp`;
  if (user.isDemo) return { mcpUrl, refusal: M.demoTokens, clients: [], tokens: [] };
  const [clients, tokens] = [await connectedClients(db, user.id), await personalTokens(db, user.id)];
  return {
    mcpUrl,
    refusal: tokenRefusal(user),
    clients: clients.map((c) => ({ ...c, connectedAt: iso(c.connectedAt)!, lastUsedAt: iso(c.lastUsedAt) })),
    tokens: tokens.map((t) => ({
      ...t,
      createdAt: iso(t.createdAt)!,
      expiresAt: iso(t.expiresAt)!,
      lastUsedAt: iso(t.lastUsedAt),
    })),
  };
}

/**
 * Every connected application (grant, with its tokens) and every personal token of the account
 * gone at once: "Sign out other sessions" with its box ticked, and a sign-in link that confirmed an
 * address (whoever had registered it before may have connected applications or made tokens).
 */
export async function revokeAllApiAccess(db: Db, userId: string): Promise<void> {
  await db.batch([
    db.delete(apiTokens).where(eq(apiTokens.userId, userId)),
    db.delete(apiGrants).where(eq(apiGrants.userId, userId)),
  ]);
}
