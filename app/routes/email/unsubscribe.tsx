// Seasonal Topic Surge Alerts: the unsubscribe link of the weekly digest (issue 14, in progress).
export default function UnsubscribePage() {
  return null;
}
