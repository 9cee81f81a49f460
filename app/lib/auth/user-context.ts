// The signed-in person of a request, in React Router's context: set by the root middleware from
// the session cookie, null for visitors. Defined beside the session so that shared code reading it
// (require-user.server.ts) never imports app/context.ts, which sits above app/lib.
import { createContext } from "react-router";
import type { SessionUser } from "./session.server";

export const userContext = createContext<SessionUser | null>(null);
