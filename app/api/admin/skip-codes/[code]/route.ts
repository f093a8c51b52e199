import { route } from "@/lib/http/route";
import { normalizeSkipCode, skipCodePattern } from "@/lib/beta/skip-codes";
import { revokeCode } from "@/lib/admin/beta-controls";
import { notFound } from "@/lib/http/errors";

// Admins revoke a code: it stops working at once; uses already made stay.
export const DELETE = route({ auth: "admin" }, async ({ params, caller }) => {
  const code = normalizeSkipCode(params.code ?? "");
  if (!skipCodePattern.test(code)) throw notFound("No such code.");
  await revokeCode({ admin: caller.user!, code });
  return { success: true, code };
});
