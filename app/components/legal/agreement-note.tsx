import { Link } from "react-router";
import { PRODUCT_NAME } from "~/lib/brand";
import { PRIVACY_PATH, TERMS_PATH, YOUTUBE_TERMS_URL } from "~/lib/legal";

const link = "font-medium text-brand-700 underline underline-offset-2 dark:text-brand-400";

/**
 * What a person agrees to by going on: our terms and, as YouTube's API policies require of every
 * API client, YouTube's Terms of Service; with our privacy policy beside them. `action` names the
 * step ("signing up", "connecting").
 */
export function AgreementNote({ action, className = "" }: { action: string; className?: string }) {
  return (
    <p className={`text-xs text-slate-600 dark:text-slate-400 ${className}`} data-testid="agreement-note">
      By {action} you agree to {PRODUCT_NAME}&apos;s{" "}
      <Link to={TERMS_PATH} className={link}>
        Terms of Service
      </Link>{" "}
      and{" "}
      <a href={YOUTUBE_TERMS_URL} rel="noopener noreferrer" className={link}>
        YouTube&apos;s Terms of Service
      </a>
      , and you have read our{" "}
      <Link to={PRIVACY_PATH} className={link}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}
