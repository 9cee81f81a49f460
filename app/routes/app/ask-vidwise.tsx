import { ButtonLink } from "~/components/ui/button";
import { ToolPage, ToolResults, emptyStats } from "~/components/tool-page/tool-page";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import type { Route } from "./+types/ask-vidwise";

export const meta: Route.MetaFunction = () => [{ title: `Ask Vidwise · ${PRODUCT_NAME}` }];

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { isDemo: user.isDemo };
}

// The engine arrives with its own issue; until then the page says what it will need.
export default function AskVidwisePage() {
  return (
    <ToolPage
      title="Ask Vidwise"
      intro="Ask questions about your channel in plain English. Answers quote the numbers the other tools compute."
      steps={[
        { title: "Ask", body: "Type a question about your audience, your videos or your market." },
        { title: "Compute", body: "Vidwise looks up the figures from your comments, competitors, trends and history." },
        { title: "Answer", body: "You get a plain-English answer that shows where each number comes from." },
      ]}
      stats={emptyStats(["Questions Answered", "Sources Used", "Channel Videos", "Last Answer"])}
      bestPractices={{
        items: [
          "Ask about one decision at a time: what to make next, when to post, which title to test.",
          "Follow up on a number you want explained.",
          "Connect more data for better answers: every tool you use adds to what the assistant knows.",
        ],
      }}
    >
      <ToolResults
        isEmpty
        empty={{
          title: "The assistant needs data to answer from",
          body: "Connect your YouTube channel in Account Settings or import a YouTube Studio export; answers are built from the figures the tools compute on it.",
          action: <ButtonLink to="/account">Go to Account Settings</ButtonLink>,
        }}
      />
    </ToolPage>
  );
}
