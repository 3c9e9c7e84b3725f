import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { OptionPicker } from '../../lib/product/option-pickers.server';
import styles from './ProductOptions.module.css';

/**
 * One group per option (Color, Finish…), each value a link to the variant it selects, so the
 * pickers work before and without JavaScript and the URL always carries the selection. A value
 * that cannot be bought with the other options can still be chosen, to see it, and says why;
 * the chosen one is marked current. (Styled through the one class and the markup, to keep the
 * page's script small.)
 */
export function ProductOptions({ pickers }: { pickers: readonly OptionPicker[] }) {
  return (
    <div className={styles.pickers}>
      {pickers.map((picker) => (
        <fieldset key={picker.name}>
          <legend>
            {picker.name}
            <span>{picker.values.find((value) => value.selected)?.name}</span>
          </legend>
          <ul>
            {picker.values.map((value) => {
              const note = !value.exists ? 'Unavailable' : value.available ? null : 'Sold out';
              return (
                <li key={value.name}>
                  <Link
                    to={value.to}
                    // Choosing a value swaps the variant in place: no new history entry, no scroll.
                    replace
                    preventScrollReset
                    prefetch="intent"
                    aria-current={value.selected || undefined}
                    data-unavailable={note ? '' : undefined}
                  >
                    {value.swatchColor ? (
                      <i style={{ '--swatch': value.swatchColor } as CSSProperties} aria-hidden />
                    ) : null}
                    <span>{value.name}</span>
                    {note ? <small>{note}</small> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
