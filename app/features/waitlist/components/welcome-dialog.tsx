import { useEffect, useId, useRef, useState } from "react";
import { Link, href, useFetcher } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { PRODUCT_NAME } from "~/lib/brand";
import { AccessDemoButton } from "~/components/welcome/access-demo-button";
import { type WaitlistResult, WaitlistForm } from "./waitlist-form";

export type WelcomeStep = "choice" | "waitlist";

/**
 * The welcome dialog (spec §2): a choice between the waitlist and the demo (the spec's two,
 * word for word) and, since sign-up is open, creating an account; then the waitlist form. A native modal <dialog>: the page behind is inert, Escape closes it, focus returns to
 * the opener. Each opening starts fresh (choice step, empty field, no earlier result).
 */
export function WelcomeDialog({
  open,
  initialStep,
  source,
  onClose,
}: {
  open: boolean;
  initialStep: WelcomeStep;
  source: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    dialog.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-left text-slate-900 shadow-2xl backdrop:bg-slate-900/70 dark:bg-slate-900 dark:text-slate-100"
    >
      {open ? <WelcomeContent titleId={titleId} initialStep={initialStep} source={source} onClose={onClose} /> : null}
    </dialog>
  );
}

function WelcomeContent({
  titleId,
  initialStep,
  source,
  onClose,
}: {
  titleId: string;
  initialStep: WelcomeStep;
  source: string;
  onClose: () => void;
}) {
  const [step, setStep] = useState<WelcomeStep>(initialStep);
  // This component mounts on each opening, so its fetcher (and its last answer) is new each time.
  const fetcher = useFetcher<WaitlistResult>();

  return (
    <div className="relative p-6">
      <button
        type="button"
        onClick={onClose}
        aria-label="Close"
        className="absolute right-3 top-3 inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <svg
          className="h-5 w-5"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      {step === "choice" ? (
        <div>
          <h2 id={titleId} className="pr-8 text-xl font-bold">
            Welcome to {PRODUCT_NAME}
          </h2>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            Join the waitlist to hear first about new tools, explore the demo workspace with a sample channel right now,
            or create your own account: it starts with one free analysis, no card required.
          </p>
          <div className="mt-6 grid gap-3">
            <Button size="lg" onClick={() => setStep("waitlist")} autoFocus>
              Join Waitlist
            </Button>
            <AccessDemoButton variant="secondary" size="lg" className="w-full" />
            <Link to={href("/signup")} className={buttonClass("secondary", "lg", "w-full")}>
              Create a free account
            </Link>
          </div>
        </div>
      ) : (
        <div>
          <h2 id={titleId} className="pr-8 text-xl font-bold">
            Join the waitlist
          </h2>
          <p className="mb-4 mt-2 text-sm text-slate-600 dark:text-slate-300">
            Waitlist members get early access when {PRODUCT_NAME} launches.
          </p>
          <WaitlistForm
            FormComponent={fetcher.Form}
            submitting={fetcher.state !== "idle"}
            result={fetcher.data}
            source={source}
            autoFocus
          />
        </div>
      )}
    </div>
  );
}
