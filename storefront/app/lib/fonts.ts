/**
 * The display face (Fraunces) is applied by a class on <html>, once it has loaded after the
 * first paint: the first screen renders at once in the metric-matched local fallback (tokens.css),
 * and the 37 kB font downloads without delaying it on a slow mobile link. Its download starts
 * when the browser reports the first contentful paint (not merely the first frame, which may not
 * be on screen yet), so it is never among what that paint waited for. The class goes on only
 * when the font is ready, so the page restyles and lays its headings out once, with the font,
 * rather than once for the class and again when the font arrives (each a long task on a slow
 * phone). Later pages of the same visit find it cached and apply it before their first paint.
 */
const DISPLAY_FONT_CLASS = 'display-font';
const SEEN_KEY = 'display-font';
/** The family @fontsource-variable/fraunces declares (its latin face covers the space). */
const DISPLAY_FONT = '1em "Fraunces Variable"';

/** Source of the inline <head> script; tiny, no dependencies, never throws. */
export const DISPLAY_FONT_SCRIPT = `(function(){var d=document.documentElement;function on(){d.classList.add(${JSON.stringify(
  DISPLAY_FONT_CLASS,
)});try{sessionStorage.setItem(${JSON.stringify(SEEN_KEY)},"1")}catch(e){}}try{if(sessionStorage.getItem(${JSON.stringify(
  SEEN_KEY,
)})){on();return}}catch(e){}function load(){var f=document.fonts;f&&f.load?f.load(${JSON.stringify(
  DISPLAY_FONT,
)}).then(on,on):on()}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(load,0)}}).observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){setTimeout(load,0)})})()`;
