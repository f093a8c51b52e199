"use client";

import { useCallback, useEffect, useState } from "react";
import { Check, Copy, Link2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { apiFetch, apiJson, errorMessage } from "@/lib/client/api";
import { relativeTime } from "@/lib/chat-ui/relative-time";
import type { ShareLink } from "@/lib/chat-ui/types";

/**
 * Share a read-only snapshot: creating a link copies the messages as they are now. The address is
 * shown once (only a hash of it is stored); older links can be revoked here.
 */
export function ShareDialog({ conversationId, open, onOpenChange }: { conversationId: string; open: boolean; onOpenChange: (o: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Share a read-only link" description="Anyone with the link sees this conversation as it is now, without signing in. Later messages are not added.">
        {/* Mounted while open, so every opening starts fresh. */}
        {open ? <ShareLinks conversationId={conversationId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ShareLinks({ conversationId }: { conversationId: string }) {
  const [links, setLinks] = useState<{ list: ShareLink[]; at: number } | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const load = useCallback(async () => {
    try {
      const list = (await apiJson<{ links: ShareLink[] }>(`/api/conversations/${conversationId}/share`)).links;
      setLinks({ list, at: Date.now() });
    } catch (err) {
      setError(errorMessage(err));
    }
  }, [conversationId]);

  useEffect(() => {
    let live = true;
    apiJson<{ links: ShareLink[] }>(`/api/conversations/${conversationId}/share`)
      .then((r) => live && setLinks({ list: r.links, at: Date.now() }))
      .catch((err: unknown) => live && setError(errorMessage(err)));
    return () => {
      live = false;
    };
  }, [conversationId]);

  const create = async () => {
    setPending(true);
    setError(null);
    try {
      const link = await apiJson<ShareLink>(`/api/conversations/${conversationId}/share`, { method: "POST" });
      setCreated(new URL(link.url!, window.location.origin).toString());
      await load();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setPending(false);
    }
  };

  const revoke = async (id: string) => {
    try {
      await apiFetch(`/api/conversations/${conversationId}/share/${id}`, { method: "DELETE" });
      setCreated(null);
      await load();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created);
      setCopied(true);
    } catch {
      // clipboard refused (permissions): the address stays selectable in the field
    }
  };

  return (
    <>
        {created ? (
          <div className="mb-4 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-200">
            <label htmlFor="share-url" className="text-xs font-semibold text-brand-800">Your link (shown once: copy it now)</label>
            <div className="mt-1.5 flex gap-2">
              <input id="share-url" readOnly value={created} onFocus={(e) => e.currentTarget.select()} className="min-w-0 flex-1 rounded-lg border border-line bg-white px-2.5 py-1.5 text-sm text-ink" />
              <Button size="sm" variant="secondary" onClick={() => void copy()} aria-label="Copy link">
                {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
                {copied ? "Copied" : "Copy"}
              </Button>
            </div>
          </div>
        ) : null}
        {error ? <p role="alert" className="mb-3 text-sm text-red-700">{error}</p> : null}
        <Button onClick={() => void create()} disabled={pending} className="w-full">
          <Link2 className="h-4 w-4" aria-hidden />
          {pending ? "Creating link..." : "Create link"}
        </Button>
        {links?.list.length ? (
          <div className="mt-5">
            <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">Active links</h3>
            <ul className="mt-2 divide-y divide-line rounded-xl ring-1 ring-line" aria-label="Active share links">
              {links.list.map((l) => (
                <li key={l.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                  <span className="text-ink">
                    {l.messageCount} messages · shared {relativeTime(l.createdAt, links.at)}
                  </span>
                  <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => void revoke(l.id)}>
                    Revoke
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
    </>
  );
}
