/** The eBay marketplaces sellers can create policies and offers for in the emulator. */
export const SELLING_MARKETPLACES: readonly string[] = [
  'EBAY_US',
  'EBAY_MOTORS_US',
  'EBAY_CA',
  'EBAY_GB',
  'EBAY_AU',
  'EBAY_DE',
  'EBAY_FR',
  'EBAY_IT',
  'EBAY_ES',
];
