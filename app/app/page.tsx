import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getServerCaller } from "@/lib/auth/server-caller";
import { betaStatusFor } from "@/lib/beta/waitlist";
import { ChatHome } from "@/components/chat/chat-home";

export const metadata: Metadata = { title: "Chat" };
export const dynamic = "force-dynamic";

type Search = Promise<Record<string, string | string[] | undefined>>;

// The chat home: approved beta users and admins, or visitors holding campaign access.
export default async function AppPage({ searchParams }: { searchParams: Search }) {
  const caller = await getServerCaller();
  const user = caller.user;
  const approved = user ? user.role === "admin" || (await betaStatusFor(user.email)) === "approved" : false;
  if (!approved && !caller.hasCampaignAccess) {
    redirect(user ? "/referrals" : "/auth?redirect=app&message=login-required");
  }
  const q = (await searchParams).q;
  const initialQuestion = typeof q === "string" && q.trim() ? q.trim().slice(0, 2000) : null;
  return (
    <ChatHome
      hasCampaignAccess={caller.hasCampaignAccess}
      initialQuestion={initialQuestion}
      initialUser={
        user
          ? { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, profileImageUrl: null, role: user.role }
          : null
      }
    />
  );
}
