// The landing page's icons (Lucide's drawings) as one static sprite, public/icons/landing.svg,
// built by scripts/build-landing-sprite.ts. An inline Lucide icon is about 450 bytes of SVG in the
// HTML and its drawing again in the page's RSC payload (each icon is a client component); a sprite
// reference is about 100 bytes in each, and the drawings are fetched once and cached. The contact
// and offline pages draw theirs from it too (message-circle, wifi-off).
export const LANDING_SPRITE = "/icons/landing.svg";

export const LANDING_ICONS = [
  "book-open",
  "book-open-text",
  "check",
  "chevron-down",
  "clock",
  "compass",
  "eye-off",
  "heart-handshake",
  "heart-pulse",
  "list-ordered",
  "mail",
  "message-circle",
  "message-square-heart",
  "mic",
  "quote",
  "scale",
  "shield-check",
  "shopping-bag",
  "smartphone",
  "sparkles",
  "wifi-off",
] as const;

export type LandingIconName = (typeof LANDING_ICONS)[number];
