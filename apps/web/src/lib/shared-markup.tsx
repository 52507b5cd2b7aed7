// Parts every storefront page shows alike (the header, the footer) are rendered by React once per state on the
// server, and every later page in that state gets the same HTML without rendering them again (issue 26: they
// were a fifth of a product page's server render). The browser renders and hydrates them as always: the HTML it
// is given is exactly what React made for them, so hydration cannot tell the difference.
//
// A part's `state` must name everything its server render reads that can differ between two pages (settings,
// data, which link is the current page): two pages in one state get one HTML. What only the browser knows (the
// cart, the signed-in user, the scroll position) is the same in every server render, and is not state here.
import { createContext, type ReactNode, useContext } from 'react';

/** One server render's shared parts: those React rendered itself in this page, and their keys. */
export interface SharedMarkupRender {
  rendered: Map<string, string>;
}

/** Given by the server render only (entry.server.tsx): without it (the browser), every part renders as usual. */
export const SharedMarkupContext = createContext<SharedMarkupRender | null>(null);

export function sharedMarkupRender(): SharedMarkupRender {
  return { rendered: new Map() };
}

/** The HTML of each part in each state, as React rendered it; a handful of states, so a small cap is plenty. */
const kept = new Map<string, string>();
const MAX_KEPT = 64;

/** The wrapper's own tag as React writes it: `keepSharedMarkup` finds a part by it. */
const openingTag = (id: string) => `<div data-shared="${id}" class="contents">`;

/**
 * A part of the page that is the same on every page in the same `state`: `display: contents`, so the wrapper
 * changes nothing in the layout. `id` is a constant of the code (letters and dashes). A `state` of undefined
 * shares nothing: the part is rendered for this page alone (one whose state is too varied to keep).
 */
export function SharedMarkup({ id, state, children }: { id: string; state: unknown; children: ReactNode }) {
  const render = useContext(SharedMarkupContext);
  if (render && state !== undefined) {
    const key = `${id}\n${JSON.stringify(state)}`;
    const html = kept.get(key);
    if (html !== undefined) {
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of these children, kept above
      return <div data-shared={id} className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
    }
    render.rendered.set(id, key);
  }
  return (
    <div data-shared={id} className="contents">
      {children}
    </div>
  );
}

/**
 * After a page rendered completely and without error: keeps the HTML of the parts React rendered in it, for
 * the next pages in the same state. The page is decoded only when it rendered one (seldom, once warm).
 */
export function keepSharedMarkup(page: Buffer | string, render: SharedMarkupRender): void {
  if (render.rendered.size === 0) return;
  const html = page.toString();
  for (const [id, key] of render.rendered) {
    const inner = innerHtml(html, openingTag(id));
    if (inner === undefined) continue;
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, inner);
  }
}

/**
 * What lies between `opening` (a div's tag) and the end tag that closes it. React escapes `<` in text and
 * attribute values, so every `<div` and `</div>` in its HTML is a tag.
 */
function innerHtml(html: string, opening: string): string | undefined {
  const start = html.indexOf(opening);
  if (start === -1) return undefined;
  const from = start + opening.length;
  const tags = /<(\/?)div[\s>]/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(from, tag.index);
  }
  return undefined;
}

/** Forgets every kept part (tests). */
export function forgetSharedMarkup(): void {
  kept.clear();
}
