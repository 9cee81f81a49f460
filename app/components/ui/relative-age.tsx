import { relativeAge } from "~/lib/format";

/**
 * "synced 5m ago": an age read against the clock of whoever renders it. The server's render and the
 * browser's first render may fall either side of a minute, so React is told the text may differ on
 * hydration (the one case its docs give for suppressHydrationWarning: a timestamp).
 */
export function RelativeAge({ iso, prefix = "" }: { iso: string; prefix?: string }) {
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {`${prefix}${relativeAge(iso)}`}
    </time>
  );
}
