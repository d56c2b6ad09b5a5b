import { lazyDialog } from '../ui/lazy-dialog.tsx';

// The dashboard's account dialogs, loaded when first opened: the shop's profile form and the
// password change (the form kit, zod and Radix are not on the dashboard's first paint). The
// header's buttons preload them on hover and focus.

export const ProfileDialog = lazyDialog(
  async () => (await import('./profile-dialog.tsx')).ProfileDialog,
  (props) => props.open,
);

export const PasswordChangeDialog = lazyDialog(
  async () => (await import('../auth/password-change-dialog.tsx')).PasswordChangeDialog,
  (props) => props.open,
);
