import { ButtonLink } from "~/components/ui/button";
import { ToolPage, ToolResults, emptyStats } from "~/components/tool-page/tool-page";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import type { Route } from "./+types/comment-sentiment";

export const meta: Route.MetaFunction = () => [{ title: `Comment Sentiment · ${PRODUCT_NAME}` }];

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { isDemo: user.isDemo };
}

// The engine arrives with its own issue; until then the page says what it will need.
export default function CommentSentimentPage() {
  return (
    <ToolPage
      title="Comment Sentiment"
      intro="Find out what your audience feels, asks for and complains about, video by video."
      steps={[
        { title: "Collect", body: "Your comments come from your connected channel or a pasted export." },
        { title: "Score", body: "Each comment is scored for sentiment, spam, questions and requests." },
        { title: "Act", body: "Themes and viewer requests become concrete next steps." },
      ]}
      stats={emptyStats(["Comments Analyzed", "Avg Sentiment Score", "Most Positive Video", "Sentiment Trend"])}
      bestPractices={{
        items: [
          "Reply to questions in the first hours after upload: it lifts engagement.",
          "Turn repeated requests into videos, and say so in the video.",
          "Watch the negative share, not single harsh comments.",
        ],
      }}
    >
      <ToolResults
        isEmpty
        empty={{
          title: "No comments to analyse yet",
          body: "Connect your YouTube channel in Account Settings so Vidwise can read your comments.",
          action: <ButtonLink to="/account">Go to Account Settings</ButtonLink>,
        }}
      />
    </ToolPage>
  );
}
