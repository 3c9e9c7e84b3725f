import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Direction, Ingredient } from '../../content/product';
import { indexAfterKey } from '../ui/keyboard';
import styles from './ProductTabs.module.css';

/** The texts of the two tabs, from the page's loader (so they are not in its JavaScript). */
export interface PowderTabsContent {
  directions: readonly Direction[];
  usageNotes: readonly string[];
  ingredients: readonly Pick<Ingredient, 'name' | 'alsoKnownAs' | 'role'>[];
}

function DirectionsPanel({ directions, usageNotes }: PowderTabsContent) {
  return (
    <>
      <div className={styles.directions}>
        {directions.map((direction) => (
          <section key={direction.id} className={styles.direction}>
            <h3 className={styles.heading}>{direction.title}</h3>
            <ol className={styles.steps}>
              {direction.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      <ul className={styles.notes}>
        {usageNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </>
  );
}

function IngredientsPanel({ ingredients }: PowderTabsContent) {
  return (
    <ul className={styles.ingredients}>
      {ingredients.map((ingredient) => (
        <li key={ingredient.name} className={styles.ingredient}>
          <p className={styles.ingredientName}>
            {ingredient.name}
            {ingredient.alsoKnownAs ? (
              <span className={styles.aka}> ({ingredient.alsoKnownAs})</span>
            ) : null}
          </p>
          <p className={styles.role}>{ingredient.role}</p>
        </li>
      ))}
    </ul>
  );
}

const TABS = [
  { id: 'directions', label: 'Directions', Panel: DirectionsPanel },
  { id: 'ingredients', label: 'Ingredients', Panel: IngredientsPanel },
];

/**
 * Directions and Ingredients, Directions first. WAI-ARIA tabs with automatic
 * activation: arrows, Home and End move and select, only the selected tab is in the tab order.
 * Both panels are in the server HTML; the other one is `hidden`.
 */
export function ProductTabs({ content }: { content: PowderTabsContent }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = indexAfterKey(event.key, index, TABS.length, 'horizontal');
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <section className={styles.tabs} aria-labelledby={`${id}-heading`}>
      {/* Keeps the outline whole (h1, then h2, then the panels' h3) without a visible title. */}
      <h2 id={`${id}-heading`} className="visually-hidden">
        Directions and ingredients
      </h2>
      <div role="tablist" aria-labelledby={`${id}-heading`} className={styles.tablist}>
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.id}-tab`}
            aria-controls={`${id}-${tab.id}-panel`}
            aria-selected={selected === index}
            tabIndex={selected === index ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>

      {TABS.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-${tab.id}-panel`}
          aria-labelledby={`${id}-${tab.id}-tab`}
          hidden={selected !== index}
          tabIndex={0}
          className={styles.panel}
        >
          <tab.Panel {...content} />
        </div>
      ))}
    </section>
  );
}
