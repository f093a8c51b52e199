// Well-known verses per theme, chosen by hand because Nave's lists are exhaustive rather
// than pastoral. Only references live here: the words always come from the bundled WEB
// (a unit test resolves every one of them).

import { FEELING_THEMES } from "./themes-feelings";
import { OCCASION_THEMES } from "./themes-occasions";
import { QUESTION_THEMES } from "./themes-questions";

export interface ScriptureTheme {
  id: string;
  /** Lower-case words or phrases that point to this theme in a question. */
  keywords: string[];
  /** Nave's entries to fall back on for more verses. */
  naveTopics: string[];
  /** When set, only Nave's sections whose label contains one of these (case-insensitive) are used. */
  naveSections?: string[];
  references: string[];
}

export const SCRIPTURE_THEMES: ScriptureTheme[] = [
  // Faith questions asked outright (a study Bible, a church to look for, communion, healing): themes-questions.ts.
  ...QUESTION_THEMES,
  // Occasions and needs people ask verses for (a wedding card, someone sick, God's love): see themes-occasions.ts.
  ...FEELING_THEMES,
  ...OCCASION_THEMES,
  // Specific themes first: on a tie they win over the broad ones below.
  // Questions people ask as "what does the Bible say about …" (fifth pass): each a few well-known
  // passages; Nave's has no entry for most, so only the hand-picked references are used.
  {
    id: "anger",
    keywords: ["anger", "angry", "temper", "rage", "furious", "lose my temper", "losing my temper", "short fuse", "wrath"],
    naveTopics: [],
    references: ["James 1:19-20", "Ephesians 4:26-27", "Proverbs 15:1", "Proverbs 29:11", "Colossians 3:8"],
  },
  {
    id: "tattoos",
    keywords: ["tattoo", "tattoos", "tattooed", "piercing", "piercings", "body art"],
    naveTopics: [],
    references: ["Leviticus 19:28", "1 Samuel 16:7", "1 Corinthians 6:19-20", "Romans 14:5", "1 Corinthians 10:31"],
  },
  {
    id: "alcohol",
    keywords: ["alcohol", "drinking alcohol", "drunk", "drunkenness", "beer", "wine", "liquor", "social drinking", "a drink"],
    naveTopics: ["DRUNKENNESS", "WINE", "TEMPERANCE"],
    references: ["Ephesians 5:18", "Proverbs 20:1", "Psalm 104:14-15", "Romans 14:21", "1 Corinthians 6:12"],
  },
  {
    id: "divorce",
    keywords: ["divorce", "divorced", "divorcing", "separation", "separated", "remarry", "remarriage"],
    naveTopics: [],
    references: ["Matthew 19:6", "Malachi 2:16", "1 Corinthians 7:10-11", "1 Corinthians 7:15", "Psalm 147:3"],
  },
  {
    id: "honesty",
    keywords: ["lie", "lies", "lying", "liar", "honest", "honesty", "truth", "truthful", "cheat", "cheating on a test", "deceive", "deception"],
    naveTopics: ["HONESTY", "INTEGRITY"],
    references: ["Proverbs 12:22", "Ephesians 4:25", "Colossians 3:9-10", "Proverbs 10:9", "Luke 16:10"],
  },
  {
    id: "pride",
    keywords: ["pride", "prideful", "proud", "arrogance", "arrogant", "ego", "humble", "humility", "boasting"],
    naveTopics: ["PRIDE", "HUMILITY"],
    references: ["Proverbs 16:18", "James 4:6", "Philippians 2:3-4", "Micah 6:8", "1 Peter 5:5-6"],
  },
  {
    id: "judging",
    keywords: ["judge", "judging", "judgmental", "judgemental", "criticize", "criticizing", "critical of others", "hypocrite", "hypocrisy"],
    naveTopics: [],
    references: ["Matthew 7:1-2", "Matthew 7:3-5", "Romans 14:13", "James 4:12", "Luke 6:37"],
  },
  {
    id: "enemies",
    keywords: ["enemy", "enemies", "someone who hates me", "people who hate me", "revenge", "get even", "bully", "bullies", "bullied", "persecuted"],
    naveTopics: [],
    references: ["Matthew 5:44", "Romans 12:17-19", "Romans 12:20-21", "Proverbs 25:21-22", "Luke 6:27-28"],
  },
  {
    id: "gossip",
    keywords: ["gossip", "gossiping", "slander", "rumors", "rumours", "talking behind my back", "backbiting"],
    naveTopics: [],
    references: ["Proverbs 16:28", "Proverbs 11:13", "James 1:26", "Ephesians 4:29", "Proverbs 20:19"],
  },
  {
    id: "purity",
    keywords: ["lust", "porn", "pornography", "sexual purity", "purity", "sex before marriage", "premarital sex", "temptation", "tempted", "move in together", "moving in together", "living together", "live together before"],
    naveTopics: ["SELF-CONTROL"],
    references: ["1 Corinthians 10:13", "Psalm 119:9", "1 Thessalonians 4:3-4", "Matthew 5:8", "Philippians 4:8"],
  },
  {
    id: "heaven",
    keywords: ["heaven", "afterlife", "after we die", "eternal life", "eternity", "resurrection", "life after death"],
    naveTopics: [],
    references: ["John 14:2-3", "Revelation 21:4", "John 11:25-26", "2 Corinthians 5:8", "1 Thessalonians 4:13-14"],
  },
  {
    id: "doubt",
    keywords: ["doubt", "doubts", "doubting", "unbelief", "losing my faith", "lost my faith", "is god real", "does god exist", "god is real", "god exists", "god exist", "god actually exist", "god actually exists", "god really exist", "god really exists", "god even exists", "god actually real", "god really real", "god is even real", "is there a god", "is there really a god", "question my faith", "questioning my faith"],
    naveTopics: ["FAITH"],
    references: ["Mark 9:24", "Jude 1:22", "James 1:5-6", "Hebrews 11:1", "John 20:27-29"],
  },
  {
    id: "diligence",
    keywords: ["lazy", "laziness", "sluggard", "slothful", "sloth", "procrastinate", "procrastinating", "procrastination", "diligence", "diligent", "hard work", "working hard"],
    naveTopics: [],
    references: ["Proverbs 6:6-8", "Proverbs 13:4", "Proverbs 10:4", "Colossians 3:23-24", "2 Thessalonians 3:10"],
  },
  {
    id: "suffering",
    keywords: ["bad things happen to good people", "bad things happen", "loving god take", "god take my", "god took my", "good god take", "god let him die", "god let her die", "why would a good god", "good god let", "god let my", "let my baby die", "let my child die", "let my mom die", "let my dad die", "suffering", "suffer", "why does god allow", "why did god let", "why would god let", "why does god let", "why did god take", "if god is good", "if god is loving", "where was god", "pain and suffering", "hard times", "trials", "persecution"],
    naveTopics: [],
    references: ["Psalm 34:18", "John 11:35", "Romans 8:18", "Revelation 21:4", "2 Corinthians 4:16-18", "1 Peter 5:10", "Romans 5:3-5", "James 1:2-4"],
  },
  {
    id: "envy",
    keywords: ["jealousy", "jealous", "envy", "envious", "coveting", "covet", "comparing myself", "comparison"],
    naveTopics: [],
    references: ["Proverbs 14:30", "James 3:16", "Galatians 5:26", "1 Corinthians 13:4", "Exodus 20:17"],
  },
  {
    id: "salvation",
    keywords: ["salvation", "born again", "eternal life", "how to be saved", "be saved", "get saved", "getting saved", "become a christian", "accept jesus"],
    naveTopics: [],
    references: ["John 3:16", "Ephesians 2:8-9", "Romans 10:9", "Acts 4:12", "Titus 3:5"],
  },
  {
    id: "grace",
    keywords: ["grace", "undeserved", "unearned", "god's grace", "earn god's love"],
    naveTopics: [],
    references: ["Ephesians 2:8-9", "2 Corinthians 12:9", "Titus 2:11", "Hebrews 4:16", "Romans 3:23-24"],
  },
  {
    id: "kindness",
    keywords: ["kindness", "being kind", "be kind", "compassion", "compassionate", "mercy", "merciful"],
    naveTopics: [],
    references: ["Ephesians 4:32", "Colossians 3:12", "Proverbs 11:17", "Micah 6:8", "Luke 6:35-36"],
  },
  {
    id: "obedience",
    keywords: ["obedience", "obey", "obeying", "obedient", "disobedience", "disobey"],
    naveTopics: [],
    references: ["John 14:15", "James 1:22", "1 Samuel 15:22", "Acts 5:29", "Deuteronomy 5:33"],
  },
  {
    id: "fasting",
    keywords: ["fasting", "to fast", "a fast", "fasted"],
    naveTopics: [],
    references: ["Matthew 6:16-18", "Isaiah 58:6-7", "Joel 2:12", "Matthew 4:1-2", "Acts 13:2-3"],
  },
  {
    id: "identity",
    keywords: ["self-worth", "self worth", "self-esteem", "self esteem", "worthless", "not good enough", "my worth", "identity", "insecure", "insecurity", "how god sees me", "ugly"],
    naveTopics: [],
    references: ["Psalm 139:13-14", "Genesis 1:27", "Ephesians 2:10", "1 Peter 2:9", "Luke 12:6-7"],
  },
  {
    id: "end_times",
    keywords: ["end times", "end of the world", "rapture", "second coming", "return of christ", "jesus coming back", "last days", "apocalypse", "judgment day", "antichrist"],
    naveTopics: [],
    references: ["Matthew 24:36", "1 Thessalonians 5:2", "2 Peter 3:9", "Revelation 21:4", "1 Thessalonians 4:16-17"],
  },
  {
    id: "angels",
    keywords: ["angel", "angels", "guardian angel", "guardian angels"],
    naveTopics: [],
    references: ["Hebrews 1:14", "Psalm 91:11", "Hebrews 13:2", "Luke 15:10", "Psalm 103:20"],
  },
  {
    id: "stealing",
    keywords: ["stealing", "steal", "stole", "theft", "shoplifting", "cheating on taxes"],
    naveTopics: [],
    references: ["Exodus 20:15", "Ephesians 4:28", "Leviticus 19:11", "Proverbs 11:1", "Luke 19:8"],
  },
  {
    id: "idolatry",
    keywords: ["idolatry", "idol", "idols", "false gods", "worshipping"],
    naveTopics: [],
    references: ["Exodus 20:3-4", "1 John 5:21", "Matthew 6:24", "Colossians 3:5", "1 Corinthians 10:14"],
  },
  {
    id: "holy_spirit",
    keywords: ["holy spirit", "holy ghost", "fruit of the spirit"],
    naveTopics: [],
    references: ["John 14:26", "Acts 1:8", "Galatians 5:22-23", "Romans 8:26", "1 Corinthians 6:19"],
  },
  {
    id: "spiritual_gifts",
    keywords: ["spiritual gifts", "gifts of the spirit", "spiritual gift", "speaking in tongues", "tongues"],
    naveTopics: [],
    references: ["1 Corinthians 12:4-7", "Romans 12:6-8", "1 Peter 4:10", "Ephesians 4:11-12", "1 Corinthians 13:1-2"],
  },
  {
    id: "baptism",
    keywords: ["baptism", "baptized", "baptised", "get baptized", "getting baptized", "baptize", "have to be baptized", "need to be baptized", "baptized to go to heaven", "baptized to be saved", "baptism required"],
    naveTopics: [],
    references: ["Matthew 28:19", "Acts 2:38", "Romans 6:3-4", "Galatians 3:27", "Matthew 3:16-17"],
  },
  {
    id: "tithing",
    keywords: ["tithe", "tithing", "tithes", "ten percent", "10 percent"],
    naveTopics: [],
    references: ["Malachi 3:10", "2 Corinthians 9:7", "Leviticus 27:30", "Matthew 23:23", "Proverbs 3:9-10"],
  },
  {
    id: "equality",
    keywords: ["racism", "racist", "prejudice", "discrimination", "equality", "all nations", "ethnicity"],
    naveTopics: [],
    references: ["Galatians 3:28", "Acts 10:34-35", "Acts 17:26", "James 2:1", "Revelation 7:9"],
  },
  {
    id: "despair",
    keywords: ["depression", "depressed", "despair", "hopeless", "hopelessness", "feeling down", "sadness", "downcast"],
    naveTopics: [],
    references: ["Psalm 34:18", "Psalm 42:11", "Psalm 40:1-3", "Isaiah 40:31", "Matthew 11:28-30"],
  },
  {
    id: "courage",
    keywords: ["courage", "courageous", "brave", "bravery", "afraid", "scared", "fear", "fearful", "enlisted", "deployment", "deployed", "military", "army", "basic training", "soldier", "be strong"],
    naveTopics: ["COURAGE"],
    references: ["Joshua 1:9", "Deuteronomy 31:6", "2 Timothy 1:7", "Psalm 27:1", "Isaiah 41:10"],
  },
  {
    id: "forgiveness",
    keywords: ["forgive", "forgiveness", "forgiving", "forgave", "hurt me", "betrayed", "grudge", "reconcile", "reconciliation"],
    naveTopics: ["FORGIVENESS"],
    references: ["Ephesians 4:32", "Colossians 3:13", "Matthew 6:14", "Matthew 18:21-22", "Luke 6:37"],
  },
  {
    id: "hope",
    keywords: ["hope", "hopeful", "hopeless", "lost my job", "losing a job", "job loss", "laid off", "fired", "new beginning", "start over", "discouraged"],
    naveTopics: ["HOPE"],
    references: ["Jeremiah 29:11", "Romans 15:13", "Lamentations 3:22-23", "Psalm 42:11", "Isaiah 40:31"],
  },
  {
    id: "wisdom",
    keywords: ["wisdom", "wise", "decide", "decision", "decisions", "choose", "choice", "choices", "should i", "torn", "unsure", "dilemma", "discern", "guidance", "direction"],
    naveTopics: ["WISDOM", "DECISION", "GUIDANCE"],
    references: ["Proverbs 3:5-6", "James 1:5", "Proverbs 16:9", "Proverbs 14:15", "Proverbs 2:6"],
  },
  {
    id: "counsel",
    keywords: ["counsel", "advice", "advisor", "mentor", "second opinion", "ask someone", "talk to"],
    naveTopics: ["COUNSEL", "PRUDENCE"],
    references: ["Proverbs 15:22", "Proverbs 20:18", "Proverbs 12:15", "Proverbs 19:20", "Proverbs 27:17"],
  },
  {
    id: "money",
    keywords: ["money", "budget", "afford", "price", "cost", "expensive", "cheap", "save", "saving", "savings", "spend", "spending", "financial", "finances", "stewardship", "buy", "purchase", "invest", "gambling", "gamble", "lottery", "betting", "casino", "get rich", "rich", "wealth", "wealthy", "riches"],
    naveTopics: ["MONEY", "STEWARD", "FRUGALITY", "RICHES"],
    references: ["Luke 14:28", "Proverbs 21:5", "Hebrews 13:5", "1 Timothy 6:6", "Proverbs 13:11", "Proverbs 27:12"],
  },
  {
    id: "contentment",
    keywords: ["contentment", "content", "enough", "envy", "comparison", "upgrade", "keeping up", "want more", "greed", "nicer", "nice things", "luxury", "luxuries", "materialism", "materialistic", "treat myself", "spending money on myself", "spend money on myself"],
    naveTopics: ["CONTENTMENT", "COVETOUSNESS"],
    references: ["1 Timothy 6:6", "Hebrews 13:5", "Philippians 4:11", "Ecclesiastes 5:10", "Proverbs 15:16"],
  },
  {
    id: "generosity",
    keywords: ["generosity", "generous", "give", "giving", "donate", "donation", "tithe", "charity", "gift", "starving", "the poor", "poor people", "are poor", "poverty", "people in need", "hungry people"],
    naveTopics: ["LIBERALITY", "GIVING", "BENEFICENCE"],
    references: ["2 Corinthians 9:7", "Proverbs 11:25", "Acts 20:35", "Luke 6:38"],
  },
  {
    id: "debt",
    keywords: ["debt", "loan", "loans", "credit card", "borrow", "mortgage", "financing", "pay off", "interest rate"],
    naveTopics: ["DEBT", "BORROWING", "DEBTOR"],
    references: ["Proverbs 22:7", "Romans 13:8", "Psalm 37:21", "Proverbs 21:5"],
  },
  {
    id: "health",
    keywords: ["health", "healthy", "body", "doctor", "medical", "medication", "supplement", "supplements", "vitamin", "symptom", "symptoms", "pain", "illness", "sick", "blood pressure", "diet", "weight", "nutrition"],
    naveTopics: ["BODY", "MEDICINE", "PHYSICIAN", "TEMPERANCE"],
    references: ["1 Corinthians 6:19-20", "3 John 1:2", "Proverbs 17:22", "1 Corinthians 10:31", "Proverbs 3:7-8"],
  },
  {
    id: "fitness",
    keywords: ["fitness", "exercise", "workout", "gym", "training", "strength", "run", "running", "runner", "marathon", "race", "5k", "10k", "dumbbells", "cardio"],
    naveTopics: ["STRENGTH", "TEMPERANCE", "SELF-CONTROL"],
    references: ["1 Timothy 4:8", "1 Corinthians 9:24", "1 Corinthians 9:25", "Isaiah 40:29", "1 Corinthians 6:19-20"],
  },
  {
    id: "anxiety",
    keywords: ["anxiety", "anxious", "worry", "worried", "worrying", "stress", "stressed", "overwhelmed", "fear", "afraid", "scared", "nervous", "panic"],
    naveTopics: ["CARE", "FEAR", "PEACE"],
    references: ["Philippians 4:6-7", "Matthew 6:34", "1 Peter 5:6-7", "Psalm 55:22", "John 14:27", "Psalm 46:1"],
  },
  {
    id: "planning",
    keywords: ["plan", "plans", "planning", "schedule", "prepare", "preparing", "organize", "goal", "goals", "steps", "timeline", "project", "itinerary"],
    naveTopics: ["PRUDENCE", "DILIGENCE"],
    references: ["Proverbs 16:3", "Proverbs 16:9", "Proverbs 21:5", "Luke 14:28", "Proverbs 24:27", "Psalm 90:12"],
  },
  {
    id: "work",
    keywords: ["work", "job", "career", "boss", "promotion", "business", "office", "editing", "productivity", "creative work", "craft"],
    naveTopics: ["INDUSTRY", "DILIGENCE", "LABOR"],
    references: ["Colossians 3:23-24", "Proverbs 22:29", "Proverbs 16:3"],
  },
  {
    id: "rest",
    keywords: ["rest", "sleep", "tired", "exhausted", "burnout", "burned out", "insomnia", "sabbath", "vacation", "break"],
    naveTopics: ["REST", "SLEEP", "SABBATH"],
    references: ["Matthew 11:28", "Psalm 4:8", "Psalm 127:2", "Mark 6:31"],
  },
  {
    id: "family",
    keywords: ["family", "home", "house", "household", "relatives", "siblings"],
    naveTopics: ["FAMILY", "CHILDREN", "PARENTS"],
    references: ["Proverbs 24:3-4", "Joshua 24:15", "Psalm 127:1", "Psalm 133:1"],
  },
  {
    // Raising children: distinct from caring for one's own parents (below), which needs other verses.
    id: "children",
    keywords: ["kids", "children", "child", "baby", "parenting", "raising", "son", "daughter", "newborn", "toddler", "teenager", "teen", "my kids", "our kids"],
    naveTopics: ["CHILDREN"],
    naveSections: ["INSTRUCTION OF", "A BLESSING", "THE GIFT OF GOD"],
    references: ["Psalm 127:3", "Proverbs 22:6", "Deuteronomy 6:6-7", "3 John 1:4"],
  },
  {
    id: "parents",
    keywords: ["parent", "parents", "mother", "father", "aging parent", "aging parents", "elderly parent", "elderly parents", "elderly mother", "elderly father", "my mom", "my dad", "my mother", "my father", "my parents", "caregiver", "caregiving", "nursing home", "assisted living", "memory care", "dementia", "alzheimer's", "honor your parents", "honoring parents", "in-laws"],
    naveTopics: ["CHILDREN"],
    naveSections: ["COMMANDMENTS TO", "Take care of parents", "Honor the aged", "Love of for parents"],
    references: ["Exodus 20:12", "1 Timothy 5:4", "Proverbs 23:22", "Leviticus 19:32", "Galatians 6:2"],
  },
  {
    id: "aging",
    keywords: ["retire", "retirement", "retiring", "old age", "getting older", "aging", "grey hair", "gray hair", "later years", "senior"],
    naveTopics: ["OLD AGE"],
    references: ["Isaiah 46:4", "Psalm 90:12", "Psalm 71:18", "Proverbs 16:31", "Psalm 92:14"],
  },
  {
    id: "church",
    keywords: ["church", "ministry", "serve", "serving", "volunteer", "volunteering", "small group", "deacon", "elder", "worship", "congregation", "pastor"],
    naveTopics: ["FRIENDSHIP"],
    references: ["Hebrews 10:24-25", "1 Peter 4:10", "Romans 12:4-6", "Galatians 6:9"],
  },
  {
    id: "marriage",
    keywords: ["marriage", "married", "spouse", "wife", "husband", "wedding", "engaged", "fiance", "fiancé", "partner"],
    naveTopics: ["MARRIAGE", "HUSBAND", "WIFE", "LOVE"],
    references: ["Ecclesiastes 4:9-10", "Colossians 3:14", "1 Corinthians 13:4-7", "Proverbs 18:22"],
  },
  {
    id: "travel",
    keywords: ["travel", "trip", "journey", "vacation", "flight", "flying", "luggage", "abroad", "road trip", "moving", "move", "relocate", "relocation"],
    naveTopics: ["PROVIDENCE", "GUIDANCE"],
    references: ["Psalm 121:8", "Joshua 1:9", "Psalm 139:9-10", "Numbers 6:24-26"],
  },
  {
    id: "creation",
    keywords: ["photo", "photos", "photography", "camera", "drone", "aerial", "landscape", "nature", "outdoors", "sky", "beauty", "creative"],
    naveTopics: ["PRAISE"],
    references: ["Psalm 19:1", "Psalm 104:24", "Psalm 8:3-4", "Ecclesiastes 3:11"],
  },
  {
    id: "speech",
    keywords: ["vlog", "vlogging", "youtube", "content", "channel", "audience", "podcast", "social media", "speaking", "creator"],
    naveTopics: ["SPEAKING"],
    references: ["Colossians 4:6", "Ephesians 4:29", "Philippians 4:8", "Proverbs 25:11"],
  },
  {
    id: "food",
    keywords: ["cook", "cooking", "kitchen", "meal", "meals", "dinner", "recipe", "food", "eat", "eating", "hospitality", "guests", "table"],
    naveTopics: ["FOOD", "HOSPITALITY", "EATING"],
    references: ["1 Corinthians 10:31", "Proverbs 15:17", "Hebrews 13:2", "Ecclesiastes 9:7"],
  },
  {
    id: "patience",
    keywords: ["patience", "patient", "wait", "waiting", "timing", "not yet", "slow down", "rush", "hurry", "impulse"],
    naveTopics: ["PATIENCE"],
    references: ["Psalm 37:7", "Psalm 27:14", "Galatians 6:9", "Proverbs 19:2", "Lamentations 3:25-26"],
  },
  {
    id: "trust",
    keywords: ["trust", "faith", "believe", "uncertain", "uncertainty", "unknown", "future"],
    naveTopics: ["FAITH", "TRUST"],
    references: ["Proverbs 3:5-6", "Psalm 56:3", "Isaiah 26:3", "Jeremiah 17:7", "Psalm 46:1"],
  },
  {
    id: "gratitude",
    keywords: ["gratitude", "grateful", "thankful", "thanks", "thanksgiving", "blessed"],
    naveTopics: ["THANKFULNESS"],
    references: ["1 Thessalonians 5:18", "Psalm 107:1", "Colossians 3:17"],
  },
  {
    id: "comfort",
    keywords: ["grief", "grieving", "loss", "lost", "sad", "sadness", "lonely", "alone", "hopeless", "hurting", "broken", "depressed", "despair", "crisis", "suicide", "suicidal", "die", "died", "passed away", "death", "funeral", "mourning", "mourn", "angry at god", "lament", "miscarriage"],
    naveTopics: ["COMFORT", "SORROW", "HOPE"],
    references: ["Psalm 34:18", "Psalm 147:3", "Isaiah 41:10", "Psalm 46:1", "Deuteronomy 31:8"],
  },
  {
    id: "learning",
    keywords: ["learn", "learning", "study", "school", "college", "degree", "course", "class", "skill", "skills"],
    naveTopics: ["KNOWLEDGE", "INSTRUCTION"],
    references: ["Proverbs 18:15", "Proverbs 9:9", "2 Timothy 2:15"],
  },
  {
    id: "friendship",
    keywords: ["friend", "friends", "friendship", "community", "church", "neighbor", "relationship", "relationships"],
    naveTopics: ["FRIENDSHIP", "FRIENDS"],
    references: ["Proverbs 17:17", "Ecclesiastes 4:9-10", "Proverbs 27:17", "Proverbs 18:24"],
  },
];

export function themeById(id: string): ScriptureTheme | null {
  return SCRIPTURE_THEMES.find((t) => t.id === id) ?? null;
}
