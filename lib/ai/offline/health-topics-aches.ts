// Everyday asks from the eleventh pass's held-out batch: a back that hurts after lifting, knees that ache
// on the stairs, a blood pressure reading from the pharmacy machine, whether it's a cold or the flu, and
// scrolling a phone late into the night. Named topics, so saying one is a health question by itself
// ("my lower back has been hurting since I moved furniture" is no furniture question). General guidance
// only: no diagnosis, no doses, and the signs that mean a doctor (or 911) first.
import type { HealthTopic } from "./health-topics";

export const ACHES_HEALTH_TOPICS: HealthTopic[] = [
  {
    id: "back_pain",
    match: /\b(?:(?:lower|upper|low|mid) )?back (?:pain|(?:has|have) (?:been )?(?:hurt|hurting|killing me|sore|aching)|(?:is|keeps|been|started) (?:hurting|aching|killing me)|hurts|aches|spasms?|went out|gave out|is (?:sore|stiff|out))\b|\b(?:hurt|threw out|pulled|strained|tweaked|injured) my (?:lower |upper )?back\b|\bsciatica\b/i,
    intro: "Most back pain after lifting or moving things is a strain of the muscles and ligaments, and it usually eases over a few days to a few weeks.",
    points: [
      "Keep gently moving (short walks, ordinary tasks within comfort): bed rest tends to slow recovery.",
      "Heat (a warm shower, a heating pad on low) often eases the spasm; some people prefer ice in the first day or two.",
      "An over-the-counter pain reliever can help you keep moving: follow the label, and ask a pharmacist first if you take other medicines or have high blood pressure, kidney or stomach problems.",
      "When you lift again: bend at the hips and knees, keep the load close, don't twist while carrying, and get help with heavy or awkward things.",
      "If it isn't clearly better after a couple of weeks, a doctor or physical therapist can give you a plan and exercises that speed recovery.",
    ],
    seeSomeone: [
      "Numbness in the groin or inner thighs, or trouble controlling your bladder or bowels: go to the ER now",
      "New weakness or numbness in a leg or foot, fever, or pain after a fall or accident: get seen soon",
      "Pain that is severe at night or at rest, unexplained weight loss, or a history of cancer: see a doctor soon",
      "Pain not improving after two to four weeks, or pain that keeps coming back",
    ],
    themes: ["health", "patience"],
  },
  {
    id: "joint_pain",
    match: /\b(?:knees?|hips?|ankles?)\b.{0,20}\b(?:swelled|swollen|swelling|puffy)\b|\b(?:knees?|hips?)\b.{0,30}\b(?:hurts?|hurting|aches?|aching|painful|sore)\b.{0,30}\b(?:stairs|steps|walking|kneeling|squat\w*|running|getting up|standing up)\b|\b(?:my |his |her |both )?(?:knees?|hips?|joints?|hands?|fingers?) (?:hurts?|hurting|ache|aches|aching|are (?:sore|stiff|killing me)|is (?:sore|stiff|killing me)|(?:have|has) been (?:hurting|aching|sore|stiff))\b|\b(?:knee|hip|joint) (?:pain|stiffness)\b|\b(?:osteo)?arthritis (?:in|of) (?:my|his|her|the) (?:knees?|hips?|hands?|fingers?|joints?)\b|\bmy arthritis (?:is|has been) (?:acting up|flaring|worse|bad|killing me)\b|\bstiff (?:knees?|hips?|joints?|in the morning)\b/i,
    intro: "Achy knees and hips are very common: in active people often from overuse, and from midlife on often from wear in the joint (osteoarthritis). Either way, the right kind of movement is one of the best treatments, even though it can hurt to start.",
    points: [
      "Strengthening the muscles around the joint (thighs and hips for knees) takes load off it; a physical therapist can show you a few exercises to do at home.",
      "If it started with running or a new activity: ease back the distance for a while, build up again by about 10% a week, and check your shoes and your form.",
      "Low-impact activity most days (walking, cycling, swimming, water exercise) keeps joints moving without pounding them.",
      "Every pound of body weight puts several pounds of pressure on the knees on stairs, so even modest weight loss helps noticeably.",
      "Supportive shoes, a handrail on the stairs, and heat before activity (ice after, if it swells) ease day-to-day pain.",
      "Over-the-counter pain relievers and creams help many people; ask a pharmacist which suits you, especially if you have high blood pressure, kidney or stomach problems or take a blood thinner.",
    ],
    seeSomeone: [
      "A joint that is hot, red and swollen, especially with a fever: get seen the same day",
      "You can't put weight on it, or it locks, catches or gives way",
      "Pain after an injury, or a joint that looks out of shape",
      "Pain that wakes you at night, lasts more than a few weeks, or keeps you from daily activities: your doctor can check it and refer you to physical therapy",
    ],
    themes: ["health", "patience"],
  },
  {
    id: "bp_reading",
    match: /\b(?:blood pressure|bp)\b[^.?!]*\b1[3-7][0-9]\s*(?:\/|over)\s*[0-9]{2,3}\b|\b1[3-7][0-9]\s*(?:\/|over)\s*(?:[89][0-9]|10[0-9])\b|\b(?:blood pressure|bp) (?:was|is|came out|reading|read|has been|keeps coming (?:up|out)) (?:a (?:little |bit )?)?(?:high|higher|elevated|up)\b|\bhigh (?:blood pressure|bp) reading\b/i,
    intro: "One high reading isn't a diagnosis: blood pressure moves with stress, caffeine, a full bladder, talking and the cuff itself. But a top number of 130 or more (or a bottom number of 80 or more) that stays there is worth acting on, because high blood pressure usually causes no symptoms until it does damage.",
    points: [
      "Recheck it properly: sit quietly for five minutes first, feet flat, back supported, arm resting at heart level, no caffeine, exercise or smoking in the 30 minutes before. Pharmacy machines can read high if the cuff doesn't fit your arm.",
      "Take readings at home morning and evening for about a week with a validated upper-arm cuff, write them down, and bring the list (and the cuff) to your doctor.",
      "What lowers it: less salt (much of it is in bread, restaurant and packaged food), regular walking, limiting alcohol, losing some weight if you carry extra, and treating sleep apnea if you snore heavily.",
      "If your doctor suggests medicine, it's common and usually well tolerated; keep taking it as prescribed and ask before stopping.",
    ],
    seeSomeone: [
      "180 or more on top, or 120 or more on the bottom, with chest pain, shortness of breath, a severe headache, vision changes, weakness or confusion: call 911",
      "180/120 or higher without symptoms: rest five minutes and recheck; if it's still that high, call your doctor today",
      "Readings that stay at 130/80 or above over a week or two: book a visit in the next few weeks",
    ],
    themes: ["health"],
  },
  {
    id: "cold_or_flu",
    match: /\bdifference between (?:a |the )?(?:cold|flu|covid)s? (?:and|or|vs\.?) (?:a |the )?(?:cold|flu|covid)\b|\b(?:a |the )?cold or (?:the |a )?flu\b|\b(?:the )?flu or (?:a |the )?cold\b|\b(?:cold|flu) (?:vs\.?|versus) (?:a |the )?(?:cold|flu|covid)\b|\bhow (?:do|can) (?:i|you) (?:tell|know) (?:if|whether) (?:it'?s|its|i have|he has|she has) (?:the )?flu\b|\b(?:is it|is this|do i have|does (?:he|she) have) (?:the )?flu\b/i,
    intro: "They're both viruses and overlap a lot, but they tend to start differently: a cold creeps in over a day or two with a runny or stuffy nose, sneezing and a sore throat, and you can usually keep going; the flu often hits suddenly, with fever, chills, body aches, a dry cough and exhaustion that puts you in bed. COVID can look like either, so a home test is the only way to tell.",
    points: [
      "A home COVID test (and a flu test at a clinic or pharmacy, or a combined home test) tells you what it is; test early if you'd want treatment.",
      "For the flu, prescription antivirals work best started within about 48 hours of the first symptoms; they matter most for people 65 and over, young children, pregnancy, and chronic heart, lung or kidney conditions, so call early if that's you or someone you care for.",
      "Either way: rest, plenty of fluids, and over-the-counter remedies for the symptoms, checked with a pharmacist if you take other medicines (many cold products contain the same ingredients).",
      "Stay home until you've been fever-free for a day without fever medicine, and wash hands often; the yearly flu shot makes a bad case less likely.",
    ],
    seeSomeone: [
      "Trouble breathing, chest pain or pressure, confusion, bluish lips, or can't keep fluids down: get urgent care or call 911",
      "Getting better, then suddenly worse with a new fever or cough (a sign of pneumonia)",
      "Anyone at higher risk (over 65, pregnant, a young child, a chronic illness) with flu symptoms: call the doctor early about antivirals",
    ],
    themes: ["rest", "health"],
  },
  {
    id: "phone_habit",
    match: /\b(?:doom ?scroll\w*|(?:keep |always |can'?t stop |cant stop )?scrolling (?:on )?(?:my |the )?(?:phone|tiktok|instagram|reels|social media|youtube)\b|scroll(?:ing)? (?:till|until|til|to) \d|(?:on|scrolling) my phone (?:till|until|til|all night|in bed|for hours)|(?:addicted to|hooked on|glued to) my (?:phone|screen)|phone addiction|(?:spend|spending|wasting) (?:too much time|hours) on my phone|(?:put|keep) my phone down|get off my phone|my screen time)\b/i,
    intro: "Scrolling late is a very common habit, and it isn't a lack of willpower: the apps are built to keep you going. What works is changing the setup, not just trying harder.",
    points: [
      "Charge the phone outside the bedroom (a cheap alarm clock replaces it), or at least across the room.",
      "Set a fixed 'phone off' time an hour before bed, and use the phone's own tools: downtime or bedtime mode, app limits, and grayscale in the evening.",
      "Move the apps that pull you in off the home screen, or log out of them so each visit takes a deliberate step.",
      "Put something in the space it filled: a paper book, a short prayer or Psalm, a podcast with the screen off, a conversation.",
      "Notice what you're reaching for (rest, company, distraction from worry): naming it makes it easier to meet that need another way.",
    ],
    seeSomeone: [
      "The phone is crowding out sleep, work or relationships, and changing the setup hasn't helped: a counselor can help",
      "Scrolling is how you're escaping low mood or anxiety most days: talk to your doctor or a counselor",
    ],
    themes: ["rest", "wisdom"],
  },
];
