import { PENDING_TEXT } from './checkout-summary';

/**
 * The checkout's one script, a progressive enhancement: it shows the shipping, tax and total
 * rows for the address as it is typed, reading them from the table the server rendered into the
 * page (no second copy of the rates). It also fills `expectedTotal`, the total the buyer saw,
 * so a single Pay now pays. Without it, the server shows the amounts after the first submit
 * and asks the buyer to confirm them.
 */
export const CHECKOUT_SCRIPT = `(() => {
  const form = document.getElementById('checkout-form');
  const data = document.getElementById('checkout-quotes');
  if (!form || !data) return;
  const quotes = JSON.parse(data.textContent);
  const country = form.elements.namedItem('country');
  const province = form.elements.namedItem('province');
  const expectedTotal = form.elements.namedItem('expectedTotal');
  const provinceField = document.getElementById('province-field');
  const show = (name, text) => {
    for (const element of document.querySelectorAll('[data-quote="' + name + '"]')) {
      element.textContent = text;
      element.classList.toggle('pending', text === ${JSON.stringify(PENDING_TEXT)});
    }
  };
  const update = () => {
    const domestic = country.value === 'US';
    provinceField.hidden = !domestic;
    const quote = quotes[domestic && province.value ? 'US-' + province.value : country.value];
    if (!quote) return;
    for (const name of ['shippingTitle', 'shipping', 'taxLabel', 'tax', 'total', 'giftCards', 'amountDue']) {
      show(name, quote[name]);
    }
    expectedTotal.value = quote.totalCents === null ? '' : String(quote.totalCents);
  };
  country.addEventListener('change', update);
  province.addEventListener('change', update);
  update();
})();`;
