// The daily clean-up's part for API access (housekeeping calls it): expired codes and tokens, and
// clients that registered themselves but never got a grant within a week (dynamic registration
// needs no account, so abandoned or junk registrations would otherwise pile up). Bounded deletes.
import { and, lt, notExists, eq } from "drizzle-orm";
import { type ChunkLimits, deleteInChunks } from "~/lib/db/delete-in-chunks";
import type { Db } from "~/lib/db/client.server";
import { apiAuthCodes, apiClients, apiGrants, apiTokens } from "./tables";

export const UNUSED_CLIENT_DAYS = 7;

export async function pruneApiAccess(db: Db, now: Date, limits: ChunkLimits): Promise<number> {
  const unusedSince = new Date(now.getTime() - UNUSED_CLIENT_DAYS * 86_400_000);
  const codes = await deleteInChunks(
    db,
    apiAuthCodes,
    lt(apiAuthCodes.expiresAt, now),
    limits.chunk,
    limits.maxStatements,
  );
  const tokens = await deleteInChunks(db, apiTokens, lt(apiTokens.expiresAt, now), limits.chunk, limits.maxStatements);
  const clients = await deleteInChunks(
    db,
    apiClients,
    and(
      lt(apiClients.createdAt, unusedSince),
      notExists(db.select({ id: apiGrants.id }).from(apiGrants).where(eq(apiGrants.clientId, apiClients.id))),
    )!,
    limits.chunk,
    limits.maxStatements,
  );
  return codes + tokens + clients;
}
