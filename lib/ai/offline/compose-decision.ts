// Decision answers: a short, structured way to think it through (options, values,
// counsel, timing, one next step), tailored to the kind of decision.
import { frameWithVerse } from "./verse";

interface DecisionKind {
  id: string;
  match: RegExp;
  noun: string;
  values: string;
  counsel: string;
  timing: string;
  nextStep: string;
  themes: string[];
}

const KINDS: DecisionKind[] = [
  {
    id: "career",
    match: /\b(?:job|offer|career|quit|promotion|boss|position|role|company|salary|interview|resign|business)\b/i,
    noun: "a career choice",
    values: "income and stability, the kind of work you'll actually do day to day, growth, the people you'd work with, and what it asks of your family and your time",
    counsel: "Talk with a mentor or someone a few years ahead of you in this field, and with the people at home your choice affects most",
    timing: "Offers usually have a deadline, but it's often more flexible than it looks. It's fine to ask for a few days, or for a second conversation to get your questions answered.",
    nextStep: "Write down the three questions that would most change your mind, and get them answered (from the employer, a current employee, or your own budget) before you decide.",
    themes: ["counsel", "wisdom", "work"],
  },
  {
    id: "move",
    match: /\b(?:move|moving|relocat\w*|new city|another state|across the country)\b/i,
    noun: "a move",
    values: "closeness to family and friends, cost of living, work, church and community, and what daily life would really look like there",
    counsel: "Talk with people who know you well, and if you can, with someone who already lives where you're thinking of going",
    timing: "If you can, visit before deciding, and give yourself a realistic runway: leases, school years and job start dates often set the real deadline.",
    nextStep: "Price out one ordinary month in the new place (housing, commute, groceries) and compare it with today.",
    themes: ["travel", "trust", "counsel"],
  },
  {
    id: "money",
    match: /\b(?:buy(?:ing)? a (?:house|home|car)|mortgage|loan|debt|invest\w*|savings|afford|rent|lease|financ\w*)\b/i,
    noun: "a money decision",
    values: "your margin (what's left each month), your emergency savings, debt, your giving, and whether this choice adds or removes stress",
    counsel: "Run the numbers past someone financially wise who has nothing to sell you, and talk it over with your spouse or whoever shares the consequences",
    timing: "Big purchases rarely lose much by waiting a week. If there's pressure to decide today, treat that pressure itself as information.",
    nextStep: "Write the total cost (not just the monthly payment) next to your monthly budget, and see what it leaves for savings and giving.",
    themes: ["money", "debt", "counsel"],
  },
  {
    id: "relationship",
    match: /\b(?:marri\w*|dating|boyfriend|girlfriend|engaged|divorce|relationship|friendship|friend|family|parents|spouse|wife|husband)\b/i,
    noun: "a relationship decision",
    values: "honesty, commitment, safety, shared faith and values, and the kind of person each path helps you become",
    counsel: "Talk with one or two people who love you and will tell you the truth, and consider a pastor or counselor if it's weighty",
    timing: "Relationship decisions made in the heat of a moment are rarely the best ones. Give yourself time to calm down before acting, unless your safety is at risk.",
    nextStep: "Write down what you would want to say to the other person, then decide whether to say it, and when.",
    themes: ["marriage", "friendship", "counsel"],
  },
  {
    id: "education",
    match: /\b(?:college|school|degree|major|university|grad school|course|bootcamp|certificat\w*)\b/i,
    noun: "an education decision",
    values: "what you want to be able to do afterwards, total cost and debt, time, and whether it fits the season of life you're in",
    counsel: "Talk with two people already doing the work you're aiming for and ask what training actually mattered",
    timing: "Application and enrollment dates set the pace. Working backwards from them tells you how much time you really have.",
    nextStep: "List the total cost of each option, including time, and what you'd hope to earn or do afterwards.",
    themes: ["learning", "counsel", "wisdom"],
  },
];

const GENERIC: DecisionKind = {
  id: "general",
  match: /$^/,
  noun: "this decision",
  values: "your core commitments (faith, family, health, work), your finances, and what you'd be glad you chose a year from now",
  counsel: "Talk it through with one or two people who know you well and have nothing to gain either way",
  timing: "Ask whether there's a real deadline or only a feeling of urgency. Unhurried decisions are usually better ones.",
  nextStep: "Take fifteen quiet minutes to write down each option with its best and worst realistic outcome.",
  themes: ["wisdom", "counsel", "trust"],
};

function toSecondPerson(s: string): string {
  return s
    .replace(/\bI'm\b/gi, "you're")
    .replace(/\bI am\b/gi, "you are")
    .replace(/\bmyself\b/gi, "yourself")
    .replace(/\bmy\b/gi, "your")
    .replace(/\bme\b/gi, "you")
    .replace(/\bI\b/g, "you");
}

const clean = (s: string) => toSecondPerson(s.replace(/\s+or not$/i, "").replace(/^(?:to\s+)/i, "").trim()).slice(0, 90);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The options named in the question, if any ("should I X or Y", "torn between X and Y", "whether to X"). */
export function parseOptions(text: string): string[] {
  const t = text.replace(/\s+/g, " ").replace(/[’‘]/g, "'");
  const pair =
    /\b(?:should (?:i|we)|whether (?:to|i should|we should))\s+(.+?)\s+or\s+(?!not\b)(.+?)(?:[?.!]|$)/i.exec(t) ??
    /\b(?:between|torn between|deciding between|choosing between)\s+(.+?)\s+(?:and|or)\s+(.+?)(?:[?.!]|$)/i.exec(t);
  if (pair) return [capital(clean(pair[1])), capital(clean(pair[2]))];
  const single = /\b(?:should (?:i|we)|whether (?:to|i should|we should))\s+(.+?)(?:[?.!]|$)/i.exec(t);
  if (single) {
    const option = clean(single[1]);
    return [capital(option), `Don't ${option}, or not yet`];
  }
  return [];
}

export function composeDecisionAnswer(args: { text: string; seed: string }): string {
  const kind = KINDS.find((k) => k.match.test(args.text)) ?? GENERIC;
  const options = parseOptions(args.text);
  const optionsBlock =
    options.length > 0
      ? `**1. Name the options.** As I understand it:\n\n- **Option A:** ${options[0]}\n- **Option B:** ${options[1]}\n\nIt's worth asking whether there's a third way too: waiting, negotiating, or trying a smaller version first.`
      : `**1. Name the options.** Write down every realistic option, including "wait" and "a smaller version of this". Seeing them side by side often makes the choice clearer.`;
  const question =
    options.length > 0
      ? `**A question to help me help you:** what's pulling you toward each option?`
      : `**A question to help me help you:** what are the options you're weighing, and what matters most to you in this?`;
  return [
    `That's a real decision, and it deserves unhurried thought. Here's a simple way to work through ${kind.noun}:`,
    optionsBlock,
    `**2. Weigh them against what matters most.** For ${kind.noun}, that usually means ${kind.values}. For each option, ask which of these it protects and which it costs.`,
    `**3. Get wise counsel.** ${kind.counsel}. People who know you often see what you can't.`,
    `**4. Consider the timing.** ${kind.timing}`,
    `**5. Take one next step.** ${kind.nextStep}`,
    question,
    frameWithVerse(kind.themes, args.seed).markdown,
    `_I'm an AI, so I can help you organize your thinking, but the people who know you, and your own prayerful reflection, should carry the most weight._`,
  ].join("\n\n");
}
