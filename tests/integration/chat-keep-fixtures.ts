// Shared by the chat-keep integration tests: a conversation with a question and its answer.
import { call } from "../helpers/http";
import * as list from "@/app/api/conversations/route";
import * as messages from "@/app/api/conversations/[id]/messages/route";
import * as hide from "@/app/api/conversations/[id]/hide/route";
import type { Cookies } from "./chat-fixtures";

/** Creates a conversation and asks each question in it (answered by the embedded answerer). */
export async function conversationWith(cookies: Cookies, questions: string[], title = "New Conversation"): Promise<string> {
  const created = await call(list.POST, { method: "POST", body: { title }, cookies });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${created.text}`);
  const id = created.json.id as string;
  for (const content of questions) {
    const r = await call(messages.POST, { method: "POST", params: { id }, body: { content, role: "user" }, cookies });
    if (r.status !== 200) throw new Error(`send failed: ${r.status} ${r.text}`);
  }
  return id;
}

export async function hideIt(id: string, cookies: Cookies, secretPhrase = "blue heron"): Promise<void> {
  const r = await call(hide.PATCH, { method: "PATCH", params: { id }, body: { secretPhrase }, cookies });
  if (r.status !== 200) throw new Error(`hide failed: ${r.status}`);
}

export async function messagesOf(id: string, cookies: Cookies) {
  return (await call(messages.GET, { params: { id }, cookies })).json as { id: string; role: string; content: string; feedback?: unknown }[];
}
