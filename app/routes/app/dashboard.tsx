import { ButtonLink } from "~/components/ui/button";
import { ToolPage, ToolResults, emptyStats } from "~/components/tool-page/tool-page";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: `Dashboard · ${PRODUCT_NAME}` }];

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { isDemo: user.isDemo };
}

// The engine arrives with its own issue; until then the page says what it will need.
export default function DashboardPage() {
  return (
    <ToolPage
      title="Dashboard"
      intro="Your channel's health at a glance: the KPIs creators care about, computed from your own numbers."
      steps={[
        { title: "Connect", body: "Connect your YouTube channel or import a YouTube Studio export." },
        { title: "Measure", body: "Vidwise computes subscriber growth rate, suggested reach, watch time per viewer and funnel completion." },
        { title: "Act", body: "Each KPI says what moved it and what to try next." },
      ]}
      stats={emptyStats(["Subscriber Growth Rate", "Suggested Video Reach", "Watch Time per Viewer", "Viewer Funnel Completion"])}
      bestPractices={{
        items: [
          "Judge momentum over vanity metrics: growth rate beats total subscribers.",
          "Compare each KPI with your own last 28 days, not with other channels.",
          "Look at trends across several uploads before changing course.",
        ],
      }}
    >
      <ToolResults
        isEmpty
        empty={{
          title: "The dashboard needs your channel's data",
          body: "Connect your YouTube channel in Account Settings, or import a YouTube Studio export, and the four KPIs are computed from it.",
          action: <ButtonLink to="/account">Go to Account Settings</ButtonLink>,
        }}
      />
    </ToolPage>
  );
}
