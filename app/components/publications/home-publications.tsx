// Placeholder: the home page's publications section (issue 4 replaces it).
export function HomePublications() {
  return <section id="publications" />;
}
