// Health answers: general information only, clear signs for when to get care, and the
// medical disclaimer every time.
import { MEDICAL_DISCLAIMER } from "@/lib/ai/answer-rules";
import { ALL_HEALTH_TOPICS, EMERGENCY, GENERIC_HEALTH, type HealthTopic } from "./health-topics";
import { frameWithVerse } from "./verse";
import { sharesWord } from "./words";

// Most specific first: anything in pregnancy is a pregnancy question, "flu shot" a vaccine one,
// "magnesium for sleep" a supplement question, "sore throat" a cold. The named everyday topics
// (teething, heartburn, hay fever…) come before the broad ones they overlap ("sleep", "stress", "cold", "pain").
const ORDER = [
  // A pet's health first: "my dog has diarrhea" is the pet's, not a child's stomach bug or a person's.
  "pet_urinary", "pet_limp", "pet_skin", "pet_breathing", "pet_stomach", "pet_unwell",
  // A supplement asked about by name with "safe"/"with my meds"/"for my kid" is that question, pregnancy included.
  "melatonin_child", "supplement_safety", "breastfeeding", "postpartum_signs", "postpartum", "pregnancy_exercise", "pregnancy_swelling", "pregnancy_tired", "pregnancy_travel", "early_pregnancy", "pregnancy", "pregnancy_food",
  // Named conditions and care (tenth pass) before the broad topics they overlap ("sleep", "pain", "child_illness").
  "hospice", "migraine_named", "medicine_rash", "palpitations", "dairy_trouble", "lingering_cough", "swallowed_something", "baby_water", "newborn_crying", "period_cramps", "water_intake", "morning_back", "lump", "irregular_periods", "shingles_vaccine", "sinus_infection", "flu_recovery", "caregiver_burnout", "new_cancer_visit", "sleep_apnea", "snoring", "gout", "eczema", "plantar_fasciitis", "vertigo", "iron", "leg_swelling", "flat_head", "school_tummy", "teen_sleep", "diabetes_types", "new_diabetes", "diabetes_signs", "canker_sores", "hernia", "autism_signs", "speech_delay", "word_finding", "plant_based_kid", "picky_eater", "night_fears", "concussion", "uti_again", "kidney_stone", "shingles", "child_vaccines", "stroke_signs", "bp_crisis", "bp_reading", "heart_rate", "child_medicine", "teething", "test_anxiety", "child_illness", "cold_or_flu", "bedwetting", "lice", "pain_relievers_together", "medicine_mix", "otc_medicine_safety", "stomach_bug",
  "vaccines", "counseling", "pink_eye", "motion_sickness", "constipation", "child_sleep", "screen_time", "phone_habit", "attention",
  "multivitamin", "supplements", "long_covid", "blood_sugar", "night_snacking", "eating_patterns", "protein", "always_tired", "sleep_need", "stress_body", "stye", "joint_noise", "numb_feet", "night_waking", "sprain", "child_vision", "memory", "mood_someone", "mood", "menopause", "quit_nicotine", "hearing", "dental", "nosebleed", "eye_strain", "lightheaded", "numb_hands", "heavy_period", "cold_sores", "hiccups",
  "mold", "acne", "allergies", "desk_body", "heartburn",
  // Eleventh pass: a strained back and aching joints, before the broad "pain" (sprains and injuries).
  "back_pain", "joint_pain", "cut_soda", "coffee_caffeine", "healthy_weight", "statin", "ear_ringing",
  "sleep", "stress", "uti", "skin_change", "headache", "heart", "cold", "falls", "pain", "strength", "nutrition", "weight", "exercise",
];

const DOSE_ASK = /\b(?:dose|dosage|how (?:much|many)|mg|double)\b.*\b(?:xanax|valium|ativan|klonopin|adderall|ritalin|oxy\w*|hydrocodone|vicodin|percocet|tramadol|codeine|ambien|gabapentin|zoloft|sertraline|prozac|lexapro|amoxicillin|antibiotics?|insulin|prescription|prescribed)\b|\b(?:xanax|valium|ativan|klonopin|adderall|ritalin|oxy\w*|hydrocodone|vicodin|percocet|tramadol|codeine|ambien|gabapentin|zoloft|sertraline|prozac|lexapro|amoxicillin|antibiotics?|insulin)\b.*\b(?:dose|dosage|how (?:much|many)|mg|double)\b/;

// Any medicine's amount asked for ("how much can I take?", "max dose of advil"): the verbs of taking, not "how much caffeine can I have".
const AMOUNT_ASK = /\b(?:how (?:much|many)(?: \w+){0,2} (?:can|should|could|do|may) (?:i|we|you|he|she|they) (?:take|give|use)|how (?:much|many) (?:is|are) (?:safe|too much|ok|okay) to (?:take|give)|what(?:'s| is)? (?:the |a )?(?:safe |right |correct |max\w* |normal |usual )?(?:dose|dosage)|how often can (?:i|we|you) (?:take|give)|max(?:imum)? (?:dose|amount))\b/;

const WHEN_TO_WORRY = /\b(?:when (?:should|do|would) (?:i|we) (?:start to )?(?:worry|be worried|be concerned|get (?:it|this|him|her) checked|see (?:a|the) doctor|go (?:in|to the (?:doctor|er|hospital)))|should i (?:be )?(?:worr(?:y|ied)|concerned)|is (?:it|this|that) (?:something )?serious|(?:is|are) (?:it|this|that|these|those) (?:something |anything )?(?:to (?:be )?worr(?:y|ied) about|worth worrying about|worrying|concerning|a concern|cause for concern|a red flag|a bad sign)|how (?:do|will|would) i know if (?:it'?s|its|this is) serious)\b/;

function topicFor(text: string): HealthTopic {
  for (const id of ORDER) {
    const topic = ALL_HEALTH_TOPICS.find((t) => t.id === id);
    if (topic?.match.test(text)) return topic;
  }
  return GENERIC_HEALTH;
}

/** The named topic the text is about, or null when only the generic answer fits. */
export const namedHealthTopic = (text: string): string | null => {
  const topic = topicFor(text);
  return topic === GENERIC_HEALTH ? null : topic.id;
};

const EMERGENCY_TOPIC: HealthTopic = {
  id: "emergency",
  match: EMERGENCY,
  intro: "Symptoms like these can be a medical emergency.",
  points: [
    "Call 911 now rather than driving yourself; paramedics can start care on the way.",
    "Stop what you're doing and sit or lie down somewhere safe.",
    "Unlock the door and, if you can, tell someone nearby what's happening.",
    "Follow the dispatcher's instructions until help arrives.",
  ],
  seeSomeone: ["The symptoms ease but you're still unsure: get checked today anyway"],
  themes: ["comfort"],
};

/** The words every health answer carries: how a follow-up knows the turn before was about health. */
export const HEALTH_ANSWER_MARK = "I'm an AI, so I can share general information, not a diagnosis";

const CHILD_IN_THREAD = /\b(?:my|our|the) (?:son|daughter|kid|kids|child|toddler|baby|little one|boy|girl)\b|\b(?:he|she)(?:'s| is) (?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b(?! (?:feet|foot|inches|pounds|lbs|degrees))|\b\d{1,2}[- ]?(?:months?|years?|yrs?|yo)[- ]?old\b/i;

export function composeHealthAnswer(args: { text: string; seed: string; /** The question a health follow-up continues ("what if it happens every night?"). */ context?: string; /** The earlier questions of the conversation (a child named there). */ thread?: string }): string {
  const emergency = EMERGENCY.test(args.text);
  // "what are the signs of a stroke?": the signs themselves, with the 911 line still first.
  const own = topicFor(args.text);
  // "is hormone therapy safe?" after hot flashes: the topic of the thread when the message names none.
  // "should I give him tylenol or motrin" after "my son has a fever" … "he's 3": the children's medicine
  // answer, not the adult one about blood pressure, when the thread is about a child.
  const childThread = args.thread !== undefined && CHILD_IN_THREAD.test(args.thread) && !CHILD_IN_THREAD.test(args.text) ? topicFor(`my child ${args.text}`) : null;
  // "when should I worry?" after a back-pain answer: that topic's warning signs, not the "worry" topic.
  const worryAsk = WHEN_TO_WORRY.test(args.text.toLowerCase()) && args.text.trim().split(/\s+/).length <= 10;
  const threadTopic = args.context ? topicFor(args.context) : GENERIC_HEALTH;
  const asked = childThread?.id === "child_medicine" ? childThread : (own === GENERIC_HEALTH || worryAsk) && threadTopic !== GENERIC_HEALTH ? threadTopic : own;
  const followUp = asked !== own;
  const topic = emergency && asked.id !== "stroke_signs" ? EMERGENCY_TOPIC : asked;
  const parts: string[] = [];
  if (emergency) {
    parts.push(
      "**If this is happening now, call 911 (or your local emergency number) right away.** Symptoms like these need in-person care, not a chat.",
    );
  }
  // "what dose of Xanax should I take?": say plainly it can't be answered here, before anything else.
  if (DOSE_ASK.test(args.text.toLowerCase())) {
    parts.push("I can't tell you what dose of a prescription medicine to take, or stand in for your doctor: only the prescriber or a pharmacist who knows your history and other medicines can. Please take it exactly as prescribed, and call them or a pharmacist with the question.");
  }
  // "how much can I take?", "what's the max dose of tylenol": no amount from me, said plainly, then where the answer is.
  else if (AMOUNT_ASK.test(args.text.toLowerCase()) && topic.id !== "supplement_safety") {
    parts.push("I can't tell you how much to take: the right amount depends on the medicine, your age and weight, pregnancy, your other medicines and conditions. For an over-the-counter medicine, the label's directions are the limit, and a pharmacist (free, and a phone call away) or your doctor can tell you what's right for you, especially in pregnancy, for a child, or alongside other medicines.");
  }
  const doctor = `**${topic.seeHeading ?? "When to talk to a doctor"}:**\n\n${topic.seeSomeone.map((s) => `- ${s}`).join("\n")}`;
  // "i'm 45 and have bad knees" after "get in shape but I hate running": a fact added, and the topic has points
  // that speak to it; those lead (not the whole answer again), then when to get help, then the rest.
  const touching = followUp && !worryAsk ? topic.points.filter((p) => sharesWord(p, args.text, COMMON)) : [];
  if (touching.length && touching.length < topic.points.length) {
    const rest = topic.points.filter((p) => !touching.includes(p));
    const first = touching.map((p) => `- ${p}`).join("\n");
    const also = `**Also still true:**\n\n${rest.map((p) => `- ${p}`).join("\n")}`;
    // A topic whose warning signs include an emergency (988, 911, same-day care) keeps them first.
    if (topic.seeSomeone.some((x) => URGENT_SIGN.test(x))) parts.push(`With that in mind: first, when to get help, then what matters most for you. ${HEALTH_ANSWER_MARK}.`, doctor, `**What matters most for you:**\n\n${first}`, also);
    else parts.push(`With that in mind, here's what matters most for you. ${HEALTH_ANSWER_MARK}:`, first, doctor, also);
  } else if (followUp) {
    // A follow-up leads with when to get help (usually what "what if…" asks), then the rest, said once more briefly.
    parts.push(`Staying with the same topic: here's when it's worth seeing a doctor, then what helps meanwhile. ${HEALTH_ANSWER_MARK}.`, doctor, `**What helps meanwhile:**\n\n${topic.points.map((p) => `- ${p}`).join("\n")}`);
  } else {
    parts.push(`${topic.intro} ${HEALTH_ANSWER_MARK}:`);
    parts.push(topic.points.map((p) => `- ${p}`).join("\n"));
    parts.push(doctor);
  }
  if (topic.id === "supplements") {
    parts.push("If your doctor or pharmacist suggests a supplement, I can point you to well-tested options to look at.");
  }
  parts.push(`_${topic.disclaimer ?? MEDICAL_DISCLAIMER}_`);
  parts.push(frameWithVerse(topic.themes, args.seed).markdown);
  return parts.join("\n\n");
}

const URGENT_SIGN = /\b(?:911|988|emergency|urgent(?:ly)?|same day|right away|immediately|poison control)\b/i;

// Words too common to say a point and a message are about the same thing.
const COMMON = new Set(["have", "that", "this", "with", "what", "when", "your", "about", "they", "them", "there", "their", "just", "like", "really", "also", "still", "some", "more", "much", "very", "will", "would", "could", "should", "been", "being", "from", "into", "than", "then", "does", "doesn", "didn", "isn", "wasn", "aren", "haven", "dont", "years", "year", "old", "time", "good", "well", "even", "only"]);

/** The question before this one when its answer was a health answer, else undefined. */
export function healthThread(messages: { role: string; content: string }[]): string | undefined {
  const answer = messages.filter((m) => m.role === "assistant").at(-1);
  if (!answer?.content.includes(HEALTH_ANSWER_MARK)) return undefined;
  return topicQuestion(messages.filter((m) => m.role === "user").slice(0, -1).map((m) => m.content));
}

/**
 * The earlier question a health follow-up continues: the latest of the last three that names a topic, else
 * the latest. "is it normal for a 2 year old to not talk much" … "he says like 5 words" … "should I be
 * worried": the worry is about talking, not the "worry" topic, though the turn just before names none.
 */
export function topicQuestion(earlier: string[]): string | undefined {
  const recent = earlier.slice(-3).reverse();
  return recent.find((q) => topicFor(q) !== GENERIC_HEALTH) ?? recent[0];
}
