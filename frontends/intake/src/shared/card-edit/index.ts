export { CardEditPanel, type CardEditPanelProps } from './card-edit-panel';
export { doubtSummary, firstFocusField } from './doubt';
