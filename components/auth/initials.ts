/** What the user menu and the gate call a user: the name, else the part of the e-mail before the @. */
export function displayName({ name, email }: { name: string; email: string }): string {
  return name.trim() || email.split("@")[0];
}

/** The avatar letter: the first character of the display name, upper-cased. */
export function initialOf(user: { name: string; email: string }): string {
  return Array.from(displayName(user))[0]?.toUpperCase() ?? "?";
}
