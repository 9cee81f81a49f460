// What the root loader (app/root.tsx) gives every page, and the hook that reads it. Kept apart
// from root.tsx so the marketing header and error page can read it without importing the root
// module, which imports them: no import cycle (docs/decisions/009-feature-tiers.md).
import { useRouteLoaderData } from "react-router";
import type { ViewerFormatSettings } from "~/lib/viewer-format";

export type RootData = {
  origin: string;
  /** The signed-in visitor as pages may show them; null for visitors. */
  user: { email: string; isDemo: boolean; platform: string } | null;
  supportEmail: string;
  /** "Offline sample data: YouTube is simulated on this server" while fakes answer; else null. */
  simulatedNotice: string | null;
  /** The zone (account setting, UTC for visitors) and locale (Accept-Language) dates are shown in. */
  viewerFormat: ViewerFormatSettings;
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
