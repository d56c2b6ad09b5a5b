import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { readSession } from '../../lib/auth.ts';

/**
 * Checks the session once, when the page opens, and leaves for `to` if there is one. Once only on
 * purpose: a login made on this page decides its own destination (goAfterShopLogin).
 */
export function useLeaveIfSignedIn(to: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    let isActive = true;
    readSession()
      .then((session) => {
        if (isActive && session) navigate(to, { replace: true });
      })
      .catch(() => {
        // No answer: stay on the login page, which is where a visitor without a session belongs.
      });
    return () => {
      isActive = false;
    };
  }, [navigate, to]);
}
