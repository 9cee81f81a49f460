// surge-alerts's public entry for server code: the edges (pages, Workers) and other features import this file only.
export {
  setSurgeAlerts,
  surgeAlertState,
  checkUnsubscribeToken,
  unsubscribeByToken,
  sendSurgeDigests,
} from "./surge-alerts.server";
