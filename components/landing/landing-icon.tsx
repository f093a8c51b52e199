import { LANDING_SPRITE, type LandingIconName } from "./landing-icons";

/** A decorative landing icon drawn from the sprite; size and colour come from the class (currentColor). */
export function LandingIcon({ name, className }: { name: LandingIconName; className: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={`${LANDING_SPRITE}#${name}`} />
    </svg>
  );
}
