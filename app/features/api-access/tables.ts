// API access's tables (docs/api-access.md): OAuth clients that registered themselves (RFC 7591),
// the grants a user consented to, the short-lived authorisation codes, and every bearer token
// (OAuth access and refresh tokens, personal API tokens). Secrets are stored as SHA-256 only:
// a leaked table yields no working code or token.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "~/lib/db/columns";
import { users } from "~/lib/auth/tables";

/** A client registered by dynamic client registration. Public clients only (PKCE, no secret). */
export const apiClients = sqliteTable("api_clients", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  // JSON array of the exact redirect URIs the client registered; authorisation requires one of them.
  redirectUris: text("redirect_uris", { mode: "json" }).$type<string[]>().notNull(),
  createdAt: createdAt(),
});

/**
 * One user's consent to one client: the scopes ticked on the consent page. Account Settings lists
 * these as "connected clients"; revoking one deletes it, and its tokens go with it (cascade).
 * `credentialStamp` ties the grant to the password it was given under: a password change or reset
 * makes the stamp stale and the grant dead.
 */
export const apiGrants = sqliteTable(
  "api_grants",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: text("client_id")
      .notNull()
      .references(() => apiClients.id, { onDelete: "cascade" }),
    scopes: text("scopes").notNull(),
    credentialStamp: text("credential_stamp").notNull(),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("api_grants_user_idx").on(t.userId)],
);

/** An authorisation code: single use (usedAt), 60 seconds, bound to its redirect URI and PKCE challenge. */
export const apiAuthCodes = sqliteTable("api_auth_codes", {
  codeHash: text("code_hash").primaryKey(),
  grantId: text("grant_id")
    .notNull()
    .references(() => apiGrants.id, { onDelete: "cascade" }),
  redirectUri: text("redirect_uri").notNull(),
  codeChallenge: text("code_challenge").notNull(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  usedAt: integer("used_at", { mode: "timestamp_ms" }),
});

/**
 * Bearer tokens. kind "access"/"refresh" belong to a grant (deleted with it), as does "rotated" (a
 * used refresh token, kept until it would have expired so its reuse is recognised); "personal" tokens
 * belong to the user directly, with a name, and carry their own credential stamp.
 */
export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    kind: text("kind", { enum: ["access", "refresh", "rotated", "personal"] }).notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    grantId: text("grant_id").references(() => apiGrants.id, { onDelete: "cascade" }),
    name: text("name"),
    scopes: text("scopes").notNull(),
    credentialStamp: text("credential_stamp").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("api_tokens_user_idx").on(t.userId, t.kind)],
);
