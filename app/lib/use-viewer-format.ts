// The viewer's date formatter for components: the zone and locale the root loader decided
// (app/root.tsx: the account's time zone, Accept-Language's locale), never the browser's own, so
// the server's HTML and the hydrated page show the same text. Outside a provider (error pages,
// isolated renders) it formats in UTC and en-US.
import { createContext, createElement, useContext, useMemo, type ReactNode } from "react";
import { DEFAULT_VIEWER_FORMAT, viewerFormat, type ViewerFormat, type ViewerFormatSettings } from "~/lib/viewer-format";

const ViewerFormatContext = createContext<ViewerFormat>(viewerFormat(DEFAULT_VIEWER_FORMAT));

export function ViewerFormatProvider({
  settings,
  children,
}: {
  settings: ViewerFormatSettings | undefined;
  children?: ReactNode;
}) {
  const timeZone = settings?.timeZone ?? DEFAULT_VIEWER_FORMAT.timeZone;
  const locale = settings?.locale ?? DEFAULT_VIEWER_FORMAT.locale;
  const format = useMemo(() => viewerFormat({ timeZone, locale }), [timeZone, locale]);
  return createElement(ViewerFormatContext.Provider, { value: format }, children);
}

/** Dates, times, months and relative times in the viewer's zone and locale (app/lib/viewer-format.ts). */
export function useViewerFormat(): ViewerFormat {
  return useContext(ViewerFormatContext);
}
