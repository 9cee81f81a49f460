// The inputs of Seasonal Topic Surge Alerts: the unsubscribe token and the account card's choice.
import { z } from "zod";
import { ALERTS_BAD_CHOICE, UNSUBSCRIBE_MALFORMED } from "./messages";

/** 32 random bytes in base64url without padding: exactly 43 characters of A-Z a-z 0-9 - _. */
export const unsubscribeToken = z
  .string({ error: UNSUBSCRIBE_MALFORMED })
  .regex(/^[A-Za-z0-9_-]{43}$/, UNSUBSCRIBE_MALFORMED);

export const unsubscribeSchema = z.object({ token: unsubscribeToken });

export const alertsToggleSchema = z.object({ enabled: z.enum(["on", "off"], { error: ALERTS_BAD_CHOICE }) });
