import { ButtonLink } from "~/components/ui/button";
import { ToolPage, ToolResults, emptyStats } from "~/components/tool-page/tool-page";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import type { Route } from "./+types/content-ideas";

export const meta: Route.MetaFunction = () => [{ title: `Content Idea Generator · ${PRODUCT_NAME}` }];

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { isDemo: user.isDemo };
}

// The engine arrives with its own issue; until then the page says what it will need.
export default function ContentIdeasPage() {
  return (
    <ToolPage
      title="Content Idea Generator"
      intro="Ideas ranked by evidence: what your viewers ask for, what outperforms in your niche, and where supply is thin."
      steps={[
        { title: "Gather", body: "Comment requests, competitor outliers, your top topics and trends." },
        { title: "Rank", body: "Gaps are scored by demand against competition." },
        { title: "Plan", body: "Each idea carries its evidence and a forecast." },
      ]}
      stats={emptyStats(["Total Generated", "Last Generated", "Next Batch", "Trends Analyzed"])}
      bestPractices={{
        items: [
          "Pick ideas with evidence from more than one source.",
          "Test a new idea as a Short before a long video.",
          "Keep a backlog: a new batch arrives weekly.",
        ],
      }}
    >
      <ToolResults
        isEmpty
        empty={{
          title: "Ideas need your channel's data",
          body: "Connect your YouTube channel in Account Settings; ideas are built from your comments, competitors and trends.",
          action: <ButtonLink to="/account">Go to Account Settings</ButtonLink>,
        }}
      />
    </ToolPage>
  );
}
