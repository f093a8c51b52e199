import { forwardRef, type ButtonHTMLAttributes } from "react";
import { Slot } from "radix-ui";
import { cn } from "@/lib/utils";

const BASE = "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:pointer-events-none disabled:opacity-60";

const variants = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800",
  secondary: "bg-white text-ink border border-line shadow-sm hover:bg-slate-50",
  outline: "border border-brand-600 text-brand-700 bg-transparent hover:bg-brand-50",
  ghost: "text-ink hover:bg-slate-100",
  destructive: "bg-red-600 text-white hover:bg-red-700",
  link: "text-brand-700 underline-offset-4 hover:underline px-0",
} as const;

const sizes = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10",
} as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  asChild?: boolean;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant = "primary", size = "md", asChild = false, type, ...props },
  ref,
) {
  const Comp = asChild ? Slot.Root : "button";
  // The fixed strings never conflict (except the link variant's padding with a size), so only a
  // caller's className needs tailwind-merge: its first call builds its tables, ~13 ms inside the
  // hydration task of every page with a client-side button (issue 14 item 8, round 5).
  const classes = className || variant === "link"
    ? cn(BASE, variants[variant], sizes[size], className)
    : `${BASE} ${variants[variant]} ${sizes[size]}`;
  return <Comp ref={ref} type={asChild ? undefined : (type ?? "button")} className={classes} {...props} />;
});
