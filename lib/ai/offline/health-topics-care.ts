// Care questions of the tenth pass: what hospice and palliative care are, what to ask at a first
// cancer appointment, and whether a supplement is safe ("is ashwagandha safe with my thyroid meds?",
// "melatonin for my 6 year old?", "is creatine ok for a teen?"): the general picture, interactions,
// pregnancy and children, the pharmacist; never a dose, never a product pick.
import type { HealthTopic } from "./health-topics";

// Supplements and herbs people ask about by name (the broad "supplements" topic keeps the rest).
const HERBS = String.raw`protein shakes?|protein powders?|ashwagandha|turmeric|curcumin|black cohosh|elderberry|echinacea|st\.? john'?s wort|ginkgo|ginseng|kava|valerian|berberine|saw palmetto|garcinia|green tea extract|pre[- ]?workouts?|creatine|melatonin|fish oil|omega[- ]?3s?|collagen|biotin|magnesium|vitamin [a-z]\d*|gummy vitamins?|gummies|probiotics?|apple cider vinegar|cbd|kratom|herbal (?:tea|supplements?|remed\w+)`;
// Over-the-counter medicines people ask about by name ("can i take ibuprofen with my blood pressure meds").
const OTC = String.raw`ibuprofen|advil|motrin|naproxen|aleve|aspirin|tylenol|acetaminophen|paracetamol|nsaids?|excedrin|pain ?killers?|pain relievers?|sudafed|pseudoephedrine|phenylephrine|decongestants?|cold medicine|nyquil|dayquil|benadryl|diphenhydramine|antihistamines?|zyrtec|claritin|allegra|pepto(?:-bismol)?|imodium|tums|antacids?`;
const SAFETY = String.raw`safe|ok|okay|alright|dangerous|bad for|harmful|side effects?|interact\w*|mix|together with|with (?:my|his|her) (?:\w+ )?(?:meds|medications?|medicines?|pills|prescriptions?|blood thinners?|thyroid)|while (?:pregnant|breastfeeding|nursing)|pregnan\w*|breastfeed\w*|can (?:teens|kids|children|i|he|she) take|should (?:i|he|she|we) (?:take|give)|give (?:my|our|a) `;

export const CARE_HEALTH_TOPICS: HealthTopic[] = [
  {
    id: "supplement_safety",
    match: new RegExp(String.raw`^(?=.*\b(?:${HERBS})\b)(?=.*\b(?:${SAFETY}))`, "is"),
    intro: "Honest answer: supplements and herbs aren't tested or approved like medicines, so \"natural\" doesn't always mean safe, and whether one is right depends on your health, your other medicines, and your age.",
    points: [
      "Interactions are the biggest risk: ashwagandha can affect thyroid levels and sedatives; turmeric, fish oil, ginkgo and garlic can add to blood thinners; St John's wort weakens many medicines (including birth control and antidepressants). Bring the bottle to a pharmacist: it's a free, five-minute check.",
      "Pregnant or breastfeeding: most herbs haven't been studied enough to call safe, so check with your OB or midwife before starting any (elderberry, black cohosh and ashwagandha included).",
      "Children and teens: ask the pediatrician first. Melatonin for a child is for a doctor to advise on (good sleep habits come first); creatine and pre-workouts aren't recommended under 18; gummy vitamins look like candy, so keep them out of reach.",
      "If you do take one: look for third-party testing (USP Verified or NSF Certified), follow the label, start one at a time, and tell every doctor what you take.",
      "Liver or kidney disease, surgery coming up, or a long list of medicines: talk to your doctor before any supplement.",
    ],
    seeSomeone: ["**Call Poison Control (1-800-222-1222) or 911:** a child swallowed a lot of any supplement (iron and melatonin gummies included), or someone has trouble breathing, swelling or fainting", "Yellow skin or eyes, dark urine, unusual bruising or bleeding, or a racing heart after starting something", "You take prescription medicines (thyroid, blood thinners, blood pressure, diabetes, antidepressants), or you're pregnant"],
    themes: ["health", "wisdom"],
  },
  {
    id: "otc_medicine_safety",
    match: new RegExp(String.raw`^(?=.*\b(?:${OTC})\b)(?=.*\b(?:${SAFETY}|with (?:my |his |her )?(?:blood pressure|bp|high blood pressure|heart|kidney|stomach)|(?:and|with|or) (?:${OTC})|at the same time|alternate|alternating))`, "is"),
    intro: "Good question to ask before taking it: over-the-counter medicines are safe for most people at the label's directions, but some don't mix well with certain conditions or prescriptions, or with each other.",
    points: [
      "Ibuprofen (Advil, Motrin) and naproxen (Aleve) are NSAIDs: they can raise blood pressure, make some blood-pressure medicines work less well, strain the kidneys and irritate the stomach. People with high blood pressure, heart or kidney disease, ulcers, or on blood thinners should ask their doctor or pharmacist before using them.",
      "Acetaminophen (Tylenol) is often the pain reliever suggested for people with high blood pressure, but it is in many cold and flu products too, so check labels and never take two products with the same ingredient; too much harms the liver, especially with alcohol.",
      "Decongestants (pseudoephedrine, phenylephrine) can raise blood pressure and heart rate; many cold medicines add them, and \"HBP\" versions leave them out.",
      "Children: give only products made for their age, measured by weight with the device that comes with it, and never aspirin to children or teens (Reye's syndrome).",
      "A pharmacist can check your exact medicines for interactions in a few minutes, for free; bring the list or the bottles.",
    ],
    seeSomeone: ["**Call Poison Control (1-800-222-1222) or 911:** someone took more than the label allows (a child especially), or took two products with the same ingredient", "Black or bloody stools, vomiting blood, or severe stomach pain after NSAIDs: get care today", "Blood pressure of 180/120 or higher with chest pain, shortness of breath, weakness or vision changes: call 911"],
    themes: ["health", "wisdom"],
  },
  {
    id: "hospice",
    match: /\bhospice\b|\bpalliative\b|\bcomfort care\b|\bend[- ]of[- ]life care\b|\b(?:wants?|want|decided|deciding|choosing|chose) to stop (?:chemo|treatment|dialysis|cancer treatment|radiation)\b|\bstop(?:ping)? (?:chemo|dialysis|treatment)\b|\b(?:tired of|done with|refus\w+) (?:chemo|dialysis|treatment)\b|\bhow long (?:does|do) (?:he|she|my \w+) have (?:left|to live)\b|\b(?:last|final) (?:days|weeks) of life\b/i,
    intro: "Hospice is care focused on comfort and quality of life when a cure is no longer the goal or the treatment costs more than it gives. It isn't giving up, and it often brings more support, not less. Palliative care is similar comfort-focused care that can start at any stage, even alongside treatment.",
    points: [
      "Hospice is usually at home (or in a facility), with a team: a nurse who visits, a doctor, an aide for bathing, a social worker and a chaplain, and 24/7 phone support. Medicare and most insurance cover it.",
      "Ask the doctor plainly: what is the treatment likely to give, what will it cost in how he or she feels, and what does the doctor expect either way? A palliative care consult helps with these talks.",
      "What matters most to the person now (being at home, being free of pain, seeing certain people, finishing something) is the best guide, and it's their choice to make.",
      "In the last days, common changes include more sleep, less eating and drinking, confusion, cool hands and feet and changes in breathing; the hospice nurse will explain what's normal and what to call about.",
      "Family conversations matter: who makes decisions if they can't (a healthcare proxy), their wishes written down (an advance directive), and saying what needs saying while there's time.",
      "Caregivers need care too: accept meals and help, take breaks, and know that hospices offer grief support for the family for a year or more afterwards.",
    ],
    seeSomeone: ["Pain, breathlessness or distress that isn't controlled: call the hospice or palliative team's 24/7 line", "Before deciding: a frank talk with the doctor and a palliative care team about what to expect", "If the person you care for speaks of wanting to end their own life, or you feel you can't go on: call or text 988"],
    themes: ["comfort", "hope"],
  },
  {
    id: "new_cancer_visit",
    match: /\b(?:what (?:questions|should (?:i|we) ask)|questions to ask)\b.{0,60}\b(?:oncologist|cancer doctor|surgeon|diagnos\w+)\b|\b(?:oncologist|oncology) (?:appointment|visit)\b/i,
    intro: "A first visit after a cancer diagnosis is a lot to take in, so going with written questions and a second person to take notes helps.",
    points: [
      "About the diagnosis: what type and stage is it, and what do the test results mean? Are more tests needed?",
      "About treatment: what are the options, what is the goal of each (cure, control, comfort), how long does it take, and what side effects are likely?",
      "About life: how will treatment affect work, driving, eating and energy? Who do we call after hours, and with which symptoms?",
      "Ask whether a second opinion, a clinical trial, a nurse navigator, a social worker or palliative care (for symptoms, at any stage) is available.",
      "Bring a list of every medicine and supplement, and ask if you may record the visit.",
    ],
    seeSomeone: ["Fever of 100.4°F (38°C) or more during chemotherapy: call the oncology team right away", "Anything the team said that you didn't understand: calling back to ask is normal", "Feeling overwhelmed: the center's social worker or counselor, and your pastor"],
    themes: ["comfort", "strength"],
  },
];

const SUPPLEMENT_SAFETY = CARE_HEALTH_TOPICS[0].match;
// Words that ask for a product to buy, not whether one is safe.
const BUY_ASK = /\b(?:best|buy|buying|brand|brands|recommend\w*|which (?:one|kind|brand)|where (?:to|can i) (?:get|buy)|cheap\w*|under \$|\$\d)/i;

/** "is ashwagandha safe with my thyroid meds?", "protein shakes ok for my 13 year old?": a safety question, whatever the words also name. */
export function asksSupplementSafety(text: string): boolean {
  return SUPPLEMENT_SAFETY.test(text) && !BUY_ASK.test(text);
}
