import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { profileBody, updateUserProfile, type ProfileBody, type ProfileValues, type SessionUser } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { sessionStore } from '../../api/session-store';
import { Button } from '../../ui/Button';
import { FormTextField } from '../../ui/FormTextField';
import { Spinner } from '../../ui/Spinner';
import { showFieldErrors } from '../../framework/forms/field-errors';
import { operationPath } from '../../framework';

const valuesOf = (user: SessionUser): ProfileValues => ({ firstname: user.firstname, lastname: user.lastname, email: user.email ?? '' });

/** One's own name and e-mail, checked by the contract's rules as typed; a taken e-mail is marked on its field. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { control, handleSubmit, reset, setError, formState } = useForm<ProfileValues, unknown, ProfileBody>({
    resolver: zodResolver(profileBody),
    mode: 'all',
    defaultValues: valuesOf(user),
  });
  const mutation = useMutation({
    mutationFn: (values: ProfileBody) => apiRequest<SessionUser>(updateUserProfile.method, operationPath(updateUserProfile, {}), { body: values }),
    retry: false,
    onSuccess: (saved) => {
      sessionStore.saveUser(saved);
      reset(valuesOf(saved));
      toast.success('Profile updated successfully');
    },
    onError: (error) => showFieldErrors(error, setError),
  });

  return (
    <form noValidate className="flex max-w-md flex-col gap-5" onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <FormTextField control={control} name="firstname" label="First Name" autoComplete="given-name" />
      <FormTextField control={control} name="lastname" label="Last Name" autoComplete="family-name" />
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" placeholder="name@example.com" />
      <div>
        <Button type="submit" disabled={!formState.isDirty || mutation.isPending}>
          {mutation.isPending && <Spinner />}
          {mutation.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
