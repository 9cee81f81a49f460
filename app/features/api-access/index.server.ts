// API access's public server entry (top tier): the MCP server, the OAuth endpoints, bearer tokens
// and Account Settings' lists and actions, for the edges (workers/mcp.ts, workers/api, routes).
export { handleMcp, RPC, SUPPORTED_PROTOCOL_VERSIONS, type McpReply } from "./mcp.server";
export { channelOfCaller } from "./caller-channel.server";
export {
  approve,
  CONSENT_MESSAGES,
  checkAuthorizeRequest,
  consentRefusal,
  denial,
  registerClient,
  registrationBody,
  revokeToken,
  tokenEndpoint,
  type AuthorizeRequest,
} from "./oauth.server";
export {
  authenticate,
  connectedClients,
  personalTokens,
  type ConnectedClient,
  type PersonalToken,
  type TokenHolder,
} from "./tokens.server";
export { RATE_LIMITED, RETRY_AFTER_SECONDS, withinTokenLimits } from "./limits.server";
export {
  API_ACCESS_INTENTS,
  apiAccessAction,
  apiAccessView,
  isApiAccessIntent,
  revokeAllApiAccess,
  tokenRefusal,
  type ApiAccessResult,
} from "./account-actions.server";
export { API_ACCESS_MESSAGES } from "./messages";
export { pruneApiAccess } from "./prune.server";
