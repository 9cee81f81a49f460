// competitor-monitor's public entry for browser-safe code: the edges (pages, Workers) and other features import this file only.
export { type CompetitorVideo } from "./engine/types";
