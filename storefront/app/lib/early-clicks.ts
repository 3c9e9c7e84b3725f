/**
 * The page is server-rendered and its JavaScript loads after the first paint, so a shopper can
 * press a button that only JavaScript can answer (cart, theme, tabs, quantities) or a link of the
 * shop before React has hydrated it. Instead of losing the press (or turning a link into a full
 * page load that skips the app's loading states), the inline head script holds such clicks and
 * the app replays them, in order, once it is hydrated (root.tsx) and so is each pressed element.
 * A held link still opens by itself if the app has not started after LINK_FALLBACK_MS, so links
 * never depend on JavaScript arriving; modified clicks, other origins, new tabs, downloads and
 * form submits are never held.
 */

declare global {
  interface Window {
    __replayEarlyClicks?: () => void;
  }
}

const LINK_FALLBACK_MS = 3000;

/**
 * React hydrates the page's Suspense boundaries (the product grids, the home page's hero) after
 * the root, and drops a press on an element it has not hydrated yet: a held press waits until
 * React owns its element (it marks it with its props), checking every 50 ms for up to 5 s, then
 * is replayed in order.
 */
const HYDRATION_WAIT_STEP_MS = 50;
const HYDRATION_WAIT_TRIES = 100;

/** Source of the inline <head> part; tiny, no dependencies, never throws. */
export const EARLY_CLICKS_SCRIPT = `(function(){var q=[];function ownLink(a){return a.origin===location.origin&&(!a.target||a.target==="_self")&&!a.hasAttribute("download")}function hold(e){if(e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;var t=e.target,c=t&&t.closest?t.closest('button[type="button"],a[href]'):null;if(!c)return;if(c.tagName==="A"){if(!ownLink(c))return;setTimeout(function(){if(q.indexOf(c)>-1)location.href=c.href},${LINK_FALLBACK_MS})}e.preventDefault();e.stopImmediatePropagation();q.push(c)}document.addEventListener("click",hold,true);function hydrated(c){for(var k in c)if(k.indexOf("__reactProps")===0)return true;return false}function replay(r,t){while(r.length){var c=r[0];if(c.isConnected&&!hydrated(c)&&t<${HYDRATION_WAIT_TRIES}){setTimeout(function(){replay(r,t+1)},${HYDRATION_WAIT_STEP_MS});return}r.shift();if(!c.isConnected){if(c.tagName==="A")location.href=c.href}else if(!c.disabled)c.click()}}window.__replayEarlyClicks=function(){document.removeEventListener("click",hold,true);window.__replayEarlyClicks=function(){};replay(q.splice(0),0)}})()`;

/** Called once the app has hydrated: stops holding clicks and replays the ones held. */
export function replayEarlyClicks(): void {
  window.__replayEarlyClicks?.();
}
