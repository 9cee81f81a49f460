// `npm run db:migrate`: brings the local D1 (.wrangler/state, or VIDWISE_PERSIST_DIR) up to date,
// the way `npm run dev` and `npm start` do before they serve (scripts/lib.mjs's migrateLocal).
import { migrateLocal } from "./lib.mjs";

await migrateLocal();
