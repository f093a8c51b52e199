import { z } from "zod";
import { CONVERSION_TYPES, UTM_SESSION_ID_PATTERN } from "@/lib/campaign/conversions";

export const conversionBody = z.object({
  sessionId: z.string({ error: "sessionId is required" }).regex(UTM_SESSION_ID_PATTERN, "sessionId must look like utm_{timestamp}_{random}"),
  conversionType: z.enum(CONVERSION_TYPES, { error: `conversionType must be one of ${CONVERSION_TYPES.join(", ")}` }),
  questionsAsked: z.number().int().min(0).max(100_000).optional().default(0),
  timeOnSite: z.number().int().min(0).max(30 * 24 * 3600).optional().default(0),
  extras: z.record(z.string().max(50), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .refine((o) => Object.keys(o).length <= 20, "extras has at most 20 fields")
    .optional(),
});
