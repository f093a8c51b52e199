// Everyday asks from the eleventh pass's second held-out batch: swelling late in pregnancy (with the
// preeclampsia signs first), a new type 2 diabetes diagnosis, a toddler who eats only a few foods,
// cutting back on soda, a healthy weight, a caregiver worn out, a child afraid of the dark. Named topics,
// so saying one is a health question by itself (a "healthy weight" is not a dumbbell question). General
// guidance only: no diagnosis, no doses.
import type { HealthTopic } from "./health-topics";

export const DAILY_HEALTH_TOPICS: HealthTopic[] = [
  {
    id: "pregnancy_swelling",
    match: /^(?=.*\b(?:pregnan\w*|weeks? along|trimester|\d{1,2} weeks)\b)(?=.*\b(?:swell\w*|swollen|puffy|edema)\b)/i,
    intro: "Some swelling of the feet and ankles is very common late in pregnancy, especially at the end of the day and in warm weather. But swelling can also be a sign of preeclampsia, a serious blood pressure condition, so it's worth knowing the warning signs and telling your OB or midwife.",
    points: [
      "Call your OB or midwife now (or go to labor and delivery) if the swelling is sudden, or in your face, around your eyes or in your hands, or comes with a severe headache, vision changes (spots, blurring), pain under the ribs on the right, nausea, or shortness of breath.",
      "One leg much more swollen than the other, or painful, red or warm: get seen the same day (a blood clot needs ruling out).",
      "For ordinary swelling: put your feet up when you can, lie on your left side to rest, avoid standing still for long, and walk or swim gently.",
      "Drink plenty of water, wear comfortable shoes, and ask about compression stockings; don't take water pills or any medicine for it unless your OB prescribes it.",
      "If you have a blood pressure cuff at home, your OB may ask you to check it; bring the readings to your next visit.",
    ],
    seeSomeone: [
      "Sudden swelling, or swelling of the face or hands, or any swelling with a headache, vision changes, upper belly pain or trouble breathing: call your OB now or go to labor and delivery",
      "One swollen, painful leg: get seen today",
      "Any swelling that worries you: mention it at your next visit, or call sooner",
    ],
    themes: ["anxiety", "comfort"],
  },
  {
    id: "new_diabetes",
    match: /\b(?:(?:just |newly |recently )?(?:been )?diagnosed with (?:type 2 |type ii )?diabetes|(?:new|newly|recent) (?:type 2 |type ii )?diabet\w* diagnos\w*|found out i have (?:type 2 )?diabetes|(?:i|he|she|my \w+) (?:has|have|got) (?:type 2|type ii)(?: diabetes)?|(?:eat|food|foods|diet|meals?) (?:with|for) (?:type 2 )?diabet\w*)\b/i,
    intro: "A type 2 diabetes diagnosis is a lot to take in, and feeling scared is normal. The good news is that it's very manageable: many people bring their numbers down a long way with steady changes and, where needed, medicine, and live full, healthy lives.",
    points: [
      "Ask your doctor for a referral to diabetes education (DSMES, often covered by insurance and Medicare) or a registered dietitian: a few sessions teach the basics and cut the fear.",
      "A simple way to eat: the plate method. Half the plate non-starchy vegetables, a quarter lean protein (fish, chicken, beans, eggs), a quarter carbs (whole grains, potatoes, fruit); water instead of soda or juice.",
      "You don't have to give up every food you love: portions, pairing carbs with protein, and regular meal times matter more than perfection.",
      "Movement helps the body use sugar: a 10–15 minute walk after meals is one of the easiest wins; work toward about 150 minutes a week.",
      "Take medicines as prescribed and ask before stopping any; know your A1C goal, and keep up with yearly eye, foot and kidney checks.",
    ],
    seeSomeone: [
      "Very high readings your doctor told you to report, extreme thirst, confusion, vomiting or fruity-smelling breath: call your doctor now or get urgent care",
      "Shaky, sweaty, confused or faint on a medicine that can lower sugar (a low): follow the plan your doctor gave you and call for help if it doesn't improve",
      "A foot sore that isn't healing, or new numbness: see your doctor soon",
    ],
    themes: ["health", "anxiety"],
  },
  {
    id: "picky_eater",
    match: /\b(?:picky eat\w*|fussy eat\w*|(?:won'?t|wont|will not|refuses to|doesn'?t) eat (?:anything|nothing) (?:but|except|other than)|(?:only|just) (?:eats|wants|will eat) (?:chicken nuggets|nuggets|mac and cheese|pasta|crackers|bread|cheese|white foods|snacks)|(?:won'?t|wont|refuses to) (?:eat|try) (?:vegetables|veggies|new foods|anything new))\b/i,
    intro: "Picky eating is very common from about age 2 to 6, and most children grow out of it, especially when mealtimes stay calm. Your job is to offer good food; theirs is to decide how much to eat.",
    points: [
      "Serve one 'safe' food they like at each meal alongside what the family eats, and let them choose how much; no separate custom meals.",
      "Offer a new food many times (10 to 15 tries is normal), in tiny amounts, without pressure, bribes or 'one more bite'.",
      "Keep regular meals and snacks, and limit milk and juice between them, so they come to the table hungry.",
      "Eat together when you can, let them help wash, stir or choose a vegetable at the store, and talk about something other than the food.",
      "Small tweaks count: nuggets with a new dip, a different shape, a vegetable blended into a sauce they already like.",
    ],
    seeSomeone: [
      "Losing weight, falling off their growth curve, or very low energy: see the pediatrician",
      "Gagging, choking or vomiting with many textures, or eating fewer than about 20 foods in all: ask about a feeding evaluation",
      "Mealtimes are a daily battle, or you're worried: the pediatrician can check growth and help",
    ],
    themes: ["patience", "children"],
  },
  {
    id: "cut_soda",
    match: /\b(?:(?:quit|stop|cut (?:back on|down on|out)|give up|kick|drink less|break (?:my|the)) (?:drinking )?(?:soda|pop|coke|diet coke|mountain dew|dr pepper|sodas|soft drinks|energy drinks|sweet tea)|(?:soda|pop|diet coke|energy drink) (?:addiction|habit)|addicted to (?:soda|coke|diet coke|pop|energy drinks|mountain dew|dr pepper))\b/i,
    intro: "Cutting back on soda is a very doable change, and tapering usually works better than quitting cold turkey, especially if it's your main caffeine.",
    points: [
      "Cut down gradually (say one can less every few days) to avoid caffeine-withdrawal headaches and tiredness, which pass in about a week.",
      "Replace the habit, not just the drink: sparkling water with a splash of juice or fruit, unsweetened iced tea, or coffee if it's the caffeine you miss.",
      "Don't keep it in the house or the work fridge; have the replacement cold and ready at the times you usually reach for a can.",
      "Notice the trigger (the afternoon slump, a meal, the drive home) and plan for that moment specifically.",
      "Diet soda is a step down in sugar for many people, but the aim is usually less of the habit; water is the goal most days.",
    ],
    seeSomeone: [
      "Constant thirst, peeing a lot, or unexplained weight loss (signs of high blood sugar): see your doctor",
      "Headaches that don't ease after a week or two off caffeine",
    ],
    themes: ["health", "wisdom"],
  },
  {
    id: "healthy_weight",
    match: /\b(?:(?:a )?healthy weight (?:for|at)|(?:how much|what) should (?:i|he|she|someone|a [\w' ]{1,14}?) weigh|ideal weight (?:for|at)|(?:what(?:'s| is) )?(?:a )?normal weight for|(?:what(?:'s| is) )?(?:my |a healthy )?bmi\b|am i overweight|am i underweight|is \d{2,3} (?:lbs?|pounds) (?:overweight|too much|too heavy|healthy))/i,
    intro: "There's no single right number: a healthy weight depends on height, build, muscle, age and health. BMI is a rough screening tool that doctors use as a starting point, not a verdict.",
    points: [
      "A 'healthy' BMI is about 18.5 to 24.9. For someone 5'6\" that's roughly 115 to 154 pounds; a BMI calculator online gives it for any height.",
      "BMI can mislabel muscular people and misses where weight sits: a waist over about 35 inches for women or 40 for men is a separate sign worth discussing.",
      "Numbers like blood pressure, blood sugar, cholesterol, fitness and how you feel say more about health than the scale alone.",
      "If you want to change your weight, slow and steady (about half a pound to two pounds a week) with more vegetables and protein, fewer sugary drinks, and regular movement lasts better than quick diets.",
    ],
    seeSomeone: [
      "Unexplained weight loss or gain, or a big change in appetite: see your doctor",
      "Worry about food or weight that takes up a lot of your day, or eating that feels out of control: talk to your doctor or a counselor",
    ],
    themes: ["health"],
  },
  {
    id: "caregiver_burnout",
    match: /\b(?:caregiver (?:burnout|stress|fatigue)|burn(?:ed|t)? out (?:from |by )?(?:caregiving|caring for|taking care of|looking after)|(?:exhausted|worn out|drained|tired|overwhelmed) (?:from |by )?(?:caregiving|caring for|taking care of|looking after) (?:my|our|his|her))\b/i,
    intro: "Caring for someone you love day after day is exhausting, and feeling burnt out doesn't mean you love them less. It means you need care too, and getting it is part of caring well for them.",
    points: [
      "Respite care gives you regular breaks: in-home aides, adult day programs, or a short stay in a care facility. The Eldercare Locator (1-800-677-1116) finds local help, and many disease organizations run helplines and support groups.",
      "Say yes to specific help, and ask for it: a meal, a ride, two hours on Thursday. Church members and neighbors often want to help but don't know how.",
      "Protect the basics for yourself: your own doctor visits, sleep, a walk, one thing a week that's just yours.",
      "A caregiver support group (in person or online) is one of the best-studied ways to lower caregiver stress.",
      "Ask the doctor treating your loved one about what's ahead and about home health, therapy or hospice services they may qualify for.",
    ],
    seeSomeone: [
      "You feel hopeless, can't sleep or eat, or are drinking more to cope: see your doctor or a counselor",
      "Any thought of harming yourself or the person you care for: call or text 988 now",
      "Caring is harming your own health: tell your doctor; it's a medical concern, not a weakness",
    ],
    themes: ["rest", "comfort"],
  },
  {
    id: "night_fears",
    match: /\b(?:(?:scared|afraid|frightened|terrified) (?:of|in) the dark|(?:scared|afraid) to (?:sleep|go to bed|be) (?:alone|in (?:his|her|their) room)|fear of the dark|monsters under (?:the|his|her) bed|nightmares?|bad dreams)\b/i,
    intro: "Fear of the dark is a normal part of growing up, most common from about 3 to 7, as imagination runs ahead of reasoning. Calm, warm confidence from you is what helps most.",
    points: [
      "Take the fear seriously without confirming it: 'I know it feels scary; you're safe, and I'm right down the hall.' Skip 'monster spray' if it suggests monsters are real.",
      "A night light, a cracked door, a favorite stuffed animal or a flashlight they control give a sense of control.",
      "Keep a calm, same-every-night routine, and avoid scary shows, games or stories in the evening.",
      "Praise small brave steps, and keep check-ins short and boring so waking up isn't rewarded.",
      "Many families pray together at bedtime or learn a short verse to say when afraid ('When I am afraid, I will put my trust in you').",
    ],
    seeSomeone: [
      "Fears that disrupt sleep or daytime life for weeks, or came on after something frightening happened: talk to the pediatrician",
      "Loud snoring, gasping or very restless sleep: mention it to the pediatrician",
    ],
    themes: ["anxiety", "children"],
  },
  {
    id: "statin",
    match: /\b(?:statins?|lipitor|atorvastatin|crestor|rosuvastatin|simvastatin|zocor|pravastatin|cholesterol (?:pill|meds?|medicine|medication))\b/i,
    intro: "Statins are among the most studied medicines there are: for people at higher risk they lower the chance of a heart attack or stroke, and whether one makes sense for you depends on your overall risk, not just your cholesterol number.",
    points: [
      "Ask your doctor what your 10-year risk of heart attack or stroke is, and how much a statin would lower it for you; that makes the decision concrete.",
      "Ask what else counts: blood pressure, diabetes, smoking, family history, and sometimes a coronary calcium scan when the choice is borderline.",
      "Most people take them without trouble; muscle aches are the most talked-about side effect, and if they happen, a different statin or dose often solves it. Tell your doctor rather than stopping on your own.",
      "Food, movement, weight and not smoking lower risk too, alongside a statin or, for some people at lower risk, instead of one for a while; ask whether a trial of changes first is reasonable for you.",
      "Tell your doctor and pharmacist about everything else you take, including supplements and grapefruit juice, which can interact with some statins.",
    ],
    seeSomeone: [
      "Severe muscle pain or weakness, or dark urine, on a statin: call your doctor now",
      "Any side effect that bothers you: talk to your doctor before stopping",
    ],
    themes: ["health", "wisdom"],
  },
  {
    id: "ear_ringing",
    match: /\b(?:ears? (?:keeps? |are |is |been |have been |has been |started )?ringing|ringing in (?:my|his|her|the) ears?|tinnitus|ears? (?:are |is )?buzzing|muffled hearing)\b/i,
    intro: "Ringing after a loud concert is very common: it's a sign the inner ear was strained, and it usually fades within a day or two. If it's lasting longer, it's worth getting checked.",
    points: [
      "Give your ears quiet for a few days: no headphones at volume, loud venues or power tools.",
      "Ringing that's still there after a few days, or hearing that feels muffled, is worth a visit to your doctor or an audiologist for a hearing test.",
      "Next time: foam earplugs or musician's earplugs (they lower volume evenly), standing away from the speakers, and breaks outside the room protect hearing for life.",
      "If it lingers, a quiet background sound (a fan, soft music) at night often makes it easier to live with while it settles.",
    ],
    seeSomeone: [
      "Sudden hearing loss in one ear, with or without ringing: see a doctor within a day or two (early treatment matters)",
      "Ringing with dizziness, ear pain or discharge, or ringing in one ear only that doesn't go away",
      "Ringing or muffled hearing lasting more than a few days after loud noise",
    ],
    themes: ["health"],
  },
  {
    id: "always_tired",
    match: /\b(?:(?:so |always |constantly |really |just )?(?:tired|exhausted|worn out|drained|fatigued) (?:all the time|every day|constantly|no matter how much i sleep)|no energy (?:at all|anymore|lately)|always (?:tired|exhausted)|tired all day|(?:sleep|slept|sleeping) (?:\d+|eight|nine|ten|eleven|twelve) hours\b.{0,30}\bstill\b.{0,15}\b(?:tired|exhausted|wiped)|still (?:feel |am |so )?(?:tired|exhausted) (?:even )?(?:after|no matter)|(?![^.?!]*\b(?:toys?|games?|buy|recommend\w*|best|gifts?)\b)(?:tired|exhausted|worn out|drained|fatigued|wiped out|sleepy|no energy)\b.{0,25}\b(?:even (?:after|though|when|with)|despite|no matter)\b.{0,25}\b(?:sleep\w*|slept|hours?|rest\w*|nap\w*|bed)|\b(?:i'?m|im|i am|i'?ve been|ive been|been|feel|feeling) (?:so |really |very |super |just )?(?:tired|exhausted|fatigued|drained|run down|wiped out) (?:lately|for (?:weeks|months|a while)|these days|every single day))\b/i,
    intro: "Being tired all the time is one of the most common things people bring to a doctor, and it usually has a cause that can be found and helped: too little or poor sleep, stress and the load you carry, low iron, thyroid, blood sugar, low mood, or a medicine.",
    points: [
      "Look honestly at sleep: how many hours you actually get, how often you wake, and whether you snore; most adults need 7 to 9 hours.",
      "If you're carrying a lot alone (single parenting, caregiving, two jobs), the tiredness is real and not a weakness: small, regular help (a sitter one evening a week, a meal train, a friend swap) counts.",
      "Regular meals with protein, water through the day, daylight and a short walk often lift energy more than caffeine does.",
      "Ask your doctor for a check-up and basic blood tests (blood count and iron, thyroid, blood sugar, vitamin D and B12), especially if it's lasted more than a few weeks.",
      "Notice your mood too: exhaustion with low mood or losing interest in things can be depression, which is treatable.",
    ],
    seeSomeone: [
      "Tiredness lasting more than two to three weeks without a clear reason: see your doctor",
      "With weight loss, fever, night sweats, shortness of breath or very heavy periods: see your doctor soon",
      "With feeling hopeless or thoughts of harming yourself: call or text 988",
    ],
    themes: ["rest", "comfort"],
  },
  {
    // "is drinking coffee every day bad for you", "how much caffeine is too much" (thirteenth pass: it got the menu).
    id: "coffee_caffeine",
    match: /^(?!.*\b(?:best|buy|recommend\w*|maker|machine|grinder|brand|beans? (?:for|to buy)|under \$)\b)(?=.*\b(?:coffee|caffeine|espresso|lattes?|energy drinks?|pre-?workout)\b)(?=.*\b(?:bad for|good for|healthy|unhealthy|too much|safe|harmful|every day|a day|daily|how much|how many cups|addicted|addiction|heart|dehydrat\w*|withdrawal|quit|cut back)\b)/i,
    intro: "For most healthy adults, a daily coffee habit is fine, and large studies link moderate coffee drinking with some benefits. The common guidance for healthy adults is up to about 400 mg of caffeine a day (roughly three to four 8-ounce cups of brewed coffee), and less in pregnancy (about 200 mg) and for teens.",
    points: [
      "What goes in it matters as much as the coffee: sugar, syrups and cream can turn a daily coffee into a daily dessert; black or lightly sweetened is the healthier habit.",
      "Signs it's too much for you: jitters, a racing heart, heartburn, feeling anxious, or trouble sleeping. Caffeine lasts many hours, so a cutoff around noon or early afternoon helps sleep.",
      "People who are pregnant or trying, or who have heart rhythm problems, uncontrolled blood pressure, reflux or anxiety, or take certain medicines, should ask their doctor or pharmacist what's right for them.",
      "To cut back, taper over a week or two (a cup less every few days, or half-caf) to avoid withdrawal headaches and tiredness.",
      "Energy drinks, pre-workout powders and caffeine pills are much easier to overdo than coffee; don't mix them with alcohol.",
    ],
    seeSomeone: [
      "Chest pain, a racing or irregular heartbeat, or fainting: get medical help now",
      "Palpitations, heartburn or sleep trouble that don't settle when you cut back: see your doctor",
    ],
    themes: ["health", "wisdom"],
  },
];
