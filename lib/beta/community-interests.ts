// The spec's eight interest options (client and server share this list).
export const COMMUNITY_INTERESTS = [
  "Health & Wellness",
  "Career Decisions",
  "Financial Planning",
  "Relationships",
  "Education",
  "Life Transitions",
  "Business Strategy",
  "Personal Growth",
] as const;
