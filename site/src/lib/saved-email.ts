// 'Salvar dados' of the shopkeeper's login keeps the e-mail in the browser, never the password
// (DECISIONS.md); the session itself lives only in the server's httpOnly cookie.

const savedEmailKey = 'salvar-dados:email';

/** The e-mail remembered by 'Salvar dados', if any. */
export function readSavedEmail(): string | null {
  try {
    return window.localStorage.getItem(savedEmailKey);
  } catch {
    return null; // storage blocked (private mode, policy): the box just starts unticked
  }
}

/** Ticked: remember the e-mail only. Unticked: forget it. */
export function rememberEmail(email: string, isRemembered: boolean): void {
  try {
    if (isRemembered) window.localStorage.setItem(savedEmailKey, email);
    else window.localStorage.removeItem(savedEmailKey);
  } catch {
    // storage blocked: nothing to remember, the login still works
  }
}
