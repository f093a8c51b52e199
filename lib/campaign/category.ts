import { countPhrase, normalize } from "./topic";

// Which fixed buying guide a landing topic gets. Weighted keyword scoring (weights in
// docs/decisions/campaign.md): 3 = names the category outright, 2 = strong hint, 1 = weak hint.
export const GUIDE_CATEGORIES = ["running_shoes", "drone", "camera", "health", "fitness", "tech", "general"] as const;
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];

export const CATEGORY_KEYWORDS: Record<Exclude<GuideCategory, "general">, [string, number][]> = {
  running_shoes: [["running shoe", 3], ["running shoes", 3], ["flat feet", 3], ["overpronation", 3], ["stability shoe", 3], ["stability shoes", 3], ["marathon", 2], ["sneaker", 2], ["sneakers", 2], ["trail running", 2], ["shoes", 1], ["shoe", 1], ["running", 1], ["arch support", 2]],
  drone: [["drone", 3], ["drones", 3], ["dji", 3], ["quadcopter", 3], ["mavic", 3], ["fpv", 2], ["aerial", 2]],
  camera: [["camera", 3], ["cameras", 3], ["mirrorless", 3], ["dslr", 3], ["full frame", 3], ["lens", 2], ["lenses", 2], ["photography", 2], ["canon", 2], ["nikon", 2], ["sony", 1], ["vlogging", 1], ["vlog", 1]],
  health: [["supplement", 3], ["supplements", 3], ["vitamin", 3], ["vitamins", 3], ["magnesium", 3], ["probiotic", 3], ["probiotics", 3], ["omega 3", 3], ["creatine", 2], ["protein powder", 2], ["health", 2], ["nutrition", 2], ["immune", 2], ["sleep", 1]],
  fitness: [["fitness", 3], ["home gym", 3], ["dumbbell", 3], ["dumbbells", 3], ["treadmill", 3], ["kettlebell", 3], ["resistance bands", 3], ["rowing machine", 3], ["exercise bike", 3], ["workout", 2], ["exercise", 2], ["yoga mat", 2], ["gym", 1], ["weights", 1]],
  tech: [["laptop", 3], ["laptops", 3], ["video editing", 3], ["macbook", 3], ["computer", 2], ["gpu", 2], ["editing", 1], ["monitor", 1], ["tech", 2]],
};

export function categoryScores(topic: string): Record<Exclude<GuideCategory, "general">, number> {
  const text = normalize(topic);
  const scores = {} as Record<Exclude<GuideCategory, "general">, number>;
  for (const [cat, words] of Object.entries(CATEGORY_KEYWORDS) as [Exclude<GuideCategory, "general">, [string, number][]][]) {
    scores[cat] = words.reduce((n, [w, weight]) => n + countPhrase(text, w) * weight, 0);
  }
  return scores;
}

/** The highest score wins; ties go to the earlier category in GUIDE_CATEGORIES; nothing matched → general. */
export function categoryForTopic(topic: string): GuideCategory {
  let best: GuideCategory = "general";
  let bestScore = 0;
  for (const [cat, score] of Object.entries(categoryScores(topic)) as [GuideCategory, number][]) {
    if (score > bestScore) [best, bestScore] = [cat, score];
  }
  return best;
}
