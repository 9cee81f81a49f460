import { ButtonLink } from "~/components/ui/button";
import { ToolPage, ToolResults, emptyStats } from "~/components/tool-page/tool-page";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import type { Route } from "./+types/series-planner";

export const meta: Route.MetaFunction = () => [{ title: `Series Planner · ${PRODUCT_NAME}` }];

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { isDemo: user.isDemo };
}

// The engine arrives with its own issue; until then the page says what it will need.
export default function SeriesPlannerPage() {
  return (
    <ToolPage
      title="Series Planner"
      intro="Group your videos into series that keep viewers watching, and plan the next ones."
      steps={[
        { title: "Analyze", body: "Vidwise clusters your library by topic." },
        { title: "Order", body: "Videos are ordered into series with gaps to fill." },
        { title: "Plan", body: "Edit, reorder and schedule each series." },
      ]}
      stats={emptyStats(["Total Series", "Planned Videos", "Published Videos", "Avg Completion"])}
      bestPractices={{
        items: [
          "Aim for 4-8 videos per series.",
          "Release episodes 3-7 days apart.",
          "End each episode with a link to the next.",
        ],
      }}
    >
      <ToolResults
        isEmpty
        empty={{
          title: "No videos to plan from yet",
          body: "Connect your YouTube channel in Account Settings so Vidwise can group your library into series.",
          action: <ButtonLink to="/account">Go to Account Settings</ButtonLink>,
        }}
      />
    </ToolPage>
  );
}
