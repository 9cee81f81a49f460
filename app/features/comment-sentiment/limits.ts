// How much one analysis takes (the API's limits; the paste form uses the same).
export const MAX_COMMENTS = 1_000;
export const MAX_COMMENT_LENGTH = 10_000;
