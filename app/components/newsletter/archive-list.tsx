import { Link } from "react-router";

export type ArchiveEntry = { slug: string; subject: string; sentOn: string; summary: string; href: string };

/** The archive's list of sent issues: plain links, readable without scripts (lite). */
export function ArchiveList({ entries, empty }: { entries: ArchiveEntry[]; empty: string }) {
  if (entries.length === 0) return <p>{empty}</p>;
  return (
    <ul className="space-y-4 text-left">
      {entries.map((entry) => (
        <li key={entry.slug}>
          <Link to={entry.href} className="font-semibold text-brand-800 underline">
            {entry.subject}
          </Link>
          <p className="text-sm">{entry.sentOn}</p>
          {entry.summary ? <p>{entry.summary}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** One sent issue's words, paragraph by paragraph; a line ending in an address becomes a link. */
export function ArchiveIssue({ paragraphs }: { paragraphs: string[][] }) {
  return (
    <div className="space-y-4 text-left">
      {paragraphs.map((lines, i) => (
        <p key={i}>
          {lines.map((line, j) => {
            const link = /^(.*?)(https?:\/\/\S+)$/.exec(line);
            return (
              <span key={j} className="block">
                {link ? (
                  <>
                    {link[1]}
                    <a href={link[2]} className="text-brand-800 underline">
                      {link[2]}
                    </a>
                  </>
                ) : (
                  line
                )}
              </span>
            );
          })}
        </p>
      ))}
    </div>
  );
}
