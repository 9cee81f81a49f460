import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { FEEDBACK_MESSAGES } from "../messages";

/**
 * Shown after a successful send. Without JavaScript "Submit More Feedback" is a plain link back
 * to /suggestions; with it, the link returns to the form in place.
 */
export function FeedbackThankYou({ onDone }: { onDone?: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Moves keyboard and screen-reader users to the news that the form was replaced.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="py-6 text-center">
      <div
        aria-hidden="true"
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300"
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" className="h-7 w-7">
          <path d="M5 13l4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold focus:outline-none">
        {FEEDBACK_MESSAGES.thankYou}
      </h2>
      <p className="mx-auto mt-2 max-w-prose text-sm text-slate-600 dark:text-slate-300">
        {FEEDBACK_MESSAGES.thankYouDetail}
      </p>
      <Link
        to="/suggestions"
        onClick={(event) => {
          // New-tab clicks keep the link's own behaviour.
          if (!onDone || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          onDone();
        }}
        className={buttonClass("primary", "md", "mt-6")}
      >
        {FEEDBACK_MESSAGES.submitMore}
      </Link>
    </div>
  );
}
