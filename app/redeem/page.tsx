import type { Metadata } from "next";
import Link from "next/link";
import { Ticket } from "lucide-react";
import { getServerCaller } from "@/lib/auth/server-caller";
import { BetaPageShell, Card } from "@/components/beta/page-shell";
import { RedeemForm } from "@/components/beta/redeem-form";

export const metadata: Metadata = { title: "Redeem a Skip-the-Line Code" };

export default async function RedeemPage({ searchParams }: { searchParams: Promise<{ code?: string }> }) {
  const [caller, { code }] = await Promise.all([getServerCaller(), searchParams]);
  const initial = (code ?? "").slice(0, 64).toUpperCase();
  return (
    <BetaPageShell aside={<Link href="/" className="text-sm font-medium text-muted hover:text-ink">Home</Link>}>
      <Card>
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-amber-100 text-amber-800"><Ticket className="h-6 w-6" aria-hidden /></span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Skip the line</h1>
        <p className="mt-2 leading-7 text-muted">
          Got a code from a partner, your church or a friend on the team? Enter it to get beta access right away.
        </p>
        <div className="mt-7">
          <RedeemForm signedIn={Boolean(caller.user)} initialCode={initial} />
        </div>
      </Card>
      <p className="mt-6 text-center text-sm text-muted">
        No code? <Link href="/#join" className="font-medium text-brand-700 underline-offset-4 hover:underline">Join the waiting list</Link> and refer friends to move up.
      </p>
    </BetaPageShell>
  );
}
