import { ButtonLink } from "~/components/ui/button";
import { ToolPage, ToolResults, emptyStats } from "~/components/tool-page/tool-page";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import type { Route } from "./+types/description-rewriter";

export const meta: Route.MetaFunction = () => [{ title: `Smart Description Rewriter · ${PRODUCT_NAME}` }];

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { isDemo: user.isDemo };
}

// The engine arrives with its own issue; until then the page says what it will need.
export default function DescriptionRewriterPage() {
  return (
    <ToolPage
      title="Smart Description Rewriter"
      intro="Rewrite your video descriptions for search without losing your voice."
      steps={[
        { title: "Keyword research", body: "Find the terms your video should rank for." },
        { title: "AI optimization", body: "Rewrite the prose around those terms." },
        { title: "SEO enhancement", body: "Check placement, density, chapters and calls to action." },
      ]}
      stats={emptyStats(["Total Rewrites", "Avg SEO Improvement", "Avg Ranking Boost", "Last Rewrite"])}
      bestPractices={{
        items: [
          "Put your main keywords in the first 125 characters.",
          "Keep keyword density around 2-3%.",
          "Add timestamps, a few hashtags and a clear call to action.",
        ],
      }}
    >
      <ToolResults
        isEmpty
        empty={{
          title: "No rewrites yet",
          body: "Enter a video title and description to get a scored rewrite.",
          action: <ButtonLink to="/account">Go to Account Settings</ButtonLink>,
        }}
      />
    </ToolPage>
  );
}
