import { LogoMark } from "@/components/layout/logo";
import { avatarInitials } from "@/lib/chat-ui/rules";
import type { CurrentUser } from "@/lib/chat-ui/types";
import { cn } from "@/lib/utils";

/** The user's picture, else initials of first and last name, else the email's first letter, else "U". */
export function UserAvatar({ user, className }: { user: CurrentUser | null; className?: string }) {
  const base = cn("h-8 w-8 shrink-0 rounded-full", className);
  if (user?.profileImageUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- a same-origin avatar; next/image adds nothing here
    return <img src={user.profileImageUrl} alt="" className={cn(base, "object-cover")} />;
  }
  return (
    <span aria-hidden className={cn(base, "flex items-center justify-center bg-brand-600 text-xs font-semibold text-white")}>
      {avatarInitials(user)}
    </span>
  );
}

export function AssistantAvatar({ className }: { className?: string }) {
  return <LogoMark className={cn("h-8 w-8 shrink-0", className)} />;
}
