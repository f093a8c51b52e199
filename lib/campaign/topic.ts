// Topic and title rules for the ads page (/utm) and the search landing page (/utm-landing).

export const GENERIC_TOPIC = "expert product recommendations";

/** /utm title topics, chosen by keyword counts; ties go to the earlier topic. */
export const UTM_TOPIC_KEYWORDS = {
  camera: ["camera", "cameras", "lens", "lenses", "mirrorless", "dslr", "photography", "photo", "photos", "canon", "nikon", "full frame"],
  drone: ["drone", "drones", "dji", "quadcopter", "fpv", "aerial", "mavic"],
  vlogging: ["vlog", "vlogging", "vlogger", "youtube", "youtuber", "content creator", "streaming", "microphone", "gimbal"],
  health: ["health", "healthy", "supplement", "supplements", "vitamin", "vitamins", "protein", "sleep", "diet", "nutrition", "wellness", "pain", "stress"],
  fitness: ["fitness", "workout", "gym", "running", "run", "shoes", "treadmill", "dumbbell", "dumbbells", "exercise", "yoga", "weights", "marathon"],
  tech: ["laptop", "laptops", "computer", "phone", "tablet", "headphones", "monitor", "editing", "software", "tech", "gadget", "smartwatch"],
  kitchen: ["kitchen", "blender", "cookware", "knife", "knives", "coffee", "air fryer", "cooking", "cook", "pan", "pans", "mixer", "espresso"],
  travel: ["travel", "luggage", "backpack", "suitcase", "flight", "hotel", "trip", "vacation", "carry on"],
} as const;

export type UtmTopic = keyof typeof UTM_TOPIC_KEYWORDS | "general";

export function normalize(text: string): string {
  return text.toLowerCase().replace(/[_-]+/g, " ").replace(/\s+/g, " ").trim();
}

/** How many times `phrase` occurs in `text` as whole words. */
export function countPhrase(text: string, phrase: string): number {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return (text.match(new RegExp(`\\b${escaped}\\b`, "g")) ?? []).length;
}

export function detectUtmTopic(question: string): UtmTopic {
  const text = normalize(question);
  let best: UtmTopic = "general";
  let bestScore = 0;
  for (const [topic, words] of Object.entries(UTM_TOPIC_KEYWORDS) as [UtmTopic, readonly string[]][]) {
    const score = words.reduce((n, w) => n + countPhrase(text, w), 0);
    if (score > bestScore) [best, bestScore] = [topic, score];
  }
  return best;
}

const UTM_TOPIC_TEXT: Record<UtmTopic, { title: string; description: string }> = {
  camera: { title: "Camera Recommendations", description: "Get honest camera recommendations for your budget and style: bodies, lenses and trade-offs, explained by an AI thinking partner." },
  drone: { title: "Drone Recommendations", description: "Find the right drone for your skill level and budget: flight time, camera quality and rules, explained by an AI thinking partner." },
  vlogging: { title: "Vlogging Gear Recommendations", description: "Choose vlogging cameras, microphones and lights that fit how you film, with clear reasons from an AI thinking partner." },
  health: { title: "Health & Wellness Guidance", description: "Think through supplements and wellness choices with a thoughtful AI partner. Not medical advice: always check with your doctor." },
  fitness: { title: "Fitness Gear Recommendations", description: "Pick running shoes, home gym equipment and fitness gear that match your goals, with trade-offs explained." },
  tech: { title: "Tech Recommendations", description: "Compare laptops, phones and gadgets for what you actually do, with clear trade-offs from an AI thinking partner." },
  kitchen: { title: "Kitchen Recommendations", description: "Find cookware, appliances and kitchen tools worth buying, with honest pros and cons from an AI thinking partner." },
  travel: { title: "Travel Gear Recommendations", description: "Plan trips and choose luggage and travel gear that fit the way you travel, with help from an AI thinking partner." },
  general: { title: "Expert Recommendations", description: "Ask anything you are researching or deciding and get thoughtful, honest recommendations from an AI thinking partner." },
};

/** True for the override: starts (or, for topics, contains) 'best ' and is longer than 15 characters. */
export function isBestQuery(text: string, mode: "startsWith" | "contains"): boolean {
  const t = text.trim();
  const lower = t.toLowerCase();
  return t.length > 15 && (mode === "startsWith" ? lower.startsWith("best ") : lower.includes("best "));
}

export function utmPageMeta(question: string): { topic: UtmTopic; title: string; description: string } {
  const q = question.trim().replace(/\s+/g, " ");
  const topic = detectUtmTopic(q);
  const base = UTM_TOPIC_TEXT[topic];
  const title = isBestQuery(q, "startsWith") ? `${q} - Expert Recommendations` : base.title;
  return { topic, title, description: base.description };
}

/** The landing page's topic: the first non-empty of these parameters, separators turned into spaces. */
export const LANDING_TOPIC_PARAMS = ["q", "utm_campaign", "utm_content", "keyword", "search_term", "kw", "query"] as const;

export function landingTopic(params: Record<string, string | string[] | undefined>): string | null {
  for (const key of LANDING_TOPIC_PARAMS) {
    const raw = params[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    const topic = (value ?? "").replace(/[_-]+/g, " ").replace(/\s+/g, " ").trim();
    if (topic) return topic.slice(0, 200);
  }
  return null;
}

export function titleCase(text: string): string {
  return text.replace(/\S+/g, (w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase());
}
