import { useEffect, useState } from "react";
import { Card } from "~/components/ui/card";
import { FEEDBACK_THANK_YOU_MS, type FeedbackCategory } from "../messages";
import { FeedbackForm } from "./feedback-form";
import { FeedbackThankYou } from "./feedback-thank-you";

export type FeedbackActionResult =
  { ok: true } | { ok: false; error: string; category: FeedbackCategory; message: string } | undefined;

/**
 * Editing → sending → thank-you (spec §4). The thank-you screen replaces the form; after
 * FEEDBACK_THANK_YOU_MS, or on Submit More Feedback, the form comes back fresh: text cleared,
 * type reset to Feature Request. Without JavaScript the server renders the same screens.
 */
export function FeedbackPanel({
  email,
  platform,
  result,
  submitting,
}: {
  email: string;
  platform: string;
  result: FeedbackActionResult;
  submitting: boolean;
}) {
  // The success answer the visitor has already moved on from; each send yields a new object.
  const [dismissed, setDismissed] = useState<FeedbackActionResult>(undefined);
  const thanking = Boolean(result?.ok) && result !== dismissed;

  useEffect(() => {
    if (!thanking) return;
    const timer = setTimeout(() => setDismissed(result), FEEDBACK_THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [thanking, result]);

  return (
    <Card className="p-6">
      {thanking ? (
        <FeedbackThankYou onDone={() => setDismissed(result)} />
      ) : (
        <FeedbackForm
          email={email}
          platform={platform}
          submitting={submitting}
          error={result && !result.ok ? result.error : null}
          initialCategory={result && !result.ok ? result.category : undefined}
          initialMessage={result && !result.ok ? result.message : undefined}
          focusOnMount={Boolean(result?.ok)}
        />
      )}
    </Card>
  );
}
