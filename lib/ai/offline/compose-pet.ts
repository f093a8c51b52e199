// A pet that ate something toxic or is badly hurt: the vet and the animal poison lines come first,
// never a "decision" framework or a product. (People in danger are the safety layer's; this is pets.)
import { frameWithReferences } from "./verse";

export function composePetEmergency(seed: string): string {
  const verse = frameWithReferences(["Proverbs 12:10"], seed, "Caring well for an animal is part of wisdom:");
  return [
    "**Call your vet or the nearest emergency vet now**, even if your pet seems fine for the moment: many poisonings (chocolate, grapes and raisins, xylitol, human medicines) show signs only hours later, and with an injury or a seizure minutes matter.",
    [
      "- **ASPCA Animal Poison Control:** (888) 426-4435, open 24/7 (a consultation fee may apply)",
      "- **Pet Poison Helpline:** (855) 764-7661, open 24/7 (a fee may apply)",
    ].join("\n"),
    "**While you call:**",
    [
      "- Note what was eaten, roughly how much, and when; keep the wrapper or package.",
      "- Don't make your pet vomit or give any home remedy unless a vet tells you to.",
      "- Keep them calm, and away from anything else they could get into.",
    ].join("\n"),
    "_I'm an AI, not a vet: your vet's advice comes first._",
    verse.markdown,
  ].join("\n\n");
}
