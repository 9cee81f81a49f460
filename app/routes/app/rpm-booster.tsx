import { ButtonLink } from "~/components/ui/button";
import { ToolPage, ToolResults, emptyStats } from "~/components/tool-page/tool-page";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import type { Route } from "./+types/rpm-booster";

export const meta: Route.MetaFunction = () => [{ title: `RPM Booster · ${PRODUCT_NAME}` }];

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { isDemo: user.isDemo };
}

// The engine arrives with its own issue; until then the page says what it will need.
export default function RpmBoosterPage() {
  return (
    <ToolPage
      title="RPM Booster"
      intro="See what earns you the most per thousand views, and what to change to earn more."
      steps={[
        { title: "Import", body: "Import your YouTube Studio revenue export." },
        { title: "Break down", body: "Revenue per mille by topic, length, mid-rolls, geography and season." },
        { title: "Improve", body: "Recommendations with the gain each one is worth." },
      ]}
      stats={emptyStats(["Current RPM", "Industry Average", "Potential Increase", "Total Analyses"])}
      bestPractices={{
        items: [
          "Place mid-rolls in videos over 8 minutes at natural breaks.",
          "Plan your highest-value topics for Q4, when advertisers pay most.",
          "Judge RPM over a full quarter, not a single week.",
        ],
      }}
    >
      <ToolResults
        isEmpty
        empty={{
          title: "No revenue data yet",
          body: "Import a YouTube Studio export with estimated revenue in Account Settings to see where your RPM comes from.",
          action: <ButtonLink to="/account">Go to Account Settings</ButtonLink>,
        }}
      />
    </ToolPage>
  );
}
