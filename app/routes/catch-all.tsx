import { redirect } from "react-router";

export function loader() {
  return redirect("/");
}

export function action() {
  return redirect("/");
}
