// API access's public browser-safe entry: scopes and their words, for pages.
export { DEFAULT_SCOPES, SCOPES, SCOPE_TEXT, endpointAccess, scopeForApi, scopeString, type Scope } from "./scopes";
export { ConsentForm, type ConsentView } from "./components/consent-form";
export { ApiAccessCard, type ApiAccessOutcome, type ApiAccessView } from "./components/api-access-card";
