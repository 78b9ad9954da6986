export { CardEditPanel, type CardEditPanelProps } from './card-edit-panel';
export { checkedByDealer, doubtSummary, firstFocusField } from './doubt';
export { DoubtLine, doubtful, ReadingTags, SamePhotosLine, SurenessTag } from './reading-tags';
export { fieldsText } from './field-labels';
export { useCardEditing, type EditPanelControls } from './use-card-editing';
