// Builds public/icons/landing.svg, the landing page's icon sprite, from the installed Lucide icons
// (components/landing/landing-icons.ts says which). Run: npx tsx scripts/build-landing-sprite.ts
// and commit the output; tests/unit/landing-sprite.test.ts fails when the file is out of date.
import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  BookOpen, BookOpenText, Check, ChevronDown, Clock, Compass, EyeOff, HeartHandshake, HeartPulse, ListOrdered, Mail,
  MessageCircle, MessageSquareHeart, Mic, Quote, Scale, ShieldCheck, ShoppingBag, Smartphone, Sparkles, WifiOff, type LucideIcon,
} from "lucide-react";
import { LANDING_ICONS, type LandingIconName } from "@/components/landing/landing-icons";

const drawings = {
  "book-open": BookOpen, "book-open-text": BookOpenText, check: Check, "chevron-down": ChevronDown, clock: Clock,
  compass: Compass, "eye-off": EyeOff, "heart-handshake": HeartHandshake, "heart-pulse": HeartPulse,
  "list-ordered": ListOrdered, mail: Mail, "message-circle": MessageCircle, "message-square-heart": MessageSquareHeart, mic: Mic, quote: Quote,
  scale: Scale, "shield-check": ShieldCheck, "shopping-bag": ShoppingBag, smartphone: Smartphone, sparkles: Sparkles, "wifi-off": WifiOff,
} satisfies Record<LandingIconName, LucideIcon>;

export const SPRITE_FILE = path.join(process.cwd(), "public/icons/landing.svg");

// Lucide's stroke settings go on each symbol: a <use> copy inherits from where it is used, not
// from the sprite's root, and currentColor then takes the colour of the class on the page.
const STROKE = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/** The sprite's text: one <symbol> per icon, the drawing exactly as Lucide renders it. */
export function landingSprite(): string {
  const symbols = LANDING_ICONS.map((name) => {
    const markup = renderToStaticMarkup(createElement(drawings[name]));
    const inner = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "").replace(/<(\w+)([^>]*)><\/\1>/g, "<$1$2/>");
    return `<symbol id="${name}" viewBox="0 0 24 24" ${STROKE}>${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  fs.writeFileSync(SPRITE_FILE, landingSprite());
  console.log(`wrote ${path.relative(process.cwd(), SPRITE_FILE)} (${LANDING_ICONS.length} icons)`);
}
