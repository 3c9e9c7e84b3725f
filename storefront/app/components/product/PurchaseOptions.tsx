import { useId } from 'react';
import type { Money } from '../../lib/money';
import { formatMoney } from '../../lib/money';
import { savePercentLabel, type FrequencyChoice } from '../../lib/product/selling-plans';
import { SUBSCRIPTION_PERKS } from '../../content/subscriptions';
import styles from './PurchaseOptions.module.css';

export type PurchaseMode = 'onetime' | 'subscription';

interface PurchaseOptionsProps {
  price: Money;
  /** The price of the plan for the chosen frequency. */
  subscriptionPrice: Money;
  choices: readonly FrequencyChoice[];
  mode: PurchaseMode;
  onModeChange: (mode: PurchaseMode) => void;
  frequency: string;
  onFrequencyChange: (frequency: string) => void;
}

/**
 * "Purchase Options" (one time or subscribe and save) and, when subscribing, the
 * Delivery Frequency select and what a subscription includes. The save-percent label and the
 * subscription price sit on the subscription option itself and follow the chosen frequency, so
 * each shows once.
 */
export function PurchaseOptions({
  price,
  subscriptionPrice,
  choices,
  mode,
  onModeChange,
  frequency,
  onFrequencyChange,
}: PurchaseOptionsProps) {
  const id = useId();
  const chosen = choices.find((choice) => choice.value === frequency) ?? choices[0];
  const subscribing = mode === 'subscription';

  return (
    <div className={styles.purchase}>
      <fieldset className={styles.options}>
        <legend className={styles.legend}>Purchase Options</legend>

        <label className={styles.option}>
          <input
            type="radio"
            name={`${id}-mode`}
            value="onetime"
            checked={!subscribing}
            onChange={() => onModeChange('onetime')}
            className={styles.radio}
            aria-labelledby={`${id}-onetime`}
            aria-describedby={`${id}-onetime-price`}
          />
          <span id={`${id}-onetime`} className={styles.optionTitle}>
            One-time purchase
          </span>
          <span id={`${id}-onetime-price`} className={styles.optionPrice}>
            {formatMoney(price)}
          </span>
        </label>

        <label className={styles.option}>
          <input
            type="radio"
            name={`${id}-mode`}
            value="subscription"
            checked={subscribing}
            onChange={() => onModeChange('subscription')}
            className={styles.radio}
            aria-labelledby={`${id}-subscription`}
            aria-describedby={`${id}-save ${id}-subscription-price`}
          />
          <span className={styles.optionTitle}>
            <span id={`${id}-subscription`}>Subscribe and save</span>
            {chosen ? (
              <span id={`${id}-save`} className={styles.save}>
                {savePercentLabel(chosen.plan)}
              </span>
            ) : null}
          </span>
          <span id={`${id}-subscription-price`} className={styles.optionPrice}>
            {formatMoney(subscriptionPrice)}
          </span>
        </label>
      </fieldset>

      {subscribing ? (
        <div className={styles.subscription}>
          <div className={styles.field}>
            <label htmlFor={`${id}-frequency`} className={styles.label}>
              Delivery Frequency
            </label>
            <select
              id={`${id}-frequency`}
              className={styles.select}
              value={chosen?.value}
              onChange={(event) => onFrequencyChange(event.target.value)}
            >
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
          <ul className={styles.perks} aria-label="Subscription details">
            {SUBSCRIPTION_PERKS.map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
