// A pet's health (ninth pass): "my dog has diarrhea", "cat stopped eating", "dog limping on his back
// leg". General care and, first, the signs that mean the vet today. A pet that ate something toxic or
// is badly hurt is answered before this by the pet emergency card (lib/safety/pets.ts).
import type { HealthTopic } from "./health-topics";

// A breed stands for the dog or cat only after "my"/"our" ("our lab is limping"; "lab results" is no pet).
const BREEDS = "labs?|labradors?|retrievers?|goldens?|beagles?|poodles?|doodles?|goldendoodles?|labradoodles?|shepherds?|huskies|husky|corgis?|dachshunds?|chihuahuas?|pugs?|terriers?|yorkies?|bulldogs?|pit ?bulls?|collies?|spaniels?|schnauzers?|shih tzus?|maltese|boxers?|greyhounds?|rottweilers?|tabby|siamese|persian";
const PET = String.raw`(?:dogs?|pupp(?:y|ies)|pups?|cats?|kittens?|kitty|rabbits?|bunn(?:y|ies)|hamsters?|guinea pigs?|ferrets?|birds?|parrots?|parakeets?|budgies?|pets?|(?<=\b(?:my|our) (?:\w+ )?)(?:${BREEDS}))`;
/** The pet and the sign in one sentence, either order: "my dog has diarrhea", "diarrhea in my puppy". */
const petWith = (sign: string) => new RegExp(String.raw`\b${PET}\b[^.?!]{0,60}?\b(?:${sign})|\b(?:${sign})[^.?!]{0,40}?\b(?:my|our|the|a)\s+(?:\w+\s+)?${PET}\b`, "i");

const VET = "When to call the vet";
const NOT_A_VET = "I'm an AI, not a vet: your vet knows your animal and can examine it, so their advice comes first.";

export const PET_HEALTH_TOPICS: HealthTopic[] = [
  {
    id: "pet_stomach",
    match: petWith(String.raw`diarrh\w*|loose (?:stool|poop)s?|runny poop|soft poop|vomit\w*|throw(?:s|ing)? up|threw up|puk\w*|sick to (?:his|her|its) stomach|(?:not|stopped|won'?t|isn'?t|hasn'?t|doesn'?t want to) eat\w*|off (?:his|her|its|their) food|not pooping|isn'?t pooping|hasn'?t pooped|constipat\w*|bloody (?:stool|poop)|blood in (?:his|her|its|the) (?:stool|poop)|yellow foam|hairballs?`),
    intro: "An upset stomach is one of the most common reasons pets see a vet, and a healthy adult dog or cat with one mild bout often settles in a day; the young, the old and small animals need a vet sooner.",
    points: [
      "Keep fresh water available at all times: dehydration is the main risk with vomiting and diarrhea.",
      "For an adult dog with mild diarrhea and normal energy, many vets suggest small, bland meals for a day or two (plain boiled chicken and white rice), then back to the usual food gradually. Don't fast puppies, kittens or small breeds; call the vet instead.",
      "Don't give human medicines (anti-diarrheals, pain relievers): several are toxic to dogs and cats.",
      "Think back: a new food or treat, something from the trash, a toy that's missing, a new medicine. Tell the vet.",
      "A cat that stops eating for more than a day or two, and a rabbit or guinea pig that stops eating or pooping for even 12 hours, needs a vet: in them it can turn serious quickly.",
    ],
    seeSomeone: [
      "**Go now (emergency vet):** a swollen, hard belly or retching with nothing coming up (bloat in dogs), vomiting again and again, blood in vomit or black or bloody stool, collapse, or they may have swallowed a toy, sock or bone",
      "A puppy or kitten, an older pet, or one with health problems, with vomiting or diarrhea at all",
      "It lasts more than a day, or comes with tiredness, fever, a painful belly, or no interest in water",
      "A cat not eating for more than a day; a rabbit or guinea pig not eating or pooping",
      "Poisoning possible: ASPCA Animal Poison Control (888) 426-4435, 24/7 (a fee may apply)",
    ],
    seeHeading: VET,
    disclaimer: NOT_A_VET,
    themes: ["animals"],
  },
  {
    id: "pet_urinary",
    match: petWith(String.raw`pee\w*|urinat\w*|(?:outside|not using|won'?t use|avoid\w*|missing|next to) (?:the |his |her |its )?litter ?box|(?:in|to|into) the litter ?box (?:a lot|constantly|over and over|every few minutes|but|and nothing)|nothing (?:comes|is coming|came) out|straining|drinking (?:a lot|so much|more|lots|tons)|(?:always|so|very) thirsty|blood in (?:his|her|its|the) (?:urine|pee)|accidents? in the house`),
    intro: "Changes in peeing or drinking are worth taking seriously in pets: they're often the first sign of a bladder problem, diabetes or kidney trouble, all of which a vet can check with a simple urine and blood test.",
    points: [
      "Write down what you see: how often, how much, any blood, how much they drink (measure the bowl), and since when.",
      "A cat peeing outside the box is often medical (a bladder infection or crystals) before it's behavioral; rule that out first, then look at the box: one more box than the number of cats, cleaned daily, in a quiet spot, unscented litter.",
      "An older dog or cat suddenly drinking and peeing a lot should have bloodwork soon.",
      "Never punish accidents: it makes hiding and stress (and more accidents) more likely.",
    ],
    seeSomeone: [
      "**Go now (emergency vet):** a cat, especially a male, straining in the litter box with little or nothing coming out, crying, or licking his rear: a blocked bladder can be fatal within a day",
      "Blood in the urine, or peeing very often in small amounts",
      "Suddenly drinking and peeing much more than usual, especially with weight loss or a change in appetite",
      "New accidents in a house-trained pet",
    ],
    seeHeading: VET,
    disclaimer: NOT_A_VET,
    themes: ["animals"],
  },
  {
    id: "pet_skin",
    match: petWith(String.raw`scratch\w*|itch\w*|fleas?|ticks?|hot spots?|losing (?:his |her |its )?(?:fur|hair)|hair loss|bald (?:spot|patch)\w*|lick(?:s|ing)? (?:his|her|its|their) (?:paws?|feet)|chew(?:s|ing)? (?:his|her|its) (?:paws?|skin)|ear infection|shaking (?:his|her|its) head|scabs?|mange`),
    intro: "Itching is miserable for pets, and the usual causes (fleas, allergies, skin or ear infections) are very treatable once the vet knows which it is.",
    points: [
      "Check for fleas: part the fur at the base of the tail and look for tiny dark specks (flea dirt) that turn reddish on a damp paper towel.",
      "Fleas mean treating every pet in the home and the house (wash bedding hot, vacuum daily for a couple of weeks), with a product from your vet made for that species and weight.",
      "Never use a dog flea product on a cat: some contain permethrin, which is toxic to cats.",
      "Ticks: remove with fine tweezers close to the skin, pulling steadily; save it in a bag if the pet gets sick later.",
      "Constant paw licking, ear scratching or head shaking often point to allergies or an ear infection: the vet can tell which.",
    ],
    seeSomeone: [
      "Open sores, hot spots, hair loss, or a bad smell from the skin or ears",
      "Scratching that keeps them up at night or goes on more than a week or two",
      "A kitten or puppy with lots of fleas (they can become anemic: pale gums, weakness)",
      "Hives or a swollen face: call the vet now; trouble breathing is an emergency",
    ],
    seeHeading: VET,
    disclaimer: NOT_A_VET,
    themes: ["animals"],
  },
  {
    id: "pet_limp",
    match: petWith(String.raw`limp\w*|favou?ring (?:a|his|her|its|one)|won'?t put weight|lame|(?:hurt|injured|sprained) (?:his|her|its) (?:leg|paw|foot)|holding up (?:a|his|her|its) (?:leg|paw)|stiff (?:in the morning|legs?|when (?:he|she) gets up)|trouble (?:getting up|climbing stairs|jumping)`),
    intro: "A mild limp that's better within a day or two is often a small strain or something in the paw; a limp that lasts, or a leg they won't use, needs the vet.",
    points: [
      "Look at the paw gently: between the toes and pads for a thorn, a cut, a torn nail or a burr.",
      "Rest: leash walks for bathroom breaks only, no running, jumping or stairs for a few days.",
      "Never give human pain relievers (ibuprofen, naproxen, acetaminophen): they can poison dogs and cats. Ask the vet for a pet-safe one.",
      "Older dogs stiff in the mornings often have arthritis: a vet can help with pain relief, weight control and joint care, which make a real difference.",
    ],
    seeSomeone: [
      "**Go now (emergency vet):** a leg hanging at an odd angle, a possible break, after being hit by a car or a fall, or crying in pain",
      "Won't put any weight on the leg",
      "Swelling, heat, or a wound",
      "Any limp lasting more than 2 or 3 days, or one that keeps coming back",
    ],
    seeHeading: VET,
    disclaimer: NOT_A_VET,
    themes: ["animals"],
  },
  {
    id: "pet_breathing",
    match: petWith(String.raw`sneez\w*|cough\w*|wheez\w*|runny nose|nasal discharge|(?:goopy|gunky|watery|crusty|red) eyes?|eye discharge|kennel cough|honking`),
    intro: "Occasional sneezing is normal for pets; sneezing or coughing that keeps up, with discharge or tiredness, is usually an infection or allergy the vet can treat.",
    points: [
      "Note how often, and whether there's discharge from the nose or eyes (clear, or yellow and green), and whether they're eating and playing normally.",
      "Cats often get viral upper respiratory infections (like a cold), especially kittens and shelter cats; keep them eating (warming the food helps them smell it) and drinking.",
      "A dog's honking cough after boarding or the dog park may be kennel cough: keep them away from other dogs and call the vet.",
      "Dust, smoke, scented sprays and new cleaning products can set off sneezing.",
    ],
    seeSomeone: [
      "**Go now (emergency vet):** struggling to breathe, breathing with the mouth open (in a cat), blue or pale gums, or collapse",
      "Thick yellow or green discharge, bleeding from the nose, or a swollen face",
      "Not eating, very tired, or a fever; any kitten, puppy or small pet (rabbits, hamsters, birds) with breathing signs",
      "A cough lasting more than a few days, or in an older dog",
    ],
    seeHeading: VET,
    disclaimer: NOT_A_VET,
    themes: ["animals"],
  },
  {
    id: "pet_unwell",
    match: petWith(String.raw`sick|lethargic|letharg\w*|not (?:himself|herself|acting right)|acting (?:weird|strange|off|different)|hiding|(?:a |new )?lumps?|bumps?|shaking|trembling|losing weight|weight loss|bad breath|(?:seems|is) (?:in pain|off|depressed|sad)`),
    intro: "You know your animal best, and a pet who is 'just not themselves' is worth listening to: animals hide pain and illness well.",
    points: [
      "Check the basics: eating, drinking, peeing and pooping, energy, and gum color (pink is good; pale, blue or yellow is not).",
      "Write down what's changed and since when; it makes the vet visit quicker and more useful.",
      "A new lump: note its size and where it is, and have the vet check it; most are harmless, but only a simple needle test tells.",
      "Don't give human medicines or supplements without asking the vet.",
    ],
    seeSomeone: [
      "**Go now (emergency vet):** collapse, trouble breathing, pale gums, a swollen belly, seizures, or they may have eaten something toxic (ASPCA Animal Poison Control: (888) 426-4435, a fee may apply)",
      "Not eating or drinking, hiding, or very tired for more than a day",
      "A lump that's new, growing, or bothering them",
      "Weight loss you didn't plan, or anything that worries you: a call to the vet's office is always reasonable",
    ],
    seeHeading: VET,
    disclaimer: NOT_A_VET,
    themes: ["animals"],
  },
];
