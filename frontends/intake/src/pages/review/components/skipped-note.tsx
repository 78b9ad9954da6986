import type { ApproveAllResponse } from '@pennant/contracts';
import { Alert, Button } from 'antd';
import { skippedSummary } from '../approval';

export interface SkippedNoteProps {
  skipped: ApproveAllResponse['skipped'];
  showingSkipped: boolean;
  onShowSkipped: (only: boolean) => void;
  onClose: () => void;
}

/** After Approve All: the cards it left and why, and a filter to look at them one by one. */
export function SkippedNote({ skipped, showingSkipped, onShowSkipped, onClose }: SkippedNoteProps) {
  return (
    <Alert
      type="warning"
      showIcon
      closable
      onClose={onClose}
      style={{ marginBottom: 16 }}
      data-testid="skipped-note"
      message={`Approve All left ${skipped.length} card${skipped.length === 1 ? '' : 's'} for you`}
      description={`${skippedSummary(skipped)} Approve them one by one once you have looked at them.`}
      action={
        <Button size="small" onClick={() => onShowSkipped(!showingSkipped)}>
          {showingSkipped ? 'Show all cards' : 'Show skipped cards'}
        </Button>
      }
    />
  );
}
