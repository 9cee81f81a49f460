import { ButtonLink } from "~/components/ui/button";
import { ToolPage, ToolResults, emptyStats } from "~/components/tool-page/tool-page";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import type { Route } from "./+types/video-forecast";

export const meta: Route.MetaFunction = () => [{ title: `Video Performance Forecaster · ${PRODUCT_NAME}` }];

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { isDemo: user.isDemo };
}

// The engine arrives with its own issue; until then the page says what it will need.
export default function VideoForecastPage() {
  return (
    <ToolPage
      title="Video Performance Forecaster"
      intro="Estimate how a video will do before you make it, from your own channel's history."
      steps={[
        { title: "Describe", body: "Enter a working title and topic." },
        { title: "Forecast", body: "A model fitted on your history predicts views with a range." },
        { title: "Decide", body: "See its backtested error before trusting it." },
      ]}
      stats={emptyStats(["Total Forecasts", "Avg Success Probability", "High Potential Videos", "Last Forecast"])}
      bestPractices={{
        items: [
          "Aim for 80%+ success probability before you commit to a big production.",
          "Forecast several titles for one idea and keep the strongest.",
          "Compare the forecast with the real result to learn the model's error.",
        ],
      }}
    >
      <ToolResults
        isEmpty
        empty={{
          title: "Forecasts need your channel's history",
          body: "Connect your YouTube channel in Account Settings; the forecaster is fitted on your own videos.",
          action: <ButtonLink to="/account">Go to Account Settings</ButtonLink>,
        }}
      />
    </ToolPage>
  );
}
