import type { ConsentPurposes } from '../../lib/consent/tracking-consent';

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

/**
 * The "choose" part of the consent forms: a checkbox per purpose, ticked where `current` allows
 * it. (Styles: consent.css, global, since the banner is rendered to HTML on the server.)
 */
export function ConsentChoices({
  idPrefix,
  current,
}: {
  idPrefix: string;
  current?: ConsentPurposes | undefined;
}) {
  return (
    <fieldset className="consent-choices">
      <legend className="consent-choices__legend">Allow</legend>
      {PURPOSES.map(([name, label, hint]) => (
        <div key={name} className="consent-choices__choice">
          <input
            type="checkbox"
            id={`${idPrefix}-${name}`}
            name={name}
            defaultChecked={current?.[name] ?? false}
            aria-describedby={`${idPrefix}-${name}-hint`}
          />
          <label htmlFor={`${idPrefix}-${name}`}>
            <span className="consent-choices__label">{label}</span>
            <span id={`${idPrefix}-${name}-hint`} className="consent-choices__hint">
              {hint}
            </span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
