import { data } from "react-router";

// Placeholder until the admin page lands: everyone gets 404.
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function AdminPage() {
  return null;
}
