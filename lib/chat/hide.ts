import { hash, verify } from "@node-rs/argon2";
import { lookupKey } from "@/lib/auth/signed-cookie";
import { notFound } from "@/lib/http/errors";
import { enforce, type Limit } from "@/lib/http/rate-limit";
import {
  findHiddenByPhraseKey, hideOwnedConversation, ownerHasHidden, unhideOwnedConversation, type ConversationRow,
} from "@/lib/db/queries/conversations";
import type { Owner } from "./owner";

export const MIN_PHRASE_LENGTH = 3;
export const MAX_PHRASE_LENGTH = 200;

/** Phrase guesses per owner and per address, shared by every path that compares a phrase. */
export const REVEAL_GUESSES = { limit: 20, windowSeconds: 600 };

const ownerKey = (owner: Owner) => (owner.kind === "user" ? `u:${owner.userId}` : `v:${owner.visitorId}`);

export function revealLimits({ owner, ip }: { owner: Owner; ip: string }): Limit[] {
  return [
    { key: `reveal:ip:${ip}`, ...REVEAL_GUESSES },
    { key: `reveal:owner:${ownerKey(owner)}`, ...REVEAL_GUESSES },
  ];
}

// The lookup key is scoped to the owner, so equal phrases of different people never share a key.
function phraseKeyFor(owner: Owner, phrase: string): string {
  return lookupKey("hide-phrase", `${ownerKey(owner)}\n${phrase.trim()}`);
}

/** Hides one of the owner's conversations under a secret phrase (stored as argon2 hash + HMAC key). */
export async function hideConversation({ id, owner, secretPhrase }: { id: string; owner: Owner; secretPhrase: string }): Promise<ConversationRow> {
  const phrase = secretPhrase.trim();
  const row = await hideOwnedConversation({ id, owner, phraseHash: await hash(phrase), phraseKey: phraseKeyFor(owner, phrase) });
  if (!row) throw notFound("Conversation not found");
  return row;
}

export async function unhideConversation({ id, owner }: { id: string; owner: Owner }): Promise<ConversationRow> {
  const row = await unhideOwnedConversation({ id, owner });
  if (!row) throw notFound("Conversation not found");
  return row;
}

/**
 * The owner's conversations hidden under exactly this phrase (trimmed), or [] when it is not one.
 * Every comparison is a guess and draws on the same limits first (429 past them), whichever path
 * asks: the reveal route always counts; a chat message (`from: "message"`) counts only when it
 * could be a phrase (3-200 characters) and the owner has something hidden, so ordinary chat is
 * untouched. An indexed lookup by the HMAC key; the argon2 hash then confirms the phrase.
 */
export async function revealHidden({ owner, phrase, ip, from, hasHidden }: {
  owner: Owner; phrase: string; ip: string; from: "reveal" | "message";
  /** Whether the owner has hidden conversations, when the caller already read it (saves a round trip). */
  hasHidden?: boolean;
}): Promise<ConversationRow[]> {
  const trimmed = phrase.trim();
  const couldBePhrase = trimmed.length >= MIN_PHRASE_LENGTH && trimmed.length <= MAX_PHRASE_LENGTH;
  if (from === "message" && (!couldBePhrase || !(hasHidden ?? (await ownerHasHidden({ owner }))))) return [];
  for (const limit of revealLimits({ owner, ip })) {
    await enforce(limit, "Too many attempts to open hidden conversations. Please wait a few minutes and try again.");
  }
  if (!couldBePhrase) return [];
  const { rows, phraseHash } = await findHiddenByPhraseKey({ owner, phraseKey: phraseKeyFor(owner, trimmed) });
  if (!rows.length || !phraseHash) return [];
  return (await verify(phraseHash, trimmed)) ? rows : [];
}
