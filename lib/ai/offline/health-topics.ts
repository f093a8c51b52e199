import { CHILD_HEALTH_TOPICS } from "./health-topics-children";
import { EVERYDAY_HEALTH_TOPICS } from "./health-topics-everyday";
import { PET_HEALTH_TOPICS } from "./health-topics-pets";
import { COMMON_HEALTH_TOPICS } from "./health-topics-common";
import { BODY_HEALTH_TOPICS } from "./health-topics-body";
import { CARE_HEALTH_TOPICS } from "./health-topics-care";
import { CHECKUP_HEALTH_TOPICS } from "./health-topics-checkups";
import { CONDITION_HEALTH_TOPICS } from "./health-topics-conditions";
import { ACHES_HEALTH_TOPICS } from "./health-topics-aches";
import { GROWING_HEALTH_TOPICS } from "./health-topics-growing";
import { DAILY_HEALTH_TOPICS } from "./health-topics-daily";
import { HABIT_HEALTH_TOPICS } from "./health-topics-habits";

// General, widely published health information for common questions. Deliberately
// conservative: no diagnoses, no dosing beyond "follow the label", and clear signs for
// when to see a professional.

export interface HealthTopic {
  id: string;
  match: RegExp;
  intro: string;
  points: string[];
  seeSomeone: string[];
  themes: string[];
  /** The heading over seeSomeone ("When to call the vet" for a pet); "When to talk to a doctor" when unset. */
  seeHeading?: string;
  /** Said instead of the medical disclaimer (a pet's answer: not a vet). */
  disclaimer?: string;
}

// Medicines people ask to combine, by the names they use.
const MEDICINES = "warfarin|coumadin|eliquis|xarelto|blood thinners?|aspirin|ibuprofen|advil|motrin|naproxen|aleve|tylenol|acetaminophen|benadryl|zyrtec|claritin|allegra|antibiotics?|lisinopril|statins?|metformin|sertraline|zoloft|prozac";

export const EMERGENCY =
  /\b(?:sudden (?:numbness|weakness)|chest pain|chest pressure|can'?t breathe|trouble breathing|difficulty breathing|shortness of breath|stroke|face drooping|slurred speech|severe bleeding|passed out|fainted|unconscious|seizure|overdosed?|poison(?:ed|ing)?|anaphyla\w*|throat (?:is )?closing)\b/i;

export const HEALTH_TOPICS: HealthTopic[] = [
  {
    id: "sleep",
    match: /\b(?:sleep\w*|insomnia|tired|fatigue|exhausted|can'?t sleep|wake up|waking up|fall asleep|stay asleep)\b/i,
    intro: "Sleep trouble is really common, and small, consistent habits often help more than people expect.",
    points: [
      "Keep the same wake-up time every day, including weekends; it anchors your body clock.",
      "Get daylight in the morning and dim screens and lights for the last hour before bed.",
      "Keep caffeine to the morning, and notice whether alcohol or late meals disturb your nights.",
      "Keep the bedroom cool, dark and quiet, and use the bed mainly for sleep.",
      "If you can't sleep after about 20 minutes, get up, do something calm in low light, and return when sleepy.",
      "Over-the-counter sleep aids (diphenhydramine or doxylamine, as in ZzzQuil or Unisom) are meant for a few nights, can leave you groggy the next day, and aren't advised for older adults; melatonin is milder. Ask a pharmacist before starting one, especially with other medicines or alcohol.",
    ],
    seeSomeone: ["Loud snoring, gasping or pauses in breathing at night", "Sleepiness that affects driving or work", "Insomnia lasting more than a few weeks, or needing a sleep aid most nights"],
    themes: ["rest"],
  },
  {
    id: "mood",
    match: /\b(?:depress\w*|feel(?:ing)? (?:really |so |very |pretty |kind of |kinda |a bit |a little )?(?:low|down|empty|numb|flat|blue)|can'?t get out of bed|no motivation|lost interest in|sad all the time|crying all the time|don'?t enjoy anything|nothing feels good|mental health|(?:i (?:just |really |honestly |kind of |kinda )?feel|i'?m|im|feeling) (?:so |really |just |completely |totally )?(?:worthless|useless|like (?:a |such a )?(?:failure|burden|loser))|(?:i'?m|im) (?:such a|a) failure|tired of (?:everything|it all|life|all of it)|(?:i'?m|im) (?:so |just |honestly |literally )?done(?:\W+(?:like )?done done|\W+with (?:everything|it all|life|all of it))|hate my life)\b/i,
    intro: "Feeling this low is heavy, and you don't have to carry it alone. Low mood is common, and it is treatable.",
    points: [
      "Tell one person you trust how you've really been feeling, today if you can.",
      "Book a visit with your doctor or a licensed counselor: depression is a health condition, and talk therapy (and sometimes medication) helps many people.",
      "Keep small anchors: get up at the same time, step outside for daylight, eat regular meals, and take a short walk.",
      "Go easy on alcohol, which deepens low mood, and on long stretches alone.",
      "Jot down how each day felt; it helps you and your doctor see patterns.",
    ],
    seeSomeone: ["Low mood or lost interest most days for two weeks or more", "Trouble working, eating, sleeping or caring for yourself", "Any thoughts of death or of harming yourself: call or text 988 now (free, 24/7), or 911 if you're in danger"],
    themes: ["comfort", "hope"],
  },
  {
    id: "stress",
    match: /\b(?:stress\w*|anxiety|anxious|panic|worr\w*|overwhelm\w*|burn(?:ed|t)? ?out|overthink\w*|dread\w*|can'?t focus|nervous)\b/i,
    intro: "Stress and anxiety affect the body as well as the mind, and there are practical ways to lower the load.",
    points: [
      "Slow breathing (for example, in for 4 counts, out for 6) can calm the body's stress response within minutes.",
      "Regular movement, even a daily 20-minute walk, is one of the best-studied ways to reduce anxiety.",
      "Protect sleep and limit caffeine, which can mimic or worsen anxious feelings.",
      "Talk with someone you trust; naming a worry out loud often shrinks it.",
      "Counseling, especially cognitive behavioral therapy, helps many people; it's a sign of wisdom, not weakness.",
    ],
    seeSomeone: ["Worry or panic that disrupts work, sleep or relationships", "Physical symptoms such as chest pain (get urgent care to rule out other causes)", "Any thoughts of harming yourself (call or text 988)"],
    themes: ["anxiety", "rest"],
  },
  {
    id: "pain",
    match: /\b(?:back pain|back hurts|back is killing me|(?:hurt|tweaked|pulled|strained|threw out|wrenched) (?:my |his |her )?(?:lower |upper )?back|threw my back out|knee|shin|ankle|hip|shoulder|neck pain|neck hurts|sore|injur\w*|sprain\w*|strain\w*|pulled|tweaked)\b/i,
    intro: "Aches and minor injuries are common, especially when activity changes, and many improve with sensible care.",
    points: [
      "For a new minor strain, relative rest (easing off, not total bed rest) and gentle movement within comfort usually help.",
      "Ice or heat can ease discomfort; follow the label on any over-the-counter pain reliever and check with a pharmacist if you take other medicines.",
      "Increase training load gradually, and look at shoes, posture or workstation setup if the pain keeps returning.",
      "A physical therapist can give you specific exercises and a safe plan to return to activity.",
    ],
    seeSomeone: ["Severe pain, swelling, or you can't bear weight", "Numbness, weakness, or loss of bladder or bowel control (seek care urgently)", "Pain after a fall or accident, or pain that isn't improving after a week or two"],
    themes: ["health", "patience"],
  },
  {
    id: "headache",
    match: /\b(?:headaches?|migraines?|head (?:hurts|is killing me|aches|is pounding))\b/i,
    intro: "Most headaches are not dangerous, and patterns are worth noticing.",
    points: [
      "Common triggers include dehydration, skipped meals, poor sleep, stress, eye strain and changes in caffeine.",
      "A simple diary (time, food, sleep, screen use) can reveal your own pattern.",
      "Over-the-counter pain relievers help many people, but using them very often can cause rebound headaches; ask a pharmacist.",
    ],
    seeSomeone: ["A sudden, severe 'worst ever' headache (call 911)", "Headache with fever, stiff neck, confusion, weakness or vision changes (seek care urgently)", "Headaches that are new, frequent or changing"],
    themes: ["health", "rest"],
  },
  {
    id: "heart",
    match: /\b(?:blood pressure|hypertension|cholesterol|heart|blood sugar|diabet\w*)\b/i,
    intro: "Numbers like blood pressure, cholesterol and blood sugar respond well to steady lifestyle habits, often alongside treatment from your doctor.",
    points: [
      "Regular activity (about 150 minutes a week of moderate exercise is a common guideline) helps all three.",
      "A diet rich in vegetables, fruit, whole grains, beans and fish, and lower in salt and processed foods, makes a measurable difference.",
      "Not smoking, limiting alcohol and sleeping well all matter.",
      "Keep taking prescribed medication as directed, and ask your doctor before stopping or changing anything.",
    ],
    seeSomeone: ["Readings your doctor told you to report, or very high home readings", "Chest pain, shortness of breath, or stroke signs (call 911)", "Your regular check-ups, to track trends"],
    themes: ["health"],
  },
  {
    id: "weight",
    match: /\b(?:weight|diet|nutrition|calories|eat(?:ing)? (?:healthy|better)|lose|fat|protein intake|pounds|lbs|kilos)\b/i,
    intro: "Sustainable changes beat dramatic ones when it comes to eating and weight.",
    points: [
      "Build meals around vegetables, protein and fiber; they keep you full longer.",
      "Cut back on sugary drinks and ultra-processed snacks first; it's often the easiest big win.",
      "Aim for slow, steady progress: about 1 to 2 pounds a week is the pace most guidance calls safe and lasting, so 20 pounds is closer to a three-to-five-month goal than a one-month one; crash diets usually rebound.",
      "Strength training helps preserve muscle while losing fat.",
    ],
    seeSomeone: ["Unexplained weight loss or gain", "A history of disordered eating", "Medical conditions or medications that affect diet (a registered dietitian can help)"],
    themes: ["health", "food"],
  },
  {
    id: "pregnancy",
    // Pregnancy together with something taken: "I'm pregnant and scared to tell my parents" is not this.
    match: /^(?=.*\b(?:pregnan\w*|expecting a baby|trimester|breast ?feeding|nursing (?:mom|mother))\b)(?=.*\b(?:take|taking|took|safe|medicines?|medications?|meds|pills?|drugs?|ibuprofen|advil|motrin|tylenol|acetaminophen|aspirin|aleve|naproxen|supplements?|vitamins?|melatonin|caffeine|coffee|alcohol|antibiotics?|cold medicine|allergy medicine|benadryl|zyrtec|claritin|antidepressants?|vaccin\w*|shots?)\b)/is,
    intro: "Pregnancy and breastfeeding change which medicines are safe, so it's worth checking before taking anything, even something over the counter.",
    points: [
      "Ask your OB, midwife or pharmacist before taking any medicine, supplement or herbal remedy while pregnant or breastfeeding; many common ones are fine, some are not, and they know your history.",
      "Pain relievers like ibuprofen (Advil, Motrin) and naproxen (Aleve) are generally avoided in pregnancy unless your doctor advises them, especially from about 20 weeks on: the FDA warns they can affect the baby's kidneys and the amniotic fluid.",
      "Ask your clinician which pain or fever reliever is right for you, and use it at the lowest dose that helps, for the shortest time.",
      "Caffeine: common guidance in pregnancy is to stay under about 200 mg a day (roughly one 12-ounce coffee); alcohol has no known safe amount in pregnancy.",
      "Keep taking prescribed medicines until you've talked to your doctor: stopping some suddenly is riskier than continuing them.",
      "Cold and flu combination products often hold several medicines at once; check every ingredient with a pharmacist.",
    ],
    seeSomeone: ["Fever, a severe headache, vision changes, sudden swelling, bleeding or strong belly pain: call your OB or go in now", "Before starting or stopping any medicine or supplement"],
    themes: ["health", "trust"],
  },
  {
    id: "vaccines",
    match: /\b(?:vaccin\w*|immuni[sz]\w*|flu shots?|covid shots?|booster shots?|shingles|tetanus|tdap|mmr|shingrix|jabs?)\b/i,
    intro: "Which vaccines make sense depends on your age, health and situation, and a short conversation with your doctor or pharmacist settles most questions.",
    points: [
      "In the US, the CDC recommends a yearly flu vaccine for most people 6 months and older; it lowers the risk of serious illness and hospital stays even in years when it doesn't prevent every infection.",
      "After a deep or dirty wound (a nail, a bite, a rusty edge), clean it well; a tetanus booster is usually advised if your last one was more than 5 years ago, so call your doctor or an urgent care today.",
      "Common side effects are a sore arm, tiredness or a low fever for a day or two; serious reactions are rare.",
      "Ask which other vaccines are due for you: a tetanus booster every 10 years, shingles from age 50, and others depending on age, pregnancy, travel and health conditions.",
      "Many pharmacies give vaccines without an appointment, and most insurance plans cover recommended vaccines at no cost.",
    ],
    seeSomeone: ["You've had a severe allergic reaction to a vaccine or one of its ingredients", "You're pregnant, immunocompromised, or on treatment that affects your immune system", "Swelling of the face, trouble breathing or a high fever after a shot: get care right away"],
    themes: ["health"],
  },
  {
    id: "nutrition",
    match: /\b(?:healthy (?:breakfast|lunch|dinner|snacks?|meals?|eating|diet|food)|eat(?:ing)? (?:healthier|better|healthy)|balanced diet|nutrition\w*|how much (?:water|protein|fiber|sugar)|drink enough water|hydrat\w*)\b/i,
    intro: "Eating well is mostly about simple patterns you can keep, not perfect choices.",
    points: [
      "Build meals around vegetables and fruit, some protein (eggs, beans, fish, poultry, yogurt) and whole grains; half a plate of vegetables is a good rule of thumb.",
      "A filling breakfast pairs protein and fiber: eggs with whole-grain toast, Greek yogurt with fruit and nuts, or oatmeal with nuts or peanut butter.",
      "For water, a common guide is to drink when you're thirsty and enough that your urine is pale yellow; you'll need more in heat, with exercise, and when pregnant or breastfeeding.",
      "Go easy on sugary drinks, heavily processed snacks and very large portions; you don't have to cut any food out completely.",
      "Plan a few simple meals for the week; it's the easiest way to eat better on a budget.",
    ],
    seeSomeone: ["Diabetes, kidney or heart conditions, pregnancy, or a history of disordered eating: ask your doctor or a registered dietitian before changing your diet", "Unplanned weight loss, constant thirst or fatigue"],
    themes: ["food", "health"],
  },
  {
    id: "counseling",
    match: /\b(?:(?<!physical |speech |occupational |massage )therapist|(?<!physical |speech |occupational |massage |light |heat |ice |cold |hormone |hormonal |replacement )therapy|counsel(?:or|ors|ing|lor|ling)|psychologist|psychiatrist|mental health (?:help|care|support))\b/i,
    intro: "Talking to a counselor is a sign of strength and good stewardship of your mind, not a sign that something is wrong with you.",
    points: [
      "It's worth seeing someone if stress, sadness, worry, grief or a relationship has been weighing on you for weeks, or it's getting in the way of sleep, work or the people you love.",
      "Your doctor, your insurance's member line, or an employee assistance program (EAP, often a few free sessions) can point you to licensed counselors near you.",
      "If you'd like someone who shares your faith, ask your church for recommendations or search for a licensed Christian counselor.",
      "The first session is mostly getting to know each other; it's okay to try a different counselor if the fit isn't right.",
    ],
    seeSomeone: ["Thoughts of not wanting to live, or of harming yourself: call or text 988 now, any time", "Panic, sleeplessness or low mood that isn't lifting after a few weeks: see your doctor too"],
    themes: ["counsel", "comfort"],
  },
  {
    id: "supplements",
    match: /\b(?:supplements?|vitamins?|magnesium|creatine|fish oil|omega|probiotics?|protein powder|melatonin|iron|zinc|multivitamin)\b/i,
    intro: "Supplements can fill real gaps, but they are not all necessary, and more is not always better.",
    points: [
      "Food first: a varied diet covers most needs for most people.",
      "Some people do benefit (for example vitamin D with little sun exposure, or iron when a blood test shows low levels). A simple blood test can tell you.",
      "Look for third-party testing (USP Verified, NSF Certified) because supplements aren't approved like medicines.",
      "Supplements can interact with medications (fish oil with blood thinners, for example), so a pharmacist check is worth it.",
      "Follow the label dose; very high doses of some vitamins can cause harm.",
      "For children and teens, ask the pediatrician first: pediatric groups advise against performance supplements such as creatine and pre-workouts under 18, and melatonin only with a doctor's advice.",
    ],
    seeSomeone: ["You take prescription medication, are pregnant or breastfeeding, or have kidney or liver conditions", "You're considering a supplement to treat a symptom", "You notice side effects"],
    themes: ["health"],
  },
  {
    id: "cold",
    match: /\b(?:cold|flu|fever|cough|sore throat|congest\w*|covid|virus|sick)\b/i,
    intro: "Most colds and mild viral illnesses get better on their own within a week or two.",
    points: [
      "Rest, fluids and warm drinks help your body recover.",
      "Over-the-counter remedies can ease symptoms; check with a pharmacist, especially for children or if you take other medicines.",
      "Wash hands often and stay home when you can to protect others.",
    ],
    seeSomeone: ["Trouble breathing, chest pain, or confusion (seek urgent care)", "A high or persistent fever, or symptoms lasting more than 10 days", "Infants, older adults, pregnancy, or chronic conditions: call your doctor early"],
    themes: ["health", "rest"],
  },
  {
    id: "child_illness",
    // A child's fever, rash, vomiting or belly pain: children's warning signs, not the adult cold advice.
    match: /^(?=.*\b(?:bab(?:y|ies)|infant|toddler|newborn|son|daughter|kids?|child|children|\d{1,2}[- ]?(?:months?|years?|yrs?|mo)[- ]?olds?|\d{1,2} ?yo)\b)(?=.*\b(?:fevers?|temperature|temp|rash|throw(?:ing|s)? up|threw up|vomit\w*|diarrh\w*|stomach (?:hurts?|ache|pain)|tummy|belly (?:hurts?|ache|pain)|ear ?ache|sick)\b)/is,
    intro: "Most childhood fevers, rashes and tummy bugs pass with rest and fluids, but children have their own warning signs, and a pediatrician's nurse line can tell you on the phone whether to come in.",
    points: [
      "Any fever (100.4°F / 38°C or higher) in a baby under 3 months: call the pediatrician now or go to the ER, even if the baby seems fine.",
      "Go now (ER or 911) for trouble breathing, a child who is very sleepy or hard to wake, a stiff neck, a seizure, a rash that doesn't fade when you press a glass on it, or signs of dehydration (no tears, dry mouth, very few wet diapers).",
      "Belly pain on the lower right side, especially with vomiting or fever, or pain that keeps getting worse, needs to be seen today (it can be appendicitis).",
      "Call the pediatrician for a fever of 104°F or higher, a fever lasting more than 2–3 days, or if your gut says something is wrong.",
      "Comfort care: small sips of fluid often, light clothing, rest; use a children's fever reducer dosed by weight on the label (never aspirin for children or teens).",
    ],
    seeSomeone: ["Any fever in a baby under 3 months", "Trouble breathing, hard to wake, dehydration, a rash that doesn't fade when pressed: ER or 911", "Right-sided belly pain with vomiting or fever: get seen today"],
    themes: ["children", "health"],
  },
  {
    id: "child_medicine",
    match: /\b(?:kids?|child|children|toddler|bab(?:y|ies)|infant|son|daughter|\d{1,2}[- ]?(?:months?|years?|yrs?)[- ]?olds?)\b.*\b(?:tylenol|acetaminophen|ibuprofen|advil|motrin|benadryl|melatonin|aspirin|cough medicine|cold medicine|antibiotics?|amoxicillin|dose|dosage|mg)\b|\b(?:tylenol|acetaminophen|ibuprofen|advil|motrin|benadryl|melatonin|aspirin|cough medicine|cold medicine|antibiotics?|amoxicillin)\b.*\b(?:kids?|child|children|toddler|bab(?:y|ies)|infant|\d{1,2}[- ]?(?:months?|years?|yrs?)[- ]?olds?)\b/is,
    intro: "Children's medicines are dosed by weight, and a pharmacist or your pediatrician can tell you the right amount in a minute, for free.",
    points: [
      "Use a children's product and the dose by weight on its label or from the pediatrician; don't cut adult tablets, which makes the dose guesswork.",
      "For fever or pain, children's acetaminophen (Tylenol) and children's ibuprofen (Motrin, Advil) are both common choices; ibuprofen is only for babies 6 months and older and is best taken with food. A fever itself isn't dangerous: medicine is for comfort, so a child who is drinking and playing may not need any. Ask the pediatrician before alternating the two.",
      "Check every label for the same ingredient (acetaminophen is in many cold and flu medicines) so a child doesn't get a double dose.",
      "No aspirin for children or teens (the risk of Reye's syndrome), and no cough and cold medicines under age 4 unless a doctor says so.",
      "Don't use antihistamines such as Benadryl, or melatonin, to make a child sleep without the pediatrician's advice: they can cause agitation or other effects in young children.",
      "Antibiotics only as prescribed for that child: the dose and length are set by the doctor, and leftover or someone else's antibiotics shouldn't be used.",
    ],
    seeSomeone: ["A child took too much or the wrong medicine: call Poison Control at 1-800-222-1222 (911 if hard to wake or struggling to breathe)", "Any medicine question for a baby under 6 months: ask the pediatrician first"],
    themes: ["children", "health"],
  },
  {
    id: "bp_crisis",
    match: /\b(?:blood pressure|bp)\b[^.?!]*\b(?:1[8-9][0-9]|2[0-9][0-9])\s*(?:\/|over)\s*(?:[0-9]{2,3})\b|\b(?:1[8-9][0-9]|2[0-9][0-9])\s*(?:\/|over)\s*(?:1[1-9][0-9])\b/i,
    intro: "A blood pressure of 180 or more on top (or 110–120 or more on the bottom) is in the range doctors treat as urgent, especially with symptoms.",
    points: [
      "Sit quietly for five minutes and measure again.",
      "If it's still that high and there's chest pain, shortness of breath, back pain, numbness or weakness, a change in vision, trouble speaking, confusion or a severe headache, call 911 now.",
      "If it's still that high without those symptoms, call the doctor's office or nurse line today (urgent care if you can't reach them).",
      "Take prescribed blood-pressure medicine as directed, and don't take extra doses to bring it down unless the doctor says to.",
    ],
    seeSomeone: ["Any of the symptoms above with a high reading: call 911", "High readings without symptoms: call the doctor today"],
    themes: ["health"],
  },
  {
    id: "stroke_signs",
    match: /\b(?:signs?|symptoms?|warning signs) of (?:a )?(?:stroke|heart attack)\b|\b(?:stroke|heart attack) (?:signs|symptoms|warning signs)\b|\bwhat (?:does|do) (?:a )?(?:stroke|heart attack) (?:look|feel) like\b/i,
    intro: "Knowing the signs saves lives: with a stroke or a heart attack, every minute of treatment counts.",
    points: [
      "Stroke, think FAST: Face drooping, Arm (or leg) weakness on one side, Speech slurred or strange, Time to call 911. Also sudden vision loss, sudden confusion, trouble walking or a sudden severe headache.",
      "Heart attack: chest pain, pressure or squeezing (it can spread to the arm, jaw, neck or back), shortness of breath, a cold sweat, nausea or light-headedness; women and older adults often have the subtler signs.",
      "Call 911 rather than driving: paramedics start treatment on the way, and note the time the symptoms started.",
    ],
    seeSomeone: ["Any of these signs now: call 911", "Signs that came and went (a 'mini-stroke'): still get seen today"],
    themes: ["health"],
  },
  {
    id: "medicine_mix",
    match: new RegExp(`\\b(?:${MEDICINES}|alcohol|drinking|wine|beer)\\b[^.?!]*\\b(?:with|and|together|while|on|take|taking|mix|mixing)\\b[^.?!]*\\b(?:${MEDICINES}|alcohol|drink(?:ing)?|wine|beer|coffee|caffeine|grapefruit)\\b|\\bhow (?:much|many) (?:ibuprofen|advil|motrin|tylenol|acetaminophen|aspirin|aleve|naproxen)\\b`, "i"),
    intro: "Whether two medicines (or a medicine and alcohol or a food) are safe together depends on the exact drugs and doses, and a pharmacist can check it in a minute, for free.",
    points: [
      "Blood thinners (warfarin, Eliquis, Xarelto) with aspirin, ibuprofen or naproxen raise the risk of serious bleeding: don't combine them without the prescriber's OK; ask the pharmacist what's safe for pain.",
      "Over-the-counter pain relievers have a daily maximum on the label; acetaminophen is in many combination products, so add them up, and go easy with alcohol.",
      "Two antihistamines together (for example Zyrtec and Benadryl) add drowsiness; check with a pharmacist before doubling up.",
      "Most antibiotics are fine with a drink in moderation, but some (such as metronidazole) are not; ask when you pick it up.",
      "Keep one up-to-date list of everything you take, including supplements, and show it to every doctor and pharmacist.",
    ],
    seeSomeone: ["Signs of bleeding on a blood thinner (black stools, blood in urine, large bruises, a bad headache): call the doctor now, 911 if severe", "Took more than the label's maximum: call Poison Control at 1-800-222-1222"],
    themes: ["health"],
  },
  {
    id: "uti",
    match: /\b(?:uti|urinary tract infection|bladder infection|burns? when i pee|burning (?:when|while) (?:i )?(?:pee|urinat\w*)|pee a lot and it burns)\b/i,
    intro: "A urinary tract infection usually needs a short course of antibiotics, and waiting it out can let it spread to the kidneys.",
    points: [
      "See a doctor, urgent care or a telehealth visit for a test and treatment; many pharmacies can help too.",
      "Drink water, and don't hold it in; a heating pad can ease the discomfort meanwhile.",
      "Take the whole antibiotic course as prescribed, even once you feel better.",
    ],
    seeSomeone: ["Fever, chills, back or side pain, or vomiting: get seen today (a kidney infection)", "Pregnant, a man, a child, or symptoms that come back often: see a doctor"],
    themes: ["health"],
  },
  {
    id: "skin_change",
    match: /\b(?:moles?|freckles?|spots?|birthmarks?|marks?)\b[^.?!]*\b(?:changed|changing|growing|getting (?:bigger|darker)|bigger|darker|itch\w*|bleed\w*|new|weird|irregular|raised)\b|\bskin cancer\b/i,
    intro: "Most spots are harmless, but a mole that changes is worth a look by a dermatologist soon.",
    points: [
      "The ABCDEs of moles to watch: Asymmetry, irregular Borders, more than one Color, Diameter larger than a pencil eraser, and Evolving (changing in size, shape, color, itching or bleeding).",
      "Take a clear photo next to a ruler so you can see whether it changes.",
      "Book a visit with a dermatologist or your doctor; say the mole has changed, which often gets you seen sooner.",
      "Sunscreen, shade and no tanning beds lower the risk of new ones.",
    ],
    seeSomeone: ["A mole that is changing, bleeding or looks different from your others", "A sore that doesn't heal in a few weeks"],
    themes: ["health"],
  },
  {
    id: "memory",
    match: /\b(?:keeps? forgetting|forgetful|memory (?:loss|problems?|is (?:getting )?(?:bad|worse))|dementia|alzheimer\w*|getting confused (?:lately|more))\b/i,
    intro: "Memory changes have many causes, and some are very treatable (a thyroid problem, low vitamin B12, medicines, sleep, depression), so the first step is a doctor's visit, not a diagnosis.",
    points: [
      "Book an appointment and go with them; write down examples (what was forgotten, when, how often) and bring every medicine and supplement they take.",
      "Ask the doctor for a memory screening and blood tests; a referral to a neurologist or geriatrician may follow.",
      "Meanwhile: routines, a calendar or whiteboard, pill organizers, and keeping them social and active help.",
      "Watch safety: driving, the stove, managing money and medicines, and scams that target older adults.",
    ],
    seeSomeone: ["Sudden confusion, trouble speaking or weakness: call 911 (it can be a stroke)", "Getting lost in familiar places, or unsafe at home: see the doctor soon"],
    themes: ["aging", "health"],
  },
  {
    id: "pregnancy_food",
    match: /^(?=.*\b(?:pregnan\w*|expecting)\b)(?=.*\b(?:eat|eating|food|foods|avoid|sushi|fish|cheese|deli|lunch meat)\b)/is,
    intro: "Most foods are fine in pregnancy; a few carry risks worth avoiding, and your OB or midwife can tailor the advice.",
    points: [
      "Avoid alcohol; there's no known safe amount in pregnancy.",
      "Skip raw or undercooked meat, fish and eggs, unpasteurized milk and cheese, and deli meats or hot dogs unless heated until steaming (listeria).",
      "Choose low-mercury fish (salmon, shrimp, cod, canned light tuna) two or three times a week; avoid shark, swordfish, king mackerel and tilefish.",
      "Keep caffeine under about 200 mg a day (roughly one 12 oz coffee).",
      "Take a prenatal vitamin with folic acid, and wash fruit and vegetables well.",
    ],
    seeSomeone: ["Severe vomiting, can't keep fluids down, or signs of dehydration", "Any question about a specific food, supplement or medicine: your OB or midwife"],
    themes: ["children", "health"],
  },
  {
    id: "postpartum",
    match: /\b(?:postpartum|post-partum|baby blues|after (?:the|our|her) baby (?:came|was born)|since (?:the|our|her) baby (?:came|was born)|(?<!\b(?:shape|fit|fitter|exercis\w*|work(?:ing)? ?out|workouts?|running|gym)\b[^.?!]{0,40})after having (?:the|a|our) baby)\b/i,
    intro: "Many new mothers feel weepy, anxious or overwhelmed in the first weeks (the 'baby blues'); when it lasts beyond two weeks or gets heavier, it may be postpartum depression or anxiety, which is common and very treatable.",
    points: [
      "Help her sleep: take night feeds or early mornings where you can, and guard one long stretch of sleep for her.",
      "Take over meals, visitors and chores, and ask family or church friends for practical help.",
      "Listen without fixing; tell her it's not her fault and that she's a good mother.",
      "Help her call her OB or midwife if it lasts more than two weeks, or she can't sleep, eat or enjoy anything; go with her if she wants.",
      "The National Maternal Mental Health Hotline is free and 24/7: call or text 1-833-852-6262; Postpartum Support International: 1-800-944-4773.",
    ],
    seeSomeone: ["Thoughts of harming herself or the baby: call or text 988, or 911 if anyone is in danger now", "Seeing or hearing things, or confusion: get help the same day"],
    themes: ["children", "comfort"],
  },
  {
    id: "falls",
    match: /\b(?:(?:keeps?|kept) falling(?! asleep| behind| apart| for| in love| out)|falls? (?:a lot|often|again)|fell (?:again|twice|three times|down again)|fall risk|falling (?:a lot|more|often)|afraid of falling|fall prevention|unsteady on (?:his|her|their|my) feet|balance problems?)\b/i,
    intro: "Falls in older adults are common and serious, and they are often a sign of something that can be treated, so they're worth a doctor's visit, not only a new gadget.",
    points: [
      "Tell the doctor about every fall, even without an injury, and ask for a fall-risk check: medicines (especially for sleep, blood pressure, anxiety or pain) and how they combine are a frequent cause, as are eyesight, blood pressure that drops on standing, feet and weak legs.",
      "Ask about physical therapy or a strength-and-balance class such as tai chi: building leg strength and balance is one of the best-proven ways to prevent falls.",
      "Make the home safer: bright lighting and night lights on the way to the bathroom, grab bars by the toilet and in the shower, a non-slip mat, rails on both sides of stairs, and no loose rugs or cords on walkways.",
      "Sturdy, well-fitting shoes with non-slip soles, indoors too; socks alone on hard floors are slippery.",
      "If they live alone, a phone always within reach or a medical alert device (some smartwatches detect falls) means help comes quickly after a fall.",
    ],
    seeSomeone: ["A fall with a blow to the head, especially on blood thinners: get checked today", "Can't get up, new confusion, or pain putting weight on a leg after a fall: call 911", "Falls that are new or becoming more frequent: see their doctor soon"],
    themes: ["aging", "health"],
  },
  {
    id: "strength",
    match: /\b(?:lift(?:ing)? weights|lifting|weight ?lifting|strength training|strength work|resistance training|how (?:much|heavy) (?:weight )?should (?:i|we|he|she) (?:lift|squat|bench)|dumbbells?|kettlebells?)\b/i,
    intro: "Strength training is safe and good for almost everyone, and it matters more with age, for muscle, bone and balance.",
    points: [
      "Start with a weight you can lift 10 to 15 times with good form; the last two or three reps should feel hard but doable.",
      "Two or three sessions a week on non-consecutive days, working the major muscle groups (legs, hips, back, chest, shoulders, arms, core), is a common guideline.",
      "Add weight or reps only when the last few reps feel easy, about 5 to 10 percent at a time.",
      "Learn form first, with light weights or a trainer for a session or two; slow, controlled reps beat heavy, jerky ones.",
      "Soreness a day or two later is normal; sharp or joint pain is a signal to stop and adjust.",
    ],
    seeSomeone: ["Heart, blood pressure, joint or bone conditions (such as osteoporosis), recent surgery or pregnancy: ask your doctor what's safe first", "Chest pain, dizziness or unusual breathlessness while lifting: stop and seek care"],
    themes: ["fitness", "health"],
  },
  {
    id: "exercise",
    match: /\b(?:exercise|exercising|workout|work out|working out|fitness|start running|running|jogging|walking|swimming|cycling|yoga|pilates|cardio|hiit|get in shape|get (?:back )?(?:in|into) (?:better )?shape|get(?:ting)? fit(?:ter)?|active|gym)\b/i,
    intro: "Starting to move more is one of the best things you can do for long-term health.",
    points: [
      "Start small: a daily 10–20 minute walk is a real beginning.",
      "Build toward about 150 minutes of moderate activity a week plus two days of strength work, a common guideline.",
      "Increase gradually and allow rest days; soreness is normal, sharp pain is not.",
      "Pick something you enjoy; consistency matters more than intensity.",
      "You don't have to run: if you hate it or your knees complain, brisk walking, cycling, swimming or water aerobics, an elliptical or a rowing machine all count, and they're easy on the joints.",
      "Strength work twice a week (sit-to-stand from a chair, wall push-ups, bands) protects knees, hips and back; a physical therapist can tailor it if a joint hurts.",
      "After having a baby, wait for your OB's or midwife's okay (often at the six-week check), start with walking and gentle core and pelvic-floor work, and build up from there.",
    ],
    seeSomeone: ["Heart or lung conditions, or you've been inactive for a long time (check with your doctor first)", "Chest pain, fainting or unusual breathlessness during exercise (stop and seek care)"],
    themes: ["fitness", "health"],
  },
];

export const GENERIC_HEALTH: HealthTopic = {
  id: "general",
  match: /$^/,
  intro: "Here's some general guidance that applies to most health questions.",
  points: [
    "Write down your symptoms or question, when it started, and what makes it better or worse; it makes any appointment more useful.",
    "A pharmacist is a free, quick resource for questions about medicines and over-the-counter options.",
    "Sleep, movement, good food and supportive relationships underpin almost every aspect of health.",
  ],
  seeSomeone: ["Symptoms that are severe, sudden, or getting worse", "Anything that worries you: it's always reasonable to ask a professional"],
  themes: ["health"],
};

/** Topics added in the eighth pass, specific enough that naming one is a health question by itself. */
const NAMED_TOPICS: HealthTopic[] = [...PET_HEALTH_TOPICS, ...CHILD_HEALTH_TOPICS, ...EVERYDAY_HEALTH_TOPICS, ...COMMON_HEALTH_TOPICS, ...BODY_HEALTH_TOPICS, ...CARE_HEALTH_TOPICS, ...CONDITION_HEALTH_TOPICS, ...CHECKUP_HEALTH_TOPICS, ...ACHES_HEALTH_TOPICS, ...DAILY_HEALTH_TOPICS, ...HABIT_HEALTH_TOPICS, ...GROWING_HEALTH_TOPICS];

/** Every topic the health answer can choose from. */
export const ALL_HEALTH_TOPICS: HealthTopic[] = [...HEALTH_TOPICS, ...NAMED_TOPICS];

/**
 * "baby is teething", "hay fever is wrecking me", "how do I quit vaping?": a question about one of the
 * specific everyday topics, read by the request parser as a health question even without a symptom
 * word ("my kids are on their tablets 6 hours a day, is that bad?" is about screen time, not tablets).
 * The older, broader topics ("knee", "gym") are not used here: the parser's own health cue covers them.
 */
export function asksAboutHealthTopic(text: string): boolean {
  // "need a good chair, my back is killing me", "headphones for my dad who has hearing aids": a thing asked for.
  // "do I need a multivitamin?" asks whether it's needed, not for one.
  const whetherNeeded = /^(?:do|does|should) (?:i|we|he|she|they|my \w+) (?:really |even |still )?need\b/i.test(text.trim());
  if ((!whetherNeeded && /\b(?:need|want|looking for|recommend|suggest)\s+(?:a|an)\s+(?:good |new |decent |comfy |comfortable |better )?[a-z-]+\b/i.test(text)) || /^\s*(?:a |an |the |some |good |new )?[a-z-]+(?: [a-z-]+)? for (?:my|a|an|our|his|her)\b/i.test(text)) return false;
  // "I feel worthless", "so tired of everything": low mood said plainly is a question about it too.
  // "my back hurts", "my head is killing me lol": an ache said plainly, first and with nothing asked for, is a
  // health question ("ergonomic mouse, my wrist hurts" asks for the mouse).
  const ache = /^\W*(?:(?:ugh|oh|so|man|omg|help)\W+)?my (?:head|back|neck|stomach|tummy|knees?|shoulders?|hips?|feet|foot|ankles?|wrists?|ears?|throat|legs?|arms?) (?:hurts?|is killing me|are killing me|aches?|is sore|is aching|(?:has|have) (?:been )?(?:hurt|hurting|aching|sore|killing me)\w*)\b/i.test(text)
    && !/\b(?:need|want|looking for|recommend\w*|best|buy|shoes?|chair|mattress|pillow)\b/i.test(text);
  return ache || NAMED_TOPICS.some((t) => t.match.test(text)) || MOOD.match.test(text);
}

const MOOD = HEALTH_TOPICS.find((t) => t.id === "mood")!;
