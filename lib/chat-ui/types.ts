import type { PublicUser } from "@/lib/auth/public-user";
import type { HelpCard } from "@/lib/safety/types";

// Shapes of the chat API as the browser sees them (spec §3 and §7).

export type Conversation = {
  id: string;
  conversationId?: string;
  title: string;
  isHidden?: boolean;
  createdAt?: string;
  updatedAt: string;
};

export type ChatMessage = {
  id: string;
  conversationId: string;
  role: "user" | "assistant";
  content: string;
  status?: string;
  createdAt?: string;
  timestamp?: string;
  updatedAt?: string;
  isHidden?: boolean;
  hasAffiliateLinks?: boolean;
  /** The safety layer's help lines for this answer (shown above it), or null. */
  helpCard?: HelpCard | null;
  /** The message this one follows (branches); null for a first question. */
  parentId?: string | null;
  /** Its place among its siblings (edits, regenerated takes): the "2 / 3" arrows. List reads only. */
  branch?: BranchPosition;
  /** The reader's rating of this answer (chat-keep), or null. */
  feedback?: AnswerRating | null;
};

export type BranchPosition = { index: number; count: number; siblingIds: string[] };

// --- chat-keep (issue 13) ---
export type FeedbackReason = "wrong_product" | "not_relevant" | "unsafe" | "wrong_verse" | "other";
export type AnswerRating = { rating: "up" | "down"; reason: FeedbackReason | null; comment: string | null; shareContent: boolean };
// One shape for the search route and the sidebar (type only: nothing of the server module reaches the browser).
export type { SearchResult } from "@/lib/chat/search";
export type ShareLink = { id: string; title: string; messageCount: number; createdAt: string; url?: string };
// --- end chat-keep ---

export type HiddenConversationRef = { id: string; title: string };

export type SendResult = {
  userMessage?: ChatMessage | null;
  aiMessage?: ChatMessage | null;
  shouldPromptSignup?: boolean;
  hiddenConversations?: HiddenConversationRef[];
  newConversationId?: string | null;
};

/** The signed-in user as the API answers it (GET /api/auth/user, PUT /api/auth/profile). */
export type CurrentUser = PublicUser;
