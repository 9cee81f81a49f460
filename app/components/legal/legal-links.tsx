import type { ReactNode } from "react";
import { Link } from "react-router";
import { PRIVACY_PATH, TERMS_PATH } from "~/lib/legal";

/**
 * The links to our Terms and Privacy Policy, the same on every page (public, signed in, sign-in
 * screens, reports): YouTube's API policies require both to be reachable wherever the product is.
 * A plain list of links, so it works without JavaScript and reads as a list to a screen reader.
 */
export function LegalLinks({ className = "" }: { className?: string }) {
  const link =
    "underline underline-offset-2 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 dark:hover:text-white";
  return (
    <ul aria-label="Legal" className={`flex flex-wrap gap-x-4 gap-y-1 ${className}`} data-testid="legal-links">
      <li>
        <Link to={TERMS_PATH} className={link}>
          Terms of Service
        </Link>
      </li>
      <li>
        <Link to={PRIVACY_PATH} className={link}>
          Privacy Policy
        </Link>
      </li>
    </ul>
  );
}

/**
 * A slim footer for pages without the public site's full one (the app, sign-in screens, reports).
 * `light` is for pages that stay white in dark mode (the printable client report).
 */
export function LegalFooter({
  className = "",
  light = false,
  children,
}: {
  className?: string;
  light?: boolean;
  /** Lines shown above the links, inside the same footer landmark (the YouTube credit). */
  children?: ReactNode;
}) {
  const tone = light ? "text-slate-700" : "text-slate-600 dark:text-slate-400";
  return (
    <footer className={`space-y-2 text-sm ${tone} ${className}`}>
      {children}
      <LegalLinks />
    </footer>
  );
}
