// Everyday asks from the twelfth pass's held-out batches: eating at night out of habit, how the types of
// diabetes differ, being worn out early in pregnancy, a resting heart rate, two pain relievers together,
// flying while pregnant, and the signs of postpartum depression. Named topics, so saying one is a health
// question by itself. General guidance only: no diagnosis, no doses.
import type { HealthTopic } from "./health-topics";

export const HABIT_HEALTH_TOPICS: HealthTopic[] = [
  {
    id: "night_snacking",
    match: /\b(?:(?:stop|quit|keep|always|can'?t stop|cant stop|constantly)\b.{0,20}\b(?:snack\w*|eat\w*|munch\w*|binge\w*|grazing)\b.{0,30}\b(?:at night|late at night|after dinner|before bed|in the evenings?|at midnight)|(?:night(?:time)?|late[- ]night|midnight|evening) (?:snack\w*|eating|munchies|binge\w*|cravings?)|(?:snack\w*|binge\w*|cravings?) (?:at night|after dinner|before bed))\b/i,
    intro: "Snacking at night is one of the most common eating habits people want to change, and it usually has less to do with willpower than with what happened earlier in the day: too little food, tiredness, stress or plain routine.",
    points: [
      "Eat enough earlier: a real breakfast and lunch with protein and fiber, and a satisfying dinner. Skimping all day often turns into grazing all evening.",
      "Notice what the snacking is for: hunger, boredom, stress, a reward after a hard day, or the TV routine. Each has a different fix (a planned snack, something to do with your hands, a walk, a cup of tea).",
      "If you're truly hungry, plan one evening snack (yogurt, fruit, a handful of nuts) instead of open-ended grazing, and eat it at the table, not from the bag.",
      "Make the easy choice the good one: keep the foods you overeat out of the house or out of sight, and brush your teeth after dinner as a 'kitchen closed' signal.",
      "Get to bed: being tired makes cravings much stronger, and late nights give more hours to snack.",
    ],
    seeSomeone: [
      "Eating large amounts quickly while feeling out of control, often in secret or with shame afterwards: that can be binge eating, which is treatable; talk to your doctor or a counselor",
      "Waking up at night and needing to eat to fall back asleep, or weight changes you can't explain: mention it to your doctor",
      "Night eating that goes with low mood, stress you can't shake, or sleep trouble: your doctor can help with the root of it",
    ],
    themes: ["food", "health"],
  },
  {
    id: "diabetes_types",
    match: /\b(?:type (?:1|one|i)\b.{0,80}\btype (?:2|two|ii)|type (?:2|two|ii)\b.{0,80}\btype (?:1|one|i)\b|(?:difference|different|differ) (?:between|in) (?:the )?(?:types of |kinds of )?diabet\w*|(?:types|kinds) of diabet\w*|what (?:is|are|causes) (?:type (?:1|one) )?diabet\w*(?: exactly)?\s*\??$|gestational diabet\w*)\b/i,
    intro: "Diabetes means blood sugar runs too high, but the main types happen for different reasons, which is why they're treated differently.",
    points: [
      "Type 1: the immune system destroys the cells in the pancreas that make insulin, so the body makes little or none. It often starts in childhood or young adulthood (though it can start at any age), isn't caused by diet or weight, and is always treated with insulin.",
      "Type 2: the body still makes insulin but doesn't respond to it well (insulin resistance), and over time makes less. It's far more common, usually comes on slowly in adults, runs in families, and is linked to weight, activity and age. It's treated with eating and activity changes, often medicines, and sometimes insulin.",
      "Prediabetes: blood sugar higher than normal but not yet diabetes. Steady changes in eating, activity and weight often bring it back to normal.",
      "Gestational diabetes: high blood sugar that starts in pregnancy, usually found with a test around 24 to 28 weeks. It usually goes away after birth but raises the later risk of type 2, so follow-up tests matter.",
      "All types are found with simple blood tests (A1C or fasting glucose), and all are very manageable with good care.",
    ],
    seeSomeone: [
      "Great thirst, passing a lot of urine, weight loss without trying, and tiredness, especially in a child: see a doctor soon (type 1 can come on over weeks)",
      "Vomiting, deep fast breathing, confusion or fruity-smelling breath with high sugar: get emergency care",
      "A family history of diabetes, or being overweight: ask your doctor about a screening test",
    ],
    themes: ["health"],
  },
  {
    id: "pregnancy_tired",
    match: /^(?=.*\b(?:pregnan\w*|first trimester|1st trimester|trimester|weeks? along|expecting a baby)\b)(?=.*\b(?:tired(?! of)|exhausted|exhaustion|fatigue\w*|wiped out|sleepy|no energy|worn out|drained)\b)/i,
    intro: "Yes, deep tiredness in the first trimester is very common: your body is building the placenta, your blood volume is rising and hormones (especially progesterone) make you sleepy. For most people it eases in the second trimester, often returns a little near the end.",
    points: [
      "Rest when you can: an earlier bedtime, a short nap, and saying no to extras for a few weeks are not laziness.",
      "Eat small, frequent meals and snacks with some protein; nausea and long gaps without food make tiredness worse.",
      "Drink water through the day, and keep caffeine modest (common guidance in pregnancy is under about 200 mg a day, roughly one 12-ounce coffee).",
      "Gentle movement, like a daily walk, often helps energy more than it costs, if your OB or midwife says it's fine.",
      "Keep taking the prenatal vitamin your clinician recommended, and ask whether your iron should be checked; anemia is common in pregnancy and adds to fatigue.",
    ],
    seeSomeone: [
      "Bleeding, strong belly pain, fainting, severe headache, vision changes or fever: call your OB or midwife now",
      "Exhaustion with shortness of breath, a racing heart, or looking very pale: ask about anemia or thyroid tests soon",
      "Vomiting so much you can't keep fluids down, or low mood that doesn't lift: tell your clinician; both are common and treatable",
    ],
    themes: ["rest", "health"],
  },
  {
    id: "heart_rate",
    match: /\b(?:resting heart ?rate|normal heart ?rate|heart ?rate (?:is|of|was|at|too high|too low|normal)|pulse (?:is|of|was) (?:\d+|high|low|fast|slow)|normal pulse|(?:high|low|fast|slow) (?:resting )?(?:heart ?rate|pulse))\b/i,
    intro: "For most adults a resting heart rate between about 60 and 100 beats a minute is considered normal; fit people and athletes often sit lower, in the 40s or 50s, without any problem.",
    points: [
      "Measure it at rest: sit quietly for five minutes, then count the pulse at your wrist or neck for 30 seconds and double it, or use a watch or cuff. Morning, before coffee, gives the truest number.",
      "Caffeine, nicotine, stress, dehydration, fever, poor sleep, some medicines (decongestants, thyroid medicine, asthma inhalers) and simply standing up all raise it for a while.",
      "Regular aerobic exercise tends to bring a resting rate down over months, a sign of a more efficient heart.",
      "One fast reading after climbing stairs or a coffee means little; a pattern over days tells you more, so note a few readings if you're keeping an eye on it.",
    ],
    seeSomeone: [
      "A racing or pounding heart with chest pain, fainting, severe shortness of breath or confusion: call 911",
      "A resting rate regularly over 100, or under 50 with dizziness, tiredness or fainting (and you're not an athlete): see your doctor soon",
      "A heartbeat that feels irregular, fluttering or skipping often: mention it to your doctor (an ECG can check for atrial fibrillation)",
    ],
    themes: ["health"],
  },
  {
    id: "pain_relievers_together",
    match: /\b(?:tylenol|acetaminophen|paracetamol)\b.{0,40}\b(?:ibuprofen|advil|motrin|aleve|naproxen)\b|\b(?:ibuprofen|advil|motrin|aleve|naproxen)\b.{0,40}\b(?:tylenol|acetaminophen|paracetamol)\b|\balternat\w* (?:tylenol|acetaminophen|ibuprofen|motrin|advil)\b/i,
    intro: "Acetaminophen (Tylenol) and ibuprofen (Advil, Motrin) work in different ways, so for most healthy adults they can be used together or alternated for short-term pain, as long as each stays within its own label's daily limit. Whether it's right for you depends on your health and other medicines, which a pharmacist can check in a minute.",
    points: [
      "Read both labels and keep to each one's directions and daily maximum; I won't give amounts, because the right one depends on the product, your age and your health.",
      "Check combination products: acetaminophen hides in many cold, flu and sleep medicines, so taking one of those as well can double it up without your noticing.",
      "Ibuprofen isn't for everyone: ask first if you have stomach ulcers or bleeding, kidney disease, heart disease or high blood pressure, take blood thinners, or are pregnant.",
      "Acetaminophen is hard on the liver in excess: be careful with alcohol, and ask first if you have liver disease.",
      "For a child, use only children's products, dosed by weight as the label or pediatrician says, and ask the pediatrician before alternating.",
    ],
    seeSomeone: [
      "Pain that needs both medicines for more than a few days, or keeps getting worse: see your doctor",
      "Black or bloody stools, vomiting blood, or yellowing of the skin or eyes: get care urgently",
      "Took more than the label allows, or aren't sure: call Poison Control (1-800-222-1222) now, even if you feel fine",
    ],
    themes: ["health"],
  },
  {
    id: "pregnancy_travel",
    match: /^(?=.*\b(?:pregnan\w*|weeks? along|\d{1,2} weeks|trimester)\b)(?=.*\b(?:fly|flying|flight|plane|airplane|travel\w*|road trip|cruise|vacation|trip)\b)/i,
    intro: "For most healthy pregnancies, travel (including flying) is considered safe until about 36 weeks, and the second trimester is usually the most comfortable time. Airlines and cruise lines set their own limits, and your OB or midwife knows your pregnancy, so check with both.",
    points: [
      "Ask your OB or midwife before you book, especially with twins, high blood pressure, bleeding, preterm labor risk or other complications; many ask for a letter stating your due date after about 28 weeks.",
      "Check the airline's rules: many restrict flights from about 36 weeks (earlier for international flights or twins), and cruise lines often stop at 24 weeks.",
      "On the plane: an aisle seat, walk every hour or so, flex your ankles, drink water, and ask about compression stockings; long trips raise the risk of blood clots in pregnancy.",
      "Wear the seat belt low, under your bump, across the hips.",
      "Take your prenatal records with you, know where the nearest hospital is at your destination, and check your insurance covers care there (and avoid areas with Zika or other travel warnings).",
    ],
    seeSomeone: [
      "Bleeding, fluid leaking, regular contractions, severe belly pain or a severe headache while traveling: get care right away",
      "One swollen, painful leg, or sudden shortness of breath or chest pain: get seen urgently (a clot needs ruling out)",
      "Before booking any trip after about 28 weeks, or with any complication: check with your OB or midwife",
    ],
    themes: ["travel", "health"],
  },
  {
    id: "postpartum_signs",
    match: /\b(?:signs?|symptoms?|how (?:do|would|can) (?:i|you) know)\b.{0,30}\b(?:postpartum|post-partum|postnatal) (?:depression|anxiety)\b|\bdo i have (?:postpartum|post-partum|postnatal) (?:depression|anxiety)\b/i,
    intro: "Many new mothers feel weepy, anxious and overwhelmed in the first two weeks (the 'baby blues'). Postpartum depression or anxiety is heavier and lasts longer; it's common (about one mother in seven), it can start any time in the first year, and it's very treatable.",
    points: [
      "Feeling sad, empty or hopeless most of the day, or crying a lot, for more than two weeks.",
      "Losing interest or joy in things, feeling disconnected from the baby, or feeling like a bad mother.",
      "Constant worry or racing thoughts, panic, or scary intrusive thoughts about the baby being harmed.",
      "Trouble sleeping even when the baby sleeps, big changes in appetite, exhaustion beyond what a newborn explains, irritability or anger.",
      "Pulling away from family and friends, or feeling unable to cope. Fathers and partners can have it too.",
    ],
    seeSomeone: [
      "Thoughts of harming yourself or the baby: call or text 988, or 911 if anyone is in danger now",
      "Seeing or hearing things, confusion, or not sleeping at all for days: get help the same day (postpartum psychosis is rare but an emergency)",
      "Any of the signs above for more than two weeks: call your OB, midwife or doctor; the Postpartum Support International helpline (1-800-944-4773) can help too",
    ],
    themes: ["comfort", "anxiety"],
  },
];
