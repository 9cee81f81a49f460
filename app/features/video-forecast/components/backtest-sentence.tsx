import { backtestSentence as channelBacktestSentence } from "../engine/narrative";
import type { BacktestSummary } from "../engine/types";

/** Below this many backtested uploads the forecast is not the channel's own model. */
const MIN_BACKTEST_UPLOADS = 8;

/** "On your last 40 uploads this forecast was off by 31% (median), and 33 of 40 landed inside the range." */
export function backtestSentence(backtest: BacktestSummary, basis: string): string {
  const { n, mdape, coverage80 } = backtest;
  if (basis === "none") {
    return "There are no past videos or market figures to forecast from yet, so this is not a forecast: connect your channel in Account Settings.";
  }
  if (basis === "market")
    return `Fewer than ${MIN_BACKTEST_UPLOADS} of your past videos can be checked yet, so this forecast is a market estimate only, with wider intervals.`;
  // A forecast from the channel's uploads with too few of them 28 days old to test it on: not a
  // market estimate (it starts from the uploads' median), just not tested on the channel yet.
  if (basis !== "channel" || n < MIN_BACKTEST_UPLOADS || mdape === null || coverage80 === null)
    return `Fewer than ${MIN_BACKTEST_UPLOADS} of your past videos are old enough (28 days) to test this forecast on your channel yet.`;
  return channelBacktestSentence(backtest);
}

export function BacktestNote({ backtest, basis }: { backtest: BacktestSummary; basis: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
      <p className="font-semibold">How accurate is this?</p>
      <p className="mt-1" data-testid="backtest-sentence">
        {backtestSentence(backtest, basis)}
      </p>
    </div>
  );
}
