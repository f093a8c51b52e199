import { NextResponse } from "next/server";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { createSkipCode, skipCodePattern } from "@/lib/beta/skip-codes";

// Admins create Skip-the-Line codes with a use limit and an optional expiry.
export const POST = route(
  {
    auth: "admin",
    body: z.object({
      maxUses: z.number().int().min(1).max(100_000),
      expiresAt: z.iso.datetime({ offset: true }).optional(),
      code: z.string().trim().toUpperCase().regex(skipCodePattern, "4–32 letters, digits or hyphens").optional(),
    }),
  },
  async ({ body, caller }) => {
    const r = await createSkipCode({ code: body.code, maxUses: body.maxUses, expiresAt: body.expiresAt ? new Date(body.expiresAt) : null, createdBy: caller.user!.id });
    return NextResponse.json({ code: r.code }, { status: 201 });
  },
);
