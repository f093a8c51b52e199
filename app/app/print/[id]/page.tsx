import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getServerCaller } from "@/lib/auth/server-caller";
import { ownerOf } from "@/lib/chat/owner";
import { exportableConversation } from "@/lib/chat/export";
import { ApiError } from "@/lib/http/errors";
import { compensationStatement, site } from "@/lib/config/site";
import { Transcript, TranscriptHeader } from "@/components/chat/transcript";
import { PrintButton } from "@/components/chat/print-button";

export const metadata: Metadata = { title: "Print conversation", robots: { index: false, follow: false } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The print-ready page of one of the caller's conversations (issue 13, item 6): the browser's
// "Save as PDF" gives a clean document (print styles hide the buttons, keep answers whole).
export default async function PrintConversationPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  const owner = ownerOf(await getServerCaller());
  if (!owner || !UUID.test(id)) notFound();
  let found;
  try {
    found = await exportableConversation({ id, owner });
  } catch (err) {
    if (err instanceof ApiError && err.code === "not_found") notFound();
    throw err;
  }
  const printedOn = new Date().toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  return (
    <main className="mx-auto min-h-dvh max-w-3xl bg-white px-4 py-6 sm:px-6 print:max-w-none print:px-0 print:py-0">
      <TranscriptHeader brandName={site.name} tagline={site.tagline}>
        <PrintButton />
      </TranscriptHeader>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink">{found.conversation.title}</h1>
      <p className="mt-1 text-sm text-muted">Printed from {site.name} on {printedOn}.</p>
      <Transcript messages={found.messages} brandName={site.name} compensationStatement={compensationStatement} />
      <footer className="mt-10 border-t border-line pt-4 text-xs leading-5 text-muted">
        {site.name} is an AI and can make mistakes. Check important details, and see a professional for medical decisions.
      </footer>
    </main>
  );
}
