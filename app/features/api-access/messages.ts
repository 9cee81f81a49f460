// API access's words: what a client, a script or the Account Settings page is told.
export const API_ACCESS_MESSAGES = {
  missingToken: "Send an access token: Authorization: Bearer <token>.",
  invalidToken: "This token is invalid, expired or revoked.",
  wrongScope: (scope: string) => `This token was not granted the "${scope}" scope.`,
  readOnlyToken:
    "This token was granted to a connected application, which can only read: it cannot run analyses or spend your YouTube allowance. Use a personal API token from Account Settings for that.",
  notForTokens: "This endpoint does not accept API tokens: it needs a signed-in session.",
  demoTokens: "Demo accounts cannot create API tokens. Sign up to use the API.",
  unverifiedTokens: "Confirm your email address before creating API tokens.",
  tokenName: 'Name the token (1 to 60 characters), e.g. "weekly report script".',
  tokenScopes: "Tick at least one kind of data the token may read.",
  tokenDays: "Choose how long the token lasts: 30, 90 or 365 days.",
  tokenCreated: "Token created. Copy it now: it is shown only once.",
  tokenRevoked: "Token revoked.",
  tokenNotFound: "That token does not exist (already revoked?).",
  clientRevoked: "Application disconnected: its tokens no longer work.",
  clientNotFound: "That application is not connected (already disconnected?).",
  tooManyTokens: "You have 20 API tokens: revoke one before creating another.",
} as const;
