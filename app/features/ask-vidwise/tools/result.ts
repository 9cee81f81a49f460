// Small helpers for building ToolResults: every figure stated in a fact is written with
// figureText, so the composer can list exactly the figures an answer quotes.
import { figureText } from "../engine/figures";
import type { AskContext, Figure, ToolResult } from "../types";
import { nounFor } from "~/lib/format";
import { formatDate, viewerFormatSettings } from "~/lib/viewer-format";

/**
 * A stored time as an answer writes it: "Nov 20, 2026", the calendar date in the asker's zone.
 * Answers are English prose, so the locale is fixed; the zone is the account's (UTC until chosen).
 */
export function askerDate(iso: string, timeZone: string | null): string {
  return formatDate(iso, viewerFormatSettings({ timeZone, locale: "en-US" }));
}

export const fig = figureText;

/** A counted figure with its noun, singular only for exactly one: "1 video", "12 videos". */
export function figOf(n: number, one: string, many = `${one}s`): string {
  return `${fig(n)} ${nounFor(n, one, many)}`;
}

export function found(tool: string, href: string, figures: Record<string, Figure>, facts: string[]): ToolResult {
  return { tool, href, figures, facts };
}

/** A tool that cannot answer yet, saying why; a count the reason states is among its figures, so it has a source. */
export function missing(tool: string, href: string, what: string, figures: ToolResult["figures"] = {}): ToolResult {
  return { tool, href, figures, facts: [], missing: what };
}

/** A string argument, trimmed and clipped; null when absent or blank. */
export function textArg(args: Record<string, unknown>, key: string, max = 120): string | null {
  const value = args[key];
  if (typeof value !== "string") return null;
  const trimmed = value.replace(/\s+/g, " ").trim();
  return trimmed === "" ? null : trimmed.slice(0, max);
}

/** A positive whole-number argument within bounds; null otherwise. */
export function daysArg(args: Record<string, unknown>, key = "days"): number | null {
  const value = typeof args[key] === "string" ? Number(args[key]) : args[key];
  return typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 3650 ? value : null;
}

/** Memoises one read per ask: several tools of one answer share the dashboard's read. */
export function perAsk<T>(load: (ctx: AskContext) => Promise<T>): (ctx: AskContext) => Promise<T> {
  const cache = new WeakMap<AskContext, Promise<T>>();
  return (ctx) => {
    let pending = cache.get(ctx);
    if (!pending) {
      pending = load(ctx);
      cache.set(ctx, pending);
    }
    return pending;
  };
}

export const NO_CHANNEL =
  "Connect your YouTube channel in Account Settings (/account) or start from the demo, so Vidwise can read your uploads.";
export const NO_STUDIO =
  "Import your YouTube Studio export (Account Settings, /account) or connect Google Analytics, so Vidwise has your daily channel numbers.";
