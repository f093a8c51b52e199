import { checkContactFields, type ContactFields } from "@/lib/contact/check";
import { contactSchema } from "@/lib/contact/schema";

// The form checks fields without zod (smaller page); it must agree with the API's schema.
const ok: ContactFields = { name: "Ruth", email: "ruth@example.com", topic: "", message: "A message long enough." };

const cases: [string, Partial<ContactFields>][] = [
  ["valid", {}],
  ["valid with topic", { topic: "privacy" }],
  ["blank name", { name: "   " }],
  ["long name", { name: "n".repeat(121) }],
  ["name at the limit", { name: "n".repeat(120) }],
  ["email without at", { email: "ruth.example.com" }],
  ["email without tld", { email: "ruth@example" }],
  ["email with space", { email: "ru th@example.com" }],
  ["email padded", { email: "  ruth@example.com  " }],
  ["email with plus and dots", { email: "ruth.m+beta@mail.example.co.uk" }],
  ["email double dot", { email: "ruth..m@example.com" }],
  ["unknown topic", { topic: "lottery" }],
  ["short message", { message: "  too short " }],
  ["message at minimum", { message: "0123456789" }],
  ["long message", { message: "m".repeat(5001) }],
];

test.each(cases)("%s: the form and the API agree on which fields are wrong and why", (_label, patch) => {
  const values = { ...ok, ...patch };
  const form = checkContactFields(values);
  const api = contactSchema.safeParse(values);
  const apiErrors: Record<string, string> = {};
  if (!api.success) for (const i of api.error.issues) apiErrors[String(i.path[0])] ??= i.message;
  expect(form).toEqual(apiErrors);
});
