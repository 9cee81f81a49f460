import { Link } from "react-router";
import { PRODUCT_NAME } from "~/lib/brand";

export function LogoMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#c8201b" />
      <path d="M12 9.5v13l11-6.5z" fill="#fff" />
    </svg>
  );
}

/** The logo links home: the landing page for visitors, the dashboard inside the app. */
export function Logo({ to = "/" }: { to?: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 text-lg font-bold tracking-tight">
      <LogoMark />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
