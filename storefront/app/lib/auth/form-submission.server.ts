import { data, redirect } from 'react-router';
import type { z } from 'zod';
import { readCappedText } from '../http/json-request.server';
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

export type FormProblem = { problem: string };
/** News for the shopper that is no failure (an activation email on its way). */
export type FormNotice = { notice: string };

const problem = (message: string, status: number) =>
  data<FormProblem>({ problem: message }, { status });

export type FormFailure = ReturnType<typeof problem>;

/** The posted fields, or the answer to give when they cannot be read. */
export async function readForm(request: Request): Promise<URLSearchParams | FormFailure> {
  if (crossSiteRefusal(request, { requireBrowserMarks: false })) {
    return problem('This form must be sent from this site.', 403);
  }
  const text = await readCappedText(request, MAX_AUTH_BODY_BYTES);
  if (text === null) return problem('That is too much text for this form.', 413);
  return new URLSearchParams(text);
}

export function parseForm<Schema extends z.ZodType>(
  form: URLSearchParams,
  schema: Schema,
): { ok: true; data: z.output<Schema> } | { ok: false; failure: FormFailure } {
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (parsed.success) return { ok: true, data: parsed.data as z.output<Schema> };
  const message = parsed.error.issues[0]?.message ?? 'please check the form';
  // The schemas speak to API clients ("email is required"); a shopper reads a sentence.
  return {
    ok: false,
    failure: problem(`${message.charAt(0).toUpperCase()}${message.slice(1)}.`, 400),
  };
}

export async function finishFormSignIn(outcome: PasswordOutcome) {
  if (outcome.ok) {
    return redirect('/account', { headers: { 'Set-Cookie': outcome.setCookie } });
  }
  const body = (await outcome.response.json().catch(() => null)) as { error?: string } | null;
  return problem(body?.error ?? 'Something went wrong. Please try again.', outcome.response.status);
}

/** Registration: /account, the platform's news that it emailed an activation link, or why not. */
export async function finishFormRegistration(outcome: RegistrationOutcome) {
  if (!outcome.ok && 'activationMessage' in outcome) {
    return data<FormNotice>({ notice: outcome.activationMessage }, { status: 202 });
  }
  return finishFormSignIn(outcome);
}
