"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Input, Label } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { apiFetch, errorMessage } from "@/lib/client/api";
import type { CurrentUser } from "@/lib/chat-ui/types";

// A small Edit Profile dialog for the chat sidebar, until the accounts area's
// components/profile/edit-profile-dialog.tsx is on main (then use that one instead).
export function EditProfileDialog({
  user,
  open,
  onOpenChange,
  onSaved,
}: {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const [firstName, setFirstName] = useState(user.firstName ?? "");
  const [lastName, setLastName] = useState(user.lastName ?? "");
  const [pending, setPending] = useState(false);

  const save = async () => {
    const first = firstName.trim();
    const last = lastName.trim();
    if (!first) {
      toast({ title: "First name required", description: "Please enter your first name.", variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      await apiFetch("/api/auth/profile", { method: "PUT", json: { firstName: first, lastName: last } });
      toast({ title: "Profile updated", description: "Your name has been updated successfully." });
      onSaved();
      onOpenChange(false);
    } catch (err) {
      toast({ title: "Update failed", description: errorMessage(err), variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (o) {
          setFirstName(user.firstName ?? "");
          setLastName(user.lastName ?? "");
        }
        onOpenChange(o);
      }}
    >
      <DialogContent title="Edit Profile" description={user.email}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          className="space-y-4"
        >
          <div>
            <Label htmlFor="profile-first-name">First Name</Label>
            <Input id="profile-first-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} autoComplete="given-name" disabled={pending} />
          </div>
          <div>
            <Label htmlFor="profile-last-name">Last Name</Label>
            <Input id="profile-last-name" value={lastName} onChange={(e) => setLastName(e.target.value)} autoComplete="family-name" disabled={pending} />
          </div>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? "Saving..." : "Save"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
