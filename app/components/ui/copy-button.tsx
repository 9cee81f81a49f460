import { useEffect, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { Button } from "./button";

/** How long the button reads "Copied!" (spec §4: 2 seconds). */
export const COPIED_MS = 2_000;

/**
 * Copies `text` to the clipboard and says "Copied!" for 2 seconds. Copying needs JavaScript, so
 * the button appears only once the page is hydrated; without it the text stays selectable.
 */
export function CopyButton({
  text,
  label = "Copy",
  className = "",
}: {
  text: string;
  label?: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!hydrated) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setFailed(false);
      setCopied(true);
    } catch {
      // Clipboard access refused (insecure origin, permissions): say so instead of pretending.
      setFailed(true);
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={copy} className={className}>
      <span aria-live="polite">{copied ? "Copied!" : failed ? "Copy failed: select the text instead" : label}</span>
    </Button>
  );
}
