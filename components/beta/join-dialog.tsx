"use client";

import { useState, type FormEvent } from "react";
import { Check, Loader2, Mail, Phone } from "lucide-react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useSite } from "@/components/site-context";
import { COMMUNITY_INTERESTS } from "@/lib/beta/community-interests";
import { cn } from "@/lib/utils";

type Mode = "email" | "phone";
export type JoinDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; source?: string };

/**
 * The community 'Join' dialog (email or phone, interests). The chat's signup nudge opens it.
 * Only one contact is kept: typing in one field clears the other.
 */
export function JoinDialog({ open, onOpenChange, source }: JoinDialogProps) {
  const site = useSite();
  const [mode, setMode] = useState<Mode>("email");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [interests, setInterests] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const defaultSource = `${site.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}_chat`;

  const toggle = (i: string) => setInterests((cur) => (cur.includes(i) ? cur.filter((x) => x !== i) : [...cur, i]));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (mode === "email" && !email.trim()) return toast({ title: "Email Required", description: "Please enter your email address.", variant: "destructive" });
    if (mode === "phone" && !phone.trim()) return toast({ title: "Phone Required", description: "Please enter your phone number.", variant: "destructive" });
    setSubmitting(true);
    try {
      const res = await fetch("/api/signup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          ...(mode === "email" ? { email: email.trim() } : { phone: phone.trim() }),
          name: name.trim() || undefined,
          interests,
          source: source ?? defaultSource,
        }),
      });
      const body = await res.json().catch(() => null);
      if (!res.ok) throw new Error(body?.error?.message || "");
      toast({
        title: `Welcome to ${site.name}!`,
        description: body?.aweberAdded ? "You've been added to our thinking community!" : "Thanks for joining! We'll be in touch soon.",
      });
      setName(""); setEmail(""); setPhone(""); setInterests([]);
      onOpenChange(false);
    } catch (err) {
      toast({ title: "Signup Failed", description: (err as Error).message || "Something went wrong. Please try again.", variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  }

  const modeBtn = (m: Mode, Icon: typeof Mail, label: string) => (
    <button
      type="button" role="radio" aria-checked={mode === m} onClick={() => setMode(m)}
      className={cn("flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors", mode === m ? "bg-white text-ink shadow-sm" : "text-muted hover:text-ink")}
    >
      <Icon className="h-4 w-4" aria-hidden /> {label}
    </button>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Join the ${site.name} community`} description="Get thoughtful tips and early news. Pick what you'd like to hear about.">
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div role="radiogroup" aria-label="How should we reach you?" className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
            {modeBtn("email", Mail, "Email")}
            {modeBtn("phone", Phone, "Phone")}
          </div>
          <div>
            <Label htmlFor="join-name">Name <span className="font-normal text-muted">(optional)</span></Label>
            <Input id="join-name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} disabled={submitting} />
          </div>
          {mode === "email" ? (
            <div>
              <Label htmlFor="join-email">Email</Label>
              <Input id="join-email" type="email" autoComplete="email" placeholder="you@example.com" value={email} onChange={(e) => { setEmail(e.target.value); setPhone(""); }} disabled={submitting} />
            </div>
          ) : (
            <div>
              <Label htmlFor="join-phone">Phone</Label>
              <Input id="join-phone" type="tel" autoComplete="tel" placeholder="+1 555 123 4567" value={phone} onChange={(e) => { setPhone(e.target.value); setEmail(""); }} disabled={submitting} />
            </div>
          )}
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink">Interests</legend>
            <div className="flex flex-wrap gap-2">
              {COMMUNITY_INTERESTS.map((i) => {
                const on = interests.includes(i);
                return (
                  <button
                    key={i} type="button" aria-pressed={on} onClick={() => toggle(i)} disabled={submitting}
                    className={cn("inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm transition-colors", on ? "border-brand-600 bg-brand-50 text-brand-800" : "border-line bg-white text-ink hover:bg-slate-50")}
                  >
                    {on ? <Check className="h-3.5 w-3.5" aria-hidden /> : null}
                    {i}
                  </button>
                );
              })}
            </div>
          </fieldset>
          <Button type="submit" size="lg" className="w-full" disabled={submitting}>
            {submitting ? <><Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Joining...</> : "Join"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
