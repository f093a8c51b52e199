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
}

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
    ],
    seeSomeone: ["Loud snoring, gasping or pauses in breathing at night", "Sleepiness that affects driving or work", "Insomnia lasting more than a few weeks"],
    themes: ["rest"],
  },
  {
    id: "mood",
    match: /\b(?:depress\w*|feel(?:ing)? (?:really |so |very |pretty )?(?:low|down|empty|numb|flat)|can'?t get out of bed|no motivation|lost interest in|sad all the time|crying all the time|don'?t enjoy anything|nothing feels good|mental health)\b/i,
    intro: "Feeling low for weeks is heavy, and you don't have to carry it alone. Lasting low mood is common, and it is treatable.",
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
    match: /\b(?:stress\w*|anxiety|anxious|panic|worr\w*|overwhelm\w*|burn(?:ed|t)? ?out)\b/i,
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
    match: /\b(?:back pain|knee|shin|ankle|hip|shoulder|neck pain|sore|injur\w*|sprain\w*|strain\w*|pulled)\b/i,
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
    match: /\b(?:headaches?|migraines?)\b/i,
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
    match: /\b(?:(?<!physical |speech |occupational |massage )therapist|(?<!physical |speech |occupational |massage |light |heat |ice |cold )therapy|counsel(?:or|ors|ing|lor|ling)|psychologist|psychiatrist|mental health (?:help|care|support))\b/i,
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
    id: "falls",
    match: /\b(?:(?:keeps?|kept) falling|falls? (?:a lot|often|again)|fell (?:again|twice|three times|down again)|fall risk|falling (?:a lot|more|often)|afraid of falling|fall prevention|unsteady on (?:his|her|their|my) feet|balance problems?)\b/i,
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
    match: /\b(?:exercise|exercising|workout|work out|working out|fitness|start running|running|jogging|walking|swimming|cycling|yoga|pilates|cardio|hiit|get in shape|active|gym)\b/i,
    intro: "Starting to move more is one of the best things you can do for long-term health.",
    points: [
      "Start small: a daily 10–20 minute walk is a real beginning.",
      "Build toward about 150 minutes of moderate activity a week plus two days of strength work, a common guideline.",
      "Increase gradually and allow rest days; soreness is normal, sharp pain is not.",
      "Pick something you enjoy; consistency matters more than intensity.",
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
