// What each role may do in a workspace, decided here and nowhere else:
//   owner   everything;
//   manager every tool and setting, no billing, no deleting the workspace, no managing members;
//   viewer  reads only: no analysis that spends an allowance or stores a result, no settings, no
//           connections, no billing.
// The edges ask it once per request: /api in workers/api/session.ts (every analysis endpoint of
// api-access's table at once), the app's page actions in the app layout's middleware
// (require-role.server.ts with `pageActionNeeds`), the pages outside that layout that sell or
// connect (pricing, Google connect: `actionRoleRefusal`), and the team's use-cases (`mayNot`
// before inviting or changing members).
import type { Role } from "./tables";

export type { Role } from "./tables";
export { ROLES } from "./tables";

/** What a request asks to do, beyond reading the workspace. */
export type Capability = "analyze" | "settings" | "billing" | "delete-workspace" | "members";

const ALLOWED: Record<Role, readonly Capability[]> = {
  owner: ["analyze", "settings", "billing", "delete-workspace", "members"],
  manager: ["analyze", "settings"],
  viewer: [],
};

/** The words of a refusal: which role may. */
export const ROLE_MESSAGES: Record<Capability, string> = {
  analyze: "Viewers can read this workspace but not run analyses. Ask an owner or manager.",
  settings: "Viewers can read this workspace but not change its settings or connections. Ask an owner or manager.",
  billing: "Only the workspace's owner can manage billing and plans.",
  "delete-workspace":
    "Only the workspace's owner can delete it. To delete your own account, switch to your own workspace first.",
  members: "Only the workspace's owner can invite members or change their roles.",
};

/** Null when `role` may do it; otherwise the message saying which role may. */
export function mayNot(role: Role, capability: Capability): string | null {
  return ALLOWED[role].includes(capability) ? null : ROLE_MESSAGES[capability];
}

/**
 * Account Settings' intents that are about the person, not the workspace: anyone may send them in
 * any workspace (their password, sessions, confirmation mail, time zone, their own surge-alert
 * mails and weekly digest, their own API tokens, and the workspace switch itself). Every other intent there changes
 * the workspace.
 */
const PERSONAL_ACCOUNT_INTENTS = new Set([
  "password",
  "sign-out-others",
  "resend-verification",
  "time-zone",
  "surge-alerts",
  "weekly-digest",
  "switch-workspace",
]);

/** Account Settings' intents by what they need (anything not named here: "settings"). */
const ACCOUNT_INTENT_NEEDS: Record<string, Capability> = {
  "delete-account": "delete-workspace",
  "team-invite": "members",
  "team-role": "members",
  "team-remove": "members",
  "team-revoke": "members",
  "team-name": "members",
};

/**
 * Pages whose actions are about the person or Vidwise, never the workspace's data: feedback, the
 * admin page (its own check: ADMIN_EMAILS), and the dashboard, whose one action saves the person's
 * own time zone (sent by itself, with JavaScript, when none was chosen: refusing it would put an
 * error in a viewer's dashboard).
 */
const OPEN_PAGES = new Set(["/suggestions", "/admin", "/dashboard"]);
/** Pages whose actions buy something. */
const BILLING_PAGES = new Set(["/coaching", "/pricing"]);
/** Pages outside Account Settings whose actions change a connection. */
const SETTINGS_PAGES = new Set(["/google/connect"]);
/** Account Settings: the one page whose forms mix the person's own intents with the workspace's. */
export const ACCOUNT_PAGE = "/account";

/**
 * React Router's `pattern` argument as the pages are named here: it joins the matched routes' own
 * paths, which app/routes.ts writes without a leading slash ("account", "jobs/:id/progress").
 */
export function routePattern(pattern: string): string {
  return `/${pattern.replace(/^\/+/, "")}`;
}

/**
 * What a page's action (a form POST) on the route `pattern` needs, or null when anyone signed in
 * may send it. `pattern` is the matched route's own pattern ("/account"), never the request's path:
 * the router matches "/Account", "/%61ccount" and "/account.data" to the same route, so only the
 * pattern names the action the request reaches. `intent` is the form's `intent` field, read only
 * for Account Settings. `routePattern` turns React Router's `pattern` argument into this form.
 */
export function pageActionNeeds(pattern: string, intent: string | null): Capability | null {
  if (OPEN_PAGES.has(pattern)) return null;
  if (BILLING_PAGES.has(pattern)) return "billing";
  if (SETTINGS_PAGES.has(pattern)) return "settings";
  if (pattern === ACCOUNT_PAGE) {
    if (intent === null) return "settings";
    if (PERSONAL_ACCOUNT_INTENTS.has(intent) || intent.startsWith("api-token") || intent.startsWith("api-client"))
      return null;
    if (intent.startsWith("billing-") || intent.startsWith("cancel-subscription")) return "billing";
    return ACCOUNT_INTENT_NEEDS[intent] ?? "settings";
  }
  // Every tool page: running or saving anything is an analysis.
  return "analyze";
}
