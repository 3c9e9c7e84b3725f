import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Direction, Ingredient } from '../../lib/content/metafields';
import { indexAfterKey } from '../ui/keyboard';
import styles from './ProductTabs.module.css';

/** The texts of the tabs, from the product's metafields via the page's loader. */
export interface ProductTabsContent {
  directions: readonly Direction[];
  usageNotes: readonly string[];
  ingredients: readonly Pick<Ingredient, 'name' | 'alsoKnownAs' | 'role'>[];
}

function DirectionsPanel({ directions, usageNotes }: ProductTabsContent) {
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
      {usageNotes.length ? (
        <ul className={styles.notes}>
          {usageNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function IngredientsPanel({ ingredients }: ProductTabsContent) {
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
          {ingredient.role ? <p className={styles.role}>{ingredient.role}</p> : null}
        </li>
      ))}
    </ul>
  );
}

const TABS = [
  {
    id: 'directions',
    label: 'Directions',
    Panel: DirectionsPanel,
    shown: (content: ProductTabsContent) =>
      content.directions.length + content.usageNotes.length > 0,
  },
  {
    id: 'ingredients',
    label: 'Ingredients',
    Panel: IngredientsPanel,
    shown: (content: ProductTabsContent) => content.ingredients.length > 0,
  },
];

/**
 * Directions and Ingredients, Directions first, each when the product has its content. WAI-ARIA
 * tabs with automatic activation: arrows, Home and End move and select, only the selected tab is
 * in the tab order. Every panel is in the server HTML; all but the selected one are `hidden`.
 */
export function ProductTabs({ content }: { content: ProductTabsContent }) {
  const tabs = TABS.filter((tab) => tab.shown(content));
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = indexAfterKey(event.key, index, tabs.length, 'horizontal');
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
        {tabs.map((tab, index) => (
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

      {tabs.map((tab, index) => (
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
