// Which outside services this server answers with a stand-in instead of the real one: the offline
// fakes of `npm run dev`, `npm start` and the tests (in-process or on a local port). Read from the
// settings alone, so every page can say so in one line and nobody mistakes the fake world's
// channels and numbers for YouTube's.
//
// Rule: a service counts as simulated when it is configured (its key is set) and its base URL
// points anywhere but the real provider's host. Unset base URLs mean the real provider.
import { listOf } from "./format";

type ServiceSettings = Partial<
  Pick<
    Env,
    | "YOUTUBE_API_KEY"
    | "YOUTUBE_API_BASE_URL"
    | "STRIPE_SECRET_KEY"
    | "STRIPE_API_BASE_URL"
    | "GOOGLE_CLIENT_ID"
    | "GOOGLE_OAUTH_BASE_URL"
  >
>;

function pointsElsewhere(url: string | undefined, realHosts: RegExp): boolean {
  const value = url?.trim();
  if (!value) return false;
  try {
    return !realHosts.test(new URL(value).hostname);
  } catch {
    // An unreadable base URL reaches no real provider either.
    return true;
  }
}

export type SimulatedService = "YouTube" | "Stripe" | "Google sign-in";

export function simulatedServices(env: ServiceSettings): SimulatedService[] {
  const list: SimulatedService[] = [];
  if (env.YOUTUBE_API_KEY && pointsElsewhere(env.YOUTUBE_API_BASE_URL, /^www\.googleapis\.com$/)) list.push("YouTube");
  if (env.STRIPE_SECRET_KEY && pointsElsewhere(env.STRIPE_API_BASE_URL, /^api\.stripe\.com$/)) list.push("Stripe");
  if (env.GOOGLE_CLIENT_ID && pointsElsewhere(env.GOOGLE_OAUTH_BASE_URL, /(^|\.)google(apis)?\.com$/))
    list.push("Google sign-in");
  return list;
}

/** The one visible line: "Offline sample data: YouTube is simulated on this server". */
export function simulatedNotice(services: readonly SimulatedService[]): string | null {
  if (services.length === 0) return null;
  return `Offline sample data: ${listOf(services)} ${services.length === 1 ? "is" : "are"} simulated on this server`;
}
