import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { userLoginCreateBody } from '@ringledger/contract';
import { errorMessage } from '../../api/client';
import { useCreate, type RecordId } from '../../framework/data';
import { Button } from '../../ui/Button';
import { FormTextField } from '../../ui/FormTextField';
import { Spinner } from '../../ui/Spinner';
import { generatePassword } from './generate-password';
import { loginsOfUser } from './user-logins';

type CredentialsValues = z.input<typeof userLoginCreateBody>;

interface CredentialsFormProps {
  userId: RecordId;
  email: string;
  onCancel: () => void;
  onCreated: () => void;
}

/** POST /users/{id}/logins: a username, a password (blank: the server makes one) and where to mail them. */
export function CredentialsForm({ userId, email, onCancel, onCreated }: CredentialsFormProps) {
  const logins = useMemo(() => loginsOfUser(userId), [userId]);
  const create = useCreate(logins);
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const { control, handleSubmit, setValue, formState } = useForm<CredentialsValues>({
    // Raw: the inputs keep what was typed; the body is parsed once, on save.
    resolver: zodResolver(userLoginCreateBody, undefined, { raw: true }),
    mode: 'all',
    defaultValues: { login: '', password: '', send_to_email: email },
  });

  // Shown at once, so the operator can hand the password over before it is mailed.
  const fillPassword = () => {
    setValue('password', generatePassword(), { shouldValidate: true, shouldDirty: true, shouldTouch: true });
    setIsPasswordShown(true);
  };

  const submit = handleSubmit((values) =>
    create.mutate(userLoginCreateBody.parse(values), {
      onSuccess: () => {
        toast.success(logins.messages.created);
        onCreated();
      },
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );

  return (
    <form noValidate aria-label="Create Credentials" className="mt-5 flex flex-col gap-4" onSubmit={submit}>
      <FormTextField control={control} name="login" label="Username" autoComplete="off" autoFocus />
      <div className="flex flex-col gap-2">
        <FormTextField control={control} name="password" label="Password (optional)" type={isPasswordShown ? 'text' : 'password'} autoComplete="new-password" />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" className="h-8 px-3" onClick={fillPassword}>
            Auto-Generate Password
          </Button>
          <Button variant="ghost" className="h-8 px-3" aria-pressed={isPasswordShown} onClick={() => setIsPasswordShown((shown) => !shown)}>
            {isPasswordShown ? 'Hide password' : 'Show password'}
          </Button>
        </div>
      </div>
      <FormTextField control={control} name="send_to_email" label="Email" type="email" autoComplete="off" />
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!formState.isValid || create.isPending}>
          {create.isPending && <Spinner />}
          Save
        </Button>
      </div>
    </form>
  );
}
