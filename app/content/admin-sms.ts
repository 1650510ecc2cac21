/** The admin's SMS screen (docs/product.md, "SMS"): broadcasts, subscribers, suppressions. */
export const smsAdminCopy = {
  title: "SMS",
  intro:
    "Broadcasts go to every subscribed number in its own language, between 08:00 and 19:00 East Africa Time. Suppressed numbers are never sent anything.",
  off: "SMS is not configured on this site: nothing can be sent. See “Going live with SMS” in the README.",
  compose: {
    title: "New broadcast",
    en: "Message in English",
    sw: "Message in Kiswahili",
    stopNote: "The stop words are added at the end of each message.",
    at: "Send at (East Africa Time)",
    atHint: "Leave empty to send now. Outside 08:00–19:00 it waits for 08:00.",
    counter: (characters: number, segments: number, encoding: string) =>
      `${characters} characters · ${segments} SMS part${segments === 1 ? "" : "s"} (${encoding})`,
    estimate: (subscribers: number, cost: string) =>
      `${subscribers} subscribed number${subscribers === 1 ? "" : "s"} · estimated cost KSh ${cost}`,
    send: "Send broadcast",
    sending: "Sending…",
    queued: "Broadcast saved: it goes out at its time, within sending hours.",
  },
  broadcasts: {
    title: "Broadcasts",
    empty: "No broadcasts yet.",
    columns: {
      message: "Message",
      status: "Status",
      time: "Send at",
      total: "Numbers",
      sent: "Sent",
      delivered: "Delivered",
      failed: "Failed",
      cost: "Estimated cost",
    },
    statuses: { scheduled: "Scheduled", sending: "Sending", sent: "Sent" } as Record<string, string>,
  },
  subscribers: {
    title: "SMS subscribers",
    empty: "No SMS subscribers yet.",
    export: "Export SMS subscribers as CSV",
    columns: { phone: "Phone", language: "Language", status: "Status", consent: "Consent", source: "Signed up from" },
    statuses: { subscribed: "Subscribed", unsubscribed: "Unsubscribed" } as Record<string, string>,
    sources: { form: "Web form", api: "Website", sms: "SMS reply", registration: "Registration" } as Record<
      string,
      string
    >,
  },
  suppressions: {
    title: "Suppressed numbers",
    intro: "Numbers that asked to stop. Only the person can lift this, by sending START or ANZA.",
    empty: "No suppressed numbers.",
    columns: { phone: "Phone", reason: "Reason", detail: "Their words or the network's", date: "Since" },
    /** a number erased on request: only its hash is kept, so it is never texted again */
    erased: "Erased on request",
    reasons: {
      reply: "Replied to stop",
      gateway: "Opted out with the network",
      blocked: "Blocked our sender ID",
    } as Record<string, string>,
  },
  languages: { en: "English", sw: "Kiswahili" } as Record<string, string>,
};
