// Video Forecast's limits, without zod, so the page's client code can read them (zod
// probes for eval when it loads, which the Content-Security-Policy reports).

/** Per call: videos projected, training trajectories, readings per trajectory, past uploads. */
export const MAX_VIDEOS = 1_000;
export const MAX_TRAINING = 5_000;
export const MAX_POINTS = 50_000;
export const MAX_HISTORY = 5_000;
export const MAX_ID_LENGTH = 200;
export const MAX_TITLE_LENGTH = 300;
export const MAX_TOPIC_LENGTH = 200;
