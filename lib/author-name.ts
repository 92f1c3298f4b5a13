/** The name shown for what a person wrote or changed (comments, live boards): their account name, else the part of their e-mail before the @. */
export function authorName(person: { name: string; email: string }): string {
  return person.name.trim() || person.email.split("@")[0];
}
