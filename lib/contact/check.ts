import { CONTACT_LIMITS, CONTACT_MESSAGES as M, contactTopicValues } from "./topics";

export type ContactFields = { name: string; email: string; topic: string; message: string };
export type ContactFieldErrors = Partial<Record<keyof ContactFields, string>>;

// zod 4's own email pattern (zod/v4/core regexes.email), so the form and the API agree.
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** The form's own check before it posts: the API's rules and messages, first problem per field. */
export function checkContactFields(v: ContactFields): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  const name = v.name.trim();
  const email = v.email.trim();
  const message = v.message.trim();
  if (!name) errors.name = M.name;
  else if (name.length > CONTACT_LIMITS.nameMax) errors.name = M.nameTooLong;
  if (email.length > CONTACT_LIMITS.emailMax || !EMAIL.test(email)) errors.email = M.email;
  if (v.topic !== "" && !(contactTopicValues as readonly string[]).includes(v.topic)) errors.topic = M.topic;
  if (message.length < CONTACT_LIMITS.messageMin) errors.message = M.messageShort;
  else if (message.length > CONTACT_LIMITS.messageMax) errors.message = M.messageLong;
  return errors;
}
