/** Copy-link behaviour: clipboard and an alert, or a prompt showing the link. */
export const copyLinkCopy = {
  copied: "Link copied to clipboard",
  prompt: "Copy the link:",
} as const;

export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    window.alert(copyLinkCopy.copied);
  } catch {
    window.prompt(copyLinkCopy.prompt, url);
  }
}
