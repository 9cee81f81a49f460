import { useNavigation } from "react-router";
import { getEnv } from "~/context";
import { FeedbackPanel } from "~/features/feedback/components/feedback-panel";
import { FeedbackTips } from "~/features/feedback/components/feedback-tips";
import { submitFeedback } from "~/features/feedback/index.server";
import {
  DEFAULT_FEEDBACK_CATEGORY,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_TITLE,
  isFeedbackCategory,
} from "~/features/feedback/index";
import { requireUser } from "~/lib/auth/require-user.server";
import { DEFAULT_SUPPORT_EMAIL, PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { answerRefusal } from "~/lib/refusal.server";
import { formValues } from "~/lib/validation";
import type { Route } from "./+types/feedback";

export const meta: Route.MetaFunction = () => [{ title: `${FEEDBACK_TITLE} · ${PRODUCT_NAME}` }];

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return {
    email: user.email,
    platform: user.platform,
    isDemo: user.isDemo,
    supportEmail: getEnv(context).SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL,
  };
}

// One action for both ways in: a fetch from the hydrated page and a plain form post.
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const env = getEnv(context);
  const raw = formValues(await request.formData(), ["category", "message"]);
  try {
    await submitFeedback(
      {
        db: getDb(env),
        env,
        limiter: env.AUTH_LIMITER,
        supportEmail: env.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL,
        user,
      },
      raw,
    );
    return { ok: true as const };
  } catch (error) {
    return answerRefusal(error, (message) => ({ ok: false as const, error: message, ...typed(raw) }));
  }
}

/** What the form shows again after a refusal, so nothing the visitor typed is lost. */
function typed(raw: Record<string, unknown>) {
  const category = isFeedbackCategory(raw.category) ? raw.category : DEFAULT_FEEDBACK_CATEGORY;
  // Bounded: a crafted post of megabytes is not worth sending back whole.
  const message = typeof raw.message === "string" ? raw.message.slice(0, 2 * FEEDBACK_MAX_LENGTH) : "";
  return { category, message };
}

export default function SuggestionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // Only this page's form: the app shell's Log Out form must not read "Sending...".
  const submitting = navigation.state === "submitting" && navigation.formAction?.split("?")[0] === "/suggestions";
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{FEEDBACK_TITLE}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Tell us what would make {PRODUCT_NAME} more useful for your channel: ideas, improvements and bugs all help.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <FeedbackPanel
            email={loaderData.email}
            platform={loaderData.platform}
            result={actionData}
            submitting={submitting}
          />
        </div>
        <FeedbackTips supportEmail={loaderData.supportEmail} />
      </div>
    </div>
  );
}
