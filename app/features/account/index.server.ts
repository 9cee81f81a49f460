// account's public entry for server code: the edges (pages, Workers) and other features import this file only.
export {
  changePassword,
  deleteAccount,
  hasPassword,
  listSessions,
  signOutOtherSessions,
  updateSettings,
} from "./account.server";
