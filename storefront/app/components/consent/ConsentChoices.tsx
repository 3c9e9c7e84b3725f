import type { ConsentPurposes } from '../../lib/consent/tracking-consent';
import styles from './ConsentChoices.module.css';

/** What each purpose covers, in the shopper's words. */
const PURPOSES = [
  [
    'analytics',
    'Analytics',
    'Visits, product views and what goes in the bag, so we can improve the shop.',
  ],
  ['marketing', 'Marketing', 'Measuring our ads and offers.'],
  ['preferences', 'Preferences', 'Remembering your choices between visits.'],
] as const;

/** The cookie preferences form's choices: a checkbox per purpose, ticked where `current` allows it. */
export function ConsentChoices({ current }: { current?: ConsentPurposes | undefined }) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>Allow</legend>
      {PURPOSES.map(([name, label, hint]) => (
        <div key={name} className={styles.choice}>
          <input
            type="checkbox"
            id={`consent-${name}`}
            name={name}
            defaultChecked={current?.[name] ?? false}
            aria-describedby={`consent-${name}-hint`}
          />
          <label htmlFor={`consent-${name}`}>
            <span className={styles.label}>{label}</span>
            <span id={`consent-${name}-hint`} className={styles.hint}>
              {hint}
            </span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
