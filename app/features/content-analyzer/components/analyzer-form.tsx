import { type ChangeEvent, useRef, useState, useSyncExternalStore } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { RoleNote } from "~/components/ui/role-note";
import { useTextTypedBeforeHydration } from "~/lib/use-text-typed-before-hydration";
import { EXAMPLE_QUERIES, MAX_QUERY_LENGTH, QUERY_LABEL } from "../messages";

const noSubscription = () => () => {};

/** False on the server and in the first client render, true once React runs in the browser. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The idea input, the submit button and the five example chips (spec §2). A plain form post, so
 * it works without JavaScript: there each chip is a submit button of its own (name "example",
 * which the action prefers over the text field). With JavaScript a chip fills the input instead,
 * and a submit is ignored while the input is blank or an analysis is running (spec §4).
 */
export function AnalyzerForm({
  initialQuery,
  busy,
  refusal = null,
}: {
  initialQuery: string;
  busy: boolean;
  /** The role's words when it may not analyze (a viewer): the form is shown closed, with them beside it. */
  refusal?: string | null;
}) {
  const hydrated = useHydrated();
  const closed = refusal !== null;
  const [query, setQuery] = useState(initialQuery);
  const onQueryChange = (event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value);
  useTextTypedBeforeHydration("content-idea", query, onQueryChange);
  const input = useRef<HTMLInputElement>(null);
  const blank = query.trim().length === 0;

  return (
    <Card>
      <Form
        method="post"
        className="space-y-4"
        onSubmit={(event) => {
          if (blank || busy || closed) event.preventDefault();
        }}
      >
        <div>
          <label htmlFor="content-idea" className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
            {QUERY_LABEL}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              ref={input}
              id="content-idea"
              name="query"
              type="text"
              value={query}
              onChange={onQueryChange}
              required
              disabled={closed}
              maxLength={MAX_QUERY_LENGTH}
              autoComplete="off"
              placeholder="e.g. budget laptops for college students"
              aria-describedby="content-idea-hint"
              className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
            />
            <Button type="submit" className="shrink-0" disabled={closed || (hydrated && (blank || busy))}>
              {busy ? "Analyzing..." : "Analyze"}
            </Button>
          </div>
          <p id="content-idea-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            Vidwise reads the top 50 YouTube results for it. Repeating a search within 6 hours reuses the last analysis.
          </p>
          {refusal ? <RoleNote>{refusal}</RoleNote> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2" role="group" aria-labelledby="examples-label">
          <span id="examples-label" className="text-sm text-slate-600 dark:text-slate-400">
            Try an example:
          </span>
          {EXAMPLE_QUERIES.map((example) => (
            <button
              key={example}
              // Without JavaScript a chip submits its own value; with it, it fills the input.
              type={hydrated ? "button" : "submit"}
              name={hydrated ? undefined : "example"}
              value={hydrated ? undefined : example}
              formNoValidate
              disabled={closed || (hydrated && busy)}
              onClick={
                hydrated
                  ? () => {
                      setQuery(example);
                      input.current?.focus();
                    }
                  : undefined
              }
              className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:border-brand-600 hover:text-brand-700 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:text-brand-400"
            >
              {example}
            </button>
          ))}
        </div>
      </Form>
    </Card>
  );
}
