// Everyday asks from the twelfth pass's held-out batch: eating at night out of habit, how the types of
// diabetes differ, and being worn out early in pregnancy. Named topics, so saying one is a health
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
];
