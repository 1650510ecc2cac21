/**
 * Bounces and complaints as receiving mail servers send them, for the tests:
 * a delivery status notification (RFC 3464) to the mail's return path, and a
 * feedback report (RFC 5965, ARF) quoting the original's headers.
 */
export function dsnMail(options: {
  returnPath: string;
  recipient: string;
  status: string;
  diagnostic: string;
}): string {
  const action = options.status.startsWith("2") ? "delivered" : "failed";
  return [
    "From: Mail Delivery System <MAILER-DAEMON@mx.example.org>",
    `To: ${options.returnPath}`,
    "Subject: Undelivered Mail Returned to Sender",
    "MIME-Version: 1.0",
    'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
    "",
    "--b1",
    "Content-Type: text/plain; charset=us-ascii",
    "",
    "This is the mail system at host mx.example.org. Your message could not be delivered.",
    "",
    "--b1",
    "Content-Type: message/delivery-status",
    "",
    "Reporting-MTA: dns; mx.example.org",
    "Arrival-Date: Thu, 15 Jan 2026 09:00:00 +0000",
    "",
    `Final-Recipient: rfc822; ${options.recipient}`,
    `Original-Recipient: rfc822; ${options.recipient}`,
    `Action: ${action}`,
    `Status: ${options.status}`,
    `Diagnostic-Code: smtp; ${options.diagnostic}`,
    "",
    "--b1",
    "Content-Type: text/rfc822-headers",
    "",
    `Return-Path: <${options.returnPath}>`,
    `To: ${options.recipient}`,
    "Subject: Uraia newsletter",
    "",
    "--b1--",
    "",
  ].join("\r\n");
}

export function arfMail(options: { messageId: string; recipient: string }): string {
  return [
    "From: Feedback Loop <fbl@mail.example.net>",
    "To: abuse@uraia.test",
    "Subject: Complaint about a message",
    "MIME-Version: 1.0",
    'Content-Type: multipart/report; report-type=feedback-report; boundary="b2"',
    "",
    "--b2",
    "Content-Type: text/plain; charset=us-ascii",
    "",
    "This is an email abuse report for a message received from your network.",
    "",
    "--b2",
    "Content-Type: message/feedback-report",
    "",
    "Feedback-Type: abuse",
    "User-Agent: ExampleFBL/1.0",
    "Version: 1",
    `Original-Rcpt-To: ${options.recipient}`,
    "",
    "--b2",
    "Content-Type: text/rfc822-headers",
    "",
    `Message-ID: ${options.messageId}`,
    `To: ${options.recipient}`,
    "Subject: Uraia newsletter",
    "",
    "--b2--",
    "",
  ].join("\r\n");
}
