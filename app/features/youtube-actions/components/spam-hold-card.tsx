import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { RoleNote } from "~/components/ui/role-note";
import { ALLOW_CHANGES_LABEL } from "~/features/google-connection/index";
import { ACCOUNT_SETTINGS_PATH } from "../messages";

export type SpamHoldView = {
  /** Consent to changes on YouTube on this channel's Google connection. */
  consent: boolean;
  held: { total: number; comments: { id: string; videoId: string; excerpt: string; heldAt: string }[] };
  /** Writes left today for this team (each call holds or releases up to 50 comments). */
  writesLeft: number;
  resetsAt: string;
};

/**
 * Spam held for review on YouTube: one form holds every comment read as spam (a plain POST, so it
 * works without JavaScript), the list shows what Vidwise holds, and Release publishes one again.
 */
export function SpamHoldCard({ view, refusal }: { view: SpamHoldView; refusal: string | null }) {
  const navigation = useNavigation();
  const intent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  return (
    <Card>
      <h2 id="spam-hold" className="text-lg font-semibold">
        Hold spam for review on YouTube
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Puts every comment on your videos that Vidwise reads as spam into YouTube Studio&apos;s &quot;Held for
        review&quot; list, where viewers no longer see it. Nothing is deleted or rejected: release any comment here, or
        approve it in YouTube Studio. Each YouTube call holds up to 50 comments and uses one of this workspace&apos;s{" "}
        {view.writesLeft} changes left today (renewed at {view.resetsAt.slice(11, 16)} UTC).
      </p>
      {view.consent ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="hold-spam" />
          <Button type="submit" disabled={intent === "hold-spam" || refusal !== null}>
            {intent === "hold-spam" ? "Holding…" : "Hold spam for review on YouTube"}
          </Button>
          {refusal ? <RoleNote>{refusal}</RoleNote> : null}
        </Form>
      ) : (
        <p className="mt-3 text-sm" data-testid="spam-hold-consent">
          To hold spam on YouTube, allow changes first: an owner or manager ticks &quot;{ALLOW_CHANGES_LABEL}&quot; when
          connecting (or reconnecting) with Google in{" "}
          <Link to={ACCOUNT_SETTINGS_PATH} className="font-semibold text-brand-700 underline dark:text-brand-400">
            Account Settings
          </Link>
          .
        </p>
      )}
      {view.held.total > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold">
            Held for review by Vidwise: {view.held.total} comment{view.held.total === 1 ? "" : "s"}
            {view.held.total > view.held.comments.length ? ` (newest ${view.held.comments.length} listed)` : ""}
          </h3>
          <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-700">
            {view.held.comments.map((c) => (
              <li key={c.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                <span className="min-w-0 flex-1 break-words">
                  <bdi>{c.excerpt}</bdi>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    on video {c.videoId} · held {c.heldAt.slice(0, 10)}
                  </span>
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="release" />
                  <input type="hidden" name="id" value={c.id} />
                  <Button
                    type="submit"
                    variant="secondary"
                    disabled={refusal !== null}
                    aria-label={`Release: ${c.excerpt.slice(0, 60)}`}
                  >
                    Release
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
