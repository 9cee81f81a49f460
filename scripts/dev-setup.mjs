// Before `react-router dev`: bring the local D1 up to date so the app starts ready to use.
import { migrateLocal } from "./lib.mjs";

await migrateLocal();
