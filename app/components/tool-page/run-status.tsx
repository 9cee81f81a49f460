import { useEffect, useState } from "react";

/**
 * What a tool says while the server works on a run that its form post waits for (an analysis
 * answered when it is done): a live region that is on the page before the run starts, so screen
 * readers announce the message when it appears, and the seconds the run has taken so far, read
 * from the clock (nothing estimated), beside it but outside the region, so it is not read out
 * every second. The button that started the run points at it (`aria-describedby={id}`) and says
 * `aria-busy`. Without JavaScript the browser shows its own loading state and the page comes back
 * with the results.
 */
export function RunStatus({ id, busy, message }: { id: string; busy: boolean; message: string }) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!busy) return;
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => {
      clearInterval(timer);
      setSeconds(0);
    };
  }, [busy]);
  return (
    <div className={busy ? "mt-3 flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300" : undefined}>
      {busy ? (
        <span
          aria-hidden="true"
          className="mt-0.5 h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600 motion-reduce:animate-none"
        />
      ) : null}
      <div>
        <p id={id} role="status" aria-live="polite">
          {busy ? message : ""}
        </p>
        {busy && seconds > 0 ? (
          <p aria-hidden="true" className="text-xs text-slate-600 dark:text-slate-400">
            {seconds} s so far
          </p>
        ) : null}
      </div>
    </div>
  );
}
