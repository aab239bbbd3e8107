// A long prerendered page costs a phone most where the visitor is not looking: every element
// below the fold is built, styled, laid out and painted, and its images fetched, while the
// visitor reads the hero and the page hydrates. Deferred sections (deferred.tsx) are therefore
// prerendered inside `<noscript data-lazy>`: with scripts running, the browser keeps that HTML as
// one piece of text; without scripts, it shows it as it is (and so does any crawler's reading of
// the HTML). The inline script below, at the end of <body>, before the page's modules, turns a
// section's text into elements:
// - as the visitor nears one (200 px ahead, as their code loads; on arrival, those in view),
// - for a link into one (`#phone-demo`, on arrival, on a click, on a hash change): every section
//   up to the target, so that the browser scrolls to where the target really is,
// - all at once on the visitor's first key press (Tab moves into them, Ctrl+F finds them),
// - and, from 10 s after the load, one section per idle moment, so that a screen reader and a
//   crawler that runs scripts have the whole page soon after it has settled.
// It works before React has loaded; React then hydrates each section against those elements.

/** The global through which the page's modules reveal a section (`revealSection`). */
export const REVEAL = "__novalineReveal";

declare global {
  interface Window {
    [REVEAL]?: ((wrapper: Element) => void) & { through: (id: string) => void };
  }
}

/** How far below the viewport a section is built: as far as its code starts loading. */
const AHEAD = 200;

/**
 * How long after the load the sections nobody neared are built, one per idle moment: not while
 * the page loads its code, hydrates and fetches its media, when each would lengthen the wait for
 * a first tap. A key press builds them all at once (Tab must reach them, find-in-page find them).
 */
const REST_AFTER = 10_000;

/**
 * The inline script for the end of <body> (see above). ES5 and no `:has()`: it must run in every
 * browser that runs the page's scripts, before them.
 */
export const lazyDomScript = `(function(){
var S="[data-deferred]>noscript[data-lazy]";
function N(w){return w.querySelector(":scope>noscript[data-lazy]")}
function R(w){var n=N(w);if(!n)return;var t=document.createElement("template");t.innerHTML=n.textContent;w.setAttribute("data-built","");n.replaceWith(t.content);io&&io.unobserve(w)}
window.${REVEAL}=R;R.through=through;
function left(){return Array.prototype.map.call(document.querySelectorAll(S),function(n){return n.parentElement})}
function through(id){if(!id||document.getElementById(id))return;var l=left(),k='id="'+id+'"';for(var i=0;i<l.length;i++){var n=N(l[i]),hit=n&&n.textContent.indexOf(k)>=0;R(l[i]);if(hit)return}}
function hash(h){try{through(decodeURIComponent(h.slice(1)))}catch(e){}}
var io=typeof IntersectionObserver=="function"&&new IntersectionObserver(function(es){es.forEach(function(e){e.isIntersecting&&R(e.target)})},{rootMargin:"${String(AHEAD)}px 0px"});
hash(location.hash);
addEventListener("click",function(e){var a=e.target instanceof Element&&e.target.closest("a[href*='#']");a&&a.pathname===location.pathname&&hash(a.hash)},true);
addEventListener("hashchange",function(){hash(location.hash)});
left().forEach(function(w){io?io.observe(w):R(w)});
var idle=window.requestIdleCallback||function(f){return setTimeout(f,50)};
function next(){var w=left()[0];if(w){R(w);idle(next)}}
function later(){setTimeout(function(){idle(next)},${String(REST_AFTER)})}
document.readyState=="complete"?later():addEventListener("load",later);
addEventListener("keydown",function(){left().forEach(R)},{capture:true,once:true});
})()`;

/**
 * Builds the elements of a deferred section prerendered for later (no-op when they are built
 * already, or when the page was rendered in the browser and never had them as text).
 */
export function revealSection(wrapper: Element) {
  window[REVEAL]?.(wrapper);
}

/**
 * Builds every deferred section up to the one holding the element of `id`, so that a script can
 * find it and scroll to where it really is. Links to `#id` need not call it: the inline script
 * does it on their click.
 */
export function revealThrough(id: string) {
  window[REVEAL]?.through(id);
}
