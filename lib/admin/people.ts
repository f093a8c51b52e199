import { env } from "@/lib/env";
import { ApiError, notFound } from "@/lib/http/errors";
import { randomToken, sha256 } from "@/lib/auth/signed-cookie";
import { throttleKey } from "@/lib/auth/login-throttle";
import { sendMail } from "@/lib/email/send";
import { inviteMail } from "@/lib/email/templates/beta-status";
import { mailApproved } from "@/lib/beta/status-mails";
import { INVITE_TTL_MS, inviteLink } from "@/lib/beta/invites";
import { resendConfirmation } from "@/lib/beta/waitlist";
import { approveEntry, findWaitlistEntryById } from "@/lib/db/queries/waitlist";
import { setUserRole, type UserRow } from "@/lib/db/queries/users";
import { findPerson, type PersonRow } from "@/lib/db/queries/admin-people";
import { deletePersonData, invitePersonWithinCapacity, setSuspended } from "@/lib/db/queries/admin-actions";
import { recordAudit } from "@/lib/db/queries/admin-audit";

// The admin's per-person actions (issue 12). Each checks the person's state, acts, and writes one
// audit row naming the admin, the action and the person.

type Act = { admin: UserRow; id: string; reason?: string | null };

async function person(id: string): Promise<PersonRow> {
  const p = await findPerson({ id });
  if (!p) throw notFound("No person with this id.");
  return p;
}

async function audit(admin: UserRow, action: string, p: PersonRow, extra: { reason?: string | null; details?: Record<string, unknown> } = {}) {
  await recordAudit({ actorId: admin.id, actorEmail: admin.email, action, targetId: p.id, targetLabel: p.email, reason: extra.reason ?? null, details: extra.details ?? null });
}

const needsAccount = (p: PersonRow): string => {
  if (!p.userId) throw new ApiError("conflict", "This person has no account yet (waiting-list entry only).");
  return p.userId;
};

/** Lets the person in at once and mails them that they can sign in. */
export async function approvePerson({ admin, id }: Act): Promise<PersonRow> {
  const p = await person(id);
  if (!p.entryId) throw new ApiError("conflict", "This person has no waiting-list entry to approve.");
  if (p.betaStatus === "approved") throw new ApiError("conflict", "This person is already approved.");
  await approveEntry({ id: p.entryId, via: "admin" });
  await mailApproved({ email: p.email, name: p.name });
  await audit(admin, "approve", p);
  return { ...p, betaStatus: "approved" };
}

/** Holds a seat for the person (within BETA_CAPACITY) and mails the one-time invite link. */
export async function invitePerson({ admin, id }: Act): Promise<PersonRow> {
  const p = await person(id);
  if (!p.entryId) throw new ApiError("conflict", "This person has no waiting-list entry to invite.");
  const token = randomToken();
  const r = await invitePersonWithinCapacity({ entryId: p.entryId, capacity: env.BETA_CAPACITY, tokenHash: sha256(token), expiresAt: new Date(Date.now() + INVITE_TTL_MS) });
  if (r === "no_room") throw new ApiError("conflict", `The beta is full (capacity ${env.BETA_CAPACITY}). Raise BETA_CAPACITY or wait for a seat.`);
  if (r === "not_waiting") throw new ApiError("conflict", "Only people still waiting can be invited.");
  await sendMail(inviteMail({ to: p.email, link: inviteLink(token), name: p.name }));
  await audit(admin, "invite", p);
  return { ...p, betaStatus: "invited" };
}

export async function resendPersonConfirmation({ admin, id }: Act): Promise<void> {
  const p = await person(id);
  if (!(await resendConfirmation(p.email))) throw new ApiError("conflict", "This person has already confirmed their email.");
  await audit(admin, "resend_confirmation", p);
}

/** Sets the role now. ADMIN_EMAILS still decides at their next sign-in (lib/auth/accounts.ts). */
export async function setPersonRole({ admin, id, role }: Act & { role: "user" | "admin" }): Promise<PersonRow> {
  const p = await person(id);
  const userId = needsAccount(p);
  if (userId === admin.id && role !== "admin") throw new ApiError("conflict", "You cannot remove your own admin role.");
  await setUserRole({ id: userId, role });
  await audit(admin, role === "admin" ? "make_admin" : "remove_admin", p);
  return { ...p, role };
}

export async function suspendPerson({ admin, id, reason }: Act): Promise<PersonRow> {
  const p = await person(id);
  const userId = needsAccount(p);
  if (userId === admin.id) throw new ApiError("conflict", "You cannot suspend yourself.");
  await setSuspended({ userId, suspended: true });
  await audit(admin, "suspend", p, { reason });
  return { ...p, suspended: true };
}

export async function unsuspendPerson({ admin, id }: Act): Promise<PersonRow> {
  const p = await person(id);
  await setSuspended({ userId: needsAccount(p), suspended: false });
  await audit(admin, "unsuspend", p);
  return { ...p, suspended: false };
}

/** Deletes everything of the person once the admin has typed their email address to confirm. */
export async function deletePerson({ admin, id, confirmEmail }: Act & { confirmEmail: string }): Promise<void> {
  const p = await person(id);
  if (confirmEmail.trim().toLowerCase() !== p.email) throw new ApiError("validation_failed", "Type the person's email address exactly to confirm the deletion.");
  if (p.userId === admin.id) throw new ApiError("conflict", "You cannot delete your own account here.");
  const entry = p.entryId ? await findWaitlistEntryById({ id: p.entryId }) : null;
  await deletePersonData({ userId: p.userId, entryId: p.entryId, email: p.email, referralCode: entry?.referralCode ?? null, throttleKey: throttleKey(p.email) });
  // The record says what happened to whom by id only: the address is gone with the account.
  await recordAudit({ actorId: admin.id, actorEmail: admin.email, action: "delete_account", targetId: p.id, targetLabel: "deleted account", reason: null, details: { hadAccount: !!p.userId, hadEntry: !!p.entryId } });
}
