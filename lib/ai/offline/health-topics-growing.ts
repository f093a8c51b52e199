// A growing family: exercise in pregnancy, and the signs parents ask about around autism (late talking alone
// is speech_delay's): what a clinician looks for and where help comes from. Never a diagnosis or a dose.
import type { HealthTopic } from "./health-topics";

export const GROWING_HEALTH_TOPICS: HealthTopic[] = [
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
