// Placeholder: replaced by the resource route's own module.
export function loader() {
  return new Response("Not implemented yet", { status: 404 });
}
