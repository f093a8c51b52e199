import { route } from "@/lib/http/route";
import { contactSchema } from "@/lib/contact/schema";
import { submitContactMessage } from "@/lib/contact/submit";

export const dynamic = "force-dynamic";

// The contact form: stores the message and mails support. Limited per address so it is no spam relay.
export const POST = route(
  {
    body: contactSchema,
    maxBodyBytes: 64 * 1024,
    rateLimit: ({ ip }) => [
      { key: `contact:ip:${ip}`, limit: 5, windowSeconds: 600 },
      { key: `contact:ip-day:${ip}`, limit: 20, windowSeconds: 24 * 3600 },
    ],
  },
  async ({ body, ip }) => {
    await submitContactMessage({ ...body, ip });
    return { success: true };
  },
);
