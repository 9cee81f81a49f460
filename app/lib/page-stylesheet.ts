// The stylesheet text every page inlines in a <style> (root.tsx). Only the server renders it
// (app/entry.server.tsx, from page-stylesheet.server.ts), so the CSS is never shipped again inside
// JS: in the browser the default is the text of the server's own <style>, read from the page, so a
// root React has to render again on the client (after a hydration error) writes the same sheet
// instead of an empty <style> the Content-Security-Policy refuses.
import { createContext } from "react";

function serverStylesheet(): string {
  if (typeof document === "undefined") return "";
  return document.head.querySelector("style")?.textContent ?? "";
}

export const PageStylesheetContext = createContext(serverStylesheet());
