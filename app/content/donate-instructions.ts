/** The donation modal's instructions per method. */
export const modalCopy = {
  title: "Make a Donation",
  amountLabel: "Your gift",
  thanks:
    "Thank you for standing with Kenyan communities. Your generosity funds civic education, dialogue and healing. Asante sana!",
  chooseMethod: "Please choose a donation method to see how to give.",
};

export const mobileMoney = {
  heading: "Pay with M-Pesa",
  fields: { paybill: "Paybill number", account: "Account number", business: "Business name" },
  steps: [
    "Open the M-Pesa menu on your phone or the M-Pesa app.",
    "Select Lipa na M-Pesa.",
    "Select Pay Bill.",
    "Enter the business number (paybill) shown above.",
    "Enter the account number shown above.",
    "Enter the amount you wish to give.",
    "Enter your M-Pesa PIN and confirm.",
    "Check the business name on the confirmation message, then send.",
  ],
};

export const cardPayment = {
  heading: "Card payments",
  body: "Online card processing is being set up. Meanwhile, please give by mobile money, or contact us and we will help you give by card.",
  useMobileMoney: "Use Mobile Money",
  contact: "Contact us",
  contactSubject: "Card donation",
};

export const bankTransfer = {
  heading: "Bank transfer",
  fields: { bank: "Bank", accountName: "Account name", accountNumber: "Account number", reference: "Reference" },
  accountNumberValue: "Contact for details",
  referenceHint: "followed by your name, e.g. DONATION-AMINA",
  /** the reference's example after the prefix */
  referenceName: "YOURNAME",
  note: "For the bank and account number, contact us: we send them with a confirmation letter for your records.",
  contact: "Request bank details",
  contactSubject: "Bank transfer donation",
};

export const inKind = {
  heading: "Give in kind",
  accepted: [
    "Books, stationery and civic education materials",
    "Art supplies for Art in Heart workshops",
    "Laptops, projectors and sound equipment",
    "Venues and transport for community dialogues",
    "Professional skills: legal, design, counselling, media",
  ],
  acceptedTitle: "We gladly accept",
  steps: [
    "Contact us describing what you would like to give.",
    "We agree together on delivery or collection.",
    "We hand you a donation receipt for your records.",
  ],
  contact: "Offer an in-kind gift",
  contactSubject: "In-kind donation",
};
