"use client";

import { useState, type FormEvent } from "react";
import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label, Textarea } from "@/components/ui/input";
import { checkContactFields } from "@/lib/contact/check";
import { CONTACT_LIMITS, contactTopics } from "@/lib/contact/topics";
import { ReadyFieldset } from "@/components/ui/ready-fieldset";

type Field = "name" | "email" | "topic" | "message";
type Errors = Partial<Record<Field, string>>;
type ApiErrorBody = { error?: { code?: string; message?: string; details?: { fields?: Record<string, string[]> } } };

const selectClass =
  "h-10 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:opacity-60";

/** The contact form: checks fields as the server will, posts to /api/contact, then thanks the sender. */
export function ContactForm({ replyPromise }: { replyPromise: string }) {
  const [values, setValues] = useState({ name: "", email: "", topic: "", message: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    const problems = checkContactFields(values);
    const firstBad = (["name", "email", "topic", "message"] as const).find((f) => problems[f]);
    if (firstBad) {
      setErrors(problems);
      document.getElementById(`contact-${firstBad}`)?.focus();
      return;
    }
    const payload = { name: values.name.trim(), email: values.email.trim(), topic: values.topic || null, message: values.message.trim() };
    setSubmitting(true);
    try {
      const res = await fetch("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload),
      });
      if (res.ok) {
        setSentTo(payload.email);
        return;
      }
      const body = (await res.json().catch(() => ({}))) as ApiErrorBody;
      const fields = body.error?.details?.fields ?? {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0]])) as Errors);
      setFormError(body.error?.message ?? `${res.status}: ${res.statusText}`);
    } catch {
      setFormError("We couldn't reach the server. Please check your connection and try again.");
    } finally {
      setSubmitting(false);
    }
  }

  if (sentTo) {
    return (
      <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-900">
        <div className="flex items-start gap-3">
          <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0 text-emerald-700" aria-hidden />
          <div>
            <h2 className="text-lg font-semibold">Thanks! Your message is on its way.</h2>
            <p className="mt-1 text-sm leading-6">
              Our support team replies {replyPromise}. We&apos;ll write to <strong className="[overflow-wrap:anywhere]">{sentTo}</strong>.
            </p>
            <Button
              variant="link"
              className="mt-3 h-auto px-0 text-emerald-900"
              onClick={() => {
                setSentTo(null);
                setValues({ name: "", email: "", topic: "", message: "" });
              }}
            >
              Send another message
            </Button>
          </div>
        </div>
      </div>
    );
  }

  const describedBy = (f: Field) => (errors[f] ? `contact-${f}-error` : undefined);
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <ReadyFieldset className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor="contact-name">Name</Label>
          <Input id="contact-name" name="name" autoComplete="name" value={values.name} onChange={set("name")}
            maxLength={CONTACT_LIMITS.nameMax} disabled={submitting} aria-invalid={!!errors.name} aria-describedby={describedBy("name")} />
          <FieldError id="contact-name-error">{errors.name}</FieldError>
        </div>
        <div>
          <Label htmlFor="contact-email">Email</Label>
          <Input id="contact-email" name="email" type="email" autoComplete="email" value={values.email} onChange={set("email")}
            maxLength={CONTACT_LIMITS.emailMax} disabled={submitting} aria-invalid={!!errors.email} aria-describedby={describedBy("email")} />
          <FieldError id="contact-email-error">{errors.email}</FieldError>
        </div>
      </div>
      <div>
        <Label htmlFor="contact-topic">Topic <span className="font-normal text-muted">(optional)</span></Label>
        <select id="contact-topic" name="topic" className={selectClass} value={values.topic} onChange={set("topic")}
          disabled={submitting} aria-invalid={!!errors.topic} aria-describedby={describedBy("topic")}>
          <option value="">Choose a topic</option>
          {contactTopics.map((t) => (
            <option key={t.value} value={t.value}>{t.label}</option>
          ))}
        </select>
        <FieldError id="contact-topic-error">{errors.topic}</FieldError>
      </div>
      <div>
        <Label htmlFor="contact-message">Message</Label>
        <Textarea id="contact-message" name="message" rows={6} value={values.message} onChange={set("message")}
          maxLength={CONTACT_LIMITS.messageMax} disabled={submitting} aria-invalid={!!errors.message} aria-describedby={describedBy("message")}
          placeholder="How can we help?" />
        <FieldError id="contact-message-error">{errors.message}</FieldError>
      </div>
      {formError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">{formError}</p>
      ) : null}
      <div className="flex flex-col-reverse items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">We reply {replyPromise}.</p>
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
          {submitting ? "Sending..." : "Send Message"}
        </Button>
      </div>
      </ReadyFieldset>
    </form>
  );
}
