import { env } from "@/lib/env";

/** Which sign-in providers have credentials; the others show "not available yet". */
export function providerAvailability(): { google: boolean; apple: boolean } {
  return {
    google: !!(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    apple: !!(env.APPLE_CLIENT_ID && env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY),
  };
}
