import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import type { Route } from "./+types/coaching";

// 1-on-1 Channel Strategy Coaching (Creator+): filled in by the entitlements work.
export const meta: Route.MetaFunction = () => [{ title: `Channel Strategy Coaching · ${PRODUCT_NAME}` }];

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  return null;
}

export default function CoachingPage() {
  return <h1>Channel Strategy Coaching</h1>;
}
