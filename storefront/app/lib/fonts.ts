import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';

/**
 * The display face (Fraunces) joins after the first paint. The stylesheets name it from the start
 * ('Fraunces Display' first in --font-display, tokens.css) but none declares it, so the first
 * screen renders at once in the metric-matched local fallback and the 37 kB font never delays it
 * on a slow mobile link. When the browser reports the first contentful paint, the script below
 * downloads the face with the CSS Font Loading API and adds it to the document only once it has
 * loaded: the page then lays out once, with the font. That layout runs in a task of its own,
 * after the one that decoded the font and before the frame that paints it, so none of the three
 * is a long task on a slow phone. (Adding a face that is still loading makes the browser lay out
 * every text twice; switching a class or custom property on <html> restyles the whole document.)
 * Later pages of the same visit find the font in the cache and add it before their first layout.
 */
const DISPLAY_FAMILY = 'Fraunces Display';
const SEEN_KEY = 'display-font';
/** One file for weights 100–900, latin only (the shop's texts), from @fontsource-variable/fraunces. */
const DISPLAY_FACE_SOURCE = `url(${frauncesLatin}) format("woff2-variations")`;
const DISPLAY_FACE_DESCRIPTORS = {
  weight: '100 900',
  display: 'swap',
  unicodeRange:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
};

/** Source of the inline <head> script; tiny, no dependencies, never throws. */
export const DISPLAY_FONT_SCRIPT = `(function(){var F=window.FontFace,s=document.fonts;if(!F||!s||!s.add)return;var f;try{f=new F(${JSON.stringify(
  DISPLAY_FAMILY,
)},${JSON.stringify(DISPLAY_FACE_SOURCE)},${JSON.stringify(
  DISPLAY_FACE_DESCRIPTORS,
)})}catch(e){return}function seen(){try{sessionStorage.setItem(${JSON.stringify(SEEN_KEY)},"1")}catch(e){}}try{if(sessionStorage.getItem(${JSON.stringify(
  SEEN_KEY,
)})){s.add(f);return}}catch(e){}function join(){s.add(f);document.body.offsetWidth;seen()}function load(){f.load().then(function(){setTimeout(join,0)},function(){})}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(load,0)}}).observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){setTimeout(load,0)})})()`;
