import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { SUBSCRIPTION_PERKS } from '../../content/subscriptions';
import { formatMoney } from '../../lib/money';
import type { ProductVariantData } from '../../lib/shopify';
import {
  defaultFrequency,
  frequencyChoices,
  savePercentLabel,
} from '../../lib/product/selling-plans';
import { AddToCartButton } from '../cart/AddToCartButton';
import { Button } from '../ui/Button';
import styles from './ProductPurchase.module.css';
import optionStyles from './PurchaseOptions.module.css';

interface ProductPurchaseProps {
  variant: ProductVariantData;
  /** The action's answer to a Buy It Now posted without JavaScript (a full page load). */
  buyNowError?: string | undefined;
}

/**
 * "Purchase Options": one time (the default) or subscribe and save, and when subscribing the
 * Delivery Frequency select (monthly by default) and what a subscription includes. The
 * save-percent label and the subscription price sit on the subscription option itself and
 * follow the chosen frequency, so each shows once. Then the two ways to buy: Add to Bag puts
 * the line in the shopper's cart; Buy It Now checks out this one item on its own.
 */
export function ProductPurchase({ variant, buyNowError }: ProductPurchaseProps) {
  const id = useId();
  const choices = frequencyChoices(variant.sellingPlanAllocations.nodes);
  const [mode, setMode] = useState<'onetime' | 'subscription'>('onetime');
  const [frequency, setFrequency] = useState(() => defaultFrequency(choices) ?? '');

  const chosen = choices.find((choice) => choice.value === frequency) ?? choices[0];
  const plan = chosen?.plan;
  // The platform's price for the first delivery on the plan.
  const planPrice = plan?.priceAdjustments[0]?.price ?? variant.price;
  const subscribing = mode === 'subscription' && plan !== undefined;
  const soldOut = !variant.availableForSale;

  return (
    <div className={styles.purchase}>
      {chosen ? (
        <div className={optionStyles.purchase}>
          <fieldset className={optionStyles.options}>
            <legend className={optionStyles.legend}>Purchase Options</legend>

            <label className={optionStyles.option}>
              <input
                type="radio"
                name={`${id}-mode`}
                value="onetime"
                checked={!subscribing}
                onChange={() => setMode('onetime')}
                className={optionStyles.radio}
                aria-labelledby={`${id}-onetime`}
                aria-describedby={`${id}-onetime-price`}
              />
              <span id={`${id}-onetime`} className={optionStyles.optionTitle}>
                One-time purchase
              </span>
              <span id={`${id}-onetime-price`} className={optionStyles.optionPrice}>
                {formatMoney(variant.price)}
              </span>
            </label>

            <label className={optionStyles.option}>
              <input
                type="radio"
                name={`${id}-mode`}
                value="subscription"
                checked={subscribing}
                onChange={() => setMode('subscription')}
                className={optionStyles.radio}
                aria-labelledby={`${id}-subscription`}
                aria-describedby={`${id}-save ${id}-subscription-price`}
              />
              <span className={optionStyles.optionTitle}>
                <span id={`${id}-subscription`}>Subscribe and save</span>
                <span id={`${id}-save`} className={optionStyles.save}>
                  {savePercentLabel(chosen.plan)}
                </span>
              </span>
              <span id={`${id}-subscription-price`} className={optionStyles.optionPrice}>
                {formatMoney(planPrice)}
              </span>
            </label>
          </fieldset>

          {subscribing ? (
            <div className={optionStyles.subscription}>
              <div className={optionStyles.field}>
                <label htmlFor={`${id}-frequency`} className={optionStyles.label}>
                  Delivery Frequency
                </label>
                <select
                  id={`${id}-frequency`}
                  className={optionStyles.select}
                  value={chosen.value}
                  onChange={(event) => setFrequency(event.target.value)}
                >
                  {choices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </div>
              <ul className={optionStyles.perks} aria-label="Subscription details">
                {SUBSCRIPTION_PERKS.map((perk) => (
                  <li key={perk}>{perk}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}

      <div className={styles.actions}>
        <AddToCartButton
          merchandise={variant}
          {...(subscribing ? { sellingPlan: plan.sellingPlan } : {})}
          unitPrice={subscribing ? planPrice : variant.price}
          disabled={soldOut}
          accessibleAddingLabel="Adding to bag"
          className={styles.button}
        >
          {soldOut ? 'Sold Out' : 'Add to Bag'}
        </AddToCartButton>
        <BuyNowForm
          variantId={variant.id}
          sellingPlanId={subscribing ? plan.sellingPlan.id : undefined}
          disabled={soldOut}
          pageError={buyNowError}
        />
      </div>
    </div>
  );
}

/**
 * Buy It Now posts to the route's action, which opens a checkout for this item alone. A real
 * form, so it works before (or without) JavaScript; with it, a fetcher keeps the page in place
 * and shows the error, if any, next to the button.
 */
function BuyNowForm({
  variantId,
  sellingPlanId,
  disabled,
  pageError,
}: {
  variantId: string;
  sellingPlanId: string | undefined;
  disabled: boolean;
  pageError: string | undefined;
}) {
  const fetcher = useFetcher<{ error: string }>();
  const errorId = useId();
  const busy = fetcher.state !== 'idle';
  // Once the fetcher has been used its answer is the latest; before that, the page's.
  const error = busy ? undefined : fetcher.data ? fetcher.data.error : pageError;

  return (
    <fetcher.Form method="post" className={styles.buyNow}>
      <input type="hidden" name="merchandiseId" value={variantId} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="sellingPlanId" value={sellingPlanId ?? ''} />
      <Button
        type="submit"
        variant="secondary"
        className={styles.button}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        aria-describedby={error ? errorId : undefined}
      >
        Buy It Now
      </Button>
      <p id={errorId} role="alert" className={styles.error}>
        {error}
      </p>
    </fetcher.Form>
  );
}
