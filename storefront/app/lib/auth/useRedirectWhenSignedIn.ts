import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { storedToken } from '../api-client';
import { fetchSignedInProfile } from './client';

/**
 * /login and /register send a signed-in visitor to /account. The server
 * already does so for a session cookie; this covers a browser holding only a stored token.
 */
export function useRedirectWhenSignedIn(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!storedToken()) return;
    let active = true;
    void fetchSignedInProfile().then((profile) => {
      if (active && profile) void navigate('/account', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
}
