// Before `react-router dev`: .dev.vars on first run, the local D1 migrated and seeded (see
// local-setup.mjs, shared with `npm start`), so the app starts ready to use, offline.
import { ensureDevVars, prepareLocalDatabase } from "./local-setup.mjs";

ensureDevVars();
await prepareLocalDatabase();
