import { type ReactNode, useState } from "react";
import { Link, href } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { type WelcomeStep, WelcomeDialog } from "./welcome-dialog";
import { withQuery } from "~/lib/links";

/**
 * Opens the welcome dialog. Before JavaScript runs (or without it) it is a link to the
 * /waitlist page, which does the same job as a full page.
 */
export function WelcomeTrigger({
  children,
  step = "choice",
  source,
  variant = "primary",
  size = "md",
  className = "",
}: {
  children: ReactNode;
  step?: WelcomeStep;
  source: string;
  variant?: "primary" | "secondary" | "ghost";
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const classes = buttonClass(variant, size, className);

  if (!hydrated) {
    return (
      <Link to={withQuery(href("/waitlist"), { from: source })} className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={classes} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {children}
      </button>
      <WelcomeDialog open={open} initialStep={step} source={source} onClose={() => setOpen(false)} />
    </>
  );
}
