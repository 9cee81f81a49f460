export const TIME_ZONE_ERROR = "Choose a time zone from the list.";
export const TIME_ZONE_SAVED = "Time zone saved.";
export const DASHBOARD_SIGNED_OUT_ERROR = "Sign in to see your dashboard.";
