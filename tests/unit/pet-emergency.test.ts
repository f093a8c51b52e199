// A pet in danger gets the vet and the animal poison lines, never a person's crisis card, a
// decision framework or a product; a person in the same message still gets the person's help.
import { composeOfflineAnswer } from "@/lib/ai/offline";
import { detectSafety } from "@/lib/safety";
import { petInDanger } from "@/lib/safety/pets";

const user = (content: string) => [{ role: "user" as const, content }];

describe("a pet in danger", () => {
  it.each([
    "our dog ate chocolate an hour ago, what should we do",
    "I think my dog ate rat poison",
    "my cat drank antifreeze!!",
    "the puppy got into my ibuprofen",
    "my kitten licked a lily",
    "our dog was hit by a car and is bleeding badly",
  ])("%s → the vet and animal poison control, no human crisis card", (q) => {
    expect(petInDanger(q)).toBe(true);
    expect(detectSafety(user(q))).toBeNull();
    const r = composeOfflineAnswer({ messages: user(q), brandName: "HH" });
    expect(r.text).toMatch(/^\*\*Call your vet or the nearest emergency vet now\*\*/);
    expect(r.text).toContain("(888) 426-4435");
    expect(r.text).toContain("Proverbs 12:10");
    expect(r.text).not.toMatch(/\]\(https?:/);
  });

  it.each([
    ["I ate rat poison and so did my dog", "poisoning_overdose"],
    ["my son and the dog ate some of my pills", "poisoning_overdose"],
    ["my dog ate chocolate, I want to die", "suicide"],
  ])("a person in it still gets the person's help: %s", (q, kind) => {
    expect(detectSafety(user(q))?.kind).toBe(kind);
  });

  it("a chocolate lab is a dog, not an emergency", () => {
    expect(petInDanger("my dog is a chocolate lab, best dog bed?")).toBe(false);
  });
});
