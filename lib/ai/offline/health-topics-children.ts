// Everyday questions about babies and children that used to get "tell me a bit more" (eighth
// pass): sleep, teething, constipation, screens, attention, motion sickness, pink eye, exam nerves.
// General, widely published guidance (AAP, CDC); no doses, and the signs for calling the pediatrician.
import type { HealthTopic } from "./health-topics";

const CHILD = String.raw`(?:bab(?:y|ies|y's)|infant|newborn|toddler|son|daughter|kids?|child|children|teen(?:ager)?s?|\d{1,2}[- ]?(?:weeks?|months?|years?|yrs?|mo|wk)[- ]?olds?|\d{1,2} ?yo|preschooler|first grader)`;

export const CHILD_HEALTH_TOPICS: HealthTopic[] = [
  {
    id: "teething",
    match: /\b(?:teeth(?:ing|in)|cutting (?:a |her |his |their )?(?:first )?teeth|new teeth coming in|orajel|teething gel|numbing (?:gel|cream) (?:on|for) (?:[\w']+ ){0,4}gums)\b/i,
    intro: "Teething is uncomfortable but harmless, and simple comfort usually works best.",
    points: [
      "Let them chew on a clean, chilled (not frozen) teething ring or a cold wet washcloth, or rub the gum gently with a clean finger.",
      "Don't use numbing gels with benzocaine (such as baby Orajel) or lidocaine for children under 2: the FDA warns they can cause a rare but dangerous blood condition.",
      "Skip amber or teething necklaces and bracelets: they are a choking and strangling risk.",
      "If your baby is very uncomfortable, ask the pediatrician or pharmacist whether a children's pain reliever is right, dosed by weight.",
      "Wipe away drool to protect the skin, and start brushing new teeth with a smear of fluoride toothpaste.",
    ],
    seeSomeone: ["A fever of 100.4°F (38°C) or higher, diarrhea or a rash: teething doesn't cause these, so call the pediatrician", "Any fever in a baby under 3 months: call now"],
    themes: ["children", "patience"],
  },
  {
    id: "child_sleep",
    match: new RegExp(String.raw`^(?=.*\b${CHILD})(?=.*\b(?:sleep(?!overs?\b)\w*|naps?|napping|bedtime|wakes? up|waking (?:up )?(?:at night|every|at \d{1,2}(?::\d\d)? ?(?:am|a\.m\.)?|early|too early|so early)|up all night|night wak\w*|through the night|thru the night|own bed|sleep regression)\b)|\bhow (?:much|many hours of) sleep (?:does|do|should) (?:a |an |my |our )?${CHILD}`, "is"),
    intro: "Children's sleep changes a lot as they grow, and sleep regressions and night waking are very common.",
    points: [
      "How much sleep is typical (in 24 hours, naps included): babies 4–12 months about 12–16 hours, ages 1–2 about 11–14, ages 3–5 about 10–13, ages 6–12 about 9–12, and teenagers about 8–10.",
      "Newborns sleep in short stretches day and night; mixing up day and night is normal in the first weeks. Daylight and play by day, dim and quiet feeds at night help set the clock.",
      "Safe sleep for babies: always on the back, in their own crib or bassinet with a firm flat mattress, and nothing else in it (no pillows, bumpers, blankets or toys).",
      "A short, predictable bedtime routine (bath, story, song, bed) at the same time each night helps children of every age.",
      "Screens off an hour before bed and out of the bedroom at night, especially for teens.",
    ],
    seeSomeone: ["Snoring with pauses in breathing, or gasping", "A baby who is hard to wake, feeding poorly or not gaining weight", "Sleep trouble that is wearing the whole family down: the pediatrician can help"],
    themes: ["children", "rest"],
  },
  {
    id: "constipation",
    match: /\b(?:constipat\w*|haven'?t pooped|hasn'?t pooped|hasnt pooped|havent pooped|can'?t poop|cant poop|no bowel movement|hard stools?|straining (?:to|when) (?:poop|go))\b/i,
    intro: "Constipation is very common at every age and usually eases with fluids, fiber and a routine.",
    points: [
      "Drink more water through the day, and add fiber slowly: fruit (prunes, pears, berries), vegetables, beans and whole grains.",
      "Move: a walk, or active play for children, helps the bowels along.",
      "Don't ignore the urge, and give it time: for children, a relaxed sit on the toilet after meals, with a footstool so their knees are up.",
      "For children and babies, ask the pediatrician before using any laxative, suppository or enema; for adults, ask a pharmacist which over-the-counter option fits you.",
    ],
    seeSomeone: ["Severe belly pain, a swollen belly, vomiting, or no stool and no gas: get seen today", "Blood in the stool, or constipation with weight loss", "A baby who is constipated, or it lasts more than two weeks"],
    themes: ["health"],
  },
  {
    id: "screen_time",
    match: /\b(?:screen ?time|hours of (?:screens?|tv|youtube|tablet|ipad|video games|games)|screens? (?:a|per) day|on (?:their|his|her) (?:tablets?|ipads?|phones?|screens?)|(?:obsessed with|addicted to|glued to|always on) (?:her|his|their) (?:phones?|tablets?|ipads?|screens?|games?|video games)|(?:too much|how much) (?:tv|youtube|video games?|gaming|screens?)|screens? (?:for|and) (?:my |our )?(?:kids?|toddler|child)|(?:let|letting|allow|allowing) (?:my |our |a |the )?(?:\d{1,2}[- ]?(?:year|yr|month)s?[- ]?old|\d{1,2} ?yo|kids?|toddler|child|children|son|daughter|baby|him|her|them) (?:to )?(?:watch(?:es|ing)? (?:tv|television|youtube|cartoons|shows|movies|videos|bluey|cocomelon)|(?:play|use|have) (?:the |his |her |their |an |a )?(?:ipad|tablet|phone|video games|games|screens?))|(?:toddler|baby|\d{1,2}[- ]?(?:year|yr|month)s?[- ]?old|\d{1,2} ?yo|kids?|son|daughter|child)\b.{0,30}\b(?:watch(?:es|ing)? (?:tv|television|youtube|cartoons|shows|videos|cocomelon)|on (?:the )?(?:ipad|tablet)) (?:all day|every day|everyday|daily|a lot|too much|for hours|\d+ hours))\b/i,
    intro: "There's no perfect number, but common pediatric guidance gives a useful frame, and what the screens replace matters as much as the hours.",
    points: [
      "Under about 18–24 months: avoid screens other than video calls with family.",
      "Ages 2–5: about an hour a day of good-quality programs, ideally watched together so you can talk about it.",
      "Six and older: set consistent limits as a family, and protect sleep, homework, outdoor play and meals together.",
      "Keep screens out of bedrooms at night and off an hour before bed.",
      "A written family media plan (when, where, how long, which apps) cuts down daily arguments; model it yourself too.",
    ],
    seeSomeone: ["Screens crowding out sleep, school or friends, or big meltdowns when they stop: talk with the pediatrician", "Worries about what they're seeing or who they're talking to online"],
    themes: ["children", "wisdom"],
  },
  {
    id: "attention",
    match: /\b(?:adhd|attention deficit|can'?t sit still|can'?t pay attention|trouble paying attention|hyperactiv\w*)\b/i,
    intro: "Trouble with attention has many possible causes, and only a proper evaluation can say whether it's ADHD, which is common and very manageable.",
    points: [
      "For a child: start with the pediatrician, and ask the school for an evaluation in writing; teachers' and your own observations (rating forms) are part of it.",
      "For an adult: a doctor, psychiatrist or psychologist can evaluate you; bring examples from work, home and childhood.",
      "Sleep problems, anxiety, hearing or vision issues and learning differences can look like ADHD, which is why the evaluation matters.",
      "Treatment is chosen with a doctor and often combines skills, routines and coaching (and parent training for children) with medication for some.",
      "Meanwhile: clear routines, short tasks with breaks, fewer distractions, and plenty of sleep and movement help anyone focus.",
    ],
    seeSomeone: ["Trouble at school, work or home that's lasted six months or more", "A child struggling with friendships, safety or self-esteem"],
    themes: ["children", "patience"],
  },
  {
    id: "motion_sickness",
    match: /\b(?:motion sick\w*|car ?sick\w*|sea ?sick\w*|gets? sick in the car|throws? up in the car)\b/i,
    intro: "Motion sickness is common, especially in children, and a few simple habits prevent most of it.",
    points: [
      "Sit where motion is least: the middle back seat for children (car seat rules first), facing forward, looking out at the horizon.",
      "Skip books and screens while moving; audiobooks, music and 'I spy' work better.",
      "Fresh air, light snacks (crackers) rather than a big or greasy meal, and regular stops help.",
      "Ask a pharmacist before using any motion-sickness medicine for a child: some aren't for young children, and the dose depends on age and weight.",
    ],
    seeSomeone: ["Vomiting that continues after the trip, or signs of dehydration", "Dizziness or headaches that happen without travel"],
    themes: ["travel", "health"],
  },
  {
    id: "pink_eye",
    match: /\b(?:pink ?eye|conjunctivitis|eye (?:is )?(?:red and )?(?:crusty|goopy|gunky|oozing))\b/i,
    intro: "Pink eye is common and usually mild; most cases are viral and clear up on their own in one to two weeks.",
    points: [
      "Gently clean the eye with a clean, warm, wet cloth, a fresh one each time, and wash hands often; don't share towels.",
      "Thick yellow or green discharge may be bacterial; the doctor may suggest drops. Itchy, watery eyes in both eyes with sneezing is more often allergy.",
      "Contact lens wearers should stop wearing them and see an eye doctor.",
      "Ask the school or daycare about their rules for returning.",
    ],
    seeSomeone: ["Eye pain, blurred vision, or strong sensitivity to light: get seen today", "A newborn with red or goopy eyes: call the pediatrician now", "Swelling or redness around the eye, or no better after a few days"],
    themes: ["health"],
  },
  {
    id: "test_anxiety",
    match: /\b(?:(?:anxious|nervous|stressed|scared|panic\w*|freak(?:s|ing)? out) (?:\w+ ){0,3}(?:before|about|for|during) (?:\w+ ){0,3}(?:tests?|exams?|finals|quiz(?:zes)?|sats?)|test anxiety|exam (?:anxiety|nerves|stress)|calm down before (?:a |an |the |my |big )*(?:tests?|exams?))\b/i,
    intro: "Nerves before a test are normal, and a little stress can even sharpen focus; when it's overwhelming, a few skills make a real difference.",
    points: [
      "Prepare in short sessions over several days, ending with practice questions; being ready is the best calm.",
      "Sleep beats a late cram; eat a normal breakfast and go easy on caffeine.",
      "Before and during the test: slow breathing (in for 4, out for 6), feet on the floor, and start with a question you know.",
      "Name the worry and answer it: 'If this goes badly, what would I do next?' The answer is usually smaller than the fear.",
      "For a parent: listen first, praise effort over grades, and help them make a simple study plan rather than adding pressure.",
    ],
    seeSomeone: ["Panic, vomiting or missing school over tests: talk with the school counselor and the doctor", "Anxiety that shows up well beyond tests, or thoughts of self-harm (call or text 988)"],
    themes: ["anxiety", "courage"],
  },
  {
    id: "bedwetting",
    match: /\b(?:wets? the bed|wetting the bed|bed ?wetting|wet the bed|accidents at night|pees? (?:in )?the bed)\b/i,
    intro: "Bedwetting is common and usually not a sign of anything wrong: many children stay wet at night until 5, 6 or even later, and most outgrow it.",
    points: [
      "It isn't laziness or something they can control by trying harder; stay calm, no punishment or teasing, and praise effort rather than dry nights.",
      "Have them use the toilet right before bed, and go easy on drinks in the last hour or two (while drinking well earlier in the day).",
      "Waterproof mattress covers and easy-to-change pajamas make nights less stressful for everyone.",
      "From about age 6 or 7, if it bothers them, ask the pediatrician about bedwetting alarms and other options.",
    ],
    seeSomeone: ["Wetting again after being dry for six months or more, or daytime accidents too", "Pain when peeing, very frequent peeing, great thirst, or snoring with pauses in breathing", "Still wetting at 7 or older, or it's upsetting them"],
    themes: ["children", "patience"],
  },
  {
    id: "lice",
    match: /\b(?:head ?lice|lice|nits)\b/i,
    intro: "Head lice are common in school-age children, annoying but not dangerous, and they have nothing to do with being dirty.",
    points: [
      "Check with a fine-toothed nit comb on wet, conditioned hair, section by section; live lice mean treatment.",
      "Over-the-counter lice treatments work for many families: follow the label exactly, and repeat it when the label says (often after 7–10 days).",
      "Comb out nits every few days for two weeks; check everyone in the house and treat only those who have lice.",
      "Wash pillowcases, hats and brushes used in the last two days in hot water, or bag them for two weeks; no need for sprays or deep-cleaning the house.",
    ],
    seeSomeone: ["Lice still there after two treatments: the pediatrician or pharmacist can suggest a prescription option", "A baby under 2, or broken, infected-looking skin on the scalp"],
    themes: ["children", "patience"],
  },
];
