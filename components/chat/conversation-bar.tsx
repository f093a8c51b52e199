"use client";

import { useState } from "react";
import { Download, Pencil, Printer, Share2 } from "lucide-react";
import { RenameField } from "./rename-field";
import { ShareDialog } from "./share-dialog";

const action = "inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-muted hover:bg-slate-100 hover:text-ink";

/** Above the messages: the conversation's title (rename in place), Share, Markdown download and the print page. */
export function ConversationBar({ id, title, hidden, onRename }: { id: string; title: string; hidden: boolean; onRename: (title: string) => Promise<boolean> }) {
  const [editing, setEditing] = useState(false);
  const [sharing, setSharing] = useState(false);
  return (
    <div className="flex min-h-12 shrink-0 items-center gap-2 border-b border-line bg-white px-3 py-1.5 sm:px-5">
      {editing ? (
        <RenameField initial={title} label="Conversation title" onSave={onRename} onCancel={() => setEditing(false)} />
      ) : (
        <button type="button" onClick={() => setEditing(true)} className="group flex min-w-0 flex-1 items-center gap-2 rounded-lg px-1 py-1 text-left" aria-label={`Rename conversation: ${title}`}>
          <span className="truncate text-sm font-semibold text-ink">{title}</span>
          <Pencil className="h-3.5 w-3.5 shrink-0 text-slate-400 group-hover:text-ink" aria-hidden />
        </button>
      )}
      <div className="flex shrink-0 items-center">
        {/* Hidden conversations cannot be shared (the server refuses too). */}
        {hidden ? null : (
          <button type="button" className={action} onClick={() => setSharing(true)} aria-label="Share">
            <Share2 className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">Share</span>
          </button>
        )}
        <a className={action} href={`/api/conversations/${id}/export?format=markdown`} download aria-label="Download as Markdown">
          <Download className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">Markdown</span>
        </a>
        <a className={action} href={`/app/print/${id}`} target="_blank" rel="noopener" aria-label="Print or save as PDF">
          <Printer className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">Print</span>
        </a>
      </div>
      <ShareDialog conversationId={id} open={sharing} onOpenChange={setSharing} />
    </div>
  );
}
