// Topics a visitor can pick on the contact form; shared by the form and the API schema.
export const contactTopics = [
  { value: "support", label: "Help with my account or the app" },
  { value: "beta", label: "Beta access and referrals" },
  { value: "feedback", label: "Feedback or an idea" },
  { value: "privacy", label: "Privacy or deleting my data" },
  { value: "partnership", label: "Business or partnership" },
  { value: "other", label: "Something else" },
] as const;

export type ContactTopic = (typeof contactTopics)[number]["value"];

export const contactTopicValues = contactTopics.map((t) => t.value) as [ContactTopic, ...ContactTopic[]];

export const topicLabel = (value: string | null | undefined): string =>
  contactTopics.find((t) => t.value === value)?.label ?? "General";

export const CONTACT_LIMITS = { nameMax: 120, emailMax: 254, messageMin: 10, messageMax: 5000 } as const;

export const CONTACT_MESSAGES = {
  name: "Please enter your name.",
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.nameMax} characters.`,
  email: "Please enter a valid email address",
  topic: "Please choose one of the listed topics.",
  messageShort: `Please write at least ${CONTACT_LIMITS.messageMin} characters.`,
  messageLong: `Please keep your message under ${CONTACT_LIMITS.messageMax} characters.`,
  messageMissing: "Please write a message.",
} as const;
