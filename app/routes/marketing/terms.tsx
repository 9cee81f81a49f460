import { Link } from "react-router";
import { Bullets, LegalPage, type LegalSection, OutLink } from "~/components/legal/legal-page";
import { PRODUCT_NAME } from "~/lib/brand";
import { ESTIMATE_LABEL } from "~/lib/figure-source";
import { PRIVACY_PATH, YOUTUBE_TERMS_URL } from "~/lib/legal";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Terms of Service — ${PRODUCT_NAME}`,
    description: `The terms for using ${PRODUCT_NAME}: your account, YouTube's Terms of Service, what our estimates are, plans and billing, and how to leave.`,
    path: "/terms",
    matches,
  });

/** The day these terms last changed: shown on the page, and the date a reader compares against. */
export const TERMS_UPDATED = "2026-11-26";

const SECTIONS: readonly LegalSection[] = [
  {
    id: "agreement",
    title: "Who these terms are between",
    body: (
      <p>
        These terms are an agreement between you and {PRODUCT_NAME}, the service at this address that turns YouTube
        channel data, your YouTube Studio exports and your viewers&apos; comments into plain-English advice for video
        creators. By creating an account, starting the demo or using any page behind the sign-in, you accept them. If
        you use {PRODUCT_NAME} for a company or a client, you accept them for that company too.
      </p>
    ),
  },
  {
    id: "youtube",
    title: "YouTube's Terms of Service",
    body: (
      <>
        <p>
          {PRODUCT_NAME} uses the YouTube API Services to read channel, video and comment data. By using {PRODUCT_NAME}{" "}
          you agree to be bound by the <OutLink href={YOUTUBE_TERMS_URL}>YouTube Terms of Service</OutLink>. They govern
          YouTube itself; these terms govern {PRODUCT_NAME}. Where YouTube&apos;s rules for API clients require
          something of us (how long we keep YouTube data, how we show it), we follow them, and our{" "}
          <Link to={PRIVACY_PATH} className="font-medium text-brand-700 underline underline-offset-2 dark:text-red-300">
            Privacy Policy
          </Link>{" "}
          says what that means for your data.
        </p>
        <p>
          {PRODUCT_NAME} is not made, endorsed or sponsored by YouTube or Google. &ldquo;YouTube&rdquo; is a trademark
          of Google LLC.
        </p>
      </>
    ),
  },
  {
    id: "account",
    title: "Your account",
    body: (
      <Bullets>
        <li>One person per account. Keep your password to yourself; you are responsible for what is done with it.</li>
        <li>
          Connect only YouTube channels you own or manage, and connect a Google account only when you are allowed to
          read its YouTube Analytics. Competitor channels you follow must be public channels.
        </li>
        <li>
          Invite to your workspace only people you want to see its data: members read what your workspace holds,
          according to the role you give them.
        </li>
      </Bullets>
    ),
  },
  {
    id: "estimates",
    title: "Figures from YouTube, and our estimates",
    body: (
      <>
        <p>
          Counts such as views, likes, comments and subscribers, and the analytics of a channel you connected, are
          YouTube&apos;s. Forecasts, scores, projected revenue gains and similar figures are computed by {PRODUCT_NAME}:
          they are marked &ldquo;{ESTIMATE_LABEL}&rdquo; on the pages, in a <code>source</code> column of the CSV files
          and in a field of the API&apos;s answers.
        </p>
        <p>
          Our estimates are opinions drawn from past data, not promises. A forecast can be wrong, a suggestion can fail,
          and YouTube can change how it counts. Decide what to publish with your own judgement.
        </p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "What you may not do",
    body: (
      <Bullets>
        <li>Use {PRODUCT_NAME} to track, profile or harass a person, including the authors of comments.</li>
        <li>
          Scrape, resell or republish the YouTube data {PRODUCT_NAME} shows you as a data set of your own, or use it to
          get around YouTube&apos;s rules.
        </li>
        <li>
          Overload the service, get around its limits (daily analyses, searches, API rate limits), or reach data of
          another workspace.
        </li>
        <li>Share your API tokens publicly. Revoke a token from Account Settings as soon as it may have leaked.</li>
      </Bullets>
    ),
  },
  {
    id: "plans",
    title: "Plans, billing and cancelling",
    body: (
      <>
        <p>
          Every account starts free. Paid plans are billed monthly through Stripe at the prices on the{" "}
          <Link to="/pricing" className="font-medium text-brand-700 underline underline-offset-2 dark:text-red-300">
            pricing page
          </Link>
          . You can cancel at any time from Account Settings: the plan stays until the end of the period you paid for
          and is not renewed. A plan that lapses pauses the channels beyond the free allowance; nothing is charged after
          you cancel.
        </p>
      </>
    ),
  },
  {
    id: "leaving",
    title: "Leaving, and ending these terms",
    body: (
      <p>
        You can delete your account from Account Settings at any time: your workspace and the data it holds are deleted,
        as the{" "}
        <Link to={PRIVACY_PATH} className="font-medium text-brand-700 underline underline-offset-2 dark:text-red-300">
          Privacy Policy
        </Link>{" "}
        describes. We may suspend an account that breaks these terms or YouTube&apos;s, and we will tell you why by
        email. If we stop offering {PRODUCT_NAME}, we will tell you at least 30 days ahead and delete the data we hold.
      </p>
    ),
  },
  {
    id: "liability",
    title: "The service as it is",
    body: (
      <p>
        {PRODUCT_NAME} is provided as it is. We work to keep it available and correct, but we cannot promise that it
        never fails, that YouTube&apos;s data reaches us on time, or that an estimate comes true. As far as the law
        allows, our liability for any claim is limited to what you paid us in the twelve months before it.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        When these terms change, the date at the top changes, and for a change that matters to you we email account
        holders before it applies. Using {PRODUCT_NAME} after that means you accept the new terms.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated={TERMS_UPDATED}
      intro={
        <p>
          The short version: use {PRODUCT_NAME} for your own channels and public competitors, follow{" "}
          <OutLink href={YOUTUBE_TERMS_URL}>YouTube&apos;s Terms of Service</OutLink>, treat our estimates as estimates,
          and you can leave whenever you like.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
