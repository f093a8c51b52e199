"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useSite } from "@/components/site-context";

/** Shown to anonymous visitors after an answer when the server suggests it. */
export function SignupNudge({ open, onOpenChange, onJoin }: { open: boolean; onOpenChange: (open: boolean) => void; onJoin: () => void }) {
  const site = useSite();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Enjoying ${site.name}?`}
        description="Join the free beta to keep your conversations, pick up where you left off on any device, and get unlimited thinking time."
      >
        <div className="flex flex-col gap-2">
          <Button size="lg" onClick={onJoin}>
            Join with Email
          </Button>
          <Button size="lg" variant="secondary" asChild>
            {/* A full navigation: /api/login is a server route, not a page. */}
            <a href="/api/login">Sign In Instead</a>
          </Button>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Maybe Later
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
