// The cue words that say what kind of help a message wants. Order of use lives in parse.ts.
import { allBookAliases, findNamedPassage, parseReferences, tidyLooseReferences } from "@/lib/scripture";

const norm = (t: string) => t.toLowerCase().replace(/[’‘]/g, "'");

export const isAboutAssistant = (t: string) =>
  /\b(?:are|r) (?:you|u) (?:a |an )?(?:real|human|person|actual|live|bot|robot|ai|a\.i\.|machine|computer|chat ?bot|program|artificial)\b/.test(norm(t)) ||
  /\b(?:am i|are we|is this) (?:talking|chatting|speaking|texting) (?:to|with) (?:a |an )?(?:real|human|person|bot|robot|ai|machine|computer|someone)\b/.test(norm(t)) ||
  /\b(?:is this|is there) (?:a |an )?(?:real person|human|bot|ai)\b|\bwho (?:am i talking to|are you|made you|built you|created you)\b|\bwhat are you\b|^(?:(?:so|ok|okay|hi|hey|hello)\W+)*(?:tell me (?:a (?:little |bit )?)?about yourself|introduce yourself)\W*$|\bare you (?:chat ?gpt|gpt|openai|claude|gemini|a doctor|a pastor|a therapist)\b|\b(?:advice|answers?) (?:here )?(?:coming|come) from a (?:doctor|person|human)\b/.test(norm(t));

export const isPaymentQuestion = (t: string) =>
  /\bhow (?:do|does|can) (?:you|this (?:site|app|service)|y'all|[a-z]+ hand) (?:make|earn) (?:money|a living)|\bmake money (?:off|from)\b|\baffiliate|\bcommissions?\b|\bkick ?backs?\b|\b(?:are|do|did) (?:you|they) (?:get )?paid\b|\b(?:are|is|do|does) (?:you|it|this|this (?:site|app)|[a-z]+ hand) (?:get )?(?:paid|funded|sponsored|owned|run) by\b|\bpaid by (?:amazon|brands?|retailers?|companies|advertisers?|manufacturers?)\b|\bget paid\b|\bpaid (?:to|for) (?:recommend|promot|push|suggest)|\bsponsor(?:ed|ship)?\b|\bwho pays\b|\bcompensat\w*|\bhow is this free\b|\bis this (?:free|really free)\b|\b(?:do you|can you) (?:see|store|keep|access) my (?:payment|credit card|card|bank)|\bpayment (?:info|information|details|data)\b|\bcredit card (?:info|information|details|number)\b|\bbiased\b|\bpaid placement|\bbrands? pay|\bpay(?:s|ing)? you\b|\bpaid to be listed|\b(?:why should i|can i) trust your (?:recommendations|picks|advice)|\bhow do you (?:pick|choose) (?:products|your picks|what to recommend)/.test(norm(t));

// "Quote Proverbs 3:5-6", "what does John 3:16 say", "read me Psalm 23", or a bare reference.
const PASSAGE_CUE = /\b(?:quote|read|recite|say|says|said|show|share|give|text of|words of|look up|what is|what's|whats|write out|print|type out|tell me)\b/;

// People type "psalm 23" and "1 cor 13:4-7"; the reference parser expects capitalised book names.
const titleCase = (text: string) => text.replace(/\b([a-z])([a-z]*)/g, (_m, a: string, b: string) => a.toUpperCase() + b);

let colonRe: RegExp | null = null;
// Book names that are also everyday words or first names: "Job 2 3" needs a cue before it is a verse.
const EVERYDAY_BOOK_WORDS = new Set("job jobs mark acts am numbers judges kings song songs ruth james john jn josh dan jude titus amos joel".split(" "));
/**
 * "Josh 1 9" → "Josh 1:9". With a verse word ("Psalm 23 v4", "Matthew 6, verse 34") always; with a
 * bare space when the book is not an everyday word, or the message asks for a passage or is a few words, since "Job 2 3 days" is not one.
 */
function withColons(text: string, bareOk: boolean): string {
  colonRe ??= new RegExp(
    String.raw`(?<![\w\d])(${allBookAliases().map((a) => a.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, String.raw`\s+`)).join("|")})\.?\s+(\d{1,3})(,?\s*(?:v|vs|vv|verse|verses)\.?\s*|\s+)(\d{1,3})(\s?[-–]\s?\d{1,3})?(?![\d:]|\s*(?:days?|weeks?|months?|years?|times?|hours?|people|kids|[a-z]*%))`,
    "gi",
  );
  return text.replace(colonRe, (m, book: string, chapter: string, sep: string, verse: string, range: string | undefined) =>
    /[a-z]/i.test(sep) || bareOk || !EVERYDAY_BOOK_WORDS.has(book.toLowerCase()) ? `${book} ${chapter}:${verse}${range?.replace(/\s/g, "") ?? ""}` : m,
  );
}

/**
 * The passage asked for ("Proverbs 3:5-6"), or null. A chapter-and-verse reference in a message is
 * a request to see it (for a card, a program, or to check what a pastor said), so it is quoted.
 */
export function requestedPassage(asked: string): string | null {
  // Named in passing inside a shopping question ("the golden rule applies… best laptop"), it isn't asked for;
  // the name's own words ("the GOOD samaritan") don't make it one. Names: data/scripture/named-passages.json.
  const named = findNamedPassage(asked);
  if (named && !STRONG_SHOPPING.test(norm(asked.slice(0, named.index) + asked.slice(named.index + named.length)))) return named.passage.reference;
  // "1 cor 13 4 through 7", "philippians 4 6 7": a range typed loosely.
  const text = tidyLooseReferences(asked);
  // "Hezekiah 4:20" is shaped like a reference but names no book: answered as not found, never invented.
  const unknown = parseReferences(text).find((r) => !r.bookId);
  if (unknown) return unknown.raw;
  const found = parseReferences(text).filter((r) => r.bookId);
  const titled = titleCase(text);
  let refs = found.length ? found : parseReferences(titled).filter((r) => r.bookId);
  // "josh 1 9", "psalm 23 v4", "1 cor 13 4-7", "Matthew 6, verse 34": chapter and verse without a colon.
  // Only messages with two numbers side by side pay for the book-name scan.
  if ((refs.length === 0 || refs[0].spans.every((s) => s.verse === null)) && /\d[\s,]+(?:(?:v|vs|vv|verses?)\.?\s*)?\d/i.test(text)) {
    const colon = parseReferences(withColons(titled, PASSAGE_CUE.test(norm(text)) || text.trim().split(/\s+/).length <= 5)).filter((r) => r.bookId);
    if (colon.length && colon[0].spans.some((s) => s.verse !== null)) refs = colon;
  }
  // "read me Genesis 1", "romans 8", "1 cor 13": a whole chapter, when the message is the reference
  // (a few words) or asks to read it; "job 5" inside a longer sentence stays a job.
  if (refs.length === 0) {
    const chapter = parseReferences(titled, { chapters: true }).find((r) => r.bookId);
    const rest = norm(text).replace(/\b(?:can you|could you|please|pls|read|recite|quote|show|give|me|the|whole|all of|chapter|of|from|bible|the bible)\b/g, " ").replace(/[^a-z0-9 ]/g, " ").replace(/\s+/g, " ").trim();
    if (chapter && rest === norm(chapter.raw).replace(/[^a-z0-9 ]/g, " ").replace(/\s+/g, " ").trim()) return chapter.raw;
  }
  if (refs.length === 0) return null;
  const explicit = refs[0].spans.some((s) => s.verse !== null) || /\b(?:whole|entire|all of|read|quote|(?:psalms?|psa?|pss) \d+\s*(?:please|pls|\?|$))/i.test(text);
  if (!explicit && !PASSAGE_CUE.test(norm(text))) return null;
  return refs[0].raw;
}

/** "the verse that says…", "the 'love is patient' verse", "the one about trusting the Lord…": a verse remembered by its words. */
export const REMEMBERED_VERSE =
  /\b(?:the|that|which|what|whats|what's) (?:verse|passage|scripture|psalm|proverb)\b(?! (?:for|on) )|\bthe one (?:about|that says|where)\b|\b(?:verse|passage|scripture) (?:that|which|where) (?:says|goes|talks)\b|\bwhere (?:it|the bible|jesus|paul|god) says\b|["“'‘][^"”'’]{8,}["”'’] (?:verse|passage|scripture)\b/;

export const asksForVerse = (t: string) =>
  /\b(?:bible verses?|verses?|scriptures?|passages?|biblical|psalm|something from (?:the bible|scripture)|anything (?:in|from) (?:the bible|scripture)) (?:about|for|on|to)\b|\bwhat does (?:the )?(?:bible|scripture|god'?s word) (?:say|teach)\b|\b(?:give|send|share|show) me (?:a |some )?(?:verses?|scriptures?)\b|\bfrom the bible about\b|\bbible verses?\b|\b(?:verse|scripture|passage) (?:of|for) the day\b|\bdaily (?:verse|scripture|devotional)\b/.test(norm(t)) ||
  // "what does Proverbs say about debt", "is it a sin to buy expensive things", "a biblical view of…".
  /\bwhat (?:does|do|did) (?:the )?(?:god|jesus|the lord|proverbs|psalms?|ecclesiastes|paul|the gospels?|the new testament|the old testament|book of \w+) (?:say|teach|tell us)\b|\bis it (?:a )?sin(?:ful)?\b|\b(?:is|are) (?:it |it's )?(?:[a-z']+ ){1,4}(?:a sin|sinful|against the bible|unbiblical)\b|\bdoes god (?:care|mind|forgive|hate|allow)\b|\bis it (?:wrong|ok|okay|right) (?:biblically|for a christian|as a christian)\b|\bbiblical(?:ly)? (?:view|perspective|take|wisdom|principles?)\b|\bwhat would jesus (?:do|say)\b/.test(norm(t));

export const HEALTH_CUE =
  /\b(?:symptoms?|pain|ache|aches|aching|headaches?|migraines?|fever|cough|flu|vaccin\w*|immuni[sz]\w*|(?:lose|losing|drop|shed) \d+ ?(?:pounds|lbs?|kilos|kg)|(?<!physical |speech |occupational |massage )therapist|(?<!physical |speech |occupational |massage )therapy|psychologist|psychiatrist|(?:see|seeing|talk to|find) a counsell?or|healthy (?:breakfast|lunch|dinner|snacks?|meals?|eating|diet|food)|eat(?:ing)? (?:healthier|healthy)|how much water|hydrat\w*|flu shots?|booster shots?|tetanus|shingles|(?:covid|measles|hpv|pneumonia|rsv|hepatitis|mmr|tdap) (?:shots?|boosters?)|breast ?feeding|trimester|blood pressure|hypertension|cholesterol|diabet(?:es|ic)|blood sugar|medications?|medicines?|meds|prescriptions?|prescribed|dose|dosage|side effects?|doctor|diagnos\w*|insomnia|can'?t sleep|trouble sleeping|sleeping pills?|sleep aids?|sleep medicine|sleeping tablets|zzzquil|unisom|sleep better|better sleep|sleeping better|fall asleep|stay asleep|feel(?:ing)? (?:really |so |very |pretty )?(?:low|down|empty|numb)|can'?t get out of bed|no motivation|lost interest in|sad all the time|mental health|anxiety|panic attacks?|depress(?:ed|ion)|antidepressants?|diet|lose weight|losing weight|weight loss|nutrition|calories|injur(?:y|ed|ies)|sprain\w*|sore (?:throat|muscles?|back|knees?)|knee hurts|back pain|pregnan(?:t|cy)|allerg(?:y|ies) (?:symptoms|medicine)|supplements?|vitamins?|magnesium|creatine|fish oil|probiotics?|is it safe to (?:take|eat|drink)|rash|dizzy|dizziness|nausea|vomit\w*|infection|chest (?:pain|tightness|pressure|hurts)|short(?:ness)? of breath|can'?t breathe|trouble breathing|bleeding|heart rate|palpitations?|a cold|common cold|have a cold|melatonin|jet lag|strength training|how (?:much|heavy) (?:weight )?should (?:i|we|he|she) (?:lift|squat|bench)|how (?:often|many (?:days|times)(?: a week)?) should (?:i|we) (?:work out|exercise|lift|run|train|go to the gym)|stroke|heart attack|warfarin|coumadin|eliquis|xarelto|blood thinners?|aspirin|ibuprofen|advil|motrin|tylenol|acetaminophen|aleve|naproxen|benadryl|zyrtec|claritin|antibiotics?|amoxicillin|lisinopril|uti|urinary tract infection|bladder infection|burns? when i pee|moles?|skin cancer|keeps? forgetting|forgetful|memory loss|dementia|alzheimer\w*|postpartum|baby blues|fevers?|rash|throw(?:ing|s)? up|threw up|stomach (?:hurts?|ache|pain)|tummy ache|belly (?:hurts?|ache|pain)|anxious|overthink\w*|burned out|burnt out|feeling (?:kind of |kinda |a bit |a little )?(?:down|low|blue)|(?:has|had|running) (?:a )?(?:high |low )?(?:temperature|temp)\b|(?:temperature|temp) (?:of|is|was) (?:9[89]|10[0-6]|3[7-9]|4[01])|(?:9[89]|10[0-6])(?:\.[0-9])? ?(?:f|°f|degrees)|bp (?:is|was|of|reading|readings)|(?:1[4-9][0-9]|2[0-9][0-9]) ?\/ ?(?:[6-9][0-9]|1[0-4][0-9])|freckles?|(?:spot|mark|bump|lump) on (?:my|his|her) (?:skin|back|arm|face|leg|neck|chest)|since (?:the|our) baby (?:was born|came)|after (?:the|our|having the|having a) baby|(?:foods?|eat|eating) (?:\w+ ){0,3}(?:while |when )?pregnant|pregnant(?: \w+){0,3} (?:eat|foods?))\b/;

/** "is the Vitamix good for smoothies?", "will the Dyson V8 handle pet hair?": one product, one use. */
export const FIT_ASK =
  /^\s*(?:(?:and|but|so|ok|okay)\s+)?(?:is|are|does|do|will|would|can|could)\s+(?:(?:the|a|an|my|this|that)\s+)?(?<subject>[a-z0-9][a-z0-9 .'+-]{1,40}?)\s+(?:(?:be\s+)?(?:any\s+|really\s+|actually\s+)?(?:good|great|ok|okay|fine|suitable|enough|decent|right|a good (?:choice|pick|option))\s+(?:for|with|on)|works?\s+(?:well\s+)?(?:for|with|on)|handle|deal with|cope with|(?:easy|simple) (?:enough )?(?:to use|to operate|to clean|for (?:a |an )?(?:senior|older|elderly|beginner)))\b/;

// "does an air purifier actually help?", "will a humidifier help with his cough": whether the kind of thing works.
export const HELPS_ASK = /\b(?:do|does|will|would|can|could)\s+(?:an?\s+|the\s+|getting\s+(?:an?\s+)?)?([a-z][a-z -]{2,30}?)\s+(?:really\s+|actually\s+|even\s+|honestly\s+)?(?:help|work|make (?:a|any) difference)\b/;
/** "ok what shoes then", "what kind of bike should I get": asking for the picks themselves, not a detail of them. */
export const GEAR_QUESTION = /\b(?:what|which) (?:kind of |type of |sort of )?[a-z-]+ (?:should|do|would|could|can) (?:i|we|he|she) (?:get|buy|go with)\b|^(?:(?:ok|okay|so|alright|and)[\s,]+)*(?:what|which) (?:kind of |type of )?[a-z-]+(?: then| do you recommend| would you get)\s*\??$/;
/**
 * "thoughts on the meta quest 3?", "what do you think of the rivian r1s", "tell me about the garmin
 * forerunner 265", "how good is the oura ring": an opinion asked about one named thing. Group 1 is the thing.
 */
export const OPINION_ASK = /\b(?:thoughts on|what(?:'s| is) the (?:deal|story|verdict) (?:with|on)|(?:what|wat|how) do (?:you|u|ya) (?:think|feel) (?:of|about)|what(?:'s| is) your (?:take|opinion|view|verdict) on|(?:your )?(?:opinions?|take|verdict|review|reviews) (?:on|of|about)|(?:tell me|what can you tell me) about|how good is|heard (?:anything |good things )?about|(?:is|are) (?=the )(?=.{3,40}? any good\b))\s*(?:the |a |an |this |that |these |those )?([a-z0-9][a-z0-9 .'+-]{1,40}?)\s*(?:[?.!,]|$|\b(?:for|any good|worth|vs|or|compared)\b)/;
// "show me the picks again", "can you list them again": the picks of this thread, once more.
export const SHOW_AGAIN = /^(?:(?:ok|okay|so|and|but|hmm|sorry|wait)[\s,]+)*(?:(?:can|could) you |please |pls )?(?:show|list|give|send|repeat|post|paste)(?: me| us)? (?:the |those |them |your |all )?(?:picks?|options?|recommendations?|list|them|those|it|products?)?\s*(?:again|one more time|once more)\b[\s?!.]*(?:please|pls)?[\s?!.]*$|^(?:(?:ok|okay|so)[\s,]+)?(?:what were|which were) (?:the|those|your) (?:picks|options|recommendations)(?: again)?\s*\??$/;
// "why without wifi is better?", "how come no subscription matters": the reason behind a need of the thread.
export const WHY_NEED = /^(?:(?:ok|okay|so|and|but|hmm|wait)\s+)?(?:why|how come)\b(?!\s+not\b)/;
/** "why that one?", "why did you pick the Shark?", "why is the first one on top?": the reasons for a pick shown. */
export const WHY_PICK = /^(?:(?:ok|okay|so|and|but|hmm)\s+)?why(?: (?:that|this|the first|the top|your top|number one|#1|it|is that|those|the \w+)(?: one| pick)?)?\s*\??$|\bwhy (?:did|do|would) you (?:pick|choose|recommend|put|rank)\b|\bwhy is (?:the )?(?:first|top|that|this) one\b/;

/** "can the Ninja crush ice?", "does the Dyson pick up pet hair?": a use, asked of one product. */
export const CAN_IT_ASK = /^\s*(?:(?:and|but|so|ok|okay)\s+)?(?:can|could|will|would|does|do)\s+(?:the|a|an|my|this|that)\s+(?<subject>[a-z0-9][a-z0-9.'+-]*(?:\s+[a-z0-9][a-z0-9.'+-]*){0,3})/;

/** "mom keeps forgetting things, is it dementia?": a change to see a doctor about, before any care decision. */
export const MEMORY_ASK = /\b(?:keeps? forgetting|forgetful|memory (?:loss|problems?|is getting worse))\b|\bis (?:it|this|that) (?:dementia|alzheimer'?s)\b/;

/** "is lifting weights good for women over 50?": about the activity and the body, not a purchase. */
export const EXERCISE_ASK =
  /\b(?:is|are) (?:lifting weights|lifting|weight ?lifting|strength training|running|jogging|walking|swimming|cycling|yoga|pilates|stretching|exercise|exercising|working out|cardio|hiit) (?:\w+ ){0,2}(?:good|bad|safe|healthy|ok|okay) for\b|\b(?:what|which) (?:kind|kinds|type|types|sort) of (?:exercises?|stretch(?:es|ing)?|workouts?|activity|activities|movement) (?:would|could|might|will|should|can|are|is) (?:help|good|best|safe|ok|okay)\b|\b(?:what|which|any) (?:exercises?|stretches|workouts?) (?:would |could |might |will |can )?(?:help|are good|are safe|for)\b|(?<!\b(?:best|buy|buying|recommend\w*|shoes?|sneakers|treadmill|watch|tracker|app|equipment|gear|bike)\b[^.?!]*)\b(?:want|need|trying|try|going|have|how|ways?|where|help me|start|starting|begin|beginning) (?:\w+ ){0,3}(?:get(?:ting)? (?:back )?(?:in|into) (?:better )?shape|get(?:ting)? fit(?:ter)?|start(?:ing)? (?:to )?exercis\w*|start(?:ing)? (?:to )?work(?:ing)? ?out|exercis\w* more|be more active|move more)\b/;

/** "my dad is 80 and keeps falling", "mom fell again": an older person's falls are a health matter first. */
export const FALLS =
  /\b(?:he|she|they|i|dad|mom|father|mother|grandma|grandpa|grandmother|grandfather|husband|wife|parents?|nana|papa)\b(?:\W+\w+){0,5}?\W+(?:(?:keeps?|kept) falling(?! asleep| behind| apart| for| in love| out| off the)|fell (?:again|twice|three times|down again))\b|\b(?:fall risk|afraid of falling|fall prevention|unsteady on (?:his|her|their|my) feet)\b/;

export const STRONG_SHOPPING =
  /\b(?:buy|buying|purchase|purchasing|shop|shopping|recommend|recommendation|recommendations|suggest|best|worth it|worth buying|vs\.?|versus|upgrade|looking for an?|which|compare|comparison|alternative|pick|picks|under \$|good)(?![a-z])/;

/**
 * "which brand should we buy", "what should I buy", "give me the link": a request for a model or a
 * brand. It is shopping whatever else the message weighs ("tankless vs tank", "rent or buy").
 */
export const BRAND_ASK =
  /\b(?:which|what|best|good|recommend(?:ed)?|favou?rite)\s+(?:brand|brands|model|models|make)\b|\bwhat (?:should|do|would|can) (?:i|we) (?:buy|get|order)\b|\bwhat (?:to|i need to|we need to) buy\b|\bgive me (?:the|a) link\b|\bfrom your catalog\b|\blinks? to buy\b/;

/** "women's?", "in black?", "what sizes?": a version of the picks shown, a detail the catalog doesn't keep. */
export const VERSION_ASK = /\b(?:women'?s|womens|men'?s|mens|ladies|girls'?|boys'?|colou?rs?|sizes?|in (?:black|white|red|blue|pink|green|gr[ae]y|silver|gold|navy|purple))\b/;

/** "are standing desks actually good for your back or is it hype": a question about a thing, not a request for one. */
export const INFO_QUESTION =
  /^\s*(?:are|is|do|does|can|will)\s+(?:[a-z'-]+\s+){1,4}(?:actually|really|good for|bad for|healthy|unhealthy|safe for|hype|a scam|a gimmick|overrated|necessary)\b/;
/** Words that make an info question a health one. */
export const BODY_WORDS = /\b(?:back|posture|spine|neck|joints?|knees?|eyes?|sleep|health|healthy|heart|teeth|gums|skin|lungs?|hearing|weight)\b/;

export const DECISION_CUE =
  /\b(?:should i|should we|decide|deciding|decision|choose|choosing|torn between|whether (?:to|i|we)|pros and cons|dilemma|weigh(?:ing)?(?! (?:myself|me|yourself|food|ingredients|luggage|bags?|suitcases?|packages?|mail|flour|coffee|the baby|my baby|babies|kids?|dogs?|cats?|pets?|fish|produce|portions?|meals?))|am i ready|are we ready|is it (?:too soon|too late|time|wise|smart|a good idea)|right choice|or not|or keep|or stay|think (?:it|this|things) through|help me (?:think|decide|figure out|weigh)|talk (?:it|this) through|should (?:he|she|they)(?=\s*[?.!]*$)|(?:let|allow) (?:him|her|them)(?: (?:quit|stop|do it|go))?\s*\?|make (?:him|her|them) (?:finish|keep going|stay|stick with it))\b/;

/**
 * An injury or a body part that still hurts, said in everyday words ("pulled something in my lower back",
 * "tweaked my back", "hurt my shoulder at the gym", "should I get it checked"): a health question, even when
 * it is asked as "should I wait".
 */
export const INJURY_CUE =
  /\b(?:hurt|tweaked|pulled|strained|twisted|jammed|banged|bumped|wrenched|injured|sprained|bruised|threw out|tore|busted) (?:my|his|her|their|the|a) (?:lower |upper |left |right |bad )?(?:back|neck|shoulders?|knees?|ankles?|wrists?|hips?|elbows?|foot|feet|hands?|fingers?|toes?|arms?|legs?|hamstrings?|groin|calf|calves|ribs?|thumbs?|achilles|rotator cuff|acl|meniscus)\b|\b(?:pulled|tweaked|strained|tore) (?:something|a muscle|a ligament|a tendon)\b|\bthrew (?:out )?my back(?: out)?\b|\b(?:back|neck|shoulder|knee|ankle|wrist|hip|elbow|foot|hand|finger|toe|arm|leg|rib)s? (?:still )?(?:hurts?|is (?:still )?(?:swollen|bruised|numb|tingling|killing me|sore)|popped|gave out)\b.{0,80}\b(?:should i|do i need|get (?:it|this|that) (?:checked|looked at)|see (?:someone|somebody|a doctor|a doc|a physio|a pt)|urgent care|the er|wait)\b/;

/** Asking whether to get a body checked: "should I see someone", "get it looked at", "how long should I wait". */
export const CARE_SEEKING = /\b(?:should i (?:see|go to|get (?:it|this|that|an? \w+))|do i need (?:to see|an? x-?ray|stitches)|get (?:it|this|that) (?:checked|looked at|x-?rayed)|see (?:someone|somebody|a doctor|a doc|a physio|a pt|a chiropractor)|urgent care|the er\b|emergency room|how long (?:should i|to|do i) wait|is it (?:broken|torn|fractured))/;

export const PLANNING_CUE =
  /\b(?:how (?:do|can|should) (?:i|we) (?:start|get started|begin)|(?:best way to|how (?:to|do|should|can) (?:i |we )?)(?:study|prepare|prep|get ready) for|(?:study|studying) for (?:the |my |a |an )?\w+ (?:exam|test|boards?)|plan|plans|planning|schedule|itinerary|trip to|vacation|steps to|checklist|roadmap|timeline|get ready for|save for|saving for|pay off|train(?:ing)? for)\b/;

export const CHEAPER = /\b(?:cheaper|less expensive|lower[- ]priced?|lower price|more affordable|too (?:expensive|pricey|much)|can'?t afford (?:that|those|it|them)|something (?:cheaper|less)|cost less|costs less|less money|budget (?:option|pick|version)|save (?:some )?money|on a tighter budget)\b/;
export const PREMIUM = /\b(?:more premium|something premium|premium(?: one| option| pick)?\??$|higher[- ]end|nicer|fancier|better quality|best of the best|top of the line|top-of-the-line|money (?:is(?:n'?t)? )?(?:no object|not an issue|an issue)|money isn'?t (?:really )?an issue|price (?:doesn'?t|does not) matter|price is no object|cost (?:doesn'?t|does not) matter|the best you(?:'ve)? (?:got|have)|splurge|step up|upgrade|more expensive|pricier|spend more|the best one)/;
/** "ok which one would you get?", "if you were me?", "just pick one": a verdict among the picks shown. */
export const VERDICT = /\b(?:which (?:one |of (?:these|those|them) )?would you (?:get|buy|pick|choose|go with|recommend)|what would you (?:get|buy|pick|choose|go with)|which (?:one )?(?:do|did) you (?:recommend|like best|prefer)|if you were me|if it were you|your (?:top |final |personal )?pick|just (?:pick|choose|tell me) (?:one|which)|which (?:one )?should i (?:get|buy|go with|choose|pick)|which is the best (?:one|buy|pick)|which one is best)\b/;
export const COMPARE = /\b(?:compare|comparison|difference between|differences between|how do (?:they|these|those|the two) compare|(?:first|second|third|top|last) two|both of them|which (?:one )?is better|which one|which (?:is|are|has|gets) (?:the )?[a-z]+est\b|which of (?:these|those|them)|side by side|vs\.?|versus|head to head)\b/;
/** "tell me more about the second one", "details on the Shark": asks for more on a pick already shown. */
export const MORE_ABOUT = /\b(?:tell me (?:more|about)|more (?:about|on|info|details)|details (?:on|about)|what can you tell me about|describe)\b|^(?:(?:ok|okay|and|so|hmm|what|how)\W+)*(?:(?:what|how) about )?(?:the )?(?:first|second|third|last|1st|2nd|3rd|middle) (?:one|pick|option)\b/;
export const WHY_NOT = /\b(?:why not|why didn'?t you (?:pick|include|recommend|suggest|mention|list)|what about the|what'?s wrong with|how about the|why isn'?t the|why no)\b/;
/** "why not … instead of earbuds?" style: a why-not that names a switch explicitly. */
export const SWITCH_CATEGORY = /\binstead\b/;
export const SWITCH = /\b(?:instead|what about|how about|rather|or maybe|switch to|any good|what if i got|same (?:for|but)|and for)\b/;
/** A decision cue that is not just "what should I get": "should I buy a blender" is shopping. */
export const isDecisionish = (t: string) =>
  DECISION_CUE.test(
    t
      .replace(/\b(?:what|which)\b[^?.!]*?\bshould (?:i|we) (?:get|buy)\b/g, "")
      .replace(/\b(?:should|could|would|do) (?:i|we) (?:buy|choose|pick|go with|look for|look at)\b/g, "")
      // "how should I prep for the CPA exam" asks for a way, not a choice.
      .replace(/\bhow (?:should|could) (?:i|we)\b/g, ""),
  );

export const MORE_VERSES = /\b(?:another|different|other|more|else)\b.*\b(?:one|verse|verses|passage|scripture)s?\b|\b(?:another|different) one\b/;

const ACK = /^(?:thanks|thank you|thx|ty|great|awesome|perfect|cool|ok(?:ay)?|got it|sounds good|that helps|helpful|amen|nice)\b/i;
/** "thanks!", "ok great", "amen": a short acknowledgement with no new ask in it ("ok, cheaper?" is an ask). */
export const isAcknowledgement = (text: string) => {
  const t = text.trim().toLowerCase();
  // "perfect. now i need a vacuum", "ok now recommend a blender": thanks, then a new ask.
  return ACK.test(t) && !t.includes("?") && t.split(/\s+/).length <= 6 && !/\d|\b(?:but|cheaper|what|which|how|why|more|under|instead|about|now|also|need|want|recommend|looking|buy|best|another|again|show|list|repeat|picks?|options?|them)\b/.test(t);
};

// "I can't stop buying things on my phone", "my wife says I have a shopping problem", "I keep ordering
// stuff at 2am": buying too much, said of oneself, is the overspending guide; "phone" or "amazon"
// there is where it happens, not a thing wanted.
export const OVERSPENDING = /\b(?:can'?t|cannot|can not) stop (?:buying|shopping|ordering|spending)\b|\b(?:i|we) (?:keep|always end up|constantly) (?:buying|ordering|shopping|spending) (?:so much|too much|stuff|things|junk|crap|clothes|gadgets|random|more|online|on (?:amazon|my phone|temu|shein)|at \d)|\b(?:shopping|spending|buying|amazon|online shopping) (?:problem|habit|addiction|spree)s?\b|\baddict(?:ed)? to (?:online )?(?:shopping|buying|amazon|spending|ordering)\b|\bshopaholic\b|\bcompulsive(?:ly)? (?:buying|shopping|spending|buy|shop|spend)\b|\bimpulse (?:buy|buys|buying|purchases?|shopping|spending)\b|\b(?:i|we) buy (?:stuff|things|gadgets|clothes|junk|something) (?:every|each) (?:day|week|night)\b|\b(?:i|we) (?:buy|order) (?:stuff|things|junk) (?:at \d|in the middle of the night|late at night|when i'?m (?:sad|bored|stressed|anxious))/;

// "and the sony?", "what about the breville?", "the bambino?": a follow-up that is only a name.
export const NAME_ONLY = /^(?:(?:and|ok|okay|so|but|hmm)\W+)?(?:(?:what|how) about\s+)?(?:the\s+)?[a-z0-9'&.+-]+(?:\s+[a-z0-9'&.+-]+)?\s*\?*$/;

/** "do I need a license to fly it?", "do I have to register my drone?", "is it legal to ride on trails?": the rules for owning or using a thing. */
export const RULES_ASK = /\b(?:any|are there|what are the|what're the|know the) (?:\w+ )?(?:rules|laws|regulations|restrictions)\b|\brules (?:about|for|on) (?:flying|using|riding|driving|where)\b|\bwhere (?:can|is) (?:i|we|he|she|you|it) (?:allowed to |legally )?(?:fly|ride)\b|\b(?:do|does|would|will) (?:i|you|we|he|she|they|it|one|my \w+) (?:need|have to|got to) (?:a |to (?:get|have|take) (?:a |an )?|to )?(?:license|licence|permit|registration|register|certificate|certification|insurance|test)\b|\b(?:is it|is that) legal to\b|\b(?:faa|part 107|trust test|b4ufly)\b|\bneed to register\b|\bneeds? (?:to be )?register(?:ed|ing)\b|\bhave to register\b/;
/**
 * "can I use my sister's old one from 2017?", "can we buy one used off marketplace?", "do car seats
 * expire?": about using a second-hand one. Answered by a category's rules only when they speak of used ones.
 */
export const USED_ASK = /\b(?:use|reuse|take|borrow|buy|get|buying|getting) (?:a |an |one |it |my |her |his |their |our |the )?(?:\w+(?:'s)? )?(?:old|used|hand[- ]me[- ]down|second[- ]?hand|secondhand|pre-?owned)\b|\bhand[- ]me[- ]downs?\b|\b(?:marketplace|craigslist|yard sale|garage sale|thrift store)\b|\b(?:expire|expires|expired|expiration|expiry)\b/;

/** A question about the rules for owning or using a thing, given that thing's rules (data). */
export const asksRules = (t: string, rules: string[] | undefined): boolean =>
  Boolean(rules?.length) && (RULES_ASK.test(t) || (USED_ASK.test(t) && rules!.some((l) => /\bused\b/i.test(l))));
