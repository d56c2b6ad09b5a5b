import { lazyDialog } from '../ui/lazy-dialog.tsx';

// The two dialogs of an opportunity card, loaded when first opened (the form kit, zod and Radix
// are not on the dashboard's first paint); the card's buttons preload them on hover and focus.

export const OfferDialog = lazyDialog(
  async () => (await import('./offer-dialog.tsx')).OfferDialog,
  (props) => props.match !== null,
);

export const ArchiveDialog = lazyDialog(
  async () => (await import('./archive-dialog.tsx')).ArchiveDialog,
  (props) => props.matchId !== null,
);
