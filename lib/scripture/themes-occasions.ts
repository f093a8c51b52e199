// Themes people ask verses for by occasion or need (eighth pass): a card for a wedding, a new baby,
// a graduation, a sympathy note; someone sick, sent off, out of work; God's love, strength, the poor.
// Before, these fell to a broader theme ("wedding card" → raising children, "God's love for me" →
// Genesis 35 through Nave's). References only: the words always come from the bundled WEB, and a unit
// test resolves every one. Listed before the broad themes so they win a tie.
import type { ScriptureTheme } from "./themes";

export const OCCASION_THEMES: ScriptureTheme[] = [
  {
    // "is yoga okay for christians", "can christians celebrate halloween": a practice Christians disagree about.
    id: "conscience",
    keywords: ["yoga", "halloween", "martial arts", "dancing", "secular music", "harry potter", "fantasy books", "playing cards", "lottery tickets", "christmas trees", "santa claus", "the easter bunny"],
    naveTopics: ["CONSCIENCE", "LIBERTY"],
    references: ["Romans 14:5", "Romans 14:13", "1 Corinthians 10:31", "Colossians 3:17", "1 Corinthians 10:23"],
  },
  {
    id: "gods_love",
    keywords: ["god's love", "gods love", "god loves me", "god love me", "god still love", "does god love", "love of god", "loved by god", "jesus loves me", "god's love for me", "how much god loves"],
    naveTopics: [],
    references: ["John 3:16", "Romans 8:38-39", "1 John 4:9-10", "Jeremiah 31:3", "Zephaniah 3:17", "Lamentations 3:22-23"],
  },
  {
    id: "love",
    keywords: ["about love", "on love", "love is patient", "love is kind", "love one another", "loving others", "love your neighbor", "love my neighbor", "true love", "what love is", "loving people"],
    naveTopics: [],
    references: ["1 Corinthians 13:4-7", "John 13:34-35", "1 John 4:7-8", "Romans 12:9-10", "1 Peter 4:8"],
  },
  {
    id: "wedding",
    keywords: ["wedding", "wedding card", "bride", "groom", "newlyweds", "newlywed", "getting married", "anniversary", "anniversary card", "wedding toast", "vows"],
    naveTopics: [],
    references: ["Ecclesiastes 4:9-12", "Colossians 3:14", "Genesis 2:24", "Mark 10:9", "Song of Solomon 8:7", "Numbers 6:24-26"],
  },
  {
    id: "new_baby",
    keywords: ["new baby", "newborn", "baby shower", "baby dedication", "just had a baby", "birth of", "new grandbaby", "expecting a baby", "welcome baby"],
    naveTopics: [],
    references: ["Psalm 139:13-14", "Psalm 127:3", "Jeremiah 1:5", "Numbers 6:24-26", "3 John 1:4"],
  },
  {
    id: "sympathy",
    keywords: ["sympathy", "sympathy card", "condolence", "condolences", "memorial", "celebration of life", "eulogy", "funeral", "husband died", "wife died", "mom died", "dad died", "passed away", "lost her", "lost his", "in heaven now"],
    naveTopics: [],
    references: ["John 14:1-3", "John 11:25-26", "Revelation 21:4", "2 Corinthians 1:3-4", "Matthew 5:4", "Psalm 23:4", "1 Thessalonians 4:13-14"],
  },
  {
    id: "birthday",
    keywords: ["birthday", "birthday card", "birthday blessing", "turning 40", "turning 50", "turning 60", "another year"],
    naveTopics: [],
    references: ["Psalm 118:24", "Psalm 90:12", "Numbers 6:24-26", "Psalm 139:14", "Psalm 92:12-14"],
  },
  {
    id: "graduation",
    keywords: ["graduation", "graduating", "graduate", "graduates", "grad card", "commencement", "new chapter"],
    naveTopics: [],
    references: ["Jeremiah 29:11", "Proverbs 3:5-6", "Philippians 1:6", "Joshua 1:9", "Proverbs 16:3", "Numbers 6:24-26"],
  },
  {
    id: "sending_off",
    keywords: ["army", "military", "deployed", "deployment", "deploying", "navy", "marines", "air force", "boot camp", "basic training", "leaving home", "leaving for", "going away", "missionary", "mission trip", "off to college"],
    naveTopics: [],
    references: ["Psalm 121:7-8", "Joshua 1:9", "Numbers 6:24-26", "Psalm 91:11", "Deuteronomy 31:6", "Isaiah 41:10"],
  },
  {
    id: "sickness",
    keywords: ["sick", "sick friend", "illness", "ill", "chemo", "chemotherapy", "cancer", "surgery", "before surgery", "hospital", "in the hospital", "healing", "recovery", "get well", "get well card", "diagnosis", "diagnosed", "treatment"],
    naveTopics: [],
    references: ["Isaiah 41:10", "Jeremiah 17:14", "Psalm 73:26", "Philippians 4:6-7", "2 Corinthians 4:16-18", "Psalm 41:3"],
  },
  {
    id: "job_loss",
    keywords: ["lost my job", "lost their job", "lost his job", "lost her job", "laid off", "got fired", "was fired", "unemployed", "job loss", "out of work", "between jobs"],
    naveTopics: [],
    references: ["Philippians 4:19", "Matthew 6:31-33", "Psalm 37:25", "Isaiah 43:18-19", "Deuteronomy 31:8", "Romans 8:28"],
  },
  {
    id: "new_beginnings",
    keywords: ["new beginning", "new beginnings", "fresh start", "new year", "new years", "starting over", "start over", "new start", "a new season"],
    naveTopics: [],
    references: ["2 Corinthians 5:17", "Isaiah 43:18-19", "Lamentations 3:22-23", "Philippians 3:13-14", "Revelation 21:5"],
  },
  {
    id: "strength",
    keywords: ["strength", "strong", "be strong", "weak", "weakness", "weary", "give up", "giving up", "keep going", "hard times", "endurance", "persevere"],
    naveTopics: [],
    references: ["Isaiah 40:31", "Philippians 4:13", "Psalm 46:1", "2 Corinthians 12:9", "Isaiah 40:29", "Nehemiah 8:10"],
  },
  {
    id: "the_poor",
    keywords: ["the poor", "poor people", "poverty", "homeless", "the homeless", "the needy", "helping the poor", "feed the hungry", "the hungry"],
    naveTopics: [],
    references: ["Luke 4:18", "Matthew 25:35-40", "Luke 14:13-14", "Proverbs 19:17", "Proverbs 31:8-9", "James 2:5"],
  },
  {
    id: "creation_care",
    keywords: ["the earth", "care of the earth", "taking care of the earth", "the environment", "creation care", "climate", "the planet", "animals"],
    naveTopics: [],
    references: ["Genesis 2:15", "Psalm 24:1", "Genesis 1:31", "Psalm 104:24", "Proverbs 12:10"],
  },
  {
    // Ninth pass: faith questions asked outright. Each has a short pastoral word (data/scripture/faith-leads.json).
    id: "being_forgiven",
    keywords: ["can i be forgiven", "be forgiven", "will god forgive me", "can god forgive me", "god forgive me", "forgive me for", "unforgivable", "too far gone", "beyond forgiveness", "forgiven for"],
    naveTopics: [],
    references: ["1 John 1:9", "Psalm 103:10-12", "Isaiah 1:18", "Psalm 51:1-2", "Luke 15:20-24", "Romans 8:1"],
  },
  {
    id: "god_angry",
    keywords: ["god mad at me", "god angry with me", "god angry at me", "god upset with me", "god disappointed in me", "god disappointed with me", "god hate me", "god punishing me", "is god mad"],
    naveTopics: [],
    references: ["Psalm 103:8-12", "Romans 8:1", "Lamentations 3:22-23", "Micah 7:18-19", "1 John 1:9"],
  },
  {
    id: "god_feels_far",
    keywords: ["feel anything in church", "feel anything at church", "don't feel anything", "dont feel anything", "feel nothing at church", "feel nothing in church", "feel anything when i worship", "feel anything in worship", "feel nothing in worship", "when i worship", "during worship", "far from god", "distant from god", "close to god", "don't feel god", "dont feel god", "feel god anymore", "god feels far", "god feels distant", "god is silent", "god has been silent", "god seems silent", "god feels silent", "can't feel god", "cant feel god", "feel nothing when i pray", "spiritually dry", "dry season", "where is god"],
    naveTopics: [],
    references: ["Psalm 42:5", "Psalm 139:7-10", "James 4:8", "Psalm 13:1-2", "Deuteronomy 31:8", "Hebrews 13:5"],
  },
  {
    id: "unanswered_prayer",
    keywords: ["god even listen", "god listen to me", "listen to me anymore", "god listening", "listen to my prayers", "talking to the ceiling", "anyone there", "anyone listening", "hear my prayer", "hears my prayers", "hear our prayers", "god hear me", "god even hear", "god actually hear", "god really hear", "talking to a wall", "praying to a wall", "praying to the ceiling", "answer my prayers", "answer my prayer", "answering my prayers", "unanswered prayer", "unanswered prayers", "prayers aren't answered", "prayers go unanswered", "hear my prayers", "god isn't listening", "god doesn't listen", "god answer me", "god won't answer", "god hasn't answered", "god doesn't answer", "god never answers"],
    naveTopics: [],
    references: ["Romans 8:26", "Isaiah 55:8-9", "Luke 18:1", "2 Corinthians 12:8-9", "Psalm 13:1-2", "Philippians 4:6-7"],
  },
  {
    id: "pets_heaven",
    keywords: ["pets go to heaven", "dogs go to heaven", "cats go to heaven", "animals go to heaven", "pets in heaven", "animals in heaven", "dogs in heaven", "dog in heaven", "cats in heaven", "cat in heaven", "pet in heaven", "see my dog in heaven", "see my cat in heaven", "see my pet in heaven"],
    naveTopics: [],
    references: ["Romans 8:19-21", "Isaiah 11:6", "Psalm 36:6", "Revelation 21:4", "Psalm 145:9"],
  },
  {
    id: "hell",
    keywords: ["is hell real", "hell real", "send people to hell", "sends people to hell", "loving god send", "going to hell", "go to hell", "afraid of hell", "about hell", "eternal punishment"],
    naveTopics: [],
    references: ["John 3:16-17", "Romans 8:1", "2 Peter 3:9", "John 5:24", "Romans 6:23"],
  },
  {
    id: "after_death",
    keywords: ["what happens when we die", "what happens when you die", "what happens after we die", "what happens after you die", "what happens after death", "when i die", "when we die"],
    naveTopics: [],
    references: ["John 11:25-26", "John 14:2-3", "2 Corinthians 5:8", "1 Thessalonians 4:13-14", "Revelation 21:4"],
  },
  {
    // Ninth pass: a sick pet, a pet that died. Not "animals" in general (creation care keeps that).
    id: "animals",
    keywords: ["pet died", "dog died", "cat died", "dog passed", "cat passed", "losing a pet", "loss of a pet", "lost our dog", "lost my dog", "lost my cat", "lost our cat", "pet loss", "grieve a pet", "grieving a pet", "sick pet"],
    naveTopics: [],
    references: ["Proverbs 12:10", "Matthew 10:29", "Psalm 36:6", "Psalm 145:9", "Psalm 104:24"],
  },
  {
    id: "patient_parent",
    keywords: ["patience with my toddler", "patient with my toddler", "patience with my son", "patience with my daughter", "patience with my little", "losing it with my kids", "losing it with my toddler", "keep losing it", "losing my patience with", "yelling at my toddler", "patience with my kids", "patient with my kids", "patience with kids", "patience with my children", "patient with my children", "yelling at my kids", "losing my temper with my kids", "patience as a parent", "patient parent"],
    naveTopics: [],
    references: ["Ephesians 6:4", "Colossians 3:21", "Galatians 5:22-23", "James 1:19-20", "Ephesians 4:2", "Proverbs 15:1"],
  },
  {
    id: "memory_verses",
    keywords: ["memorize", "memorise", "memory verse", "memory verses", "learn by heart", "verse to memorize", "verses to memorize", "verse for a tattoo", "tattoo verse", "short verse", "a short verse"],
    naveTopics: [],
    references: ["Psalm 119:105", "Psalm 56:3", "Ephesians 4:32", "John 3:16", "Philippians 4:13", "Psalm 118:24"],
  },
  {
    id: "night_fear",
    keywords: ["scared at night", "afraid at night", "nightmares", "nightmare", "bad dreams", "afraid of the dark", "scared of the dark"],
    naveTopics: [],
    references: ["Psalm 4:8", "Psalm 91:5", "Psalm 56:3", "Psalm 121:3-4", "Proverbs 3:24"],
  },
  {
    id: "stillness",
    keywords: ["be still", "being still", "stillness", "quiet time", "slow down", "slowing down", "silence", "quiet my mind"],
    naveTopics: [],
    references: ["Psalm 46:10", "Exodus 14:14", "Psalm 62:1", "Psalm 37:7", "Isaiah 30:15"],
  },
  {
    id: "overwork",
    keywords: ["working too much", "work too much", "overworking", "overworked", "workaholic", "too busy", "burnout", "burned out", "burnt out", "self care", "self-care"],
    naveTopics: [],
    references: ["Matthew 11:28-30", "Psalm 127:2", "Mark 6:31", "Exodus 20:9-10", "Ecclesiastes 4:6"],
  },
  {
    id: "prayer",
    keywords: ["how to pray", "how do i pray", "how should i pray", "when i pray", "learn to pray", "prayer life", "feel nothing when i pray", "unanswered prayer", "unanswered prayers", "pray for a"],
    naveTopics: [],
    references: ["Romans 8:26", "Matthew 6:6-8", "Psalm 62:8", "Philippians 4:6", "Matthew 6:9-13", "Luke 18:1"],
  },
  {
    id: "trinity",
    keywords: ["trinity", "triune", "father son and holy spirit", "three in one"],
    naveTopics: [],
    references: ["Matthew 28:19", "2 Corinthians 13:14", "John 1:1", "John 14:26", "Deuteronomy 6:4"],
  },
  {
    id: "fear_of_god",
    keywords: ["fear of the lord", "fear of god", "fear the lord", "fear god", "god-fearing"],
    naveTopics: [],
    references: ["Proverbs 9:10", "Proverbs 1:7", "Psalm 111:10", "Ecclesiastes 12:13", "Psalm 147:11"],
  },
  {
    id: "sharing_faith",
    keywords: ["share my faith with", "talk about jesus", "bring up my faith", "talk about my faith", "atheist", "why i believe", "share my faith", "sharing my faith", "share the gospel", "evangelize", "witness to", "defend my faith", "unbeliever", "non-christian friend", "non believer"],
    naveTopics: [],
    references: ["1 Peter 3:15", "Colossians 4:5-6", "Romans 1:20", "Matthew 5:16", "John 14:6"],
  },
  {
    id: "bible_reading",
    keywords: ["never read the bible", "read the bible if", "start reading the bible", "where do i start reading", "how do i read the bible", "reading the bible", "read the bible", "bible reading", "study the bible", "bible study", "read the bible in a year", "bible in a year", "entire bible", "read the whole bible", "reading the whole bible", "through the bible", "reading plan", "reading my bible", "read my bible", "my bible reading", "bible every day", "bible daily", "daily bible", "bible every morning", "quiet time"],
    naveTopics: [],
    references: ["Psalm 119:105", "2 Timothy 3:16-17", "Joshua 1:8", "Psalm 1:1-2", "John 20:31"],
  },
];
