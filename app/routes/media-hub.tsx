// Placeholder: replaced by the page's own module.
export default function Page() {
  return <h1>media hub</h1>;
}
