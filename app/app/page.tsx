import type { Metadata } from "next";
import { requireAppAccess } from "@/lib/auth/page-guards";
import { publicUser } from "@/lib/auth/public-user";
import { ChatHome } from "@/components/chat/chat-home";

export const metadata: Metadata = { title: "Chat" };
export const dynamic = "force-dynamic";

type Search = Promise<Record<string, string | string[] | undefined>>;

// The chat home: approved beta users and admins, or visitors holding campaign access (lib/auth/gates.ts).
export default async function AppPage({ searchParams }: { searchParams: Search }) {
  const caller = await requireAppAccess();
  const q = (await searchParams).q;
  const initialQuestion = typeof q === "string" && q.trim() ? q.trim().slice(0, 2000) : null;
  return (
    <ChatHome
      hasCampaignAccess={caller.hasCampaignAccess}
      initialQuestion={initialQuestion}
      initialUser={caller.user ? publicUser(caller.user) : null}
    />
  );
}
