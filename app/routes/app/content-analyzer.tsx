import { answerRefusal } from "~/lib/refusal.server";
import { data, useNavigation } from "react-router";
import { ToolPage, ToolResults, emptyStats } from "~/components/tool-page/tool-page";
import { useRunRefusal } from "~/components/app-shell/run-allowance-note";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { ErrorBox } from "~/components/ui/error-box";
import { cloudflareContext, getEnv } from "~/context";
import { AnalyzerForm } from "~/features/content-analyzer/components/analyzer-form";
import { MarketInsights, TopVideos, analyzerStats } from "~/features/content-analyzer/components/market-insights";
import { NoVideosFound } from "~/features/content-analyzer/components/no-videos-found";
import { analyzerFailure, parseQueryField, suggestionsFor } from "~/features/content-analyzer/index.server";
import { analyzeMarket } from "~/features/content-analyzer/index.server";
import { ANALYZER_TITLE, DEMO_ANALYZER_ERROR, MAX_QUERY_LENGTH } from "~/features/content-analyzer/index";
import { refusalOf } from "~/features/billing/components/locked-feature";
import { viewerOf } from "~/features/billing/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import type { Route } from "./+types/content-analyzer";
import { VERIFY_REQUIRED, mustConfirmEmail } from "~/features/auth/index.server";
import { clientHash } from "~/lib/rate-limit.server";

export const meta: Route.MetaFunction = () => [{ title: `${ANALYZER_TITLE} · ${PRODUCT_NAME}` }];

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { isDemo: user.isDemo };
}

// One action for both ways in: the hydrated page's fetch and a plain form post. An example chip
// posted without JavaScript arrives as "example" and wins over the (possibly empty) text field.
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  const raw = form.get("example") ?? form.get("query");
  const typed = typeof raw === "string" ? raw.slice(0, MAX_QUERY_LENGTH * 2) : "";
  if (user.isDemo) return data({ ok: false as const, query: typed, error: DEMO_ANALYZER_ERROR }, { status: 403 });
  // Live searches spend the YouTube allowance everyone shares: a confirmed address first.
  if (mustConfirmEmail(user))
    return data({ ok: false as const, query: typed, error: VERIFY_REQUIRED }, { status: 403 });

  let query: string;
  try {
    query = parseQueryField(raw);
  } catch (error) {
    return answerRefusal(error, (message) => ({ ok: false as const, query: typed, error: message }));
  }

  const env = getEnv(context);
  const db = getDb(env);
  try {
    // Content Gap Analysis is Pro and up: the use-case keeps the gap findings on the server without it.
    const run = await analyzeMarket(env, db, await viewerOf(db, user), {
      query,
      client: await clientHash(request),
    });
    return { ok: true as const, query, result: run.result };
  } catch (error) {
    return answerRefusal(
      error,
      (message) => ({ ok: false as const, query, error: message }),
      async () => {
        const failure = analyzerFailure(error, { requestId: context.get(cloudflareContext).requestId });
        // Nothing found is an answer, not a fault: the page says so with other searches to try
        // (never the query's own words: none of them found anything).
        if (failure.status === 404)
          return data(
            {
              ok: false as const,
              query,
              error: failure.error,
              suggestions: await suggestionsFor(db, user.teamChannelId, query),
            },
            { status: 404 },
          );
        return data({ ok: false as const, query, error: failure.error }, { status: failure.status });
      },
    );
  }
}

export default function YoutubeToolPage({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = useRunRefusal();
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    Boolean(navigation.formData?.has("query") || navigation.formData?.has("example"));

  // Spec: the live market tools are for real accounts; the demo points to sign-up instead.
  if (loaderData.isDemo) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <h1 className="text-3xl font-bold tracking-tight">{ANALYZER_TITLE}</h1>
        {actionData && !actionData.ok ? <ErrorBox title="Analysis Error">{actionData.error}</ErrorBox> : null}
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

  // Loading clears earlier results and errors (spec §4).
  const result = !busy && actionData?.ok ? actionData.result : null;
  const notFound =
    !busy && actionData && !actionData.ok && "suggestions" in actionData && Array.isArray(actionData.suggestions)
      ? { query: actionData.query, error: actionData.error, suggestions: actionData.suggestions.map(String) }
      : null;
  const error = !busy && actionData && !actionData.ok && !notFound ? actionData.error : null;
  const now = new Date();

  return (
    <ToolPage
      title={ANALYZER_TITLE}
      intro="See what already works on YouTube for an idea: the topics inside it, how much demand each has, how crowded it is, and what to build."
      steps={[
        { title: "Describe", body: "Describe your content idea the way a viewer would search for it." },
        {
          title: "Analyze",
          body: "Vidwise reads the top 50 YouTube results with their statistics and groups them into topics.",
        },
        {
          title: "Build",
          body: "Get the peak topic, the rising topic and the hidden gem, with the numbers behind each.",
        },
      ]}
      stats={
        result
          ? analyzerStats(result)
          : emptyStats(["Videos Analyzed", "Opportunities", "Total Views", "Avg Engagement"])
      }
      bestPractices={{
        items: [
          "Search the way your viewers would: a few plain words, not a title.",
          "Favour topics with high demand per video and few competing videos.",
          "A rising topic rewards speed; a hidden gem rewards the most thorough video on it.",
          "Re-run an analysis monthly: markets move.",
        ],
      }}
    >
      <div className="space-y-4">
        {/* Keyed by the query answered, so a suggestion's search shows in the field too. */}
        <AnalyzerForm
          key={actionData?.query ?? ""}
          initialQuery={actionData?.query ?? ""}
          busy={busy}
          refusal={refusal}
        />
        <ToolResults
          busy={busy}
          busyLabel="Analyzing the top YouTube results…"
          {...refusalOf(error)}
          errorTitle="Analysis Error"
          // One state at a time: an error replaces the empty state instead of sitting above it.
          isEmpty={result === null && error === null && notFound === null}
          empty={{
            title: "No analysis yet",
            body: "Describe a content idea above, or pick an example, to see the topics, demand and competition behind it.",
            action: (
              <a href="#content-idea" className="font-semibold text-brand-700 hover:underline dark:text-brand-400">
                Describe your content idea
              </a>
            ),
          }}
        >
          {notFound ? (
            <NoVideosFound
              query={notFound.query}
              message={notFound.error}
              suggestions={notFound.suggestions}
              busy={busy}
            />
          ) : result ? (
            <div className="space-y-6">
              <MarketInsights result={result} now={now} />
              <TopVideos videos={result.youtubeVideos} now={now} />
            </div>
          ) : null}
        </ToolResults>
      </div>
    </ToolPage>
  );
}
