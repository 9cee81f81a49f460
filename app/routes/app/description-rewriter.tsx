import { answerRefusal } from "~/lib/refusal.server";
import { useState } from "react";
import { Form, data, href, useNavigation } from "react-router";
import { ToolPage, ToolResults } from "~/components/tool-page/tool-page";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { getEnv } from "~/context";
import { DescriptionAuditPanel } from "~/features/description-rewriter/components/description-audit";
import { RewriteCard } from "~/features/description-rewriter/components/rewrite-card";
import {
  MAX_DESCRIPTION_CHARACTERS,
  MISSING_INPUT_ERROR,
  REWRITE_ERROR_TITLE,
  REWRITE_FAILED_ERROR,
  VIDEO_NOT_FOUND_ERROR,
} from "~/features/description-rewriter/index";
import { ownVideo, rewriterPage } from "~/features/description-rewriter/index.server";
import { rewriteDescription } from "~/features/description-rewriter/index.server";
import { rewriteForm } from "~/features/description-rewriter/index.server";
import { refusalOf } from "~/features/billing/components/locked-feature";
import { viewerOf } from "~/features/billing/index.server";
import { RunAllowanceNote, useRunRefusal } from "~/components/app-shell/run-allowance-note";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { lastRunText, wholeNumber } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/description-rewriter";
import { log } from "~/lib/log.server";
import { firstIssue, formFields, parseForm } from "~/lib/validation";

export const meta: Route.MetaFunction = () => [{ title: `Smart Description Rewriter · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const now = new Date();
  const page = await rewriterPage(getDb(getEnv(context)), user.teamChannelId, now);
  return { isDemo: user.isDemo, now: now.toISOString(), ...page };
}

type ActionResult = { id: string | null; error: string | null; title: string; description: string; keywords: string };

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  const db = getDb(getEnv(context));
  const now = new Date();
  // What the user typed comes back with a refusal, so nothing they wrote is lost.
  const sent = formFields(form);
  const submitted = {
    title: String(sent.title ?? "").slice(0, 2_000),
    description: String(sent.description ?? "").slice(0, 10_000),
    keywords: String(sent.keywords ?? "").slice(0, 1_000),
  };
  const refuse = (error: string, status: number) => data<ActionResult>({ id: null, error, ...submitted }, { status });

  const parsed = parseForm(form, rewriteForm);
  if (!parsed.success) return refuse(firstIssue(parsed.error), 400);
  const fields = parsed.data;
  let input: { title: string; description: string; keywords: string[]; videoId: string | null };
  if (fields.intent === "rewrite-video") {
    const videoId = fields.videoId;
    const video = videoId ? await ownVideo(db, user.teamChannelId, videoId) : null;
    if (!videoId || !video) return refuse(VIDEO_NOT_FOUND_ERROR, 404);
    if (!video.description.trim()) return refuse(MISSING_INPUT_ERROR, 400);
    input = { title: video.title, description: video.description, keywords: [], videoId };
  } else {
    input = { title: fields.title, description: fields.description, keywords: fields.keywords, videoId: null };
  }

  try {
    const stored = await rewriteDescription(db, await viewerOf(db, user, now), input, now);
    return data<ActionResult>({ id: stored.id, error: null, title: "", description: "", keywords: "" });
  } catch (error) {
    return answerRefusal(
      error,
      (message): ActionResult => ({ id: null, error: message, ...submitted }),
      () => {
        log.error("description-rewriter.failed", { error });
        return refuse(REWRITE_FAILED_ERROR, 500);
      },
    );
  }
}

function RewriteForm({ busy, result }: { busy: boolean; result: ActionResult | undefined }) {
  // The button is disabled for empty fields only where JavaScript can enable it again.
  const hydrated = useHydrated();
  // A viewer's role runs no rewrite: the form is shown closed, with the role's note under it.
  const closed = useRunRefusal() !== null;
  const locked = busy || closed;
  // A stored rewrite clears the inputs (spec §4; the form is keyed by its id); a refused one keeps them.
  const initial = result?.error
    ? { title: result.title, description: result.description, keywords: result.keywords }
    : { title: "", description: "", keywords: "" };
  const [values, setValues] = useState(initial);
  const ready = values.title.trim().length > 0 && values.description.trim().length > 0;
  const length = [...values.description].length;
  return (
    <Form method="post" className="space-y-4" aria-label="Rewrite a description">
      <input type="hidden" name="intent" value="rewrite" />
      <TextField
        label="Video title"
        name="title"
        value={values.title}
        onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
        maxLength={1_000}
        placeholder="e.g. Budget Camera Showdown: Which $500 Camera Wins?"
        aria-required="true"
        disabled={locked}
      />
      <TextAreaField
        label="Current description"
        name="description"
        value={values.description}
        onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
        rows={8}
        placeholder="Paste the description as it is on YouTube, with its links and timestamps."
        aria-required="true"
        disabled={locked}
        hint={`${wholeNumber(length)} / ${wholeNumber(MAX_DESCRIPTION_CHARACTERS)} characters`}
      />
      <TextField
        label="Keywords (optional)"
        name="keywords"
        value={values.keywords}
        onChange={(e) => setValues((v) => ({ ...v, keywords: e.target.value }))}
        maxLength={700}
        placeholder="e.g. budget camera, vlogging camera"
        hint="Separate with commas. Leave empty and the keywords come from your title, search demand and your best videos."
        disabled={locked}
      />
      <Button type="submit" disabled={locked || (hydrated && !ready)}>
        {busy ? "Rewriting..." : "Rewrite Description"}
      </Button>
      <RunAllowanceNote />
    </Form>
  );
}

const points = (value: number | null) => (value === null ? "—" : `${value >= 0 ? "+" : "−"}${Math.abs(value)}`);

export default function DescriptionRewriterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rewrites, stats, audit, isDemo } = loaderData;
  const now = new Date(loaderData.now);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const readOnly = useRunRefusal() !== null;
  const result = actionData as ActionResult | undefined;

  const statTiles = [
    { label: "Total Rewrites", value: wholeNumber(stats.totalRewrites) },
    { label: "Avg SEO Improvement", value: points(stats.avgSEOImprovement), hint: "SEO score points per rewrite" },
    {
      label: "Avg Ranking Boost",
      value:
        stats.avgRankingBoost === null
          ? "—"
          : `${stats.avgRankingBoost} ${stats.avgRankingBoost === 1 ? "rule" : "rules"}`,
      hint: "checklist rules newly passed per rewrite (ranking itself cannot be measured)",
    },
    { label: "Last Rewrite", value: lastRunText(stats.lastRewrite, now) },
  ];

  return (
    <ToolPage
      title="Smart Description Rewriter"
      intro={
        <>
          Rewrite your video descriptions for search without losing a fact, a link or a timestamp. Every description is
          measured against YouTube&apos;s own rules and the checklist below, before and after.
          {isDemo ? " The demo audits the sample channel's descriptions." : null}
        </>
      }
      steps={[
        {
          title: "Keyword research",
          body: "Target keywords come from your title, weighted by search demand and your best videos' tags.",
        },
        {
          title: "AI optimization",
          body: "The hook is front-loaded with the primary keyword; hashtags and a call to action are added.",
        },
        {
          title: "SEO enhancement",
          body: "Placement, density, chapters, hashtags, length and readability are re-measured.",
        },
      ]}
      stats={statTiles}
      bestPractices={{
        items: [
          "Put your main keywords in the first 125 characters: that is what shows before “more”.",
          "Keep keyword density around 2-3%: enough to be clear, not stuffed.",
          "Add timestamps: chapters need 0:00 first, at least three, each 10 seconds or longer.",
          "Use up to 3 hashtags: the first three show above your title; more than 15 and YouTube ignores them all.",
          "End with a call to action: what to watch, subscribe to or click next.",
        ],
      }}
    >
      <div className="space-y-6">
        <Card>
          <h2 className="mb-3 text-lg font-semibold">Rewrite a description</h2>
          <RewriteForm key={result?.id ?? "form"} busy={busy} result={result} />
        </Card>
        <ToolResults
          busy={busy}
          busyLabel="Measuring and rewriting the description…"
          {...refusalOf(result?.error)}
          errorTitle={REWRITE_ERROR_TITLE}
          isEmpty={rewrites.length === 0}
          empty={{
            title: "No rewrites yet",
            body: "Enter a video title and its description above, or pick a video from the audit. Your 5 most recent rewrites stay here.",
          }}
        >
          <h2 className="text-lg font-semibold">Your rewrites</h2>
          <div className="space-y-4">
            {rewrites.map((item) => (
              <RewriteCard key={item.id} item={item} now={now} />
            ))}
          </div>
        </ToolResults>
        {audit ? (
          <DescriptionAuditPanel
            audit={audit}
            busy={busy}
            readOnly={readOnly}
            csvHref={href("/description-rewriter/audit.csv")}
          />
        ) : (
          <Card>
            <h2 className="text-lg font-semibold">Audit your channel</h2>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              Connect your YouTube channel and every description is scored against the checklist, worst first, with a
              one-click rewrite.
            </p>
            <ButtonLink to="/account" variant="secondary" className="mt-3">
              Go to Account Settings
            </ButtonLink>
          </Card>
        )}
      </div>
    </ToolPage>
  );
}
