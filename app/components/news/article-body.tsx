/**
 * The article body: HTML produced and sanitised on the server (loadArticle),
 * set as is. Typographic styles for the allowed tags.
 */
const prose = [
  "mt-8 text-lg leading-relaxed text-ink",
  "[&_p]:mt-5 [&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold",
  "[&_h4]:mt-6 [&_h4]:font-bold [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2",
  "[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-gold-400 [&_blockquote]:pl-5 [&_blockquote]:italic",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-card [&_table]:mt-6 [&_table]:w-full [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2",
  "[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-brand-50 [&_pre]:p-4 [&_figcaption]:text-sm [&_figcaption]:text-muted",
].join(" ");

export function ArticleBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by the news allow-list
  return <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
