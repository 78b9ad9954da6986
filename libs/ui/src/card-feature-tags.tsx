import { Tag } from 'antd';

export interface CardFeatureTagsProps {
  rookieCard?: boolean;
  autograph?: boolean;
  memorabilia?: boolean;
  serialNumber?: string | null;
}

/** Rookie / Auto / Relic badges (and the serial numbering when printed); nothing when none apply. */
export function CardFeatureTags({
  rookieCard,
  autograph,
  memorabilia,
  serialNumber,
}: CardFeatureTagsProps) {
  if (!rookieCard && !autograph && !memorabilia && !serialNumber) return null;
  return (
    <span>
      {rookieCard && <Tag color="green">Rookie</Tag>}
      {autograph && <Tag color="magenta">Auto</Tag>}
      {memorabilia && <Tag color="cyan">Relic</Tag>}
      {serialNumber && <Tag>#{serialNumber}</Tag>}
    </span>
  );
}
