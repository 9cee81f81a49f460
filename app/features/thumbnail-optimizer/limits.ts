// Limits shared by the optimizer's forms and their checks. No zod here: the page's components
// import this, and zod in the browser bundle would evaluate code the CSP forbids.

/** A variant's name (for a title test, the title itself: YouTube allows 100 characters). */
export const MAX_VARIANT_NAME = 100;
