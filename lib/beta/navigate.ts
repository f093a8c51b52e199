/**
 * A full page load (not a client transition): the spec asks for real navigations after signup and
 * for the advertising hand-off, so the next page starts fresh with the new cookies.
 */
export function navigateFully(path: string): void {
  window.location.assign(new URL(path, window.location.origin).toString());
}
