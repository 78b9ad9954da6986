import {
  checklistCardName,
  loadCatalog,
  type Catalog,
  type CatalogPlayer,
  type ChecklistEntry,
} from '../catalog';
import type { Random } from './random';

/** What a generated card shows, and so what identification should answer. */
export interface CardTruth {
  player: string;
  team: string | null;
  sport: string;
  year: number;
  yearLabel: string;
  brand: string;
  set: string;
  cardNumber: string;
  position: string;
}

const POSITIONS: Record<string, string[]> = {
  baseball: [
    'Pitcher',
    'Catcher',
    'First Base',
    'Second Base',
    'Shortstop',
    'Third Base',
    'Outfield',
  ],
  hockey: ['Center', 'Left Wing', 'Right Wing', 'Defense', 'Goaltender'],
  basketball: ['Guard', 'Forward', 'Center'],
  football: ['Quarterback', 'Running Back', 'Wide Receiver', 'Linebacker', 'Tight End'],
};

/** Checklist cards of one person (not team cards, checklists or multi-player cards). */
function isSinglePlayer(entry: ChecklistEntry): boolean {
  return (
    /^[A-Z][A-Za-z.'-]+( [A-Z][A-Za-z.'-]+){1,2}$/.test(entry.name) &&
    !/\b(Team|Checklist|Leaders)\b/.test(entry.name)
  );
}

let cards: ChecklistEntry[] | null = null;
let playersByName: Map<string, CatalogPlayer[]> | null = null;

function singlePlayerCards(catalog: Catalog): ChecklistEntry[] {
  cards ??= catalog.checklist.filter(isSinglePlayer);
  return cards;
}

function teamOf(catalog: Catalog, entry: ChecklistEntry): string | null {
  if (!playersByName) {
    playersByName = new Map();
    for (const player of catalog.players) {
      const list = playersByName.get(player.name) ?? [];
      list.push(player);
      playersByName.set(player.name, list);
    }
  }
  const candidates = playersByName.get(entry.name) ?? [];
  for (const player of candidates) {
    const teams = player.teams.get(entry.year) ?? player.teams.get(entry.year - 1);
    if (teams?.length) return teams[0];
  }
  return null;
}

/** The set as the hobby and the labelled datasets name it ("Topps Update - Rainbow Foil"), as identification answers. */
export function setName(entry: ChecklistEntry): string {
  return checklistCardName(entry).set;
}

/** A real card from the shipped checklists, so the truth is a (set, year, number, player) that exists. */
export function drawSubject(random: Random): CardTruth {
  const catalog = loadCatalog();
  const entry = random.pick(singlePlayerCards(catalog));
  const { set, brand } = checklistCardName(entry);
  return {
    player: entry.name,
    team: teamOf(catalog, entry),
    sport: entry.sport,
    year: entry.year,
    yearLabel: entry.yearLabel,
    brand,
    set,
    cardNumber: entry.number,
    position: random.pick(POSITIONS[entry.sport] ?? POSITIONS.baseball),
  };
}
