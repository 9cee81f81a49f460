// What the comment tools say when a connected channel has no comment stored: the channel is there,
// so sending the creator to connect it would contradict their account.
export const NO_COMMENTS_READ_YET =
  "No comments on your uploads have been read yet. Vidwise reads them each time it syncs your channel; Account Settings shows the last sync and when the next one runs.";
