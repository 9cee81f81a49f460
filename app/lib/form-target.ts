/**
 * The response header a page sets to name where its form's redirect may lead (the OAuth consent
 * page: Allow redirects to the client's registered redirect URI). Browsers apply the CSP's
 * form-action to a form's redirects too; workers/middleware.ts adds this one origin (or app
 * scheme) to the page's form-action and removes the header before the response leaves.
 */
export const FORM_TARGET_HEADER = "x-vidwise-form-target";

/**
 * The response header a page sets to name the one https origin its images may also come from (the
 * client report's agency logo). workers/middleware.ts adds it to the page's img-src and
 * removes the header; only a bare https origin is honoured.
 */
export const IMAGE_SOURCE_HEADER = "x-vidwise-image-source";
