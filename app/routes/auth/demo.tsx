import { Form, Link, data, redirect, useActionData, useNavigation } from "react-router";
import { AuthLayout } from "~/components/auth/auth-layout";
import { Button } from "~/components/ui/button";
import { ErrorBox } from "~/components/ui/error-box";
import { cloudflareContext, getEnv, userContext } from "~/context";
import { DEFAULT_MAX_LIVE_DEMOS, createDemoAccount, reclaimOldestDemos } from "~/features/auth/index.server";
import { DEMO_BUSY } from "~/features/auth/index";
import { copyDemoStores, copyWhenReady, demoBaseForStart, demoStatements } from "~/features/demo-showcase/index.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { clientKey, isAllowed } from "~/lib/rate-limit.server";
import { log } from "~/lib/log.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/demo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Try the demo · ${PRODUCT_NAME}`,
    description: `Explore ${PRODUCT_NAME} with a sample channel.`,
    path: "/demo",
    matches,
  });

// Only a POST starts a demo, so crawlers and link prefetches never create workspaces; a GET
// shows the button (and is where a refused start lands).
export function loader({ context }: Route.LoaderArgs) {
  if (context.get(userContext)) throw redirect("/dashboard");
  return null;
}

function maxLiveDemos(env: Env): number {
  const n = Number(env.MAX_LIVE_DEMOS);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_LIVE_DEMOS;
}

export async function action({ request, context }: Route.ActionArgs) {
  // Already signed in (real or demo): just open the app.
  if (context.get(userContext)) return redirect("/dashboard");
  const env = getEnv(context);
  // Each demo writes a copy of the sample workspace: a per-address brake and a cap on live demos.
  if (!(await isAllowed(env.DEMO_LIMITER, `demo:${clientKey(request)}`))) {
    return data({ error: DEMO_BUSY }, { status: 429, headers: { "retry-after": "60" } });
  }
  const db = getDb(env);
  await reclaimOldestDemos(db, maxLiveDemos(env));
  // The demo reads the large tables from the week's shared base: the start writes only the few
  // hundred rows a visitor can change, the tools' first results among them (demo-showcase).
  const { base, resultsReady } = await demoBaseForStart(env, db, new Date());
  let demoWorkspace = "";
  const { cookie, userId } = await createDemoAccount(db, request, (teamChannelId) => {
    demoWorkspace = teamChannelId;
    return demoStatements(base, teamChannelId);
  });
  // Then its own store (the tools' first results): a failure here leaves a demo without them, not
  // a broken one; the store goes with the workspace in a day. While a fresh server is still making
  // the results, the demo opens now and they arrive when the run ends.
  const copyResults = () =>
    copyDemoStores(db, base, demoWorkspace, userId).catch((error: unknown) =>
      log.error("demo.store-copy-failed", { workspace: demoWorkspace, error }),
    );
  if (resultsReady)
    context.get(cloudflareContext).ctx.waitUntil(copyWhenReady(demoWorkspace, resultsReady, copyResults));
  else await copyResults();
  return redirect("/dashboard", { headers: { "set-cookie": cookie } });
}

export default function DemoPage() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <AuthLayout
      title="Try the demo"
      intro={`A private copy of a sample channel with three years of data, analysed by the same engines as your own channel would be. It lasts a day.`}
    >
      {result?.error ? <ErrorBox>{result.error}</ErrorBox> : null}
      <Form method="post" className="mt-4">
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Starting the demo…" : "Access Demo"}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/" className="font-medium text-red-700 underline dark:text-red-400">
          Back to the home page
        </Link>
      </p>
    </AuthLayout>
  );
}
