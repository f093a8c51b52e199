// A growing family: exercise in pregnancy, the signs parents ask about around autism (late talking alone
// is speech_delay's): what a clinician looks for and where help comes from; and low mood in someone one loves.
// Never a diagnosis or a dose.
import type { HealthTopic } from "./health-topics";

export const GROWING_HEALTH_TOPICS: HealthTopic[] = [
  {
    // "is melatonin safe for kids", "can i give my 4 year old melatonin": the child's sleep first, never an amount.
    id: "melatonin_child",
    match: /\bmelatonin\b.{0,60}\b(?:kids?|child|children|toddler|baby|son|daughter|\d{1,2}[- ]?(?:year|yr)s?[- ]?old|\d{1,2} ?yo|teen|teenager)\b|\b(?:kids?|child|children|toddler|baby|son|daughter|\d{1,2}[- ]?(?:year|yr)s?[- ]?old|\d{1,2} ?yo|teen|teenager)\b.{0,60}\bmelatonin\b/i,
    intro: "Melatonin is a hormone sold as a supplement in the US, and it's become very common for children, but pediatricians advise talking with them before giving it: it can help in a few situations, and it isn't a fix for ordinary trouble falling asleep.",
    points: [
      "Start with sleep habits, which work for most children and have no side effects: the same bedtime and wake time, a calm 20–30 minute routine, screens off an hour before bed, a dark, cool room, and daylight and activity during the day.",
      "Where doctors do use it: short-term for jet lag or a shifted body clock, and under a doctor's guidance for some children with ADHD, autism or other conditions that make sleep hard.",
      "Gummies aren't tested like medicines: studies have found the amount inside ranging from far less to several times what the label says, and some contain other ingredients. If your pediatrician suggests it, ask them or a pharmacist which kind and how much (I won't give an amount).",
      "Keep it locked away like medicine: gummies look like candy, and calls to Poison Control about children swallowing melatonin have risen sharply.",
      "Sleep trouble can have a cause worth finding: snoring, anxiety, a late nap, caffeine, or a bedtime that's simply too early or late for their age.",
    ],
    seeSomeone: [
      "**Call Poison Control (1-800-222-1222):** a child ate more melatonin than given, or a bottle of gummies; 911 if they're very hard to wake or breathing oddly",
      "Snoring, gasping or pauses in breathing at night, or very sleepy in the daytime",
      "Sleep trouble that lasts weeks, or that's wearing the whole family down: the pediatrician can help",
    ],
    themes: ["children", "rest"],
  },
  {
    // "i think my wife is depressed but she won't see anyone": low mood in someone else, asked by the one who loves them.
    id: "mood_someone",
    match: /\b(?:wife|husband|spouse|partner|son|daughter|teen|teenager|mom|mother|dad|father|friend|sister|brother|boyfriend|girlfriend|fianc\w*|roommate|he|she)\b(?: \w+){0,3} (?:is|seems|might be|may be|could be|has been|'s been|'s|is getting|seems to be) (?:so |really |very |pretty |kind of |kinda |severely |clinically )?(?:depressed|depression|down all the time|not (?:himself|herself|themselves) (?:lately|anymore)|withdrawn and (?:sad|quiet))\b|\b(?:wife|husband|spouse|partner|son|daughter|mom|mother|dad|father|friend|sister|brother|boyfriend|girlfriend|he|she)\b.{0,60}\b(?:depress\w*|low mood|so down)\b.{0,60}\b(?:won'?t|refuses? to|doesn'?t want to|will not|isn'?t willing to) (?:see|go to|talk to|get) (?:anyone|anybody|a doctor|a therapist|a counselor|help|counseling|therapy)\b/i,
    intro: "Watching someone you love sink is exhausting and frightening. You can't force an adult into care, but what you do still matters a great deal; for a child or teen, you can and should bring in their doctor.",
    points: [
      "Say what you see, gently and specifically, at a calm moment: 'You haven't seemed like yourself for weeks, you're not sleeping and you've stopped seeing friends. I'm worried, and I love you.' Then listen more than you talk; don't argue them out of how they feel.",
      "Make the first step small and concrete: a regular check-up with their own doctor (often easier than 'a therapist'), a telehealth visit from home, or offering to find the name, make the call or drive them there.",
      "Help with the things depression makes hard (meals, a walk together, daylight, keeping a routine) without taking over their life.",
      "Keep the door open: if they say no today, ask again in a week or two; refusals often soften when the pressure does.",
      "Look after yourself too: you can't carry it alone. NAMI's HelpLine (1-800-950-6264, or text 'helpline' to 62640) supports family members, and a counselor or pastor for you is not a betrayal of them.",
    ],
    seeSomeone: [
      "Any talk of death, suicide or not wanting to be here, or giving things away: call or text 988 with them (or for yourself, to ask what to do), or 911 if they might act now",
      "Not eating, not getting out of bed for days, or not able to care for themselves or children: call their doctor or 988 for guidance today",
      "Heavy drinking or drug use on top of the low mood",
    ],
    seeHeading: "When to get help right away",
    themes: ["comfort", "hope"],
  },
  {
    id: "autism_signs",
    match: /\b(?:autis\w*|on the spectrum|asd|asperger\w*|developmental(?:ly)? delay\w*|hand flapping|flaps (?:his|her|their) hands|lines up (?:his|her|their) toys|no eye contact|doesn'?t make eye contact|won'?t make eye contact|doesn'?t respond to (?:his|her|their) name|doesn'?t answer to (?:his|her|their) name)\b/i,
    intro: "Asking early is exactly right: if something is going on, support helps most when it starts early, and if not, you'll have peace of mind. Children develop at different paces, and no one sign means autism or a delay.",
    points: [
      "Signs pediatricians look for around autism: few shared smiles or little eye contact by about 9 to 12 months; not answering to their name by 12 months; not pointing to show you things by 14 to 18 months; lining up toys, flapping, rocking or spinning, and big upset at small changes; strong reactions to sounds, textures or lights; at 3 or 4, trouble with back-and-forth talk, pretend play or playing with other children.",
      "Speech milestones: babbling by about 9 months, a few words by 12 to 16 months, two-word phrases by 24 months. Many late talkers catch up, which is why an evaluation, not a checklist, tells you.",
      "Write down what you see, with examples and short videos, and bring it to the pediatrician; ask for a developmental screening (the M-CHAT questionnaire is standard at 18 and 24 months) and a hearing test, since hearing loss can look like not listening or late speech.",
      "You don't need to wait for a referral to get help started (in the US): under 3, call your state's Early Intervention program for a free evaluation; from 3, ask your local public school district in writing for a free evaluation, even before kindergarten.",
      "A full evaluation is done by a developmental pediatrician, a child psychologist or a child neurologist; waiting lists can be long, so it helps to get on one while the free services start.",
    ],
    seeSomeone: [
      "Losing words or skills they used to have, at any age: see the pediatrician soon",
      "No babbling or gestures by 12 months, no single words by 16 months, or no two-word phrases by 24 months",
      "You're worried, whatever a checklist says: a parent's concern is reason enough to ask for a screening",
    ],
    themes: ["children", "wisdom"],
  },
  {
    id: "pregnancy_exercise",
    match: /\b(?:(?:run|running|jog|jogging|exercise|exercising|work ?out|working out|lift|lifting|weights|gym|crossfit|yoga|hot yoga|pilates|spin|cycling|swim|swimming|hike|hiking|races?|marathon|half marathon|5k|10k|sports?)\b.{0,40}\b(?:pregnan\w*|expecting|trimester|\d{1,2} weeks)|(?:pregnan\w*|expecting|trimester|\d{1,2} weeks(?: pregnant)?)\b.{0,40}\b(?:run|running|jog|jogging|exercise|exercising|work ?out|working out|lift|lifting|weights|gym|crossfit|yoga|pilates|spin|cycling|swim|swimming|hike|hiking|races?|marathon|5k|10k|sports?))\b/i,
    intro: "For most healthy pregnancies, staying active is not just safe but recommended, and if you were already running, you can usually keep going with your OB's or midwife's okay, adjusting as you grow.",
    points: [
      "The usual guidance (ACOG) is about 150 minutes a week of moderate activity, at an effort where you can still talk in full sentences; pregnancy isn't the time to chase pace or distance goals.",
      "If you ran before, keeping a shorter, easier version of your routine is usually fine; if you didn't, walking, swimming, a stationary bike and prenatal yoga are good places to start.",
      "As your belly grows your balance shifts and your joints loosen: flatter routes, good shoes, a supportive bra or belly band, and care on trails and ice.",
      "Drink plenty, avoid overheating (skip hot yoga and midday heat), and after the first trimester avoid long stretches lying flat on your back; contact sports and activities with a fall risk (skiing, horseback riding) are off the list.",
      "Races: many runners do a fun run or a shorter race at an easy, conversational pace with their clinician's okay; treat it as a run with company, not a race for time, and stop if anything feels off.",
      "Some conditions change the advice (bleeding, placenta previa later in pregnancy, signs of preterm labor, preeclampsia, a short cervix, severe anemia, some heart or lung conditions): your OB or midwife will tell you if you're in that group.",
    ],
    seeSomeone: [
      "Stop and call your OB or midwife now for: bleeding, fluid leaking, regular painful contractions, dizziness or fainting, chest pain, shortness of breath before you start, a bad headache, calf pain or swelling, or the baby moving less",
      "Before you start a new kind of exercise, or if you've had a complication this pregnancy",
    ],
    themes: ["strength", "wisdom"],
  },
];
