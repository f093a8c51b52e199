import { cn } from "@/lib/utils";

type AvatarUser = { firstName?: string | null; lastName?: string | null; email?: string | null; profileImageUrl?: string | null };

/** Initials of first + last name, else the email's first letter, else 'U'. */
export function avatarInitials(u: AvatarUser | null | undefined): string {
  const f = u?.firstName?.trim()?.[0] ?? "";
  const l = u?.lastName?.trim()?.[0] ?? "";
  if (f || l) return `${f}${l}`.toUpperCase();
  return (u?.email?.trim()?.[0] ?? "U").toUpperCase();
}

/** The profile picture, or the initials fallback. */
export function UserAvatar({ user, className }: { user: AvatarUser | null | undefined; className?: string }) {
  const base = cn("inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full", className);
  if (user?.profileImageUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- our own small, immutable WebP; next/image adds nothing here
    return <img src={user.profileImageUrl} alt="" className={cn(base, "object-cover")} width={36} height={36} />;
  }
  return (
    <span className={cn(base, "bg-brand-100 text-sm font-semibold text-brand-800")} aria-hidden>
      {avatarInitials(user)}
    </span>
  );
}
