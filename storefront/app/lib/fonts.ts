/**
 * The display face (Fraunces) is applied by a class on <html>, added right after the first
 * paint: the first screen renders at once in the metric-matched local fallback (tokens.css),
 * and the 37 kB font downloads without delaying it on a slow mobile link. Later pages of the
 * same visit find it cached and apply it before their first paint (no swap at all).
 */
const DISPLAY_FONT_CLASS = 'display-font';
const SEEN_KEY = 'display-font';

/** Source of the inline <head> script; tiny, no dependencies, never throws. */
export const DISPLAY_FONT_SCRIPT = `(function(){var d=document.documentElement;function on(){d.classList.add(${JSON.stringify(
  DISPLAY_FONT_CLASS,
)});try{sessionStorage.setItem(${JSON.stringify(SEEN_KEY)},"1")}catch(e){}}try{if(sessionStorage.getItem(${JSON.stringify(
  SEEN_KEY,
)})){on();return}}catch(e){}requestAnimationFrame(function(){setTimeout(on,0)})})()`;
