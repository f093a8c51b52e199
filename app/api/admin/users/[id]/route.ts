import { z } from "zod";
import { route } from "@/lib/http/route";
import { approvePerson, deletePerson } from "@/lib/admin/people";
import { findPerson } from "@/lib/db/queries/admin-people";
import { notFound } from "@/lib/http/errors";
import { deleteBody } from "../schema";

const body = z.object({ betaStatus: z.literal("approved", "Only approval is supported: betaStatus must be \"approved\"") });

// Admin: let a user into the beta at once (the spec's call; POST …/approve is the console's). Idempotent.
export const PATCH = route({ auth: "admin", body }, async ({ params, caller }) => {
  const p = await findPerson({ id: params.id! });
  if (!p) throw notFound("User not found");
  if (p.betaStatus !== "approved") await approvePerson({ admin: caller.user!, id: p.id });
  return { success: true, id: p.id, betaStatus: "approved" };
});

// Admin: delete the person and all their data, after their email is typed to confirm.
export const DELETE = route({ auth: "admin", body: deleteBody }, async ({ params, body, caller }) => {
  await deletePerson({ admin: caller.user!, id: params.id!, confirmEmail: body.confirmEmail });
  return { success: true };
});
