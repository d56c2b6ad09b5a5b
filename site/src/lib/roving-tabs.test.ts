import { describe, expect, it } from 'vitest';
import { tabIndexAfterKey } from './roving-tabs.ts';

describe('tabIndexAfterKey', () => {
  it('moves right and left, wrapping at both ends', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 4)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 3, 4)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 2, 4)).toBe(1);
    expect(tabIndexAfterKey('ArrowLeft', 0, 4)).toBe(3);
  });

  it('jumps to the first tab on Home and the last on End', () => {
    expect(tabIndexAfterKey('Home', 2, 4)).toBe(0);
    expect(tabIndexAfterKey('End', 1, 4)).toBe(3);
  });

  it('ignores every other key', () => {
    expect(tabIndexAfterKey('Enter', 1, 4)).toBeNull();
    expect(tabIndexAfterKey('ArrowDown', 1, 4)).toBeNull();
  });
});
