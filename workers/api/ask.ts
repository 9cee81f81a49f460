import { Hono } from "hono";
import type { ApiEnv } from "../app-env";

// POST /api/ask: Ask Vidwise (docs/ask-vidwise.md). Filled in by the assistant work.
export const ask = new Hono<ApiEnv>();
