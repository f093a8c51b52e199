"use client";

/** Reloads the address the visitor asked for (the worker shows the offline page in its place). */
export function ReloadButton({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <button type="button" className={className} onClick={() => window.location.reload()}>
      {children}
    </button>
  );
}
