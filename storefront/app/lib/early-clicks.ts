/**
 * The page is server-rendered and its JavaScript loads after the first paint, so a shopper can
 * press a button that only JavaScript can answer (cart, theme, tabs, quantities) before React
 * has hydrated it. Instead of losing that press, the inline head script holds such clicks and
 * the app replays them, in order, once it is hydrated (root.tsx). Links and form submits are
 * never held: they work without JavaScript.
 */

declare global {
  interface Window {
    __replayEarlyClicks?: () => void;
  }
}

/** Source of the inline <head> part; tiny, no dependencies, never throws. */
export const EARLY_CLICKS_SCRIPT = `(function(){var q=[];function hold(e){var t=e.target,b=t&&t.closest?t.closest('button[type="button"]'):null;if(!b)return;e.preventDefault();e.stopImmediatePropagation();q.push(b)}document.addEventListener("click",hold,true);window.__replayEarlyClicks=function(){document.removeEventListener("click",hold,true);window.__replayEarlyClicks=function(){};q.splice(0).forEach(function(b){if(b.isConnected&&!b.disabled)b.click()})}})()`;

/** Called once the app has hydrated: stops holding clicks and replays the ones held. */
export function replayEarlyClicks(): void {
  window.__replayEarlyClicks?.();
}
