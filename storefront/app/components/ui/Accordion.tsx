import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Accordion.module.css';
import { indexAfterKey } from './keyboard';

interface AccordionEntry {
  /** Unique within the accordion; also keeps ids stable between server and browser. */
  readonly id: string;
  /** The header button's text, and so the name of its panel. */
  readonly title: string;
  readonly content: ReactNode;
}

interface AccordionProps {
  readonly items: readonly AccordionEntry[];
  readonly className?: string;
}

/**
 * The WAI-ARIA accordion pattern: each header is a native button (Enter and Space toggle it)
 * inside a heading, ArrowUp/ArrowDown/Home/End move between headers, and each panel is a region
 * named by its header. The first item starts open; at most one is open.
 *
 * Closed panels use the `hidden` attribute, so all the text is in the server-rendered HTML
 * (readable without JavaScript and by search engines) but out of the way until opened.
 */
export function Accordion({ items, className }: AccordionProps) {
  const baseId = useId();
  const [openItem, setOpenItem] = useState<string | null>(items[0]?.id ?? null);
  // Panels fade in only after the shopper's first toggle, not on the server-rendered first paint.
  const [touched, setTouched] = useState(false);
  const headers = useRef<(HTMLButtonElement | null)[]>([]);

  function toggle(id: string) {
    setTouched(true);
    // At most one item is open: pressing another replaces it, pressing the open one closes it.
    setOpenItem((open) => (open === id ? null : id));
  }

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = indexAfterKey(event.key, index, items.length, 'vertical');
    if (next === null) return;
    // The arrow keys, Home and End would otherwise scroll the page.
    event.preventDefault();
    headers.current[next]?.focus();
  }

  return (
    <div
      className={[styles.accordion, className].filter(Boolean).join(' ')}
      data-touched={touched || undefined}
    >
      {items.map((item, index) => {
        const open = openItem === item.id;
        const buttonId = `${baseId}-${item.id}-header`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={styles.item}>
            {/* Each page's accordion sits right under its h1. */}
            <h2 className={styles.heading}>
              <button
                ref={(element) => {
                  headers.current[index] = element;
                }}
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span className={styles.title}>{item.title}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
