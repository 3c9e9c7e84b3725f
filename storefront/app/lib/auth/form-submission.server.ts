import { data, redirect } from 'react-router';
import type { z } from 'zod';
import { readBody } from '../http/json-request.server';
import {
  MAX_AUTH_BODY_BYTES,
  type PasswordOutcome,
  type RegistrationOutcome,
} from './password-accounts.server';
import { crossSiteRefusal } from './request-guards.server';

/**
 * The /login and /register forms posted without JavaScript (before the script loads, or with it
 * off): the same checks as the JSON endpoints, then /account, or the form again with the reason.
 */

/** The reason a form was refused; with `field`, the form shows it next to that field. */
export const formError = (error: string, status: number, field?: string) =>
  data(field ? { error, field } : { error }, { status });

/** The posted fields, validated, or the answer to give when they cannot be used. */
export async function readForm<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<
  { ok: true; data: z.output<Schema> } | { ok: false; failure: ReturnType<typeof formError> }
> {
  if (crossSiteRefusal(request, { requireBrowserMarks: false })) {
    return { ok: false, failure: formError('This form must be sent from this site.', 403) };
  }
  const body = await readBody(request, schema, { maxBytes: MAX_AUTH_BODY_BYTES, form: true });
  if (body.ok) return body;
  if (body.status === 413) {
    return { ok: false, failure: formError('That is too much text for this form.', 413) };
  }
  // The schemas speak to API clients ("email is required"); a shopper reads a sentence.
  const sentence = `${body.error.charAt(0).toUpperCase()}${body.error.slice(1)}.`;
  return { ok: false, failure: formError(sentence, body.status, body.field) };
}

export async function finishFormSignIn(outcome: PasswordOutcome) {
  if (outcome.ok) {
    return redirect('/account', { headers: { 'Set-Cookie': outcome.setCookie } });
  }
  const body = (await outcome.response.json().catch(() => null)) as {
    error?: string;
    field?: string;
  } | null;
  return formError(
    body?.error ?? 'Something went wrong. Please try again.',
    outcome.response.status,
    body?.field,
  );
}

/** Registration: /account, the platform's news that it emailed an activation link, or why not. */
export async function finishFormRegistration(outcome: RegistrationOutcome) {
  if (!outcome.ok && 'activationMessage' in outcome) {
    return data({ notice: outcome.activationMessage }, { status: 202 });
  }
  return finishFormSignIn(outcome);
}
