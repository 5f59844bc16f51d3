// Placeholder: replaced by the issue-5 work.
export function loader() {
  return new Response("Not Found", { status: 404 });
}
