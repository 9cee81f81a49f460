// Every text Video Forecast shows or answers with (spec §8), in one place.

export const MISSING_INPUT_ERROR = "Please enter both video title and topic";
export const FORECAST_FAILED_ERROR = "Failed to forecast video performance. Please try again.";
export const FORECAST_ERROR_TITLE = "Forecast Error";
export const NO_CHANNEL_ERROR = "No channel connected. Connect your YouTube channel in Account Settings.";
export const FORECAST_SIGNED_OUT_ERROR = "Sign in to use the forecaster.";
