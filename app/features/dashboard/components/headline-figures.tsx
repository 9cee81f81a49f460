import { RelativeAge } from "~/components/ui/relative-age";
import { StatTile } from "~/components/ui/stat-tile";
import { compactNumber, wholeNumber } from "~/lib/format";

/**
 * The channel's subscribers and total views, first on the dashboard as YouTube Studio leads with
 * them: the channel row's statistics as YouTube gave them at the last finished sync, said so with
 * when. A channel never read from YouTube (known only from a Studio import) shows none: its
 * totals would not be YouTube's.
 */
export function HeadlineFigures({
  channel,
}: {
  channel: { subscriberCount: number | null; viewCount: number; isSample: boolean; readAt: string | null };
}) {
  if (!channel.readAt) return null;
  return (
    <section aria-labelledby="channel-totals">
      <h2 id="channel-totals" className="sr-only">
        Channel totals
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:max-w-xl">
        {/* Large in the spec's compact format (a phone's half-width tile holds "365.1M", not
            "365,107,880"); the whole number under it. */}
        <StatTile
          label="Subscribers"
          value={channel.subscriberCount === null ? "Hidden" : compactNumber(channel.subscriberCount)}
          hint={
            channel.subscriberCount === null
              ? "the channel hides its subscriber count"
              : wholeNumber(channel.subscriberCount)
          }
        />
        <StatTile label="Total views" value={compactNumber(channel.viewCount)} hint={wholeNumber(channel.viewCount)} />
      </dl>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400" data-testid="channel-totals-source">
        {channel.isSample ? "From the sample channel's statistics, " : "From YouTube's channel statistics, "}
        <RelativeAge iso={channel.readAt} prefix="read " />.
      </p>
    </section>
  );
}
