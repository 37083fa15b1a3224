// The state of the users screen's actions on one user: the role and password dialogs (each an
// admin form), the disable / enable confirmation, and the page's result banner. After a dialog's
// save the focus goes back to the row's button (the dialog gives it back) and the banner is
// announced; when the list, read again, no longer shows the row (a role change under the Role
// sort moves it to another page), the banner takes the focus instead, so it is seen and read out.
import { useCallback, useRef, useState } from 'react';
import { getErrorMessage, type ManagedUser, type RequestError, type Role } from '@school/shared';
import { useUpdateUserMutation } from '@school/shared/admin-api';
import { passwordSetSchema, roleChangeSchema } from '@school/shared/schemas';
import type { BannerMessage } from '../components/BannerArea';
import { useAdminForm } from '../components/useAdminForm';
import { usersMessages } from '@school/shared/messages/account';

export type UserDialog = { kind: 'role' | 'password'; user: ManagedUser } | null;

export function useUserActions() {
  const [update, { isLoading: saving }] = useUpdateUserMutation();
  const [dialog, setDialog] = useState<UserDialog>(null);
  const [toToggle, setToToggle] = useState<ManagedUser | null>(null);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  /** A dialog's result was shown with the focus back on the row's button: the list read next may have moved the row away. */
  const followRow = useRef(false);

  const common = { bannersTakeFocus: false, busy: saving };
  const roleForm = useAdminForm({ ...common, schema: roleChangeSchema, initialValues: { role: 'USER' as Role } });
  const passwordForm = useAdminForm({ ...common, schema: passwordSetSchema, initialValues: { password: '' } });

  const open = (kind: 'role' | 'password', user: ManagedUser) => {
    followRow.current = false;
    setBanner(null);
    roleForm.dismissBanner();
    passwordForm.dismissBanner();
    if (kind === 'role') roleForm.form.reset({ role: user.role });
    else passwordForm.form.reset({ password: '' });
    setDialog({ kind, user });
  };

  const saveDialog = async () => {
    if (!dialog) return;
    const { id } = dialog.user;
    const saved =
      dialog.kind === 'role'
        ? await roleForm.save((input) => update({ id, role: input.role }).unwrap())
        : await passwordForm.save((input) => update({ id, password: input.password }).unwrap());
    if (!saved) return;
    setDialog(null);
    setBanner({ variant: 'success', message: dialog.kind === 'role' ? usersMessages.updated : usersMessages.passwordSet });
    followRow.current = dialog.kind === 'role';
  };

  /** The list was read again: when the focus was lost with the changed row's button, the result takes it. */
  const listChanged = useCallback(() => {
    if (!followRow.current) return;
    followRow.current = false;
    if (document.activeElement === null || document.activeElement === document.body) setBanner((shown) => shown && { ...shown, takeFocus: true });
  }, []);

  const confirmToggle = async () => {
    if (!toToggle || saving) return;
    const disabled = !toToggle.disabled;
    try {
      await update({ id: toToggle.id, disabled }).unwrap();
      setBanner({ variant: 'success', message: disabled ? usersMessages.disabledDone : usersMessages.enabled, takeFocus: true });
    } catch (error) {
      setBanner({ variant: 'error', message: getErrorMessage(error as RequestError), takeFocus: true });
    }
    setToToggle(null);
  };

  return {
    dialog,
    roleForm,
    passwordForm,
    saving,
    openRole: (user: ManagedUser) => open('role', user),
    openPassword: (user: ManagedUser) => open('password', user),
    closeDialog: () => setDialog(null),
    saveDialog,
    toToggle,
    askToggle: (user: ManagedUser) => {
      followRow.current = false;
      setBanner(null);
      setToToggle(user);
    },
    cancelToggle: () => setToToggle(null),
    confirmToggle,
    banner,
    dismissBanner: () => setBanner(null),
    listChanged,
  };
}
