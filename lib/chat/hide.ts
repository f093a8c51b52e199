import { hash, verify } from "@node-rs/argon2";
import { lookupKey } from "@/lib/auth/signed-cookie";
import { notFound } from "@/lib/http/errors";
import {
  findHiddenByPhraseKey, hideOwnedConversation, unhideOwnedConversation, type ConversationRow,
} from "@/lib/db/queries/conversations";
import type { Owner } from "./owner";

export const MIN_PHRASE_LENGTH = 3;

// The lookup key is scoped to the owner, so equal phrases of different people never share a key.
function phraseKeyFor(owner: Owner, phrase: string): string {
  const who = owner.kind === "user" ? `u:${owner.userId}` : `v:${owner.visitorId}`;
  return lookupKey("hide-phrase", `${who}\n${phrase.trim()}`);
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
 * An indexed lookup by the HMAC key; the argon2 hash then confirms the phrase.
 */
export async function revealHidden({ owner, phrase }: { owner: Owner; phrase: string }): Promise<ConversationRow[]> {
  const trimmed = phrase.trim();
  if (trimmed.length < MIN_PHRASE_LENGTH) return [];
  const { rows, phraseHash } = await findHiddenByPhraseKey({ owner, phraseKey: phraseKeyFor(owner, trimmed) });
  if (!rows.length || !phraseHash) return [];
  return (await verify(phraseHash, trimmed)) ? rows : [];
}
