import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ProductVariantData } from '../../lib/shopify';
import { defaultFrequency, frequencyChoices } from '../../lib/product/selling-plans';
import { AddToCartButton } from '../cart/AddToCartButton';
import { Button } from '../ui/Button';
import { PurchaseOptions, type PurchaseMode } from './PurchaseOptions';
import styles from './ProductPurchase.module.css';

interface ProductPurchaseProps {
  variant: ProductVariantData;
  /** The action's answer to a Buy It Now posted without JavaScript (a full page load). */
  buyNowError?: string | undefined;
}

/**
 * Purchase mode (one time by default) and delivery frequency (monthly by default), and the two
 * ways to buy with them: Add to Bag puts the line in the
 * shopper's cart; Buy It Now checks out this one item on its own.
 */
export function ProductPurchase({ variant, buyNowError }: ProductPurchaseProps) {
  const choices = frequencyChoices(variant.sellingPlanAllocations.nodes);
  const [mode, setMode] = useState<PurchaseMode>('onetime');
  const [frequency, setFrequency] = useState(() => defaultFrequency(choices) ?? '');

  const plan = choices.find((choice) => choice.value === frequency)?.plan ?? choices[0]?.plan;
  // The platform's price for the first delivery on the plan.
  const planPrice = plan?.priceAdjustments[0]?.price ?? variant.price;
  const subscribing = mode === 'subscription' && plan !== undefined;
  const soldOut = !variant.availableForSale;

  return (
    <div className={styles.purchase}>
      {choices.length > 0 ? (
        <PurchaseOptions
          price={variant.price}
          subscriptionPrice={planPrice}
          choices={choices}
          mode={mode}
          onModeChange={setMode}
          frequency={frequency}
          onFrequencyChange={setFrequency}
        />
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
