"use client";

import type { ReactNode } from "react";
import { useHydrated } from "@/hooks/use-hydrated";
import { cn } from "@/lib/utils";

/**
 * A form's fields and buttons, switched off until the page is hydrated. Prerendered pages paint before
 * their scripts run, and a click on a submit button before then would send the browser's own GET to the
 * page, with every named field (a password too) in the address. Disabled fields cannot be typed into or
 * submitted, so nothing is lost or leaked; while hydrating they keep their normal look.
 */
export function ReadyFieldset({ className, disabled, children }: { className?: string; disabled?: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset
      disabled={disabled || !hydrated}
      data-hydrating={hydrated ? undefined : ""}
      className={cn("min-w-0 data-hydrating:[&_:disabled]:cursor-progress data-hydrating:[&_:disabled]:opacity-100", className)}
    >
      {children}
    </fieldset>
  );
}
