import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { ToolPage, ToolResults, emptyStats } from "~/components/tool-page/tool-page";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import type { Route } from "./+types/youtube-tool";

export const meta: Route.MetaFunction = () => [{ title: `Content Analyzer · ${PRODUCT_NAME}` }];

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { isDemo: user.isDemo };
}

// The engine arrives with its own issue; until then the page says what it will need.
export default function YoutubeToolPage({ loaderData }: Route.ComponentProps) {
  // Spec: the live market tools are for real accounts; the demo points to sign-up instead.
  if (loaderData.isDemo) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <h1 className="text-3xl font-bold tracking-tight">Content Analyzer</h1>
        <EmptyState
          title="Create a real account to analyze the live market"
          action={<ButtonLink to="/signup">Create a real account</ButtonLink>}
        >
          The Content Analyzer reads live YouTube search results, which the demo workspace does not use. Sign up (your
          first analysis is free) to analyze any content idea.
        </EmptyState>
      </div>
    );
  }
  return (
    <ToolPage
      title="Content Analyzer"
      intro="See what already works on YouTube for an idea: topics, demand, competition and what to build."
      steps={[
        { title: "Describe", body: "Describe your content idea." },
        { title: "Analyze", body: "Vidwise reads the top results from YouTube and clusters them by topic." },
        { title: "Build", body: "Get the peak topic, the rising topic and the hidden gem." },
      ]}
      stats={emptyStats(["Videos Analyzed", "Opportunities", "Total Views", "Avg Engagement"])}
      bestPractices={{
        items: [
          "Search the way your viewers would.",
          "Favour topics with high demand per video and few competitors.",
          "Re-run an analysis monthly: markets move.",
        ],
      }}
    >
      <ToolResults
        isEmpty
        empty={{
          title: "No analysis yet",
          body: "Describe a content idea to analyse the market for it.",
          action: <ButtonLink to="/account">Go to Account Settings</ButtonLink>,
        }}
      />
    </ToolPage>
  );
}
