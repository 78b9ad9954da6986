import type { Card, CardEditableField } from '@pennant/contracts';
import { Alert, Typography } from 'antd';
import { useCardPreview } from './catalog-api';
import type { CardFormValues } from './card-form';
import { catalogCardQuery, fieldsFilled, previewIsFor, type FillableValues } from './fill-preview';

interface FillPreviewNoteProps {
  card: Card;
  values: FillableValues;
  /** Fields the dealer corrected before or is changing now: saving leaves them as they are. */
  kept: ReadonlySet<CardEditableField>;
}

/** The form's player and year differ from the card's: a correction the server will build on. */
export function playerOrYearChanged(card: Card, values: Partial<CardFormValues>): boolean {
  const year = card.year === null ? '' : String(card.year);
  return (
    (values.player ?? '').trim() !== (card.player ?? '') || (values.year ?? '').trim() !== year
  );
}

/** After a new player or year: what saving will fill from the rosters and checklists, before it is saved. */
export function FillPreviewNote({ card, values, kept }: FillPreviewNoteProps) {
  const query = playerOrYearChanged(card, values) ? catalogCardQuery(values) : null;
  const preview = useCardPreview(query);
  if (!preview.data || !query || !previewIsFor(preview.data, query)) return null;
  const filled = fieldsFilled(values, preview.data, kept);
  if (!preview.data.inCatalog)
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="fill-preview"
        message={`${query.player} is not in Pennant's catalogs`}
        description="Saved as you typed it; team, set and number stay as they are."
      />
    );
  const otherTeams =
    preview.data.team === null && preview.data.teams.length > 1
      ? `He played for ${preview.data.teams.join(', ')} around then: check the team.`
      : null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="fill-preview"
      message={filled.length ? 'Saving fills in' : 'Saving re-prices the card'}
      description={
        <>
          {filled.map(({ field, label, value }) => (
            <Typography.Text key={field} style={{ display: 'block' }}>
              {label}: <strong>{value}</strong>
            </Typography.Text>
          ))}
          {otherTeams && <Typography.Text type="warning">{otherTeams}</Typography.Text>}
          {filled.length > 0 && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              and prices the card again from comparable sales.
            </Typography.Text>
          )}
        </>
      }
    />
  );
}
