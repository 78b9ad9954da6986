/**
 * The part of eBay US's category tree ("0") the emulator lists in: Sports Mem, Cards & Fan Shop >
 * Sports Trading Cards > Singles (261328) and Lots (261329). Other marketplaces' default trees
 * are named (for get_default_category_tree_id) but have no categories here.
 */

export const US_CATEGORY_TREE_ID = '0';
export const CATEGORY_TREE_VERSION = '139';
export const SINGLES_CATEGORY = '261328';
export const LOTS_CATEGORY = '261329';

export const DEFAULT_CATEGORY_TREES: Readonly<Record<string, string>> = {
  EBAY_US: US_CATEGORY_TREE_ID,
  EBAY_MOTORS_US: '100',
  EBAY_CA: '2',
  EBAY_GB: '3',
  EBAY_AU: '15',
  EBAY_DE: '77',
};

export interface CategoryNode {
  categoryId: string;
  categoryName: string;
  parentId?: string;
  leaf: boolean;
}

const ROOT_CATEGORY_ID = '0';

const CATEGORIES: readonly CategoryNode[] = [
  { categoryId: ROOT_CATEGORY_ID, categoryName: 'Root', leaf: false },
  {
    categoryId: '64482',
    categoryName: 'Sports Mem, Cards & Fan Shop',
    parentId: ROOT_CATEGORY_ID,
    leaf: false,
  },
  { categoryId: '212', categoryName: 'Sports Trading Cards', parentId: '64482', leaf: false },
  {
    categoryId: SINGLES_CATEGORY,
    categoryName: 'Sports Trading Card Singles',
    parentId: '212',
    leaf: true,
  },
  {
    categoryId: LOTS_CATEGORY,
    categoryName: 'Sports Trading Card Lots',
    parentId: '212',
    leaf: true,
  },
];

export function findCategory(categoryId: string): CategoryNode | undefined {
  return CATEGORIES.find((node) => node.categoryId === categoryId);
}

export function isRootCategory(categoryId: string): boolean {
  return categoryId === ROOT_CATEGORY_ID;
}

export function isLeafCategory(categoryId: string): boolean {
  return findCategory(categoryId)?.leaf === true;
}
