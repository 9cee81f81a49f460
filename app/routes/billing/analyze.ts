// /analyze (spec: the success page's "Start Analyzing"): the Content Analyzer is where analysis
// starts in Vidwise, so the spec's path leads there (signed-out visitors meet its sign-in guard).
import { redirect } from "react-router";

export function loader() {
  return redirect("/youtube-tool");
}
