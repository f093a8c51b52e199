import { notFound, redirect } from "next/navigation";
import { getServerCaller } from "./server-caller";
import { decideGate, loginRedirect } from "./gates";
import { viewerFor } from "./viewer";
import type { UserRow } from "@/lib/db/queries/users";
import type { Caller } from "./caller";

// Server pages check again where their data is read: the proxy is a first line, not the only one.

async function enforce(path: string): Promise<Caller> {
  const caller = await getServerCaller();
  const decision = decideGate(path, await viewerFor(caller, { needApproval: path === "/app" || path.startsWith("/app/") }));
  if (decision.kind === "redirect") redirect(decision.to);
  if (decision.kind === "not_found" || decision.kind === "forbidden") notFound();
  if (decision.kind === "unauthorized") redirect(loginRedirect(path));
  return caller;
}

/** A signed-in user, else a redirect to /auth for `path`. */
export async function requireUserPage(path = "/referrals"): Promise<UserRow> {
  const caller = await getServerCaller();
  if (!caller.user) redirect(loginRedirect(path));
  return caller.user;
}

/** An admin, else /auth (visitors) or the not-found page (everyone else). */
export async function requireAdminPage(path = "/admin"): Promise<UserRow> {
  const caller = await enforce(path);
  if (!caller.user || caller.user.role !== "admin") notFound();
  return caller.user;
}

/** /app: approved users, admins and campaign-access visitors. */
export async function requireAppAccess(path = "/app"): Promise<Caller> {
  return enforce(path);
}
