// Faith questions people ask outright about the Bible, the church and practice (eleventh pass): which
// Bible or translation to read, what to look for in a church, communion, whether God still heals.
// Before, each got "tell me more" or a bare verse. Each theme has a pastoral word in faith-leads.json
// (where Christians differ, it says so). Keywords are phrases (two words or more) so a stray word
// ("version", "church") can't pull a verse request here. References only: the words always come from
// the bundled WEB, and a unit test resolves every one. Listed first so they win a tie.
import type { ScriptureTheme } from "./themes";

export const QUESTION_THEMES: ScriptureTheme[] = [
  {
    // "does god still speak to people today" (twelfth pass).
    id: "god_speaks",
    keywords: ["god still speak", "god speak to people", "god speak to me", "god speaks today", "hear god's voice", "hear from god", "hearing god", "god talk to me", "god talks to people", "god's voice"],
    naveTopics: [],
    references: ["Hebrews 1:1-2", "John 10:27", "2 Timothy 3:16-17", "1 Kings 19:11-12", "Psalm 119:105"],
  },
  {
    // "my prayers feel so repetitive, is that bad" (twelfth pass).
    id: "repetitive_prayer",
    keywords: ["prayers feel repetitive", "prayers are repetitive", "prayers feel so repetitive", "pray the same thing", "praying the same thing", "same prayers", "prayer feels repetitive", "prayers feel the same", "prayers get boring", "prayer is boring", "bored when i pray"],
    naveTopics: [],
    references: ["Matthew 6:7-13", "Luke 18:1", "Psalm 136:1-3", "Romans 8:26", "1 Thessalonians 5:17"],
  },
  {
    // "is it a sin to not want kids" (twelfth pass).
    id: "childfree",
    keywords: ["not want kids", "not want children", "don't want kids", "dont want kids", "don't want children", "dont want children", "not having kids", "not having children", "choose not to have kids", "child free", "childfree", "no kids by choice"],
    naveTopics: [],
    references: ["Psalm 127:3", "1 Corinthians 7:7", "1 Corinthians 7:32-35", "Genesis 1:28", "Matthew 19:12"],
  },
  {
    // "what does the bible say about working on sunday", "a job that means working sundays" (twelfth pass).
    id: "sunday_work",
    keywords: ["working on sunday", "working sundays", "work on sunday", "work on sundays", "work sundays", "sunday shifts", "working on the sabbath", "work on the sabbath", "keep the sabbath", "sabbath day"],
    naveTopics: [],
    references: ["Exodus 20:8-10", "Mark 2:27", "Romans 14:5-6", "Hebrews 10:24-25", "Colossians 2:16-17"],
  },
  {
    // "is it okay to be a christian and take depression meds" (twelfth pass).
    id: "faith_and_medicine",
    keywords: ["depression meds", "antidepressants", "anti-depressants", "anxiety meds", "anxiety medication", "depression medication", "mental health meds", "psych meds", "take medication as a christian", "christian and take", "christians take medication", "christian on medication"],
    naveTopics: [],
    references: ["Psalm 34:18", "Matthew 9:12", "Colossians 4:14", "1 Timothy 5:23", "2 Corinthians 12:9"],
  },
  {
    // "is it a sin to get a divorce if he's emotionally abusive" (twelfth pass): safety first, then the question.
    id: "abusive_marriage",
    keywords: ["emotionally abusive", "verbally abusive", "physically abusive", "he's abusive", "she's abusive", "he is abusive", "abusive husband", "abusive wife", "abusive marriage", "abusive relationship", "he hits me", "she hits me", "abuse in marriage"],
    naveTopics: [],
    references: ["Psalm 34:18", "Proverbs 22:24-25", "Malachi 2:16", "1 Corinthians 7:15", "Psalm 9:9"],
  },
  {
    // "how do I forgive myself" (twelfth pass).
    id: "self_forgiveness",
    keywords: ["forgive myself", "forgiving myself", "can't forgive myself", "cant forgive myself", "hate myself for", "live with myself", "carry this guilt"],
    naveTopics: [],
    references: ["1 John 1:9", "Romans 8:1", "Psalm 103:12", "Isaiah 43:25", "2 Corinthians 5:17"],
  },
  {
    // "what's the point of praying if God already knows everything" (twelfth pass).
    id: "why_pray",
    keywords: ["point of praying", "point of prayer", "pray if god already knows", "god already knows", "why pray if", "why should i pray", "why do we pray", "does prayer change anything", "does prayer change god's mind", "does prayer even work"],
    naveTopics: [],
    references: ["Matthew 6:7-9", "Philippians 4:6-7", "James 5:16", "Luke 18:1", "1 Peter 5:7"],
  },
  {
    // "what happens to babies who die, do they go to heaven", "will I see my miscarried baby again" (twelfth pass).
    id: "little_ones_heaven",
    keywords: ["babies who die", "babies that die", "babies go to heaven", "baby go to heaven", "baby in heaven", "babies in heaven", "children who die", "kids who die", "infants go to heaven", "miscarried babies", "miscarried baby", "see my baby again", "see our baby again", "stillborn babies", "unborn babies go", "age of accountability"],
    naveTopics: [],
    references: ["2 Samuel 12:22-23", "Matthew 19:14", "Psalm 139:13-16", "Deuteronomy 1:39", "Revelation 21:4"],
  },
  {
    // "do christians have to go to church every sunday", "is going to church required" (twelfth pass).
    id: "church_every_sunday",
    keywords: ["have to go to church", "go to church every sunday", "church every sunday", "church every week", "required to go to church", "must go to church", "have to attend church"],
    naveTopics: [],
    references: ["Hebrews 10:24-25", "Acts 2:42", "Acts 20:7", "Romans 14:5-6", "Colossians 2:16-17"],
  },
  {
    // "can a christian date someone who isn't a christian", "is it wrong to marry a non-believer" (twelfth pass).
    id: "dating_faith",
    keywords: ["doesn't share the faith", "doesnt share the faith", "share my faith", "share the faith", "non-believer", "nonbeliever", "non-christian guy", "non-christian girl", "non christian guy", "non christian girl", "unbeliever", "someone who isn't saved", "someone who isnt saved", "date someone who isn't a christian", "date someone who isnt a christian", "date someone who is not a christian", "dating someone who isn't a christian", "dating someone who isnt a christian", "date a non christian", "date a non-christian", "dating a non christian", "dating a non-christian", "date a nonbeliever", "date a non-believer", "dating a nonbeliever", "dating a non-believer", "date an unbeliever", "dating an unbeliever", "marry a non christian", "marry a non-christian", "marry a nonbeliever", "marry a non-believer", "marry an unbeliever", "marrying a non-christian", "marrying an unbeliever", "unequally yoked", "doesn't share my faith", "doesnt share my faith", "isn't a believer", "isnt a believer", "christian date", "christians date"],
    naveTopics: [],
    references: ["2 Corinthians 6:14", "1 Corinthians 7:39", "Amos 3:3", "Proverbs 4:23", "1 Corinthians 7:12-14"],
  },
  {
    // "is it ok to skip church when I'm exhausted", "is missing church when I'm burnt out a sin" (twelfth pass).
    id: "weary_worship",
    keywords: ["skip church when", "skip church if", "skip church because", "skipping church when", "skipping church because", "miss church when", "miss church because", "missing church when", "missing church because", "too tired for church", "too tired to go to church", "too exhausted for church", "too exhausted to go to church", "church when i'm exhausted", "church when im exhausted", "church when i'm tired", "church when im tired", "church when i'm worn out", "sunday is my only day off", "only day off is sunday"],
    naveTopics: [],
    references: ["Mark 6:31", "Matthew 11:28-30", "Hebrews 10:24-25", "Psalm 127:2", "Mark 2:27"],
  },
  {
    // "which study bible is good for a new christian", "what translation should I start with".
    id: "bible_translations",
    keywords: ["study bible", "study bibles", "which bible", "what bible", "bible translation", "bible translations", "which translation", "what translation", "translation should", "translation of the bible", "translations of the bible", "bible version", "bible versions", "version of the bible", "versions of the bible", "first bible", "bible for a new", "bible for beginners", "bible for a beginner", "bible for my", "bible app"],
    naveTopics: [],
    references: ["2 Timothy 3:16-17", "Psalm 119:105", "Acts 17:11", "Nehemiah 8:8", "Psalm 119:18"],
  },
  {
    // "what should I look for in a new church", "how do I find a good church after moving".
    id: "finding_church",
    keywords: ["look for in a church", "look for in a new church", "look for in a good church", "find a church", "find a new church", "find a good church", "finding a church", "finding a new church", "choose a church", "choosing a church", "pick a church", "church shopping", "church home", "new church to", "a good church", "healthy church"],
    naveTopics: [],
    references: ["Acts 2:42", "Hebrews 10:24-25", "Ephesians 4:15-16", "Acts 17:11", "1 Corinthians 12:12"],
  },
  {
    // "do catholics and protestants believe different things about communion".
    id: "communion",
    keywords: ["about communion", "communion differently", "view communion", "communion mean", "communion is", "communion", "lord's supper", "lords supper", "the eucharist", "eucharist", "transubstantiation", "take communion", "taking communion", "real presence"],
    naveTopics: [],
    references: ["1 Corinthians 11:23-26", "Luke 22:19-20", "1 Corinthians 10:16-17", "John 6:53-56", "1 Corinthians 11:27-28"],
  },
  {
    // "does god still heal people today", "do miracles still happen".
    id: "healing_today",
    keywords: ["still heal", "heal people", "heals people", "healing today", "divine healing", "faith healing", "miracles today", "miracles still", "still do miracles", "still perform miracles", "gift of healing", "prayed for healing", "pray for healing", "wasn't healed", "not healed", "wasnt healed"],
    naveTopics: [],
    references: ["James 5:14-16", "Psalm 103:2-3", "2 Corinthians 12:8-9", "Mark 1:40-41", "Revelation 21:4"],
  },
  {
    // "why did jesus have to die", "what does the cross mean for me".
    id: "atonement",
    keywords: ["jesus dying", "dying on the cross", "point of jesus", "jesus on the cross", "jesus have to die", "jesus had to die", "jesus die for", "jesus died for", "why did jesus die", "why jesus died", "the cross mean", "death on the cross", "died on the cross", "the crucifixion", "why was jesus crucified"],
    naveTopics: [],
    references: ["Romans 5:8", "Isaiah 53:5-6", "2 Corinthians 5:21", "1 Peter 3:18", "John 3:16-17"],
  },
  {
    // "are catholics christians", "are mormons christian": who Christians recognize as Christian.
    id: "who_is_christian",
    keywords: ["mormons", "mormon", "latter-day saints", "jehovah's witnesses", "jehovahs witnesses", "considered christians", "considered christian", "catholics christians", "catholics christian", "catholics saved", "catholics real christians", "mormons christians", "mormons christian", "lds christian", "jehovah's witnesses christian", "jehovahs witnesses christian", "orthodox christians", "protestants christians", "is my catholic", "real christians"],
    naveTopics: [],
    references: ["John 3:16", "Romans 10:9", "1 Corinthians 15:3-4", "Ephesians 4:4-6", "John 17:20-21"],
  },
  {
    // "does god have a plan for my life", "god's plan for me doesn't feel real".
    id: "gods_plan",
    keywords: ["plan for my life", "plan for me", "god's plan", "gods plan", "god have a plan", "god has a plan", "purpose for my life", "my purpose in life", "god's purpose"],
    naveTopics: [],
    references: ["Jeremiah 29:11", "Romans 8:28", "Proverbs 16:9", "Psalm 139:16", "Ephesians 2:10"],
  },
  {
    // "is it bad that i haven't been to church in a year", "do i have to go to church to be a christian".
    id: "church_absence",
    keywords: ["been to church", "going to church", "gone to church", "go to church", "stopped going to church", "skip church", "skipping church", "miss church", "missing church", "haven't been to church", "attend church"],
    naveTopics: [],
    references: ["Hebrews 10:24-25", "Acts 2:46-47", "Luke 15:20", "Matthew 11:28-30", "1 Corinthians 12:26-27"],
  },
];
