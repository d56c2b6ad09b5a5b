import { lazyDialog } from '../../ui/lazy-dialog.tsx';

// The dialogs of /gestao/lojistas, loaded when first opened (Radix and the shop's details are not
// on the page's first paint); their openers preload them on hover and focus.

export const ApprovalDialog = lazyDialog(
  async () => (await import('./approval-dialog.tsx')).ApprovalDialog,
  (props) => props.shop !== null,
);

export const ShopDetailsDialog = lazyDialog(
  async () => (await import('./shop-details-dialog.tsx')).ShopDetailsDialog,
  (props) => props.shopId !== null,
);

export const BulkDialog = lazyDialog(
  async () => (await import('./bulk-dialog.tsx')).BulkDialog,
  (props) => props.action !== null,
);
