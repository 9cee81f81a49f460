import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ThumbnailImage } from "~/components/ui/thumbnail-image";
import { wholeNumber } from "~/lib/format";
import type { ChannelCandidate } from "../monitor.server";
import { allowedImage } from "./image-src";

/** The channel's picture, or its initial when the picture is missing, not allowed by the page's policy or fails to load. */
function ChannelPicture({ candidate }: { candidate: ChannelCandidate }) {
  return (
    <ThumbnailImage
      src={allowedImage(candidate.thumbnailUrl)}
      width={48}
      height={48}
      referrerPolicy="no-referrer"
      className="h-12 w-12 rounded-full"
      fallback={
        <span className="text-lg font-bold text-slate-800 dark:text-slate-100">
          {[...candidate.title][0]?.toUpperCase() ?? "?"}
        </span>
      }
    />
  );
}

/**
 * The channels a name search found, one form per channel so picking works without JavaScript:
 * each posts the channel's id, which the server looks up directly (1 quota unit, no new search).
 */
export function ChannelCandidates({
  name,
  message,
  candidates,
}: {
  name: string;
  message: string | null;
  candidates: ChannelCandidate[];
}) {
  const navigation = useNavigation();
  const picking =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "add"
      ? navigation.formData.get("channel")
      : null;
  return (
    <section
      aria-labelledby="channel-candidates"
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3 id="channel-candidates" className="font-semibold">
        Channels matching “{name}”
      </h3>
      {message ? (
        <p role="status" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {message}
        </p>
      ) : null}
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800" aria-label={`Channels matching ${name}`}>
        {candidates.map((candidate) => (
          <li key={candidate.id} className="flex flex-wrap items-center gap-3 py-3">
            <ChannelPicture candidate={candidate} />
            <div className="row-title">
              <p className="font-medium break-words">{candidate.title}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {candidate.handle ? `@${candidate.handle} · ` : ""}
                {candidate.subscriberCount === "Unknown"
                  ? "subscribers hidden"
                  : `${candidate.subscriberCount} subscribers`}{" "}
                · {wholeNumber(candidate.videoCount)} video{candidate.videoCount === 1 ? "" : "s"}
              </p>
            </div>
            {candidate.tracked ? (
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {candidate.tracked === "own" ? "Your own channel" : "Already in your list"}
              </span>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="add" />
                <input type="hidden" name="channel" value={candidate.id} />
                <Button type="submit" size="sm" disabled={picking !== null} aria-label={`Add ${candidate.title}`}>
                  {picking === candidate.id ? "Adding..." : "Add"}
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        Not listed? Paste the channel&apos;s @handle or a link to it: that finds it exactly.
      </p>
    </section>
  );
}
