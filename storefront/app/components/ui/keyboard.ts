/**
 * Focus movement along a row of tabs or a column of accordion headers (WAI-ARIA APG): the arrow
 * keys of that axis move to the next or previous control, wrapping around at either end so a
 * keyboard user never hits a dead end; Home and End jump to the first and last. Every other key
 * (Enter, Space, Tab, letters) answers null and is left to the browser.
 */
export function indexAfterKey(
  key: string,
  current: number,
  count: number,
  axis: 'horizontal' | 'vertical',
): number | null {
  const [previous, next] =
    axis === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  switch (key) {
    case next:
      return (current + 1) % count;
    case previous:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
