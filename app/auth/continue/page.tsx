import { redirect } from "next/navigation";
import { getServerCaller } from "@/lib/auth/server-caller";
import { routeForBetaStatus, safeRedirect } from "@/lib/auth/gates";
import { betaStatusFor } from "@/lib/beta/waitlist";

export const dynamic = "force-dynamic";

// Where Google and Apple sign-ins land: on to `redirect`, else by beta status, like the email login.
export default async function ContinueAfterSignIn({ searchParams }: { searchParams: Promise<{ redirect?: string }> }) {
  const { redirect: wanted } = await searchParams;
  const caller = await getServerCaller();
  if (!caller.user) redirect("/auth?error=Callback");
  redirect(safeRedirect(wanted) ?? routeForBetaStatus(await betaStatusFor(caller.user)));
}
