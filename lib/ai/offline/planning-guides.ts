// Step-by-step outlines for the plans people most often bring, each with the one question
// that matters most and the scripture themes that fit it.

export interface PlanningGuide {
  id: string;
  match: RegExp;
  title: string;
  steps: string[];
  question: string;
  themes: string[];
  /** Catalog category for a short "gear worth a look" list, when gear genuinely helps. */
  gear?: string;
}

export const PLANNING_GUIDES: PlanningGuide[] = [
  {
    id: "trip",
    match: /\b(?:trip|vacation|travel\w*|itinerary|holiday|road trip|visit(?:ing)?|getaway|honeymoon)\b/i,
    title: "a trip",
    steps: [
      "**Set the budget first.** Decide the total you're comfortable spending (travel, lodging, food, activities, plus about 10% for surprises).",
      "**Lock the big pieces.** Book transportation and lodging early; they drive most of the cost and sell out first.",
      "**Sketch a loose itinerary.** One or two anchor activities per day, with breathing room. Tired travelers don't enjoy much.",
      "**Handle the paperwork.** Passports and visas if you're going abroad, travel insurance, and copies of reservations on your phone.",
      "**Pack light, a week ahead.** Make a list, check the weather, and pack a day's essentials in your carry-on.",
      "**Plan the return too.** Leave a buffer day before work or school starts again.",
    ],
    question: "Where are you headed, for how long, and who's coming along?",
    themes: ["travel", "planning"],
    gear: "travel_accessories",
  },
  {
    id: "event",
    match: /\b(?:wedding|party|birthday|shower|reunion|event|celebration|anniversary|graduation|conference|retreat)\b/i,
    title: "an event",
    steps: [
      "**Define the goal and the guest list.** Who is it for, and roughly how many people? Everything else follows from this.",
      "**Set the budget and date.** Pick a firm total and a date with a couple of backups.",
      "**Book the venue and key people early.** Venue, officiant, caterer or photographer: whatever is scarce, book first.",
      "**Build a timeline backwards from the day.** Invitations about 6–8 weeks out for most events (earlier for weddings), confirmations a week before.",
      "**Delegate.** Give trusted friends specific jobs (setup, food, music, cleanup) so you can be present.",
      "**Write a day-of schedule.** Share it with helpers, and keep a small fund for last-minute needs.",
    ],
    question: "What's the occasion, roughly how many guests, and what date are you aiming for?",
    themes: ["planning", "food"],
  },
  {
    id: "move",
    match: /\b(?:move|moving|relocat\w*)\b/i,
    title: "a move",
    steps: [
      "**Fix the date and budget.** Get two or three quotes from movers, or price a truck rental and helpers.",
      "**Declutter before you pack.** Sell, donate or toss what you won't use. Every box costs time and money.",
      "**Handle the admin.** Change of address, utilities, internet, school records, and a forwarding order with the post office.",
      "**Pack room by room.** Label each box with its room and contents; keep a first-night box with essentials.",
      "**Line up help.** Ask friends early (and feed them well), and book childcare or pet care for moving day.",
      "**Settle in intentionally.** Find a church or community group and learn the neighborhood in the first few weeks.",
    ],
    question: "When is the move, how far are you going, and are you hiring movers or doing it yourselves?",
    themes: ["travel", "planning"],
  },
  {
    id: "finances",
    match: /\b(?:budget|save|saving|savings|pay off|debt|emergency fund|retire\w*|finances|financial)\b/i,
    title: "your finances",
    steps: [
      "**See where the money goes.** List last month's income and spending from your bank statements, without judging yet.",
      "**Give every dollar a job.** Build a simple monthly budget: giving, essentials, debt payments, saving, then everything else.",
      "**Build a starter emergency fund.** Even one month of essentials turns many crises into inconveniences.",
      "**Attack debt in a clear order.** Smallest balance first for momentum, or highest interest first to save the most. Either works if you stick with it.",
      "**Automate the good habits.** Set up automatic transfers for saving and giving on payday.",
      "**Review monthly.** A 20-minute check-in each month keeps the plan honest.",
    ],
    question: "Roughly how much could you set aside each month toward this?",
    themes: ["money", "debt", "planning"],
  },
  {
    id: "race",
    match: /\b(?:marathon|half marathon|5k|10k|race|couch to|training plan|train for)\b/i,
    title: "race training",
    steps: [
      "**Pick the race and count back.** Most beginners need 8–10 weeks for a 5K, about 12 weeks for a half marathon, and 16–20 weeks for a marathon.",
      "**Start where you are.** Begin with run/walk intervals if needed, and increase weekly mileage gradually (many coaches suggest about 10% a week).",
      "**Make most runs easy.** Roughly four out of five runs should be at a pace where you can still talk.",
      "**Add one long run a week.** Build it slowly; it's the backbone of distance training.",
      "**Protect recovery.** Sleep, rest days and a cutback week every 3–4 weeks prevent most injuries.",
      "**Get the right shoes.** A shoe that fits your gait makes the miles kinder.",
    ],
    question: "Which race and date are you training for, and how much are you running now?",
    themes: ["fitness", "patience"],
    gear: "running_shoes",
  },
  {
    id: "fitness",
    match: /\b(?:get in shape|workout plan|exercise plan|fitness plan|home gym|start exercising|strength training)\b/i,
    title: "a fitness routine",
    steps: [
      "**Pick a realistic schedule.** Three 30-minute sessions a week you'll actually do beat six you'll skip.",
      "**Combine strength and cardio.** Two short strength days and one or two cardio days is a solid start.",
      "**Start lighter than you think.** Learn good form first; progress a little each week.",
      "**Make it easy to begin.** Lay out clothes, keep equipment visible, and put sessions on your calendar.",
      "**Track and adjust.** Note what you did each session; review every month.",
    ],
    question: "What's your main goal (strength, endurance, weight, energy), and where will you work out?",
    themes: ["fitness", "health"],
    gear: "fitness_equipment",
  },
  {
    id: "project",
    match: /\b(?:launch|business|startup|side hustle|project|website|book|podcast|channel|ministry)\b/i,
    title: "a project",
    steps: [
      "**Write the goal in one sentence.** What will be true when this is done, and for whom?",
      "**Define the smallest useful version.** What could you finish in a few weeks that proves the idea?",
      "**Break it into milestones.** Three to five checkpoints, each with a date.",
      "**Count the cost.** Money, hours per week, and what you'll say no to in order to make room.",
      "**Find two or three advisers.** People who've done something similar will save you months.",
      "**Ship, then improve.** Share the first version with real people and adjust based on what you learn.",
    ],
    question: "What are you building, and by when would you like a first version?",
    themes: ["planning", "work"],
  },
  {
    id: "study",
    match: /\b(?:exam|study|studying|test|semester|finals|applications?|college)\b/i,
    title: "your studies",
    steps: [
      "**Map the deadlines.** Put every exam, application and due date on one calendar.",
      "**Work backwards.** Split each big task into weekly pieces.",
      "**Study in focused blocks.** 25–50 minutes with short breaks, phone in another room.",
      "**Test yourself.** Practice questions and explaining out loud beat re-reading.",
      "**Protect sleep.** Memory consolidates during sleep; all-nighters backfire.",
    ],
    question: "What's the next big deadline, and how much time can you give it each week?",
    themes: ["learning", "planning"],
  },
];

export const GENERIC_PLAN: PlanningGuide = {
  id: "general",
  match: /$^/,
  title: "your plan",
  steps: [
    "**Name the outcome.** Describe what done looks like in one or two sentences.",
    "**Set the constraints.** Date, budget, and who's involved.",
    "**List the big pieces.** The three to six major parts of the work.",
    "**Put them in order with dates.** Work backwards from the deadline, and do the scarce or slow things first.",
    "**Decide the very next action.** Something you can do in the next 48 hours.",
    "**Check in weekly.** Adjust the plan as you learn; plans are tools, not promises.",
  ],
  question: "What are you planning, and when does it need to happen?",
  themes: ["planning", "wisdom"],
};
