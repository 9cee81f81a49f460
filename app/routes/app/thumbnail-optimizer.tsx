import { ButtonLink } from "~/components/ui/button";
import { ToolPage, ToolResults, emptyStats } from "~/components/tool-page/tool-page";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import type { Route } from "./+types/thumbnail-optimizer";

export const meta: Route.MetaFunction = () => [{ title: `Thumbnail & Title Optimizer · ${PRODUCT_NAME}` }];

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { isDemo: user.isDemo };
}

// The engine arrives with its own issue; until then the page says what it will need.
export default function ThumbnailOptimizerPage() {
  return (
    <ToolPage
      title="Thumbnail & Title Optimizer"
      intro="Measure what makes a title and thumbnail get clicked, and test changes properly."
      steps={[
        { title: "Upload", body: "Add your title and thumbnail, and your Studio CTR data." },
        { title: "Measure", body: "Title features and image metrics are scored." },
        { title: "Test", body: "Compare variants with a real significance test." },
      ]}
      stats={emptyStats(["Total Optimizations", "Avg CTR Improvement", "Videos Analyzed", "Last Optimized"])}
      bestPractices={{
        items: [
          "Keep titles under 60 characters so they are not cut on mobile.",
          "Run each test for at least 48 hours.",
          "Change one element at a time.",
        ],
      }}
    >
      <ToolResults
        isEmpty
        empty={{
          title: "Nothing to optimise yet",
          body: "Import a YouTube Studio export with impressions and CTR in Account Settings, then add a title or thumbnail to score.",
          action: <ButtonLink to="/account">Go to Account Settings</ButtonLink>,
        }}
      />
    </ToolPage>
  );
}
