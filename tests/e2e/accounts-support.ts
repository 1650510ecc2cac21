import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { Role } from "../../shared/roles.ts";
import type { TestSmtp } from "../support/smtp.ts";

/** Shared steps of the staff-account journeys. */

/** The ?token= link of the newest mail to `to` with `subject`. */
export async function linkFromMail(smtp: TestSmtp, to: string, subject: string, after = 0): Promise<string> {
  const mail = await smtp.waitForMail(
    (m) => smtp.messages.indexOf(m) >= after && m.subject === subject && (m.to as { text: string }).text === to,
    20_000,
  );
  const link = /https?:\/\/\S+\?token=[\w-]+/.exec(mail.text ?? "");
  if (!link) throw new Error(`no link in: ${mail.text}`);
  return link[0];
}

/** An account made through the API: invited by `adminToken`, password set from the mailed link. */
export async function invitedAccount(
  baseUrl: string,
  smtp: TestSmtp,
  adminToken: string,
  person: { email: string; name: string; role: Role; password: string },
) {
  const before = smtp.messages.length;
  const invite = await fetch(`${baseUrl}/api/users`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ email: person.email, name: person.name, role: person.role }),
  });
  expect(invite.status).toBe(201);
  const link = await linkFromMail(smtp, person.email, "You're invited to the Uraia staff admin", before);
  const token = new URL(link).searchParams.get("token");
  const accepted = await fetch(`${baseUrl}/api/invitations/accept`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token, password: person.password }),
  });
  expect(accepted.status).toBe(200);
  return ((await accepted.json()) as { token: string }).token;
}

export async function signInAs(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
