import { Hono } from "hono";
import type { ApiEnv } from "../app-env";

// Routes arrive with issue 14 (see the feature's README in docs/).
export const rpm = new Hono<ApiEnv>();
