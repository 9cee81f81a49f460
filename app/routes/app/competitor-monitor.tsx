import { ButtonLink } from "~/components/ui/button";
import { ToolPage, ToolResults, emptyStats } from "~/components/tool-page/tool-page";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import type { Route } from "./+types/competitor-monitor";

export const meta: Route.MetaFunction = () => [{ title: `Competitor Monitor · ${PRODUCT_NAME}` }];

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { isDemo: user.isDemo };
}

// The engine arrives with its own issue; until then the page says what it will need.
export default function CompetitorMonitorPage() {
  return (
    <ToolPage
      title="Competitor Monitor"
      intro="Track the channels in your niche and see which of their videos beat their own normal, and why."
      steps={[
        { title: "Track", body: "Add the channels you compete with." },
        { title: "Detect", body: "Vidwise compares every new upload with the channel's own median." },
        { title: "Learn", body: "Outliers come with the measured features that set them apart." },
      ]}
      stats={emptyStats(["Videos Tracked", "Avg Views per Video", "Top Performing Channel", "Last Updated"])}
      bestPractices={{
        items: [
          "Monitor 3-5 channels close to your size and topic.",
          "Study outliers, not averages: they show what the audience wants now.",
          "Borrow the idea, never the packaging: make it yours.",
        ],
      }}
    >
      <ToolResults
        isEmpty
        empty={{
          title: "No competitor channels yet",
          body: "Add the channels you want to follow. Tracking uses the YouTube Data API.",
          action: <ButtonLink to="/account">Go to Account Settings</ButtonLink>,
        }}
      />
    </ToolPage>
  );
}
