// Everyday body questions from the earlier probes that still got "tell me a bit more" (ninth pass):
// waking in the night, a swollen or twisted ankle, whether a child needs glasses. General guidance
// only, and the signs that mean a doctor (or 911).
import type { HealthTopic } from "./health-topics";

export const BODY_HEALTH_TOPICS: HealthTopic[] = [
  {
    id: "night_waking",
    match: /\bwak(?:e|es|ing) up (?:at )?(?:\d{1,2}(?::\d\d)? ?(?:am|a\.m\.)?|in the middle of the night|every night at)|\bcan'?t (?:fall |get )?back (?:to )?sleep\b|\bfall back asleep\b|\b(?:middle of the night|3 ?am) (?:waking|wake ?ups?)\b/i,
    intro: "Waking in the small hours and lying awake is one of the most common sleep complaints, and a few changes often help within a couple of weeks.",
    points: [
      "If you're awake more than about 20 minutes, get up and do something quiet in dim light (read on paper, pray, stretch) and go back when sleepy; lying there trying makes the bed a place of worry.",
      "Don't check the clock or your phone: the light and the arithmetic wake you up more.",
      "Keep the same wake-up time every morning, even after a bad night, and skip long naps.",
      "Cut caffeine after noon and alcohol in the evening: alcohol helps you fall asleep but often wakes you a few hours later.",
      "A racing mind: a notebook by the bed to write down worries and tomorrow's tasks, then let them wait till morning.",
    ],
    seeSomeone: ["Loud snoring, gasping or stopping breathing at night (possible sleep apnea)", "Waking most nights for more than three months, or exhausted in the day: CBT for insomnia works and a doctor can refer you", "Waking with night sweats, pain, needing to pee many times, or low mood and early waking together"],
    themes: ["rest", "anxiety"],
  },
  {
    id: "sprain",
    match: /\b(?:rolled|twisted|sprained|turned) (?:my |his |her |an? )?ankle\b|\b(?:ankle|wrist|knee) (?:is |got |went )?(?:swollen|swelling|puffy|bruised)\b|\bswollen (?:ankle|wrist|knee)\b/i,
    intro: "Most twisted ankles and wrists are sprains that heal in a few weeks with rest and a gradual return to activity.",
    points: [
      "The first two or three days: rest it, ice for 15–20 minutes every few hours (wrapped in a cloth), a compression wrap that isn't tight, and keep it raised above your heart.",
      "Over-the-counter pain relief per the label can help; ask a pharmacist if you take other medicines.",
      "Gentle movement as soon as pain allows (ankle circles, walking short distances) helps it heal better than long rest.",
      "Ease back into running over a couple of weeks, and balance exercises help prevent it happening again.",
    ],
    seeSomeone: ["**Get checked today (urgent care or ER):** you can't put weight on it or take four steps, the bone itself is tender, it looks deformed, or it's numb or cold", "Swelling with no injury, or with fever, redness and heat (possible infection or a clot in the leg)", "No better after a week, or it keeps giving way"],
    themes: ["fitness", "patience"],
  },
  {
    id: "child_vision",
    match: /\b(?:kid|child|son|daughter|toddler|\d{1,2} ?(?:yo|year old))\b.{0,40}\b(?:needs? glasses|squint\w*|sits? (?:too )?close to the tv|can'?t see the board|eye exam)\b|\bhow do i know if my (?:kid|child|son|daughter) needs glasses\b/i,
    intro: "Children rarely say they can't see well, because they assume everyone sees the way they do, so a few signs and regular checks matter.",
    points: [
      "Signs worth a check: squinting, sitting very close to the TV or holding books near, covering one eye, tilting the head, rubbing the eyes a lot, headaches, or trouble seeing the board.",
      "Pediatricians check vision at well visits, and many schools screen, but a screening isn't a full eye exam.",
      "An eye exam with an optometrist or pediatric ophthalmologist is worth booking if you see any of these signs, or before starting school.",
      "Time outdoors each day is linked to less nearsightedness in children; so are breaks from close-up screens.",
    ],
    seeSomeone: ["An eye that turns in or out, or a white or odd reflection in the pupil in photos: see a doctor soon", "Any of the signs above, or a family history of lazy eye or strong glasses in childhood", "Sudden vision change, eye pain or redness with light sensitivity: the same day"],
    themes: ["children", "health"],
  },
];
