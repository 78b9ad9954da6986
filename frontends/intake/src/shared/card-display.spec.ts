import { buildCard } from '../testing/card-builder';
import { ApiError } from '@pennant/api-client';
import {
  cardCondition,
  cardCount,
  deleteFailedText,
  frontAndBack,
  playerLine,
  priceBasisText,
  soldComparisonsUrl,
} from './card-display';

describe('card display', () => {
  it('counts cards as a sentence says them', () => {
    expect(cardCount(1)).toBe('1 card');
    expect(cardCount(1200)).toBe('1,200 cards');
  });

  it('says why a card was not deleted when the server refused, else to try again', () => {
    const listed = JSON.stringify({
      statusCode: 409,
      message: 'This card is listed on eBay: end the listing first, then delete the card',
    });
    expect(deleteFailedText(new ApiError(409, listed, 'Conflict'))).toBe(
      'Delete Failed: This card is listed on eBay: end the listing first, then delete the card',
    );
    expect(deleteFailedText(new ApiError(500, '', 'Internal Server Error'))).toBe(
      'Delete Failed: Unable to delete card. Please try again.',
    );
    expect(deleteFailedText(new TypeError('Failed to fetch'))).toBe(
      'Delete Failed: Unable to delete card. Please try again.',
    );
  });

  it('shows a slab grade, the condition, else "Ungraded"', () => {
    expect(cardCondition(buildCard({ grader: 'PSA', grade: '10' }))).toBe('PSA 10');
    expect(cardCondition(buildCard({ condition: 'Near Mint' }))).toBe('Near Mint');
    expect(cardCondition(buildCard())).toBe('Ungraded');
  });

  it('says a card read without a player has none, not that it is still being read', () => {
    expect(playerLine(buildCard({ player: 'Mario Lemieux', status: 'identified' }))).toBe(
      'Mario Lemieux',
    );
    expect(playerLine(buildCard({ player: null, status: 'processing' }))).toBe(
      'Player identification in progress',
    );
    expect(playerLine(buildCard({ player: null, status: 'identified' }))).toBe(
      'Player not identified',
    );
    expect(playerLine(buildCard({ player: null, status: 'error' }))).toBe(
      'Identification failed: open View to retry',
    );
  });

  it("links to sold comparisons only through the server's search", () => {
    const pricing = {
      source: 'sold' as const,
      sampleSize: 3,
      error: null,
      soldSearchUrl: 'https://example.test/sold',
      ebayUnavailable: false,
    };
    expect(soldComparisonsUrl(buildCard({ pricing }))).toBe('https://example.test/sold');
    expect(soldComparisonsUrl(buildCard({ pricing: null }))).toBeNull();
  });

  it("finds the back image among the card's images, each with the turn that stands it upright", () => {
    const card = buildCard({
      frontUrl: null,
      backUrl: null,
      imageUrl: '/objects/d/f.jpg',
      thumbnailUrl: null,
      images: [
        {
          id: '1',
          url: '/objects/d/f.jpg',
          thumbnailUrl: null,
          name: 'f.jpg',
          type: 'front',
          isPrimary: true,
          uprightTurn: 180,
        },
        {
          id: '2',
          url: '/objects/d/b.jpg',
          thumbnailUrl: null,
          name: 'b.jpg',
          type: 'back',
          isPrimary: false,
          uprightTurn: 0,
        },
      ],
    });
    expect(frontAndBack(card)).toEqual({
      front: { src: '/objects/d/f.jpg', original: '/objects/d/f.jpg', turn: 180 },
      back: { src: '/objects/d/b.jpg', original: '/objects/d/b.jpg', turn: 0 },
    });
  });

  it('draws the 200 px thumbnails in the grid and keeps the originals for opening', () => {
    const card = buildCard({
      frontUrl: '/objects/d/f.jpg',
      backUrl: '/objects/d/b.jpg',
      images: [
        {
          id: '1',
          url: '/objects/d/f.jpg',
          thumbnailUrl: '/objects/d/f.thumb.jpg',
          name: 'f.jpg',
          type: 'front',
          isPrimary: true,
          uprightTurn: 0,
        },
        {
          id: '2',
          url: '/objects/d/b.jpg',
          thumbnailUrl: '/objects/d/b.thumb.jpg',
          name: 'b.jpg',
          type: 'back',
          isPrimary: false,
          uprightTurn: 0,
        },
      ],
    });
    expect(frontAndBack(card)).toEqual({
      front: { src: '/objects/d/f.thumb.jpg', original: '/objects/d/f.jpg', turn: 0 },
      back: { src: '/objects/d/b.thumb.jpg', original: '/objects/d/b.jpg', turn: 0 },
    });
  });

  it('gives no front to a card read from its back alone, and no back to a front alone', () => {
    const image = (url: string, type: 'front' | 'back' | 'other') => ({
      id: url,
      url,
      thumbnailUrl: null,
      name: null,
      type,
      isPrimary: true,
      uprightTurn: 0 as const,
    });
    const backOnly = buildCard({
      frontUrl: '/objects/d/b.jpg',
      backUrl: '/objects/d/b.jpg',
      imageUrl: '/objects/d/b.jpg',
      thumbnailUrl: null,
      images: [image('/objects/d/b.jpg', 'back')],
    });
    expect(frontAndBack(backOnly)).toEqual({
      front: null,
      back: { src: '/objects/d/b.jpg', original: '/objects/d/b.jpg', turn: 0 },
    });
    const sideless = buildCard({
      frontUrl: '/objects/d/s.jpg',
      backUrl: null,
      imageUrl: '/objects/d/s.jpg',
      thumbnailUrl: null,
      images: [image('/objects/d/s.jpg', 'other')],
    });
    expect(frontAndBack(sideless)).toEqual({
      front: { src: '/objects/d/s.jpg', original: '/objects/d/s.jpg', turn: 0 },
      back: null,
    });
  });

  it('says what the market value rests on, and never claims comparables for a value the dealer typed', () => {
    const sold = {
      source: 'sold' as const,
      sampleSize: 12,
      error: null,
      soldSearchUrl: null,
      ebayUnavailable: false,
    };
    const priced = buildCard({ estimatedLow: '120.00', estimatedHigh: '180.00', pricing: sold });
    expect(priceBasisText({ ...priced, pricing: sold })).toBe(
      '12 comparables from eBay sold listings',
    );
    const dealer = { ...sold, source: 'dealer' as const, sampleSize: 0 };
    expect(priceBasisText({ ...priced, correctedFields: ['marketValue'], pricing: dealer })).toBe(
      'Market value from your correction; the range is from eBay',
    );
    expect(
      priceBasisText({
        ...priced,
        correctedFields: ['marketValue', 'estimatedLow', 'estimatedHigh'],
        pricing: dealer,
      }),
    ).toBe('Market value from your correction');
  });
});
