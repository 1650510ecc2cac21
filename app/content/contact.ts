/** Contact page copy. Phone, email, address and hours come from site.ts. */
export const contactMeta = {
  title: "Contact Us",
  description:
    "Talk to us about civic education, partnerships, volunteering or media: WhatsApp, email or visit our office in Kitengela, Kajiado County. We reply within 24 hours.",
};

export const contactHero = {
  eyebrow: "Contact us",
  title: "Let’s talk about building stronger communities",
  intro: "Questions, ideas, partnership proposals or an invitation to your community: we would love to hear from you.",
};

export const contactForm = {
  title: "Send us a message",
  intro: "Fill in the form and our team will get back to you.",
  fields: {
    name: { label: "Full name", placeholder: "Your name" },
    email: { label: "Email address", placeholder: "you@example.com" },
    phone: { label: "Phone number", placeholder: "0712 345 678" },
    subject: { label: "Subject", placeholder: "What is this about?" },
    message: { label: "Message", placeholder: "Tell us how we can help…" },
  },
  submit: "Send Message",
  sentTitle: "Message Sent!",
  sentBody: "Thank you for reaching out. We'll get back to you soon.",
  another: "Send another message",
};

export const contactCards = {
  whatsapp: "WhatsApp",
  phone: "Call us",
  email: "Email",
  address: "Visit us",
  hours: "Office hours",
  replyPromise: "We reply within 24 hours.",
  follow: "Follow us",
  followIntro: "Join the conversation on X Spaces, live streams and community updates.",
};

export const scheduleVisit = {
  title: "Schedule a Visit",
  body: "Want to meet the team, see a dialogue in action or plan a session in your community? Tell us when suits you.",
  button: "Schedule a Visit",
  subject: "Schedule a Visit",
  messageStarter: "I would like to visit your office on (date/time): ",
};

/**
 * The subjects other pages' contact links prefill (`/contact?subject=…`), in this
 * language; `{title}` is the item the enquiry is about. The Kiswahili twin has the
 * same keys, so a link in one language opens the contact page in the other with
 * the subject in that language (decision 0076).
 */
export const contactSubjects = {
  internshipForm: "Internship application form request",
  story: "Share my community story",
  bulkOrder: "Bulk merchandise order",
  clubGuide: "Community Club starter guide request",
  partnership: "Partnership enquiry",
  partnershipAbout: "Partnership enquiry: {title}",
  fundraising: "Fundraising for Uraia",
  hostDialogue: "Hosting a community dialogue",
  hostArtInHeart: "Hosting an Art in Heart session",
  civicSession: "Civic education session for our group",
  resource: "Resource request",
  advocacyCampaign: "Starting an advocacy campaign",
  bringProgramme: "Bring a program to our community",
  teamQuestion: "A question for the Uraia team",
  programmeAbout: "Programme enquiry: {title}",
  campaignResults: "Campaign results: {title}",
  dialogueSummary: "Dialogue summary: {title}",
};
