"use client";

import Link from "next/link";
import { useState } from "react";
import { DropdownMenu } from "radix-ui";
import { LogOut, Menu, Settings, X } from "lucide-react";
import { useSite } from "@/components/site-context";
import { BrandLink } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/profile/user-avatar";
import { EditProfileDialog } from "@/components/profile/edit-profile-dialog";
import { ProfilePictureDialog } from "@/components/profile/profile-picture-dialog";
import { signOut, useAuth } from "@/hooks/use-auth";
import { useSessionMonitor } from "@/hooks/use-session-monitor";
import { cn } from "@/lib/utils";

const navLink = "rounded-md px-3 py-2 text-sm font-medium text-muted hover:bg-slate-100 hover:text-ink";

/** First name, else email, else 'User'. */
export const displayName = (u: { firstName?: string | null; email?: string | null } | null) => u?.firstName?.trim() || u?.email || "User";

/** The app header (spec "Header (app)"): signed-in and visitor variants, mobile menu. */
export function AppHeader() {
  const site = useSite();
  const { user, loading } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [pictureOpen, setPictureOpen] = useState(false);
  useSessionMonitor();

  const links = user ? (
    <>
      <Link href="/referrals" className={navLink}>My Referrals</Link>
      {user.role === "admin" ? <Link href="/admin" className={navLink}>Admin</Link> : null}
    </>
  ) : (
    <>
      <Link href="/#how-it-works" className={navLink}>How It Works</Link>
      <Link href="/#examples" className={navLink}>Examples</Link>
      <Link href="/auth" className={navLink}>Sign In</Link>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <BrandLink name={site.name} />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {loading ? null : links}
          {loading ? null : user ? (
            <>
              <DropdownMenu.Root>
                <DropdownMenu.Trigger className="ml-1 rounded-full p-0.5 hover:ring-2 hover:ring-brand-200" aria-label="Profile settings">
                  <UserAvatar user={user} />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-48 rounded-lg border border-line bg-white p-1 shadow-lg">
                    <DropdownMenu.Item onSelect={() => setEditOpen(true)} className="cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100">Edit Profile</DropdownMenu.Item>
                    <DropdownMenu.Item onSelect={() => setPictureOpen(true)} className="cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100">Update Profile Picture</DropdownMenu.Item>
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
              <Button variant="ghost" size="sm" onClick={() => setEditOpen(true)}>{displayName(user)}</Button>
              <Button variant="secondary" size="sm" onClick={signOut}><LogOut className="mr-1.5 h-4 w-4" aria-hidden />Sign Out</Button>
            </>
          ) : (
            <Button asChild size="sm" className="ml-1"><Link href="/signup">Start Free</Link></Button>
          )}
        </nav>
        <button
          type="button"
          className="rounded-md p-2 text-ink hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <X className="h-6 w-6" aria-hidden /> : <Menu className="h-6 w-6" aria-hidden />}
        </button>
      </div>
      <div id="mobile-menu" className={cn("border-t border-line bg-white px-4 py-3 md:hidden", menuOpen ? "block" : "hidden")}>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {links}
          {user ? (
            <>
              <button type="button" className={cn(navLink, "flex items-center gap-2 text-left")} onClick={() => { setMenuOpen(false); setEditOpen(true); }}>
                <UserAvatar user={user} className="h-7 w-7 text-xs" />{displayName(user)}
              </button>
              <button type="button" className={cn(navLink, "flex items-center gap-2 text-left")} onClick={() => { setMenuOpen(false); setPictureOpen(true); }}>
                <Settings className="h-4 w-4" aria-hidden />Update Profile Picture
              </button>
              <button type="button" className={cn(navLink, "text-left")} onClick={signOut}>Sign Out</button>
            </>
          ) : (
            <Link href="/signup" className={cn(navLink, "text-brand-700")}>Start Free</Link>
          )}
        </nav>
      </div>
      {user ? (
        <>
          <EditProfileDialog user={user} open={editOpen} onOpenChange={setEditOpen} />
          <ProfilePictureDialog user={user} open={pictureOpen} onOpenChange={setPictureOpen} />
        </>
      ) : null}
    </header>
  );
}
