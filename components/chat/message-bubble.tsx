"use client";

import { useState } from "react";
import { RotateCcw } from "lucide-react";
import { useSite } from "@/components/site-context";
import { linksToAffiliate } from "@/lib/chat-ui/rules";
import type { ChatMessage, CurrentUser } from "@/lib/chat-ui/types";
import { UserAvatar } from "@/components/profile/user-avatar";
import { AssistantAvatar } from "./chat-avatar";
import { Markdown } from "./markdown";
import { HelpCard } from "./help-card";
import { ThinkingIndicator } from "./thinking-indicator";
import { BranchArrows, EditButton, EditQuestionForm } from "./branch-controls";
import { AnswerFeedback } from "./answer-feedback";

// chat-keep: only saved answers can be rated (not the welcome text, a temporary or a streaming one).
const isSavedAnswer = (m: BubbleMessage) => !m.streaming && /^[0-9a-f-]{36}$/i.test(m.id) && m.status !== "error";

export type BubbleMessage = ChatMessage & {
  /** Still streaming (no text yet → the thinking indicator). */
  streaming?: boolean;
  /** The reader stopped this answer; the partial text is kept. */
  stopped?: boolean;
};

type Props = {
  message: BubbleMessage;
  user: CurrentUser | null;
  onRegenerate?: () => void;
  /** Re-ask this question with new words (a new branch); absent while a turn runs or for unsaved messages. */
  onEdit?: (content: string) => void;
  /** Show the branch through a sibling (the arrows). */
  onShowBranch?: (id: string) => void;
};

/** One chat turn: the user's on the right with their avatar, the assistant's on the left with the logo. */
export function MessageBubble({ message, user, onRegenerate, onEdit, onShowBranch }: Props) {
  const site = useSite();
  const [editing, setEditing] = useState(false);
  const branch = message.branch && message.branch.count > 1 ? message.branch : null;
  if (message.role === "user") {
    return (
      <div className="flex flex-col items-end gap-1">
        <div className="flex w-full items-end justify-end gap-2">
          {editing && onEdit ? (
            <EditQuestionForm
              initial={message.content}
              onCancel={() => setEditing(false)}
              onSubmit={(text) => {
                setEditing(false);
                onEdit(text);
              }}
            />
          ) : (
            <div className="max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-[15px] leading-6 whitespace-pre-wrap break-words text-white shadow-sm sm:max-w-[75%]">
              {message.content}
            </div>
          )}
          <UserAvatar user={user} className="h-8 w-8 text-xs" />
        </div>
        {(onEdit && !editing) || branch ? (
          <div className="mr-10 flex items-center gap-1">
            {branch ? <BranchArrows branch={branch} what="question" disabled={!onShowBranch} onShow={(id) => onShowBranch?.(id)} /> : null}
            {onEdit && !editing ? <EditButton onClick={() => setEditing(true)} /> : null}
          </div>
        ) : null}
      </div>
    );
  }
  const compensated =
    !message.streaming && (message.hasAffiliateLinks || linksToAffiliate(message.content, site.affiliateDomains));
  return (
    <div className="flex items-start gap-2">
      <AssistantAvatar className="mt-1" />
      <div className="min-w-0 max-w-[calc(100%-2.5rem)] sm:max-w-[80%]">
        {message.helpCard ? <HelpCard card={message.helpCard} className="mb-2" /> : null}
        <div className="rounded-2xl rounded-tl-md border border-line bg-white px-4 py-3 shadow-sm">
          {message.streaming && !message.content ? <ThinkingIndicator /> : <Markdown content={message.content} />}
          {message.stopped || message.status === "partial" ? <p className="mt-2 text-xs text-muted italic">Stopped. The answer above is incomplete.</p> : null}
        </div>
        {compensated ? <p className="mt-1.5 px-1 text-xs leading-5 text-muted">{site.compensationStatement}</p> : null}
        {isSavedAnswer(message) ? <AnswerFeedback key={message.id} messageId={message.id} initial={message.feedback ?? null} /> : null}
        {branch || onRegenerate ? (
          <div className="mt-1 flex items-center gap-1">
            {branch ? <BranchArrows branch={branch} what="answer" disabled={!onShowBranch} onShow={(id) => onShowBranch?.(id)} /> : null}
            {onRegenerate ? <RegenerateButton onClick={onRegenerate} /> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function RegenerateButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-muted hover:bg-slate-100 hover:text-ink"
    >
      <RotateCcw className="h-3.5 w-3.5" aria-hidden />
      Regenerate
    </button>
  );
}
