// What a person sees when a provider sign-in comes back with next-auth's ?error= code.
const messages: Record<string, string> = {
  google_unavailable: "Google sign-in is not available yet. Please use your email for now.",
  apple_unavailable: "Apple sign-in is not available yet. Please use your email for now.",
  EmailNotVerified: "Your Google account's email is not verified, so we could not sign you in with it.",
  AccessDenied: "Sign-in was cancelled or not allowed.",
  OAuthSignin: "We could not start the sign-in. Please try again.",
  OAuthCallback: "The sign-in did not complete. Please try again.",
  Callback: "The sign-in did not complete. Please try again.",
  CredentialsSignin: "Incorrect email or password.",
  SessionRequired: "Please sign in to continue.",
};

export function authErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return messages[code] ?? "Something went wrong while signing in. Please try again.";
}
