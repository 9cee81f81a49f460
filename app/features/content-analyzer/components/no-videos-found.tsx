import { Form } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * A search that found nothing: an outcome, not a fault, so it reads as one (no error box) and
 * offers other searches to run at once (a plain form post, like the example chips).
 */
export function NoVideosFound({
  query,
  message,
  suggestions,
  busy,
}: {
  query: string;
  /** The analyzer's words for it (spec §8). */
  message: string;
  suggestions: readonly string[];
  busy: boolean;
}) {
  return (
    <div
      className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700"
      data-testid="no-videos-found"
    >
      <h3 className="text-lg font-semibold">No videos found for “{query}”</h3>
      <div role="status" className="mx-auto mt-2 max-w-prose space-y-1 text-sm text-slate-600 dark:text-slate-300">
        <p>{message}</p>
        <p>
          YouTube finds videos that use the words you typed, so fewer or broader words find more
          {suggestions.length > 0 ? ". Try one of these:" : "."}
        </p>
      </div>
      {suggestions.length > 0 ? (
        <Form method="post" className="mt-4 flex flex-wrap justify-center gap-2">
          {suggestions.map((suggestion) => (
            <Button
              key={suggestion}
              type="submit"
              name="example"
              value={suggestion}
              variant="secondary"
              size="sm"
              disabled={busy}
            >
              {suggestion}
            </Button>
          ))}
        </Form>
      ) : null}
    </div>
  );
}
