// More everyday asks from the tenth pass's second held-out batch: canker sores, a hernia, a toddler
// who isn't talking much yet, forgetting words in midlife, a child or teen going vegan. General
// guidance only, and the signs that mean a doctor (or 911) first where they matter.
import type { HealthTopic } from "./health-topics";

export const CHECKUP_HEALTH_TOPICS: HealthTopic[] = [
  {
    id: "canker_sores",
    match: /\bcanker sores?\b|\bmouth ulcers?\b|\bsores? (?:in|inside) (?:my|his|her) (?:mouth|cheek|lip)\b/i,
    intro: "Canker sores (small, painful ulcers inside the mouth) are very common, aren't contagious, and usually heal on their own in one to two weeks.",
    points: [
      "For the pain: rinse with salt water or a baking soda rinse, avoid spicy, acidic and crunchy foods for a few days, and ask a pharmacist about an over-the-counter numbing or protective gel.",
      "Common triggers: biting the cheek, braces or a sharp tooth, stress, some toothpastes (sodium lauryl sulfate), and certain foods.",
      "Sores that keep coming back can be linked to low iron, B12 or folate, celiac disease or other conditions, which a simple blood test can check.",
    ],
    seeSomeone: ["A sore that hasn't healed in three weeks (any mouth sore that lingers should be checked)", "Very large sores, fever, or trouble eating or drinking", "Sores that come back every month or two"],
    themes: ["patience", "health"],
  },
  {
    id: "hernia",
    match: /\bhernias?\b|\bbulge (?:in|near|by) (?:my|his|her|the) (?:groin|belly button|navel|abdomen|stomach)\b|\b(?:groin|belly button) bulge\b/i,
    intro: "A bulge in the groin or near the belly button that shows when you cough, strain or stand, and goes back when you lie down, is often a hernia: common, not usually urgent, but worth a doctor's check.",
    points: [
      "See your doctor (not urgently if it's soft, painless and pushes back in) to confirm it; many hernias are watched for a while, and surgery is planned when they cause symptoms.",
      "Meanwhile: avoid heavy lifting and straining, treat constipation, and don't try to force a bulge back in if it hurts.",
      "A hernia doesn't heal on its own, so if it's growing or bothering you, a surgeon can talk through when repair makes sense.",
    ],
    seeSomeone: ["**Go to the ER now:** the bulge becomes firm, very painful, red or purple, won't go back in, or comes with vomiting or a swollen belly (it may be trapped)", "A new bulge you haven't had checked", "Pain that limits your work or exercise"],
    themes: ["health", "strength"],
  },
  {
    id: "speech_delay",
    match: /\b(?:not talking|isn'?t talking|doesn'?t talk|not saying (?:many |any )?words|only says a few words|late talker|speech delay\w*|no words yet)\b|\b(?:toddler|baby|\d{1,2}[- ]?(?:month|mo)s?[- ]?old|\d{1,2} ?mos?|(?:[1-5]|one|two|three|four|five)[- ]?(?:year|yr)s?[- ]?old|[1-5] ?yo|(?:he|she|son|daughter|kid|child|boy|girl)(?:'s| is) (?:[1-5]|one|two|three|four|five)\b)\b.{0,40}\b(?:talking much|talk much|saying much|words yet|(?:barely|hardly|rarely|only) (?:says?|saying|talks?|talking|speaks?|speaking|uses?)\b(?! to\b)(?: (?:any|many|a few|like|about|\d+|one|two|three|four|five|six|ten))*(?: words?)?|(?:doesn'?t|does not|won'?t|will not|isn'?t) (?:say|saying|use|using) (?:any|many|much|real)? ?words|(?:no|few|only a few|not many|not much) words)\b/i,
    intro: "Children start talking at different times, and many late talkers catch up, but it's always worth checking early, because help works best when it starts early.",
    points: [
      "Rough milestones: most children say a few words by 15 to 18 months, about 50 words by 2, and put two words together (\"more milk\") by around 2.",
      "Ask the pediatrician for a check, and a hearing test: hearing problems are a common, fixable cause.",
      "In the US you can ask your state's early intervention program for a free evaluation for children under 3 without a referral; after 3, the local school district.",
      "At home: talk through your day, read together, name what they point at, pause to give them a turn, and keep screen time low.",
    ],
    seeSomeone: ["No words by 16 months or no two-word phrases by 2", "Any loss of words or skills they used to have (tell the doctor soon)", "Not responding to their name, little pointing or eye contact"],
    themes: ["children", "patience"],
  },
  {
    id: "word_finding",
    match: /\b(?:forget(?:ting)?|can'?t find|losing|lose) (?:words|my words|the right word|names)\b|\bword[- ]finding\b/i,
    intro: "Reaching for a word or a name that won't come is very common in midlife, especially with stress, poor sleep, busy multitasking or perimenopause, and on its own it usually isn't a sign of dementia.",
    points: [
      "Sleep, stress, low mood, alcohol and some medicines (sleep aids, allergy and bladder pills) affect word-finding a lot; they're worth looking at first.",
      "Perimenopause commonly brings brain fog in the 40s; it tends to ease afterwards.",
      "Thyroid problems, low B12 and low iron can also cause it, and a routine blood test can check.",
      "Exercise, social connection, reading and learning new things keep the brain sharp over time.",
    ],
    seeSomeone: ["**Call 911:** sudden trouble speaking or understanding, face drooping or weakness on one side (possible stroke)", "Forgetting that's getting worse, getting lost in familiar places, or others noticing changes", "Memory worries with low mood, or after a head injury"],
    themes: ["wisdom", "health"],
  },
  {
    id: "plant_based_kid",
    match: /\b(?:kid|child|son|daughter|teen\w*|\d{1,2} ?(?:yo|year old))\b.{0,40}\b(?:vegan|vegetarian|plant[- ]based|stop(?:ped)? eating meat|won'?t eat meat)\b/i,
    intro: "Children and teens can grow well on a vegetarian or vegan diet when it's planned; the main thing is making sure a few nutrients aren't missed.",
    points: [
      "Protein at each meal: beans, lentils, tofu, tempeh, soy milk, nuts and seeds (and eggs and dairy if vegetarian).",
      "Vitamin B12 is the one a vegan diet can't supply on its own: fortified foods or a supplement, as a doctor or dietitian advises.",
      "Iron (beans, lentils, fortified cereals, with vitamin C foods), calcium and vitamin D (fortified plant milk), zinc, iodine and omega-3s (walnuts, flax, chia) are worth watching.",
      "Cooking some of it together, and asking why it matters to them, tends to go better than a standoff; a registered dietitian can help plan it.",
    ],
    seeSomeone: ["Weight loss, tiredness, dizziness, or periods stopping", "Cutting out more and more foods, or secrecy and distress around eating (ask the pediatrician about an eating disorder)", "A very young child on a vegan diet: check the plan with the pediatrician"],
    themes: ["health", "children"],
  },
];
