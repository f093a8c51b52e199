"use client";

import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Opens the browser's print dialog ("Save as PDF" is one of its printers). */
export function PrintButton() {
  return (
    <Button size="sm" onClick={() => window.print()}>
      <Printer className="h-4 w-4" aria-hidden />
      Print or save as PDF
    </Button>
  );
}
