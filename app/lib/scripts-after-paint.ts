/**
 * A page's JavaScript starts after its first paint (decision 013).
 *
 * Every page works as plain HTML: links, forms and refreshes do its job without a script, and React
 * adds dialogs, client-side navigation and live progress on top. React Router's <Scripts /> asks for
 * its modules at once (`modulepreload` links in the head and an async module script), so on a phone
 * with a slow processor their evaluation can run before the page's first paint and hold it back.
 * Here the server sends the module script held back (a `type` browsers do not run) and no preload
 * links (scripts-after-paint.server.ts), and the inline script below releases it once the browser
 * has painted the page's first content.
 */

/** The `type` a held-back module script carries in the server's HTML. */
export const HELD_SCRIPT_TYPE = "vidwise/held-module";

/** The User Timing mark the start script leaves when it releases the scripts (for tests and RUM). */
export const SCRIPTS_RELEASED_MARK = "vidwise:scripts-released";

/**
 * The inline start script. After the first contentful paint it marks SCRIPTS_RELEASED_MARK and
 * turns each held module script back into a running one (same text, same nonce, same place in the
 * document, so hydration finds the tree it expects). The paint is read from Paint Timing (in every
 * current engine); where that is missing, the scripts start after the load event. Plain ES5, no
 * imports: it runs before anything else has loaded. A page opened in a background tab paints, and
 * so starts, when it is first shown.
 */
export const START_AFTER_PAINT_SCRIPT = `(function(w,d){var started=0;function start(){if(started)return;started=1;if(w.performance&&performance.mark)performance.mark("${SCRIPTS_RELEASED_MARK}");d.querySelectorAll('script[type="${HELD_SCRIPT_TYPE}"]').forEach(function(h){var s=d.createElement("script");s.type="module";s.nonce=h.nonce;s.textContent=h.textContent;h.replaceWith(s)})}var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();w.setTimeout(start,0)}}).observe({type:"paint",buffered:true})}else{w.addEventListener("load",start)}})(window,document)`;
