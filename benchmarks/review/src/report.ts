/** One dealer action measured in the browser: what it took and how long the automation needed. */
export interface ActionMeasure {
  cardId: string;
  keystrokes: number;
  clicks: number;
  ms: number;
  /** What kind of card or path it was, e.g. "identified", "check", "from candidates", "typed 3 letters". */
  kind: string;
}

export interface Figures {
  count: number;
  /** Keystrokes and clicks together. */
  medianInputs: number | null;
  maxInputs: number | null;
  /** Share of actions within the target (0..1). */
  withinTarget: number | null;
  medianMs: number | null;
  byKind: Record<string, number>;
}

export function inputsOf(action: ActionMeasure): number {
  return action.keystrokes + action.clicks;
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function figuresOf(actions: ActionMeasure[], target: number): Figures {
  const inputs = actions.map(inputsOf);
  const byKind: Record<string, number> = {};
  for (const action of actions) byKind[action.kind] = (byKind[action.kind] ?? 0) + 1;
  return {
    count: actions.length,
    medianInputs: median(inputs),
    maxInputs: inputs.length ? Math.max(...inputs) : null,
    withinTarget: inputs.length
      ? inputs.filter((count) => count <= target).length / inputs.length
      : null,
    medianMs: median(actions.map((action) => action.ms)),
    byKind,
  };
}

export function describeFigures(label: string, figures: Figures, target: number): string {
  if (figures.count === 0) return `${label}: no cards`;
  const share = Math.round((figures.withinTarget ?? 0) * 100);
  const kinds = Object.entries(figures.byKind)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
  return (
    `${label}: ${figures.count} cards (${kinds}); keystrokes + clicks median ${figures.medianInputs}, ` +
    `max ${figures.maxInputs}, ${share}% within the target of ${target}; ` +
    `automation ${((figures.medianMs ?? 0) / 1000).toFixed(2)} s a card (median)`
  );
}
