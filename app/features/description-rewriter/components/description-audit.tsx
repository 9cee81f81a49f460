import { Form } from "react-router";
import { EstimateBadge } from "~/components/legal/estimate-badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DownloadLink } from "~/components/ui/download-link";
import { compactNumber, wholeNumber } from "~/lib/format";
import { youtubeVideoUrl } from "~/lib/legal";
import type { DescriptionAudit } from "../rewriter.engines.server";

/**
 * Every description of the channel scored against the checklist, the ones costing most first
 * ((100 − score) × views), each with a one-click rewrite that posts the video's id.
 */
export function DescriptionAuditPanel({
  audit,
  busy,
  csvHref,
  readOnly = false,
}: {
  audit: NonNullable<DescriptionAudit>;
  busy: boolean;
  csvHref: string;
  /** The person's role may not run a rewrite (a viewer): the audit without its Rewrite buttons. */
  readOnly?: boolean;
}) {
  return (
    <Card>
      <section aria-labelledby="audit-heading" className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 id="audit-heading" className="text-lg font-semibold">
              Audit of {audit.channelTitle}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {wholeNumber(audit.videosScored)} long-form descriptions scored against the checklist
              {audit.medianScore !== null ? `; median SEO score ${Math.round(audit.medianScore)}/100` : ""}. Worst
              first, weighted by the views at stake.
            </p>
          </div>
          {audit.rows.length > 0 ? (
            <DownloadLink href={csvHref} size="sm">
              Export audit (CSV)
            </DownloadLink>
          ) : null}
        </div>
        {audit.rows.length === 0 ? (
          <p className="text-sm">No long-form videos to audit yet.</p>
        ) : (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Descriptions to improve">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Descriptions that need work, worst first</caption>
              <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    Video
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    Views
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    SEO score
                    {/* Our checklist's score, not a YouTube figure. */}
                    <EstimateBadge className="mt-0.5 ml-auto block w-fit" />
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 md:table-cell">
                    Not met
                  </th>
                  {readOnly ? null : (
                    <th scope="col" className="py-2">
                      <span className="sr-only">Action</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {audit.rows.map((row) => (
                  <tr key={row.videoId} className="border-t border-slate-200 dark:border-slate-800">
                    <td className="py-2 pr-3 wrap-anywhere">
                      <a
                        href={youtubeVideoUrl(row.videoId)}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="hover:underline"
                      >
                        {row.title}
                      </a>
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">{compactNumber(row.views)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{row.seoScore}</td>
                    <td className="hidden py-2 pr-3 text-xs md:table-cell">{row.failing.join(", ") || "—"}</td>
                    {readOnly ? null : (
                      <td className="py-2">
                        <Form method="post">
                          <input type="hidden" name="intent" value="rewrite-video" />
                          <input type="hidden" name="videoId" value={row.videoId} />
                          <Button
                            type="submit"
                            size="sm"
                            variant="secondary"
                            disabled={busy}
                            aria-label={`Rewrite the description of ${row.title}`}
                          >
                            Rewrite
                          </Button>
                        </Form>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </Card>
  );
}
