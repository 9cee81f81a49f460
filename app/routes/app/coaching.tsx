import { answerRefusal } from "~/lib/refusal.server";
import { Form, Link, data, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ErrorBox } from "~/components/ui/error-box";
import { TextAreaField } from "~/components/ui/text-area-field";
import { getEnv } from "~/context";
import {
  COACHING_AVAILABILITY_MAX,
  COACHING_GOAL_MAX,
  COACHING_MESSAGES,
  COACHING_STATUS_TEXT,
} from "~/features/billing/index";
import { coachingForm, requestCoaching } from "~/features/billing/index.server";
import { LockedFeature } from "~/features/billing/components/locked-feature";
import { coachingPage, viewerInRequest } from "~/features/billing/index.server";
import { featureEntry } from "~/features/billing/index";
import { requireUser } from "~/lib/auth/require-user.server";
import { DEFAULT_SUPPORT_EMAIL, PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { firstIssue, parseForm } from "~/lib/validation";
import { useViewerFormat } from "~/lib/use-viewer-format";
import type { Route } from "./+types/coaching";

// 1-on-1 Channel Strategy Coaching (Creator+): a request form that reaches support by email and
// is stored with its booking state (requested → scheduled → done). Others read what it is and
// which plan includes it.
export const meta: Route.MetaFunction = () => [{ title: `Channel Strategy Coaching · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const db = getDb(getEnv(context));
  const { included, bookings } = await coachingPage(db, await viewerInRequest(context, user));
  return { included, isDemo: user.isDemo, bookings };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const env = getEnv(context);
  const parsed = parseForm(await request.formData(), coachingForm);
  if (!parsed.success)
    return data({ ok: false as const, error: firstIssue(parsed.error), goal: "", availability: "" }, { status: 400 });
  const { goal, availability } = parsed.data;
  // What was typed comes back with a refusal, so the form keeps it.
  const refused = (error: string) => ({
    ok: false as const,
    error,
    goal: (goal ?? "").slice(0, 4_000),
    availability: (availability ?? "").slice(0, 1_000),
  });
  try {
    await requestCoaching(
      { db: getDb(env), env, supportEmail: env.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL, user },
      { goal, availability },
    );
    return { ok: true as const };
  } catch (error) {
    return answerRefusal(error, refused, () => data(refused(COACHING_MESSAGES.failed), { status: 500 }));
  }
}

export default function CoachingPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // Session times in the creator's own zone, said after the time ("Nov 24, 2026, 11:00 PM Asia/Tokyo").
  const { dateTime } = useViewerFormat();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "request";
  const { included, isDemo, bookings } = loaderData;
  const open = bookings.find((b) => b.status === "requested" || b.status === "scheduled");
  const refused = actionData && !actionData.ok ? actionData : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Channel Strategy Coaching</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{featureEntry("coaching").description}</p>
      </header>

      {!included ? (
        <>
          <LockedFeature feature="coaching" />
          {isDemo ? <p className="text-sm text-slate-600 dark:text-slate-400">{COACHING_MESSAGES.demo}</p> : null}
        </>
      ) : (
        <>
          {actionData?.ok ? (
            <p
              role="status"
              className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
            >
              {COACHING_MESSAGES.sent}
            </p>
          ) : null}

          {open ? null : (
            <Card>
              <h2 className="text-lg font-semibold">Request a session</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                Included with Creator+. A strategist reads your channel&apos;s numbers in {PRODUCT_NAME} before the
                call.
              </p>
              <Form method="post" className="mt-4 space-y-4">
                <input type="hidden" name="intent" value="request" />
                <TextAreaField
                  label="What do you want to work on?"
                  name="goal"
                  required
                  rows={4}
                  maxLength={COACHING_GOAL_MAX}
                  defaultValue={refused?.goal ?? ""}
                  hint="For example: grow from 2,000 to 10,000 subscribers this year, or choose my next series."
                />
                <TextAreaField
                  label="When are you free?"
                  name="availability"
                  required
                  rows={2}
                  maxLength={COACHING_AVAILABILITY_MAX}
                  defaultValue={refused?.availability ?? ""}
                  hint="Days, times and your time zone."
                />
                {refused ? <ErrorBox title="Could not send the request">{refused.error}</ErrorBox> : null}
                <Button type="submit" disabled={busy}>
                  {busy ? "Sending..." : "Request a session"}
                </Button>
              </Form>
            </Card>
          )}

          <section aria-labelledby="bookings-title">
            <h2 id="bookings-title" className="text-lg font-semibold">
              Your sessions
            </h2>
            {bookings.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No sessions requested yet.</p>
            ) : (
              <ul className="mt-3 space-y-3">
                {bookings.map((b) => (
                  <li key={b.id}>
                    <Card>
                      <p className="text-sm font-semibold" data-testid="booking-status">
                        {b.status === "scheduled" && b.scheduledFor
                          ? `Scheduled for ${dateTime(b.scheduledFor)}`
                          : COACHING_STATUS_TEXT[b.status]}
                      </p>
                      <p className="mt-2 whitespace-pre-line break-words text-sm">{b.goal}</p>
                      <p className="mt-2 break-words text-sm text-slate-600 dark:text-slate-400">
                        Availability: {b.availability}
                      </p>
                      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                        Requested {dateTime(b.createdAt)}
                      </p>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Questions about a booking?{" "}
            <Link to="/suggestions" className="underline underline-offset-2">
              Write to us
            </Link>
            .
          </p>
        </>
      )}
    </div>
  );
}
