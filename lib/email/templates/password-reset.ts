import { site } from "@/lib/config/site";
import type { Mail } from "@/lib/email/send";
import { compose, helloFor } from "./layout";

export const PASSWORD_RESET_SUBJECT = `Reset your ${site.name} password`;

/** "Forgot password?": a link to the page that sets a new one. */
export function passwordResetMail({ to, link, name }: { to: string; link: string; name?: string | null }): Mail {
  return compose({
    to,
    kind: "password-reset",
    subject: PASSWORD_RESET_SUBJECT,
    hello: helloFor(name),
    intro: [`Someone, we hope you, asked to reset the password of your ${site.name} account. Choose a new one here:`],
    button: { label: "Choose a new password", link },
    after: [
      "The link works once and expires in 30 minutes. Setting a new password signs you out everywhere else.",
      "If you did not ask for this, ignore this mail: your password stays as it is.",
    ],
    why: `someone asked to reset the password of the ${site.name} account with this address.`,
  });
}
