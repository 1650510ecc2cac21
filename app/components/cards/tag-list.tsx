/** Small labels (skills, focus areas, tags). */
export function TagList({ tags, label }: { tags: string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-paper px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-line">
          {tag}
        </li>
      ))}
    </ul>
  );
}
