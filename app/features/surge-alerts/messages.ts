// Every text Seasonal Topic Surge Alerts show (the unsubscribe page, the account card), free of
// zod so components can import it.

export const FEATURE_NAME = "Seasonal Topic Surge Alerts";

export const UNSUBSCRIBED = "You are unsubscribed from Seasonal Topic Surge Alerts.";
export const UNSUBSCRIBE_CONFIRM = "Stop the weekly Seasonal Topic Surge Alerts email? One click, no sign-in needed.";
export const UNSUBSCRIBE_MALFORMED =
  "This unsubscribe link is incomplete. Copy the whole link from the email, or turn alerts off in Account Settings.";
export const UNSUBSCRIBE_UNKNOWN =
  "This unsubscribe link is not valid. Each alert email carries a new link, so use the one in your newest alert, or turn alerts off in Account Settings.";

export const ALERTS_TURNED_ON = "Seasonal Topic Surge Alerts are on.";
export const ALERTS_TURNED_OFF = "Seasonal Topic Surge Alerts are off. You will get no more alert emails.";
export const ALERTS_BAD_CHOICE = "Choose on or off.";
export const ALERTS_DEMO = "Demo accounts get no email. Create a real account to receive alerts.";
export const ALERTS_FAILED = "Failed to update email alerts. Please try again.";

/** The card's description of what triggers an email. */
export const ALERTS_EXPLAINED =
  "At most one email a week, only when a keyword you follow (your primary topic and tracked keywords) starts spiking or reaches the month before its seasonal peak.";
