// What every loader and action can read from React Router's context.
import { createContext as createReactContext } from "react";
import { createContext, type RouterContextProvider } from "react-router";

export type CloudflareContext = { env: Env; ctx: ExecutionContext; requestId: string };

export const cloudflareContext = createContext<CloudflareContext>();

// Set by the root middleware from the session cookie; null for visitors.
export { userContext } from "~/lib/auth/user-context";

// Set by the root middleware: true when every channel the person may see in the acting workspace
// is paused (a member limited to channels past a lapsed plan), so the app's pages refuse to read
// them and only Account Settings, where they can switch workspace, opens.
export const onlyPausedChannelsContext = createContext<boolean>(false);

// This request's Content-Security-Policy nonce, made by the Worker's security middleware (which
// also sends the header): app/entry.server.tsx renders it on every inline <script> and <style>.
export const nonceContext = createContext<string>("");
// The same nonce for components (root.tsx's own <script> and <style>). The server provides it; in
// the browser the default is the page's own nonce (an element's `nonce` property keeps it after the
// attribute is hidden), so anything React renders again there carries a nonce the policy accepts.
function pageNonce(): string {
  if (typeof document === "undefined") return "";
  return document.querySelector<HTMLElement>("script[nonce], style[nonce]")?.nonce ?? "";
}
export const NonceContext = createReactContext(pageNonce());

export function getEnv(context: Readonly<RouterContextProvider>): Env {
  return context.get(cloudflareContext).env;
}
