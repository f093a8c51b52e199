// Words the admin pages use for beta states and sign-in methods.
export const statusLabel: Record<string, string> = {
  pending_confirmation: "Pending confirmation", waiting: "Waiting", invited: "Invited", approved: "Approved", none: "No entry",
};
export const providerLabel: Record<string, string> = { password: "Password", google: "Google", apple: "Apple" };
export const day = (d: Date) => d.toISOString().slice(0, 10);
