import { z } from "zod";
import { route } from "@/lib/http/route";
import { requireOwner } from "@/lib/chat/access";
import { clearRating, rateAnswer } from "@/lib/chat/feedback";
import { FEEDBACK_REASONS } from "@/lib/db/queries/answer-feedback";

const body = z
  .object({
    rating: z.enum(["up", "down"], { error: "rating must be up or down" }),
    reason: z.enum(FEEDBACK_REASONS, { error: `reason must be one of ${FEEDBACK_REASONS.join(", ")}` }).nullish(),
    comment: z.string().trim().max(500, "The note is at most 500 characters").nullish(),
    shareContent: z.boolean().optional().default(false),
  })
  .strict()
  .refine((b) => b.rating === "down" || (!b.reason && !b.comment), { message: "Reasons and notes go with a thumbs down", path: ["reason"] });

// Rate an answer (thumbs up or down, reasons on down, consent to use it for evaluation); owner only.
export const PUT = route(
  { body, rateLimit: ({ ip }) => [{ key: `feedback:${ip}`, limit: 120, windowSeconds: 3600 }] },
  async ({ body, caller, params }) => ({ feedback: await rateAnswer({ messageId: params.id!, owner: requireOwner(caller), ...body }) }),
);

// Take the rating back.
export const DELETE = route({}, async ({ caller, params }) => {
  await clearRating({ messageId: params.id!, owner: requireOwner(caller) });
  return { feedback: null };
});
