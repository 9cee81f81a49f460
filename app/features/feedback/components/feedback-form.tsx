import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorBox } from "~/components/ui/error-box";
import { useHydrated } from "~/lib/use-hydrated";
import { useTextTypedBeforeHydration } from "~/lib/use-text-typed-before-hydration";
import {
  DEFAULT_FEEDBACK_CATEGORY,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MESSAGES,
  FEEDBACK_ROWS,
  FEEDBACK_TYPES,
  type FeedbackCategory,
  platformLabel,
} from "../messages";
import { FeedbackTypePicker } from "./feedback-type-picker";

export type FeedbackFormProps = {
  email: string;
  platform: string;
  submitting: boolean;
  error: string | null;
  /** What the server sent back after a refusal (no-JavaScript posts), else the defaults. */
  initialCategory?: FeedbackCategory;
  initialMessage?: string;
  /** Set when coming back from the thank-you screen, so keyboard users land in the text box. */
  focusOnMount?: boolean;
};

export function FeedbackForm({
  email,
  platform,
  submitting,
  error,
  initialCategory = DEFAULT_FEEDBACK_CATEGORY,
  initialMessage = "",
  focusOnMount = false,
}: FeedbackFormProps) {
  const [category, setCategory] = useState<FeedbackCategory>(initialCategory);
  const [message, setMessage] = useState(initialMessage);
  const hydrated = useHydrated();
  const textId = useId();
  const onMessageChange = (event: ChangeEvent<HTMLTextAreaElement>) => setMessage(event.target.value);
  useTextTypedBeforeHydration(textId, message, onMessageChange);
  const countId = `${textId}-count`;
  const errorId = `${textId}-error`;
  const textRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (focusOnMount) textRef.current?.focus();
  }, [focusOnMount]);

  const blank = message.trim() === "";
  return (
    <Form method="post" className="space-y-5" noValidate>
      <FeedbackTypePicker value={category} onChange={setCategory} disabled={submitting} />
      <div>
        <label htmlFor={textId} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
          Your feedback
        </label>
        <textarea
          ref={textRef}
          id={textId}
          name="message"
          rows={FEEDBACK_ROWS}
          maxLength={FEEDBACK_MAX_LENGTH}
          required
          placeholder={FEEDBACK_TYPES[category].placeholder}
          value={message}
          onChange={onMessageChange}
          disabled={submitting}
          aria-invalid={error ? true : undefined}
          aria-describedby={[countId, error ? errorId : null].filter(Boolean).join(" ")}
          className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <p id={countId} className="mt-1 text-right text-xs tabular-nums text-slate-600 dark:text-slate-400">
          {message.length.toLocaleString("en-US")} / {FEEDBACK_MAX_LENGTH.toLocaleString("en-US")} characters
        </p>
      </div>
      {error ? (
        <div id={errorId}>
          <ErrorBox>{error}</ErrorBox>
        </div>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <span>
            {FEEDBACK_MESSAGES.submittedAs}{" "}
            <strong className="break-words font-semibold text-slate-900 dark:text-slate-100">
              {email || FEEDBACK_MESSAGES.anonymous}
            </strong>
          </span>
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-800 dark:text-brand-50">
            {platformLabel(platform)}
          </span>
        </p>
        {/* Enabled until hydration so the form works without JavaScript; then blank text disables it. */}
        <Button
          type="submit"
          size="lg"
          className="w-full shrink-0 whitespace-nowrap sm:w-auto"
          disabled={submitting || (hydrated && blank)}
        >
          {submitting ? FEEDBACK_MESSAGES.sending : FEEDBACK_MESSAGES.send}
        </Button>
      </div>
    </Form>
  );
}
