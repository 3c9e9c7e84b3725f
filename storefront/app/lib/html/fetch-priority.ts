/**
 * The `fetchpriority` attribute of an image, as props. React 18 passes attributes it does not
 * know through only in lower case (it warns about `fetchPriority`); the browser reads either.
 */
export function fetchPriority(value: 'high' | 'low' | 'auto'): Record<'fetchpriority', string> {
  return { fetchpriority: value };
}
