/** The newsletter's public archive: every sent issue, its page and its feed (docs/product.md, "Sending the newsletter"). */
export const newsletterArchive = {
  meta: {
    title: "Past newsletters",
    description: "Every Uraia newsletter sent so far: civic news, dialogues and publications.",
    path: "/newsletter/archive",
  },
  title: "Past newsletters",
  intro: "Every issue we have sent, newest first.",
  empty: "No newsletter has been sent yet.",
  sentOn: (date: string) => `Sent ${date}`,
  back: "All past newsletters",
  feed: "Follow the newsletter by RSS",
  feedTitle: "Uraia newsletter",
  subscribe: "Subscribe to the newsletter",
  notFound: "This newsletter issue is not in the archive.",
};
