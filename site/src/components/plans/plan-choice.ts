// The plan a visitor chose before signing in, and where to return after the login
// (goAfterShopLogin reads it). sessionStorage: it belongs to this tab's errand and ends with it.

export type PlanChoice = {
  /** The card to highlight on return; absent when only the page matters (/assinatura/gerenciar). */
  plano?: 'premium';
  voltarPara: string;
};

const key = 'assinatura:escolha';
// A choice left behind (the visitor wandered off) must not hijack a login hours later.
const maxAgeMs = 60 * 60 * 1000;

/** Only paths of this site: '//host' or 'https://…' would turn the login into an open redirect. */
function isLocalPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

export function savePlanChoice(choice: PlanChoice, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify({ ...choice, em: now }));
  } catch {
    // Storage blocked: after the login the visitor lands on the dashboard instead.
  }
}

/** The saved choice, removed as it is read; null when none, expired or not a local path. */
export function takePlanChoice(now = Date.now()): PlanChoice | null {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(key);
    window.sessionStorage.removeItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as { plano?: unknown; voltarPara?: unknown; em?: unknown };
    if (!isLocalPath(saved.voltarPara)) return null;
    if (typeof saved.em !== 'number' || now - saved.em > maxAgeMs || saved.em > now) return null;
    return saved.plano === 'premium'
      ? { plano: 'premium', voltarPara: saved.voltarPara }
      : { voltarPara: saved.voltarPara };
  } catch {
    return null;
  }
}

/** The choice handed to the page through the router's location state. */
export function chosenPlanFromState(state: unknown): 'premium' | null {
  return typeof state === 'object' && state !== null && (state as { plano?: unknown }).plano === 'premium'
    ? 'premium'
    : null;
}
