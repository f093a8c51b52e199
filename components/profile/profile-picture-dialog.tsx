"use client";

import { useRef, useState } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { reloadUser, type AuthUser } from "@/hooks/use-auth";
import { UserAvatar } from "./user-avatar";

const MAX_BYTES = 5 * 1024 * 1024;

/** The spec's client check: an image type and at most 5 MB (the spec logs a rejection; we also say it in the dialog). */
export function acceptableImage(file: { type: string; size: number }): boolean {
  return file.type.startsWith("image/") && file.size <= MAX_BYTES;
}

/** Update Profile Picture: choose a file, upload it, show the new picture. */
export function ProfilePictureDialog({ user, open, onOpenChange }: { user: AuthUser; open: boolean; onOpenChange: (o: boolean) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(file: File) {
    if (!acceptableImage(file)) {
      console.warn("Profile image rejected: not an image or larger than 5 MB", { type: file.type, size: file.size });
      // A silent rejection looks like a broken button: say what to choose instead.
      setProblem("Please choose an image up to 5 MB");
      if (input.current) input.current.value = "";
      return;
    }
    setUploading(true);
    setProblem(null);
    try {
      const form = new FormData();
      form.append("profileImage", file);
      const res = await fetch("/api/upload/profile-image", { method: "POST", body: form });
      if (!res.ok) {
        const data = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
        console.error("Upload failed", res.status);
        // The spec logs only; a line in the dialog tells the person what to do next.
        setProblem(data?.error?.message ?? "Upload failed. Please try another picture.");
        return;
      }
      await reloadUser();
    } catch (err) {
      console.error("Upload failed", err);
      setProblem("Upload failed. Please check your connection and try again.");
    } finally {
      setUploading(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Update Profile Picture" description="Recommended: Square image, max 5MB">
        <div className="flex flex-col items-center gap-4">
          <UserAvatar user={user} className="h-24 w-24 text-2xl" />
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            id="profile-image-input"
            aria-label="Choose a profile picture"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void upload(f);
            }}
          />
          <Button type="button" onClick={() => input.current?.click()} disabled={uploading}>
            {uploading ? "Uploading…" : "Choose a picture"}
          </Button>
          {problem ? <p className="text-sm text-red-700" role="alert">{problem}</p> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
