// The stylesheet text every page inlines in a <style> (root.tsx). Only the server provides it
// (app/entry.server.tsx, from page-stylesheet.server.ts): in the browser it is empty, and
// hydration keeps the server's <style> as it is, so the CSS is never shipped again inside JS.
import { createContext } from "react";

export const PageStylesheetContext = createContext("");
