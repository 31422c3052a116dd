import { useDocumentTitle } from '../../ui/document-title';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { Button } from '../../ui/Button';
import { FormTextField } from '../../ui/FormTextField';
import { Logo } from '../../ui/Logo';
import { Spinner } from '../../ui/Spinner';
import { logIn, loginFormSchema, type LoginFormValues } from './login';
import { TrustDeviceCheckbox } from './TrustDeviceCheckbox';

export function LoginPage() {
  useDocumentTitle('Sign in');
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'all',
    defaultValues: { email: '', password: '' },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const login = useMutation({
    mutationFn: logIn,
    retry: false,
    onSuccess: () => {
      toast.success('Login successful');
      navigate('/', { replace: true });
    },
  });
  const isFilled = email.trim() !== '' && password !== '';

  return (
    <main className="flex min-h-dvh items-center justify-center bg-linear-to-br from-slate-50 via-white to-blue-50 px-4 py-10 dark:from-slate-950 dark:via-slate-950 dark:to-slate-900">
      <div className="auth-panel w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center gap-2 text-center">
          <Logo />
          <p className="text-sm text-brand-gray">Billing Dashboard</p>
        </div>
        <section className="rounded-2xl border border-slate-200 bg-white p-8 shadow-xl shadow-slate-200/60 dark:border-slate-800 dark:bg-slate-900 dark:shadow-none">
          <h1 className="mb-6 text-xl font-semibold text-brand-navy dark:text-slate-100">Log in to your account</h1>
          <form noValidate className="flex flex-col gap-5" onSubmit={handleSubmit((values) => login.mutate(values))}>
            <FormTextField control={control} name="email" label="Email Address" type="text" autoComplete="username" placeholder="you@example.com" autoFocus />
            <FormTextField control={control} name="password" label="Password" type="password" autoComplete="current-password" placeholder="••••••••" />
            <TrustDeviceCheckbox />
            <Button type="submit" disabled={!isFilled || login.isPending} className="mt-1 w-full">
              {login.isPending && <Spinner />}
              {login.isPending ? 'Verifying...' : 'Login'}
            </Button>
          </form>
        </section>
      </div>
    </main>
  );
}
