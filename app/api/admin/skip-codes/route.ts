import { NextResponse } from "next/server";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { skipCodePattern } from "@/lib/beta/skip-codes";
import { createCode } from "@/lib/admin/beta-controls";
import { listSkipCodesForAdmin } from "@/lib/db/queries/skip-codes";

// Admins list Skip-the-Line codes with their uses and who redeemed them.
export const GET = route({ auth: "admin" }, async () => ({ codes: await listSkipCodesForAdmin() }));

// Admins create Skip-the-Line codes with a use limit, an optional expiry and a note.
export const POST = route(
  {
    auth: "admin",
    body: z.object({
      maxUses: z.number().int().min(1).max(100_000),
      expiresAt: z.iso.datetime({ offset: true }).optional(),
      code: z.string().trim().toUpperCase().regex(skipCodePattern, "4–32 letters, digits or hyphens").optional(),
      note: z.string().trim().max(200).optional(),
    }),
  },
  async ({ body, caller }) => {
    const r = await createCode({ admin: caller.user!, code: body.code, maxUses: body.maxUses, expiresAt: body.expiresAt ? new Date(body.expiresAt) : null, note: body.note || null });
    return NextResponse.json({ code: r.code }, { status: 201 });
  },
);
