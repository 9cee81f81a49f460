// The made-up hosts the offline fakes answer at (the settings in .dev.vars.example and the tests'
// bindings name them). Apart from the fakes so the wiring can tell which host is whose without
// loading a fake before its first call.
export const FAKE_YOUTUBE_ORIGIN = "http://youtube.fake";
export const FAKE_ANALYTICS_ORIGIN = "http://youtube-analytics.fake";
export const FAKE_GOOGLE_ORIGIN = "http://google.fake";
export const FAKE_STRIPE_ORIGIN = "http://stripe.fake";
