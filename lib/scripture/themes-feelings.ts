// Themes people ask verses for by feeling or life event (tenth pass): anger at God is lament, not "be slow
// to wrath"; a friend's divorce is comfort, not the teaching on divorce; a stillbirth is not a wedding
// because the message says "wife". References only: the words always come from the bundled WEB, and a
// unit test resolves every one. Listed before the occasion and broad themes so they win a tie.
import type { ScriptureTheme } from "./themes";

export const FEELING_THEMES: ScriptureTheme[] = [
  // "I lost my daughter and I don't know if I even believe anymore": faith shaken, often by a loss.
  {
    id: "shaken_faith",
    keywords: ["don't know if i believe", "dont know if i believe", "don't know if i even believe", "dont know if i even believe", "don't know if i still believe", "dont know if i still believe", "not sure i believe anymore", "stopped believing", "can't believe anymore", "cant believe anymore", "hard to believe in god", "faith is gone", "lost my faith after"],
    naveTopics: [],
    references: ["Psalm 34:18", "Mark 9:24", "John 11:35", "Psalm 22:1-2", "Lamentations 3:19-23", "Revelation 21:4"],
  },
  // Tenth pass: anger at God is lament (Psalm 13, Habakkuk), not the "anger" theme's "be slow to wrath".
  {
    id: "angry_at_god",
    keywords: ["angry at god", "angry with god", "mad at god", "mad with god", "furious with god", "furious at god", "upset with god", "upset at god", "bitter at god", "bitter toward god", "hate god", "yell at god", "yelling at god"],
    naveTopics: [],
    references: ["Psalm 13:1-2", "Psalm 22:1-2", "Habakkuk 1:2", "Job 7:11", "Lamentations 3:19-23", "Psalm 62:8"],
  },
  // Tenth pass: needs that a stray word sent elsewhere ("stillbirth… wife" → wedding, "failure as a parent" → honor your parents).
  {
    id: "baby_loss",
    keywords: ["baby die", "baby to die", "my baby died", "our baby died", "lost our son", "lost our daughter", "infant died", "stillbirth", "stillborn", "miscarriage", "miscarried", "lost the baby", "lost our baby", "lost a baby", "loss of a baby", "baby died", "infant loss", "pregnancy loss"],
    naveTopics: [],
    references: ["Psalm 34:18", "Psalm 139:13-16", "Matthew 5:4", "Revelation 21:4", "2 Corinthians 1:3-4", "Isaiah 66:13"],
  },
  {
    id: "assurance",
    keywords: ["doubting my salvation", "doubt my salvation", "doubts about my salvation", "really saved", "truly saved", "actually saved", "am i saved", "know i'm saved", "know im saved", "sure i'm saved", "sure im saved", "assurance of salvation", "lose my salvation", "lost my salvation"],
    naveTopics: [],
    references: ["1 John 5:13", "John 10:27-29", "Ephesians 2:8-9", "Romans 8:38-39", "Philippians 1:6", "John 6:37"],
  },
  {
    id: "cremation",
    keywords: ["cremation", "cremated", "cremate", "cremating", "burial or cremation", "buried or cremated"],
    naveTopics: [],
    references: ["1 Corinthians 15:42-44", "Genesis 3:19", "2 Corinthians 5:1", "Ecclesiastes 12:7", "1 Thessalonians 4:16-17"],
  },
  {
    id: "denominations",
    keywords: ["so many denominations", "kinds of churches", "types of churches", "so many churches", "different churches", "denomination", "denominations", "catholics", "catholic and", "catholic vs", "catholic or", "baptists", "baptist and", "methodist", "methodists", "lutheran", "lutherans", "presbyterian", "pentecostal", "protestant", "protestants", "orthodox church", "nondenominational", "non-denominational"],
    naveTopics: [],
    references: ["Ephesians 4:4-6", "John 17:20-21", "1 Corinthians 1:10", "Romans 14:1", "1 Corinthians 3:11"],
  },
  {
    id: "fatherhood",
    keywords: ["good dad", "good father", "better dad", "better father", "being a dad", "being a father", "fatherhood", "stepdad", "step dad", "stepfather", "new dad", "first time dad", "father's day", "fathers day", "dad to be"],
    naveTopics: [],
    references: ["Psalm 103:13", "Ephesians 6:4", "Proverbs 20:7", "Colossians 3:21", "Deuteronomy 6:6-7", "Proverbs 3:11-12"],
  },
  {
    id: "gambling",
    keywords: ["gambling", "gamble", "gambles", "gambler", "betting", "bets", "sports betting", "bet on sports", "lottery", "lotto", "casino", "scratch offs", "scratch-offs"],
    naveTopics: [],
    references: ["Proverbs 13:11", "1 Timothy 6:9-10", "Hebrews 13:5", "Ecclesiastes 5:10", "Proverbs 28:20"],
  },
  {
    id: "gods_care",
    keywords: ["small problems", "little things", "little problems", "everyday problems", "care about my", "cares about my", "care about me", "does god care", "does god notice", "too small for god", "bother god"],
    naveTopics: [],
    references: ["1 Peter 5:7", "Matthew 10:29-31", "Luke 12:6-7", "Psalm 139:1-3", "Matthew 6:26", "Philippians 4:6-7"],
  },
  {
    id: "parent_failure",
    keywords: ["failure as a parent", "failure as a mom", "failure as a mother", "failure as a dad", "failure as a father", "bad parent", "bad mom", "bad mother", "bad dad", "bad father", "failing as a parent", "failing as a mom", "failing as a dad", "terrible mom", "terrible parent", "messed up my kids", "failed my kids", "failed my children"],
    naveTopics: [],
    references: ["Lamentations 3:22-23", "2 Corinthians 12:9", "Psalm 103:13-14", "Isaiah 40:11", "Philippians 1:6", "Romans 8:1"],
  },
  {
    id: "retirement",
    keywords: ["retirement", "retirement card", "retiring", "retire", "retired", "retiree"],
    naveTopics: [],
    references: ["Psalm 90:17", "Isaiah 46:4", "Psalm 92:14", "Ecclesiastes 3:1", "Numbers 6:24-26", "Psalm 71:18"],
  },
  {
    id: "divorce_comfort",
    keywords: ["going through a divorce", "going thru a divorce", "through a divorce", "friend's divorce", "after a divorce", "after divorce", "my divorce", "divorce is final", "newly divorced", "recently divorced", "husband left me", "wife left me", "husband left", "wife left"],
    naveTopics: [],
    references: ["Psalm 34:18", "Psalm 147:3", "Isaiah 41:10", "Isaiah 43:18-19", "Deuteronomy 31:8", "2 Corinthians 1:3-4"],
  },
  {
    id: "first_day",
    keywords: ["first day of school", "first day of kindergarten", "first day of preschool", "first day of first grade", "kindergarten", "preschool", "starting school", "start school", "new school", "back to school", "first day of middle school", "first day of high school"],
    naveTopics: [],
    references: ["Joshua 1:9", "Deuteronomy 31:8", "Numbers 6:24-26", "Isaiah 41:10", "Psalm 121:8", "Proverbs 3:5-6"],
  },
  {
    id: "funeral",
    keywords: ["funeral", "at the funeral", "a funeral", "the funeral", "his funeral", "her funeral", "uncle's funeral", "aunt's funeral", "dad's funeral", "mom's funeral", "grandpa's funeral", "grandma's funeral", "friend's funeral", "funeral reading", "memorial service", "graveside", "eulogy", "read at a funeral", "read at his funeral", "read at her funeral"],
    naveTopics: [],
    references: ["John 14:1-3", "John 11:25-26", "Psalm 23:1-6", "Ecclesiastes 3:1-2", "2 Timothy 4:7", "Revelation 21:4", "1 Thessalonians 4:13-14"],
  },
  {
    id: "wanting_wealth",
    keywords: ["want to be rich", "wanting to be rich", "to be rich", "being rich", "be wealthy", "being wealthy", "want to be wealthy", "get rich", "getting rich", "rich christian", "christians be rich"],
    naveTopics: [],
    references: ["1 Timothy 6:9-10", "1 Timothy 6:17-19", "Proverbs 30:8-9", "Matthew 6:19-21", "Deuteronomy 8:17-18", "Ecclesiastes 5:10"],
  },
];
