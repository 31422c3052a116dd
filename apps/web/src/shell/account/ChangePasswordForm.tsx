import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Button } from '../../ui/Button';
import { FormTextField } from '../../ui/FormTextField';
import { Spinner } from '../../ui/Spinner';
import { showFieldErrors } from '../../framework/forms/field-errors';
import { changePassword, changePasswordSchema, type ChangePasswordValues } from './change-password';

const EMPTY: ChangePasswordValues = { old_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordForm() {
  const { control, handleSubmit, reset, setError, formState } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'all',
    defaultValues: EMPTY,
  });
  const mutation = useMutation({
    mutationFn: changePassword,
    retry: false,
    onSuccess: () => {
      toast.success('Password changed successfully');
      reset(EMPTY);
    },
    // A wrong old password is marked on its field as well as toasted.
    onError: (error) => showFieldErrors(error, setError),
  });

  return (
    <form noValidate className="flex max-w-md flex-col gap-5" onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <FormTextField control={control} name="old_password" label="Old Password" type="password" autoComplete="current-password" placeholder="••••••••" />
      <FormTextField control={control} name="new_password" label="New Password" type="password" autoComplete="new-password" placeholder="••••••••" />
      <FormTextField control={control} name="confirm_password" label="Confirm Password" type="password" autoComplete="new-password" placeholder="••••••••" />
      <div>
        <Button type="submit" disabled={!formState.isValid || mutation.isPending}>
          {mutation.isPending && <Spinner />}
          {mutation.isPending ? 'Saving...' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}
