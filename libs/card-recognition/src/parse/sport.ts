import type { Sport } from '../catalog';

/** Words of stats tables and backs that only one sport prints. */
const SPORT_WORDS: Record<Sport, RegExp> = {
  hockey:
    /\b(NHL|HOCKEY|PIM|GOALS|ASSISTS|GAA|SV%|SHUTOUTS|STANLEY CUP|PENALTY|SHOOTS|CATCHES|LNH|DEFENSEMAN|GOALTENDER|CENTRE|CENTER|LEFT WING|RIGHT WING|PLUS[ /-]?MINUS|POWER[ -]?PLAY|HAT[ -]TRICKS?|ART ROSS|HART TROPHY|VEZINA|CALDER|NORRIS|CONN SMYTHE|LADY BYNG|AILIER|D[EÉ]FENSEUR|GARDIEN)\b/gi,
  baseball:
    /\b(MLB|BASEBALL|AVG|RBI|ERA|HR|AB|SB|INNINGS|PITCHER|OUTFIELD(?:ER)?|INFIELD(?:ER)?|SHORTSTOP|CATCHER|BATS|THROWS|MAJOR LEAGUE|HOME RUNS?|STRIKEOUTS)\b/gi,
  basketball: /\b(NBA|WNBA|BASKETBALL|REB|REBOUNDS|FG%|FT%|3PT|BLK|STL|GUARD|FORWARD|HOOPS)\b/gi,
  football:
    /\b(NFL|FOOTBALL|YDS|YARDS|TD|TDS|RUSHING|PASSING|RECEIVING|QUARTERBACK|RUNNING BACK|LINEBACKER|TOUCHDOWNS?|INT)\b/gi,
};

/** Sport scores from the words on the card; the caller adds team and player evidence. */
export function sportScores(text: string): Record<Sport, number> {
  const scores = { hockey: 0, baseball: 0, basketball: 0, football: 0 } as Record<Sport, number>;
  for (const sport of Object.keys(SPORT_WORDS) as Sport[]) {
    const hits = text.match(SPORT_WORDS[sport]) ?? [];
    scores[sport] = new Set(hits.map((hit) => hit.toUpperCase())).size;
  }
  return scores;
}
