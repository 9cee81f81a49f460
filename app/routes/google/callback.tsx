// Connect with Google (issue 16, in progress).
export function loader() {
  return new Response(null, { status: 404 });
}
