import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { contactForm, scheduleVisit } from "../../content/contact.ts";
import { Button } from "../ui/button.tsx";
import { notify } from "../ui/notify.ts";
import { FormField } from "./form-field.tsx";
import { type ContactErrors, type ContactFields, validateContact } from "./validate-contact.ts";

const empty: ContactFields = { name: "", email: "", subject: "", message: "" };

/**
 * The contact form (spec section 5): client-side only. Every field required,
 * the email checked; on success a toast and the form clears. ?subject= prefills.
 */
export function ContactForm() {
  const [params] = useSearchParams();
  const prefill = params.get("subject") ?? "";
  const [values, setValues] = useState<ContactFields>({ ...empty, subject: prefill });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const { fields } = contactForm;

  // A later ?subject= on the same page (e.g. Schedule a Visit) fills the subject and moves focus to the form.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!prefill) return;
    setValues((v) => ({
      ...v,
      subject: prefill,
      message: prefill === scheduleVisit.subject && !v.message ? scheduleVisit.messageStarter : v.message,
    }));
    form.current?.querySelector<HTMLInputElement>("input[name=name]")?.focus();
  }, [prefill]);

  function update(name: keyof ContactFields, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(validateContact(next));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = (Object.keys(values) as (keyof ContactFields)[]).find((k) => found[k]);
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`[name=${firstInvalid}]`)?.focus();
      return;
    }
    notify.success(contactForm.sentTitle, contactForm.sentBody);
    setValues(empty);
    setSubmitted(false);
  }

  const bind = (name: keyof ContactFields) => ({
    name,
    label: fields[name].label,
    placeholder: fields[name].placeholder,
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (e: { target: { value: string } }) => update(name, e.target.value),
  });

  return (
    <form ref={form} id="contact-form" onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...bind("name")} autoComplete="name" />
        <FormField {...bind("email")} type="email" autoComplete="email" />
      </div>
      <FormField {...bind("subject")} />
      <FormField {...bind("message")} multiline rows={5} />
      {submitted && Object.keys(errors).length > 0 && (
        <p role="alert" className="rounded-lg bg-accent-50 px-4 py-2 text-sm font-medium text-accent-700">
          {contactForm.errors.summary}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        {contactForm.submit}
      </Button>
    </form>
  );
}
