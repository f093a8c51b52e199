// Nave's Topical Bible entries bundled with the app: the themes people bring to a
// thinking partner (money, health, family, work, fear, decisions...). The builder also
// pulls in the entries these point to with "See ...", so the list can stay short.
export const NAVE_TOPIC_KEYS: readonly string[] = [
  // wisdom and decisions
  "WISDOM", "COUNSEL", "PRUDENCE", "DECISION", "KNOWLEDGE", "INSTRUCTION", "GUIDANCE", "PRAYER",
  "PROVIDENCE", "INTEGRITY", "HONESTY", "HUMILITY", "PRIDE", "COURAGE",
  // money and stewardship
  "MONEY", "RICHES", "STEWARD", "FRUGALITY", "DEBT", "DEBTOR", "BORROWING", "INTEREST", "USURY",
  "LIBERALITY", "GIVING", "CHARITABLENESS", "BENEFICENCE", "COVETOUSNESS", "GREED", "CONTENTMENT",
  "COMMERCE", "ECONOMICS", "POOR", "WAGES", "ENVY", "AMBITION",
  // body and health
  "BODY", "SICKNESS", "PHYSICIAN", "MEDICINE", "TEMPERANCE", "GLUTTONY", "SELF-CONTROL",
  "SELF-DENIAL", "DRUNKENNESS", "FOOD", "WINE", "STRENGTH", "SLEEP", "REST", "SABBATH", "OLD AGE",
  // heart and emotions
  "FEAR", "CARE", "ANXIETY", "PEACE", "PATIENCE", "TRUST", "FAITH", "HOPE", "JOY", "LOVE",
  "COMFORT", "SORROW", "GRIEF", "DESPONDENCY", "AFFLICTIONS AND ADVERSITIES", "GRATITUDE",
  "THANKFULNESS", "SUICIDE",
  // work
  "INDUSTRY", "DILIGENCE", "IDLENESS", "SLOTHFULNESS", "LABOR", "EMPLOYEE", "EMPLOYER", "WORK",
  // family and friends
  "FAMILY", "MARRIAGE", "HUSBAND", "WIFE", "CHILDREN", "PARENTS", "HOSPITALITY", "FRIENDSHIP",
  "FRIENDS", "YOUNG MEN", "WIDOW",
];
