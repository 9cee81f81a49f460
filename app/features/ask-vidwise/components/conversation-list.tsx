import { Form, Link, href } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { withQuery } from "~/lib/links";

export type ConversationItem = { id: string; title: string; updatedAt: string };

/** The user's conversations: open one, delete one, or start a new one. Plain links and forms. */
export function ConversationList({
  conversations,
  currentId,
  busy,
}: {
  conversations: ConversationItem[];
  currentId: string | null;
  busy: boolean;
}) {
  return (
    <nav aria-label="Conversations" className="space-y-3">
      <ButtonLink to="/ask-vidwise" variant="secondary" size="sm" className="w-full">
        New conversation
      </ButtonLink>
      {conversations.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Your conversations appear here.</p>
      ) : (
        <ul className="space-y-1">
          {conversations.map((c) => (
            <li key={c.id} className="flex items-center gap-1">
              <Link
                to={withQuery(href("/ask-vidwise"), { c: c.id }, "latest")}
                aria-current={c.id === currentId ? "page" : undefined}
                className={`min-w-0 flex-1 truncate rounded-lg px-2 py-1.5 text-sm ${
                  c.id === currentId
                    ? "bg-brand-50 font-semibold text-brand-800 dark:bg-slate-800 dark:text-brand-300"
                    : "text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                }`}
              >
                {c.title}
              </Link>
              <Form method="post" className="shrink-0">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="conversationId" value={c.id} />
                {currentId ? <input type="hidden" name="current" value={currentId} /> : null}
                <Button
                  type="submit"
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  aria-label={`Delete conversation: ${c.title}`}
                >
                  Delete
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
