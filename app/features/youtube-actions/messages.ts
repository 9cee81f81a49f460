// What YouTube actions say to people. A plain module: pages and components share it.
import { ALLOW_CHANGES_LABEL } from "~/features/google-connection/index";

export const ACCOUNT_SETTINGS_PATH = "/account";

export const YOUTUBE_ACTION_MESSAGES = {
  noConsent: `Vidwise may not make changes on your YouTube channel yet: an owner or manager can tick "${ALLOW_CHANGES_LABEL}" when connecting with Google in Account Settings (reconnect to add it).`,
  notConnected: `Changes on YouTube need the channel connected with Google: connect it in Account Settings with "${ALLOW_CHANGES_LABEL}" ticked.`,
  role: "Only an owner or manager of this workspace, signed in, can make changes on YouTube.",
  bearer:
    "Changes on YouTube are made only from the app by a signed-in owner or manager; API and MCP tokens are read-only.",
  scopeGone: `Google no longer accepts changes from this connection (the permission was removed). Reconnect with Google in Account Settings with "${ALLOW_CHANGES_LABEL}" ticked.`,
  demo: "The demo workspace cannot make changes on YouTube. Create a free account to connect your own channel.",
  youtubeRefused: "YouTube refused the change, so nothing was changed.",
  unavailable: "YouTube could not be reached, so nothing was changed. Please try again in a moment.",
  commentGoneUnknown:
    "YouTube could not find one of these comments (deleted since Vidwise read it) and did not say which, so they were left as they are.",
} as const;

/** The write budget is spent: what is left and when it is new again. */
export function budgetSpentMessage(scope: "team" | "deployment", resetsAt: string): string {
  const when = `${resetsAt.slice(0, 16).replace("T", " ")} UTC (midnight in YouTube's Pacific time)`;
  return scope === "team"
    ? `This workspace's changes on YouTube for today are used up (each costs 50 of YouTube's daily units): nothing was changed. It renews at ${when}.`
    : `Vidwise's changes on YouTube for today, shared by every workspace, are used up (each costs 50 of YouTube's daily units): nothing was changed. They renew at ${when}.`;
}
