import { escapeHtml, renderPage } from '../core/html';
import { formatCents } from '../core/money';
import {
  categoryPath,
  conditionFacts,
  descriptorFacts,
  listingState,
  type SellerFacts,
} from '../selling/listing-facts';
import type { ListingRecord } from '../selling/records';

/**
 * An eBay item page, server-rendered: pictures, title, price or current bid, condition with its
 * descriptors, item specifics, seller, shipping, the seller's description (in a sandboxed frame,
 * as eBay shows it) and, once over, whether it sold or ended.
 */
export function renderItemPage(listing: ListingRecord, seller: SellerFacts): string {
  const [first, ...more] = listing.imageUrls;
  const body = `<nav class="hint">${escapeHtml(categoryPath(listing.categoryId).replace(/\|/g, ' › '))}</nav>
<div class="item">
<section class="gallery">
${first ? `<img class="main" src="${escapeHtml(first)}" alt="${escapeHtml(listing.title)}">` : ''}
<div class="thumbs">${more.map((url, index) => `<img src="${escapeHtml(url)}" alt="Picture ${index + 2}">`).join('')}</div>
</section>
<section class="summary">
<h1>${escapeHtml(listing.title)}</h1>
${stateBanner(listing)}
${priceBlock(listing)}
${specificsTable('Condition', conditionRows(listing))}
<p>Shipping: ${listing.shippingCents === 0 ? 'Free' : `US $${formatCents(listing.shippingCents)}`}</p>
<p>Seller: <strong class="seller">${escapeHtml(seller.username)}</strong> (${seller.feedbackScore}) ${escapeHtml(seller.feedbackPercentage)}% positive feedback</p>
<p class="hint">Item number: <span class="item-number">${listing.listingId}</span></p>
</section>
</div>
<h2>Item specifics</h2>
${specificsTable(
  'Item specifics',
  Object.entries(listing.aspects).map(([name, values]) => [name, values.join(', ')]),
)}
<h2>Item description from the seller</h2>
<iframe class="description" sandbox title="Item description" srcdoc="${escapeHtml(listing.description)}"></iframe>`;
  return renderPage({ title: `${listing.title} | eBay`, body, layout: 'wide' });
}

function stateBanner(listing: ListingRecord): string {
  const state = listingState(listing);
  if (state === 'sold') {
    return `<p class="banner sold" role="status">This item sold${listing.format === 'AUCTION' ? ' — bidding has ended' : ''}. ${listing.soldQuantity} sold.</p>`;
  }
  if (state === 'ended') {
    const why =
      listing.endReason === 'UNSOLD'
        ? 'Bidding has ended; the item did not sell.'
        : 'This listing was ended by the seller.';
    return `<p class="banner" role="status">${why}</p>`;
  }
  if (state === 'out-of-stock') return '<p class="banner" role="status">Out of stock.</p>';
  return '';
}

function priceBlock(listing: ListingRecord): string {
  const price = `US $${formatCents(listing.priceCents)}`;
  if (listing.format === 'AUCTION') {
    const ends = listing.endsAt
      ? `<p class="hint">Ends ${new Date(listing.endsAt).toUTCString()}</p>`
      : '';
    return `<p>${listingState(listing) === 'sold' ? 'Winning bid' : 'Current bid'}:</p><p class="price">${price}</p><p>${listing.bidCount} bids</p>${ends}`;
  }
  const lot = listing.lotSize ? `<p>Lot of ${listing.lotSize}</p>` : '';
  const stock =
    listing.status === 'ACTIVE'
      ? `<p>${listing.quantity} available · ${listing.soldQuantity} sold</p>`
      : '';
  const offer =
    listing.bestOfferEnabled && listing.status === 'ACTIVE'
      ? '<p class="hint">or Best Offer</p>'
      : '';
  return `<p class="price">${price}</p>${offer}${lot}${stock}`;
}

function conditionRows(listing: ListingRecord): Array<[string, string]> {
  const { condition } = conditionFacts(listing);
  return [
    ...(condition ? [['Condition', condition] as [string, string]] : []),
    ...descriptorFacts(listing).map(({ name, value }) => [name, value] as [string, string]),
    ...(listing.conditionDescription
      ? [['Seller notes', listing.conditionDescription] as [string, string]]
      : []),
  ];
}

function specificsTable(label: string, rows: ReadonlyArray<readonly [string, string]>): string {
  if (rows.length === 0) return '';
  const cells = rows.map(
    ([name, value]) =>
      `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`,
  );
  return `<table class="specifics" aria-label="${escapeHtml(label)}">${cells.join('')}</table>`;
}
