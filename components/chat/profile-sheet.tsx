"use client";

import Link from "next/link";
import { Dialog as D } from "radix-ui";
import { LogOut, Pencil, Users, X } from "lucide-react";
import { UserAvatar } from "@/components/profile/user-avatar";
import { Button } from "@/components/ui/button";
import { signOut } from "@/hooks/use-auth";

type SheetUser = { firstName?: string | null; lastName?: string | null; email?: string | null; profileImageUrl?: string | null };

/**
 * The phone's Profile tab (issue 11): a small sheet from the bottom with the profile, My Referrals
 * and Sign Out. Signing out stays one tap away, as the spec wants, but a stray tap on "Profile"
 * no longer ends the session.
 */
export function ProfileSheet({ open, onOpenChange, user, onEditProfile }: { open: boolean; onOpenChange: (o: boolean) => void; user: SheetUser | null; onEditProfile: () => void }) {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ").trim();
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <D.Content className="fixed inset-x-0 bottom-0 z-50 rounded-t-2xl bg-white px-5 pt-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))] shadow-xl focus:outline-none">
          <D.Title className="sr-only">Profile</D.Title>
          <D.Description className="sr-only">Your profile, referrals and sign out</D.Description>
          {user ? (
            <div className="flex min-w-0 items-center gap-3 pr-10">
              <UserAvatar user={user} className="h-11 w-11" />
              <div className="min-w-0">
                {name ? <p className="truncate font-semibold text-ink" title={name}>{name}</p> : null}
                <p className="truncate text-sm text-muted" title={user.email ?? undefined}>{user.email}</p>
              </div>
            </div>
          ) : null}
          <div className="mt-5 flex flex-col gap-2">
            {user ? (
              <Button variant="secondary" className="justify-start" onClick={() => { onOpenChange(false); onEditProfile(); }}>
                <Pencil className="h-4 w-4" aria-hidden /> Edit Profile
              </Button>
            ) : null}
            {user ? (
              <Button asChild variant="secondary" className="justify-start">
                <Link href="/referrals"><Users className="h-4 w-4" aria-hidden /> My Referrals</Link>
              </Button>
            ) : null}
            <Button variant="destructive" className="justify-start" onClick={signOut}>
              <LogOut className="h-4 w-4" aria-hidden /> Sign Out
            </Button>
          </div>
          <D.Close className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-ink" aria-label="Close">
            <X className="h-5 w-5" aria-hidden />
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
