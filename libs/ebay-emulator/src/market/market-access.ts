/**
 * Marketplace Insights is a limited release: eBay grants it app by app. The emulator grants it
 * by default and can withdraw it, so Pennant's fallback to Browse can be exercised.
 */
export interface MarketAccess {
  insightsGranted(): boolean;
  setInsightsAccess(granted: boolean): void;
}

export function createMarketAccess(granted = true): MarketAccess {
  let insights = granted;
  return {
    insightsGranted: () => insights,
    setInsightsAccess: (value) => {
      insights = value;
    },
  };
}
