import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { RoleNote } from "~/components/ui/role-note";

export type ReplyDraft = { id: string; videoTitle: string; text: string; draft: string };

/**
 * The newest viewers' questions and requests, each with a drafted reply to edit: it is posted on
 * YouTube only when Send is pressed (a plain form POST, so it works without JavaScript).
 */
export function ReplyCard({ replies, refusal }: { replies: readonly ReplyDraft[]; refusal: string | null }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">Reply to viewers</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Your newest viewers&apos; questions and requests, each with a draft from your own uploads (a video that answers
        it, or how many asked). Edit it; nothing is posted until you press Send.
      </p>
      <ul className="mt-3 space-y-4">
        {replies.map((r) => (
          <li key={r.id}>
            <Form method="post" className="space-y-2">
              <p className="text-sm">
                <bdi>{r.text}</bdi>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  on <bdi>{r.videoTitle}</bdi>
                </span>
              </p>
              <input type="hidden" name="intent" value="reply" />
              <input type="hidden" name="parentId" value={r.id} />
              <label htmlFor={`reply-${r.id}`} className="sr-only">
                Your reply
              </label>
              <textarea
                id={`reply-${r.id}`}
                name="text"
                rows={2}
                required
                maxLength={10_000}
                defaultValue={r.draft}
                className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
              />
              <Button type="submit" variant="secondary" disabled={refusal !== null}>
                Send reply
              </Button>
            </Form>
          </li>
        ))}
      </ul>
      {refusal ? <RoleNote>{refusal}</RoleNote> : null}
    </Card>
  );
}
