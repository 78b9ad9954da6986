export { loadCatalog } from './load';
export type { Catalog, CatalogPlayer, CatalogTeam, ChecklistEntry, Sport } from './load';
export { BRANDS, MCDONALDS_HOCKEY, SETS } from './known-brands';
export type { KnownBrand, KnownSet } from './known-brands';
export { NBA_TEAMS, NFL_TEAMS, NHL_TEAMS } from './known-teams';
export type { KnownTeam } from './known-teams';
export { checklistCardName, isBaseSubset } from './card-name';
