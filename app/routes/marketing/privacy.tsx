import { Link } from "react-router";
import { Bullets, LegalPage, type LegalSection, OutLink } from "~/components/legal/legal-page";
import { getEnv } from "~/context";
import { DEFAULT_SUPPORT_EMAIL, PRODUCT_NAME } from "~/lib/brand";
import { ESTIMATE_LABEL } from "~/lib/figure-source";
import { GOOGLE_PERMISSIONS_URL, GOOGLE_PRIVACY_URL, TERMS_PATH, YOUTUBE_TERMS_URL } from "~/lib/legal";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Privacy Policy — ${PRODUCT_NAME}`,
    description: `Which YouTube and account data ${PRODUCT_NAME} reads, stores and shares, for how long, and how you delete it or revoke Google access.`,
    path: "/privacy",
    matches,
  });

/** The day this policy last changed. */
export const PRIVACY_UPDATED = "2026-11-27";

export function loader({ context }: Route.LoaderArgs) {
  return { supportEmail: getEnv(context).SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL };
}

const inlineLink = "font-medium text-brand-700 underline underline-offset-2 dark:text-red-300";

function sections(supportEmail: string): readonly LegalSection[] {
  return [
    {
      id: "youtube-api",
      title: `${PRODUCT_NAME} uses the YouTube API Services`,
      body: (
        <>
          <p>
            {PRODUCT_NAME} reads YouTube data through the YouTube API Services (the YouTube Data API and, when you
            connect your Google account, the YouTube Analytics API). Using {PRODUCT_NAME} means you agree to the{" "}
            <OutLink href={YOUTUBE_TERMS_URL}>YouTube Terms of Service</OutLink>. What Google does with data it holds is
            described in the <OutLink href={GOOGLE_PRIVACY_URL}>Google Privacy Policy</OutLink>.
          </p>
        </>
      ),
    },
    {
      id: "what-we-read",
      title: "What we read and store",
      body: (
        <>
          <h3 className="font-semibold text-slate-900 dark:text-white">Public YouTube data</h3>
          <p>
            For your channel and each competitor channel you follow, we read public data with our own API key (no access
            to your Google account): the channel&apos;s title and public counts; its videos&apos; titles, descriptions,
            tags, durations, thumbnails and view, like and comment counts, with snapshots of those counts over time; and
            the public comments and replies under recent videos, including each commenter&apos;s public display name.
            The Content Analyzer and market research also store the results of YouTube searches you run (public videos
            and their counts).
          </p>
          <h3 className="font-semibold text-slate-900 dark:text-white">
            Your YouTube Analytics, when you Connect with Google
          </h3>
          <p>
            Only if you choose &ldquo;Connect with Google&rdquo; in Account Settings, and read-only unless you allow
            changes (below): Google asks you to allow <code>youtube.readonly</code> and{" "}
            <code>yt-analytics.readonly</code>, and <code>yt-analytics-monetary.readonly</code> only if you tick
            &ldquo;Include revenue&rdquo;. With them we read which channel you authorised and, per day and per video,
            its views, watch time, average view duration and percentage viewed, subscribers gained and lost, traffic
            sources and, if you allowed it, estimated revenue, CPM and monetized playbacks. The access tokens Google
            gives us are stored encrypted and are never shown to anyone, you included.
          </p>
          <p>
            Only if you also tick &ldquo;Allow Vidwise to make changes on YouTube&rdquo;, Google asks you to allow{" "}
            <code>youtube.force-ssl</code>. With it, and only when an owner or manager of your workspace presses the
            button for it, Vidwise sets a title test&apos;s titles and thumbnails on your videos (leaving the winner or
            the original), holds comments it reads as spam for review (and releases them when you ask), and posts a
            reply you sent. It never deletes anything, uploads videos or rejects comments. Each change is kept in your
            workspace&apos;s activity log with who caused it. Reconnect without the box, or Disconnect, to withdraw it.
          </p>
          <h3 className="font-semibold text-slate-900 dark:text-white">What you give us</h3>
          <Bullets>
            <li>
              Your email address and a password, stored only as a salted scrypt hash; the sessions you open (device and
              approximate time) so you can sign them out.
            </li>
            <li>YouTube Studio CSV exports you upload, and what you type into the tools (questions, ideas, notes).</li>
            <li>Workspace name, members you invite and their roles, client report branding and share links.</li>
            <li>
              Billing: Stripe handles your card; we keep the Stripe customer and subscription identifiers and your plan.
              We never see the card number.
            </li>
          </Bullets>
          <h3 className="font-semibold text-slate-900 dark:text-white">What we compute</h3>
          <p>
            Forecasts, scores, comment sentiment, suggestions and projected revenue gains are computed by {PRODUCT_NAME}{" "}
            from the data above. They are labelled &ldquo;{ESTIMATE_LABEL}&rdquo; wherever they stand beside
            YouTube&apos;s figures, so you can always tell ours from YouTube&apos;s.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use",
      title: "How we use it",
      body: (
        <Bullets>
          <li>To show you, and the members of your workspace, the analyses and reports you ask for.</li>
          <li>To email you what you asked for (sign-in links, the weekly digest, alerts) and about your account.</li>
          <li>To keep the service safe: rate limits, abuse prevention, and logs without your data&apos;s content.</li>
        </Bullets>
      ),
    },
    {
      id: "sharing",
      title: "Who we share it with",
      body: (
        <>
          <p>We do not sell your data, and we show no advertising. Your data leaves your workspace only:</p>
          <Bullets>
            <li>to the members you invite to your workspace, as their role allows;</li>
            <li>
              to whoever opens a client report link you create, for that one report, until you stop the link, it expires
              (90 days after it was made or last renewed) or whoever made it leaves your workspace;
            </li>
            <li>to the apps and scripts you give an API token or connect over MCP, until you revoke them;</li>
            <li>
              to the companies that run the service for us, only as far as they need to: Cloudflare (hosting, database,
              email delivery and, where enabled, the AI model that writes Ask {PRODUCT_NAME}&apos;s answers) and Stripe
              (payments);
            </li>
            <li>when the law requires it.</li>
          </Bullets>
        </>
      ),
    },
    {
      id: "how-long",
      title: "How long we keep it",
      body: (
        // What the code does today, and nothing it does not: docs/youtube-compliance.md ("Data retention
        // and refresh") lists the same facts with the file that does each one.
        <Bullets>
          <li>
            Public YouTube data of a channel you follow (its uploads and their counts) is read once for everyone who
            follows it and refreshed from YouTube on a schedule, every upload at least every 28 days. A video deleted or
            made private on YouTube is removed at the next refresh. View history and comments older than 30 days are
            deleted, unless our operator has YouTube&apos;s approval to keep statistical history longer. A channel
            nobody has refreshed for 30 days (every follower paused it) is deleted, and removing a competitor deletes
            its videos, snapshots and comments from your workspace at once.
          </li>
          <li>
            Your YouTube Analytics from the Google connection stay in your workspace while the connection works.
            Disconnecting Google revokes our access at Google and deletes the tokens and the Analytics reports it
            brought in at once; so does a grant that stops working (revoked in your Google account, or expired). Your
            own Studio export files stay until you delete them or your account.
          </li>
          <li>
            Deleting your account deletes your workspace and everything it holds (channels, videos, comments, analytics,
            uploads, reports, share links, tokens) at once from our main database, with our copies of every email sent
            to your address or naming it (your feedback, invitations you sent) and your workspace&apos;s YouTube usage
            counters; the separate store of your channel&apos;s data is emptied by a job that runs every hour. What we
            keep: a minimal billing record (the Stripe customer and cancelled subscription identifiers and the date, so
            a late payment event is recognised as belonging to a closed account); our count of YouTube API calls by day,
            without your workspace&apos;s identifier, for 35 days; counts of failed sign-ins to your address, until the
            daily clean-up after the last one; an invitation another workspace sent to your address, until a day after
            it expired or was used; and, in a workspace someone else owns that you worked in, its activity log&apos;s
            entries of what you did there, with your address, for as long as that workspace exists.
          </li>
          <li>
            Copies of emails we sent are deleted after 30 days, or at once with the account they were sent to or about;
            expired sessions are deleted daily, and used sign-in links a day after use.
          </li>
        </Bullets>
      ),
    },
    {
      id: "your-choices",
      title: "How to delete your data or revoke access",
      body: (
        <Bullets>
          <li>
            <strong>Revoke Google access</strong> at any time: &ldquo;Disconnect Google&rdquo; in{" "}
            <Link to="/account" className={inlineLink}>
              Account Settings
            </Link>
            , or on Google&apos;s own{" "}
            <OutLink href={GOOGLE_PERMISSIONS_URL}>third-party access page (security settings)</OutLink>. Once access is
            revoked there, our next read fails and the connection shows &ldquo;Reconnect needed&rdquo;.
          </li>
          <li>
            <strong>Remove a competitor</strong> in the Competitor Monitor: its data is deleted at once.
          </li>
          <li>
            <strong>Delete your account</strong> in Account Settings (your password confirms it): everything listed
            above goes with it.
          </li>
          <li>
            <strong>Ask us</strong> to delete anything else, or to tell you what we hold about you, at{" "}
            <a href={`mailto:${supportEmail}`} className={inlineLink}>
              {supportEmail}
            </a>
            . We answer within 30 days. If you commented on a YouTube video a {PRODUCT_NAME} customer follows, you can
            ask too.
          </li>
        </Bullets>
      ),
    },
    {
      id: "cookies",
      title: "Cookies and your browser",
      body: (
        <p>
          One cookie keeps you signed in (it holds a random session id, nothing else). Your theme choice is kept in your
          browser&apos;s local storage. There are no advertising or third-party tracking cookies.
        </p>
      ),
    },
    {
      id: "security",
      title: "Security",
      body: (
        <p>
          Connections are encrypted (HTTPS). Google tokens are sealed with AES-256-GCM; passwords are hashed; each
          workspace reads only its own data, and API tokens can read only the workspace they were made for.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes and contact",
      body: (
        <p>
          When this policy changes the date at the top changes, and for a change that matters to you we email account
          holders first. Questions:{" "}
          <a href={`mailto:${supportEmail}`} className={inlineLink}>
            {supportEmail}
          </a>
          . See also our{" "}
          <Link to={TERMS_PATH} className={inlineLink}>
            Terms of Service
          </Link>
          .
        </p>
      ),
    },
  ];
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={PRIVACY_UPDATED}
      intro={
        <p>
          {PRODUCT_NAME} helps YouTube creators understand their channel. This page says which data we read from YouTube
          and from you, what we store and share, for how long, and how you delete it or revoke our access to your Google
          account.
        </p>
      }
      sections={sections(loaderData.supportEmail)}
    />
  );
}
