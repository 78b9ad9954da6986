import { commandFor, moveSelection, photoZoomed } from './keyboard';

const onPage = { tagName: 'BODY', closest: () => null };

describe('review keyboard', () => {
  it('maps arrows and J/K to moves, A and Enter to approve, E to edit, L to lot, U to undo', () => {
    expect(commandFor({ key: 'ArrowRight', target: onPage })).toBe('next');
    expect(commandFor({ key: 'j', target: onPage })).toBe('next');
    expect(commandFor({ key: 'K', target: onPage })).toBe('previous');
    expect(commandFor({ key: 'ArrowUp', target: onPage })).toBe('previous');
    expect(commandFor({ key: 'a', target: onPage })).toBe('approve');
    expect(commandFor({ key: 'Enter', target: onPage })).toBe('approve');
    expect(commandFor({ key: 'e', target: onPage })).toBe('edit');
    expect(commandFor({ key: 'l', target: onPage })).toBe('lot');
    expect(commandFor({ key: 'u', target: onPage })).toBe('undo');
    expect(commandFor({ key: 'U', target: onPage })).toBe('undo');
    expect(commandFor({ key: 'x', target: onPage })).toBeNull();
  });

  it('leaves keys alone while typing, with modifiers, in dialogs, and Enter on a button', () => {
    expect(commandFor({ key: 'a', target: { tagName: 'INPUT' } })).toBeNull();
    expect(
      commandFor({ key: 'e', target: { tagName: 'DIV', isContentEditable: true } }),
    ).toBeNull();
    expect(commandFor({ key: 'a', ctrlKey: true, target: onPage })).toBeNull();
    expect(commandFor({ key: 'u', target: { tagName: 'INPUT' } })).toBeNull();
    expect(commandFor({ key: 'a', target: { tagName: 'DIV', closest: () => ({}) } })).toBeNull();
    const inZoomedPhoto = {
      tagName: 'DIV',
      closest: (selector: string) =>
        selector.split(',').some((part) => part.trim() === '.ant-image-preview-wrap') ? {} : null,
    };
    expect(commandFor({ key: 'a', target: inZoomedPhoto })).toBeNull();
    expect(commandFor({ key: 'ArrowRight', target: inZoomedPhoto })).toBeNull();
    expect(
      commandFor({ key: 'Enter', target: { tagName: 'BUTTON', closest: () => null } }),
    ).toBeNull();
  });

  it('keeps the selection inside the list', () => {
    expect(moveSelection(0, 'previous', 3)).toBe(0);
    expect(moveSelection(1, 'next', 3)).toBe(2);
    expect(moveSelection(2, 'next', 3)).toBe(2);
    expect(moveSelection(0, 'next', 0)).toBe(0);
  });

  it('leaves every key to a photo open full size, whether or not the focus has moved into it', () => {
    expect(commandFor({ key: 'a', target: onPage, photoZoomed: true })).toBeNull();
    expect(commandFor({ key: 'ArrowRight', target: onPage, photoZoomed: true })).toBeNull();
    const pageWith = (...displays: string[]) => ({
      querySelectorAll: () => displays.map((display) => ({ style: { display } })),
    });
    expect(photoZoomed(pageWith() as unknown as Document)).toBe(false);
    expect(photoZoomed(pageWith('none') as unknown as Document)).toBe(false);
    expect(photoZoomed(pageWith('none', '') as unknown as Document)).toBe(true);
  });
});
