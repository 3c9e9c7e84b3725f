import { methodNotAllowed } from '../lib/http/json-request.server';

/** GET /api/customer/profile: the same answer as GET /api/auth/profile ({customer}, or 401). */
export { loader } from './api.auth.profile';

export function action() {
  return methodNotAllowed('GET');
}
