import { LogoMark } from "@/components/layout/logo";
import { cn } from "@/lib/utils";

// The user's side uses components/profile/user-avatar.tsx (one picture/initials rule for the app).

export function AssistantAvatar({ className }: { className?: string }) {
  return <LogoMark className={cn("h-8 w-8 shrink-0", className)} />;
}
