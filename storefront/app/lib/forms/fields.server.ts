import { z } from 'zod';
import { FORM_LIMITS } from './limits';

/** zod fields shared by POST /api/newsletter and /api/contact, with their 400 messages. */

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(FORM_LIMITS.email, `Email must be at most ${FORM_LIMITS.email} characters`)
  .pipe(z.email({ error: 'Please enter a valid email address' }));

/** An optional text field ('' when absent), trimmed and capped. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default('');

/** The honeypot's value; people leave it empty (see HONEYPOT_FIELD). */
export const honeypotField = z.string().max(1000).default('');
