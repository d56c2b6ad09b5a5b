// The temporary password a shop has just typed to log in, handed in memory (never in storage or
// history state) to the forced password change that follows, so the dialog does not ask for it a
// second time. better-auth still checks it as the current password when the new one is set.

let typed: string | null = null;

/** Kept only when the server says it must be replaced; any other login forgets an older one. */
export function holdTypedPassword(password: string | null): void {
  typed = password;
}

export function readTypedPassword(): string | null {
  return typed;
}

export function forgetTypedPassword(): void {
  typed = null;
}
