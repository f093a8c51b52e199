"use client";

import { useState, type FormEvent } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { reloadUser, type AuthUser } from "@/hooks/use-auth";

/** Edit Profile: first name (required) and last name, trimmed, saved with PUT /api/auth/profile. */
export function EditProfileDialog({ user, open, onOpenChange }: { user: AuthUser; open: boolean; onOpenChange: (o: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Edit Profile" description="This is the name we greet you with.">
        {/* Mounted only while open, so each opening starts from the saved name. */}
        <ProfileForm user={user} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ProfileForm({ user, onDone }: { user: AuthUser; onDone: () => void }) {
  const [firstName, setFirstName] = useState(user.firstName ?? "");
  const [lastName, setLastName] = useState(user.lastName ?? "");
  const [saving, setSaving] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    const first = firstName.trim();
    if (!first) {
      toast({ title: "First name required", description: "Please enter your first name.", variant: "destructive" });
      return;
    }
    setSaving(true);
    try {
      const res = await fetch("/api/auth/profile", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ firstName: first, lastName: lastName.trim() }),
      });
      if (!res.ok) {
        const data = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
        throw new Error(data?.error?.message ?? `${res.status}: ${res.statusText}`);
      }
      await reloadUser();
      toast({ title: "Profile updated", description: "Your name has been updated successfully." });
      onDone();
    } catch (err) {
      toast({ title: "Update failed", description: (err as Error).message, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} className="space-y-4">
      <div>
        <Label htmlFor="profile-first-name">First Name</Label>
        <Input id="profile-first-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} disabled={saving} autoComplete="given-name" maxLength={100} />
      </div>
      <div>
        <Label htmlFor="profile-last-name">Last Name</Label>
        <Input id="profile-last-name" value={lastName} onChange={(e) => setLastName(e.target.value)} disabled={saving} autoComplete="family-name" maxLength={100} />
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone} disabled={saving}>Cancel</Button>
        <Button type="submit" disabled={saving}>{saving ? "Saving…" : "Save"}</Button>
      </div>
    </form>
  );
}
