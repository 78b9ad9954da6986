import { AUTO_APPROVE_MIN_FMV, PLATFORM_FEE_PERCENT, PRODUCT_NAME } from '@pennant/contracts';

/** The fee as shown to visitors: "2%". */
export const FEE_PERCENT_LABEL = `${Number(PLATFORM_FEE_PERCENT)}%`;
export const AUTO_APPROVE_FMV_LABEL = `$${AUTO_APPROVE_MIN_FMV}`;
export const GUARANTEE_DAYS = 30;

export const SECTION_IDS = {
  testimonials: 'testimonials',
  features: 'features',
  howItWorks: 'how-it-works',
  roi: 'roi',
  metrics: 'metrics',
  pricing: 'pricing',
  trust: 'trust',
  help: 'help',
  contact: 'contact',
  status: 'status',
  privacy: 'privacy',
} as const;

export const PIPELINE_STEPS = [
  { title: 'Scan', text: 'Bulk scan or photo upload' },
  { title: 'Identify', text: 'Player, year, brand, set, condition and value range' },
  { title: 'Price', text: 'From recent sold comparables' },
  { title: 'List', text: 'Title, description and keywords generated' },
  { title: 'Publish', text: 'Sent to eBay after you approve' },
] as const;

export const HOW_IT_WORKS_STEPS = [
  {
    title: 'Login with eBay',
    text: `Sign in through eBay's own page. Your eBay account is your ${PRODUCT_NAME} account; there is nothing else to set up.`,
  },
  {
    title: 'Upload your cards',
    text: 'Scan in bulk or upload photos (JPG, PNG, HEIC or WebP, up to 50 files at a time, 10 MB each).',
  },
  {
    title: 'Review and approve',
    text: 'Check each identification, price and generated listing in one screen, then approve.',
  },
  {
    title: 'Publish and sell',
    text: `Approved listings go to eBay. When they sell, ${PRODUCT_NAME} bills ${FEE_PERCENT_LABEL} of net sales once a month.`,
  },
] as const;

export const FAQ_ITEMS = [
  {
    question: `How do I sign in to ${PRODUCT_NAME}?`,
    answer: `With "Login with eBay". eBay asks you to sign in on its own page and to grant ${PRODUCT_NAME} access; ${PRODUCT_NAME} never sees your eBay password.`,
  },
  {
    question: 'What does it cost?',
    answer: `${FEE_PERCENT_LABEL} of net sales of items listed through ${PRODUCT_NAME}, billed monthly. Net sales are what buyers paid for those items, shipping included and eBay’s sales tax not, minus refunds. There is no subscription and no setup fee.`,
  },
  {
    question: 'Do I have to approve every card?',
    answer: `By default, yes: nothing is listed until you approve it. You can turn on auto-approve in Settings for cards identified with at least 90% confidence and a fair market value of at least ${AUTO_APPROVE_FMV_LABEL}.`,
  },
  {
    question: 'How are prices set?',
    answer:
      'From recent comparables on eBay, using the basis you choose (sold median, sold average, active average or current lowest) plus your default markup. Cards under your minimum single value can be grouped into lots by team and year, set, or brand and year.',
  },
  {
    question: 'What if it is not right for me?',
    answer: `There is a ${GUARANTEE_DAYS}-day satisfaction guarantee. You can disconnect your eBay account from Settings at any time.`,
  },
] as const;

export const TRUST_POINTS = [
  {
    title: 'Official eBay APIs',
    text: `${PRODUCT_NAME} lists and tracks sales only through eBay's official APIs, and every listing carries its eBay item ID.`,
  },
  {
    title: 'OAuth sign-in',
    text: `You sign in on eBay's own page. ${PRODUCT_NAME} never sees your eBay password.`,
  },
  {
    title: 'Encrypted eBay tokens',
    text: 'The access tokens eBay issues for your account are encrypted at rest.',
  },
  {
    title: 'Deletion honoured',
    text: `When eBay reports that an account has been deleted, ${PRODUCT_NAME} erases that account's data.`,
  },
  {
    title: `${GUARANTEE_DAYS}-day satisfaction guarantee`,
    text: `Every new account is covered by a ${GUARANTEE_DAYS}-day satisfaction guarantee.`,
  },
] as const;

export const PRIVACY_ITEMS = [
  {
    data: 'Your eBay user ID, username and the tokens eBay issues for your account (encrypted)',
    why: 'to sign you in and to list and track sales on eBay on your behalf',
  },
  {
    data: 'Your store name, email address and time zone',
    why: 'to show your account and to date your reports and bills correctly',
  },
  {
    data: 'Card photos, identifications, prices and prepared listings',
    why: 'to identify, price and list your cards',
  },
  {
    data: 'Orders, sales and refunds of items listed through Pennant, with their eBay item IDs',
    why: 'to show your sales and to calculate the monthly fee',
  },
  {
    data: 'Your pricing rules and automation settings',
    why: 'to price and approve cards the way you chose',
  },
] as const;
