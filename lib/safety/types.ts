// Shapes of the safety layer (contract 4 of issue 9): what the detector finds and the help card it answers with.

export type SafetyKind =
  | "suicide" | "self_harm" | "domestic_violence" | "child_abuse" | "sexual_assault"
  | "medical_emergency" | "poisoning_overdose" | "medication_stop" | "eating_disorder";

export type SafetySeverity = "emergency" | "urgent" | "support";

export type SafetyFinding = {
  kind: SafetyKind;
  severity: SafetySeverity;
  /** The id of the rule that fired (data/safety/rules.json), e.g. "suicide.want_die". */
  matched: string;
  /** Whose safety it is: the writer, or someone they are worried about (an addition to the contract; optional). */
  about?: "self" | "other";
};

export type HelpAction = { label: string; href: string };

export type HelpCard = {
  kind: SafetyKind;
  title: string;
  resources: { name: string; detail: string; actions: HelpAction[] }[];
};

export const SAFETY_KINDS: readonly SafetyKind[] = [
  "suicide", "self_harm", "domestic_violence", "child_abuse", "sexual_assault",
  "medical_emergency", "poisoning_overdose", "medication_stop", "eating_disorder",
];
