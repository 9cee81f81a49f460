// The demo showcase's public entry (top tier: it runs the engines and composers on the week's
// demo base, see showcase.server.ts). The /demo route and the hourly cron call these.
export { copyDemoStores, demoStatements, type ShowcaseRun } from "./showcase.server";
export {
  showcaseOn,
  prepareWeeklyDemo,
  demoBaseForStart,
  warmDemoBase,
  copyWhenReady,
  demoResultsArrived,
  demoReadReady,
} from "./weekly-demo.server";
