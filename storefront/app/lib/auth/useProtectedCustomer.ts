import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { storedToken } from '../api-client';

/**
 * Protected pages: the server renders them when the session cookie names the
 * customer. Otherwise only the browser can know (a token in local storage), so the page shows
 * 'Loading...' while `loadWithToken` runs, and sends the visitor to /login when there is no
 * token or it is refused.
 */
export function useProtectedData<T>(
  fromServer: T | null,
  loadWithToken: () => Promise<T | null>,
): T | null {
  const navigate = useNavigate();
  const [loadedHere, setLoadedHere] = useState<T | null>(null);
  useEffect(() => {
    if (fromServer) return;
    let active = true;
    const goToLogin = () => void navigate('/login', { replace: true });
    if (!storedToken()) {
      goToLogin();
      return;
    }
    void loadWithToken().then((loaded) => {
      if (!active) return;
      if (loaded) setLoadedHere(loaded);
      else goToLogin();
    });
    return () => {
      active = false;
    };
    // loadWithToken is a fresh closure each render; the server's answer is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromServer, navigate]);
  return fromServer ?? loadedHere;
}
