import { useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { formatMoney } from '../../lib/money';
import { perUseLabel } from '../../lib/product/pack-value';
import { quantityFrom } from '../../lib/product/quantity';
import { useShopLayout } from '../../lib/content/shop';
import type { ProductVariantData } from '../../lib/shopify';
import {
  defaultFrequency,
  frequencyChoices,
  savePercentLabel,
} from '../../lib/product/selling-plans';
import { AddToCartButton } from '../cart/AddToCartButton';
import { Button } from '../ui/Button';
import { QuantitySelector } from './QuantitySelector';
import styles from './ProductPurchase.module.css';
import optionStyles from './PurchaseOptions.module.css';

interface ProductPurchaseProps {
  variant: ProductVariantData;
  productTitle: string;
  /** The action's answer to a Buy It Now posted without JavaScript (a full page load). */
  buyNowError?: string | undefined;
}

/**
 * "Purchase Options": one time (the default) or subscribe and save, and when subscribing the
 * Delivery Frequency select (monthly by default) and what a subscription includes. The
 * save-percent label and the subscription price sit on the subscription option itself and
 * follow the chosen frequency, so each shows once, each with what a use costs at it. Then the
 * quantity and the two ways to buy it: Add to Bag puts the line in the shopper's cart; Buy It
 * Now checks out this one item on its own.
 */
export function ProductPurchase({
  variant,
  productTitle,
  buyNowError: pageError,
}: ProductPurchaseProps) {
  const id = useId();
  const quantityRef = useRef<HTMLInputElement>(null);
  const choices = frequencyChoices(variant.sellingPlanAllocations.nodes);
  const [subscribe, setSubscribe] = useState(false);
  const [frequency, setFrequency] = useState(() => defaultFrequency(choices) ?? '');
  // What a subscription includes, in the shop's words (none when the shop lists none).
  const perks = useShopLayout()?.texts.subscriptionPerks ?? [];

  const chosen = choices.find((choice) => choice.value === frequency) ?? choices[0];
  const plan = chosen?.plan;
  // The platform's price for the first delivery on the plan.
  const planPrice = plan?.priceAdjustments[0]?.price ?? variant.price;
  const subscribing = subscribe && plan !== undefined;
  const soldOut = !variant.availableForSale;

  // Buy It Now posts to the route's action, which opens a checkout for this item alone: a real
  // form, so it works before (or without) JavaScript; with it, a fetcher keeps the page in place
  // and shows the error, if any, next to the button.
  const buyNow = useFetcher<{ error: string }>();
  const buying = buyNow.state !== 'idle';
  // Once the fetcher has been used its answer is the latest; before that, the page's.
  const buyNowError = buying ? undefined : buyNow.data ? buyNow.data.error : pageError;

  return (
    <div className={styles.purchase}>
      {chosen ? (
        <div className={optionStyles.purchase}>
          <fieldset className={optionStyles.options}>
            <legend className={optionStyles.legend}>Purchase Options</legend>

            {[
              { value: 'onetime', title: 'One-time purchase', price: variant.price, save: null },
              {
                value: 'subscription',
                title: 'Subscribe and save',
                price: planPrice,
                save: savePercentLabel(chosen.plan),
              },
            ].map(({ value, title, price, save }) => {
              const perUse = perUseLabel(variant.product, price);
              return (
                <label key={value} className={optionStyles.option}>
                  <input
                    type="radio"
                    name={`${id}-mode`}
                    value={value}
                    checked={(value === 'subscription') === subscribing}
                    onChange={() => setSubscribe(value === 'subscription')}
                    className={optionStyles.radio}
                    aria-labelledby={`${id}-${value}`}
                    aria-describedby={`${save ? `${id}-save ` : ''}${id}-${value}-price`}
                  />
                  <span className={optionStyles.optionTitle}>
                    <span id={`${id}-${value}`}>{title}</span>
                    {save ? (
                      <span id={`${id}-save`} className={optionStyles.save}>
                        {save}
                      </span>
                    ) : null}
                  </span>
                  <span id={`${id}-${value}-price`} className={optionStyles.optionPrice}>
                    {formatMoney(price)}
                  </span>
                  {perUse ? <span className={optionStyles.perUse}>{perUse}</span> : null}
                </label>
              );
            })}
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
              {perks.length ? (
                <ul className={optionStyles.perks} aria-label="Subscription details">
                  {perks.map((perk) => (
                    <li key={perk}>{perk}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}

      <div className={styles.actions}>
        <div className={styles.addToBag}>
          <QuantitySelector
            inputRef={quantityRef}
            productTitle={productTitle}
            form={`${id}-buy-now`}
          />
          <AddToCartButton
            merchandise={variant}
            quantity={() => quantityFrom(quantityRef.current?.value ?? '')}
            sellingPlan={subscribing ? plan.sellingPlan : undefined}
            unitPrice={subscribing ? planPrice : variant.price}
            disabled={soldOut}
            accessibleAddingLabel="Adding to bag"
            className={`${styles.button} ${styles.addButton}`}
          >
            {soldOut ? 'Sold Out' : 'Add to Bag'}
          </AddToCartButton>
        </div>
        {/* The quantity input joins this form by its id, so Buy It Now buys as many. */}
        <buyNow.Form id={`${id}-buy-now`} method="post" className={styles.buyNow}>
          <input type="hidden" name="merchandiseId" value={variant.id} />
          <input
            type="hidden"
            name="sellingPlanId"
            value={subscribing ? plan.sellingPlan.id : ''}
          />
          <Button
            type="submit"
            variant="secondary"
            className={styles.button}
            disabled={soldOut || buying}
            aria-busy={buying || undefined}
            aria-describedby={buyNowError ? `${id}-buy-now-error` : undefined}
          >
            Buy It Now
          </Button>
          <p id={`${id}-buy-now-error`} role="alert" className={styles.error}>
            {buyNowError}
          </p>
        </buyNow.Form>
      </div>
    </div>
  );
}
