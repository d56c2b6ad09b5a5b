// The keys of the WAI-ARIA tabs pattern: Left/Right move to the previous/next tab (wrapping),
// Home/End to the first/last. One function for every tab list of the site.

/** The index a key moves the selection to among `count` tabs, or null for any other key. */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
