import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';
import { withinLength } from './item-specifics';
import { PRODUCT_DESCRIPTION_MAX_LENGTH } from './listing-text';

/** A description as eBay may take it, and what was taken out of it ("<script>", "onclick", "href=javascript:"). */
export interface CleanDescription {
  html: string;
  removed: string[];
}

/** How the warning about removed active content starts, so a later save can replace it. */
export const ACTIVE_CONTENT_REMOVED =
  'Scripts and other active content were removed from the description: eBay does not allow them';

/** The warning naming what went, e.g. "... (<script>, onclick)". */
export function activeContentWarning(removed: string[]): string {
  return `${ACTIVE_CONTENT_REMOVED} (${removed.join(', ')})`;
}

/** The warnings of a listing whose description was just cleaned: the old note replaced by the new one, if any. */
export function warningsAfterCleaning(warnings: string[], removed: string[]): string[] {
  const others = warnings.filter((warning) => !warning.startsWith(ACTIVE_CONTENT_REMOVED));
  return removed.length > 0 ? [...others, activeContentWarning(removed)] : others;
}

/**
 * The HTML a dealer writes in a description, without what eBay calls active content: scripts, plug-ins, forms,
 * frames, event attributes and script URLs. Everything a description is made of stays: text formatting, lists,
 * tables, fonts, inline styles and style sheets, pictures and links on the web.
 */
export function withoutActiveContent(html: string): CleanDescription {
  const clean = sanitizeHtml(html, KEPT);
  return { html: clean, removed: labelsLost(labelsOf(html), labelsOf(clean)) };
}

/**
 * The description as the inventory item's product.description, which eBay caps at 4000 characters. The listing
 * shows the offer's listingDescription, which carries the description whole (up to 500000); product.description
 * only stands in for it where eBay has no listingDescription. A description that fits goes as it is; a longer one
 * (a dealer's, or grown by cleaning: "&" is written "&amp;") goes as its text without markup, cut at a word's end.
 */
export function productDescription(html: string): string {
  if (html.length <= PRODUCT_DESCRIPTION_MAX_LENGTH) return html;
  // A space where each tag was, so "<li>One</li><li>Two</li>" reads "One Two", not "OneTwo".
  const text = sanitizeHtml(html.replace(/</g, ' <'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: GONE_WITH_CONTENT,
  })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= PRODUCT_DESCRIPTION_MAX_LENGTH) return text;
  return `${withinLength(text, PRODUCT_DESCRIPTION_MAX_LENGTH - 1)}…`;
}

const ALLOWED_TAGS = [
  ...['p', 'br', 'hr', 'div', 'span', 'font', 'center', 'blockquote', 'pre', 'code', 'address'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'small', 'big'],
  ...['tt', 'mark', 'abbr', 'cite', 'q', 'kbd', 'samp', 'var'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
  ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ...['section', 'article', 'header', 'footer', 'aside', 'main', 'nav', 'figure', 'figcaption'],
  ...['a', 'img', 'style'],
];

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  '*': ['style', 'class', 'id', 'title', 'align', 'valign', 'width', 'height', 'dir', 'lang'],
  a: ['href', 'name', 'target', 'rel'],
  img: ['src', 'alt', 'border', 'hspace', 'vspace'],
  font: ['face', 'size', 'color'],
  table: ['border', 'bgcolor', 'cellpadding', 'cellspacing', 'summary', 'frame', 'rules'],
  tr: ['bgcolor'],
  td: ['bgcolor', 'colspan', 'rowspan', 'nowrap', 'headers', 'abbr'],
  th: ['bgcolor', 'colspan', 'rowspan', 'nowrap', 'headers', 'abbr', 'scope'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start', 'type', 'reversed'],
  ul: ['type'],
  li: ['value', 'type'],
  style: ['type', 'media'],
};

/** CSS that runs code in some browser (old Internet Explorer's expressions and behaviours, Firefox's bindings). */
const ACTIVE_CSS = /javascript\s*:|vbscript\s*:|expression\s*\(|behavior\s*:|-moz-binding/i;

/** A pasted page's frame: what it holds is the description, and dropping it is no news to the dealer. */
const PAGE_FRAME = ['html', 'head', 'body', 'title'];

/** These go with what they hold (code, a form's text, a plug-in's fallback); other removed tags leave their text. */
const GONE_WITH_CONTENT = [
  ...['script', 'style', 'textarea', 'option', 'xmp', 'title', 'template'],
  ...['iframe', 'noembed', 'noframes', 'object', 'applet'],
];

const KEPT: IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  // A style sheet is no script: eBay takes it, and the preview draws the description in a sandboxed frame.
  allowVulnerableTags: true,
  // Empty attributes (alt="") are the dealer's and harmless: kept, so they are not reported as removed.
  nonBooleanAttributes: [],
  nonTextTags: GONE_WITH_CONTENT,
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: withoutActiveStyle(attribs) }) },
  exclusiveFilter: (frame) => frame.tag === 'style' && isActiveStyleSheet(frame.text),
};

/**
 * A style sheet that runs code, or holds markup: CSS needs no "<", and markup inside a style sheet is how scripts
 * are smuggled past a reader that parses it differently (an <img onerror> kept as text here, run as a tag there).
 */
function isActiveStyleSheet(css: string): boolean {
  return css.includes('<') || ACTIVE_CSS.test(css);
}

function withoutActiveStyle(attribs: Attributes): Attributes {
  if (!attribs.style || !ACTIVE_CSS.test(attribs.style)) return attribs;
  const { style: _active, ...rest } = attribs;
  return rest;
}

/**
 * What a piece of HTML is made of, one label a tag or attribute: "<img>", "alt", "src=https:". Comparing a
 * description's labels before and after cleaning says what cleaning took out, whichever rule took it.
 */
function labelsOf(html: string): string[] {
  const labels: string[] = [];
  // Inside an element removed whole, what it held goes with it: the element alone is named.
  let insideRemoved = 0;
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag: (tag, attribs) => {
      if (insideRemoved === 0) labels.push(...tagLabels(tag, attribs));
      if (insideRemoved > 0 || removedWhole(tag)) insideRemoved++;
    },
    onCloseTag: () => {
      if (insideRemoved > 0) insideRemoved--;
    },
  });
  return labels;
}

function removedWhole(tag: string): boolean {
  return GONE_WITH_CONTENT.includes(tag) && !ALLOWED_TAGS.includes(tag);
}

function tagLabels(tag: string, attribs: Attributes): string[] {
  if (PAGE_FRAME.includes(tag)) return [];
  // A removed tag's attributes go with it: the tag alone says so.
  if (!ALLOWED_TAGS.includes(tag)) return [`<${tag}>`];
  return [
    `<${tag}>`,
    ...Object.entries(attribs).map(([name, value]) => attributeLabel(name, value)),
  ];
}

/** "onclick"; a link or picture by its scheme ("href=javascript:"), as that is what decides whether it stays. */
function attributeLabel(name: string, value: string): string {
  if (name !== 'href' && name !== 'src') return name;
  // Browsers ignore control characters and spaces in a scheme ("java\tscript:"); so does this label.
  const visible = [...value].filter((char) => char > ' ').join('');
  const scheme = visible.match(/^([a-z][a-z0-9+.-]*):/i);
  return scheme ? `${name}=${scheme[1].toLowerCase()}:` : name;
}

/** The labels of `before` not found in `after`, each named once, counting repeats ("<p>" twice before, once after). */
function labelsLost(before: string[], after: string[]): string[] {
  const left = new Map<string, number>();
  for (const label of after) left.set(label, (left.get(label) ?? 0) + 1);
  const missing = before.filter((label) => {
    const count = left.get(label) ?? 0;
    left.set(label, count - 1);
    return count <= 0;
  });
  return [...new Set(missing)];
}
