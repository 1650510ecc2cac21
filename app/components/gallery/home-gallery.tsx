// Placeholder: the home page's gallery section (issue 4 replaces it).
export function HomeGallery() {
  return <section id="gallery" />;
}
