// How a child is developing: the signs parents ask about around autism (late talking alone is speech_delay's),
// what a pediatrician looks for, and where a free evaluation comes from. Never a diagnosis.
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
];
