import { Link, data } from "react-router";
import { Card } from "~/components/ui/card";
import { getEnv } from "~/context";
import { connectChannel, importStudioFiles } from "~/features/channel-data/account-actions.server";
import { ChannelCard } from "~/features/channel-data/components/channel-card";
import { StudioImportCard } from "~/features/channel-data/components/studio-import-card";
import { channelOverview } from "~/features/channel-data/overview.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { DEFAULT_SUPPORT_EMAIL, PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [{ title: `Account Settings · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const env = getEnv(context);
  return {
    email: user.email,
    isDemo: user.isDemo,
    // Billing is not built yet, so every real account is on the free plan.
    accountType: user.isDemo ? "Demo" : "Free User",
    supportEmail: env.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL,
    overview: await channelOverview(getDb(env), user.workspaceId),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const deps = { db: getDb(getEnv(context)), env: getEnv(context), user };
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "connect-channel") {
    const { status, ...result } = await connectChannel(deps, form);
    return data({ intent, ...result }, { status });
  }
  if (intent === "import-studio") {
    const { status, ...result } = await importStudioFiles(deps, form);
    return data({ intent, ...result }, { status });
  }
  return data({ intent: null, error: "Unknown action." }, { status: 400 });
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const channelError = actionData && "channelError" in actionData ? actionData.channelError : null;
  const importResult = actionData && "outcomes" in actionData ? actionData : null;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">Account Settings</h1>
      <div className="grid gap-6 md:grid-cols-3">
        <Card className="md:col-span-2">
          <h2 className="text-lg font-semibold">Profile</h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Email</dt>
              <dd className="font-medium">{loaderData.email}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Account type</dt>
              <dd className="font-medium">{loaderData.accountType}</dd>
            </div>
          </dl>
          {loaderData.isDemo ? (
            <p className="mt-4 text-sm">
              You are exploring the demo workspace.{" "}
              <Link to="/signup" className="font-semibold text-brand-700 underline dark:text-brand-400">
                Create a real account
              </Link>{" "}
              to connect your own channel.
            </p>
          ) : null}
        </Card>
        <Card>
          <h2 className="text-lg font-semibold">Quick Actions</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <Link to="/suggestions" className="font-semibold text-brand-700 underline dark:text-brand-400">
                Send feedback
              </Link>
            </li>
            <li>
              <a href={`mailto:${loaderData.supportEmail}`} className="font-semibold text-brand-700 underline dark:text-brand-400">
                {loaderData.supportEmail}
              </a>
            </li>
          </ul>
        </Card>
      </div>
      <ChannelCard overview={loaderData.overview} isDemo={loaderData.isDemo} error={channelError} />
      <StudioImportCard
        history={loaderData.overview.imports}
        outcomes={importResult?.outcomes}
        error={importResult?.importError}
      />
    </div>
  );
}
